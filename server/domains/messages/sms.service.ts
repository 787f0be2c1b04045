// What the SMS provider tells us: a text's delivery status (delivered, or failed with the provider's
// error) and a customer's STOP or START, which opts their number out of texts (cancelling those still
// due) or back in. The webhooks (sms.webhooks.ts) only check the signature and call these.
import type { Prisma } from '../../db/client.js';

/** Twilio's standard opt-out and opt-in keywords: the whole text, any case. */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;
export const OPTED_OUT = 'The customer replied STOP to texts';
/** Twilio's error for a text to a number that replied STOP: it too opts the number out here. */
const UNSUBSCRIBED_RECIPIENT = 21610;

/** The reasons owners see most, for Twilio's delivery error codes (https://www.twilio.com/docs/api/errors). */
const ERROR_REASONS: Record<number, string> = {
  21610: 'the customer replied STOP',
  21211: 'the phone number is not valid',
  21614: 'the number cannot receive texts',
  30003: 'the phone is off or out of reach',
  30004: 'the message was blocked',
  30005: 'the number does not exist',
  30006: 'a landline or a carrier that cannot take texts',
  30007: 'the carrier filtered it as spam',
  30008: 'an unknown carrier error',
};

const E164 = /^\+[1-9]\d{6,14}$/;

export function keywordOf(body: string): 'opt_out' | 'opt_in' | null {
  const word = body.trim().toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt_out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt_in';
  return null;
}

export function failureReason(errorCode: string | undefined) {
  const code = Number(errorCode);
  if (!errorCode || !Number.isInteger(code)) return 'Not delivered';
  const reason = ERROR_REASONS[code];
  return `Not delivered${reason ? `: ${reason}` : ''} (error ${code})`;
}

/**
 * A delivery report for the text with this provider id: delivered, or failed/undelivered with the
 * provider's error. Reports may arrive out of order, so a delivered text is never set back, and a
 * status in between (queued, sending, sent) changes nothing. An unknown id is ignored.
 */
export async function recordDeliveryStatus(prisma: Prisma, report: { providerId: string; status: string; errorCode?: string; to?: string }) {
  if (!report.providerId) return { updated: 0 };
  if (report.status === 'delivered') {
    const { count } = await prisma.customerMessage.updateMany({
      where: { providerId: report.providerId, channel: 'sms', status: { in: ['scheduled', 'sent'] } },
      data: { status: 'delivered', error: null },
    });
    return { updated: count };
  }
  if (report.status === 'failed' || report.status === 'undelivered') {
    return prisma.$transaction(async (tx) => {
      const { count } = await tx.customerMessage.updateMany({
        where: { providerId: report.providerId, channel: 'sms', status: { in: ['scheduled', 'sent'] } },
        data: { status: 'failed', error: failureReason(report.errorCode) },
      });
      if (count > 0 && Number(report.errorCode) === UNSUBSCRIBED_RECIPIENT) {
        const message = await tx.customerMessage.findUnique({ where: { providerId: report.providerId }, select: { to: true } });
        if (message) await optOutIn(tx, message.to);
      }
      return { updated: count };
    });
  }
  return { updated: 0 };
}

/**
 * The customer's consent to texts as a visitor gave it on a booking form (the box ticked); recorded
 * when the request is accepted or the instant booking made. An unticked box takes nothing back.
 */

type Tx = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

async function optOutIn(tx: Tx, phone: string) {
  await tx.smsOptOut.createMany({ data: [{ phone }], skipDuplicates: true });
  const { count } = await tx.customerMessage.updateMany({
    where: { to: phone, channel: 'sms', status: 'scheduled' },
    data: { status: 'cancelled', error: OPTED_OUT },
  });
  return count;
}

/** STOP: no more texts to this number, and those still due are cancelled. Returns how many were. */
export function optOut(prisma: Prisma, phone: string) {
  return prisma.$transaction((tx) => optOutIn(tx, phone));
}

/** START: texts may go to this number again (to customers who consented). */
export async function optIn(prisma: Prisma, phone: string) {
  await prisma.smsOptOut.deleteMany({ where: { phone } });
}

/** An inbound text: STOP or START words change the number's opt-out; anything else is not ours to read. */
export async function handleInboundText(prisma: Prisma, text: { from: string; body: string }) {
  if (!E164.test(text.from)) return { action: null };
  const action = keywordOf(text.body);
  if (action === 'opt_out') return { action, cancelled: await optOut(prisma, text.from) };
  if (action === 'opt_in') await optIn(prisma, text.from);
  return { action };
}
