// The signed-in user (null when signed out), read once and kept in the Relay store.
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { useViewer_user$key } from './__generated__/useViewer_user.graphql';
import type { useViewerQuery } from './__generated__/useViewerQuery.graphql';

export const viewerFragment = graphql`
  fragment useViewer_user on User {
    id
    firstName
    lastName
    email
    phone
    isAdmin
    onboardingCompleted
    paymentVerified
    currentProgramDay
    createdAt
  }
`;

export function useViewer() {
  const data = useLazyLoadQuery<useViewerQuery>(
    graphql`
      query useViewerQuery {
        viewer {
          ...useViewer_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return useFragment<useViewer_user$key>(viewerFragment, data.viewer);
}

export const homePathFor = (viewer: { onboardingCompleted: boolean }) =>
  viewer.onboardingCompleted ? '/dashboard' : '/onboarding';
