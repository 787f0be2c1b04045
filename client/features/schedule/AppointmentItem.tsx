// One job: time and duration, customer, vehicle, address (opens maps), service and price; a scheduled
// one has Complete, Reschedule and Cancel (and On my way on its day), and once its start has passed is
// marked Not completed (and has No-show); a done one has Invoice and Ask for a review, a cancelled or
// no-show one is marked so.
import { MapPin, Phone } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { AppointmentItem_appointment$key } from './__generated__/AppointmentItem_appointment.graphql';
import { DEFAULT_DURATION_MINUTES } from '../../../common/booking-times';
import { formatTime, isToday } from '../../ui/businessZone';
import { cn } from '../../ui/cn';
import { InvoiceButton } from '../invoices/InvoiceButton';
import { AppointmentActions } from './AppointmentActions';
import { AskForReview } from './AskForReview';
import { JobDeposit } from './JobDeposit';
import { isNotCompleted, NotCompletedBadge } from './NotCompleted';
import { OnMyWayDialog } from './OnMyWayDialog';

/** A job's length (its service's, else the calendar's default of 2 hours): "45 min", "3 h", "1 h 30 min". */
export const jobMinutes = (minutes: number | null | undefined) => minutes ?? DEFAULT_DURATION_MINUTES;
export const formatDuration = (minutes: number) =>
  [Math.floor(minutes / 60) && `${Math.floor(minutes / 60)} h`, minutes % 60 && `${minutes % 60} min`].filter(Boolean).join(' ');
/** "3:00 PM – 6:00 PM" (the business's wall clock) */
export const timeSpan = (iso: string, minutes: number) => `${formatTime(iso)} – ${formatTime(new Date(Date.parse(iso) + minutes * 60_000).toISOString())}`;
export const STATUS_LABELS: Record<string, string> = { completed: 'Done', cancelled: 'Cancelled', no_show: 'No-show' };
/** Not a live job: cancelled, or the customer did not come (#59). */
export const isOff = (status: string) => status === 'cancelled' || status === 'no_show';
const mapsHref = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

/** Also read by the week grid's compact cards (ScheduleWeek). */
export const appointmentFragment = graphql`
    fragment AppointmentItem_appointment on ServiceRecord {
      id
      serviceDate
      arrivalEnd
      status
      durationMinutes
      totalAmount
      priceIsEstimate
      lines {
        description
        amount
      }
      depositHeld
      reviewRequestedAt
      serviceName
      notes
      location
      customer {
        firstName
        lastName
        phone
      }
      ...JobDeposit_appointment
      vehicle {
        year
        make
        model
      }
    }
`;

export function AppointmentItem({ appointment }: { appointment: AppointmentItem_appointment$key }) {
  const a = useFragment(appointmentFragment, appointment);
  const vehicle = a.vehicle ? [a.vehicle.year, a.vehicle.make, a.vehicle.model].filter(Boolean).join(' ') : null;
  const minutes = jobMinutes(a.durationMinutes);
  const status = STATUS_LABELS[a.status];
  return (
    <li className={cn('space-y-2 rounded-xl border border-slate-200 p-4', isOff(a.status) ? 'bg-slate-50 text-slate-500' : 'bg-white')} data-testid="appointment" data-status={a.status}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
            <span className={cn(isOff(a.status) && 'line-through')}>{timeSpan(a.serviceDate, minutes)}</span>
            <span className="font-normal text-slate-500" data-testid="job-duration">
              {formatDuration(minutes)}
            </span>
            {status && (
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', a.status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}>
                {status}
              </span>
            )}
            {isNotCompleted(a.status, a.serviceDate) && <NotCompletedBadge />}
          </p>
          {a.arrivalEnd && (
            <p className="text-xs text-slate-600" data-testid="job-window">
              Arrival window {formatTime(a.serviceDate)} – {formatTime(a.arrivalEnd)}
            </p>
          )}
          <h3 className="font-semibold">
            {a.customer.firstName} {a.customer.lastName}
          </h3>
          <p className="text-sm text-slate-600">
            {a.serviceName ?? 'Detailing'}
            {vehicle ? ` · ${vehicle}` : ''}
          </p>
        </div>
        {a.totalAmount && (
          <p className="shrink-0 text-right font-semibold">
            ${a.totalAmount}
            {a.priceIsEstimate && <span className="block text-xs font-normal text-slate-500">estimate</span>}
          </p>
        )}
      </div>
      {a.lines.length > 0 && (
        // The quote the job was booked at (#50): the service at its size, add-ons, condition.
        <ul className="space-y-0.5 text-sm text-slate-600" aria-label="Price lines" data-testid="job-lines">
          {a.lines.map((l) => (
            <li key={l.description} className="flex justify-between gap-2">
              <span>{l.description}</span>
              <span>${l.amount}</span>
            </li>
          ))}
        </ul>
      )}
      {a.location && (
        <a href={mapsHref(a.location)} target="_blank" rel="noreferrer" className="flex items-center gap-1 text-sm text-brand-700 underline">
          <MapPin className="size-4" aria-hidden /> {a.location}
        </a>
      )}
      <a href={`tel:${a.customer.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-1 text-sm text-slate-700">
        <Phone className="size-4" aria-hidden /> {a.customer.phone}
      </a>
      {a.notes && <p className="whitespace-pre-wrap text-sm text-slate-600">{a.notes}</p>}
      <JobDeposit appointment={a} />
      {a.status === 'completed' && (
        <div className="flex flex-wrap gap-2 pt-1">
          <InvoiceButton appointmentId={a.id} />
          <AskForReview appointmentId={a.id} reviewRequestedAt={a.reviewRequestedAt} />
        </div>
      )}
      {a.status === 'scheduled' && (
        <AppointmentActions id={a.id} serviceDate={a.serviceDate} totalAmount={a.totalAmount ?? null} notes={a.notes ?? null} depositHeld={a.depositHeld ?? null}>
          {isToday(a.serviceDate) && <OnMyWayDialog appointmentId={a.id} firstName={a.customer.firstName} />}
        </AppointmentActions>
      )}
    </li>
  );
}
