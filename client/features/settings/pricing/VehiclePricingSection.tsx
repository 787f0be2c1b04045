// Settings → Pricing by vehicle (#50): each service's price and minutes per vehicle size, the add-ons
// (with the services they go with; none = all), the three condition levels and the target hourly rate.
// Saved as one document (updatePricing); the server's messages show beside the fields they name.
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { PRICING_LIMITS } from '../../../../common/pricing';
import { useFreshValues } from '../../../relay/formData';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import type { VehiclePricingSection_pricing$data, VehiclePricingSection_pricing$key } from './__generated__/VehiclePricingSection_pricing.graphql';
import type { VehiclePricingSectionMutation } from './__generated__/VehiclePricingSectionMutation.graphql';

/** One-tap examples for an owner without add-ons (price and minutes are a start; the owner edits them). */
export const ADD_ON_SUGGESTIONS = [
  { name: 'Pet hair removal', price: '40.00', durationMinutes: '30' },
  { name: 'Engine bay', price: '35.00', durationMinutes: '30' },
  { name: 'Headlight restoration', price: '60.00', durationMinutes: '45' },
  { name: 'Odor treatment', price: '50.00', durationMinutes: '30' },
  { name: 'Third-row seats', price: '30.00', durationMinutes: '30' },
] as const;

interface Values {
  services: { serviceId: string; name: string; bySize: { size: string; label: string; price: string; durationMinutes: string }[] }[];
  addOns: { addOnId: string | null; name: string; price: string; durationMinutes: string; serviceIds: string[] }[];
  conditionLevels: { key: string; label: string; percent: string }[];
  targetHourlyRate: string;
}

const valuesOf = (p: VehiclePricingSection_pricing$data): Values => {
  const labels = new Map(p.sizes.map((s) => [s.key, s.label]));
  return {
    services: p.services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      bySize: s.bySize.map((b) => ({ size: b.size, label: labels.get(b.size) ?? b.size, price: b.price, durationMinutes: String(b.durationMinutes) })),
    })),
    addOns: p.addOns.map((a) => ({ addOnId: a.id, name: a.name, price: a.price, durationMinutes: String(a.durationMinutes), serviceIds: [...a.serviceIds] })),
    conditionLevels: p.conditionLevels.map((l) => ({ key: l.key, label: l.label, percent: String(l.percent) })),
    targetHourlyRate: p.targetHourlyRate,
  };
};

const WHOLE = /^\d{1,4}$/;
const MINUTES_MESSAGE = `Enter the minutes, ${PRICING_LIMITS.minDuration} to ${PRICING_LIMITS.maxDuration}`;
const PERCENT_MESSAGE = 'Enter a whole percentage, 0 to 100';

