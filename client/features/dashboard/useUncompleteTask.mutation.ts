// Unticking one of today's tasks ticked by mistake, loaded with the tick (useUncompleteTask).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation useUncompleteTaskMutation($taskId: String!) {
    uncompleteTask(taskId: $taskId) {
      __typename
      ... on Error {
        message
      }
      ... on UncompleteTaskSuccess {
        programDay {
          ...TasksView_programDay
        }
      }
    }
  }
`;
