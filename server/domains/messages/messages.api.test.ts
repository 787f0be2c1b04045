// Issue 29's API: message settings, previews, the timeline, "To text", marking and cancelling, consent,
// through GraphQL and REST. Rows the scheduler would write are created here with Prisma.
import { singleLineMessage } from '../../../common/text.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_KINDS, MESSAGE_VARIABLES } from '../../../common/messages.js';
import { toDatabaseId, toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { ONLY_MANUAL_TEXTS } from './messages.actions.js';
import { APPOINTMENT_NOT_FOUND } from './messages.preview.js';
import { REVIEW_LINK_MESSAGE } from './messages.settings.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;
const HOUR = 3_600_000;
let n = 0;

async function ownerWithBusiness() {
  const o = await t.owner();
  const name = `Shine ${Math.random().toString(36).slice(2, 8)}`;
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  return Object.assign(o, { subdomain: b.body.subdomain as string, businessName: name });
}

async function customerOf(o: Owner, patch: Record<string, unknown> = {}) {
  const res = await o.rest('POST', '/api/customers', {
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: `(913) 555-${String(2000 + n++).slice(-4)}`,
    email: 'maria@example.com',
    address: '9 Oak St, Olathe KS',
    ...patch,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; phone: string };
}

/** A row as the scheduler writes it. */
function message(o: Owner, customerId: string, patch: Record<string, unknown> = {}) {
  return t.prisma.customerMessage.create({
    data: {
      ownerId: o.user.id,
      customerId,
      kind: 'reminder',
      channel: 'manual_sms',
      status: 'scheduled',
      dueAt: new Date(Date.now() - HOUR),
      to: '+19135550100',
      body: 'Reminder from Shine: Full Detail tomorrow & more',
      ...patch,
    } as never,
  });
}

const SETTINGS = `{ viewer { messageSettings {
  reviewLink variables smsProvider { configured from }
  templates { kind enabled emailSubject emailBody smsBody offsetMinutes isDefault }
} } }`;
const UPDATE = `mutation($input: UpdateMessageSettingsInput!) { updateMessageSettings(input: $input) {
  __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }
  ... on UpdateMessageSettingsSuccess { messageSettings { reviewLink templates { kind enabled emailSubject smsBody offsetMinutes isDefault } } }
} }`;
const MARK = `mutation($id: ID!) { markMessageSent(input: { id: $id }) {
  __typename ... on Error { message } ... on MarkMessageSentSuccess { sent: customerMessage { id status sentAt } }
} }`;
const CANCEL = `mutation($id: ID!) { cancelMessage(input: { id: $id }) {
  __typename ... on Error { message } ... on CancelMessageSuccess { cancelled: customerMessage { id status } }
} }`;

describe('message settings', () => {
  it('starts from the defaults, every kind, with the variables and no SMS provider', async () => {
    const o = await ownerWithBusiness();
    const s = (await o.gql(SETTINGS)).data.viewer.messageSettings;
    expect(s.reviewLink).toBeNull();
    expect(s.variables).toEqual([...MESSAGE_VARIABLES]);
    expect(s.smsProvider).toEqual({ configured: false, from: null });
    expect(s.templates.map((x: { kind: string }) => x.kind)).toEqual([...MESSAGE_KINDS]);
    expect(s.templates[1]).toEqual({ ...DEFAULT_MESSAGE_TEMPLATES.reminder, isDefault: true });
  });

  it('saves partially: absent keys and kinds keep their values; a template is matched by its kind', async () => {
    const o = await ownerWithBusiness();
    const first = await o.gql(UPDATE, {
      input: { reviewLink: ' https://g.page/r/shine/review ', templates: [{ kind: 'reminder', offsetMinutes: 120, smsBody: 'See you {date}, {customerFirstName}!' }] },
    });
    expect(first.data.updateMessageSettings.__typename).toBe('UpdateMessageSettingsSuccess');
    await o.gql(UPDATE, { input: { templates: [{ kind: 'thank_you', enabled: false }] } });
    const s = (await o.gql(SETTINGS)).data.viewer.messageSettings;
    expect(s.reviewLink).toBe('https://g.page/r/shine/review');
    const byKind = Object.fromEntries(s.templates.map((x: { kind: string }) => [x.kind, x]));
    expect(byKind.reminder).toMatchObject({
      offsetMinutes: 120,
      smsBody: 'See you {date}, {customerFirstName}!',
      emailSubject: DEFAULT_MESSAGE_TEMPLATES.reminder.emailSubject,
      enabled: true,
      isDefault: false,
    });
    expect(byKind.thank_you).toMatchObject({ enabled: false, smsBody: DEFAULT_MESSAGE_TEMPLATES.thank_you.smsBody, isDefault: false });
    expect(byKind.confirmation.isDefault).toBe(true);
    // "" removes the review link.
    await o.gql(UPDATE, { input: { reviewLink: '' } });
    expect((await o.gql(SETTINGS)).data.viewer.messageSettings.reviewLink).toBeNull();
  });

  it('refuses an unknown variable by name, on its field, and saves nothing', async () => {
    const o = await ownerWithBusiness();
    const res = await o.gql(UPDATE, { input: { reviewLink: 'https://example.com/r', templates: [{ kind: 'confirmation' }, { kind: 'rebook', smsBody: 'Hi {firstName}, book: {bookingLink} {foo}' }] } });
    expect(res.data.updateMessageSettings).toEqual({
      __typename: 'ValidationError',
      message: 'Unknown variable {firstName}',
      fieldErrors: [
        { field: 'templates.1.smsBody', message: 'Unknown variable {firstName}' },
        { field: 'templates.1.smsBody', message: 'Unknown variable {foo}' },
      ],
    });
    const s = (await o.gql(SETTINGS)).data.viewer.messageSettings;
    expect(s.reviewLink).toBeNull();
    expect(s.templates.every((x: { isDefault: boolean }) => x.isDefault)).toBe(true);
  });

  it.each([
    [{ reviewLink: 'javascript:alert(1)' }, REVIEW_LINK_MESSAGE],
    [{ reviewLink: 'g.page/r/x' }, REVIEW_LINK_MESSAGE],
    [{ reviewLink: `https://x.com/${'a'.repeat(500)}` }, 'The review link is at most 500 characters'],
    [{ templates: [{ kind: 'reminder', offsetMinutes: 30 }] }, 'The reminder goes 60 to 10080 minutes before the job'],
    [{ templates: [{ kind: 'thank_you', offsetMinutes: -5 }] }, 'The thank-you goes 0 to 10080 minutes after the job is completed'],
    [{ templates: [{ kind: 'confirmation', offsetMinutes: 60 }] }, 'Only the reminder and the thank-you have a timing'],
    [{ templates: [{ kind: 'reminder', smsBody: 'x'.repeat(481) }] }, 'The text message is at most 480 characters'],
    [{ templates: [{ kind: 'reminder', emailSubject: '  ' }] }, 'The email subject is required'],
    [{ templates: [{ kind: 'reminder', emailSubject: 'a\nb' }] }, singleLineMessage('The email subject')],
    [{ templates: [{ kind: 'reminder', emailSubject: 'Your booking\u2028Bcc: x@evil.example' }] }, singleLineMessage('The email subject')],
    [{ templates: [{ kind: 'reminder', emailSubject: 'Ding\u0007 {businessName}' }] }, singleLineMessage('The email subject')],
    [{ templates: [{ kind: 'reminder' }, { kind: 'reminder' }] }, 'The reminder template is given twice'],
  ])('refuses %o with "%s"', async (input, message) => {
    const o = await ownerWithBusiness();
    const res = await o.gql(UPDATE, { input });
    expect(res.data.updateMessageSettings).toMatchObject({ __typename: 'ValidationError', message });
  });
});

describe('preview', () => {
  it('renders with the next scheduled job, a given job, or sample values when there is none', async () => {
    const o = await ownerWithBusiness();
    const PREVIEW = `query($kind: MessageKind!, $id: ID, $sms: String) { viewer { messagePreview(kind: $kind, appointmentId: $id, smsBody: $sms) {
      subject emailBody smsBody appointment { id }
    } } }`;
    const sample = (await o.gql(PREVIEW, { kind: 'confirmation' })).data.viewer.messagePreview;
    expect(sample.appointment).toBeNull();
    expect(sample.subject).toBe(`Your Full Detail with ${o.businessName} is booked`);

    const c = await customerOf(o, { firstName: 'Dana' });
    const past = await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: new Date(Date.now() - 48 * HOUR).toISOString(), status: 'completed', totalAmount: '50', notes: 'Wash' });
    expect(past.status).toBe(201);
    // Only a past job: the latest one.
    expect((await o.gql(PREVIEW, { kind: 'thank_you' })).data.viewer.messagePreview.appointment.id).toBe(toGlobalId('ServiceRecord', past.body.id));
    const next = await o.rest('POST', '/api/appointments', { customerId: c.id, serviceDate: '2031-03-04T15:00:00.000Z', status: 'scheduled', notes: 'Full detail', durationMinutes: 60 });
    expect(next.body).toMatchObject({ id: expect.any(String) });
    const p = (await o.gql(PREVIEW, { kind: 'reminder', sms: '{customerFirstName} at {address} on {date}, {window}. {unknown}' })).data.viewer.messagePreview;
    expect(p.appointment.id).toBe(toGlobalId('ServiceRecord', next.body.id));
    // 15:00 UTC is 9:00 AM in Olathe (Central time).
    expect(p.smsBody).toBe('Dana at 9 Oak St, Olathe KS on Tuesday, March 4, 9:00 AM. {unknown}');
    expect(p.subject).toBe('Reminder: Detailing on Tuesday, March 4');
    const given = (await o.gql(PREVIEW, { kind: 'reminder', id: toGlobalId('ServiceRecord', past.body.id) })).data.viewer.messagePreview;
    expect(given.appointment.id).toBe(toGlobalId('ServiceRecord', past.body.id));

    // Another owner's job is not found.
    const other = await ownerWithBusiness();
    const foreign = await other.gql(PREVIEW, { kind: 'reminder', id: toGlobalId('ServiceRecord', next.body.id) });
    expect(foreign.errors?.[0].message).toBe(APPOINTMENT_NOT_FOUND);
  });
});