export function VehiclePricingSection({ pricing }: { pricing: VehiclePricingSection_pricing$key }) {
  const data = useFragment(
    graphql`
      fragment VehiclePricingSection_pricing on Pricing {
        id
        sizes {
          key
          label
        }
        services {
          serviceId
          name
          bySize {
            size
            price
            durationMinutes
          }
        }
        addOns {
          id
          name
          price
          durationMinutes
          serviceIds
        }
        conditionLevels {
          key
          label
          percent
        }
        targetHourlyRate
      }
    `,
    pricing,
  );
  const [commit, pending] = useMutationResult<VehiclePricingSectionMutation>(graphql`
    mutation VehiclePricingSectionMutation($input: UpdatePricingInput!) {
      updatePricing(input: $input) {
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
        ... on UpdatePricingSuccess {
          pricing {
            ...VehiclePricingSection_pricing
          }
        }
      }
    }
  `);
  const values = valuesOf(data);
  const form = useForm<Values>({ defaultValues: values });
  const saved = useFreshValues(form, values, { addOns: 'addOnId', services: 'serviceId' });
  const addOns = useFieldArray({ control: form.control, name: 'addOns' });
  const services = form.watch('services');
  const watchedAddOns = form.watch('addOns');
  // The message of each field at fault, by its path as the server names it (services.0.bySize.truck.price).
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const errorOf = (path: string) => errors[path];

  const onSubmit = form.handleSubmit(async (v) => {
    // Numbers the form can check before asking: whole minutes and percentages.
    const local: Record<string, string> = {};
    for (const [i, s] of v.services.entries()) {
      for (const b of s.bySize) if (!WHOLE.test(b.durationMinutes.trim())) local[`services.${i}.bySize.${b.size}.durationMinutes`] = MINUTES_MESSAGE;
    }
    v.addOns.forEach((a, i) => {
      if (!WHOLE.test(a.durationMinutes.trim())) local[`addOns.${i}.durationMinutes`] = MINUTES_MESSAGE;
    });
    v.conditionLevels.forEach((l, i) => {
      if (!WHOLE.test(l.percent.trim())) local[`conditionLevels.${i}.percent`] = PERCENT_MESSAGE;
    });
    if (Object.keys(local).length) {
      setErrors(local);
      setError('Check the fields marked below.');
      return;
    }
    setErrors({});
    setError(null);
    // Only the sizes the owner changed are saved: the others keep following the service's own price and
    // time (Service Pricing) until the owner sets them here.
    const loaded = new Map(values.services.flatMap((s) => s.bySize.map((b) => [`${s.serviceId} ${b.size}`, b] as const)));
    const changed = v.services
      .map((s, formIndex) => ({
        formIndex,
        id: s.serviceId,
        bySize: s.bySize
          .filter((b) => {
            const was = loaded.get(`${s.serviceId} ${b.size}`);
            return !was || was.price !== b.price.trim() || was.durationMinutes !== b.durationMinutes.trim();
          })
          .map((b) => ({ size: b.size, price: b.price.trim(), durationMinutes: Number(b.durationMinutes) })),
      }))
      .filter((s) => s.bySize.length);
    const result = await commit(
      {
        input: {
          ...(changed.length ? { services: changed.map(({ id, bySize }) => ({ id, bySize })) } : {}),
          addOns: v.addOns.map((a) => ({
            ...(a.addOnId ? { id: a.addOnId } : {}),
            name: a.name,
            price: a.price.trim(),
            durationMinutes: Number(a.durationMinutes),
            serviceIds: a.serviceIds,
          })),
          conditionLevels: v.conditionLevels.map((l) => ({ key: l.key, label: l.label, percent: Number(l.percent) })),
          targetHourlyRate: v.targetHourlyRate.trim(),
        },
      },
      { success: 'Pricing saved' },
    );
    if (result.ok) return saved();
    // The server counts the services sent; the form, all of them.
    const formPath = (field: string) => field.replace(/^services\.(\d+)\./, (_m, k: string) => `services.${changed[Number(k)]?.formIndex ?? k}.`);
    setErrors(Object.fromEntries(result.fieldErrors.map((e) => [formPath(e.field), e.message])));
    setError(result.fieldErrors.length ? 'Check the fields marked below.' : result.message);
  });

  const addSuggestion = (s: (typeof ADD_ON_SUGGESTIONS)[number]) => addOns.append({ addOnId: null, name: s.name, price: s.price, durationMinutes: s.durationMinutes, serviceIds: [] });
  const toggleService = (i: number, serviceId: string, on: boolean) => {
    const current = form.getValues(`addOns.${i}.serviceIds`);
    form.setValue(`addOns.${i}.serviceIds`, on ? [...current, serviceId] : current.filter((id) => id !== serviceId), { shouldDirty: true });
  };
  const addOnsError = errorOf('addOns');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pricing by vehicle</CardTitle>
        <p className="text-sm text-slate-600">Price the car, not just the service: a truck takes longer than a sedan. Sizes you leave alone use the service's price and time.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-6" noValidate>
          {error && <Notice tone="error">{error}</Notice>}
          <section aria-labelledby="vehicle-pricing-sizes" className="space-y-4">
            <h3 id="vehicle-pricing-sizes" className="text-base font-semibold">
              Price and time by vehicle size
            </h3>
            {services.length === 0 && <p className="text-sm text-slate-600">Add a service under Service Pricing first.</p>}
            {services.map((s, i) => (
              <fieldset key={s.serviceId} className="space-y-3 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold">{s.name}</legend>
                {errorOf(`services.${i}.id`) && <Notice tone="error">{errorOf(`services.${i}.id`)}</Notice>}
                <div className="grid gap-3 sm:grid-cols-5 [&_input]:min-w-0">
                  {s.bySize.map((b, j) => (
                    <div key={b.size} className="grid grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-2 sm:grid-cols-1" data-testid={`size-${s.name}-${b.size}`}>
                      <span className="pt-3 text-sm font-medium text-slate-700 sm:pt-0">{b.label}</span>
                      <Field
                        label="Price ($)"
                        aria-label={`${s.name}, ${b.label}: Price ($)`}
                        inputMode="decimal"
                        className="min-w-0"
                        error={errorOf(`services.${i}.bySize.${b.size}.price`)}
                        {...form.register(`services.${i}.bySize.${j}.price`)}
                      />
                      <Field
                        label="Minutes"
                        aria-label={`${s.name}, ${b.label}: Minutes`}
                        inputMode="numeric"
                        className="min-w-0"
                        error={errorOf(`services.${i}.bySize.${b.size}.durationMinutes`)}
                        {...form.register(`services.${i}.bySize.${j}.durationMinutes`)}
                      />
                    </div>
                  ))}
                </div>
              </fieldset>
            ))}
          </section>

          <section aria-labelledby="vehicle-pricing-add-ons" className="space-y-3">
            <h3 id="vehicle-pricing-add-ons" className="text-base font-semibold">
              Add-ons
            </h3>
            {addOnsError && <Notice tone="error">{addOnsError}</Notice>}
            {addOns.fields.length === 0 && (
              <div className="space-y-2 rounded-lg border border-dashed border-slate-300 p-3">
                <p className="text-sm text-slate-600">No add-ons yet. Customers pick them when they book. Start from an example:</p>
                <div className="flex flex-wrap gap-2">
                  {ADD_ON_SUGGESTIONS.map((s) => (
                    <Button key={s.name} type="button" variant="secondary" size="sm" onClick={() => addSuggestion(s)}>
                      <Plus className="size-4" /> {s.name}
                    </Button>
                  ))}
                </div>
              </div>
            )}
            {addOns.fields.map((field, i) => (
              <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold">{watchedAddOns[i]?.name || `Add-on ${i + 1}`}</legend>
                {errorOf(`addOns.${i}.id`) && <Notice tone="error">{errorOf(`addOns.${i}.id`)}</Notice>}
                <Field label="Name" maxLength={PRICING_LIMITS.maxName} error={errorOf(`addOns.${i}.name`)} {...form.register(`addOns.${i}.name`)} />
                <div className="grid grid-cols-2 gap-2 [&_input]:min-w-0">
                  <Field label="Price ($)" inputMode="decimal" error={errorOf(`addOns.${i}.price`)} {...form.register(`addOns.${i}.price`)} />
                  <Field label="Minutes" inputMode="numeric" error={errorOf(`addOns.${i}.durationMinutes`)} {...form.register(`addOns.${i}.durationMinutes`)} />
                </div>
                {services.length > 0 && (
                  <fieldset className="space-y-1">
                    <legend className="text-sm font-medium text-slate-700">Offered with (none ticked = every service)</legend>
                    <div className="flex flex-wrap gap-x-4 gap-y-1">
                      {services.map((s) => (
                        <label key={s.serviceId} className="flex min-h-11 items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-5"
                            checked={watchedAddOns[i]?.serviceIds.includes(s.serviceId) ?? false}
                            onChange={(e) => toggleService(i, s.serviceId, e.target.checked)}
                          />
                          {s.name}
                        </label>
                      ))}
                    </div>
                    {Object.entries(errors).find(([k]) => k.startsWith(`addOns.${i}.serviceIds`)) && (
                      <p className="text-sm text-red-600">{Object.entries(errors).find(([k]) => k.startsWith(`addOns.${i}.serviceIds`))?.[1]}</p>
                    )}
                  </fieldset>
                )}
                <Button type="button" variant="ghostDanger" onClick={() => addOns.remove(i)}>
                  <Trash2 className="size-4" /> Remove {watchedAddOns[i]?.name || 'add-on'}
                </Button>
              </fieldset>
            ))}
            {addOns.fields.length > 0 && addOns.fields.length < PRICING_LIMITS.maxAddOns && (
              <Button type="button" variant="secondary" onClick={() => addOns.append({ addOnId: null, name: '', price: '', durationMinutes: '30', serviceIds: [] })}>
                <Plus className="size-4" /> Add an add-on
              </Button>
            )}
          </section>

          <section aria-labelledby="vehicle-pricing-condition" className="space-y-3">
            <h3 id="vehicle-pricing-condition" className="text-base font-semibold">
              Condition
            </h3>
            <p className="text-sm text-slate-600">A percentage on the service price for a dirtier car. Customers say the condition when they book.</p>
            {values.conditionLevels.map((l, i) => (
              <div key={l.key} className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2 [&_input]:min-w-0">
                <Field label={`Level ${i + 1} name`} maxLength={40} error={errorOf(`conditionLevels.${i}.label`)} {...form.register(`conditionLevels.${i}.label`)} />
                <Field label="Extra (%)" inputMode="numeric" error={errorOf(`conditionLevels.${i}.percent`)} {...form.register(`conditionLevels.${i}.percent`)} />
              </div>
            ))}
          </section>

          <section aria-labelledby="vehicle-pricing-target" className="space-y-3">
            <h3 id="vehicle-pricing-target" className="text-base font-semibold">
              Target hourly rate
            </h3>
            <Field
              label="Target ($ an hour)"
              inputMode="decimal"
              className="w-40"
              hint="The money screen compares what each vehicle size earned an hour with this."
              error={errorOf('targetHourlyRate')}
              {...form.register('targetHourlyRate')}
            />
          </section>

          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save vehicle prices'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
