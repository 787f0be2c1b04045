// The Business Settings form's save, loaded when it is about to be used (BusinessSection).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation BusinessSectionMutation($input: SaveBusinessInput!) {
    saveBusiness(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on SaveBusinessSuccess {
        business {
          ...BusinessSection_business
        }
      }
    }
  }
`;
