// The owner's message settings (templates merged over the defaults), the SMS provider's status, and the
// opt-out lookup of customers' phones.
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_KINDS, type MessageTemplateText } from '../../../common/messages.js';
import type { Config } from '../../config.js';
import type { Context } from '../../graphql/context.js';

export interface MessageTemplateView extends MessageTemplateText {
  /** No row of the owner's: the text is the default in code. */
  isDefault: boolean;
}

export interface MessageSettingsView {
  reviewLink: string | null;
  templates: MessageTemplateView[];
}

export interface SmsProviderStatusView {
  configured: boolean;
  from: string | null;
}

/** Twilio is used only with all three of its settings. */
export const smsProviderStatus = (config: Config): SmsProviderStatusView => {
  const configured = !!(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM);
  return { configured, from: configured ? (config.TWILIO_FROM ?? null) : null };
};

/** The owner's templates (every kind, in MESSAGE_KINDS order): their rows over the defaults. */
export async function messageTemplates(db: Pick<Context['prisma'], 'messageTemplate'>, ownerId: string): Promise<MessageTemplateView[]> {
  const rows = await db.messageTemplate.findMany({ where: { ownerId } });
  return MESSAGE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return { ...DEFAULT_MESSAGE_TEMPLATES[kind], isDefault: true };
    const { enabled, emailSubject, emailBody, smsBody, offsetMinutes } = row;
    return { kind, enabled, emailSubject, emailBody, smsBody, offsetMinutes, isDefault: false };
  });
}

export async function messageSettings(ctx: Pick<Context, 'prisma'>, ownerId: string): Promise<MessageSettingsView> {
  const [business, templates] = await Promise.all([
    ctx.prisma.business.findUnique({ where: { ownerId }, select: { reviewLink: true } }),
    messageTemplates(ctx.prisma, ownerId),
  ]);
  return { reviewLink: business?.reviewLink ?? null, templates };
}

/** The owner's own phone app with the number and the text filled in (a manual text). */
export const smsUrl = (to: string, body: string) => `sms:${to}?&body=${encodeURIComponent(body)}`;

/** The E.164 forms a stored phone may have in SmsOptOut: +1 and 10 digits for a US number, else + and its digits. */
export function e164Candidates(phone: string) {
  const digits = phone.replace(/\D/g, '');
  const us = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const forms = new Set<string>();
  if (us.length === 10) forms.add(`+1${us}`);
  if (digits) forms.add(`+${digits}`);
  return [...forms];
}

interface Pending {
  promise: Promise<boolean>;
  resolve: (v: boolean) => void;
  reject: (e: unknown) => void;
}
interface OptOutBatch {
  phones: Map<string, Pending>;
}
const batches = new WeakMap<object, OptOutBatch>();

/**
 * Whether a phone replied STOP. The phones asked for in one tick of a request are looked up together
 * (a customers page selecting smsOptedOut is one query, not one per customer).
 */
export function isOptedOut(ctx: Pick<Context, 'prisma'>, phone: string): Promise<boolean> {
  let batch = batches.get(ctx);
  if (!batch) {
    const current: OptOutBatch = { phones: new Map() };
    batch = current;
    batches.set(ctx, current);
    queueMicrotask(() => {
      batches.delete(ctx);
      const candidates = [...current.phones.keys()].flatMap(e164Candidates);
      ctx.prisma.smsOptOut
        .findMany({ where: { phone: { in: candidates } }, select: { phone: true } })
        .then((rows) => {
          const out = new Set(rows.map((r) => r.phone));
          for (const [p, entry] of current.phones) entry.resolve(e164Candidates(p).some((c) => out.has(c)));
        })
        .catch((e: unknown) => {
          for (const entry of current.phones.values()) entry.reject(e);
        });
    });
  }
  let entry = batch.phones.get(phone);
  if (!entry) {
    const settle: Partial<Pending> = {};
    const promise = new Promise<boolean>((resolve, reject) => {
      settle.resolve = resolve;
      settle.reject = reject;
    });
    entry = { promise, resolve: settle.resolve as (v: boolean) => void, reject: settle.reject as (e: unknown) => void };
    batch.phones.set(phone, entry);
  }
  return entry.promise;
}
