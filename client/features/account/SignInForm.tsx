// The sign-in form of /auth: one error at a time, beside what caused it.
import { type Resolver, useForm } from 'react-hook-form';
import type { LoginValues } from '../../../common/account';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { lazyResolver } from '../../ui/lazyResolver';
import { Notice } from '../../ui/Notice';
import { showRefusal } from '../../relay/formErrors';
import { useSignIn } from './useAccountMutations';

const login = lazyResolver<LoginValues>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('../../../common/account')]);
  return zodResolver(loginSchema) as Resolver<LoginValues>;
});

export function SignInForm() {
  const [signIn, pending] = useSignIn();
  const form = useForm<LoginValues>({ resolver: login.resolver });
  const { register, formState } = form;
  const clearServerError = () => form.clearErrors('root');

  const onSubmit = form.handleSubmit(
    async (values) => {
      const outcome = await signIn(values);
      if (!outcome.ok) showRefusal(form, outcome, { fields: ['email', 'password'], root: 'root' });
    },
    clearServerError,
  );

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
