// The Twilio adapter: sends texts through Twilio's Messages API with its maintained package, and checks
// the X-Twilio-Signature of Twilio's callbacks. Built from the configuration, or null without it.
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { Config } from '../config.js';
import type { SmsProvider } from './sms.js';

export interface TwilioSms extends SmsProvider {
  /** Whether `signature` (X-Twilio-Signature) signs this public URL and these form parameters with the auth token. */
  validRequest(signature: string, url: string, params: Record<string, string>): boolean;
}

/** A message Twilio refused (a bad number, an unsubscribed recipient): its error code and message. */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    /** Twilio's error code (https://www.twilio.com/docs/api/errors), e.g. 21610 for an unsubscribed recipient. */
    readonly code: number | null,
    /** The HTTP status of the refusal: 4xx will not go through on a retry. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}

/**
 * The package's documented custom httpClient (twilio-node advanced-examples/custom-http-client.md): the
 * same request client, sending to `base` (the local stand-in) instead of https://api.twilio.com.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 10_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const moved = new URL(`${uri.pathname}${uri.search}`, this.base);
    return super.request({ ...opts, uri: moved.href });
  }
}

export function smsProviderFrom(config: Config): TwilioSms | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = config;
  if (!sid || !token || !from) return null;
  const client = twilio(sid, token, {
    timeout: 10_000,
    ...(config.TWILIO_API_BASE ? { httpClient: new BaseUrlRequestClient(new URL(config.TWILIO_API_BASE)) } : {}),
  });
  return {
    from,
    async send({ to, body, statusCallback }) {
      try {
        const message = await client.messages.create({ to, from, body, ...(statusCallback ? { statusCallback } : {}) });
        return { providerId: message.sid, status: message.status };
      } catch (err) {
        if (err instanceof twilio.RestException) {
          throw new SmsRefusedError(`Twilio refused the message: ${err.message}${err.code ? ` (error ${err.code})` : ''}`, err.code ?? null, err.status);
        }
        throw err;
      }
    },
    validRequest: (signature, url, params) => twilio.validateRequest(token, signature, url, params),
  };
}
