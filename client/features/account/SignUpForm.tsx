// The sign-up form of /auth and /signup; the payment session id, when present, travels with it.
import { type Resolver, useForm } from 'react-hook-form';
import type { RegisterValues } from '../../../common/account';
import { PASSWORD_MIN_LENGTH } from '../../../common/account-limits';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { lazyResolver } from '../../ui/lazyResolver';
import { Notice } from '../../ui/Notice';
import { showRefusal } from '../../relay/formErrors';
import { useSignUp } from './useAccountMutations';

const registration = lazyResolver<RegisterValues>(async () => {
  const [{ zodResolver }, { registerSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('../../../common/account')]);
  return zodResolver(registerSchema) as Resolver<RegisterValues>;
});

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

interface Props {
  sessionId: string | null;
  submitLabel: string;
  pendingLabel: string;
}

export function SignUpForm({ sessionId, submitLabel, pendingLabel }: Props) {
  const [signUp, pending] = useSignUp();
  const form = useForm<RegisterValues>({ resolver: registration.resolver });
  const errors = form.formState.errors;
  const clearServerError = () => form.clearErrors('root');
  const register = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: clearServerError });

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await signUp({ ...values, stripeSessionId: sessionId });
    if (outcome.ok) return;
    // An account that already exists is about the email.
    const fieldErrors = outcome.kind === 'ConflictError' ? [{ field: 'email', message: outcome.message }] : outcome.fieldErrors;
    showRefusal(form, { ...outcome, fieldErrors }, { fields: FIELDS, root: 'root' });
  }, clearServerError);

  return (
    <form onSubmit={onSubmit} onFocus={registration.preload} className="space-y-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <Field label="Last name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <Field label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <Field
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="Same as your payment record"
        {...register('phone')}
        error={errors.phone?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        {...register('password')}
        error={errors.password?.message}
      />
      {errors.root?.message && <Notice tone="error">{errors.root.message}</Notice>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
