// Settings → Close my account (#56): what happens, the upcoming jobs with a one-tap text to each
// customer, and the password (and a code with two-step sign-in on). Closed, this device goes to /auth,
// where signing in offers "Reopen my account" for 30 days.
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { setFieldErrors } from '../../relay/formErrors';
import { useMutationResult } from '../../relay/mutationResult';
import { useResetEnvironment } from '../../relay/RelayRoot';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { signOutTo } from '../account/signingOut';
import type { CloseAccountSection_user$key } from './__generated__/CloseAccountSection_user.graphql';
import type { CloseAccountSectionJobsQuery } from './__generated__/CloseAccountSectionJobsQuery.graphql';
import type { CloseAccountSectionMutation } from './__generated__/CloseAccountSectionMutation.graphql';

const smsHref = (phone: string, body: string) => `sms:${phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(body)}`;

/** The jobs still to come (60 days), each with a text to its customer. */
function UpcomingJobs({ businessName, from, to }: { businessName: string; from: string; to: string }) {
  const data = useLazyLoadQuery<CloseAccountSectionJobsQuery>(
    graphql`
      query CloseAccountSectionJobsQuery($from: String!, $to: String!) {
        viewer {
          schedule(first: 50, from: $from, to: $to, statuses: [scheduled]) {
            edges {
              node {
                id
                serviceDate
                serviceName
                customer {
                  firstName
                  phone
                }
              }
            }
          }
        }
      }
    `,
    { from, to },
    { fetchPolicy: 'network-only' },
  );
  const jobs = data.viewer?.schedule.edges.map((e) => e.node) ?? [];
  if (jobs.length === 0) return <p>You have no upcoming jobs.</p>;
  return (
    <div className="space-y-2">
      <p className="font-medium text-slate-900">Your upcoming jobs: let these customers know.</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Upcoming jobs">
        {jobs.map((job) => {
          const day = new Date(job.serviceDate).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric' });
          const text = `Hi ${job.customer.firstName}, this is ${businessName}. I'm closing my business and can't keep our appointment on ${day}. I'm sorry for the trouble.`;
          return (
            <li key={job.id} className="flex items-center justify-between gap-2 p-2">
              <span className="min-w-0 truncate">
                {day} · {job.customer.firstName} · {job.serviceName ?? 'Job'}
              </span>
              {job.customer.phone && (
                <a className="shrink-0 font-semibold text-blue-800 underline" href={smsHref(job.customer.phone, text)}>
                  Text {job.customer.firstName}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function CloseAccountSection({ user }: { user: CloseAccountSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment CloseAccountSection_user on User {
        twoFactorEnabled
        business {
          businessName
          phone
        }
      }
    `,
    user,
  );
  const [open, setOpen] = useState(false);
  // Chosen outside the list, which suspends: a range made while suspended would be new at every retry.
  const [range, setRange] = useState({ from: '', to: '' });
  const openDialog = () => {
    const now = Date.now();
    setRange({ from: new Date(now).toISOString(), to: new Date(now + 60 * 86_400_000).toISOString() });
    setOpen(true);
  };
  const navigate = useNavigate();
  const resetEnvironment = useResetEnvironment();
  const [close, pending] = useMutationResult<CloseAccountSectionMutation>(graphql`
    mutation CloseAccountSectionMutation($input: CloseAccountInput!) {
      closeAccount(input: $input) {
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
        ... on CloseAccountSuccess {
          deletesAt
        }
      }
    }
  `);
  const form = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });
  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    const result = await close({ input: { password, code: code.trim() || null } }, { failure: 'Could not close your account' });
    if (!result.ok) {
      setFieldErrors(form, result.fieldErrors, { fields: ['password', 'code'] });
      return;
    }
    const on = result.data.deletesAt ? new Date(result.data.deletesAt).toLocaleDateString([], { dateStyle: 'long' }) : '';
    setOpen(false);
    signOutTo(() => navigate('/auth', { replace: true }), resetEnvironment);
    toast({ title: 'Your account is closed', description: `Everything is deleted on ${on}. Sign in before then to reopen it.` });
  });
  const businessName = data.business?.businessName ?? 'your business';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Close Account</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>Your Founders Rate subscription stops at the end of the period you paid for.</li>
          <li>Your booking page stops taking bookings and shows your phone{data.business?.phone ? ` (${data.business.phone})` : ''} instead.</li>
          <li>Everything (customers, jobs, invoices, photos, files, API tokens, the calendar feed) is deleted after 30 days. Sign in before then to reopen your account and keep it all.</li>
        </ul>
        <Button variant="destructive" onClick={openDialog}>
          Close My Account
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Close your account?">
          <form onSubmit={onSubmit} className="space-y-4 text-sm text-slate-700" noValidate aria-label="Close my account">
            {open && (
              <Suspense fallback={<p>Looking for upcoming jobs…</p>}>
                <UpcomingJobs businessName={businessName} from={range.from} to={range.to} />
              </Suspense>
            )}
            <Field label="Password" type="password" autoComplete="current-password" {...form.register('password')} error={form.formState.errors.password?.message} />
            {data.twoFactorEnabled && (
              <Field label="Code from your app" inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} error={form.formState.errors.code?.message} />
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Keep My Account
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? 'Closing...' : 'Close My Account'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
