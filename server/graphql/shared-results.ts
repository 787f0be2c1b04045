// Subscribers of one event with the same document, variables and visibility (an admin, or that user) share one execution and
// one serialized result, instead of one each (delivery figures for both: bench/results/README.md, #31).
import { createSourceEventStream, type ExecutionArgs, type ExecutionResult, execute } from 'graphql';
import { mapAsyncIterator, type Plugin } from 'graphql-yoga';
import type { Context } from './context.js';
import { getOrSet } from './get-or-set.js';

/** yoga's SSE writer serializes a result with its own `stringify` when it has one (its ExecutionResultWithSerializer). */
type SharedResult = ExecutionResult & { stringify: (result: ExecutionResult) => string };

/** Per event object (this process's subscribers of a topic all get the same one), per document: the result per variables and visibility. */
const perEvent = new WeakMap<object, WeakMap<object, Map<string, Promise<SharedResult>>>>();

async function executeOnce(args: ExecutionArgs, event: unknown): Promise<SharedResult> {
  const result = await execute({ ...args, rootValue: event });
  let json: string | undefined;
  return { ...result, stringify: (r) => (json ??= JSON.stringify(r)) };
}

export function sharedSubscriptionResults(): Plugin<Context> {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const user = args.contextValue.user;
      if (!user) return;
      const key = JSON.stringify([args.operationName ?? null, args.variableValues ?? {}, user.isAdmin ? 'admin' : user.id]);
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        // Invalid variables fail before any resolver runs: yoga's own subscribe answers them (a 400).
        if (!(Symbol.asyncIterator in source)) return source.errors?.every((e) => !e.path) ? subscribeFn(subscribeArgs) : source;
        const shared = (event: unknown) =>
          event !== null && typeof event === 'object'
            ? getOrSet(getOrSet(getOrSet(perEvent, event, () => new WeakMap()), subscribeArgs.document, () => new Map()), key, () =>
                executeOnce(subscribeArgs, event),
              )
            : executeOnce(subscribeArgs, event);
        return mapAsyncIterator(source, shared);
      });
    },
  };
}
