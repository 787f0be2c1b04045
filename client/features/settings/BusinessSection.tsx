// Business Settings: create the business if there is none, otherwise update it. The subdomain is read-only.
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay';
import {
  DEFAULT_WEEKDAY_HOURS,
  DEFAULT_WEEKEND_HOURS,
  SETTINGS_ZIP_MESSAGE,
  toSubdomain,
  US_STATES,
  WEEKDAY_HOURS,
  WEEKEND_HOURS,
  ZIP_PATTERN,
} from '../../../common/business';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { toast } from '../../ui/toast-store';
import type { BusinessSection_business$key } from './__generated__/BusinessSection_business.graphql';
import type { BusinessSectionMutation } from './__generated__/BusinessSectionMutation.graphql';

interface Values {
  businessName: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  hoursWeekday: string;
  hoursWeekend: string;
}

const withCurrent = (options: string[], current: string) => (options.includes(current) ? options : [current, ...options]);

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
        city
        state
        zipCode
        phone
        hoursWeekday
        hoursWeekend
      }
    `,
    business,
  );
  const [commit, pending] = useMutation<BusinessSectionMutation>(graphql`
    mutation BusinessSectionMutation($input: SaveBusinessInput!) {
      saveBusiness(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on SaveBusinessSuccess {
          business {
            ...BusinessSection_business
          }
        }
      }
    }
  `);
  const form = useForm<Values>({
    values: {
      businessName: data?.businessName ?? '',
      city: data?.city ?? '',
      state: data?.state ?? '',
      zipCode: data?.zipCode ?? '',
      phone: data?.phone ?? '',
      hoursWeekday: data?.hoursWeekday ?? DEFAULT_WEEKDAY_HOURS,
      hoursWeekend: data?.hoursWeekend ?? DEFAULT_WEEKEND_HOURS,
    },
  });
  const subdomain = data?.subdomain ?? toSubdomain(form.watch('businessName'));
  const failTitle = data ? 'Error updating business' : 'Error creating business';

  const onSubmit = form.handleSubmit((v) => {
    if (![v.businessName, subdomain, v.city, v.state, v.zipCode].every((x) => x.trim())) {
      return toast({ title: 'Missing information', description: 'Please fill in all required fields.', variant: 'destructive' });
    }
    if (!ZIP_PATTERN.test(v.zipCode.trim())) return toast({ ...splitMessage(SETTINGS_ZIP_MESSAGE), variant: 'destructive' });
    commit({
      variables: { input: { ...v, subdomain, phone: v.phone || null } },
      updater: (store) => {
        const saved = store.getRootField('saveBusiness')?.getLinkedRecord('business');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (saved && viewer) viewer.setLinkedRecord(saved, 'business');
      },
      onCompleted: ({ saveBusiness: r }) => {
        if (r.__typename === 'SaveBusinessSuccess') toast({ title: data ? 'Business updated' : 'Business created' });
        else toast({ title: failTitle, description: r.message ?? 'Failed to update business', variant: 'destructive' });
      },
      onError: (e) => toast({ title: failTitle, description: e.message || 'Failed to update business', variant: 'destructive' }),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field label="Business name" {...form.register('businessName')} />
          <Field
            label="Booking page address"
            value={subdomain}
            readOnly
            className="[&_input]:bg-slate-100"
            hint="To change your booking address, open a support ticket."
          />
          <div className="grid grid-cols-2 gap-3">
            <Field label="City" {...form.register('city')} />
            <Select label="State" placeholder="Select" options={US_STATES} {...form.register('state')} />
          </div>
          <Field label="ZIP code" maxLength={10} inputMode="numeric" {...form.register('zipCode')} />
          <Field label="Business phone" type="tel" {...form.register('phone')} />
          <Select label="Weekday hours" options={withCurrent(WEEKDAY_HOURS, form.watch('hoursWeekday'))} {...form.register('hoursWeekday')} />
          <Select label="Weekend hours" options={withCurrent(WEEKEND_HOURS, form.watch('hoursWeekend'))} {...form.register('hoursWeekend')} />
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : data ? 'Update Business' : 'Create Business'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
