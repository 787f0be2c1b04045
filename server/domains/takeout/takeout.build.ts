// The file of "Download all my data" (#56): everything of one owner read straight from the database,
// as six CSV tables a spreadsheet opens (written with common/csv.ts's CSV_WRITE, so formula cells are
// defused like every CSV the product writes) and everything.json with every row of theirs. Secrets stay
// out: the profile is a list of allowed columns (PROFILE), the other rows' link tokens, hashes and Stripe
// sessions (SECRET_COLUMNS) are never selected, and sessions, API tokens and account links are not exported.
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';
import { CSV_WRITE } from '../../../common/csv.js';
import type { Prisma } from '../../db/client.js';

/**
 * The owner's profile, as a list of what may go out: the User row holds the account's credentials
 * (password hash, the calendar feed's secret, two-step sign-in's secret), and a new one must never
 * reach the file by being added to the model.
 */
const PROFILE = {
  id: true,
  email: true,
  pendingEmail: true,
  firstName: true,
  lastName: true,
  phone: true,
  isAdmin: true,
  paymentVerified: true,
  paymentNote: true,
  onboardingCompleted: true,
  currentProgramDay: true,
  customerCount: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Columns of the other rows never written to the file: link tokens and their hashes, payment-session handles. */
export const SECRET_COLUMNS = {
  serviceRecord: { manageTokenHash: true, depositPayToken: true, depositCheckoutSessionId: true },
  invoice: { payToken: true },
  invoicePayment: { stripeCheckoutSessionId: true },
} as const;

/** The files of the ZIP, in this order. */
export const EXPORT_FILES = ['customers.csv', 'vehicles.csv', 'jobs.csv', 'invoices.csv', 'payments.csv', 'messages.csv', 'everything.json'] as const;

type Cell = string | number | boolean | Date | { toString(): string } | null | undefined;

const cell = (v: Cell) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v));

/** One CSV table: a header row and a row per record, CRLF after every line (the last too). */
function table<T>(columns: Record<string, (row: T) => Cell>, rows: readonly T[]) {
  const fields = Object.keys(columns);
  const data = rows.map((row) => Object.values(columns).map((get) => cell(get(row))));
  const text = Papa.unparse({ fields, data }, CSV_WRITE);
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

const nameOf = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/** Every row of the owner's, secrets left out (see SECRET_COLUMNS). */
export async function ownerData(prisma: Prisma, ownerId: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: ownerId }, select: PROFILE });
  const [business, customers, jobs, invoices, messages, messageTemplates, tickets, taskProgress, conversationDays, bookingRequests, customerImports] =
    await Promise.all([
      prisma.business.findUnique({ where: { ownerId }, include: { services: { orderBy: { displayOrder: 'asc' } }, timeOff: true } }),
      prisma.customer.findMany({ where: { ownerId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { vehicles: { orderBy: { createdAt: 'asc' } } } }),
      prisma.serviceRecord.findMany({
        where: { customer: { ownerId } },
        orderBy: [{ serviceDate: 'asc' }, { id: 'asc' }],
        omit: SECRET_COLUMNS.serviceRecord,
        include: { customer: { select: { firstName: true, lastName: true } } },
      }),
      prisma.invoice.findMany({
        where: { ownerId },
        orderBy: { number: 'asc' },
        omit: SECRET_COLUMNS.invoice,
        include: {
          customer: { select: { firstName: true, lastName: true } },
          lines: { orderBy: { position: 'asc' } },
          payments: { orderBy: { createdAt: 'asc' }, omit: SECRET_COLUMNS.invoicePayment },
        },
      }),
      prisma.customerMessage.findMany({
        where: { ownerId },
        orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
        include: { customer: { select: { firstName: true, lastName: true } } },
      }),
      prisma.messageTemplate.findMany({ where: { ownerId }, orderBy: { kind: 'asc' } }),
      prisma.ticket.findMany({ where: { ownerId }, orderBy: { createdAt: 'asc' }, include: { messages: { orderBy: { createdAt: 'asc' } } } }),
      prisma.taskProgress.findMany({ where: { userId: ownerId }, orderBy: { completedAt: 'asc' } }),
      prisma.conversationDay.findMany({ where: { userId: ownerId }, orderBy: { date: 'asc' } }),
      prisma.bookingRequest.findMany({ where: { ownerId }, orderBy: { createdAt: 'asc' } }),
      prisma.customerImport.findMany({ where: { ownerId }, orderBy: { createdAt: 'asc' } }),
    ]);
  return { user, business, customers, jobs, invoices, messages, messageTemplates, tickets, taskProgress, conversationDays, bookingRequests, customerImports };
}

export type OwnerData = Awaited<ReturnType<typeof ownerData>>;

