// The schedule on a desktop: each week a time grid (hours down, Monday to Sunday across) where a job
// is as tall as it is long; done and cancelled jobs stay, marked. A job opens its full card in a dialog.
import { useState } from 'react';
import { useFragment } from 'react-relay';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { cn } from '../../ui/cn';
import type { AppointmentItem_appointment$key } from './__generated__/AppointmentItem_appointment.graphql';
import { addDays, dayOf, formatClock, formatDay, formatTime, minutesOfDay, today as todayOf } from '../../ui/businessZone';
import { AppointmentItem, appointmentFragment, formatDuration, isOff, jobMinutes, STATUS_LABELS } from './AppointmentItem';
import { isNotCompleted, NotCompletedBadge } from './NotCompleted';
import { driveLabel, driveOf, freeLabel, holdLabel, type PlanDay, planOf, PREFERRED_HOUR, PREFERRED_LABEL } from './plan';
import { SCHEDULE_WEEKS } from './range';
import { Link } from 'react-router-dom';

type Node = AppointmentItem_appointment$key & { readonly id: string; readonly serviceDate: string; readonly durationMinutes?: number | null };

const HOUR_PX = 48;
/** A scheduled job whose start has passed (Not completed) stands out from the ones to come. */
const NOT_COMPLETED_TONE = 'border-amber-300 bg-amber-50 hover:bg-amber-100';
const STATUS_TONES: Record<string, string> = {
  scheduled: 'border-brand-200 bg-brand-50 hover:bg-brand-100',
  completed: 'border-green-200 bg-green-50 hover:bg-green-100',
  cancelled: 'border-slate-200 bg-slate-100 text-slate-500 hover:bg-slate-200',
  no_show: 'border-slate-200 bg-slate-100 text-slate-500 hover:bg-slate-200',
};

/** Side-by-side lanes for jobs that overlap in time: each job's lane and the number of lanes of its day. */
function lanes(items: readonly Node[]) {
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const n of [...items].sort((a, b) => Date.parse(a.serviceDate) - Date.parse(b.serviceDate))) {
    const start = Date.parse(n.serviceDate);
    let i = ends.findIndex((end) => end <= start);
    if (i < 0) i = ends.push(0) - 1;
    ends[i] = start + jobMinutes(n.durationMinutes) * 60_000;
    lane.set(n.id, i);
  }
  return { lane, count: Math.max(1, ends.length) };
}

function GridCard({ appointment, top, height, left, width, drive, onOpen }: { appointment: AppointmentItem_appointment$key; top: number; height: number; left: string; width: string; drive: string | null; onOpen: () => void }) {
  const a = useFragment(appointmentFragment, appointment);
  const minutes = jobMinutes(a.durationMinutes);
  const notCompleted = isNotCompleted(a.status, a.serviceDate);
  return (
    <li className="absolute px-0.5" style={{ top, height, left, width }}>
      <button
        type="button"
        onClick={onOpen}
        data-testid="week-appointment"
        data-status={a.status}
        className={cn('h-full w-full overflow-hidden rounded-md border p-1.5 text-left text-xs', notCompleted ? NOT_COMPLETED_TONE : STATUS_TONES[a.status])}
      >
        <span className={cn('block font-semibold', isOff(a.status) ? 'line-through' : 'text-brand-800')}>
          {formatTime(a.serviceDate)} · <span data-testid="job-duration">{formatDuration(minutes)}</span>
        </span>
        {STATUS_LABELS[a.status] && <span className="block font-medium">{STATUS_LABELS[a.status]}</span>}
        {notCompleted && (
          <span className="block">
            <NotCompletedBadge />
          </span>
        )}
        {a.arrivalEnd && <span className="block text-slate-600" data-testid="job-window">Arrives by {formatTime(a.arrivalEnd)}</span>}
        {drive && (
          <span className="block text-slate-700" data-testid="job-drive">
            {drive}
          </span>
        )}
        <span className="block truncate font-medium text-slate-900">
          {a.customer.firstName} {a.customer.lastName}
        </span>
        <span className="block truncate text-slate-600">{a.serviceName ?? 'Detailing'}</span>
        {a.location && <span className="block truncate text-slate-600">{a.location}</span>}
      </button>
    </li>
  );
}

