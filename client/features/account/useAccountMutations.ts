// Sign in, sign up and sign out, with the toasts and messages of the specification.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LoginValues, RegisterValues } from '../../../common/account';
import { useMutationResult } from '../../relay/mutationResult';
import { useResetEnvironment } from '../../relay/RelayRoot';
import { toast } from '../../ui/toast-store';
import { signOutTo } from './signingOut';
import type { useAccountMutationsLoginMutation } from './__generated__/useAccountMutationsLoginMutation.graphql';
import type { useAccountMutationsLogoutMutation } from './__generated__/useAccountMutationsLogoutMutation.graphql';
import type { useAccountMutationsRegisterMutation } from './__generated__/useAccountMutationsRegisterMutation.graphql';

/** Points the root `viewer` at the user the mutation returned, so every page sees the sign-in at once. */
const setViewer = (field: string) => (store: RecordSourceSelectorProxy) => {
  const user = store.getRootField(field)?.getLinkedRecord('user');
  if (user) store.getRoot().setLinkedRecord(user, 'viewer');
};

export function useSignIn() {
  const [commit, pending] = useMutationResult<useAccountMutationsLoginMutation>(graphql`
    mutation useAccountMutationsLoginMutation($input: LoginInput!) {
      login(input: $input) {
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
        ... on LoginSuccess {
          user {
            ...useViewer_user
          }
        }
      }
    }
  `);
  const signIn = useCallback(
    (input: LoginValues) => {
      // A refusal is shown by the form beside what caused it, once (no toast as well).
      return commit({ input }, { updater: setViewer('login'), success: { title: 'Welcome back!', description: "You've been signed in successfully." } });
    },
    [commit],
  );
  return [signIn, pending] as const;
}

export function useSignUp() {
  const [commit, pending] = useMutationResult<useAccountMutationsRegisterMutation>(graphql`
    mutation useAccountMutationsRegisterMutation($input: RegisterInput!) {
      register(input: $input) {
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
        ... on RegisterSuccess {
          user {
            ...useViewer_user
          }
        }
      }
    }
  `);
  const signUp = useCallback(
    (input: RegisterValues) => {
      return commit(
        { input: { ...input, phone: input.phone || null, stripeSessionId: input.stripeSessionId || null } },
        { updater: setViewer('register'), success: { title: 'Account created!', description: "Welcome to Detailer's Launchpad. Let's set up your business." } },
      );
    },
    [commit],
  );
  return [signUp, pending] as const;
}

export function useSignOut() {
  const resetEnvironment = useResetEnvironment();
  const navigate = useNavigate();
  const [commit, pending] = useMutationResult<useAccountMutationsLogoutMutation>(graphql`
    mutation useAccountMutationsLogoutMutation {
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