/** The six tables and everything.json of `data`. */
export function exportFiles(data: OwnerData, exportedAt: Date): Record<(typeof EXPORT_FILES)[number], string> {
  const vehicles = data.customers.flatMap((c) => c.vehicles.map((v) => ({ ...v, customer: c })));
  const payments = data.invoices.flatMap((i) => i.payments.map((p) => ({ ...p, invoice: i })));
  return {
    'customers.csv': table(
      {
        id: (c) => c.id,
        firstName: (c) => c.firstName,
        lastName: (c) => c.lastName,
        phone: (c) => c.phone,
        email: (c) => c.email,
        address: (c) => c.address,
        status: (c) => c.status,
        notes: (c) => c.notes,
        smsConsentAt: (c) => c.smsConsentAt,
        smsConsentSource: (c) => c.smsConsentSource,
        nextServiceDue: (c) => c.nextServiceDue,
        createdAt: (c) => c.createdAt,
      },
      data.customers,
    ),
    'vehicles.csv': table(
      {
        id: (v) => v.id,
        customerId: (v) => v.customerId,
        customer: (v) => nameOf(v.customer),
        year: (v) => v.year,
        make: (v) => v.make,
        model: (v) => v.model,
        color: (v) => v.color,
        licensePlate: (v) => v.licensePlate,
        createdAt: (v) => v.createdAt,
      },
      vehicles,
    ),
    'jobs.csv': table(
      {
        id: (j) => j.id,
        customerId: (j) => j.customerId,
        customer: (j) => nameOf(j.customer),
        vehicleId: (j) => j.vehicleId,
        serviceDate: (j) => j.serviceDate,
        status: (j) => j.status,
        service: (j) => j.serviceName,
        durationMinutes: (j) => j.durationMinutes,
        totalAmount: (j) => j.totalAmount?.toFixed(2),
        address: (j) => j.address,
        notes: (j) => j.notes,
        nextServiceDue: (j) => j.nextServiceDue,
        completedAt: (j) => j.completedAt,
        depositAmount: (j) => j.depositAmount?.toFixed(2),
        depositPaidAt: (j) => j.depositPaidAt,
        depositRefundedAt: (j) => j.depositRefundedAt,
        createdAt: (j) => j.createdAt,
      },
      data.jobs,
    ),
    'invoices.csv': table(
      {
        id: (i) => i.id,
        number: (i) => i.number,
        customerId: (i) => i.customerId,
        customer: (i) => nameOf(i.customer),
        jobId: (i) => i.appointmentId,
        status: (i) => i.status,
        subtotal: (i) => i.subtotal.toFixed(2),
        discount: (i) => i.discount.toFixed(2),
        taxRate: (i) => i.taxRate.toFixed(3),
        tax: (i) => i.tax.toFixed(2),
        tip: (i) => i.tip.toFixed(2),
        total: (i) => i.total.toFixed(2),
        depositApplied: (i) => i.depositApplied.toFixed(2),
        amountPaid: (i) => i.amountPaid.toFixed(2),
        balance: (i) => i.total.minus(i.depositApplied).minus(i.amountPaid).toFixed(2),
        dueDate: (i) => i.dueDate.toISOString().slice(0, 10),
        sentAt: (i) => i.sentAt,
        paidAt: (i) => i.paidAt,
        voidedAt: (i) => i.voidedAt,
        refundedAt: (i) => i.refundedAt,
        notes: (i) => i.notes,
        createdAt: (i) => i.createdAt,
      },
      data.invoices,
    ),
    'payments.csv': table(
      {
        id: (p) => p.id,
        invoiceId: (p) => p.invoiceId,
        invoiceNumber: (p) => p.invoice.number,
        method: (p) => p.method,
        amount: (p) => p.amount.toFixed(2),
        tip: (p) => p.tip.toFixed(2),
        note: (p) => p.note,
        stripePaymentIntentId: (p) => p.stripePaymentIntentId,
        refundedAt: (p) => p.refundedAt,
        removedAt: (p) => p.removedAt,
        createdAt: (p) => p.createdAt,
      },
      payments,
    ),
    'messages.csv': table(
      {
        id: (m) => m.id,
        customerId: (m) => m.customerId,
        customer: (m) => nameOf(m.customer),
        jobId: (m) => m.appointmentId,
        invoiceId: (m) => m.invoiceId,
        kind: (m) => m.kind,
        channel: (m) => m.channel,
        status: (m) => m.status,
        to: (m) => m.to,
        subject: (m) => m.subject,
        body: (m) => m.body,
        error: (m) => m.error,
        dueAt: (m) => m.dueAt,
        sentAt: (m) => m.sentAt,
        createdAt: (m) => m.createdAt,
      },
      data.messages,
    ),
    // Decimals serialise as their exact strings, dates as ISO 8601.
    'everything.json': `${JSON.stringify({ exportedAt, ...data }, null, 2)}\n`,
  };
}

/** The ZIP of the owner's data (DEFLATE, each file's modification time `exportedAt`). */
export async function buildExportZip(prisma: Prisma, ownerId: string, exportedAt = new Date()) {
  const files = exportFiles(await ownerData(prisma, ownerId), exportedAt);
  return zipSync(Object.fromEntries(EXPORT_FILES.map((name) => [name, [strToU8(files[name]), { mtime: exportedAt }]])), { level: 6 });
}
