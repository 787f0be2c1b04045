// New job's form: customer (pick or add), vehicle (theirs or new), service (its price and duration
// filled in), date and time, address and notes. Saved with addServiceRecord as `scheduled`; a new
// customer or vehicle is saved first, once, so a retry does not add them twice.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { SERVICE_DATE_INVALID } from '../../../common/booking';
import { customerSchema, serviceRecordSchema, vehicleSchema } from '../../../common/customers';
import { defaultJobStart, wallClock } from '../../../common/job-hours';
import { payloadRecord } from '../../relay/lists';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { addDays, instantOfInput, today, wallClockInput } from '../../ui/businessZone';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import type { NewJobFormAddVehicleMutation } from './__generated__/NewJobFormAddVehicleMutation.graphql';
import type { NewJobFormCreateCustomerMutation } from './__generated__/NewJobFormCreateCustomerMutation.graphql';
import type { NewJobFormMutation, ServiceRecordInput } from './__generated__/NewJobFormMutation.graphql';
import type { NewJobFormQuery } from './__generated__/NewJobFormQuery.graphql';
import type { NewJobForm_availability$key } from './__generated__/NewJobForm_availability.graphql';
import { ConsentField, type ConsentState } from '../customers/ConsentField';
import { addToSchedule } from './addToSchedule';
import { CustomerPicker, type PickedCustomer } from './CustomerPicker';
import { OverlapWarning, overlapOf } from './OverlapWarning';

export const CHOOSE_CUSTOMER = 'Choose a customer or add a new one.';
/** A success without the customer or vehicle it created (not expected from the server). */
const NOT_SAVED = { ok: false, kind: 'Error', message: 'Could not save the job.', fieldErrors: [], error: null } as const;
const NEW = 'new';
type Values = {
  firstName: string; lastName: string; phone: string;
  vehicle: string; year: string; make: string; model: string;
  serviceId: string; totalAmount: string; durationMinutes: string;
  when: string; address: string; notes: string;
};

/** Tomorrow at 9:00 AM (the business's): the start when the owner's hours are not known (or no day is open). */
const tomorrowMorning = () => wallClockInput({ date: addDays(today(), 1), minutes: 9 * 60 });

/**
 * The datetime-local value a new job starts from: today's next half hour while today is open, else
 * the opening of the next day the owner works (defaultJobStart, in the business's zone).
 */
function useDefaultStart(availability: NewJobForm_availability$key | null | undefined) {
  const hours = useFragment(
    graphql`
      fragment NewJobForm_availability on Availability {
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
        timeOff { from to intervals { start end } }
      }
    `,
    availability,
  );
  if (!hours) return tomorrowMorning();
  const start = defaultJobStart(hours, wallClock(new Date(), hours.timeZone));
  return start ? wallClockInput(start) : tomorrowMorning();
}