describe('timeline, to text, mark sent and cancel', () => {
  it("lists a customer's messages newest due first, page by page", async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o);
    for (const [i, kind] of (['confirmation', 'reminder', 'thank_you'] as const).entries()) {
      await message(o, c.id, { kind, channel: 'email', to: 'maria@example.com', dueAt: new Date(Date.now() + i * HOUR), status: i ? 'scheduled' : 'sent' });
    }
    const PAGE = `query($id: ID!, $after: String) { node(id: $id) { ... on Customer { messages(first: 2, after: $after) {
      pageInfo { hasNextPage endCursor } edges { node { kind channel status to smsUrl customer { id } } }
    } } } }`;
    const id = toGlobalId('Customer', c.id);
    const one = (await o.gql(PAGE, { id })).data.node.messages;
    expect(one.edges.map((e: { node: { kind: string } }) => e.node.kind)).toEqual(['thank_you', 'reminder']);
    expect(one.edges[0].node).toMatchObject({ channel: 'email', smsUrl: null, customer: { id } });
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await o.gql(PAGE, { id, after: one.pageInfo.endCursor })).data.node.messages;
    expect(two.edges.map((e: { node: { kind: string } }) => e.node.kind)).toEqual(['confirmation']);
    expect(two.pageInfo.hasNextPage).toBe(false);
  });

  it('lists only due manual texts, oldest first, with the sms: link; marks one sent', async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o);
    const older = await message(o, c.id, { dueAt: new Date(Date.now() - 2 * HOUR) });
    const newer = await message(o, c.id);
    await message(o, c.id, { dueAt: new Date(Date.now() + HOUR) }); // not yet due
    await message(o, c.id, { channel: 'email', to: 'maria@example.com' });
    await message(o, c.id, { status: 'cancelled' });
    const TO_TEXT = '{ viewer { messagesToText(first: 10) { edges { node { id to body smsUrl } } } } }';
    const list = (await o.gql(TO_TEXT)).data.viewer.messagesToText.edges.map((e: { node: unknown }) => e.node);
    expect(list.map((m: { id: string }) => toDatabaseId(m.id))).toEqual([older.id, newer.id]);
    expect(list[0].smsUrl).toBe(`sms:+19135550100?&body=${encodeURIComponent(older.body)}`);

    const sent = await o.gql(MARK, { id: list[0].id });
    expect(sent.data.markMessageSent).toMatchObject({ __typename: 'MarkMessageSentSuccess', sent: { status: 'sent', sentAt: expect.any(String) } });
    expect((await o.gql(TO_TEXT)).data.viewer.messagesToText.edges).toHaveLength(1);
    expect((await o.gql(MARK, { id: list[0].id })).data.markMessageSent).toEqual({ __typename: 'ConflictError', message: 'This message was already sent' });
  });

  it('marks only manual texts sent, and cancels only scheduled messages', async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o);
    const email = await message(o, c.id, { channel: 'email', to: 'maria@example.com' });
    const gid = (id: string) => toGlobalId('CustomerMessage', id);
    expect((await o.gql(MARK, { id: gid(email.id) })).data.markMessageSent).toEqual({ __typename: 'ConflictError', message: ONLY_MANUAL_TEXTS });
    const cancelled = await o.gql(CANCEL, { id: gid(email.id) });
    expect(cancelled.data.cancelMessage).toEqual({ __typename: 'CancelMessageSuccess', cancelled: { id: gid(email.id), status: 'cancelled' } });
    expect((await o.gql(CANCEL, { id: gid(email.id) })).data.cancelMessage).toEqual({
      __typename: 'ConflictError',
      message: 'This message was cancelled; only a scheduled message can be cancelled',
    });
    const sent = await message(o, c.id, { status: 'sent', sentAt: new Date() });
    expect((await o.gql(CANCEL, { id: gid(sent.id) })).data.cancelMessage.message).toBe('This message was already sent; only a scheduled message can be cancelled');
    const text = await message(o, c.id, { status: 'cancelled' });
    expect((await o.gql(MARK, { id: gid(text.id) })).data.markMessageSent.message).toBe('This message was cancelled');
  });

  it('lists the failed messages of the last 7 days, newest first (not the skipped ones)', async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o);
    const skipped = await message(o, c.id, { status: 'skipped', to: '', error: 'No email address and no consent to texts' });
    const failed = await message(o, c.id, { channel: 'email', status: 'failed', error: 'Mailbox full', dueAt: new Date(Date.now() - 3 * 86_400_000) });
    await message(o, c.id, { channel: 'email', status: 'failed', dueAt: new Date(Date.now() - 8 * 86_400_000) });
    await message(o, c.id, { status: 'sent' });
    const res = await o.gql('{ viewer { failedMessages(first: 10) { edges { node { id status error } } } } }');
    expect(res.data.viewer.failedMessages.edges.map((e: { node: { id: string } }) => toDatabaseId(e.node.id))).toEqual([failed.id]);
    expect(skipped.status).toBe('skipped');
  });
});

