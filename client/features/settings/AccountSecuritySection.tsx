// Sign-in & security: change the password (every other device is signed out), two-step sign-in with an
// authenticator app, and the devices signed in to the account, each with Sign out, and "Sign out
// everywhere else" (#56).
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { type ChangePasswordValues, changePasswordSchema } from '../../../common/account';
import { setFieldErrors } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { useCopy } from '../../ui/clipboard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import type { AccountSecuritySection_query$key } from './__generated__/AccountSecuritySection_query.graphql';
import type { AccountSecuritySectionChangePasswordMutation } from './__generated__/AccountSecuritySectionChangePasswordMutation.graphql';
import type { AccountSecuritySectionDisableMutation } from './__generated__/AccountSecuritySectionDisableMutation.graphql';
import type { AccountSecuritySectionEnableMutation } from './__generated__/AccountSecuritySectionEnableMutation.graphql';
import type { AccountSecuritySectionSetupMutation } from './__generated__/AccountSecuritySectionSetupMutation.graphql';
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

/** Sets the signed-in viewer's two-step fields in the store after turning it on or off. */
function setTwoStep(store: RecordSourceSelectorProxy, enabled: boolean, codesLeft: number) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  viewer?.setValue(enabled, 'twoFactorEnabled');
  viewer?.setValue(codesLeft, 'recoveryCodesLeft');
}

const svgSource = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** Two-step sign-in: turn it on (scan, confirm with a code, keep the recovery codes) or off (password and a code). */
function TwoStep({ enabled, codesLeft }: { enabled: boolean; codesLeft: number }) {
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [copied, copy] = useCopy('Please select the codes and copy them manually.');
  const [start, starting] = useMutationResult<AccountSecuritySectionSetupMutation>(graphql`
    mutation AccountSecuritySectionSetupMutation {
      setupTwoFactor {
        __typename
        ... on Error {
          message
        }
        ... on SetupTwoFactorSuccess {
          setup {
            secret
            qrSvg
          }
        }
      }
    }
  `);
  const [enable, enabling] = useMutationResult<AccountSecuritySectionEnableMutation>(graphql`
    mutation AccountSecuritySectionEnableMutation($code: String!) {
      enableTwoFactor(code: $code) {
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
        ... on EnableTwoFactorSuccess {
          recoveryCodes
        }
      }
    }
  `);
  const [disable, disabling] = useMutationResult<AccountSecuritySectionDisableMutation>(graphql`
    mutation AccountSecuritySectionDisableMutation($input: DisableTwoFactorInput!) {
      disableTwoFactor(input: $input) {
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
        ... on DisableTwoFactorSuccess {
          user {
            id
            twoFactorEnabled
            recoveryCodesLeft
          }
        }
      }
    }
  `);
  const confirmForm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const offForm = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });

  const begin = async () => {
    const result = await start({}, { failure: 'Could not start the setup' });
    if (result.ok && result.data.setup) setSetup(result.data.setup);
  };
  const confirm = confirmForm.handleSubmit(async ({ code }) => {
    const result = await enable({ code: code.trim() }, { updater: (store) => setTwoStep(store, true, 10) });
    if (result.ok && result.data.recoveryCodes) {
      setSetup(null);
      setRecoveryCodes(result.data.recoveryCodes);
      confirmForm.reset();
    } else if (!result.ok) confirmForm.setError('code', { message: result.message }, { shouldFocus: true });
  });
  const turnOff = offForm.handleSubmit(async (input) => {
    const result = await disable({ input }, { success: { title: 'Two-step sign-in is off' } });
    if (result.ok) {
      setTurningOff(false);
      offForm.reset();
    } else setFieldErrors(offForm, result.fieldErrors, { fields: ['password', 'code'] });
  });

  return (
    <section className="space-y-3" aria-labelledby="two-step-heading">
      <h3 id="two-step-heading" className="font-semibold">
        Two-step sign-in
      </h3>
      {recoveryCodes ? (
        <div className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3" data-testid="recovery-codes">
          <p className="text-sm font-medium text-emerald-900">
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. You won't see them again.
          </p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => copy(recoveryCodes.join('\n'))}>
              <Copy className="size-4" /> {copied ? 'Copied!' : 'Copy Codes'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRecoveryCodes(null)}>
              I saved them
            </Button>
          </div>
        </div>
      ) : enabled ? (
        <>
          <p className="text-sm text-slate-700">
            On: every sign-in asks for a code from your authenticator app. {codesLeft} recovery {codesLeft === 1 ? 'code' : 'codes'} left.
          </p>
          {turningOff ? (
            <form onSubmit={turnOff} className="space-y-3" noValidate aria-label="Turn off two-step sign-in">
              <Field label="Password" type="password" autoComplete="current-password" {...offForm.register('password')} error={offForm.formState.errors.password?.message} />
              <Field label="Code from your app" inputMode="numeric" autoComplete="one-time-code" {...offForm.register('code')} error={offForm.formState.errors.code?.message} />
              <div className="flex gap-2">
                <Button type="submit" variant="destructive" disabled={disabling}>
                  {disabling ? 'Turning off...' : 'Turn Off'}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setTurningOff(false)}>
                  Keep It On
                </Button>
              </div>
            </form>
          ) : (
            <Button variant="secondary" onClick={() => setTurningOff(true)}>
              Turn Off Two-Step Sign-In
            </Button>
          )}
        </>
      ) : setup ? (
        <form onSubmit={confirm} className="space-y-3" noValidate aria-label="Set up two-step sign-in">
          <p className="text-sm text-slate-700">Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.</p>
          <img src={svgSource(setup.qrSvg)} alt="QR code for your authenticator app" width={192} height={192} className="size-48 rounded border border-slate-200 bg-white" />
          <p className="text-xs text-slate-600">
            Can't scan? Enter this key: <code className="break-all select-all font-mono" data-testid="two-factor-secret">{setup.secret}</code>
          </p>
          <Field label="Code from your app" inputMode="numeric" autoComplete="one-time-code" {...confirmForm.register('code')} error={confirmForm.formState.errors.code?.message} />
          <Button type="submit" disabled={enabling}>
            {enabling ? 'Checking...' : 'Turn On'}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-sm text-slate-700">Off. Turn it on to ask for a code from an authenticator app at every sign-in, so a stolen password is not enough.</p>
          <Button variant="secondary" onClick={begin} disabled={starting}>
            Set Up Two-Step Sign-In
          </Button>
        </>
      )}
    </section>
  );
}

export function AccountSecuritySection({ query }: { query: AccountSecuritySection_query$key }) {
  const { accountSessions, viewer } = useFragment(
    graphql`
      fragment AccountSecuritySection_query on Query {
        viewer {
          id
          twoFactorEnabled
          recoveryCodesLeft
        }
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
        {viewer && <TwoStep enabled={viewer.twoFactorEnabled} codesLeft={viewer.recoveryCodesLeft} />}
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
