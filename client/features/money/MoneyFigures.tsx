// One period's figures, its CSV export and (desktop only) the chart of what came in per day.
import { Download } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../ui/Card';
import type { MoneyFigures_summary$key } from './__generated__/MoneyFigures_summary.graphql';
import { CollectedChart } from './CollectedChart';
import { formatMoney, shortDate } from './money';

const FIGURES = [
  ['billed', 'Billed', 'Invoices sent in the period'],
  ['collected', 'Collected', 'Payments received in the period'],
  ['outstanding', 'Outstanding', 'Still owed on those invoices'],
  ['depositsHeld', 'Deposits held', 'Now, on jobs not paid in full yet'],
  ['averageTicket', 'Average ticket', 'Per invoice paid in full'],
  ['doneNotInvoiced', 'Done, not invoiced', 'Now: completed jobs without an invoice'],
  ['drafts', 'Drafts', 'Now: invoices not sent yet'],
] as const;

export function MoneyFigures({ summary, label }: { summary: MoneyFigures_summary$key; label: string }) {
  const s = useFragment(
    graphql`
      fragment MoneyFigures_summary on MoneySummary {
        from
        to
        billed
        collected
        outstanding
        depositsHeld
        averageTicket
        doneNotInvoiced
        drafts
        ...CollectedChart_summary
      }
    `,
    summary,
  );
  const range = `${shortDate(s.from)} – ${shortDate(s.to)}`;
  return (
    <section aria-label={label} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{range}</p>
        <a
          href={`/api/money/export.csv?from=${s.from}&to=${s.to}`}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden /> Export CSV
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map(([key, name, hint]) => (
          <Card key={key} className="p-4">
            <dt className="text-sm font-medium text-slate-600">{name}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid={`money-${key}`}>
              {formatMoney(s[key])}
            </dd>
            <dd className="mt-1 text-xs text-slate-600">{hint}</dd>
          </Card>
        ))}
      </dl>
      <div className="hidden lg:block">
        <CollectedChart summary={s} />
      </div>
    </section>
  );
}
