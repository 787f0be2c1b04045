// Decline's form (DeclineRequestDialog), with an optional message that is emailed to the visitor when
// they gave an email; without one there is nowhere to send it, and the dialog says so and offers to
// call or text them from the owner's phone instead of a message box. When the server refuses the message (an unpaid trial, the daily limit, a
// request that only just arrived), its words show under the message box, with a way to decline
// without a message. Loaded when Decline is pointed at, touched or focused, at the latest when its
// dialog opens.
import { MessageSquare, Phone } from 'lucide-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { smsHref, telHref } from '../../ui/contactLinks';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import type { DeclineRequestFormMutation } from './__generated__/DeclineRequestFormMutation.graphql';
import { adjustPendingCount } from './pendingCount';

/** What the owner reads instead of a message box when the visitor left no email. */
const noEmailNotice = (name: string) =>
  `${name} gave no email, so no message can be sent with this decline. Call or text them if you want to tell them why.`;

/** What Text starts with, for the owner to finish in their phone's Messages. */
const declineText = (name: string) => `Hi ${name.split(' ')[0]}, thank you for your booking request. I'm sorry, I can't take it: `;

/** Declines the request; `onDone` closes the dialog. */
export function DeclineRequestForm({ id, name, hasEmail, phone, onDone }: { id: string; name: string; hasEmail: boolean; phone: string; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<DeclineRequestFormMutation>(graphql`
    mutation DeclineRequestFormMutation($id: ID!, $message: String) {
      declineBookingRequest(id: $id, message: $message) {
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
        ... on DeclineBookingRequestSuccess {
          bookingRequest {
            ...RequestListItem_request
          }
        }
      }
    }
  `);
  const [messageError, setMessageError] = useState<string | null>(null);
  const decline = async (withMessage: boolean) => {
    setError(null);
    setMessageError(null);
    const result = await commit(
      { id, message: (withMessage && hasEmail && message.trim()) || null },
      {
        updater: (store, data) => {
          if (data?.declineBookingRequest.__typename !== 'DeclineBookingRequestSuccess') return;
          adjustPendingCount(store, -1);
        },
        success: 'Request declined',
      },
    );
    if (result.ok) return onDone();
    const onField = result.fieldErrors.find((f) => f.field === 'message')?.message;
    // The refusals of the message itself: payment (402), the daily limit (429), a request too recent (400 on the field).
    const aboutMessage = result.kind === 'PaymentRequiredError' || result.kind === 'RateLimitError' || onField !== undefined;
    if (aboutMessage && hasEmail) setMessageError(onField ?? result.message);
    else setError(result.message);
  };
  return (
    <div className="space-y-3">
      {error && <Notice tone="error">{error}</Notice>}
      {hasEmail ? (
        <Textarea
          label="Message to the visitor (optional, sent by email)"
          maxLength={2000}
          value={message}
          error={messageError}
          onChange={(e) => {
            setMessage(e.target.value);
            setMessageError(null);
          }}
        />
      ) : (
        <>
          <Notice tone="info">{noEmailNotice(name)}</Notice>
          <div className="grid grid-cols-2 gap-2">
            <a href={telHref(phone)} className="inline-flex h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 font-medium">
              <Phone className="size-4" aria-hidden /> Call
            </a>
            <a href={smsHref(phone, declineText(name))} className="inline-flex h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 font-medium">
              <MessageSquare className="size-4" aria-hidden /> Text
            </a>
          </div>
        </>
      )}
      <Button variant="destructive" className="w-full" onClick={() => decline(true)} disabled={pending}>
        {pending ? 'Declining...' : 'Decline request'}
      </Button>
      {messageError && (
        <Button variant="secondary" className="w-full" onClick={() => decline(false)} disabled={pending}>
          Decline without a message
        </Button>
      )}
    </div>
  );
}
