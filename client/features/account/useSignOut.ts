// Sign out, with the toast of the specification: its own module, so the signed-in pages that offer it do not
// download sign-in and sign-up (./useAccountMutations) with it.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useMutationResult } from '../../relay/mutationResult';
import { useResetEnvironment } from '../../relay/RelayRoot';
import { toast } from '../../ui/toast-store';
import { signOutTo } from './signingOut';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql';

export function useSignOut() {
  const resetEnvironment = useResetEnvironment();
  const navigate = useNavigate();
  const [commit, pending] = useMutationResult<useSignOutMutation>(graphql`
    mutation useSignOutMutation {
      logout
    }
  `);
  const signOut = useCallback(() => {
    // /auth's code downloads while the sign-out is on the wire, so the navigation below is immediate.
    void import('./AuthPage');
    void import('./AuthPage.loader');
    void commit({}, { failure: 'Logout failed' }).then((result) => {
      if (!result.ok) return;
      // A new environment first, so /auth's loader starts its query without the old viewer in the store.
      signOutTo(() => navigate('/auth', { replace: true }), resetEnvironment);
      toast({ title: 'Signed out', description: "You've been signed out successfully." });
    });
  }, [commit, navigate, resetEnvironment]);
  return [signOut, pending] as const;
}