describe('consent', () => {
  it('records the consent with its date and source, keeps it, and withdraws it', async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o);
    const id = toGlobalId('Customer', c.id);
    const UPDATE_CUSTOMER = `mutation($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) {
      __typename ... on Error { message } ... on UpdateCustomerSuccess { customer { firstName email smsConsentAt smsConsentSource smsOptedOut } }
    } }`;
    const before = Date.now();
    const given = (await o.gql(UPDATE_CUSTOMER, { id, input: { smsConsent: true } })).data.updateCustomer;
    expect(given.customer).toMatchObject({ firstName: 'Maria', email: 'maria@example.com', smsOptedOut: false });
    expect(new Date(given.customer.smsConsentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Verbal unless the owner says how.
    expect(given.customer.smsConsentSource).toBe('owner_verbal');
    // Saying yes again keeps the first date; saying how corrects the source only.
    const again = (await o.gql(UPDATE_CUSTOMER, { id, input: { smsConsent: true, firstName: 'Mia' } })).data.updateCustomer.customer;
    expect(again).toMatchObject({ firstName: 'Mia', smsConsentAt: given.customer.smsConsentAt, smsConsentSource: 'owner_verbal' });
    const written = (await o.gql(UPDATE_CUSTOMER, { id, input: { smsConsent: true, smsConsentSource: 'written' } })).data.updateCustomer.customer;
    expect(written).toMatchObject({ smsConsentAt: given.customer.smsConsentAt, smsConsentSource: 'owner_written' });
    const withdrawn = (await o.gql(UPDATE_CUSTOMER, { id, input: { smsConsent: false } })).data.updateCustomer.customer;
    expect(withdrawn).toMatchObject({ smsConsentAt: null, smsConsentSource: null });
    expect((await o.gql(UPDATE_CUSTOMER, { id, input: { firstName: null } })).data.updateCustomer.__typename).toBe('ValidationError');
  });

  it('shows a phone that replied STOP as opted out, in one query for a page of customers', async () => {
    const o = await ownerWithBusiness();
    const a = await customerOf(o, { phone: '(913) 555-7001' });
    await customerOf(o, { phone: '913.555.7002' });
    await t.prisma.smsOptOut.create({ data: { phone: '+19135557001' } });
    const PAGE = '{ viewer { customers(first: 10) { edges { node { id smsOptedOut } } } } }';
    const res = await o.gql(PAGE);
    const flags = Object.fromEntries(res.data.viewer.customers.edges.map((e: { node: { id: string; smsOptedOut: boolean } }) => [toDatabaseId(e.node.id), e.node.smsOptedOut]));
    expect(flags[a.id]).toBe(true);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    const one = await t.countStatements(() => o.gql('{ viewer { customers(first: 10) { edges { node { id } } } } }'));
    const withFlags = await t.countStatements(() => o.gql(PAGE));
    expect(withFlags - one).toBe(1);
  });
});

