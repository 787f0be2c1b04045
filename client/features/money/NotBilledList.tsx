// Work done and not billed yet: completed jobs without an invoice (one tap drafts and opens it) and
// draft invoices not sent (one tap opens them to send), oldest first, pages of 20 each.
import { FileClock } from 'lucide-react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { invoiceState } from '../invoices/invoiceBack';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/businessZone';
import { InvoiceButton } from '../invoices/InvoiceButton';
import type { NotBilledList_drafts$key } from './__generated__/NotBilledList_drafts.graphql';
import type { NotBilledList_user$key } from './__generated__/NotBilledList_user.graphql';
import type { NotBilledListPaginationQuery } from './__generated__/NotBilledListPaginationQuery.graphql';
import { formatMoney } from './money';
import { PAGE_SIZE } from './UnpaidInvoiceList';

export function NotBilledList({ user, drafts: draftsOf }: { user: NotBilledList_user$key; drafts: NotBilledList_drafts$key }) {
  const location = useLocation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<NotBilledListPaginationQuery, NotBilledList_user$key>(
    graphql`
      fragment NotBilledList_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "NotBilledListPaginationQuery") {
        notInvoicedJobs(first: $count, after: $cursor) @connection(key: "NotBilledList_notInvoicedJobs") {
          totalCount
          edges {
            node {
              id
              serviceDate
              serviceName
              totalAmount
              customer {
                firstName
                lastName
              }
            }
          }
        }
      }
    `,
    user,
  );
  // The drafts: the 20 oldest (an owner sends them, so they are few), with how many there are.
  const { draftInvoices: drafts } = useFragment(
    graphql`
      fragment NotBilledList_drafts on User {
        draftInvoices(first: 20) {
          totalCount
          edges {
            node {
              id
              number
              total
              customer {
                firstName
                lastName
              }
            }
          }
        }
      }
    `,
    draftsOf,
  );
  const jobs = data.notInvoicedJobs;
  if (!jobs.edges.length && !drafts.edges.length) return null;
  return (
    <section aria-labelledby="not-billed-heading" className="space-y-3">
      <h2 id="not-billed-heading" className="flex items-center gap-2 text-lg font-semibold">
        <FileClock className="size-5 text-amber-600" aria-hidden /> Not billed yet
      </h2>
      {jobs.edges.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-slate-700">Done, not invoiced ({jobs.totalCount})</h3>
          <ul className="space-y-2" aria-label="Done, not invoiced">
            {jobs.edges.map(({ node: j }) => (
              <li key={j.id} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="not-invoiced-job">
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium">
                    {j.customer.firstName} {j.customer.lastName}
                  </span>
                  <span className="block text-slate-600">
                    {j.serviceName ?? 'Job'} · {formatInstant(j.serviceDate, { month: 'short', day: 'numeric' }, 'en-US')} · {j.totalAmount ? formatMoney(j.totalAmount) : 'no price'}
                  </span>
                </span>
                <InvoiceButton appointmentId={j.id} />
              </li>
            ))}
          </ul>
          {hasNext && (
            <Button variant="secondary" className="w-full" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
              {isLoadingNext ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
      {drafts.edges.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-slate-700">Drafts ({drafts.totalCount})</h3>
          <ul className="space-y-2" aria-label="Drafts">
            {drafts.edges.map(({ node: d }) => (
              <li key={d.id} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="draft-invoice">
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium">
                    #{d.number} · {d.customer.firstName} {d.customer.lastName}
                  </span>
                  <span className="block text-slate-600">{formatMoney(d.total)} · not sent</span>
                </span>
                <Link to={`/invoices/${encodeURIComponent(d.id)}`} state={invoiceState(location)} className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white">
                  Send
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
