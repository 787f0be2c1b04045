// Settings → Messages: the review link, whether texts go through an SMS provider or the owner's own
// phone, and one card per message kind (MessageTemplateCard) with a live preview of a real job.
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { MESSAGE_LIMITS } from '../../../common/messages';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { formatDate } from '../customers/dates';
import type { MessagesSection_settings$key } from './__generated__/MessagesSection_settings.graphql';
import type { MessagesSection_user$key } from './__generated__/MessagesSection_user.graphql';
import type { MessagesSectionMutation } from './__generated__/MessagesSectionMutation.graphql';
import { keepSavedSettings } from './keepSavedSettings';
import { MessageTemplateCard } from './MessageTemplateCard';
import { valuesFromProbe } from './messagesForm';

/** What the section shows of the settings; the save mutations answer it too, so the store updates. */
const settingsFragment = graphql`
  fragment MessagesSection_settings on MessageSettings {
    reviewLink
    smsProvider {
      configured
      from
    }
    variables
    templates {
      kind
      ...MessageTemplateCard_template
    }
  }
`;

export function MessagesSection({ user }: { user: MessagesSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment MessagesSection_user on User {
        messageSettings {
          ...MessagesSection_settings
        }
        # Every variable between separators: the values of a real job, for the live previews (messagesForm.ts).
        previewProbe: messagePreview(
          kind: on_my_way
          emailBody: "{customerFirstName}|~|{businessName}|~|{serviceName}|~|{date}|~|{window}|~|{address}|~|{etaMinutes}|~|{reviewLink}|~|{bookingLink}|~|{manageLink}"
        ) {
          emailBody
          appointment {
            serviceDate
            serviceName
            customer {
              firstName
              lastName
            }
          }
        }
      }
    `,
    user,
  );
  const settings = useFragment<MessagesSection_settings$key>(settingsFragment, data.messageSettings);
  const values = valuesFromProbe(data.previewProbe.emailBody);
  const job = data.previewProbe.appointment;
  const previewNote = job
    ? `Previews use ${job.customer.firstName} ${job.customer.lastName}'s ${job.serviceName ?? 'job'} on ${formatDate(job.serviceDate)}.`
    : 'Previews use sample values until you have a job.';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages</CardTitle>
        <p className="text-sm text-slate-600">What your customers receive from you, and when. Each message can be switched off.</p>
      </CardHeader>
      <CardContent className="space-y-6">
        <ReviewLinkForm reviewLink={settings.reviewLink ?? ''} />
        <section aria-labelledby="sms-provider" className="space-y-1">
          <h3 id="sms-provider" className="flex items-center gap-2 font-semibold text-slate-900">
            <MessageSquare className="size-4 text-slate-500" aria-hidden /> Text messages
          </h3>
          {settings.smsProvider.configured ? (
            <p className="text-sm text-slate-700" data-testid="sms-provider">
              Texts are sent for you from {settings.smsProvider.from ?? 'your SMS number'}.
            </p>
          ) : (
            <p className="text-sm text-slate-700" data-testid="sms-provider">
              Texts go to your To text list on the home screen; you send them from your own phone.
            </p>
          )}
          <p className="text-xs text-slate-500">Only customers who agreed to texts get them; the others get email.</p>
        </section>
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{previewNote}</p>
          {settings.templates.map((t) => (
            <MessageTemplateCard key={t.kind} template={t} variables={settings.variables} previewValues={values} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function ReviewLinkForm({ reviewLink }: { reviewLink: string }) {
  const [value, setValue] = useState(reviewLink);
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<MessagesSectionMutation>(graphql`
    mutation MessagesSectionMutation($input: UpdateMessageSettingsInput!) {
      updateMessageSettings(input: $input) {
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
        ... on UpdateMessageSettingsSuccess {
          messageSettings {
            ...MessagesSection_settings
          }
        }
      }
    }
  `);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const link = value.trim();
    if (link.length > MESSAGE_LIMITS.reviewLink) return setError(`Keep the link to ${MESSAGE_LIMITS.reviewLink} characters`);
    const result = await commit({ input: { reviewLink: link } }, { updater: keepSavedSettings });
    if (result.ok) {
      setError(null);
      return toast({ title: 'Review link saved' });
    }
    const field = result.fieldErrors.find((e) => e.field.endsWith('reviewLink'));
    if (field) setError(field.message);
    else toast({ title: 'Error saving review link', description: result.message, variant: 'destructive' });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Review link">
      <Field
        label="Review link"
        type="url"
        inputMode="url"
        placeholder="https://g.page/r/…/review"
        hint="Your Google Business Profile review link. Every customer gets the same link in the thank-you message."
        value={value}
        error={error ?? undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={pending}>
        {pending ? 'Saving...' : 'Save review link'}
      </Button>
    </form>
  );
}
