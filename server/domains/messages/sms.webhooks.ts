// The SMS provider's callbacks, POST /webhooks/sms/status and /webhooks/sms/inbound: each checked with
// Twilio's X-Twilio-Signature against the URL Twilio called (the public one), then handed to
// sms.service.ts. 403 when the signature is wrong or no provider is configured.
import twilio from 'twilio';
import type { Config } from '../../config.js';
import type { AppServices } from '../../services.js';
import { handleInboundText, recordDeliveryStatus } from './sms.service.js';

export const SMS_NOT_CONFIGURED = 'Text messages are not configured';
export const BAD_SIGNATURE = 'The request signature is not valid';
/** Twilio's callbacks are a few hundred bytes of form fields. */
export const MAX_SMS_WEBHOOK_BYTES = 64 * 1024;

/**
 * The URL the provider called, which its signature covers: APP_URL's origin with the path when set;
 * else, behind a trusted proxy, the forwarded scheme and host; else the request's own URL.
 */
export function publicUrl(request: Request, config: Pick<Config, 'APP_URL' | 'TRUST_PROXY'>) {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  if (config.APP_URL) return `${config.APP_URL.replace(/\/$/, '')}${path}`;
  if (config.TRUST_PROXY) {
    const last = (name: string) => request.headers.get(name)?.split(',').at(-1)?.trim() || null;
    const proto = last('x-forwarded-proto') ?? url.protocol.replace(':', '');
    const host = last('x-forwarded-host') ?? url.host;
    return `${proto}://${host}${path}`;
  }
  return url.href;
}

type Answer = { status: 200 | 403; body: string; contentType: string };
const ok = (): Answer => ({ status: 200, body: '', contentType: 'text/plain' });
/** An empty TwiML answer: no reply from us (Twilio sends its own confirmation of STOP and START). */
const emptyTwiml = (): Answer => ({ status: 200, body: new twilio.twiml.MessagingResponse().toString(), contentType: 'text/xml' });
const refused = (error: string): Answer => ({ status: 403, body: JSON.stringify({ error }), contentType: 'application/json' });

export async function handleSmsWebhook(services: Pick<AppServices, 'sms' | 'prisma' | 'config'>, event: 'status' | 'inbound', request: Request): Promise<Answer> {
  const { sms } = services;
  if (!sms) return refused(SMS_NOT_CONFIGURED);
  const type = request.headers.get('content-type') ?? '';
  const raw = /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type) ? await request.text() : '';
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) params[key] = value;
  const signature = request.headers.get('x-twilio-signature') ?? '';
  if (!signature || !sms.validRequest(signature, publicUrl(request, services.config), params)) return refused(BAD_SIGNATURE);
  // Twilio never sends U+0000; nothing holding one can name a message or a number.
  if (Object.values(params).some((v) => v.includes('\u0000'))) return event === 'status' ? ok() : emptyTwiml();
  if (event === 'status') {
    await recordDeliveryStatus(services.prisma, { providerId: params.MessageSid ?? '', status: params.MessageStatus ?? '', errorCode: params.ErrorCode });
    return ok();
  }
  await handleInboundText(services.prisma, { from: params.From ?? '', body: params.Body ?? '' });
  return emptyTwiml();
}
