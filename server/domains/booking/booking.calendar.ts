// The owner's calendar feed (/calendar/{token}.ics, RFC 5545 through ical-generator): one event per
// scheduled appointment from 30 days ago on, for phones that subscribe to the secret address.
import ical from 'ical-generator';
import { DEFAULT_DURATION_MINUTES } from '../../../common/booking.js';
import { CONTROL_CHARACTERS } from '../../../common/text.js';
import type { Prisma } from '../../db/client.js';

const PAST_DAYS = 30;

/**
 * ical-generator writes the calendar's NAME and X-WR-CALNAME as given, unescaped: the name is escaped
 * here as RFC 5545 TEXT, and control characters (which names refuse anyway) become spaces, so no
 * business name can end the line and add properties to the feed.
 */
export const calendarText = (text: string) =>
  text.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' ').replace(/[\\;,]/g, (c) => `\\${c}`);
/** A token is base64url; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The feed's text, or null for an unknown or rotated token. */
export async function calendarFeed(prisma: Prisma, token: string, now = new Date()) {
  if (!TOKEN.test(token)) return null;
  const owner = await prisma.user.findUnique({
    where: { calendarFeedToken: token },
    select: { id: true, business: { select: { businessName: true } } },
  });
  if (!owner) return null;
  const records = await prisma.serviceRecord.findMany({
    where: {
      status: 'scheduled',
      customer: { ownerId: owner.id },
      serviceDate: { gte: new Date(now.getTime() - PAST_DAYS * 86_400_000) },
    },
    orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
    take: 2000,
    include: { customer: true, vehicle: true, bookingRequest: { select: { address: true } } },
  });
  const calendar = ical({
    name: calendarText(`${owner.business?.businessName ?? 'Detailing'} schedule`),
    prodId: { company: "Detailer's Launchpad", product: 'schedule', language: 'EN' },
  });
  for (const r of records) {
    const customer = `${r.customer.firstName} ${r.customer.lastName}`.trim();
    const vehicle = r.vehicle ? [r.vehicle.year, r.vehicle.make, r.vehicle.model].filter(Boolean).join(' ') : null;
    calendar.createEvent({
      id: `${r.id}@detailers-launchpad`,
      start: r.serviceDate,
      end: new Date(r.serviceDate.getTime() + (r.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000),
      stamp: r.updatedAt,
      summary: `${r.serviceName ?? 'Detailing'} — ${customer}`,
      location: r.address ?? r.bookingRequest?.address ?? r.customer.address ?? undefined,
      description: [
        `Phone: ${r.customer.phone}`,
        ...(vehicle ? [`Vehicle: ${vehicle}`] : []),
        ...(r.totalAmount ? [`Price: $${r.totalAmount.toFixed(2)}${r.priceIsEstimate ? ' (estimate)' : ''}`] : []),
        // The quote's lines (#50): the service at its size, the add-ons, the condition.
        ...(Array.isArray(r.priceLines) ? (r.priceLines as { description?: unknown; amount?: unknown }[]).map((l) => `- ${String(l.description ?? '')}: $${String(l.amount ?? '')}`) : []),
        ...(r.notes ? [`Notes: ${r.notes}`] : []),
      ].join('\n'),
    });
  }
  return calendar.toString();
}
