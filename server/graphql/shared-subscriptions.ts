// Identical subscriptions execute once per event. A subscription field opts in with the
// `shareResultsBy` extension, which names the caller's authorization class for it (e.g. "admin", or
// "user:<id>" for a ticket's owner): the caller must get exactly the same result as anyone else of
// that class. Subscribers with the same document, operation, variables and class then share one
// execution of the event (with the context of one of them) and one serialized result. Everything
// that decides whether a subscriber gets an event at all (the stream being alive, the caller's
// credential, the event being theirs) still runs per subscriber, before the shared result is taken.
// Fields without the extension execute per subscriber as usual.
import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  getOperationAST,
  Kind,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.js';
import { mapEvents } from './event-iterators.js';
import { getOrSet } from './get-or-set.js';

/** The caller's authorization class for a subscription field, or null to execute for them alone. */
export type ShareResultsBy = (ctx: Context) => string | null;

/** Field extensions sharing results by `by` (Pothos: `extensions: shareResultsBy(...)`). */
export const shareResultsBy = (by: ShareResultsBy) => ({ shareResultsBy: by });

/** Admins share one class; anyone else is a class of their own. */
export const byAdminOrUser: ShareResultsBy = (ctx) => (ctx.user ? (ctx.user.isAdmin ? 'admin' : `user:${ctx.user.id}`) : null);

/** A result that serializes once, however many streams send it (yoga's SSE writer calls `result.stringify`). */
type SharedResult = ExecutionResult & { stringify: (result: unknown) => string };

const documentIds = new WeakMap<DocumentNode, number>();
let documentCount = 0;
/** Per event object (shared by every listener of this process): the result per sharing key. */
const perEvent = new WeakMap<object, Map<string, Promise<SharedResult>>>();

/** What subscribers must have in common to share results, or null when this one executes alone. */
function sharingKey(args: ExecutionArgs): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  const selections = operation?.selectionSet.selections ?? [];
  if (operation?.operation !== 'subscription' || selections.length !== 1 || selections[0].kind !== Kind.FIELD) return null;
  const field = args.schema.getSubscriptionType()?.getFields()[selections[0].name.value];
  const by = field?.extensions.shareResultsBy as ShareResultsBy | undefined;
  const authorizationClass = by?.(args.contextValue as Context);
  if (!authorizationClass) return null;
  let documentId = documentIds.get(args.document);
  if (documentId === undefined) {
    documentId = documentCount++;
    documentIds.set(args.document, documentId);
  }
  return JSON.stringify([documentId, args.operationName ?? null, args.variableValues ?? {}, authorizationClass]);
}

/** Shared executions so far (tests count them). */
export const sharedExecutions = { count: 0 };

async function executeEvent(args: ExecutionArgs, event: unknown): Promise<SharedResult> {
  sharedExecutions.count += 1;
  const result = await execute({ ...args, rootValue: event });
  let json: string | undefined;
  return {
    ...result,
    stringify: (r) => {
      json ??= JSON.stringify(r);
      return json;
    },
  };
}

function sharedResult(args: ExecutionArgs, key: string, event: unknown): Promise<SharedResult> {
  if (event === null || typeof event !== 'object') return executeEvent(args, event);
  return getOrSet(getOrSet(perEvent, event, () => new Map()), key, () => executeEvent(args, event));
}

export function shareSubscriptionResults(): Plugin<Context> {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const key = sharingKey(args);
      if (!key) return;
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (Symbol.asyncIterator in source) return mapEvents(source[Symbol.asyncIterator](), (event) => sharedResult(subscribeArgs, key, event));
        // Invalid variables fail before any resolver runs: yoga's own executor answers them (a 400).
        if (source.errors?.every((e) => !e.path)) return subscribeFn(subscribeArgs);
        return source;
      });
    },
  };
}
