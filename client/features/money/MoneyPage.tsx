// /money: this week or this month (billed, collected, outstanding, deposits held, average ticket, done
// and drafts not billed yet, the CSV export, a chart of what came in per day on a desktop), then the work
// not billed yet (jobs done without an invoice, drafts) and the unpaid invoices, oldest first. Between
// them, the real hourly rate of every completed job, per vehicle size (#hourly-rate, HourlyRate.tsx).
// Both periods come with the page's query, so the switch (?period=) changes nothing on the server.
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import type { MoneyPageQuery } from './__generated__/MoneyPageQuery.graphql';
import { HourlyRate } from './HourlyRate';
import { MoneyFigures } from './MoneyFigures';
import { NotBilledList } from './NotBilledList';
import { UnpaidInvoiceList } from './UnpaidInvoiceList';

const PERIODS = [
  ['week', 'This week'],
  ['month', 'This month'],
] as const;
type Period = (typeof PERIODS)[number][0];

function Money() {
  const { viewer } = usePreloadedQuery<MoneyPageQuery>(
    graphql`
      query MoneyPageQuery {
        viewer {
          pendingBookingRequestCount
          week: moneySummary(period: week) {
            ...MoneyFigures_summary
            ...HourlyRate_summary
          }
          month: moneySummary(period: month) {
            ...MoneyFigures_summary
          }
          ...NotBilledList_user
          ...NotBilledList_drafts
          ...UnpaidInvoiceList_user
        }
      }
    `,
    useLoaderData() as PreloadedQuery<MoneyPageQuery>,
  );
  const [params, setParams] = useSearchParams();
  const period: Period = params.get('period') === 'month' ? 'month' : 'week';
  if (!viewer) return null;
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-5 lg:max-w-6xl lg:px-8">
        <h1 className="text-2xl font-bold">Money</h1>
        <Tabs value={period} onValueChange={(value) => setParams(value === 'week' ? {} : { period: value }, { replace: true })}>
          <TabsList className="max-w-sm">
            {PERIODS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {PERIODS.map(([value, label]) => (
            <TabsContent key={value} value={value}>
              <MoneyFigures summary={viewer[value]} label={label} />
            </TabsContent>
          ))}
        </Tabs>
        <HourlyRate summary={viewer.week} />
        <NotBilledList user={viewer} drafts={viewer} />
        <UnpaidInvoiceList user={viewer} />
      </main>
      <MainNav active="money" pendingRequests={viewer.pendingBookingRequestCount} />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Money />
    </Suspense>
  );
}
