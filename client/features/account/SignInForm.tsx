// The sign-in form of /auth: one error at a time, beside what caused it.
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { LoginValues } from '../../../common/account';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { lazyResolver } from '../../ui/lazyResolver';
import { Notice } from '../../ui/Notice';
import { showRefusal } from '../../relay/formErrors';
import { useReopenAccount, useSignIn, useSignInCode } from './useAccountMutations';

const login = lazyResolver<LoginValues>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('../../../common/account')]);
  return zodResolver(loginSchema) as Resolver<LoginValues>;
});

interface CodeValues {
  code: string;
  rememberDevice: boolean;
}

/** Two-step sign-in's second step, after the right password: the app's code or a recovery code. */
function CodeStep({ onRestart, onClosed }: { onRestart: () => void; onClosed: (deletesAt: string) => void }) {
  const [signInWithCode, pending] = useSignInCode();
  const form = useForm<CodeValues>({ defaultValues: { code: '', rememberDevice: false } });
  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.code.trim()) return form.setError('code', { message: 'Please enter the code' }, { shouldFocus: true });
    const outcome = await signInWithCode({ code: values.code.trim(), rememberDevice: values.rememberDevice });
    if (!outcome.ok) showRefusal(form, outcome, { fields: ['code'], root: 'root' });
    else if (outcome.data.__typename === 'AccountClosed') onClosed(outcome.data.deletesAt);
  });
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Two-step sign-in">
      <p className="text-sm text-slate-700">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <Field
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        {...form.register('code', { onChange: () => form.clearErrors() })}
        error={form.formState.errors.code?.message}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" {...form.register('rememberDevice')} />
        Remember this device for 30 days
      </label>
      {form.formState.errors.root?.message && <Notice tone="error">{form.formState.errors.root.message}</Notice>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Checking...' : 'Verify and Sign In'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-blue-800 underline" onClick={onRestart}>
          Use another account
        </button>
      </p>
    </form>
  );
}

/** A closed account's sign-in: when it will be deleted, and "Reopen my account". */
function ReopenStep({ deletesAt, onRestart }: { deletesAt: string; onRestart: () => void }) {
  const [reopen, pending] = useReopenAccount();
  const on = new Date(deletesAt).toLocaleDateString([], { dateStyle: 'long' });
  return (
    <div className="space-y-4" data-testid="account-closed">
      <Notice tone="error">Your account is closed. Everything in it will be deleted on {on}.</Notice>
      <p className="text-sm text-slate-700">Reopen it to get everything back: your customers, jobs, invoices and booking page.</p>
      <Button className="w-full" onClick={() => void reopen()} disabled={pending}>
        {pending ? 'Reopening...' : 'Reopen My Account'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-blue-800 underline" onClick={onRestart}>
          Use another account
        </button>
      </p>
    </div>
  );
}

export function SignInForm() {
  const [signIn, pending] = useSignIn();
  const [needsCode, setNeedsCode] = useState(false);
  const [closedUntil, setClosedUntil] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: login.resolver });
  const { register, formState } = form;
  const clearServerError = () => form.clearErrors('root');

  const onSubmit = form.handleSubmit(
    async (values) => {
      const outcome = await signIn(values);
      if (!outcome.ok) showRefusal(form, outcome, { fields: ['email', 'password'], root: 'root' });
      else if (outcome.data.__typename === 'TwoFactorRequired') setNeedsCode(true);
      else if (outcome.data.__typename === 'AccountClosed') setClosedUntil(outcome.data.deletesAt);
    },
    clearServerError,
  );
  if (closedUntil) return <ReopenStep deletesAt={closedUntil} onRestart={() => setClosedUntil(null)} />;
  if (needsCode) return <CodeStep onRestart={() => setNeedsCode(false)} onClosed={setClosedUntil} />;

  return (
    <form onSubmit={onSubmit} onFocus={login.preload} className="space-y-4" noValidate>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email', { onChange: clearServerError })}
        error={formState.errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password', { onChange: clearServerError })}
        error={formState.errors.password?.message}
      />
      {formState.errors.root?.message && <Notice tone="error">{formState.errors.root.message}</Notice>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
      {/* A page the server renders (works without JavaScript), so a whole-page link, not the app's router. */}
      <p className="text-center text-sm">
        <a href="/forgot-password" className="font-medium text-blue-800 underline">
          Forgot your password?
        </a>
      </p>
    </form>
  );
}
