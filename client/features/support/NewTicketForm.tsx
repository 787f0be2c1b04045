import { useState } from 'react';
import { graphql } from 'react-relay';
import { MISSING_TICKET_FIELDS, RESPONSE_HOURS, SUPPORT_CATEGORIES } from '../../../common/support';
import { adjustTotalCount } from '../../relay/lists';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import type { NewTicketFormMutation } from './__generated__/NewTicketFormMutation.graphql';

export function NewTicketForm({ connectionId, onCreated }: { connectionId: string; onCreated: () => void }) {
  const [category, setCategory] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [commit, pending] = useMutationResult<NewTicketFormMutation>(graphql`
    mutation NewTicketFormMutation($input: CreateTicketInput!, $connections: [ID!]!) {
      createTicket(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateTicketSuccess {
          ticket @prependNode(connections: $connections, edgeTypeName: "UserTicketsConnectionEdge") {
            ...MyTickets_ticket
          }
        }
      }
    }
  `);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!category || !subject.trim() || !message.trim()) {
      const [title, description] = MISSING_TICKET_FIELDS.split(': ');
      return toast({ title, description, variant: 'destructive' });
    }
    const result = await commit(
      { input: { category, subject, message }, connections: [connectionId] },
      {
        // @prependNode adds the row to SupportCenterDialog_tickets; its count follows here.
        updater: (store, data) => {
          if (data?.createTicket.__typename === 'CreateTicketSuccess') adjustTotalCount(store, connectionId, 1);
        },
        success: { title: 'Ticket submitted', description: `We'll get back to you within ${RESPONSE_HOURS} hours.` },
        failure: 'Failed to submit ticket',
      },
    );
    if (!result.ok) return;
    setCategory('');
    setSubject('');
    setMessage('');
    onCreated();
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Select label="Category" placeholder="Choose a category" options={SUPPORT_CATEGORIES} value={category} onChange={(e) => setCategory(e.target.value)} />
      <Field label="Subject" maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} />
      <Textarea label="Message" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Submitting...' : 'Submit Ticket'}
      </Button>
      <p className="text-center text-xs text-slate-500">We respond within {RESPONSE_HOURS} hours.</p>
    </form>
  );
}
