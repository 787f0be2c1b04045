// /invoices/:id: one invoice, editable while draft, then sent, paid (live, as the customer pays) and its actions.
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { InvoicePageQuery } from './__generated__/InvoicePageQuery.graphql';
import { InvoiceDetail } from './InvoiceDetail';
import { backOf, DEFAULT_BACK as BACK } from './invoiceBack';
import { useInvoicePaidLive } from './useInvoicePaidLive';

function NotFound({ message = "This invoice doesn't exist or isn't yours." }: { message?: string }) {
  return (
    <div className="space-y-3 py-10 text-center">
      <h1 className="text-2xl font-bold">Invoice not found</h1>
      <p className="text-slate-600">{message}</p>
      <Link to={BACK.to} className="font-medium text-brand-700 underline">
        Go to the schedule
      </Link>
    </div>
  );
}

function Invoice() {
  const { node } = usePreloadedQuery<InvoicePageQuery>(
    graphql`
      query InvoicePageQuery($id: ID!) {
        node(id: $id) {
          ...InvoiceDetail_invoice @alias
        }
      }
    `,
    useLoaderData() as PreloadedQuery<InvoicePageQuery>,
  );
  useInvoicePaidLive();
  const back = backOf(useLocation().state);
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to={back.to} label={back.label} />
      <main className="mx-auto max-w-3xl px-4 py-6">{node?.InvoiceDetail_invoice ? <InvoiceDetail invoice={node.InvoiceDetail_invoice} /> : <NotFound />}</main>
      <MainNav active={null} />
    </div>
  );
}

/** Load failures reach the route's error page (RouteError), which has its way back. */
export function Component() {
  return (
    <Suspense fallback={<PageSkeleton back={BACK.to} label={BACK.label} />}>
      <Invoice />
    </Suspense>
  );
}
