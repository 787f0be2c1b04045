// One booking request in the inbox: who (with their number), what, when (the booked time once accepted,
// the visitor's wish before) and where, with Call / Text (a message filled in), the address in the maps app,
// Accept and Decline.
import { MessageSquare, Phone } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '../../../common/booking-times';
import { formatPhone } from '../../../common/phone';
import { durationText } from '../../../common/quote';
import { formatInstant } from '../../ui/businessZone';
import { mailHref, mapsHref, smsHref, telHref } from '../../ui/contactLinks';
import { cn } from '../../ui/cn';
import { PriceLines } from '../../ui/PriceLines';
import type { RequestListItem_request$key } from './__generated__/RequestListItem_request.graphql';
import { RequestAnswers } from './RequestAnswers';
import { formatDay } from './formatDay';

const statusStyle: Record<string, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  accepted: 'bg-green-100 text-green-800',
  declined: 'bg-slate-200 text-slate-700',
};

/** The text the owner starts from when answering a request by message. */
const replyText = (name: string, businessName: string | null, service: string, day: string) =>
  `Hi ${name.split(' ')[0]}, this is ${businessName ?? 'your detailer'} about your ${service} request for ${day}. `;

/** The booked time: "Fri, Nov 27, 10:00 AM" (the business's). */
export const formatBooked = (iso: string) => formatInstant(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** How a request's booked job ended, beside its time. */
const BOOKED_STATUS: Record<string, string> = { completed: 'done', cancelled: 'cancelled', no_show: 'no-show' };

export function RequestListItem({ request, businessName = null }: { request: RequestListItem_request$key; businessName?: string | null }) {
  const r = useFragment(
    graphql`
      fragment RequestListItem_request on BookingRequest {
        id
        status
        name
        phone
        email
        serviceName
        servicePrice
        quoteTotal
        priceIsEstimate
        durationMinutes
        lines {
          description
          amount
        }
        ...RequestAnswers_request
        vehicleYear
        vehicleMake
        vehicleModel
        preferredDate
        preferredTime
        address
        notes
        createdAt
        appointment {
          id
          serviceDate
          status
        }
      }
    `,
    request,
  );
  const vehicle = [r.vehicleYear, r.vehicleMake, r.vehicleModel].filter(Boolean).join(' ');
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="booking-request">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{r.name}</h3>
          <p className="text-sm text-slate-600">
            {r.serviceName}
            {r.quoteTotal ? ` · $${r.quoteTotal}${r.priceIsEstimate ? ' estimate' : ''}` : r.servicePrice ? ` · $${r.servicePrice}` : ''} · {vehicle}
          </p>
        </div>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', statusStyle[r.status])}>{r.status}</span>
      </div>
      {/* The visitor's quote (#50): the service at the vehicle's size, the add-ons, the condition. */}
      <PriceLines lines={r.lines} />
      {r.lines.length > 0 && r.durationMinutes ? <p className="text-sm text-slate-600">About {durationText(r.durationMinutes)} on site</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {r.appointment ? (
          <>
            <dt className="text-slate-500">Booked</dt>
            <dd data-testid="booked-time">
              {formatBooked(r.appointment.serviceDate)}
              {r.appointment.status !== 'scheduled' && ` (${BOOKED_STATUS[r.appointment.status] ?? r.appointment.status})`}
            </dd>
            <dt className="text-slate-500">Asked for</dt>
            <dd className="text-slate-500">
              {formatDay(r.preferredDate)}, {PREFERRED_TIME_LABELS[r.preferredTime as PreferredTime] ?? r.preferredTime}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-slate-500">When</dt>
            <dd>
              {formatDay(r.preferredDate)}, {PREFERRED_TIME_LABELS[r.preferredTime as PreferredTime] ?? r.preferredTime}
            </dd>
          </>
        )}
        <dt className="text-slate-500">Phone</dt>
        <dd>
          <a href={telHref(r.phone)} className="text-brand-700 underline">
            {formatPhone(r.phone)}
          </a>
        </dd>
        <dt className="text-slate-500">Where</dt>
        <dd>
          <a href={mapsHref(r.address)} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {r.address}
          </a>
        </dd>
        {r.email && (
          <>
            <dt className="text-slate-500">Email</dt>
            <dd className="truncate">
              <a href={mailHref(r.email)} className="text-brand-700 underline">
                {r.email}
              </a>
            </dd>
          </>
        )}
        {r.notes && (
          <>
            <dt className="text-slate-500">Notes</dt>
            <dd className="whitespace-pre-wrap">{r.notes}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <a href={telHref(r.phone)} className="inline-flex h-9 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium">
          <Phone className="size-4" aria-hidden /> Call
        </a>
        <a href={smsHref(r.phone, replyText(r.name, businessName, r.serviceName, formatDay(r.preferredDate)))} className="inline-flex h-9 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium">
          <MessageSquare className="size-4" aria-hidden /> Text
        </a>
        {r.status === 'pending' && (
          <RequestAnswers request={r} />
        )}
      </div>
    </li>
  );
}
