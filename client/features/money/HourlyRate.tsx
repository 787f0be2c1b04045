// The owner's real hourly rate (#50): every completed job's earnings over its time on site plus the drive
// to it, overall and per vehicle size, and for a size below the target a sentence suggesting a price.
// Whatever the period tabs show: it counts every completed job (#hourly-rate, the dashboard links here).
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { Card } from '../../ui/Card';
import type { HourlyRate_summary$key } from './__generated__/HourlyRate_summary.graphql';
import { formatMoney } from './money';

/** "2.5 h" */
const hoursLabel = (hours: number) => `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

export function HourlyRate({ summary }: { summary: HourlyRate_summary$key }) {
  const s = useFragment(
    graphql`
      fragment HourlyRate_summary on MoneySummary {
        effectiveHourlyRate
        targetHourlyRate
        bySize {
          size
          label
          jobs
          revenue
          hours
          hourlyRate
          belowTarget
          suggestion
        }
      }
    `,
    summary,
  );
  const advice = s.bySize.filter((r) => r.suggestion);
  // The dashboard's link (/money#hourly-rate) lands on this section.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#hourly-rate') document.getElementById('hourly-rate')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section id="hourly-rate" aria-labelledby="hourly-rate-title" className="scroll-mt-20 space-y-3">
      <h2 id="hourly-rate-title" className="text-lg font-semibold">
        Your real hourly rate
      </h2>
      {s.effectiveHourlyRate == null ? (
        <Card className="p-4 text-sm text-slate-600">
          Once you mark jobs done, this shows what you really earn an hour: each job's price over its time on site plus the drive to it.
        </Card>
      ) : (
        <Card className="space-y-4 p-4">
          <div>
            <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="effective-hourly-rate">
              {formatMoney(s.effectiveHourlyRate)}
              <span className="text-base font-medium text-slate-600">/h</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Every completed job: its price over its time on site plus the drive to it. Your target is {formatMoney(s.targetHourlyRate)}/h (
              <Link to="/settings#pricing" className="font-medium text-blue-700 underline">
                change it
              </Link>
              ).
            </p>
          </div>
          {s.bySize.length > 0 && (
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">Hourly rate by vehicle size</caption>
              <thead className="border-b border-slate-200 text-xs text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-medium">
                    Size
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Jobs
                  </th>
                  <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                    Earned
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Hours
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    Per hour
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.bySize.map((r) => (
                  <tr key={r.size} className="border-b border-slate-100 last:border-0" data-testid={`rate-${r.size}`}>
                    <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                      {r.label}
                    </th>
                    <td className="px-2 py-2 text-right">{r.jobs}</td>
                    <td className="hidden px-2 py-2 text-right sm:table-cell">{formatMoney(r.revenue)}</td>
                    <td className="px-2 py-2 text-right">{hoursLabel(r.hours)}</td>
                    <td className={`py-2 pl-2 text-right font-semibold ${r.belowTarget ? 'text-red-700' : 'text-slate-900'}`}>
                      {formatMoney(r.hourlyRate)}
                      {r.belowTarget && <span className="sr-only"> (below your target)</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {advice.length > 0 && (
            <ul className="space-y-2">
              {advice.map((r) => (
                <li key={r.size} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid={`advice-${r.size}`}>
                  {r.suggestion}.
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </section>
  );
}
