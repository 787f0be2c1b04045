// Availability: the time zone, weekly hours (zero or more intervals a day), time off, the booking mode
// and the booking rules; checked with the server's rules, saved with updateAvailability, and each
// server field error shown beside its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type FieldErrors, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { WEEKDAYS, type Weekday } from '../../../common/availability';
import { useFreshValues } from '../../relay/formData';
import { showRefusal } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field, inputFrame } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import type { AvailabilitySection_availability$key } from './__generated__/AvailabilitySection_availability.graphql';
import type { AvailabilitySectionMutation } from './__generated__/AvailabilitySectionMutation.graphql';
import {
  type AvailabilityFormOutput,
  type AvailabilityValues,
  availabilityFormSchema,
  formPathOf,
  type NumberField,
  nextInterval,
  timeZoneOptions,
  valuesOf,
} from './availabilityForm';

const DAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

type Form = UseFormReturn<AvailabilityValues, unknown, AvailabilityFormOutput>;
type IntervalsName = `weeklyHours.${Weekday}` | `timeOff.${number}.intervals`;

/** The message of a list, of one of its items, or of a field (react-hook-form nests them by path). */
function messageAt(errors: FieldErrors<AvailabilityValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const n = node as { message?: string; root?: { message?: string } } | undefined;
  return n?.root?.message ?? n?.message;
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600" role="alert">
      {message}
    </p>
  );
}

