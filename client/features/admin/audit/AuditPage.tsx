// /admin/audit (#57): every admin action, newest first — who, what, on which record (its name and email
// as they were, kept after a deletion), when, and what changed — filtered by action and by a record's id,
// 50 at a time. The filters live in the address (?action=&subject=), so a filtered list can be linked
// (the owner's page links its full history).
import { type FormEvent, useState, useTransition } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '../../../../common/audit';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { dateTime, timeAgo } from '../owner/time';
import type { AuditPage_entry$key } from './__generated__/AuditPage_entry.graphql';
import type { AuditPage_query$key } from './__generated__/AuditPage_query.graphql';
import type { AuditPagePaginationQuery } from './__generated__/AuditPagePaginationQuery.graphql';
import type { AuditPageQuery } from './__generated__/AuditPageQuery.graphql';

const PAGE_SIZE = 50;

/** What an entry's details say, as short "key: value" pairs (an import's counts before and after). */
function detailsText(details: unknown) {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

function Entry({ entry }: { entry: AuditPage_entry$key }) {
  const e = useFragment(
    graphql`
      fragment AuditPage_entry on AdminAudit {
        at
        actionLabel
        action
        actorEmail
        subjectType
        subjectId
        subjectNodeId
        subjectLabel
        details
      }
    `,
    entry,
  );
  const details = detailsText(e.details);
  return (
    <li data-testid="audit-row" className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <p className="font-semibold text-slate-900">{e.actionLabel}</p>
        <p className="text-xs text-slate-600" title={dateTime(e.at as string)}>
          {timeAgo(e.at as string)}
        </p>
      </div>
      <p className="break-words text-slate-700">
        {e.subjectType === 'user' && e.subjectNodeId ? (
          <Link className="text-brand-700 underline" to={`/admin/users/${encodeURIComponent(e.subjectNodeId)}`}>
            {e.subjectLabel}
          </Link>
        ) : (
          e.subjectLabel
        )}
      </p>
      <p className="break-words text-xs text-slate-600">
        by {e.actorEmail} · {e.action} · {e.subjectType} {e.subjectId}
      </p>
      {details && <p className="break-words text-xs text-slate-600">{details}</p>}
    </li>
  );
}

function AuditList({ query }: { query: AuditPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AuditPagePaginationQuery, AuditPage_query$key>(
    graphql`
      fragment AuditPage_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        action: { type: "String" }
        subject: { type: "String" }
      )
      @refetchable(queryName: "AuditPagePaginationQuery") {
        adminAudit(first: $count, after: $cursor, action: $action, subject: $subject) @connection(key: "AuditPage_adminAudit", filters: ["action", "subject"]) {
          totalCount
          edges {
            node {
              id
              ...AuditPage_entry
            }
          }
        }
      }
    `,
    query,
  );
  const [params, setParams] = useSearchParams();
  const [action, setAction] = useState(params.get('action') ?? '');
  const [subject, setSubject] = useState(params.get('subject') ?? '');
  const [filtering, startFiltering] = useTransition();
  const apply = (next: { action: string; subject: string }) => {
    const search = new URLSearchParams();
    if (next.action) search.set('action', next.action);
    if (next.subject.trim()) search.set('subject', next.subject.trim());
    setParams(search, { replace: true });
    startFiltering(() => {
      refetch({ action: next.action || null, subject: next.subject.trim() || null }, { fetchPolicy: 'store-and-network' });
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ action, subject });
  };
  const entries = data.adminAudit.edges.map((e) => e.node);
  const total = data.adminAudit.totalCount;
  return (
    <div className="min-w-0 space-y-3" data-testid="audit-page">
      <h2 className="text-xl font-semibold text-slate-900">Audit</h2>
      <Card className="p-4">
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Select
            label="Action"
            value={action}
            placeholder="All actions"
            options={AUDIT_ACTIONS.map((a) => [a, AUDIT_ACTION_LABELS[a]] as const)}
            onChange={(e) => {
              setAction(e.target.value);
              apply({ action: e.target.value, subject });
            }}
          />
          <Field label="Record id" value={subject} onChange={(e) => setSubject(e.target.value)} placeholder="An owner's, ticket's or article's id" />
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </form>
      </Card>
      <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="audit-total">
        {total} {total === 1 ? 'action' : 'actions'}, newest first
        {filtering && <Spinner size="sm" label="Filtering" />}
      </p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">No admin actions match.</p>
      ) : (
        <ul className="space-y-2">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

export function Component() {
  const query = usePreloadedQuery<AuditPageQuery>(
    graphql`
      query AuditPageQuery($action: String, $subject: String) {
        ...AuditPage_query @arguments(action: $action, subject: $subject)
      }
    `,
    useLoaderData() as PreloadedQuery<AuditPageQuery>,
  );
  return <AuditList query={query} />;
}
