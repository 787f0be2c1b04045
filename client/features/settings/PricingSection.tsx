// Service Pricing: edit, add and remove services (name, price, duration, days until the customer is due
// again for the rebooking nudge, the deposit asked at instant booking, description); saved as one list.
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { SERVICE_DESCRIPTION_MAX, SERVICE_NAME_MAX, serviceProblems } from '../../../common/business';
import { DURATION_MESSAGE, durationOrNull, REBOOK_INTERVAL_MESSAGE, rebookIntervalOrNull } from '../../../common/customers';
import { depositProblem, moneyCents } from '../../../common/deposits';
import { useFreshValues } from '../../relay/formData';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import type { PricingSection_business$key } from './__generated__/PricingSection_business.graphql';
import type { PricingSectionMutation } from './__generated__/PricingSectionMutation.graphql';

interface Values {
  services: {
    serviceId: string | null;
    name: string;
    price: string;
    durationMinutes: string;
    rebookIntervalDays: string;
    depositType: 'none' | 'fixed' | 'percent';
    depositValue: string;
    description: string;
  }[];
}

export function PricingSection({ business }: { business: PricingSection_business$key }) {
  const data = useFragment(
    graphql`
      fragment PricingSection_business on Business {
        services {
          id
          name
          description
          price
          durationMinutes
          rebookIntervalDays
          depositType
          depositValue
        }
      }
    `,
    business,
  );
  const [commit, pending] = useMutationResult<PricingSectionMutation>(graphql`
    mutation PricingSectionMutation($services: [ServiceInput!]!) {
      updateServices(services: $services) {
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
        ... on UpdateServicesSuccess {
          business {
            ...PricingSection_business
          }
        }
      }
    }
  `);
  const values: Values = {
    services: data.services.map((s) => ({
      serviceId: s.id,
      name: s.name,
      price: s.price,
      durationMinutes: s.durationMinutes ? String(s.durationMinutes) : '',
      rebookIntervalDays: s.rebookIntervalDays ? String(s.rebookIntervalDays) : '',
      depositType: s.depositType === 'fixed' || s.depositType === 'percent' ? s.depositType : 'none',
      depositValue: s.depositValue ?? '',
      description: s.description,
    })),
  };
  const form = useForm<Values>({ defaultValues: values });
  // Fresh data keeps the services the owner added, removed or edited, and fills the rest; a save shows the saved list.
  const saved = useFreshValues(form, values, { services: 'serviceId' });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'services' });
  const services = form.watch('services');
  // One error, once, beside the list it is about, and each field at fault marked and pointing at it;
  // success is a toast. Marks follow the fields as they are fixed.
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const errorId = useId();
  const faults = new Set([...(tried ? serviceProblems(services).fields : []), ...refused]);
  const marked = (field: string) => (faults.has(field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  const onSubmit = form.handleSubmit(async (v) => {
    setTried(true);
    setRefused([]);
    // A fault is said once, its fields marked, and the first of them takes the focus.
    const refuse = (message: string, fields: string[]) => {
      setError(message);
      setRefused(fields);
      if (fields[0]) form.setFocus(fields[0] as `services.${number}.name`);
    };
    const problems = serviceProblems(v.services);
    if (problems.message) return refuse(problems.message, problems.fields);
    const at = (test: (s: Values['services'][number]) => boolean, key: string) =>
      v.services.flatMap((s, i) => (test(s) ? [`services.${i}.${key}`] : []));
    const durations = at((s) => !durationOrNull.safeParse(s.durationMinutes.trim()).success, 'durationMinutes');
    if (durations.length) return refuse(DURATION_MESSAGE, durations);
    const rebooks = at((s) => !rebookIntervalOrNull.safeParse(s.rebookIntervalDays.trim()).success, 'rebookIntervalDays');
    if (rebooks.length) return refuse(REBOOK_INTERVAL_MESSAGE, rebooks);
    const deposits = v.services.map((s, i) => ({ message: depositProblem(s.depositType, s.depositValue, moneyCents(s.price)), field: `services.${i}.depositValue` })).filter((d) => d.message);
    if (deposits.length) return refuse(deposits[0].message as string, deposits.map((d) => d.field));
    setError(null);
    const result = await commit(
      {
        services: v.services.map((s) => ({
          id: s.serviceId,
          name: s.name,
          price: s.price,
          durationMinutes: s.durationMinutes.trim() ? Number(s.durationMinutes) : null,
          rebookIntervalDays: s.rebookIntervalDays.trim() ? Number(s.rebookIntervalDays) : null,
          depositType: s.depositType,
          depositValue: s.depositType === 'none' ? null : s.depositValue.trim(),
          description: s.description,
        })),
      },
      { success: 'Services updated' },
    );
    if (result.ok) return saved();
    refuse(result.message, result.fieldErrors.map((e) => e.field));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Service Pricing</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {fields.map((field, i) => (
            <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <Field label="Service name" maxLength={SERVICE_NAME_MAX} {...form.register(`services.${i}.name`)} {...marked(`services.${i}.name`)} />
              <div className="flex flex-wrap items-end justify-between gap-2">
                <div className="flex flex-wrap items-start gap-2">
                  <Field label="Price ($)" inputMode="decimal" className="w-28" {...form.register(`services.${i}.price`)} {...marked(`services.${i}.price`)} />
                  <Field
                    label="Duration (minutes)"
                    inputMode="numeric"
                    placeholder="120"
                    className="w-36"
                    {...form.register(`services.${i}.durationMinutes`)}
                    {...marked(`services.${i}.durationMinutes`)}
                  />
                  <Field
                    label="Rebook after (days)"
                    inputMode="numeric"
                    placeholder="30"
                    className="w-36"
                    hint="When to nudge them to book again"
                    {...form.register(`services.${i}.rebookIntervalDays`)}
                    {...marked(`services.${i}.rebookIntervalDays`)}
                  />
                  <label className="block space-y-1.5">
                    <span className="block text-sm font-medium text-slate-700">Deposit</span>
                    <select className="block h-10 rounded-md border border-slate-300 bg-white px-2 text-sm" {...form.register(`services.${i}.depositType`)}>
                      <option value="none">No deposit</option>
                      <option value="fixed">Fixed amount ($)</option>
                      <option value="percent">Percentage (%)</option>
                    </select>
                  </label>
                  {services[i]?.depositType && services[i].depositType !== 'none' && (
                    <Field
                      label={services[i].depositType === 'percent' ? 'Deposit (%)' : 'Deposit ($)'}
                      inputMode="decimal"
                      className="w-28"
                      {...form.register(`services.${i}.depositValue`)}
                      {...marked(`services.${i}.depositValue`)}
                    />
                  )}
                </div>
                <Button type="button" variant="ghost" aria-label={`Remove service ${i + 1}`} onClick={() => remove(i)}>
                  <Trash2 className="size-4" /> Remove
                </Button>
              </div>
              <Textarea
                label="Description"
                maxLength={SERVICE_DESCRIPTION_MAX}
                counter={{ length: services[i]?.description?.length ?? 0, max: SERVICE_DESCRIPTION_MAX }}
                {...form.register(`services.${i}.description`)}
                {...marked(`services.${i}.description`)}
              />
            </fieldset>
          ))}
          {error && (
            <Notice tone="error" id={errorId}>
              {error}
            </Notice>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => append({ serviceId: null, name: '', price: '', durationMinutes: '', rebookIntervalDays: '', depositType: 'none', depositValue: '', description: '' })}>
              <Plus className="size-4" /> Add Service
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save Pricing'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