/** `days`: the week's business days (YYYY-MM-DD); the hours are the business's wall clock. */
function WeekGrid({ days, nodes, plan, onOpen }: { days: string[]; nodes: readonly Node[]; plan?: readonly PlanDay[]; onOpen: (id: string) => void }) {
  const today = todayOf();
  const inWeek = nodes.filter((n) => {
    const d = dayOf(n.serviceDate);
    return d >= days[0] && d <= days[6];
  });
  // 7 AM to 9 PM, stretched to the week's earliest start and latest end.
  let first = 7;
  let last = 21;
  for (const n of inWeek) {
    const start = minutesOfDay(n.serviceDate);
    first = Math.min(first, Math.floor(start / 60));
    last = Math.max(last, Math.min(24, Math.ceil((start + jobMinutes(n.durationMinutes)) / 60)));
  }
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = hours.length * HOUR_PX;
  return (
    <div className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div aria-hidden>
        <div className="h-10 border-b border-slate-200" />
        <div className="relative" style={{ height }}>
          {hours.map((h, i) => (
            <span key={h} className="absolute right-1 -translate-y-1/2 text-[10px] text-slate-500" style={{ top: i * HOUR_PX }}>
              {i > 0 && formatClock(h * 60)}
            </span>
          ))}
        </div>
      </div>
      {days.map((day) => {
        const items = inWeek.filter((n) => dayOf(n.serviceDate) === day);
        const { lane, count } = lanes(items);
        const isToday = day === today;
        const dayPlan = planOf(plan, day);
        const free = freeLabel(dayPlan);
        return (
          <section
            key={day}
            aria-label={formatDay(day, { weekday: 'long', month: 'long', day: 'numeric' })}
            className={cn('border-l border-slate-200', day < today && 'bg-slate-50')}
          >
            <h2 className={cn('flex h-10 items-center gap-1 border-b border-slate-200 px-2 text-xs font-medium', isToday ? 'text-brand-700' : 'text-slate-600')}>
              {formatDay(day, { weekday: 'short' })}
              <span className={cn('text-sm', isToday && 'rounded-full bg-brand-700 px-1.5 font-semibold text-white')}>{Number(day.slice(8))}</span>
              {free && (
                <span className="ml-auto truncate text-[10px] font-normal text-slate-500" data-testid="day-free">
                  {free}
                </span>
              )}
            </h2>
            <ul className="relative" style={{ height, backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, rgb(241 245 249) ${HOUR_PX - 1}px ${HOUR_PX}px)` }}>
              {items.map((n) => {
                const top = ((minutesOfDay(n.serviceDate) - first * 60) / 60) * HOUR_PX;
                const tall = Math.max(44, (jobMinutes(n.durationMinutes) / 60) * HOUR_PX);
                const i = lane.get(n.id) ?? 0;
                return (
                  <GridCard
                    key={n.id}
                    appointment={n}
                    top={top}
                    height={Math.min(tall, height - top)}
                    left={`${(i / count) * 100}%`}
                    width={`${100 / count}%`}
                    drive={driveLabel(driveOf(plan, n.id, n.serviceDate))}
                    onOpen={() => onOpen(n.id)}
                  />
                );
              })}
              {dayPlan?.holds?.map((h) => {
                const top = Math.max(0, ((minutesOfDay(h.start) - first * 60) / 60) * HOUR_PX);
                return (
                  <li
                    key={h.id}
                    className="absolute left-0 w-3/5 px-0.5"
                    style={{ top, height: Math.max(22, Math.min((h.durationMinutes / 60) * HOUR_PX, height - top)) }}
                    data-testid="schedule-hold"
                  >
                    <p
                      title={`Held: ${h.name}, ${h.serviceName}. ${holdLabel(h)}`}
                      className="h-full truncate rounded-md border border-dashed border-violet-400 bg-violet-50/90 px-1 text-[10px] leading-5 text-violet-900"
                    >
                      Held · {h.name}
                    </p>
                  </li>
                );
              })}
              {dayPlan?.requests.map((r, k) => (
                <li
                  key={r.id}
                  className="absolute right-0 w-3/5 px-0.5"
                  style={{ top: Math.max(0, ((PREFERRED_HOUR[r.preferredTime] ?? first) - first) * HOUR_PX + k * 24), height: 22 }}
                  data-testid="schedule-request"
                >
                  <Link
                    to="/requests"
                    title={`Request: ${r.name}, ${r.serviceName}, ${PREFERRED_LABEL[r.preferredTime] ?? r.preferredTime}`}
                    className="block h-full truncate rounded-md border border-dashed border-amber-400 bg-amber-50/90 px-1 text-[10px] leading-5 text-amber-900"
                  >
                    Request · {r.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function ScheduleWeek({ nodes, monday, plan }: { nodes: readonly Node[]; monday: string; plan?: readonly PlanDay[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = nodes.find((n) => n.id === openId);
  const weeks = Array.from({ length: SCHEDULE_WEEKS }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(monday, w * 7 + d)));
  return (
    <>
      <div className="space-y-4" data-testid="schedule-week">
        {weeks.map((days) => (
          <WeekGrid key={days[0]} days={days} nodes={nodes} plan={plan} onOpen={setOpenId} />
        ))}
      </div>
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpenId(null)}>
        {open && (
          <DialogContent title="Appointment">
            <ul>
              <AppointmentItem appointment={open} />
            </ul>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
