// The conversation counter's −1, loaded when it is about to be tapped (useLazyMutationResult).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation ConversationCounterUnlogMutation($today: String!) {
    unlogConversation(date: $today) {
      __typename
      ... on Error {
        message
      }
      ... on UnlogConversationSuccess {
        user {
          ...ConversationCounter_user @arguments(today: $today)
        }
      }
    }
  }
`;
