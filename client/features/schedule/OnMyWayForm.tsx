// The form of "On my way" (OnMyWayDialog): how many minutes until the owner arrives (15 unless
// changed), and the mutation that sends the customer the on-my-way message; a text that goes from the
// owner's own phone joins the home's To text list at once. A customer the app cannot reach (no email,
// no consent to texts, or a STOP) is said so first, and the owner's phone opens Messages with the text.
// Loaded when the button is pointed at, touched or focused, at the latest when the dialog opens.
import { type FormEvent, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { toast } from '../../ui/toast-store';
import type { OnMyWayFormMutation } from './__generated__/OnMyWayFormMutation.graphql';
import type { OnMyWayFormQuery } from './__generated__/OnMyWayFormQuery.graphql';

export const DEFAULT_ETA_MINUTES = 15;
const MAX_ETA_MINUTES = 240;

/** What the owner's own phone sends when the app cannot: the default on-my-way wording. */
export const onMyWayText = (firstName: string, minutes: string) => `Hi ${firstName}, I'm on my way and should be there in about ${minutes || DEFAULT_ETA_MINUTES} minutes.`;

/** Sends the on-my-way message; `onSent` closes the dialog. */
export function OnMyWayForm({ appointmentId, firstName, onSent }: { appointmentId: string; firstName: string; onSent: () => void }) {
  const { node } = useLazyLoadQuery<OnMyWayFormQuery>(
    graphql`
      query OnMyWayFormQuery($id: ID!) {
        node(id: $id) {
          ... on ServiceRecord {
            customer {
              phone
              email
              smsConsentAt
              smsOptedOut
            }
          }
        }
      }
    `,
    { id: appointmentId },
    { fetchPolicy: 'store-and-network' },
  );
  const customer = node?.customer;
  const unreachable = customer && !customer.email && (!customer.smsConsentAt || customer.smsOptedOut);
  const [eta, setEta] = useState(String(DEFAULT_ETA_MINUTES));
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<OnMyWayFormMutation>(graphql`
    mutation OnMyWayFormMutation($input: SendOnMyWayInput!) {
      sendOnMyWay(input: $input) {
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
        ... on SendOnMyWaySuccess {
          messages {
            id
            channel
            status
            error
            ...ToTextCard_message
          }
        }
      }
    }
  `);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(eta.trim());
    if (!eta.trim() || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ETA_MINUTES) {
      return setError(`Enter the minutes until you arrive, 1 to ${MAX_ETA_MINUTES}`);
    }
    const result = await commit(
      { input: { appointmentId, etaMinutes: minutes } },
      {
        // A text to send from the owner's phone goes to the top of the home's list (ToTextCard_messagesToText).
        updater: (store) => {
          const payload = store.getRootField('sendOnMyWay');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const list = viewer && ConnectionHandler.getConnection(viewer, 'ToTextCard_messagesToText');
          if (!list || payload?.getValue('__typename') !== 'SendOnMyWaySuccess') return;
          for (const m of payload.getLinkedRecords('messages') ?? []) {
            if (m?.getValue('channel') !== 'manual_sms' || m.getValue('status') !== 'scheduled') continue;
            ConnectionHandler.insertEdgeBefore(list, ConnectionHandler.createEdge(store, list, m, 'CustomerMessageEdge'));
          }
        },
      },
    );
    if (!result.ok) {
      const field = result.fieldErrors.find((e) => e.field.endsWith('etaMinutes'));
      return field ? setError(field.message) : setProblem(result.message);
    }
    const messages = result.data.messages ?? [];
    const manual = messages.some((m) => m.channel === 'manual_sms' && m.status === 'scheduled');
    const sent = messages.filter((m) => m.status !== 'skipped' && m.status !== 'failed');
    onSent();
    if (!sent.length) {
      return toast({ title: `No message sent to ${firstName}`, description: messages[0]?.error ?? undefined, variant: 'destructive' });
    }
    toast({ title: manual ? `Text to ${firstName} is ready in To text` : `${firstName} knows you are on the way` });
  };

  if (unreachable && customer) {
    const why = customer.smsOptedOut ? 'their phone replied STOP to texts' : 'there is no email and no consent to texts';
    return (
      <div className="space-y-3">
        <Notice tone="warning">{`${firstName} cannot get messages from the app: ${why}. Text them from your own phone instead.`}</Notice>
        <Field label="Minutes until you arrive" inputMode="numeric" value={eta} onChange={(e) => setEta(e.target.value)} />
        <a
          href={`sms:${customer.phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(onMyWayText(firstName, eta.trim()))}`}
          className="flex h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 font-medium text-white hover:bg-brand-700"
        >
          Open Messages
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {problem && <Notice tone="error">{problem}</Notice>}
      <Field
        label="Minutes until you arrive"
        inputMode="numeric"
        value={eta}
        error={error ?? undefined}
        onChange={(e) => {
          setEta(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