export function NewJobForm({ customerId, onDone }: { customerId: string | null; onDone: () => void }) {
  const data = useLazyLoadQuery<NewJobFormQuery>(
    graphql`
      query NewJobFormQuery($customerId: ID!, $withCustomer: Boolean!) {
        viewer { business { services { id name price durationMinutes } } }
        availability { ... on AvailabilitySuccess { availability { ...NewJobForm_availability } } }
        customer: node(id: $customerId) @include(if: $withCustomer) {
          ... on Customer { id firstName lastName address vehicles { id year make model } }
        }
      }
    `,
    { customerId: customerId ?? '', withCustomer: !!customerId },
    { fetchPolicy: 'store-and-network' },
  );
  const services = data.viewer?.business?.services ?? [];
  const defaultStart = useDefaultStart(data.availability?.availability);
  const fixed = data.customer?.id ? (data.customer as PickedCustomer) : null;
  const [picked, setPicked] = useState<PickedCustomer | null>(fixed);
  const [adding, setAdding] = useState(false);
  // The new customer's consent to texts: the job's confirmation, reminder and "On my way" need it (or an email).
  const [consent, setConsent] = useState<ConsentState>({ given: false, source: 'verbal' });
  const [error, setError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<string | null>(null);
  // "Book anyway" submits the form again with bookAnyway.
  const anyway = useRef(false);
  const [busy, setBusy] = useState(false);
  // A customer or vehicle added by an attempt that then failed: the retry uses them.
  const made = useRef<{ customerId?: string; vehicleId?: string }>({});
  const [createCustomer] = useMutationResult<NewJobFormCreateCustomerMutation>(graphql`
    mutation NewJobFormCreateCustomerMutation($input: CustomerInput!) {
      createCustomer(input: $input) { __typename ... on Error { message } ... on CreateCustomerSuccess { customer { id } } }
    }
  `);
  const [addVehicle] = useMutationResult<NewJobFormAddVehicleMutation>(graphql`
    mutation NewJobFormAddVehicleMutation($customerId: ID!, $input: VehicleInput!) {
      addVehicle(customerId: $customerId, input: $input) { __typename ... on Error { message } ... on AddVehicleSuccess { vehicle { id } } }
    }
  `);
  const [addJob] = useMutationResult<NewJobFormMutation>(graphql`
    mutation NewJobFormMutation($customerId: ID!, $input: ServiceRecordInput!) {
      addServiceRecord(customerId: $customerId, input: $input) {
        __typename
        ... on Error { message }
        ... on ConflictError { canBookAnyway }
        ... on AddServiceRecordSuccess {
          serviceRecord {
            id
            serviceDate
            status
            ...AppointmentItem_appointment
            customer { ...CustomerDetail_customer ...CustomerListItem_customer }
          }
        }
      }
    }
  `);
  const form = useForm<Values>({
    defaultValues: {
      firstName: '', lastName: '', phone: '', vehicle: fixed?.vehicles[0]?.id ?? '', year: '', make: '', model: '',
      serviceId: '', totalAmount: '', durationMinutes: '', when: defaultStart, address: fixed?.address ?? '', notes: '',
    },
  });
  const errors = form.formState.errors;
  const vehicleChoice = form.watch('vehicle');
  const vehicles = picked?.vehicles ?? [];

  const pick = (c: PickedCustomer) => {
    setPicked(c);
    setAdding(false);
    if (c.address) form.setValue('address', c.address);
  };
  // Hours that arrive after the form opened (the stored answer was older) move a start not yet touched.
  useEffect(() => {
    if (!form.getFieldState('when').isDirty) form.setValue('when', defaultStart);
  }, [defaultStart, form]);
    // Their first vehicle once its option is rendered (a select ignores a value it has no option for).
  useEffect(() => {
    if (picked && picked !== fixed) form.setValue('vehicle', picked.vehicles[0]?.id ?? NEW);
  }, [picked, fixed, form]);
  const chooseService = (id: string) => {
    const s = services.find((x) => x.id === id);
    if (!s) return;
    form.setValue('totalAmount', s.price);
    form.setValue('durationMinutes', s.durationMinutes ? String(s.durationMinutes) : '');
  };
  const fieldError = (field: keyof Values, message: string) => form.setError(field, { message }, { shouldFocus: true });

  /** The new customer and vehicle (once, kept for a retry), then the job; the first refusal stops it. */
  const save = async (v: Values, input: Omit<ServiceRecordInput, 'vehicleId'>, wantsVehicle: boolean) => {
    let customer = picked?.id ?? made.current.customerId;
    if (!customer) {
      const smsConsent = consent.given ? { smsConsent: true, smsConsentSource: consent.source } : {};
      const r = await createCustomer({ input: { firstName: v.firstName, lastName: v.lastName, phone: v.phone, ...smsConsent } });
      if (!r.ok) return r;
      if (!r.data.customer) return NOT_SAVED;
      customer = made.current.customerId = r.data.customer.id;
    }
    let vehicleId: string | undefined = vehicleChoice && vehicleChoice !== NEW ? vehicleChoice : made.current.vehicleId;
    if (wantsVehicle && !vehicleId) {
      const r = await addVehicle({ customerId: customer, input: { year: v.year ? Number(v.year) : null, make: v.make, model: v.model } });
      if (!r.ok) return r;
      if (!r.data.vehicle) return NOT_SAVED;
      vehicleId = made.current.vehicleId = r.data.vehicle.id;
    }
    return addJob(
      { customerId: customer, input: { ...input, vehicleId: vehicleId ?? null } },
      {
        // Onto the schedule lists in the store (the home's today, /schedule's week).
        updater: (store, d) => {
          if (d?.addServiceRecord.__typename === 'AddServiceRecordSuccess') addToSchedule(store, payloadRecord(store, 'addServiceRecord', 'serviceRecord'));
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(async (v) => {
    const bookAnyway = anyway.current;
    anyway.current = false;
    setError(null);
    setOverlap(null);
    form.clearErrors();
    if (!picked && !adding) return setError(CHOOSE_CUSTOMER);
    const newCustomer = customerSchema.safeParse({ firstName: v.firstName, lastName: v.lastName, phone: v.phone });
    if (!picked && !newCustomer.success) return fieldError(newCustomer.error.issues[0]?.path[0] as keyof Values, newCustomer.error.issues[0]?.message ?? '');
    const wantsVehicle = vehicleChoice === NEW && !!(v.make.trim() || v.model.trim() || v.year.trim());
    const newVehicle = vehicleSchema.safeParse({ year: v.year, make: v.make, model: v.model });
    if (wantsVehicle && !newVehicle.success) return fieldError(newVehicle.error.issues[0]?.path[0] as keyof Values, newVehicle.error.issues[0]?.message ?? '');
    if (!v.when) return fieldError('when', SERVICE_DATE_INVALID);
    const input = {
      // The business's wall clock, whatever the phone's zone.
      serviceDate: instantOfInput(v.when).toISOString(),
      status: 'scheduled' as const,
      serviceId: v.serviceId || null,
      totalAmount: v.totalAmount.trim() || null,
      durationMinutes: v.durationMinutes.trim() ? Number(v.durationMinutes) : null,
      address: v.address.trim() || null,
      notes: v.notes.trim() || null,
    };
    const checked = serviceRecordSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === 'serviceDate' ? 'when' : (issue?.path[0] as keyof Values);
      return field in v ? fieldError(field, issue?.message ?? '') : setError(issue?.message ?? null);
    }
    setBusy(true);
    const saved = await save(v, { ...input, bookAnyway }, wantsVehicle);
    setBusy(false);
    if (!saved.ok) {
      const warning = overlapOf(saved);
      return warning ? setOverlap(warning) : setError(saved.message);
    }
    toast({ title: 'Job scheduled' });
    onDone();
  });


  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {error && <Notice tone="error">{error}</Notice>}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Customer</legend>
        {picked ? (
          <div className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <span className="font-medium" data-testid="job-customer">
              {picked.firstName} {picked.lastName}
            </span>
            {!fixed && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setPicked(null)}>
                Change
              </Button>
            )}
          </div>
        ) : adding ? (
          <div className="grid grid-cols-2 gap-2">
            <Field label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
            <Field label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
            <Field label="Phone" type="tel" className="col-span-2" error={errors.phone?.message} {...form.register('phone')} />
            <div className="col-span-2">
              <ConsentField value={consent} onChange={setConsent} />
            </div>
            <Button type="button" variant="ghost" size="sm" className="col-span-2" onClick={() => setAdding(false)}>
              Find an existing customer instead
            </Button>
          </div>
        ) : (
          <>
            <CustomerPicker onPick={pick} />
            <Button type="button" variant="secondary" size="sm" onClick={() => { setAdding(true); form.setValue('vehicle', NEW); }}>
              New customer
            </Button>
          </>
        )}
      </fieldset>
      <Select
        label="Vehicle"
        options={[...vehicles.map((x) => [x.id, [x.year, x.make, x.model].filter(Boolean).join(' ')] as const), [NEW, 'New vehicle']]}
        placeholder="No vehicle"
        {...form.register('vehicle')}
      />
      {vehicleChoice === NEW && (
        <div className="grid grid-cols-3 gap-2">
          <Field label="Year" inputMode="numeric" error={errors.year?.message} {...form.register('year')} />
          <Field label="Make" error={errors.make?.message} {...form.register('make')} />
          <Field label="Model" error={errors.model?.message} {...form.register('model')} />
        </div>
      )}
      <Select label="Service" placeholder="Choose a service" options={services.map((s) => [s.id, s.name] as const)} {...form.register('serviceId', { onChange: (e) => chooseService(e.target.value) })} />
      <div className="grid grid-cols-2 gap-2">
        <Field label="Price ($)" inputMode="decimal" error={errors.totalAmount?.message} {...form.register('totalAmount')} />
        <Field label="Duration (minutes)" inputMode="numeric" error={errors.durationMinutes?.message} {...form.register('durationMinutes')} />
      </div>
      <Field label="Date and time" type="datetime-local" error={errors.when?.message} {...form.register('when', { onChange: () => setOverlap(null) })} />
      <Field label="Address" autoComplete="street-address" error={errors.address?.message} {...form.register('address')} />
      <Textarea label="Notes (optional)" {...form.register('notes')} />
      {overlap && (
        <OverlapWarning
          message={overlap}
          pending={busy}
          onBookAnyway={() => {
            anyway.current = true;
            void onSubmit();
          }}
        />
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Add to schedule'}
      </Button>
    </form>
  );
}
