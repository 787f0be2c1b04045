// Dismiss a coaching tip, loaded when its Dismiss is about to be used (CoachCard): the tip leaves the
// store, and the owner's tips come back (the next one may show).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation CoachCardDismissMutation($id: ID!) {
    dismissCoachTip(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on DismissCoachTipSuccess {
        dismissal {
          tipId @deleteRecord
          user {
            ...CoachCard_user
          }
        }
      }
    }
  }
`;
