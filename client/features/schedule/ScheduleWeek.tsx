// The schedule as weeks on a desktop: Monday-to-Sunday columns from this week to the end of the
// schedule's window; an appointment opens its full card (Complete, Reschedule, Cancel) in a dialog.
import { useState } from 'react';
import { useFragment } from 'react-relay';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { cn } from '../../ui/cn';
import type { AppointmentItem_appointment$key } from './__generated__/AppointmentItem_appointment.graphql';
import { AppointmentItem, appointmentFragment, formatTime } from './AppointmentItem';

type Node = AppointmentItem_appointment$key & { readonly id: string; readonly serviceDate: string };

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The days shown: whole weeks (Monday first) from this week's Monday to the week holding `last`. */
export function weekDays(today: Date, last: Date) {
  const monday = addDays(startOfDay(today), -((today.getDay() + 6) % 7));
  const days: Date[] = [];
  for (let d = monday; d <= last || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}

function WeekCard({ appointment, onOpen }: { appointment: AppointmentItem_appointment$key; onOpen: () => void }) {
  const a = useFragment(appointmentFragment, appointment);
  return (
    <li>
      <button type="button" onClick={onOpen} data-testid="week-appointment" className="w-full rounded-lg border border-brand-100 bg-brand-50 p-2 text-left text-xs hover:bg-brand-100">
        <span className="block font-semibold text-brand-800">{formatTime(a.serviceDate)}</span>
        <span className="block truncate font-medium text-slate-900">
          {a.customer.firstName} {a.customer.lastName}
        </span>
        <span className="block truncate text-slate-600">{a.serviceName ?? 'Detailing'}</span>
        {a.location && <span className="block truncate text-slate-500">{a.location}</span>}
      </button>
    </li>
  );
}

export function ScheduleWeek({ nodes, connectionId, lastDay }: { nodes: readonly Node[]; connectionId: string; lastDay: Date }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const today = startOfDay(new Date());
  const days = weekDays(today, lastDay);
  const open = nodes.find((n) => n.id === openId);
  return (
    <>
      <div className="grid grid-cols-7 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200" data-testid="schedule-week">
        {days.map((day) => {
          const items = nodes.filter((n) => startOfDay(new Date(n.serviceDate)).getTime() === day.getTime());
          const past = day < today;
          const isToday = day.getTime() === today.getTime();
          return (
            <section
              key={day.toISOString()}
              aria-label={day.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}
              className={cn('min-h-32 space-y-1.5 p-2', past ? 'bg-slate-50' : 'bg-white')}
            >
              <h2 className={cn('flex items-baseline gap-1 text-xs font-medium', isToday ? 'text-brand-700' : past ? 'text-slate-500' : 'text-slate-600')}>
                {day.toLocaleDateString(undefined, { weekday: 'short' })}
                <span className={cn('text-sm', isToday && 'rounded-full bg-brand-700 px-1.5 font-semibold text-white')}>{day.getDate()}</span>
              </h2>
              <ul className="space-y-1.5">
                {items.map((n) => (
                  <WeekCard key={n.id} appointment={n} onOpen={() => setOpenId(n.id)} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpenId(null)}>
        {open && (
          <DialogContent title="Appointment">
            <ul>
              <AppointmentItem appointment={open} connectionId={connectionId} />
            </ul>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
