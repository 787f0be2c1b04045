// Mark sent, loaded when a text's Mark sent is about to be used (ToTextCard).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation ToTextCardMarkSentMutation($input: MarkMessageSentInput!, $connections: [ID!]!) {
    markMessageSent(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MarkMessageSentSuccess {
        # A sent text leaves the list (ToTextCard_messagesToText).
        sent: customerMessage {
          id @deleteEdge(connections: $connections)
          status
          sentAt
        }
      }
    }
  }
`;
