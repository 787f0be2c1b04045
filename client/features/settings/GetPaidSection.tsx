// Settings → Get paid: connect the business's Stripe account (Stripe's hosted onboarding, back to
// /settings?stripe=…), whether it can take cards and pay out, the sales tax rate new invoices take, and
// when invoices fall due and when unpaid ones are reminded.
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useFreshValues } from '../../relay/formData';
import { showRefusal } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import type { GetPaidSection_invoiceSettings$key } from './__generated__/GetPaidSection_invoiceSettings.graphql';
import type { GetPaidSection_user$key } from './__generated__/GetPaidSection_user.graphql';
import type { GetPaidSectionInvoiceSettingsMutation } from './__generated__/GetPaidSectionInvoiceSettingsMutation.graphql';
import type { GetPaidSectionConnectMutation } from './__generated__/GetPaidSectionConnectMutation.graphql';
import type { GetPaidSectionTaxRateMutation } from './__generated__/GetPaidSectionTaxRateMutation.graphql';

const RETURNED: Record<string, { tone: 'info' | 'warning'; text: string }> = {
  return: { tone: 'info', text: 'Welcome back from Stripe. Your account status below updates as soon as Stripe confirms it.' },
  refresh: { tone: 'warning', text: 'The Stripe link expired before you finished. Connect Stripe again to pick up where you left off.' },
};

function Status({ on, label }: { on: boolean; label: string }) {
  return (
    <li className="flex items-center gap-2 text-sm" data-testid={`stripe-${label.split(' ')[0].toLowerCase()}`} data-on={on}>
      {on ? <CheckCircle2 className="size-4 text-green-700" aria-hidden /> : <CircleDashed className="size-4 text-slate-400" aria-hidden />}
      {label}: <span className="font-medium">{on ? 'Yes' : 'Not yet'}</span>
    </li>
  );
}

