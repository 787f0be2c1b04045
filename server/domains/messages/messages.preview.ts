// A template rendered with a real job of the owner's (the one asked for, else the next scheduled, else
// the latest), or with sample values when the owner has no job yet.
import { GraphQLError } from 'graphql';
import { Temporal } from 'temporal-polyfill';
import { type MessageKind, type MessageValues, renderMessage } from '../../../common/messages.js';
import type { Business, Customer, ServiceRecord } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { signedInUser } from '../../auth/authenticate.js';
import { windowLabel } from '../../kernel/time.js';
import { FALLBACK_TIME_ZONE, zoneOfZip } from '../../kernel/zips.js';
import { appBase } from '../../kernel/urls.js';
import { messageTemplates } from './messages.service.js';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
/** The ETA an "on my way" preview shows. */
export const SAMPLE_ETA_MINUTES = '20';

export interface MessagePreviewView {
  subject: string;
  emailBody: string;
  smsBody: string;
  appointmentId: string | null;
}

type Job = ServiceRecord & { customer: Customer; bookingRequest: { address: string } | null };

/** "Tuesday, December 1" and "9:00–11:00 AM" of a job in the business's zone. */
export function jobDateAndWindow(job: Pick<ServiceRecord, 'serviceDate' | 'arrivalEnd'>, timeZone: string) {
  const start = Temporal.Instant.fromEpochMilliseconds(job.serviceDate.getTime()).toZonedDateTimeISO(timeZone);
  const end = Temporal.Instant.fromEpochMilliseconds((job.arrivalEnd ?? job.serviceDate).getTime()).toZonedDateTimeISO(timeZone);
  const date = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(job.serviceDate);
  return { date, window: windowLabel(start, end) };
}

/** What the invoice variables show in a preview. */
export const SAMPLE_INVOICE_VALUES = {
  invoiceNumber: '1042',
  invoiceTotal: '$189.00',
  invoiceItems: 'Full Detail: $169.00\nPet hair removal: $20.00',
  amountDue: '$139.00',
  dueDate: 'December 10',
} as const;

/** The values of a job's message (the manage link is the job's own only when sent: a preview shows its form). */
export function jobMessageValues(
  ctx: Pick<Context, 'config' | 'request'>,
  job: Job,
  business: Pick<Business, 'businessName' | 'subdomain' | 'reviewLink' | 'timeZone' | 'zipCode'> | null,
): MessageValues {
  const zone = business?.timeZone ?? (business ? zoneOfZip(business.zipCode) : FALLBACK_TIME_ZONE);
  return {
    customerFirstName: job.customer.firstName,
    businessName: business?.businessName ?? '',
    serviceName: job.serviceName ?? 'Detailing',
    ...jobDateAndWindow(job, zone),
    address: job.address ?? job.bookingRequest?.address ?? job.customer.address ?? '',
    etaMinutes: SAMPLE_ETA_MINUTES,
    reviewLink: business?.reviewLink ?? '',
    bookingLink: business ? `${appBase(ctx)}/booking/${business.subdomain}` : '',
    manageLink: job.manageTokenHash ? `${appBase(ctx)}/b/your-private-link` : '',
    ...SAMPLE_INVOICE_VALUES,
    payLink: `${appBase(ctx)}/pay/your-private-link`,
  };
}

/** What a preview shows when the owner has no job yet. */
export function sampleMessageValues(
  ctx: Pick<Context, 'config' | 'request'>,
  business: Pick<Business, 'businessName' | 'subdomain' | 'reviewLink'> | null,
): MessageValues {
  return {
    customerFirstName: 'Alex',
    businessName: business?.businessName ?? 'Your Detailing Co.',
    serviceName: 'Full Detail',
    date: 'Saturday, June 6',
    window: '9:00–11:00 AM',
    address: '123 Main St',
    etaMinutes: SAMPLE_ETA_MINUTES,
    reviewLink: business?.reviewLink || 'https://g.page/r/your-review-link',
    bookingLink: business ? `${appBase(ctx)}/booking/${business.subdomain}` : `${appBase(ctx)}/booking/your-business`,
    manageLink: `${appBase(ctx)}/b/your-private-link`,
    ...SAMPLE_INVOICE_VALUES,
    payLink: `${appBase(ctx)}/pay/your-private-link`,
  };
}

const jobInclude = { customer: true, bookingRequest: { select: { address: true } } } as const;

async function previewJob(ctx: Context, ownerId: string, appointmentId: string | null | undefined): Promise<Job | null> {
  if (appointmentId) {
    const job = await ctx.prisma.serviceRecord.findFirst({ where: { id: appointmentId, customer: { ownerId } }, include: jobInclude });
    if (!job) throw new GraphQLError(APPOINTMENT_NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });
    return job;
  }
  const next = await ctx.prisma.serviceRecord.findFirst({
    where: { customer: { ownerId }, status: 'scheduled', serviceDate: { gte: new Date() } },
    orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
    include: jobInclude,
  });
  return (
    next ??
    ctx.prisma.serviceRecord.findFirst({
      where: { customer: { ownerId } },
      orderBy: [{ serviceDate: 'desc' }, { id: 'desc' }],
      include: jobInclude,
    })
  );
}

export async function messagePreview(
  ctx: Context,
  kind: MessageKind,
  args: { appointmentId?: string | null; emailSubject?: string | null; emailBody?: string | null; smsBody?: string | null },
): Promise<MessagePreviewView> {
  const owner = signedInUser(ctx);
  const [templates, business, job] = await Promise.all([
    messageTemplates(ctx.prisma, owner.id),
    ctx.prisma.business.findUnique({ where: { ownerId: owner.id } }),
    previewJob(ctx, owner.id, args.appointmentId),
  ]);
  const template = templates.find((t) => t.kind === kind) ?? templates[0];
  const values = job ? jobMessageValues(ctx, job, business) : sampleMessageValues(ctx, business);
  return {
    subject: renderMessage(args.emailSubject ?? template.emailSubject, values),
    emailBody: renderMessage(args.emailBody ?? template.emailBody, values),
    smsBody: renderMessage(args.smsBody ?? template.smsBody, values),
    appointmentId: job?.id ?? null,
  };
}
