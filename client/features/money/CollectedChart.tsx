// What came in on each day of the period as SVG bars (a handful of rectangles needs no chart library).
// Shown on a desktop only (its parent hides it on phones); the figures above carry the same total.
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../ui/Card';
import type { CollectedChart_summary$key } from './__generated__/CollectedChart_summary.graphql';
import { formatMoney, shortDate } from './money';

const HEIGHT = 160;
const LABELS = 24;

/** Cents of a 2-decimal string, to scale the bars (never summed back into money). */
const centsOf = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
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
  const max = Math.max(1, ...days.map((d) => centsOf(d.amount)));
  const slot = 100 / Math.max(days.length, 1);
  const best = days.reduce((a, d) => (centsOf(d.amount) > centsOf(a.amount) ? d : a), days[0]);
  const description = best && centsOf(best.amount) > 0 ? `Best day ${shortDate(best.date)}: ${formatMoney(best.amount)}.` : 'Nothing collected yet.';
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-700">Collected per day</h2>
      <svg role="img" aria-label={`Collected per day, ${days.length} days. ${description}`} viewBox={`0 0 100 ${HEIGHT + LABELS}`} preserveAspectRatio="none" className="h-48 w-full" data-testid="collected-chart">
        <line x1="0" x2="100" y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" strokeWidth="0.3" vectorEffect="non-scaling-stroke" />
        {days.map((d, i) => {
          const h = (centsOf(d.amount) / max) * (HEIGHT - 8);
          return (
            <rect key={d.date} x={i * slot + slot * 0.15} width={slot * 0.7} y={HEIGHT - h} height={h} className="fill-brand-600" data-amount={d.amount}>
              <title>{`${shortDate(d.date)}: ${formatMoney(d.amount)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{days[0] && shortDate(days[0].date)}</span>
        <span>{days.length > 1 && shortDate(days[days.length - 1].date)}</span>
      </div>
    </Card>
  );
}
