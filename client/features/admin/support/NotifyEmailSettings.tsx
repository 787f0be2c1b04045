// Where the operator is emailed of new tickets and owners' replies (so the 24-hour promise does not depend
// on an open tab): an address set here, else the server's ADMIN_NOTIFY_EMAIL, else none.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import type { NotifyEmailSettings_query$key } from './__generated__/NotifyEmailSettings_query.graphql';
import type { NotifyEmailSettingsMutation } from './__generated__/NotifyEmailSettingsMutation.graphql';

export function NotifyEmailSettings({ query }: { query: NotifyEmailSettings_query$key }) {
  const { supportNotifySettings: settings } = useFragment(
    graphql`
      fragment NotifyEmailSettings_query on Query {
        supportNotifySettings {
          email
          defaultEmail
          sendsTo
        }
      }
    `,
    query,
  );
  const [save, saving] = useMutationResult<NotifyEmailSettingsMutation>(graphql`
    mutation NotifyEmailSettingsMutation($email: String) {
      setSupportNotifyEmail(email: $email) {
        __typename
        ... on Error {
          message
        }
        ... on SetSupportNotifyEmailSuccess {
          settings {
            email
            defaultEmail
            sendsTo
          }
        }
      }
    }
  `);
  const [email, setEmail] = useState(settings.email ?? '');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    await save({ email }, { success: email.trim() ? 'Ticket emails will go to this address' : 'Ticket email address removed', failure: 'Could not save the address' });
  };
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">Email me about new tickets</summary>
      <p className="mt-2 text-slate-600" data-testid="notify-sends-to">
        {settings.sendsTo ? `New tickets and owners’ replies are emailed to ${settings.sendsTo}.` : 'No email is sent for new tickets.'}
      </p>
      <form onSubmit={submit} className="mt-2 space-y-2">
        <Field
          label="Address for ticket emails"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={settings.defaultEmail ?? 'you@example.com'}
          hint={settings.defaultEmail ? `Empty: the server’s address, ${settings.defaultEmail}.` : 'Empty: no emails.'}
        />
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </details>
  );
}
