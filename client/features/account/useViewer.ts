// The signed-in user (null when signed out): each page's query selects `viewer { ...useViewer_user }`.
import { graphql, useFragment } from 'react-relay';
import { useOutletContext } from 'react-router-dom';
import type { useViewer_user$data, useViewer_user$key } from './__generated__/useViewer_user.graphql';

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

export const useViewer = (viewer: useViewer_user$key | null | undefined) =>
  useFragment<useViewer_user$key>(viewerFragment, viewer);

/** The signed-in user, in a page under the protected route's guard (which loaded it). */
export const useSignedInViewer = () => useOutletContext<useViewer_user$data>();

/** Where signing in lands: an admin on the operator's home (/admin), an owner on the dashboard (or onboarding first). */
export const homePathFor = (viewer: { onboardingCompleted: boolean; isAdmin?: boolean }) =>
  viewer.isAdmin ? '/admin' : viewer.onboardingCompleted ? '/dashboard' : '/onboarding';
