// /admin: the operator's home. The figures of the week and the month (adminOverview, counted when
// asked), each a link to the list it counts.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { FOUNDERS_RATE_USD } from '../../../../common/payment';
import type { OverviewPageQuery } from './__generated__/OverviewPageQuery.graphql';

export const overviewPageQuery = graphql`
  query OverviewPageQuery {
    adminOverview {
      newThisWeek
      overdueNeverPaid
      lapsed
      unreadTickets
      payingOwners
      monthlyRevenue
      newThisMonth
      cancelledThisMonth
    }
  }
`;

const dollars = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Number(amount));

interface Figure {
  id: string;
  label: string;
  value: string;
  note: string;
  to: string;
  /** Needs the operator (a count that wants action, when above zero). */
  alert?: boolean;
}

function FigureLink({ figure }: { figure: Figure }) {
  return (
    <li>
      <Link
        to={figure.to}
        data-testid={`overview-${figure.id}`}
        className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="block text-sm text-slate-600">{figure.label}</span>
        <span className={figure.alert ? 'block text-2xl font-semibold text-red-700' : 'block text-2xl font-semibold text-slate-900'}>{figure.value}</span>
        <span className="block text-xs text-slate-600">{figure.note}</span>
      </Link>
    </li>
  );
}

export function OverviewPage({ queryRef }: { queryRef: PreloadedQuery<OverviewPageQuery> }) {
  const { adminOverview: o } = usePreloadedQuery<OverviewPageQuery>(overviewPageQuery, queryRef);
  const attention: Figure[] = [
    { id: 'unread', label: 'Unread tickets', value: String(o.unreadTickets), note: 'Open Support', to: '/admin/support', alert: o.unreadTickets > 0 },
    { id: 'overdue', label: 'Overdue, never paid', value: String(o.overdueNeverPaid), note: 'Trials past 48 hours', to: '/admin/payments#overdue', alert: o.overdueNeverPaid > 0 },
    { id: 'lapsed', label: 'Lapsed subscribers', value: String(o.lapsed), note: 'Failed or cancelled', to: '/admin/payments#lapsed', alert: o.lapsed > 0 },
    { id: 'new-week', label: 'New this week', value: String(o.newThisWeek), note: 'Sign-ups, last 7 days', to: '/admin/users?sort=-joined' },
  ];
  const money: Figure[] = [
    { id: 'paying', label: 'Paying owners', value: String(o.payingOwners), note: 'Through Stripe or verified', to: '/admin/users?paymentState=paying' },
    { id: 'revenue', label: 'Monthly revenue', value: dollars(o.monthlyRevenue), note: `${o.payingOwners} × $${FOUNDERS_RATE_USD} Founders Rate`, to: '/admin/users?paymentState=paying' },
    { id: 'new-month', label: 'New this month', value: String(o.newThisMonth), note: 'Sign-ups since the 1st', to: '/admin/users?sort=-joined' },
    { id: 'cancelled-month', label: 'Cancelled this month', value: String(o.cancelledThisMonth), note: 'Subscriptions ended', to: '/admin/users?paymentState=cancelled' },
  ];
  return (
    <div className="space-y-5" data-testid="admin-overview">
      <section aria-labelledby="overview-attention">
        <h2 id="overview-attention" className="mb-2 font-semibold text-slate-900">
          Needs attention
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {attention.map((f) => (
            <FigureLink key={f.id} figure={f} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="overview-money">
        <h2 id="overview-money" className="mb-2 font-semibold text-slate-900">
          Owners and money
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {money.map((f) => (
            <FigureLink key={f.id} figure={f} />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The route's page: the query its loader started. */
export function Component() {
  return <OverviewPage queryRef={useLoaderData() as PreloadedQuery<OverviewPageQuery>} />;
}