describe('owner isolation', () => {
  it("keeps another owner's messages out of reach", async () => {
    const o = await ownerWithBusiness();
    const other = await ownerWithBusiness();
    const c = await customerOf(o);
    const m = await message(o, c.id);
    const gid = toGlobalId('CustomerMessage', m.id);
    expect((await other.gql(MARK, { id: gid })).data.markMessageSent).toEqual({ __typename: 'NotFoundError', message: 'Message not found' });
    expect((await other.gql(CANCEL, { id: gid })).data.cancelMessage).toEqual({ __typename: 'NotFoundError', message: 'Message not found' });
    expect((await other.gql('query($id: ID!) { node(id: $id) { id } }', { id: gid })).data.node).toBeNull();
    expect((await other.gql('{ viewer { messagesToText(first: 10) { edges { node { id } } } } }')).data.viewer.messagesToText.edges).toEqual([]);
    expect((await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: m.id } })).status).toBe('scheduled');
  });
});

describe('REST', () => {
  it('GET and PUT /api/message-settings in the documented shape, PUT partial, 400 naming an unknown variable', async () => {
    const o = await ownerWithBusiness();
    const first = await o.rest('GET', '/api/message-settings');
    expect(first.status).toBe(200);
    expect(first.body.reviewLink).toBeNull();
    expect(first.body.templates[0]).toEqual({
      kind: 'confirmation',
      enabled: true,
      email: { subject: DEFAULT_MESSAGE_TEMPLATES.confirmation.emailSubject, body: DEFAULT_MESSAGE_TEMPLATES.confirmation.emailBody },
      sms: { body: DEFAULT_MESSAGE_TEMPLATES.confirmation.smsBody },
      offsetMinutes: null,
    });
    const put = await o.rest('PUT', '/api/message-settings', {
      reviewLink: 'https://g.page/r/shine',
      templates: [{ kind: 'reminder', email: { subject: 'See you {date}' }, offsetMinutes: 180 }],
    });
    expect(put.status).toBe(200);
    const reminder = put.body.templates.find((x: { kind: string }) => x.kind === 'reminder');
    expect(reminder).toEqual({
      kind: 'reminder',
      enabled: true,
      email: { subject: 'See you {date}', body: DEFAULT_MESSAGE_TEMPLATES.reminder.emailBody },
      sms: { body: DEFAULT_MESSAGE_TEMPLATES.reminder.smsBody },
      offsetMinutes: 180,
    });
    // Partial: the link stays when only a template is sent.
    const second = await o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'rebook', enabled: false }] });
    expect(second.body.reviewLink).toBe('https://g.page/r/shine');
    expect(second.body.templates.find((x: { kind: string }) => x.kind === 'reminder').offsetMinutes).toBe(180);

    expect(await o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'reminder', sms: { body: 'Hi {name}' } }] })).toMatchObject({
      status: 400,
      body: { error: 'Unknown variable {name}' },
    });
    expect(await o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'reminder', email: 'hi' }] })).toMatchObject({ status: 400 });
    expect(await o.rest('PUT', '/api/message-settings', { templates: [{ kind: 'birthday', enabled: true }] })).toMatchObject({ status: 400 });
    expect(await o.rest('PUT', '/api/message-settings', {})).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^Nothing to change/) } });
    expect(await t.caller().rest('GET', '/api/message-settings')).toMatchObject({ status: 401 });
  });

  it("GET a customer's messages and the to-text list; mark sent and cancel; 404 for another owner", async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o);
    const text = await message(o, c.id);
    const email = await message(o, c.id, { channel: 'email', to: 'maria@example.com', subject: 'Reminder', dueAt: new Date(Date.now() + HOUR) });
    const list = await o.rest('GET', `/api/customers/${c.id}/messages`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: email.id, kind: 'reminder', channel: 'email', status: 'scheduled', dueAt: email.dueAt.toISOString(), sentAt: null, to: 'maria@example.com', body: email.body, error: null },
      { id: text.id, kind: 'reminder', channel: 'manual_sms', status: 'scheduled', dueAt: text.dueAt.toISOString(), sentAt: null, to: '+19135550100', body: text.body, error: null },
    ]);
    expect((await o.rest('GET', '/api/messages/to-text')).body).toEqual([
      { id: text.id, to: '+19135550100', body: text.body, smsUrl: `sms:+19135550100?&body=${encodeURIComponent(text.body)}` },
    ]);
    const other = await ownerWithBusiness();
    expect(await other.rest('GET', `/api/customers/${c.id}/messages`)).toMatchObject({ status: 404, body: { error: 'Customer not found' } });
    expect(await other.rest('POST', `/api/messages/${text.id}/mark-sent`)).toMatchObject({ status: 404, body: { error: 'Message not found' } });
    expect(await other.rest('POST', `/api/messages/${email.id}/cancel`)).toMatchObject({ status: 404 });
    expect((await other.rest('GET', '/api/messages/to-text')).body).toEqual([]);

    expect(await o.rest('POST', `/api/messages/${email.id}/mark-sent`)).toMatchObject({ status: 409, body: { error: ONLY_MANUAL_TEXTS } });
    const sent = await o.rest('POST', `/api/messages/${text.id}/mark-sent`);
    expect(sent).toMatchObject({ status: 200, body: { id: text.id, status: 'sent', sentAt: expect.any(String) } });
    expect((await o.rest('GET', '/api/messages/to-text')).body).toEqual([]);
    expect(await o.rest('POST', `/api/messages/${email.id}/cancel`)).toMatchObject({ status: 200, body: { id: email.id, status: 'cancelled' } });
    expect(await o.rest('POST', `/api/messages/${email.id}/cancel`)).toMatchObject({ status: 409 });
  });

  it('PATCH /api/customers/{id} records and withdraws consent, keeping the other fields', async () => {
    const o = await ownerWithBusiness();
    const c = await customerOf(o, { notes: 'Gate code 12' });
    const yes = await o.rest('PATCH', `/api/customers/${c.id}`, { smsConsent: true });
    expect(yes).toMatchObject({ status: 200, body: { id: c.id, firstName: 'Maria', notes: 'Gate code 12', smsConsentAt: expect.any(String) } });
    const row = await t.prisma.customer.findUniqueOrThrow({ where: { id: c.id } });
    expect(row).toMatchObject({ smsConsentSource: 'owner_verbal', smsConsentAt: new Date(yes.body.smsConsentAt) });
    expect(yes.body.smsConsentSource).toBe('owner_verbal');
    expect(await o.rest('PATCH', `/api/customers/${c.id}`, { smsConsent: false, notes: '' })).toMatchObject({
      status: 200,
      body: { smsConsentAt: null, notes: null, firstName: 'Maria' },
    });
    expect(await o.rest('PATCH', `/api/customers/${c.id}`, { smsConsent: 'yes' })).toMatchObject({ status: 400 });
    expect(await o.rest('PATCH', `/api/customers/${c.id}`, { smsConsent: true, smsConsentSource: 'carrier pigeon' })).toMatchObject({ status: 400 });
    // A new customer added with the consent and how it was given.
    const created = await o.rest('POST', '/api/customers', { firstName: 'Ana', lastName: 'Ruiz', phone: '(913) 555-0771', smsConsent: true, smsConsentSource: 'written' });
    expect(created).toMatchObject({ status: 201, body: { smsConsentAt: expect.any(String), smsConsentSource: 'owner_written' } });
    expect(await o.rest('PATCH', `/api/customers/${c.id}`, { firstName: '' })).toMatchObject({ status: 400 });
    expect(await o.rest('PATCH', `/api/customers/${c.id}`, {})).toMatchObject({ status: 400 });
    const other = await ownerWithBusiness();
    expect(await other.rest('PATCH', `/api/customers/${c.id}`, { smsConsent: true })).toMatchObject({ status: 404 });
  });
});
