// What came in on each day of the period as bars, each labelled with its day and (when any) its amount,
// and read out as a list (a handful of boxes needs no chart library). Shown on a desktop only (its
// parent hides it on phones); the figures above carry the same total.
import { graphql, useFragment } from 'react-relay';
import { cents } from '../../../common/money';
import { Card } from '../../ui/Card';
import type { CollectedChart_summary$key } from './__generated__/CollectedChart_summary.graphql';
import { formatMoney, shortDate } from './money';

/** Above this many days only every few days are named under the bars (all are in the list's words). */
const NAMED_DAYS = 10;

/** "$1.2k" above a bar: short enough for a narrow column; the full amount is in the bar's name. */
const shortMoney = (amount: string) => {
  const c = cents(amount);
  return c >= 100_000 ? `$${(c / 100_000).toFixed(1).replace(/\.0$/, '')}k` : `$${Math.round(c / 100)}`;
};

export function CollectedChart({ summary }: { summary: CollectedChart_summary$key }) {
  const { collectedByDay: days } = useFragment(
    graphql`
      fragment CollectedChart_summary on MoneySummary {
        collectedByDay {
          date
          amount
        }
      }
    `,
    summary,
  );
  const max = Math.max(1, ...days.map((d) => cents(d.amount)));
  const every = Math.ceil(days.length / NAMED_DAYS);
  return (
    <Card className="p-4">
      <h2 id="collected-chart-title" className="mb-3 text-sm font-semibold text-slate-700">
        Collected per day
      </h2>
      <ul aria-labelledby="collected-chart-title" className="flex h-48 items-stretch gap-1" data-testid="collected-chart">
        {days.map((d, i) => {
          const amount = cents(d.amount);
          return (
            <li key={d.date} className="flex min-w-0 flex-1 flex-col items-center" aria-label={`${shortDate(d.date)}: ${formatMoney(d.amount)}`}>
              <div className="flex w-full flex-1 flex-col justify-end" aria-hidden>
                {amount > 0 && <span className="mb-0.5 truncate text-center text-[10px] font-medium text-slate-700">{shortMoney(d.amount)}</span>}
                <div className="mx-auto w-4/5 rounded-t bg-brand-600" style={{ height: `${(amount / max) * 85}%` }} data-amount={d.amount} />
              </div>
              <span className="mt-1 h-4 border-t border-slate-300 pt-0.5 text-[10px] text-slate-600" aria-hidden>
                {i % every === 0 ? shortDate(d.date) : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
