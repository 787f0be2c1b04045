// Business Settings: create the business if there is none, otherwise update it. The booking address is
// read-only here; the owner may change it once through its own dialog (ChangeAddressDialog).
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import {
  BUSINESS_NAME_MAX,
  BUSINESS_NAME_TOO_LONG,
  BUSINESS_PHONE_MESSAGE,
  DEFAULT_SERVICE_RADIUS,
  DEFAULT_WEEKDAY_HOURS,
  DEFAULT_WEEKEND_HOURS,
  isValidBusinessPhone,
  radiusLabel,
  SERVICE_RADIUS_OPTIONS,
  SETTINGS_ZIP_MESSAGE,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_REDIRECT_DAYS,
  toSubdomain,
  US_STATES,
  WEEKDAY_HOURS,
  WEEKEND_HOURS,
  ZIP_PATTERN,
} from '../../../common/business-fields';
import { useFreshValues } from '../../relay/formData';
import { showRefusal } from '../../relay/formErrors';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { toast } from '../../ui/toast-store';
import { ChangeAddressDialog } from './ChangeAddressDialog';
import type { BusinessSection_business$key } from './__generated__/BusinessSection_business.graphql';
import type { BusinessSectionMutation } from './__generated__/BusinessSectionMutation.graphql';

/** The save's mutation, loaded when the form is focused or its button pointed at. */
const loadSave = () => import('./BusinessSection.mutation');

interface Values {
  businessName: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  serviceRadius: string;
  hoursWeekday: string;
  hoursWeekend: string;
}

const withCurrent = (options: string[], current: string) => (options.includes(current) ? options : [current, ...options]);

/** The radius choices, keeping a stored value that is not one of them (REST clients may set any). */
const radiusOptions = (current: string) => {
  const values: string[] = SERVICE_RADIUS_OPTIONS.map(String);
  return withCurrent(values, current).map((m) => [m, `${radiusLabel(Number(m))} miles`] as const);
};

/** Splits 'Title: description' as the spec writes its toasts. */
const splitMessage = (message: string) => {
  const i = message.indexOf(': ');
  return i > 0 ? { title: message.slice(0, i), description: message.slice(i + 2) } : { title: message, description: '' };
};

export function BusinessSection({ business }: { business: BusinessSection_business$key | null }) {
  const data = useFragment(
    graphql`
      fragment BusinessSection_business on Business {
        id
        businessName
        subdomain
        subdomainChangeable
        city
        state
        zipCode
        phone
        serviceRadius
        hoursWeekday
        hoursWeekend
      }
    `,
    business,
  );
  const [commit, pending, preload] = useLazyMutationResult<BusinessSectionMutation>(loadSave);
  const values: Values = {
    businessName: data?.businessName ?? '',
    city: data?.city ?? '',
    state: data?.state ?? '',
    zipCode: data?.zipCode ?? '',
    phone: data?.phone ?? '',
    serviceRadius: String(data?.serviceRadius ?? DEFAULT_SERVICE_RADIUS),
    hoursWeekday: data?.hoursWeekday ?? DEFAULT_WEEKDAY_HOURS,
    hoursWeekend: data?.hoursWeekend ?? DEFAULT_WEEKEND_HOURS,
  };
  const form = useForm<Values>({ defaultValues: values });
  // Fresh data (after the owner's stored data was shown) fills the fields; what the owner already changed stays; a save shows what was saved.
  const saved = useFreshValues(form, values);
  const businessName = form.watch('businessName');
  const subdomain = data?.subdomain ?? toSubdomain(businessName);
  const fullAddressLength = businessName.toLowerCase().replace(/[^a-z0-9]/g, '').length;
  const failTitle = data ? 'Error updating business' : 'Error creating business';

  const onSubmit = form.handleSubmit(async (v) => {
    if (![v.businessName, subdomain, v.city, v.state, v.zipCode].every((x) => x.trim())) {
      return toast({ title: 'Missing information', description: 'Please fill in all required fields.', variant: 'destructive' });
    }
    if (v.businessName.trim().length > BUSINESS_NAME_MAX) {
      return form.setError('businessName', { message: BUSINESS_NAME_TOO_LONG }, { shouldFocus: true });
    }
    if (!ZIP_PATTERN.test(v.zipCode.trim())) return toast({ ...splitMessage(SETTINGS_ZIP_MESSAGE), variant: 'destructive' });
    if (v.phone.trim() && !isValidBusinessPhone(v.phone)) {
      return form.setError('phone', { message: BUSINESS_PHONE_MESSAGE }, { shouldFocus: true });
    }
    // Only what the form shows is sent; the server keeps everything else (email, phone availability).
    const result = await commit(
      { input: { ...v, subdomain, phone: v.phone.trim() || null, serviceRadius: Number(v.serviceRadius) } },
      {
        updater: (store) => {
          const saved = store.getRootField('saveBusiness')?.getLinkedRecord('business');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (saved && viewer) viewer.setLinkedRecord(saved, 'business');
        },
        success: data ? 'Business updated' : 'Business created',
      },
    );
    if (result.ok) saved();
    else if (!showRefusal(form, result, { fields: ['phone', 'businessName'] })) {
      toast({ title: failTitle, description: result.message, variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} onFocus={preload} className="space-y-4" noValidate>
          <Field
            label="Business name"
            counter={{ length: businessName.length, max: BUSINESS_NAME_MAX }}
            error={form.formState.errors.businessName?.message}
            {...form.register('businessName', { onChange: () => form.clearErrors('businessName') })}
          />
          <Field
            label="Booking page address"
            value={subdomain}
            readOnly
            className="[&_input]:bg-slate-100"
            counter={{ length: data?.subdomain ? subdomain.length : fullAddressLength, max: SUBDOMAIN_MAX_LENGTH }}
            hint={
              !data?.subdomain
                ? fullAddressLength > SUBDOMAIN_MAX_LENGTH
                  ? `Booking addresses keep the first ${SUBDOMAIN_MAX_LENGTH} letters and numbers of the name.`
                  : undefined
                : data.subdomainChangeable
                  ? `You can change your booking address once; the old one forwards visitors to the new one for ${SUBDOMAIN_REDIRECT_DAYS} days.`
                  : `Your booking address has been changed once and cannot be changed again here; to change it again, open a support ticket. The previous one forwards visitors here for ${SUBDOMAIN_REDIRECT_DAYS} days after the change.`
            }
          />
          {data?.subdomain && data.subdomainChangeable && <ChangeAddressDialog current={data.subdomain} />}
          <div className="grid grid-cols-2 gap-3">
            <Field label="City" {...form.register('city')} />
            <Select label="State" placeholder="Select" options={US_STATES} {...form.register('state')} />
          </div>
          <Field label="ZIP code" maxLength={10} inputMode="numeric" {...form.register('zipCode')} />
          <Field
            label="Business phone"
            type="tel"
            autoComplete="tel"
            error={form.formState.errors.phone?.message}
            {...form.register('phone', { onChange: () => form.clearErrors('phone') })}
          />
          <Select label="Service radius" options={radiusOptions(form.watch('serviceRadius'))} {...form.register('serviceRadius')} />
          <Select label="Weekday hours" options={withCurrent(WEEKDAY_HOURS, form.watch('hoursWeekday'))} {...form.register('hoursWeekday')} />
          <Select label="Weekend hours" options={withCurrent(WEEKEND_HOURS, form.watch('hoursWeekend'))} {...form.register('hoursWeekend')} />
          <Button type="submit" disabled={pending} onPointerEnter={preload}>
            {pending ? 'Saving...' : data ? 'Update Business' : 'Create Business'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
