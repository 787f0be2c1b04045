// The form of "On my way" (OnMyWayDialog): how many minutes until the owner arrives (15 unless
// changed), and the mutation that sends the customer the on-my-way message; a text that goes from the
// owner's own phone joins the home's To text list at once. Loaded when the button is pointed at,
// touched or focused, at the latest when the dialog opens.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { toast } from '../../ui/toast-store';
import type { OnMyWayFormMutation } from './__generated__/OnMyWayFormMutation.graphql';

export const DEFAULT_ETA_MINUTES = 15;
const MAX_ETA_MINUTES = 240;

/** Sends the on-my-way message; `onSent` closes the dialog. */
export function OnMyWayForm({ appointmentId, firstName, onSent }: { appointmentId: string; firstName: string; onSent: () => void }) {
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
