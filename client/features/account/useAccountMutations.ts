// Sign in and sign up, with the toasts and messages of the specification (sign out: ./useSignOut, which the
// signed-in pages load without these two).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LoginValues, RegisterValues } from '../../../common/account';
import { useMutationResult } from '../../relay/mutationResult';
import { rememberBusinessZone } from '../../ui/businessZone';
import { toast } from '../../ui/toast-store';
import type { useAccountMutationsCodeMutation } from './__generated__/useAccountMutationsCodeMutation.graphql';
import type { useAccountMutationsReopenMutation } from './__generated__/useAccountMutationsReopenMutation.graphql';
import type { useAccountMutationsLoginMutation } from './__generated__/useAccountMutationsLoginMutation.graphql';
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
        ... on TwoFactorRequired {
          twoFactorRequired
        }
        ... on AccountClosed {
          deletesAt
        }
        ... on LoginSuccess {
          user {
            ...useViewer_user
            # The business's zone, kept at once so the first page's loader needs no wait (ui/businessZone.ts).
            business {
              id
              timeZone
            }
          }
        }
      }
    }
  `);
  const signIn = useCallback(
    (input: LoginValues) => {
      // A refusal is shown by the form beside what caused it, once (no toast as well). With two-step
      // sign-in on, the answer is TwoFactorRequired and the form asks for the code (useSignInCode).
      return commit({ input }, { updater: setViewer('login') }).then((outcome) => {
        if (outcome.ok && outcome.data.__typename === 'LoginSuccess') welcome(outcome.data.user?.business?.timeZone);
        return outcome;
      });
    },
    [commit],
  );
  return [signIn, pending] as const;
}

const welcome = (timeZone: string | null | undefined) => {
  rememberBusinessZone(timeZone);
  toast({ title: 'Welcome back!', description: "You've been signed in successfully." });
};

/** Two-step sign-in's second step: the app's code (or a recovery code) after the password. */
export function useSignInCode() {
  const [commit, pending] = useMutationResult<useAccountMutationsCodeMutation>(graphql`
    mutation useAccountMutationsCodeMutation($input: LoginTwoFactorInput!) {
      loginTwoFactor(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on AccountClosed {
          deletesAt
        }
        ... on LoginTwoFactorSuccess {
          user {
            ...useViewer_user
            business {
              id
              timeZone
            }
          }
        }
      }
    }
  `);
  const signInWithCode = useCallback(
    (input: { code: string; rememberDevice: boolean }) =>
      commit({ input }, { updater: setViewer('loginTwoFactor') }).then((outcome) => {
        if (outcome.ok && outcome.data.__typename === 'LoginTwoFactorSuccess') welcome(outcome.data.user?.business?.timeZone);
        return outcome;
      }),
    [commit],
  );
  return [signInWithCode, pending] as const;
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

/** "Reopen my account", from the session a sign-in to a closed account gives. */
export function useReopenAccount() {
  const [commit, pending] = useMutationResult<useAccountMutationsReopenMutation>(graphql`
    mutation useAccountMutationsReopenMutation {
      reopenAccount {
        ...useViewer_user
        business {
          id
          timeZone
        }
      }
    }
  `);
  const reopen = useCallback(
    () =>
      commit(
        {},
        {
          updater: (store) => {
            const user = store.getRootField('reopenAccount');
            if (user) store.getRoot().setLinkedRecord(user, 'viewer');
          },
          success: { title: 'Welcome back!', description: 'Your account is open again, with everything in it.' },
          failure: 'Could not reopen your account',
        },
      ).then((outcome) => {
        if (outcome.ok) rememberBusinessZone(outcome.data?.business?.timeZone);
        return outcome;
      }),
    [commit],
  );
  return [reopen, pending] as const;
}
