// /admin/outbox (#57): every email the app wrote, newest first. Search by recipient; filters by kind,
// status (sent, queued, failed) and days; each email opens to its text, links to its owner's page and
// can be sent again (Resend: a new entry, added at the top). Without SMTP_URL the page says plainly
// that email is not being sent.
import { Mail, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Field } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { SearchInput } from '../../../ui/SearchInput';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import type { OutboxPage_email$key } from './__generated__/OutboxPage_email.graphql';
import type { OutboxPage_query$key } from './__generated__/OutboxPage_query.graphql';
import type { OutboxPagePaginationQuery } from './__generated__/OutboxPagePaginationQuery.graphql';
import type { OutboxPageQuery } from './__generated__/OutboxPageQuery.graphql';
import type { OutboxPageResendMutation } from './__generated__/OutboxPageResendMutation.graphql';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;
type Status = 'sent' | 'queued' | 'failed';
const STATUS_LABEL: Record<Status, string> = { sent: 'Sent', queued: 'Queued', failed: 'Failed' };
const STATUS_TONE: Record<Status, string> = {
  sent: 'bg-green-100 text-green-800',
  queued: 'bg-slate-200 text-slate-800',
  failed: 'bg-red-100 text-red-900',
};

function EmailRow({ email, onResend, resending }: { email: OutboxPage_email$key; onResend: (id: string) => void; resending: boolean }) {
  const m = useFragment(
    graphql`
      fragment OutboxPage_email on EmailOutbox {
        id
        to
        subject
        text
        kind
        status
        createdAt
        error
        ownerId
        resendOfId
      }
    `,
    email,
  );
  return (
    <li data-testid="outbox-row" className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONE[m.status as Status] ?? STATUS_TONE.queued)}>
          {STATUS_LABEL[m.status as Status] ?? m.status}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{m.kind}</span>
        {m.resendOfId && <span className="text-xs text-slate-600">Resent</span>}
        <time className="ml-auto text-xs text-slate-600" dateTime={m.createdAt}>
          {new Date(m.createdAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <p className="mt-1 break-words font-semibold">{m.subject}</p>
      <p className="break-all text-sm text-slate-700">
        To {m.to}
        {m.ownerId && (
          <>
            {' · '}
            <Link to={`/admin/users/${m.ownerId}`} className="font-medium text-brand-700 underline">
              Owner's page
            </Link>
          </>
        )}
      </p>
      {m.error && m.status !== 'sent' && <p className="mt-1 break-words text-xs text-red-800">Mail server: {m.error}</p>}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the email</summary>
        <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{m.text}</p>
      </details>
      <div className="mt-2">
        <Button size="sm" variant="secondary" disabled={resending} onClick={() => onResend(m.id)} aria-label={`Resend “${m.subject}” to ${m.to}`}>
          <RotateCw className="size-4" /> {resending ? 'Resending...' : 'Resend'}
        </Button>
      </div>
    </li>
  );
}

export function OutboxPage({ queryRef }: { queryRef: PreloadedQuery<OutboxPageQuery> }) {
  const query = usePreloadedQuery<OutboxPageQuery>(
    graphql`
      query OutboxPageQuery {
        adminEmailSending
        adminOutboxKinds
        ...OutboxPage_query
      }
    `,
    queryRef,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<OutboxPagePaginationQuery, OutboxPage_query$key>(
    graphql`
      fragment OutboxPage_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        search: { type: "String" }
        kind: { type: "String" }
        status: { type: "OutboxStatus" }
        from: { type: "String" }
        to: { type: "String" }
      )
      @refetchable(queryName: "OutboxPagePaginationQuery") {
        adminOutbox(first: $count, after: $cursor, search: $search, kind: $kind, status: $status, from: $from, to: $to)
          @connection(key: "OutboxPage_adminOutbox", filters: ["search", "kind", "status", "from", "to"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...OutboxPage_email
            }
          }
        }
      }
    `,
    query,
  );
  const [resend] = useMutationResult<OutboxPageResendMutation>(graphql`
    mutation OutboxPageResendMutation($id: ID!, $connections: [ID!]!) {
      resendEmail(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on ResendEmailSuccess {
          email @prependNode(connections: $connections, edgeTypeName: "QueryAdminOutboxConnectionEdge") {
            id
            ...OutboxPage_email
          }
        }
      }
    }
  `);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<'' | Status>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [resending, setResending] = useState<string | null>(null);
  const [loading, startTransition] = useTransition();
  // The filters as last fetched: a change refetches (typing waits for a pause), the list on screen stays meanwhile.
  const shown = useRef(JSON.stringify({ search: '', kind: '', status: '', from: '', to: '' }));
  useEffect(() => {
    const next = { search: search.trim(), kind, status, from, to };
    const key = JSON.stringify(next);
    if (key === shown.current) return;
    const id = setTimeout(
      () =>
        startTransition(() => {
          shown.current = key;
          refetch(
            { search: next.search || null, kind: next.kind || null, status: next.status || null, from: next.from || null, to: next.to || null },
            { fetchPolicy: 'store-and-network' },
          );
        }),
      next.search === JSON.parse(shown.current).search ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(id);
  }, [search, kind, status, from, to, refetch]);

  const emails = data.adminOutbox.edges.map((e) => e.node);
  const total = data.adminOutbox.totalCount;
  const filtered = !!(search.trim() || kind || status || from || to);
  const onResend = async (id: string) => {
    setResending(id);
    await resend(
      { id, connections: [data.adminOutbox.__id] },
      { success: query.adminEmailSending ? 'Email sent again' : 'Email queued again', failure: 'Resend failed' },
    );
    setResending(null);
  };

  return (
    <div className="min-w-0 space-y-3">
      <h2 className="text-xl font-semibold">Outbox</h2>
      {!query.adminEmailSending && (
        <Notice tone="warning">
          Email is not being sent: no mail server is configured (SMTP_URL). Every email stays here as Queued until one is.
        </Notice>
      )}
      <SearchInput
        label="Search by recipient"
        placeholder="Recipient's email"
        value={search}
        onChange={setSearch}
        busy={loading && <Spinner size="sm" className="absolute right-3 top-3" label="Searching" />}
      />
      <div className="grid grid-cols-2 gap-2">
        <Select label="Kind" value={kind} placeholder="All kinds" options={query.adminOutboxKinds} onChange={(e) => setKind(e.target.value)} />
        <Select
          label="Status"
          value={status}
          placeholder="All statuses"
          options={(['sent', 'queued', 'failed'] as const).map((s) => [s, STATUS_LABEL[s]] as const)}
          onChange={(e) => setStatus(e.target.value as '' | Status)}
        />
        <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <p className="text-sm text-slate-600" data-testid="outbox-total">
        {total} {total === 1 ? 'email' : 'emails'}
      </p>
      {emails.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Mail className="mx-auto mb-2 size-10 text-slate-400" aria-hidden />
          <p className="text-slate-600">{filtered ? 'No emails match these filters.' : 'No emails yet.'}</p>
        </div>
      )}
      <ul className="space-y-2">
        {emails.map((e) => (
          <EmailRow key={e.id} email={e} onResend={onResend} resending={resending === e.id} />
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

/** The route's page: the query its loader started. */
export function Component() {
  return <OutboxPage queryRef={useLoaderData() as PreloadedQuery<OutboxPageQuery>} />;
}
