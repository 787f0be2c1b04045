// The home's "To text" card: texts that are due and go from the owner's own phone (no SMS provider),
// each opening the phone's messages app with the number and text filled in (sms:) and then marked
// sent; below them, the messages of the last 7 days that failed, with the reason (a skipped one shows on
// its customer's timeline).
import { AlertTriangle, MessageSquare, Send } from 'lucide-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { formatPhone } from '../../../common/phone';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { Button } from '../../ui/Button';
import { channelName, formatWhen, kindName, STATUS_NAMES } from '../messages/labels';
import type { ToTextCard_failed$key } from './__generated__/ToTextCard_failed.graphql';
import type { ToTextCard_message$key } from './__generated__/ToTextCard_message.graphql';
import type { ToTextCard_user$key } from './__generated__/ToTextCard_user.graphql';
import type { ToTextCardQuery } from './__generated__/ToTextCardQuery.graphql';
import type { ToTextCardMarkSentMutation } from './__generated__/ToTextCardMarkSentMutation.graphql';

const loadMarkSent = () => import('./ToTextCard.mutation');

export function ToTextCard({ queryRef }: { queryRef: PreloadedQuery<ToTextCardQuery> }) {
  const { viewer } = usePreloadedQuery<ToTextCardQuery>(
    graphql`
      query ToTextCardQuery {
        viewer {
          ...ToTextCard_user
        }
      }
    `,
    queryRef,
  );
  return viewer ? <ToTextList user={viewer} /> : null;
}

function ToTextList({ user }: { user: ToTextCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment ToTextCard_user on User {
        messagesToText(first: 20) @connection(key: "ToTextCard_messagesToText") {
          __id
          edges {
            node {
              id
              ...ToTextCard_message
            }
          }
        }
        failedMessages(first: 5) @connection(key: "ToTextCard_failedMessages") {
          edges {
            node {
              id
              ...ToTextCard_failed
            }
          }
        }
      }
    `,
    user,
  );
  const [commit, pending, preload] = useLazyMutationResult<ToTextCardMarkSentMutation>(loadMarkSent);
  // The list, not the row, sends it: the row leaves the screen with the answer.
  const [sending, setSending] = useState<string | null>(null);
  const markSent = async (id: string, firstName: string) => {
    setSending(id);
    await commit(
      { input: { id }, connections: [data.messagesToText.__id] },
      { success: `Text to ${firstName} marked sent`, failure: 'Could not mark the text sent.' },
    );
    setSending(null);
  };
  const due = data.messagesToText.edges;
  const failed = data.failedMessages.edges;
  if (!due.length && !failed.length) return null;
  return (
    <section aria-labelledby="home-to-text" className="space-y-2 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="to-text">
      <h2 id="home-to-text" className="flex items-center gap-2 font-semibold">
        <MessageSquare className="size-4 text-brand-700" aria-hidden /> To text{due.length ? ` (${due.length})` : ''}
      </h2>
      {due.length > 0 ? (
        <>
          <p className="text-sm text-slate-600">Send these from your phone, then mark them sent.</p>
          <ul className="space-y-2" aria-label="Texts to send">
            {due.map((e) => (
              <DueText key={e.node.id} message={e.node} pending={pending && sending === e.node.id} onMarkSent={markSent} onPreload={preload} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600">No texts to send right now.</p>
      )}
      {failed.length > 0 && (
        <div className="space-y-2 pt-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <AlertTriangle className="size-4 text-amber-600" aria-hidden /> Not sent in the last 7 days
          </h3>
          <ul className="space-y-2" aria-label="Messages not sent">
            {failed.map((e) => (
              <FailedMessage key={e.node.id} message={e.node} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function DueText({
  message,
  pending,
  onMarkSent,
  onPreload,
}: {
  message: ToTextCard_message$key;
  pending: boolean;
  onMarkSent: (id: string, firstName: string) => void;
  /** Starts loading Mark sent's mutation. */
  onPreload: () => void;
}) {
  const m = useFragment(
    graphql`
      fragment ToTextCard_message on CustomerMessage {
        id
        kind
        to
        body
        smsUrl
        customer {
          firstName
          lastName
        }
      }
    `,
    message,
  );
  const name = `${m.customer.firstName} ${m.customer.lastName}`;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="to-text-item">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          {kindName(m.kind)} · {formatPhone(m.to)}
        </p>
      </div>
      <p className="line-clamp-3 whitespace-pre-wrap text-sm text-slate-700">{m.body}</p>
      <div className="grid grid-cols-2 gap-2">
        {m.smsUrl && (
          <Button asChild size="sm">
            <a href={m.smsUrl} aria-label={`Open text to ${name} in Messages`}>
              <Send className="hidden size-4 sm:block" aria-hidden /> Open in Messages
            </a>
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => onMarkSent(m.id, m.customer.firstName)}
          onPointerEnter={onPreload}
          onFocus={onPreload}
          aria-label={`Mark text to ${name} sent`}
        >
          {pending ? 'Saving...' : 'Mark sent'}
        </Button>
      </div>
    </li>
  );
}

function FailedMessage({ message }: { message: ToTextCard_failed$key }) {
  const m = useFragment(
    graphql`
      fragment ToTextCard_failed on CustomerMessage {
        kind
        channel
        status
        dueAt
        error
        customer {
          firstName
          lastName
        }
      }
    `,
    message,
  );
  return (
    <li className="rounded-lg bg-amber-50 p-3 text-sm" data-testid="failed-message">
      <p className="font-medium text-slate-900">
        {m.customer.firstName} {m.customer.lastName}: {kindName(m.kind)} {m.channel === 'email' ? 'email' : channelName(m.channel).toLowerCase()}{' '}
        {(STATUS_NAMES[m.status] ?? m.status).toLowerCase()}
      </p>
      <p className="text-slate-700">{m.error ?? 'No reason given'}</p>
      <p className="text-xs text-slate-600">{formatWhen(m.dueAt)}</p>
    </li>
  );
}
