// Sign-in & security: change the password (every other device is signed out), and the devices signed in
// to the account, each with Sign out, and "Sign out everywhere else" (#56).
import { zodResolver } from '@hookform/resolvers/zod';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { type ChangePasswordValues, changePasswordSchema } from '../../../common/account';
import { setFieldErrors } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import type { AccountSecuritySection_query$key } from './__generated__/AccountSecuritySection_query.graphql';
import type { AccountSecuritySectionChangePasswordMutation } from './__generated__/AccountSecuritySectionChangePasswordMutation.graphql';
import type { AccountSecuritySectionSignOutMutation } from './__generated__/AccountSecuritySectionSignOutMutation.graphql';
import type { AccountSecuritySectionSignOutOthersMutation } from './__generated__/AccountSecuritySectionSignOutOthersMutation.graphql';

/** Keeps the root `accountSessions` list in the store to the devices `keep` accepts. */
function keepSessions(store: RecordSourceSelectorProxy, keep: (current: boolean, id: string) => boolean) {
  const root = store.getRoot();
  const sessions = root.getLinkedRecords('accountSessions') ?? [];
  root.setLinkedRecords(
    sessions.filter((r) => r && keep(r.getValue('current') === true, r.getDataID())),
    'accountSessions',
  );
}

const mobile = /Android|iOS|iPadOS/;

function ChangePassword() {
  const [change, pending] = useMutationResult<AccountSecuritySectionChangePasswordMutation>(graphql`
    mutation AccountSecuritySectionChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
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
        ... on ChangePasswordSuccess {
          user {
            id
          }
        }
      }
    }
  `);
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await change(
      { input },
      {
        updater: (store) => keepSessions(store, (current) => current),
        success: { title: 'Password changed', description: 'Every other device was signed out.' },
        failure: 'Could not change your password',
      },
    );
    if (result.ok) form.reset();
    else setFieldErrors(form, result.fieldErrors, { fields: ['currentPassword', 'newPassword'] });
  });
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label="Change password">
      <h3 className="font-semibold">Change password</h3>
      <Field label="Current password" type="password" autoComplete="current-password" {...form.register('currentPassword')} error={errors.currentPassword?.message} />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Your other devices will be signed out."
        {...form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}

export function AccountSecuritySection({ query }: { query: AccountSecuritySection_query$key }) {
  const { accountSessions } = useFragment(
    graphql`
      fragment AccountSecuritySection_query on Query {
        accountSessions {
          id
          device
          lastActiveAt
          current
        }
      }
    `,
    query,
  );
  const [signingOut, setSigningOut] = useState<{ id: string; device: string } | null>(null);
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [signOut, signOutPending] = useMutationResult<AccountSecuritySectionSignOutMutation>(graphql`
    mutation AccountSecuritySectionSignOutMutation($id: String!) {
      signOutSession(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [signOutOthers, othersPending] = useMutationResult<AccountSecuritySectionSignOutOthersMutation>(graphql`
    mutation AccountSecuritySectionSignOutOthersMutation {
      signOutOtherSessions
    }
  `);

  const confirmSignOut = async () => {
    if (!signingOut) return;
    const { id, device } = signingOut;
    const result = await signOut(
      { id },
      {
        updater: (store) => keepSessions(store, (_current, dataId) => dataId !== id),
        success: { title: 'Device signed out', description: `${device} is no longer signed in.` },
        failure: 'Could not sign that device out',
      },
    );
    if (result.ok || result.kind !== 'Error') setSigningOut(null);
  };
  const confirmSignOutOthers = async () => {
    const result = await signOutOthers(
      {},
      {
        updater: (store) => keepSessions(store, (current) => current),
        success: { title: 'Signed out everywhere else', description: 'Only this device is still signed in.' },
        failure: 'Could not sign the other devices out',
      },
    );
    if (result.ok || result.kind !== 'Error') setConfirmOthers(false);
  };
  const others = accountSessions.filter((s) => !s.current).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in &amp; Security</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <ChangePassword />
        <section className="space-y-3" aria-labelledby="devices-heading">
          <h3 id="devices-heading" className="font-semibold">
            Signed-in devices
          </h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Signed-in devices">
            {accountSessions.map((s) => {
              const Icon = mobile.test(s.device) ? Smartphone : Laptop;
              return (
                <li key={s.id} className="flex items-center justify-between gap-3 p-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <Icon className="size-5 shrink-0 text-slate-500" aria-hidden />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{s.device}</p>
                      <p className="text-xs text-slate-600">
                        {s.current ? 'This device' : `Last active ${new Date(s.lastActiveAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}`}
                      </p>
                    </div>
                  </div>
                  {!s.current && (
                    <Button size="sm" variant="secondary" onClick={() => setSigningOut({ id: s.id, device: s.device })} aria-label={`Sign out ${s.device}`}>
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others > 0 && (
            <Button variant="secondary" className="w-full" onClick={() => setConfirmOthers(true)}>
              Sign out everywhere else
            </Button>
          )}
        </section>
      </CardContent>
      <ConfirmDialog
        open={!!signingOut}
        onOpenChange={(open) => !open && setSigningOut(null)}
        title="Sign this device out?"
        confirmLabel="Sign Out"
        onConfirm={confirmSignOut}
        pending={signOutPending}
      >
        <p>{signingOut?.device} will need your password to sign in again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out everywhere else?"
        confirmLabel="Sign Out Others"
        onConfirm={confirmSignOutOthers}
        pending={othersPending}
      >
        <p>
          {others === 1 ? 'Your other device' : `Your ${others} other devices`} will need your password to sign in again. This device stays signed in.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
