// The conversation counter's +1, loaded when it is about to be tapped (useLazyMutationResult).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation ConversationCounterLogMutation($today: String!) {
    logConversation(date: $today) {
      __typename
      ... on Error {
        message
      }
      ... on LogConversationSuccess {
        user {
          ...ConversationCounter_user @arguments(today: $today)
        }
      }
    }
  }
`;