/** A day's (or a time off's) intervals: start–end rows, each removable, and "Add hours". */
function IntervalsEditor({ form, name, label }: { form: Form; name: IntervalsName; label: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors;
  const listError = messageAt(errors, name);
  const listErrorId = useId();
  return (
    <div className="space-y-2">
      {fields.length === 0 && <p className="text-sm text-slate-500">Closed</p>}
      {fields.map((field, i) => {
        const rowError = messageAt(errors, `${name}.${i}`) ?? messageAt(errors, `${name}.${i}.start`) ?? messageAt(errors, `${name}.${i}.end`);
        const rowErrorId = `${listErrorId}-${i}`;
        const described = [rowError ? rowErrorId : '', listError ? listErrorId : ''].filter(Boolean).join(' ') || undefined;
        const invalid = rowError || listError ? true : undefined;
        return (
          <div key={field.id} className="space-y-1">
            <div className="flex items-center gap-2">
              <input
                type="time"
                aria-label={`${label} from, hours ${i + 1}`}
                className={`${inputFrame} w-32 px-2`}
                aria-invalid={invalid}
                aria-describedby={described}
                {...form.register(`${name}.${i}.start`)}
              />
              <span aria-hidden className="text-slate-500">
                –
              </span>
              <input
                type="time"
                aria-label={`${label} to, hours ${i + 1}`}
                className={`${inputFrame} w-32 px-2`}
                aria-invalid={invalid}
                aria-describedby={described}
                {...form.register(`${name}.${i}.end`)}
              />
              <Button type="button" variant="ghost" size="icon" className="shrink-0" aria-label={`Remove ${label} hours ${i + 1}`} onClick={() => remove(i)}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
            <ErrorText id={rowErrorId} message={rowError} />
          </div>
        );
      })}
      <ErrorText id={listErrorId} message={listError} />
      <Button type="button" variant="secondary" size="sm" onClick={() => append(nextInterval(form.getValues(name)))}>
        <Plus className="size-4" aria-hidden /> Add hours<span className="sr-only"> on {label}</span>
      </Button>
    </div>
  );
}

function RuleField({ form, name, label, hint, placeholder }: { form: Form; name: NumberField; label: string; hint?: string; placeholder?: string }) {
  return (
    <Field
      label={label}
      inputMode="numeric"
      hint={hint}
      placeholder={placeholder}
      error={messageAt(form.formState.errors, name)}
      {...form.register(name)}
    />
  );
}

export function AvailabilitySection({ availability }: { availability: AvailabilitySection_availability$key }) {
  const data = useFragment(
    graphql`
      fragment AvailabilitySection_availability on Availability {
        timeZone
        weeklyHours {
          mon { start end }
          tue { start end }
          wed { start end }
          thu { start end }
          fri { start end }
          sat { start end }
          sun { start end }
        }
        timeOff {
          from
          to
          intervals { start end }
        }
        bookingMode
        minNoticeHours
        horizonDays
        arrivalWindowMinutes
        slotStepMinutes
        maxJobsPerDay
        bufferMinutes
        travelSpeedMph
        changeCutoffHours
        freeCancellationHours
      }
    `,
    availability,
  );
  const [commit, pending] = useMutationResult<AvailabilitySectionMutation>(graphql`
    mutation AvailabilitySectionMutation($input: UpdateAvailabilityInput!) {
      updateAvailability(input: $input) {
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
        ... on UpdateAvailabilitySuccess {
          availability {
            ...AvailabilitySection_availability
          }
        }
      }
    }
  `);
  const values = valuesOf(data);
  const form: Form = useForm<AvailabilityValues, unknown, AvailabilityFormOutput>({ resolver: zodResolver(availabilityFormSchema), defaultValues: values });
  // Fresh data keeps what the owner changed (a day's hours, the time off, each setting); a save shows what was saved.
  const saved = useFreshValues(form, values);
  const timeOff = useFieldArray({ control: form.control, name: 'timeOff' });
  const errors = form.formState.errors;
  const rootError = errors.root?.server?.message;
  const modeHintId = useId();

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await commit(
      { input },
      {
        // The settings page reads the owner's availability at the root field; the saved rules become it.
        updater: (store) => {
          const payload = store.getRootField('updateAvailability');
          if (payload?.getValue('__typename') !== 'UpdateAvailabilitySuccess') return;
          const saved = payload.getLinkedRecord('availability');
          const current = store.getRoot().getLinkedRecord('availability');
          if (saved && current) current.setLinkedRecord(saved, 'availability');
          // The zone of every day and time on screen (the guard's Business.timeZone, ui/businessZone.ts).
          if (saved) store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('business')?.setValue(saved.getValue('timeZone'), 'timeZone');
        },
        success: 'Availability saved',
      },
    );
    if (result.ok) saved();
    else showRefusal(form, result, { fields: (f) => formPathOf(f) as 'timeZone' | null, root: 'root.server', type: 'server', focus: false });
  });

  const zone = form.watch('timeZone');
  const spans = form.watch('timeOff');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Availability</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-6" noValidate aria-label="Availability">
          <Select
            label="Time zone"
            options={timeZoneOptions(zone).map((z) => [z, z.replaceAll('_', ' ')] as const)}
            error={messageAt(errors, 'timeZone')}
            {...form.register('timeZone')}
          />
          <p className="-mt-4 text-xs text-slate-500">Set from your ZIP code. Every time below is in this zone.</p>

          <fieldset className="space-y-3">
            <legend className="text-base font-semibold text-slate-900">Weekly hours</legend>
            {WEEKDAYS.map((day) => (
              <fieldset key={day} className="border-t border-slate-100 pt-3">
                <legend className="float-left w-full pb-2 text-sm font-medium text-slate-700 sm:w-28 sm:pt-2.5">{DAY_NAMES[day]}</legend>
                <div className="clear-both sm:clear-none sm:ml-28">
                  <IntervalsEditor form={form} name={`weeklyHours.${day}`} label={DAY_NAMES[day]} />
                </div>
              </fieldset>
            ))}
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="text-base font-semibold text-slate-900">Time off</legend>
            <p className="text-sm text-slate-600">Days you do not work, or work other hours.</p>
            {timeOff.fields.map((field, i) => (
              <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
                <legend className="sr-only">Time off {i + 1}</legend>
                <div className="grid grid-cols-2 gap-2">
                  <Field label="From" type="date" error={messageAt(errors, `timeOff.${i}.from`)} {...form.register(`timeOff.${i}.from`)} />
                  <Field label="To (optional)" type="date" error={messageAt(errors, `timeOff.${i}.to`)} {...form.register(`timeOff.${i}.to`)} />
                </div>
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4"
                    {...form.register(`timeOff.${i}.ownHours`, {
                      onChange: (e) => form.setValue(`timeOff.${i}.intervals`, e.target.checked ? [{ start: '09:00', end: '13:00' }] : []),
                    })}
                  />
                  Work these days, with other hours
                </label>
                {spans[i]?.ownHours && <IntervalsEditor form={form} name={`timeOff.${i}.intervals`} label={`Time off ${i + 1}`} />}
                <Button type="button" variant="ghost" size="sm" onClick={() => timeOff.remove(i)}>
                  <Trash2 className="size-4" aria-hidden /> Remove time off
                </Button>
              </fieldset>
            ))}
            <Button type="button" variant="secondary" size="sm" onClick={() => timeOff.append({ from: '', to: '', ownHours: false, intervals: [] })}>
              <Plus className="size-4" aria-hidden /> Add time off
            </Button>
          </fieldset>

          <fieldset className="space-y-2" aria-describedby={modeHintId}>
            <legend className="text-base font-semibold text-slate-900">Booking mode</legend>
            <p id={modeHintId} className="sr-only">
              How visitors book on your page
            </p>
            <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600">
              <input type="radio" value="request" className="mt-1 size-4" {...form.register('bookingMode')} />
              <span>
                <span className="block text-sm font-medium text-slate-900">Requests</span>
                <span className="block text-sm text-slate-600">Visitors ask for a day; you confirm the time with them.</span>
              </span>
            </label>
            <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600">
              <input type="radio" value="instant" className="mt-1 size-4" {...form.register('bookingMode')} />
              <span>
                <span className="block text-sm font-medium text-slate-900">Instant booking</span>
                <span className="block text-sm text-slate-600">Visitors pick a free arrival window and are booked at once.</span>
              </span>
            </label>
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="text-base font-semibold text-slate-900">Booking rules</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <RuleField form={form} name="minNoticeHours" label="Minimum notice (hours)" />
              <RuleField form={form} name="horizonDays" label="Book up to (days ahead)" />
              <RuleField form={form} name="arrivalWindowMinutes" label="Arrival window (minutes)" hint="0 = an exact start time" />
              <RuleField form={form} name="slotStepMinutes" label="Start times every (minutes)" />
              <RuleField form={form} name="maxJobsPerDay" label="Most jobs a day" hint="Empty = no limit" placeholder="No limit" />
              <RuleField form={form} name="bufferMinutes" label="Buffer before and after a job (minutes)" />
              <RuleField form={form} name="travelSpeedMph" label="Average driving speed (mph)" hint="For the drive between jobs" />
              <RuleField form={form} name="changeCutoffHours" label="Customers may cancel or move online until (hours before)" hint="Then their link says to call you" />
              <RuleField
                form={form}
                name="freeCancellationHours"
                label="Deposit refunded if cancelled at least (hours before)"
                hint="Your cancellation policy: later, you keep the deposit"
              />
            </div>
          </fieldset>

          {rootError && <Notice tone="error">{rootError}</Notice>}
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Availability'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
