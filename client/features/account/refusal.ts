// Shows a server refusal of sign-in or sign-up once: beside the field it names, else as the form's error.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Outcome } from './useAccountMutations';

export function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  outcome: Extract<Outcome, { ok: false }>,
  fields: readonly Path<T>[],
  fallback: string,
) {
  const named = outcome.fieldErrors.filter((f) => (fields as readonly string[]).includes(f.field));
  if (named.length) {
    for (const [i, f] of named.entries()) form.setError(f.field as Path<T>, { message: f.message }, { shouldFocus: i === 0 });
    return;
  }
  // An account that already exists is about the email.
  if (outcome.kind === 'ConflictError' && (fields as readonly string[]).includes('email')) {
    form.setError('email' as Path<T>, { message: outcome.message }, { shouldFocus: true });
    return;
  }
  form.setError('root', { message: outcome.message || fallback });
}
