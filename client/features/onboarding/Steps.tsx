// The five steps of the onboarding wizard; each edits part of one react-hook-form form.
import { Check } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import {
  BUSINESS_NAME_MAX,
  ONBOARDING_ZIP_MESSAGE,
  PHONE_AVAILABILITY,
  radiusLabel,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_NAME_MAX,
  SERVICE_RADIUS_OPTIONS,
  US_STATES,
  WEEKDAY_HOURS,
  WEEKEND_HOURS,
  ZIP_PATTERN,
} from '../../../common/business';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { BookingAddress } from './BookingAddress';
import { cleanZip, nameSuggestions, type StepField, type WizardValues } from './wizard';

type Form = UseFormReturn<WizardValues>;

export const ZIP_INCOMPLETE_HINT = 'Enter all 5 digits of your ZIP code to continue.';

/** A field's own message (from Next or from the server), cleared as soon as it is edited. */
const fieldProps = (form: Form, name: StepField) => ({
  error: form.formState.errors[name]?.message,
  ...form.register(name, { onChange: () => form.clearErrors(name) }),
});

export function StepBusinessName({ form, firstName }: { form: Form; firstName: string }) {
  const name = form.watch('businessName');
  const chosen = form.watch('subdomain');
  const pick = (value: string) => {
    form.setValue('businessName', value);
    form.setValue('subdomain', '');
    form.clearErrors('businessName');
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Pick a name for your detailing business, or type your own.</p>
      <div className="space-y-2" role="radiogroup" aria-label="Suggested names">
        {nameSuggestions(firstName).map((suggestion) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's radio group of buttons; each suggestion is a large tap target
          <button
            key={suggestion}
            type="button"
            role="radio"
            aria-checked={name === suggestion}
            onClick={() => pick(suggestion)}
            className={cn(
              'flex w-full items-center justify-between rounded-lg border px-4 py-3 text-left text-sm font-medium',
              name === suggestion ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white',
            )}
          >
            {suggestion}
            {name === suggestion && <Check className="size-4" />}
          </button>
        ))}
      </div>
      <Field
        label="Or enter a custom name"
        placeholder="Your business name"
        counter={{ length: name.length, max: BUSINESS_NAME_MAX }}
        error={form.formState.errors.businessName?.message}
        {...form.register('businessName', {
          onChange: () => {
            form.setValue('subdomain', '');
            form.clearErrors('businessName');
          },
        })}
      />
      <BookingAddress
        name={chosen || name}
        onUse={(subdomain) => {
          form.setValue('subdomain', subdomain);
          form.clearErrors('businessName');
        }}
      />
    </div>
  );
}

export function StepContact({ form }: { form: Form }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">How customers reach you. We filled in what we know.</p>
      <Field label="Business phone" type="tel" autoComplete="tel" {...fieldProps(form, 'phone')} />
      <Field label="Business email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
    </div>
  );
}

export function StepLocation({ form }: { form: Form }) {
  const zip = form.watch('zipCode');
  const zipError = zip.length >= 5 && !ZIP_PATTERN.test(zip) ? ONBOARDING_ZIP_MESSAGE : form.formState.errors.zipCode?.message;
  // Next stays off until the ZIP is whole: say so while it is being typed.
  const zipHint = zip !== '' && zip.length < 5 ? ZIP_INCOMPLETE_HINT : undefined;
  return (
    <div className="space-y-4">
      <Field label="City" autoComplete="address-level2" {...fieldProps(form, 'city')} />
      <Select label="State" placeholder="Select your state" options={US_STATES} {...fieldProps(form, 'state')} />
      <Field
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        {...form.register('zipCode', {
          onChange: (e) => {
            form.setValue('zipCode', cleanZip(e.target.value));
            form.clearErrors('zipCode');
          },
        })}
        error={zipError}
        hint={zipHint}
      />
      <Select
        label="Service radius"
        options={SERVICE_RADIUS_OPTIONS.map((m) => [String(m), `${radiusLabel(m)} miles`] as const)}
        {...form.register('serviceRadius')}
      />
    </div>
  );
}

export function StepHours({ form }: { form: Form }) {
  return (
    <div className="space-y-4">
      <Select label="When can customers call you?" options={PHONE_AVAILABILITY} {...form.register('phoneAvailability')} />
      <Select label="Weekday hours" options={WEEKDAY_HOURS} {...fieldProps(form, 'hoursWeekday')} />
      <Select label="Weekend hours" options={WEEKEND_HOURS} {...fieldProps(form, 'hoursWeekend')} />
    </div>
  );
}

/** Where the step's one price message is, and which fields it is about (`services.0.price`, `custom.price`). */
export interface PricingFaults {
  fields: ReadonlySet<string>;
  messageId: string;
}

function ServiceFields({ form, path, title, faults }: { form: Form; path: `services.${number}` | 'custom'; title: string; faults: PricingFaults }) {
  const description = form.watch(`${path}.description`) ?? '';
  const marked = (field: string) => (faults.fields.has(`${path}.${field}`) ? { 'aria-invalid': true, 'aria-describedby': faults.messageId } : {});
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      <Field label="Service name" maxLength={SERVICE_NAME_MAX} {...form.register(`${path}.name`)} {...marked('name')} />
      <Field label="Price ($)" inputMode="decimal" className="w-36" {...form.register(`${path}.price`)} {...marked('price')} />
      <Textarea
        label="Description"
        maxLength={SERVICE_DESCRIPTION_MAX}
        counter={{ length: description.length, max: SERVICE_DESCRIPTION_MAX }}
        {...form.register(`${path}.description`)}
      />
    </fieldset>
  );
}

export function StepPricing({ form, faults }: { form: Form; faults: PricingFaults }) {
  const count = form.watch('services').length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Start with these packages and adjust prices for your market.</p>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the packages are a fixed, never reordered list: the position is the identity
        <ServiceFields key={i} form={form} path={`services.${i}`} title={`Service ${i + 1}`} faults={faults} />
      ))}
      <ServiceFields form={form} path="custom" title="Custom service (optional)" faults={faults} />
    </div>
  );
}
