import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { STANDIN_AUTH_TOKEN, type TwilioStandin, postSigned, startTwilioStandin, twilioEnv } from '../../test/twilio-standin.js';
import { OPTED_OUT, keywordOf } from './sms.service.js';
import { BAD_SIGNATURE, SMS_NOT_CONFIGURED, publicUrl } from './sms.webhooks.js';

let standin: TwilioStandin;
let t: TestApp;
let server: ServerType;
let base: string;

beforeAll(async () => {
  standin = await startTwilioStandin();
  // Without APP_URL the signatures are checked against the address called (the socket below, on a port of its own).
  t = await startTestApp({ ...twilioEnv(standin.url), APP_URL: '' });
  // On a socket, so the stand-in can post Twilio's callbacks to the app as Twilio would.
  server = serve({ port: 0, hostname: '127.0.0.1', fetch: t.app.fetch });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
  await standin?.close();
});

/** A fresh phone number (E.164) per test, so opt-outs of one test touch no other. */
const freshPhone = () => `+1913555${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}`;

async function customerWith(phone: string) {
  const owner = await t.owner();
  const created = await owner.rest('POST', '/api/customers', { firstName: 'Tex', lastName: 'Ting', phone });
  expect(created.status).toBe(201);
  return { owner, customerId: created.body.id as string };
}

/** A text as the message queue leaves it: sent through the provider, with its SID. */
async function sentText(phone: string) {
  const { owner, customerId } = await customerWith(phone);
  const sms = t.app.services.sms;
  if (!sms) throw new Error('the test app has an SMS provider');
  const sent = await sms.send({ to: phone, body: 'See you tomorrow', statusCallback: `${base}/webhooks/sms/status` });
  const row = await t.prisma.customerMessage.create({
    data: { ownerId: owner.user.id, customerId, kind: 'confirmation', channel: 'sms', status: 'sent', dueAt: new Date(), sentAt: new Date(), to: phone, body: 'See you tomorrow', providerId: sent.providerId },
  });
  return { row, sid: sent.providerId };
}

describe('delivery status callbacks', () => {
  it('marks a text delivered when Twilio reports it', async () => {
    const { row, sid } = await sentText(freshPhone());
    const answer = await standin.report(sid, 'delivered');
    expect(answer.status).toBe(200);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'delivered', error: null });
  });

  it('marks it failed with the provider’s error, and a late "sent" does not undo a delivery', async () => {
    const failed = await sentText(freshPhone());
    expect((await standin.report(failed.sid, 'undelivered', 30003)).status).toBe(200);
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: failed.row.id } })).toMatchObject({
      status: 'failed',
      error: 'Not delivered: the phone is off or out of reach (error 30003)',
    });
    const delivered = await sentText(freshPhone());
    await standin.report(delivered.sid, 'delivered');
    await standin.report(delivered.sid, 'sent');
    expect((await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: delivered.row.id } })).status).toBe('delivered');
  });

  it('is driven over HTTP too, as a browser test in another process would', async () => {
    const { row, sid } = await sentText(freshPhone());
    const listed = (await (await fetch(`${standin.url}/__test/messages`)).json()) as { sid: string }[];
    expect(listed.map((m) => m.sid)).toContain(sid);
    const res = await fetch(`${standin.url}/__test/status`, { method: 'POST', body: JSON.stringify({ sid, status: 'failed', errorCode: 30006 }) });
    expect(await res.json()).toEqual({ status: 200 });
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'failed',
      error: 'Not delivered: a landline or a carrier that cannot take texts (error 30006)',
    });
  });

  it('opts the number out when Twilio says the recipient unsubscribed (21610)', async () => {
    const phone = freshPhone();
    const { sid } = await sentText(phone);
    await standin.report(sid, 'failed', 21610);
    expect(await t.prisma.smsOptOut.findUnique({ where: { phone } })).not.toBeNull();
  });

  it('ignores an unknown SID with 200', async () => {
    const res = await postSigned(`${base}/webhooks/sms/status`, { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' });
    expect(res.status).toBe(200);
  });

  it('refuses a request without a valid signature with 403 and changes nothing', async () => {
    const { row, sid } = await sentText(freshPhone());
    const url = `${base}/webhooks/sms/status`;
    const params = { MessageSid: sid, MessageStatus: 'failed', ErrorCode: '30007' };
    const forged = await postSigned(url, params, 'not-the-auth-token');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: BAD_SIGNATURE });
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() });
    expect(unsigned.status).toBe(403);
    // A signature of other parameters does not cover these.
    const signature = twilio.getExpectedTwilioSignature(STANDIN_AUTH_TOKEN, url, { ...params, MessageStatus: 'delivered' });
    const swapped = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() });
    expect(swapped.status).toBe(403);
    expect((await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('sent');
  });
});

