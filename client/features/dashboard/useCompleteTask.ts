// Completing one of today's tasks: the payload brings the day back (progress, ticks, Complete Day).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toast } from '../../ui/toast-store';
import type { useCompleteTaskMutation } from './__generated__/useCompleteTaskMutation.graphql';

const fail = () => toast({ title: 'Error', description: 'Failed to save task completion. Please try again.', variant: 'destructive' });

export function useCompleteTask(): [complete: (taskId: string, onDone?: () => void) => void, pending: boolean] {
  const [commit, pending] = useMutation<useCompleteTaskMutation>(graphql`
    mutation useCompleteTaskMutation($taskId: String!) {
      completeTask(taskId: $taskId) {
        __typename
        ... on Error {
          message
        }
        ... on CompleteTaskSuccess {
          programDay {
            ...TasksView_programDay
          }
        }
      }
    }
  `);
  const complete = useCallback(
    (taskId: string, onDone?: () => void) =>
      commit({
        variables: { taskId },
        onCompleted: ({ completeTask: r }) => {
          if (r.__typename !== 'CompleteTaskSuccess') return fail();
          toast({ title: 'Task completed!' });
          onDone?.();
        },
        onError: fail,
      }),
    [commit],
  );
  return [complete, pending];
}
