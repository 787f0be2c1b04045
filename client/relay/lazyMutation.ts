// A mutation whose artifact loads when it is about to be used, not with the page: a module that
// exports the `graphql` mutation is loaded when its control is pointed at, touched or focused
// (`preload`, as ui/Dialog.tsx loads Radix), and a commit waits for it, so a tap made before it
// arrived is not lost. The mutation commits through commitMutationResult (the same promise of a
// result as useMutationResult) on the page's environment, so its payload updates the store as ever.
import { useCallback, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, MutationConfig, MutationParameters } from 'relay-runtime';
import { toast } from '../ui/toast-store';
import { CONNECTION_LOST } from './environment';
import { commitMutationResult, type MutationResult, type PayloadOf, type ResultOptions } from './mutationResult';

/** A lazily loaded mutation module: it exports the `graphql` mutation as `mutation`. */
export interface MutationModule {
  mutation: GraphQLTaggedNode;
}

/** Relay's mutation config less the mutation and its variables, and the result's toasts. */
export type LazyCommitOptions<T extends MutationParameters> = Omit<
  MutationConfig<T>,
  'mutation' | 'variables' | 'onCompleted' | 'onError' | 'onNext' | 'onUnsubscribe'
> &
  ResultOptions;

/**
 * `const [save, saving, preload] = useLazyMutationResult<M>(loadSave)`, where `loadSave` is a
 * module-level `() => import('./X.mutation')` (a MutationModule); give `preload` to the control's
 * onPointerEnter (a touch enters before it presses) and onFocus (a key presses after it). `saving`
 * is true from the tap until the answer, the code's download included. The promise never rejects.
 */
export function useLazyMutationResult<T extends MutationParameters>(load: () => Promise<MutationModule>) {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const preload = useCallback(() => {
    load().catch(() => {});
  }, [load]);
  const run = useCallback(
    async (variables: T['variables'], options?: LazyCommitOptions<T>): Promise<MutationResult<PayloadOf<T>>> => {
      setInFlight((n) => n + 1);
      try {
        let loaded: MutationModule;
        try {
          loaded = await load();
        } catch {
          // The code did not arrive (offline): answered as a request that never reached the server.
          if (options?.failure) toast({ title: options.failure, description: CONNECTION_LOST, variant: 'destructive' });
          return { ok: false, kind: 'Error', message: CONNECTION_LOST, fieldErrors: [], error: null };
        }
        return await commitMutationResult<T>(environment, { ...options, mutation: loaded.mutation, variables });
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [environment, load],
  );
  return [run, inFlight > 0, preload] as const;
}
