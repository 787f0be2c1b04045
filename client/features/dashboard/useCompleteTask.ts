// Completing one of today's tasks: the payload brings the day back (progress, ticks, Complete Day).
// The mutation loads when a tick is pointed at, touched or focused (`preload`); a tap before it arrives waits for it.
import { useCallback } from 'react';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { toast } from '../../ui/toast-store';
import type { useCompleteTaskMutation } from './__generated__/useCompleteTaskMutation.graphql';

const fail = () => toast({ title: 'Error', description: 'Failed to save task completion. Please try again.', variant: 'destructive' });
const load = () => import('./useCompleteTask.mutation');

export function useCompleteTask(): [complete: (taskId: string, onDone?: () => void) => void, pending: boolean, preload: () => void] {
  const [commit, pending, preload] = useLazyMutationResult<useCompleteTaskMutation>(load);
  const complete = useCallback(
    async (taskId: string, onDone?: () => void) => {
      const result = await commit({ taskId }, { success: 'Task completed!' });
      if (!result.ok) return fail();
      onDone?.();
    },
    [commit],
  );
  return [complete, pending, preload];
}
