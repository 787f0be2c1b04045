// Sign in, sign up and sign out, with the toasts and messages of the specification.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LoginValues, RegisterValues } from '../../../common/account';
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

export type FieldErrors = readonly { readonly field: string; readonly message: string }[];
/** A refusal carries what kind it is and, for invalid input, the message of each field. */
export type Outcome = { ok: true } | { ok: false; kind: string; message: string; fieldErrors: FieldErrors };

type Result = { __typename: string; message?: string; fieldErrors?: FieldErrors };

function settle<R extends Result>(
  commit: (config: { onCompleted: (r: R) => void; onError: (e: Error) => void }) => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    commit({
      onCompleted: (r) =>
        resolve(
          r.__typename.endsWith('Success')
            ? { ok: true }
            : { ok: false, kind: r.__typename, message: r.message ?? 'Error', fieldErrors: r.fieldErrors ?? [] },
        ),
      onError: (e) => resolve({ ok: false, kind: 'Error', message: e.message, fieldErrors: [] }),
    });
  });
}

export function useSignIn() {
  const [commit, pending] = useMutation<useAccountMutationsLoginMutation>(graphql`
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
    async (input: LoginValues) => {
      const outcome = await settle<Result>(({ onCompleted, onError }) =>
        commit({ variables: { input }, updater: setViewer('login'), onCompleted: (r) => onCompleted(r.login), onError }),
      );
      // A refusal is shown by the form beside what caused it, once (no toast as well).
      if (outcome.ok) toast({ title: 'Welcome back!', description: "You've been signed in successfully." });
      return outcome;
    },
    [commit],
  );
  return [signIn, pending] as const;
}

export function useSignUp() {
  const [commit, pending] = useMutation<useAccountMutationsRegisterMutation>(graphql`
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
    async (input: RegisterValues) => {
      const outcome = await settle<Result>(({ onCompleted, onError }) =>
        commit({
          variables: { input: { ...input, phone: input.phone || null, stripeSessionId: input.stripeSessionId || null } },
          updater: setViewer('register'),
          onCompleted: (r) => onCompleted(r.register),
          onError,
        }),
      );
      if (outcome.ok) {
        toast({ title: 'Account created!', description: "Welcome to Detailer's Launchpad. Let's set up your business." });
      }
      return outcome;
    },
    [commit],
  );
  return [signUp, pending] as const;
}

export function useSignOut() {
  const resetEnvironment = useResetEnvironment();
  const navigate = useNavigate();
  const [commit, pending] = useMutation<useAccountMutationsLogoutMutation>(graphql`
    mutation useAccountMutationsLogoutMutation {
      logout
    }
  `);
  const signOut = useCallback(() => {
    // /auth's code downloads while the sign-out is on the wire, so the navigation below is immediate.
    void import('./AuthPage');
    void import('./AuthPage.loader');
    commit({
      variables: {},
      onCompleted: () => {
        // A new environment first, so /auth's loader starts its query without the old viewer in the store.
        signOutTo(() => navigate('/auth', { replace: true }), resetEnvironment);
        toast({ title: 'Signed out', description: "You've been signed out successfully." });
      },
      onError: (e) => toast({ title: 'Logout failed', description: e.message, variant: 'destructive' }),
    });
  }, [commit, navigate, resetEnvironment]);
  return [signOut, pending] as const;
}
