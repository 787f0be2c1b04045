// The sign-in form of /auth: one error at a time, beside what caused it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LoginValues, loginSchema } from '../../../common/account';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { showRefusal } from './refusal';
import { useSignIn } from './useAccountMutations';

export function SignInForm() {
  const [signIn, pending] = useSignIn();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema) });
  const { register, formState } = form;
  const clearServerError = () => form.clearErrors('root');

  const onSubmit = form.handleSubmit(
    async (values) => {
      const outcome = await signIn(values);
      if (!outcome.ok) showRefusal(form, outcome, ['email', 'password'], 'Invalid email or password');
    },
    clearServerError,
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
    </form>
  );
}
