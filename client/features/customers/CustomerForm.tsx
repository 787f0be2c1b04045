// Add or edit a customer; a phone number already on file asks before saving a second record. Both
// record the customer's consent to texts (its date and how), which the messages need before texting.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CUSTOMER_STATUSES, customerSchema, type OwnerConsentSource } from '../../../common/customers';
import { useFreshValues } from '../../relay/formData';
import type { Refusal } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { ConsentField } from './ConsentField';

export type CustomerValues = z.input<typeof customerSchema>;
/** A refusal of kind ConflictError is a phone already on file: the form asks before saving again. */
export type SaveOutcome = { ok: true } | Refusal;
/** The customer's consent to texts as stored: since when, and whether they replied STOP. */
export type SmsConsent = { at: string | null; optedOut: boolean };

export function CustomerForm({
  initial,
  submitLabel,
  onSave,
  smsConsent,
}: {
  initial?: Partial<CustomerValues>;
  submitLabel: string;
  /** `smsConsent`: the consent changed in this form (given with how), else undefined (saving again keeps its date). */
  onSave: (values: CustomerValues, allowDuplicatePhone: boolean, smsConsent?: { given: boolean; source: OwnerConsentSource }) => Promise<SaveOutcome>;
  /** Editing: the consent on file (the box shows its date); adding: absent (the box starts unticked). */
  smsConsent?: SmsConsent;
}) {
  // The owner's choice once they tick or untick it; until then what the data says (the stored data shown at once may be
  // older than the fresh data that follows, and an untouched box never changes the consent).
  const [consentChoice, setConsented] = useState<boolean | null>(null);
  const consented = consentChoice ?? !!smsConsent?.at;
  const [consentSource, setConsentSource] = useState<OwnerConsentSource>('verbal');
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const values: CustomerValues = { firstName: '', lastName: '', phone: '', email: '', address: '', notes: '', status: 'lead', ...initial };
  const form = useForm<CustomerValues>({ resolver: zodResolver(customerSchema), defaultValues: values });
  // Opened on the stored data (shown at once), the form takes the fresh data where the owner has not typed (relay/formData.ts).
  useFreshValues(form, values);
  const errors = form.formState.errors;
  const requiredId = useId();
  const requiredError = errors.firstName?.message ?? errors.lastName?.message ?? (errors.phone?.message === 'First name, last name, and phone are required.' ? errors.phone.message : undefined);
  /** The fields the shared "required" message is about point at it (react-hook-form focuses the first on submit). */
  const required = (field: 'firstName' | 'lastName' | 'phone') =>
    errors[field]?.message === requiredError && requiredError ? { 'aria-invalid': true, 'aria-describedby': requiredId } : {};

  const save = (allowDuplicatePhone: boolean) =>
    form.handleSubmit(async (values) => {
      setPending(true);
      // Editing: only a change of the box counts (saving again keeps the date); adding: a ticked box.
      const changed = smsConsent ? consented !== !!smsConsent.at : consented;
      const outcome = await onSave(values, allowDuplicatePhone, changed ? { given: consented, source: consentSource } : undefined);
      setPending(false);
      setWarning(!outcome.ok && outcome.kind === 'ConflictError' ? outcome.message : null);
    });

  return (
    <form onSubmit={save(false)} className="space-y-3" noValidate>
      {requiredError && (
        <Notice tone="error" id={requiredId}>
          {requiredError}
        </Notice>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" autoComplete="off" {...form.register('firstName')} {...required('firstName')} />
        <Field label="Last name" autoComplete="off" {...form.register('lastName')} {...required('lastName')} />
      </div>
      <Field
        label="Phone"
        type="tel"
        {...form.register('phone')}
        {...required('phone')}
        error={errors.phone?.message !== requiredError ? errors.phone?.message : undefined}
      />
      <Field label="Email (optional)" type="email" {...form.register('email')} error={errors.email?.message} />
      <Field label="Address (optional)" {...form.register('address')} />
      <Select label="Status" options={CUSTOMER_STATUSES.map((s) => [s, s[0].toUpperCase() + s.slice(1)] as const)} {...form.register('status')} />
      <Textarea label="Notes (optional)" {...form.register('notes')} />
      <ConsentField
        value={{ given: consented, source: consentSource }}
        onChange={(v) => {
          setConsented(v.given);
          setConsentSource(v.source);
        }}
        recordedAt={smsConsent?.at ?? null}
        optedOut={smsConsent?.optedOut ?? false}
      />
      {warning && (
        <Notice tone="warning">
          <p>{warning}</p>
          <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={save(true)} disabled={pending}>
            Save anyway
          </Button>
        </Notice>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
