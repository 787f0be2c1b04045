// Completing one of today's tasks, or unticking one ticked by mistake: the payload brings the day back
// (progress, ticks, Complete Day).
// The mutation loads when a tick is pointed at, touched or focused (`preload`); a tap before it arrives waits for it.
import { useCallback } from 'react';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { toast } from '../../ui/toast-store';
import type { useCompleteTaskMutation } from './__generated__/useCompleteTaskMutation.graphql';
import type { useUncompleteTaskMutation } from './__generated__/useUncompleteTaskMutation.graphql';

const fail = () => toast({ title: 'Error', description: 'Failed to save task completion. Please try again.', variant: 'destructive' });
const load = () => import('./useCompleteTask.mutation');
const loadUndo = () => import('./useUncompleteTask.mutation');

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

export function useUncompleteTask(): [uncomplete: (taskId: string) => void, pending: boolean, preload: () => void] {
  const [commit, pending, preload] = useLazyMutationResult<useUncompleteTaskMutation>(loadUndo);
  const uncomplete = useCallback(
    async (taskId: string) => {
      const result = await commit({ taskId }, { success: 'Task marked not done' });
      if (!result.ok) toast({ title: 'Error', description: result.message, variant: 'destructive' });
    },
    [commit],
  );
  return [uncomplete, pending, preload];
}
