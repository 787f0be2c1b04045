// The five steps of the onboarding wizard; each edits part of one react-hook-form form.
import { Check } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import {
  ONBOARDING_ZIP_MESSAGE,
  PHONE_AVAILABILITY,
  radiusLabel,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_NAME_MAX,
  SERVICE_RADIUS_OPTIONS,
  toSubdomain,
  US_STATES,
  WEEKDAY_HOURS,
  WEEKEND_HOURS,
  ZIP_PATTERN,
} from '../../../common/business';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { cleanZip, nameSuggestions, type WizardValues } from './wizard';

type Form = UseFormReturn<WizardValues>;

export function StepBusinessName({ form, firstName }: { form: Form; firstName: string }) {
  const name = form.watch('businessName');
  const subdomain = toSubdomain(name);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Pick a name for your detailing business, or type your own.</p>
      <div className="space-y-2" role="radiogroup" aria-label="Suggested names">
        {nameSuggestions(firstName).map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            role="radio"
            aria-checked={name === suggestion}
            onClick={() => form.setValue('businessName', suggestion)}
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
      <Field label="Or enter a custom name" placeholder="Your business name" maxLength={100} {...form.register('businessName')} />
      {subdomain && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Your booking link: <span className="break-all font-mono text-brand-700">{window.location.origin}/booking/{subdomain}</span>
        </p>
      )}
    </div>
  );
}

export function StepContact({ form }: { form: Form }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">How customers reach you. We filled in what we know.</p>
      <Field label="Business phone" type="tel" autoComplete="tel" {...form.register('phone')} />
      <Field label="Business email" type="email" autoComplete="email" {...form.register('email')} />
    </div>
  );
}

export function StepLocation({ form }: { form: Form }) {
  const zip = form.watch('zipCode');
  const zipError = zip.length >= 5 && !ZIP_PATTERN.test(zip) ? ONBOARDING_ZIP_MESSAGE : undefined;
  return (
    <div className="space-y-4">
      <Field label="City" autoComplete="address-level2" {...form.register('city')} />
      <Select label="State" placeholder="Select your state" options={US_STATES} {...form.register('state')} />
      <Field
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        {...form.register('zipCode', { onChange: (e) => form.setValue('zipCode', cleanZip(e.target.value)) })}
        error={zipError}
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
      <Select label="Weekday hours" options={WEEKDAY_HOURS} {...form.register('hoursWeekday')} />
      <Select label="Weekend hours" options={WEEKEND_HOURS} {...form.register('hoursWeekend')} />
    </div>
  );
}

function ServiceFields({ form, path, title }: { form: Form; path: `services.${number}` | 'custom'; title: string }) {
  const description = form.watch(`${path}.description`) ?? '';
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      <Field label="Service name" maxLength={SERVICE_NAME_MAX} {...form.register(`${path}.name`)} />
      <Field label="Price ($)" inputMode="decimal" className="w-36" {...form.register(`${path}.price`)} />
      <Textarea
        label="Description"
        maxLength={SERVICE_DESCRIPTION_MAX}
        counter={{ length: description.length, max: SERVICE_DESCRIPTION_MAX }}
        {...form.register(`${path}.description`)}
      />
    </fieldset>
  );
}

export function StepPricing({ form }: { form: Form }) {
  const count = form.watch('services').length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Start with these packages and adjust prices for your market.</p>
      {Array.from({ length: count }, (_, i) => (
        <ServiceFields key={i} form={form} path={`services.${i}`} title={`Service ${i + 1}`} />
      ))}
      <ServiceFields form={form} path="custom" title="Custom service (optional)" />
    </div>
  );
}
