// The owner changes the booking address once; the old address redirects (301) for 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBDOMAIN_CHANGED_ALREADY, SUBDOMAIN_EMPTY, SUBDOMAIN_REDIRECT_DAYS, SUBDOMAIN_UNCHANGED } from '../../../common/business.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { SUBDOMAIN_TAKEN } from './business.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const CHANGE = `mutation($subdomain: String!) {
  changeSubdomain(subdomain: $subdomain) {
    __typename
    ... on Error { message }
    ... on ChangeSubdomainSuccess { business { subdomain bookingPath subdomainChangeable } }
  }
}`;
const AVAILABILITY = 'query($name: String!) { subdomainAvailability(name: $name) { subdomain available suggestion } }';

const tag = () => Math.random().toString(36).slice(2, 8);

async function ownerWithPage(name = `Move Shine ${tag()}`) {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(b.status).toBe(201);
  return Object.assign(o, { subdomain: b.body.subdomain as string, businessName: name });
}
type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
const change = async (o: { gql: Owner['gql'] }, subdomain: string) => (await o.gql(CHANGE, { subdomain })).data?.changeSubdomain;
const visit = (path: string) => t.caller().send('GET', path);

describe('changing the booking address', () => {
  it('moves the page; the old address answers 301 to the new one, keeping the query', async () => {
    const o = await ownerWithPage();
    const wanted = `newhome${tag()}`;
    expect(await change(o, ` NewHome${wanted.slice(7)} `)).toEqual({
      __typename: 'ChangeSubdomainSuccess',
      business: { subdomain: wanted, bookingPath: `/booking/${wanted}`, subdomainChangeable: false },
    });
    const moved = await visit(`/booking/${o.subdomain}?utm_source=card`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/booking/${wanted}?utm_source=card`);
    expect((await visit(`/booking/${o.subdomain.toUpperCase()}`)).headers.get('location')).toBe(`/booking/${wanted}`);
    const page = await visit(`/booking/${wanted}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(o.businessName);
    expect((await o.rest('GET', '/api/business')).body.subdomain).toBe(wanted);
    const row = await t.prisma.subdomainRedirect.findUniqueOrThrow({ where: { subdomain: o.subdomain } });
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SUBDOMAIN_REDIRECT_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(SUBDOMAIN_REDIRECT_DAYS);
  });

  it('is allowed once', async () => {
    const o = await ownerWithPage();
    expect((await o.gql('{ viewer { business { subdomainChangeable } } }')).data.viewer.business.subdomainChangeable).toBe(true);
    const first = `once${tag()}`;
    expect((await change(o, first)).__typename).toBe('ChangeSubdomainSuccess');
    expect(await change(o, `twice${tag()}`)).toEqual({ __typename: 'ValidationError', message: SUBDOMAIN_CHANGED_ALREADY });
    expect((await o.rest('GET', '/api/business')).body.subdomain).toBe(first);
    expect((await o.gql('{ viewer { business { subdomainChangeable } } }')).data.viewer.business.subdomainChangeable).toBe(false);
  });

  it('once more when support allows it from the ticket: the ticket shows the address, and the second change redirects too', async () => {
    const o = await ownerWithPage();
    const first = `first${tag()}`;
    expect((await change(o, first)).__typename).toBe('ChangeSubdomainSuccess');
    const ticket = await o.rest('POST', '/api/support/ticket', { category: 'Website/Booking Problem', subject: 'New address', message: 'I renamed my business again.' });
    expect(ticket.status).toBe(201);
    const admin = await t.admin();
    const REQUESTER = `query($id: ID!) { node(id: $id) { ... on Ticket { requester { userId business { bookingPath subdomainChangeable } } } } }`;
    const seen = (await admin.gql(REQUESTER, { id: Buffer.from(`Ticket:${ticket.body.id}`).toString('base64') })).data.node.requester;
    expect(seen.business).toEqual({ bookingPath: `/booking/${first}`, subdomainChangeable: false });
    const ALLOW = `mutation($userId: ID!) { allowSubdomainChange(userId: $userId) {
      __typename ... on Error { message } ... on AllowSubdomainChangeSuccess { business { subdomain subdomainChangeable } } } }`;
    // An owner cannot allow themselves another change.
    expect((await o.gql(ALLOW, { userId: seen.userId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await change(o, `second${tag()}`)).message).toBe(SUBDOMAIN_CHANGED_ALREADY);
    expect((await admin.gql(ALLOW, { userId: seen.userId })).data.allowSubdomainChange).toEqual({
      __typename: 'AllowSubdomainChangeSuccess',
      business: { subdomain: first, subdomainChangeable: true },
    });
    const second = `second${tag()}`;
    expect((await change(o, second)).__typename).toBe('ChangeSubdomainSuccess');
    expect((await visit(`/booking/${first}`)).headers.get('location')).toBe(`/booking/${second}`);
    expect((await visit(`/booking/${o.subdomain}`)).headers.get('location')).toBe(`/booking/${second}`);
    expect(await change(o, `third${tag()}`)).toEqual({ __typename: 'ValidationError', message: SUBDOMAIN_CHANGED_ALREADY });
  });

  it('checks the address as onboarding does: letters and numbers, not the same, not taken', async () => {
    const o = await ownerWithPage();
    const other = await ownerWithPage();
    expect(await change(o, '  ')).toEqual({ __typename: 'ValidationError', message: SUBDOMAIN_EMPTY });
    expect(await change(o, 'new-home')).toEqual({ __typename: 'ValidationError', message: 'Invalid subdomain: use only letters and numbers' });
    expect(await change(o, 'x'.repeat(31))).toEqual({ __typename: 'ValidationError', message: 'Invalid subdomain: at most 30 characters' });
    expect(await change(o, o.subdomain.toUpperCase())).toEqual({ __typename: 'ValidationError', message: SUBDOMAIN_UNCHANGED });
    expect(await change(o, other.subdomain)).toEqual({ __typename: 'ConflictError', message: SUBDOMAIN_TAKEN });
    // Refusals leave the one change unused.
    expect((await o.gql('{ viewer { business { subdomain subdomainChangeable } } }')).data.viewer.business).toEqual({ subdomain: o.subdomain, subdomainChangeable: true });
  });

  it('an address still redirecting cannot be taken by a new business, nor by another change', async () => {
    const o = await ownerWithPage();
    const left = o.subdomain;
    expect((await change(o, `moved${tag()}`)).__typename).toBe('ChangeSubdomainSuccess');

    const newcomer = await t.owner();
    expect((await newcomer.gql(AVAILABILITY, { name: left })).data.subdomainAvailability).toMatchObject({ subdomain: left, available: false, suggestion: expect.any(String) });
    expect(await newcomer.rest('POST', '/api/onboarding/business', { businessName: o.businessName, city: 'Olathe', state: 'KS', zipCode: '66062' })).toMatchObject({
      status: 409,
      body: { error: SUBDOMAIN_TAKEN },
    });
    const mover = await ownerWithPage();
    expect(await change(mover, left)).toEqual({ __typename: 'ConflictError', message: SUBDOMAIN_TAKEN });
  });

  it('after 90 days the old address is gone (404) and free again', async () => {
    const o = await ownerWithPage();
    const left = o.subdomain;
    expect((await change(o, `later${tag()}`)).__typename).toBe('ChangeSubdomainSuccess');
    expect((await visit(`/booking/${left}`)).status).toBe(301);
    // 90 days on.
    await t.prisma.subdomainRedirect.update({ where: { subdomain: left }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await visit(`/booking/${left}`)).status).toBe(404);
    const newcomer = await t.owner();
    expect((await newcomer.gql(AVAILABILITY, { name: left })).data.subdomainAvailability).toMatchObject({ available: true });
    const taken = await newcomer.rest('POST', '/api/onboarding/business', { businessName: o.businessName, city: 'Olathe', state: 'KS', zipCode: '66062' });
    expect(taken).toMatchObject({ status: 201, body: { subdomain: left } });
    expect((await visit(`/booking/${left}`)).status).toBe(200);
  });

  it('changes only the caller’s own business, and only for a signed-in owner with one', async () => {
    const a = await ownerWithPage();
    const b = await ownerWithPage();
    const wanted = `mine${tag()}`;
    expect((await change(b, wanted)).__typename).toBe('ChangeSubdomainSuccess');
    expect((await a.rest('GET', '/api/business')).body.subdomain).toBe(a.subdomain);
    expect((await a.gql('{ viewer { business { subdomainChangeable } } }')).data.viewer.business.subdomainChangeable).toBe(true);

    const anonymous = await t.caller().gql(CHANGE, { subdomain: `anon${tag()}` });
    expect(anonymous.data?.changeSubdomain ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    const noBusiness = await t.owner();
    expect((await change(noBusiness, `none${tag()}`)).__typename).toBe('NotFoundError');
    expect(await t.prisma.subdomainRedirect.count({ where: { businessId: (await t.prisma.business.findUniqueOrThrow({ where: { ownerId: a.user.id } })).id } })).toBe(0);
  });
});
