// A local stand-in for Twilio's Messages API, so tests need no network: it takes messages (basic auth
// with the account's SID and auth token), records them, and posts Twilio's signed callbacks (delivery
// status to a message's StatusCallback, an inbound text to the app's inbound URL).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const STANDIN_ACCOUNT_SID = `AC${'5'.repeat(32)}`;
export const STANDIN_AUTH_TOKEN = 'standin-auth-token';
/** Twilio's magic test number that it refuses as invalid (error 21211); the stand-in does the same. */
export const INVALID_NUMBER = '+15005550001';

export interface StandinMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  status: string;
}

/** The app's environment for talking to this stand-in. */
export const twilioEnv = (url: string, from = '+15125550199') => ({
  TWILIO_ACCOUNT_SID: STANDIN_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: STANDIN_AUTH_TOKEN,
  TWILIO_FROM: from,
  TWILIO_API_BASE: url,
});

/** Posts `params` form-encoded to `url`, signed as Twilio signs its webhooks (X-Twilio-Signature). */
export async function postSigned(url: string, params: Record<string, string>, authToken = STANDIN_AUTH_TOKEN) {
  const signature = twilio.getExpectedTwilioSignature(authToken, url, params);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

export async function startTwilioStandin(opts: { port?: number; accountSid?: string; authToken?: string } = {}) {
  const accountSid = opts.accountSid ?? STANDIN_ACCOUNT_SID;
  const authToken = opts.authToken ?? STANDIN_AUTH_TOKEN;
  const messages: StandinMessage[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  /** Reports a message's new status to its StatusCallback, as Twilio does; returns the app's response. */
  async function report(sid: string, status: 'sent' | 'delivered' | 'undelivered' | 'failed', errorCode?: number) {
    const message = messages.find((m) => m.sid === sid);
    if (!message) throw new Error(`No stand-in message ${sid}`);
    if (!message.statusCallback) throw new Error(`Message ${sid} has no StatusCallback`);
    message.status = status;
    return postSigned(
      message.statusCallback,
      {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        From: message.from,
        To: message.to,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
      },
      authToken,
    );
  }

  /** A text from `from` to the platform's number, posted to the app's inbound webhook `url`. */
  function inbound(url: string, message: { from: string; to: string; body: string }) {
    const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
    return postSigned(
      url,
      { AccountSid: accountSid, ApiVersion: '2010-04-01', MessageSid: sid, SmsSid: sid, From: message.from, To: message.to, Body: message.body, NumMedia: '0' },
      authToken,
    );
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const refuse = (status: number, code: number, message: string) =>
        send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      try {
        // Browser tests (another process) read the messages and trigger callbacks here.
        if (req.method === 'GET' && url.pathname === '/__test/messages') return send(200, messages);
        if (req.method === 'POST' && url.pathname === '/__test/status') {
          const { sid, status, errorCode } = JSON.parse(raw) as { sid: string; status: 'delivered' | 'failed'; errorCode?: number };
          const answer = await report(sid, status, errorCode);
          return send(200, { status: answer.status });
        }
        if (req.method === 'POST' && url.pathname === '/__test/inbound') {
          const { url: target, from, to, body } = JSON.parse(raw) as { url: string; from: string; to: string; body: string };
          const answer = await inbound(target, { from, to, body });
          return send(200, { status: answer.status, body: await answer.text() });
        }
        const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
        if (req.method === 'POST' && match) {
          if (req.headers.authorization !== expectedAuth || match[1] !== accountSid) {
            return refuse(401, 20003, 'Authenticate');
          }
          const form = new URLSearchParams(raw);
          const to = form.get('To') ?? '';
          const from = form.get('From') ?? '';
          const body = form.get('Body') ?? '';
          if (!to) return refuse(400, 21604, "A 'To' phone number is required.");
          if (!from) return refuse(400, 21603, "A 'From' phone number is required.");
          if (!body) return refuse(400, 21602, 'Message body is required.');
          if (to === INVALID_NUMBER || !/^\+[1-9]\d{6,14}$/.test(to)) return refuse(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
          const message: StandinMessage = {
            sid: `SM${crypto.randomBytes(16).toString('hex')}`,
            accountSid,
            to,
            from,
            body,
            statusCallback: form.get('StatusCallback'),
            status: 'queued',
          };
          messages.push(message);
          const now = new Date().toUTCString();
          return send(201, {
            sid: message.sid,
            account_sid: accountSid,
            api_version: '2010-04-01',
            to,
            from,
            body,
            status: 'queued',
            direction: 'outbound-api',
            num_segments: '1',
            num_media: '0',
            price: null,
            price_unit: 'USD',
            error_code: null,
            error_message: null,
            date_created: now,
            date_updated: now,
            date_sent: null,
            messaging_service_sid: null,
            uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
            subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
          });
        }
        refuse(404, 20404, 'The requested resource was not found');
      } catch (err) {
        send(500, { message: String(err) });
      }
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accountSid,
    authToken,
    messages,
    report,
    inbound,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type TwilioStandin = Awaited<ReturnType<typeof startTwilioStandin>>;
