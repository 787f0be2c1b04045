// Completing a task, loaded when a task's tick or Mark Complete is about to be used (useCompleteTask).
import { graphql } from 'react-relay';

export const mutation = graphql`
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
`;
