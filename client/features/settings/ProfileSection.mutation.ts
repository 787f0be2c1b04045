// The Profile Information form's save, loaded when it is about to be used (ProfileSection).
import { graphql } from 'react-relay';

export const mutation = graphql`
  mutation ProfileSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on UpdateProfileSuccess {
        user {
          ...ProfileSection_user
          ...useViewer_user
        }
      }
    }
  }
`;
