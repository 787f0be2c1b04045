// The booking page's brand: colour and logo set through GraphQL, checked on the server, served by
// content hash, and shown on the server-rendered page and its link preview.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_COLOR_INVALID,
  BRAND_NOTHING_TO_CHANGE,
  contrastRatio,
  INK_DARK,
  INK_LIGHT,
  inkOnWhite,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  sniffLogoType,
  textOn,
} from '../../../common/brand.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28, 2)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const b64 = (b: Buffer) => b.toString('base64');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const UPDATE = `mutation($input: UpdateBookingBrandInput!) {
  updateBookingBrand(input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
    ... on UpdateBookingBrandSuccess { business { id brandColor logoUrl } }
  }
}`;
const PUBLIC = 'query($s: String!) { publicBusiness(subdomain: $s) { brandColor logoUrl } }';

let n = 0;
async function ownerWithBusiness() {
  const owner = await t.owner();
  const name = `Brand Shine ${Date.now().toString(36)}${n++}`;
  const res = await owner.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
  expect(res.status).toBe(201);
  return Object.assign(owner, { subdomain: res.body.subdomain as string });
}
type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;
const update = (owner: Pick<Owner, 'gql'>, input: Record<string, unknown>) => owner.gql(UPDATE, { input }).then((r) => r.data.updateBookingBrand);
const publicBrand = (subdomain: string) => t.caller().gql(PUBLIC, { s: subdomain }).then((r) => r.data.publicBusiness);

describe('brand colour', () => {
  it('is set as #rrggbb (any case, stored lowercase), kept when absent, cleared by null', async () => {
    const owner = await ownerWithBusiness();
    expect(await update(owner, { brandColor: ' #0F766E ' })).toMatchObject({ business: { brandColor: '#0f766e' } });
    expect(await publicBrand(owner.subdomain)).toEqual({ brandColor: '#0f766e', logoUrl: null });
    expect(await update(owner, { logo: null })).toMatchObject({ business: { brandColor: '#0f766e' } });
    expect(await update(owner, {})).toMatchObject({ __typename: 'ValidationError', message: BRAND_NOTHING_TO_CHANGE });
    expect(await update(owner, { brandColor: null })).toMatchObject({ business: { brandColor: null } });
  });

  it.each(['red', '#fff', '#12345g', '#1234567', 'javascript:alert(1)', ''])('refuses %j beside the field, changing nothing', async (color) => {
    const owner = await ownerWithBusiness();
    await update(owner, { brandColor: '#0f766e' });
    expect(await update(owner, { brandColor: color })).toEqual({
      __typename: 'ValidationError',
      message: BRAND_COLOR_INVALID,
      fieldErrors: [{ field: 'brandColor', message: BRAND_COLOR_INVALID }],
    });
    expect((await publicBrand(owner.subdomain)).brandColor).toBe('#0f766e');
  });
});

describe('logo', () => {
  it('is served at an address named by its sha256, immutable, with its type and nosniff; a new logo gets a new address', async () => {
    const owner = await ownerWithBusiness();
    const first = await update(owner, { logo: b64(PNG) });
    expect(first.business.logoUrl).toBe(`/booking-logo/${sha256(PNG)}`);
    const res = await t.caller().send('GET', first.business.logoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const second = await update(owner, { logo: b64(JPEG) });
    expect(second.business.logoUrl).toBe(`/booking-logo/${sha256(JPEG)}`);
    expect(second.business.logoUrl).not.toBe(first.business.logoUrl);
    expect((await t.caller().send('GET', second.business.logoUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await t.caller().send('GET', first.business.logoUrl)).status).toBe(404);
    expect((await publicBrand(owner.subdomain)).logoUrl).toBe(second.business.logoUrl);

    expect(await update(owner, { logo: b64(WEBP), brandColor: '#7c3aed' })).toMatchObject({
      business: { brandColor: '#7c3aed', logoUrl: `/booking-logo/${sha256(WEBP)}` },
    });
    expect(await update(owner, { logo: null })).toMatchObject({ business: { logoUrl: null, brandColor: '#7c3aed' } });
    expect((await t.caller().send('GET', `/booking-logo/${sha256(WEBP)}`)).status).toBe(404);
  });

  it.each([
    ['an SVG', b64(SVG), LOGO_WRONG_TYPE],
    ['text declared as a PNG', `data:image/png;base64,${b64(Buffer.from('not an image at all'))}`, LOGO_WRONG_TYPE],
    ['something that is not base64', '!!!not base64!!!', LOGO_WRONG_TYPE],
    ['an empty file', '', LOGO_WRONG_TYPE],
    ['a PNG over 256 kB', b64(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)])), LOGO_TOO_LARGE],
  ])('refuses %s beside the field', async (_what, logo, message) => {
    const owner = await ownerWithBusiness();
    expect(await update(owner, { logo })).toEqual({ __typename: 'ValidationError', message, fieldErrors: [{ field: 'logo', message }] });
    expect((await publicBrand(owner.subdomain)).logoUrl).toBeNull();
  });

  it('takes a PNG of exactly 256 kB, and reports colour and logo mistakes together', async () => {
    const owner = await ownerWithBusiness();
    const exact = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect((await update(owner, { logo: b64(exact) })).business.logoUrl).toBe(`/booking-logo/${sha256(exact)}`);
    const both = await update(owner, { brandColor: 'blue', logo: b64(SVG) });
    expect(both.fieldErrors).toEqual([
      { field: 'brandColor', message: BRAND_COLOR_INVALID },
      { field: 'logo', message: LOGO_WRONG_TYPE },
    ]);
  });

  it('an unknown or malformed hash is a 404', async () => {
    expect((await t.caller().send('GET', `/booking-logo/${'a'.repeat(64)}`)).status).toBe(404);
    expect((await t.caller().send('GET', '/booking-logo/..%2F..%2Fetc')).status).toBe(404);
  });
});

describe('REST: PUT /api/business/brand', () => {
  it('sets the brand with the same rules (400 with the message, 401 signed out)', async () => {
    const owner = await ownerWithBusiness();
    expect(await owner.rest('PUT', '/api/business/brand', { brandColor: '#0F766E', logo: b64(PNG) })).toMatchObject({
      status: 200,
      body: { brandColor: '#0f766e', logoUrl: `/booking-logo/${sha256(PNG)}` },
    });
    expect(await owner.rest('PUT', '/api/business/brand', { logo: b64(SVG) })).toMatchObject({ status: 400, body: { error: LOGO_WRONG_TYPE } });
    expect(await owner.rest('PUT', '/api/business/brand', { logo: null })).toMatchObject({ status: 200, body: { brandColor: '#0f766e', logoUrl: null } });
    expect(await owner.rest('PUT', '/api/business/brand', { colour: 'red' })).toMatchObject({ status: 400, body: { error: BRAND_NOTHING_TO_CHANGE } });
    expect((await t.caller().rest('PUT', '/api/business/brand', { brandColor: '#0f766e' })).status).toBe(401);
  });
});

describe('authorization', () => {
  it('refuses a signed-out caller', async () => {
    const res = await t.caller().gql(UPDATE, { input: { brandColor: '#0f766e' } });
    expect(res.data?.updateBookingBrand ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("an owner changes only their own page, and cannot read another owner's brand", async () => {
    const a = await ownerWithBusiness();
    const b = await ownerWithBusiness();
    const aBusiness = await update(a, { brandColor: '#0f766e', logo: b64(PNG) });
    await update(b, { brandColor: '#b91c1c', logo: null });
    expect(await publicBrand(a.subdomain)).toEqual({ brandColor: '#0f766e', logoUrl: `/booking-logo/${sha256(PNG)}` });
    expect(await publicBrand(b.subdomain)).toEqual({ brandColor: '#b91c1c', logoUrl: null });
    const asB = await b.gql('query($id: ID!) { node(id: $id) { ... on Business { brandColor logoUrl } } }', { id: aBusiness.business.id });
    expect(asB.data.node).toBeNull();
  });

  it('an owner without a business is told so', async () => {
    const owner = await t.owner();
    expect(await update(owner, { brandColor: '#0f766e' })).toMatchObject({ __typename: 'NotFoundError', message: 'Business not found' });
  });
});

describe('the server-rendered page', () => {
  it('carries the colour (with readable text on it), the logo and the logo as the link preview image', async () => {
    const owner = await ownerWithBusiness();
    await update(owner, { brandColor: '#facc15', logo: b64(PNG) });
    const res = await t.caller().send('GET', `/booking/${owner.subdomain}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const logo = `/booking-logo/${sha256(PNG)}`;
    expect(html).toContain(`<meta property="og:image" content="http://localhost${logo}" />`);
    expect(html).toContain('<meta name="theme-color" content="#facc15" />');
    // Yellow takes dark text; the prices and links use a darker gold that reads on white.
    expect(html).toContain(`style="background-color:#facc15;color:${INK_DARK}"`);
    expect(html).toContain(`<img src="${logo}"`);
    expect(html).toContain(`color:${inkOnWhite('#facc15')}`);
  });

  it('without a brand, has no preview image and uses the default colours', async () => {
    const owner = await ownerWithBusiness();
    const html = await (await t.caller().send('GET', `/booking/${owner.subdomain}`)).text();
    expect(html).not.toContain('og:image');
    expect(html).toContain(`style="background-color:#1d4ed8;color:${INK_LIGHT}"`);
  });
});

describe('readable colours', () => {
  it('picks white or dark text by luminance, and darkens a light colour for text on white', () => {
    expect(textOn('#1d4ed8')).toBe(INK_LIGHT);
    expect(textOn('#000000')).toBe(INK_LIGHT);
    expect(textOn('#facc15')).toBe(INK_DARK);
    expect(textOn('#ffffff')).toBe(INK_DARK);
    for (const c of ['#facc15', '#ffffff', '#a3e635', '#0f766e', '#1d4ed8']) {
      expect(contrastRatio(textOn(c), c)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(inkOnWhite(c), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(inkOnWhite('#1d4ed8')).toBe('#1d4ed8');
  });

  it('knows an image by its first bytes', () => {
    expect(sniffLogoType(PNG)).toBe('image/png');
    expect(sniffLogoType(JPEG)).toBe('image/jpeg');
    expect(sniffLogoType(WEBP)).toBe('image/webp');
    expect(sniffLogoType(SVG)).toBeNull();
    expect(sniffLogoType(new Uint8Array())).toBeNull();
  });
});
