// Complete Day, loaded when its button is about to be used (TasksView).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation TasksViewAdvanceMutation {
    advanceDay {
      __typename
      ... on Error {
        message
      }
      ... on AdvanceDaySuccess {
        user {
          currentProgramDay
          programDay {
            ...TasksView_programDay
          }
        }
      }
    }
  }
`;