export function GetPaidSection({ user }: { user: GetPaidSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment GetPaidSection_user on User {
        paymentAccount {
          connected
          chargesEnabled
          payoutsEnabled
        }
        business {
          id
          taxRate
          ...GetPaidSection_invoiceSettings
        }
      }
    `,
    user,
  );
  const [params] = useSearchParams();
  const returned = RETURNED[params.get('stripe') ?? ''];
  const account = data.paymentAccount;
  const [connect, connecting] = useMutationResult<GetPaidSectionConnectMutation>(graphql`
    mutation GetPaidSectionConnectMutation {
      connectStripe {
        __typename
        ... on Error {
          message
        }
        ... on ConnectStripeSuccess {
          link {
            url
          }
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  const onConnect = async () => {
    setError(null);
    const result = await connect({});
    if (result.ok && result.data.link) window.location.assign(result.data.link.url);
    else setError(result.ok ? 'Could not reach Stripe. Try again.' : result.message);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get paid</CardTitle>
        <p className="text-sm text-slate-600">Customers pay your invoices by card through Stripe, straight into your own account. Cash, checks, Zelle and Venmo you record on the invoice.</p>
      </CardHeader>
      <CardContent className="space-y-5">
        {returned && <Notice tone={returned.tone}>{returned.text}</Notice>}
        <section aria-labelledby="stripe-account" className="space-y-2">
          <h3 id="stripe-account" className="font-semibold text-slate-900">
            Stripe account
          </h3>
          <ul className="space-y-1">
            <Status on={account.connected} label="Connected" />
            <Status on={account.chargesEnabled} label="Charges enabled" />
            <Status on={account.payoutsEnabled} label="Payouts enabled" />
          </ul>
          {!account.chargesEnabled && (
            <p className="text-sm text-slate-600">
              {account.connected
                ? 'Finish Stripe’s setup to take cards online. Until then, invoices can still be sent and paid offline.'
                : 'Until you connect, invoices can still be sent and paid offline.'}
            </p>
          )}
          {error && <Notice tone="error">{error}</Notice>}
          {!(account.chargesEnabled && account.payoutsEnabled) && (
            <Button onClick={onConnect} disabled={connecting}>
              {connecting ? 'Opening Stripe...' : account.connected ? 'Continue Stripe setup' : 'Connect Stripe'}
            </Button>
          )}
        </section>
        {data.business && <TaxRateForm taxRate={data.business.taxRate} />}
        {data.business && <InvoiceSettingsForm business={data.business} />}
      </CardContent>
    </Card>
  );
}

function TaxRateForm({ taxRate }: { taxRate: string }) {
  const [value, setValue] = useState(taxRate);
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<GetPaidSectionTaxRateMutation>(graphql`
    mutation GetPaidSectionTaxRateMutation($taxRate: String!) {
      updateTaxRate(taxRate: $taxRate) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateTaxRateSuccess {
          business {
            id
            taxRate
          }
        }
      }
    }
  `);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await commit({ taxRate: value.trim() || '0' }, { success: 'Tax rate saved' });
    if (result.ok && result.data.business) setValue(result.data.business.taxRate);
    else if (!result.ok) setError(result.message);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Sales tax">
      <Field
        label="Sales tax rate (%)"
        inputMode="decimal"
        className="max-w-40"
        hint="New invoices take this rate; you can change it on each draft."
        value={value}
        error={error ?? undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={pending}>
        {pending ? 'Saving...' : 'Save tax rate'}
      </Button>
    </form>
  );
}

type InvoiceSettingsValues = { dueDays: string; remindersEnabled: boolean; firstReminderDays: string; secondReminderDays: string };
const INVOICE_SETTINGS_FIELDS = ['dueDays', 'firstReminderDays', 'secondReminderDays'] as const;

/** Due days and reminder days: the server's rules and messages (updateInvoiceSettings), shown beside each field. */
function InvoiceSettingsForm({ business }: { business: GetPaidSection_invoiceSettings$key }) {
  const data = useFragment(
    graphql`
      fragment GetPaidSection_invoiceSettings on Business {
        invoiceDueDays
        invoiceRemindersEnabled
        invoiceFirstReminderDays
        invoiceSecondReminderDays
      }
    `,
    business,
  );
  const [commit, pending] = useMutationResult<GetPaidSectionInvoiceSettingsMutation>(graphql`
    mutation GetPaidSectionInvoiceSettingsMutation($input: InvoiceSettingsInput!) {
      updateInvoiceSettings(input: $input) {
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
        ... on UpdateInvoiceSettingsSuccess {
          business {
            id
            ...GetPaidSection_invoiceSettings
          }
        }
      }
    }
  `);
  const values: InvoiceSettingsValues = {
    dueDays: String(data.invoiceDueDays),
    remindersEnabled: data.invoiceRemindersEnabled,
    firstReminderDays: String(data.invoiceFirstReminderDays),
    secondReminderDays: String(data.invoiceSecondReminderDays),
  };
  const form = useForm<InvoiceSettingsValues>({ defaultValues: values });
  // Fresh data (after the owner's stored data was shown) fills the fields; what the owner already changed stays; a save shows what was saved.
  const saved = useFreshValues(form, values);
  const switchId = useId();
  const { errors } = form.formState;
  const remindersOn = form.watch('remindersEnabled');
  // A blank or non-number box goes as -1 or its digits' value, so the server's message for that field shows.
  const days = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : -1);
  const onSubmit = form.handleSubmit(async (v) => {
    const result = await commit(
      {
        input: {
          dueDays: days(v.dueDays),
          remindersEnabled: v.remindersEnabled,
          firstReminderDays: days(v.firstReminderDays),
          secondReminderDays: days(v.secondReminderDays),
        },
      },
      { success: 'Invoice settings saved' },
    );
    if (result.ok) saved();
    else showRefusal(form, result, { fields: INVOICE_SETTINGS_FIELDS, root: 'root.server', type: 'server' });
  });
  const clear = (name: (typeof INVOICE_SETTINGS_FIELDS)[number]) => ({
    onChange: () => {
      form.clearErrors(name);
      form.clearErrors('root.server');
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Invoice due date and reminders">
      <h3 className="font-semibold text-slate-900">Due date and reminders</h3>
      <Field
        label="Invoices are due after (days)"
        inputMode="numeric"
        className="max-w-40"
        hint="New invoices are due this many days after you draft them (0 to 90); you can change it on each draft."
        error={errors.dueDays?.message}
        {...form.register('dueDays', clear('dueDays'))}
      />
      <label htmlFor={switchId} className="flex items-center gap-2 text-sm text-slate-700">
        <input id={switchId} type="checkbox" className="size-4" {...form.register('remindersEnabled', { onChange: () => form.clearErrors() })} />
        Remind customers of unpaid invoices
      </label>
      {remindersOn && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="First reminder (days after sending)"
            inputMode="numeric"
            className="max-w-40"
            error={errors.firstReminderDays?.message}
            {...form.register('firstReminderDays', clear('firstReminderDays'))}
          />
          <Field
            label="Second reminder (days after sending)"
            inputMode="numeric"
            className="max-w-40"
            error={errors.secondReminderDays?.message}
            {...form.register('secondReminderDays', clear('secondReminderDays'))}
          />
        </div>
      )}
      <p className="text-sm text-slate-600">
        {remindersOn
          ? 'Each reminder goes by the way you sent the invoice, 1 to 60 days after sending; paying or voiding stops them.'
          : 'Unpaid invoices get no reminders.'}{' '}
        Invoices already sent keep their reminders.
      </p>
      {errors.root?.server?.message && <Notice tone="error">{errors.root.server.message}</Notice>}
      <Button type="submit" variant="secondary" size="sm" disabled={pending}>
        {pending ? 'Saving...' : 'Save due date and reminders'}
      </Button>
    </form>
  );
}