describe('STOP and START', () => {
  it('STOP opts the number out and cancels its texts still due; START opts it back in', async () => {
    const phone = freshPhone();
    const { owner, customerId } = await customerWith(phone);
    const due = (channel: 'sms' | 'manual_sms' | 'email', to: string) =>
      t.prisma.customerMessage.create({
        data: { ownerId: owner.user.id, customerId, kind: 'reminder', channel, dueAt: new Date(Date.now() + 86_400_000), to, body: 'Reminder' },
      });
    const text = await due('sms', phone);
    const email = await due('email', 'tex@example.com');
    const other = await due('sms', freshPhone());
    const inbound = `${base}/webhooks/sms/inbound`;

    const stop = await standin.inbound(inbound, { from: phone, to: '+15125550199', body: ' stop ' });
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await stop.text()).toMatch(/<Response\s*\/>/);
    expect(await t.prisma.smsOptOut.findUnique({ where: { phone } })).not.toBeNull();
    expect(await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: text.id } })).toMatchObject({ status: 'cancelled', error: OPTED_OUT });
    expect((await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: email.id } })).status).toBe('scheduled');
    expect((await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('scheduled');
    // A second STOP is harmless.
    expect((await standin.inbound(inbound, { from: phone, to: '+15125550199', body: 'UNSUBSCRIBE' })).status).toBe(200);

    const chat = await standin.inbound(inbound, { from: phone, to: '+15125550199', body: 'Can you come at 10 instead?' });
    expect(chat.status).toBe(200);
    expect(await t.prisma.smsOptOut.findUnique({ where: { phone } })).not.toBeNull();

    expect((await standin.inbound(inbound, { from: phone, to: '+15125550199', body: 'Start' })).status).toBe(200);
    expect(await t.prisma.smsOptOut.findUnique({ where: { phone } })).toBeNull();
  });

  it('knows Twilio’s keywords, and only as the whole text', () => {
    for (const word of ['STOP', 'stopall', 'Unsubscribe', 'CANCEL', 'end', 'QUIT']) expect(keywordOf(word)).toBe('opt_out');
    for (const word of ['START', 'unstop', 'Yes']) expect(keywordOf(word)).toBe('opt_in');
    for (const text of ['please stop by at noon', 'yes please', '', 'STOP!']) expect(keywordOf(text)).toBeNull();
  });

  it('refuses a forged STOP with 403', async () => {
    const phone = freshPhone();
    const res = await postSigned(`${base}/webhooks/sms/inbound`, { From: phone, Body: 'STOP' }, 'forged');
    expect(res.status).toBe(403);
    expect(await t.prisma.smsOptOut.findUnique({ where: { phone } })).toBeNull();
  });
});

describe('the public URL the signature covers', () => {
  const request = (headers: Record<string, string> = {}) => new Request('http://10.0.0.5:3000/webhooks/sms/status?x=1', { method: 'POST', headers });

  it('is APP_URL with the path when set, the forwarded scheme and host behind a trusted proxy, else the request’s', () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.detailer.example' };
    expect(publicUrl(request(), { APP_URL: 'https://launchpad.example/', TRUST_PROXY: false })).toBe('https://launchpad.example/webhooks/sms/status?x=1');
    expect(publicUrl(request(forwarded), { APP_URL: undefined, TRUST_PROXY: true })).toBe('https://app.detailer.example/webhooks/sms/status?x=1');
    expect(publicUrl(request(forwarded), { APP_URL: undefined, TRUST_PROXY: false })).toBe('http://10.0.0.5:3000/webhooks/sms/status?x=1');
  });

  it('is checked against APP_URL: a signature for the app’s public address passes', async () => {
    const behind = await startTestApp({ ...twilioEnv(standin.url), APP_URL: 'https://launchpad.example' });
    try {
      const phone = freshPhone();
      const params = { From: phone, Body: 'STOP' };
      const post = (url: string) =>
        behind.app.fetch(
          new Request('http://127.0.0.1:3000/webhooks/sms/inbound', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(STANDIN_AUTH_TOKEN, url, params) },
            body: new URLSearchParams(params).toString(),
          }),
        );
      expect((await post('http://127.0.0.1:3000/webhooks/sms/inbound')).status).toBe(403);
      expect((await post('https://launchpad.example/webhooks/sms/inbound')).status).toBe(200);
      expect(await behind.prisma.smsOptOut.findUnique({ where: { phone } })).not.toBeNull();
    } finally {
      await behind.close();
    }
  });
});

it('answers 403 when no SMS provider is configured', async () => {
  const plain = await startTestApp();
  try {
    for (const event of ['status', 'inbound']) {
      const res = await plain.caller().send('POST', `/webhooks/sms/${event}`, 'From=%2B15125550100&Body=STOP', {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': 'anything',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: SMS_NOT_CONFIGURED });
    }
  } finally {
    await plain.close();
  }
});
