// One scheduled appointment: time, customer, vehicle, address (opens maps), service and price,
// with Complete, Reschedule and Cancel.
import { MapPin, Phone } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { AppointmentItem_appointment$key } from './__generated__/AppointmentItem_appointment.graphql';
import { AppointmentActions } from './AppointmentActions';

export const formatTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const mapsHref = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

/** Also read by the week grid's compact cards (ScheduleWeek). */
export const appointmentFragment = graphql`
    fragment AppointmentItem_appointment on ServiceRecord {
      id
      serviceDate
      totalAmount
      serviceName
      notes
      location
      customer {
        firstName
        lastName
        phone
      }
      vehicle {
        year
        make
        model
      }
    }
`;

export function AppointmentItem({ appointment, connectionId }: { appointment: AppointmentItem_appointment$key; connectionId?: string }) {
  const a = useFragment(appointmentFragment, appointment);
  const vehicle = a.vehicle ? [a.vehicle.year, a.vehicle.make, a.vehicle.model].filter(Boolean).join(' ') : null;
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="appointment">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-brand-700">{formatTime(a.serviceDate)}</p>
          <h3 className="font-semibold">
            {a.customer.firstName} {a.customer.lastName}
          </h3>
          <p className="text-sm text-slate-600">
            {a.serviceName ?? 'Detailing'}
            {vehicle ? ` · ${vehicle}` : ''}
          </p>
        </div>
        {a.totalAmount && <p className="font-semibold">${a.totalAmount}</p>}
      </div>
      {a.location && (
        <a href={mapsHref(a.location)} target="_blank" rel="noreferrer" className="flex items-center gap-1 text-sm text-brand-700 underline">
          <MapPin className="size-4" aria-hidden /> {a.location}
        </a>
      )}
      <a href={`tel:${a.customer.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-1 text-sm text-slate-700">
        <Phone className="size-4" aria-hidden /> {a.customer.phone}
      </a>
      {a.notes && <p className="whitespace-pre-wrap text-sm text-slate-600">{a.notes}</p>}
      <AppointmentActions id={a.id} serviceDate={a.serviceDate} totalAmount={a.totalAmount ?? null} connectionId={connectionId} />
    </li>
  );
}
