// Articles with images (#57): the editor's upload (type and size checked as a logo's), served from the
// product's own origin to signed-in users only; an outside image address refused on save; the pages'
// CSP shows the product's images; publishing and drafting are audited in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_TOO_LARGE, ARTICLE_IMAGE_WRONG_TYPE, outsideImage, outsideImageMessage } from '../../../common/article-images.js';
import { CSP } from '../../http-guards.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** POST /api/admin/learning/images as `cookie`, the bytes in the multipart field `file`. */
async function upload(cookie: string | undefined, bytes: Uint8Array, opts: { type?: string; name?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/png' }), opts.name ?? 'photo.png');
  const res = await t.app.fetch(
    new Request('http://localhost/api/admin/learning/images', { method: 'POST', body: form, headers: { ...(cookie ? { cookie } : {}), ...opts.headers } }),
  );
  return { status: res.status, body: await res.json() };
}

const get = (path: string, cookie?: string) => t.app.fetch(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

describe('article images', () => {
  it('an admin uploads a PNG; signed-in users get it with cache headers, signed-out callers a 401', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const res = await upload(admin.cookie, PNG);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/learning-images\/[0-9a-f]{64}$/);
    // The same image again is the same address, stored once.
    expect((await upload(admin.cookie, PNG)).body.url).toBe(res.body.url);
    expect(await t.prisma.articleImage.count({ where: { hash: res.body.url.split('/').pop() } })).toBe(1);

    const seen = await get(res.body.url, owner.cookie);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await seen.arrayBuffer()).equals(PNG)).toBe(true);

    const anonymous = await get(res.body.url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await get(`/learning-images/${'0'.repeat(64)}`, owner.cookie)).status).toBe(404);
    expect((await get('/learning-images/not-a-hash', owner.cookie)).status).toBe(404);
  });

  it('checks the bytes, not the name or declared type, and the size; owners and signed-out callers are refused', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload(admin.cookie, svg, { type: 'image/png', name: 'x.png' })).toEqual({ status: 400, body: { error: ARTICLE_IMAGE_WRONG_TYPE } });
    expect(await upload(admin.cookie, Buffer.from('GIF89a....'), { type: 'image/gif', name: 'x.gif' })).toEqual({ status: 400, body: { error: ARTICLE_IMAGE_WRONG_TYPE } });
    const large = Buffer.concat([PNG, Buffer.alloc(ARTICLE_IMAGE_MAX_BYTES)]);
    expect(await upload(admin.cookie, large)).toEqual({ status: 400, body: { error: ARTICLE_IMAGE_TOO_LARGE } });
    expect((await upload(admin.cookie, Buffer.alloc(ARTICLE_IMAGE_MAX_BYTES * 2))).status).toBe(413);
    expect((await upload(owner.cookie, PNG)).status).toBe(403);
    expect((await upload(undefined, PNG)).status).toBe(401);
    // JSON is not an upload.
    expect((await admin.rest('POST', '/api/admin/learning/images', { file: 'x' })).status).toBe(415);
  });

  it("the owners' pages' CSP shows images from the product's own origin, where uploads are served", async () => {
    const imgSrc = CSP.split('; ').find((d) => d.startsWith('img-src'));
    expect(imgSrc?.split(' ')).toContain("'self'");
    const admin = await t.admin();
    const { body } = await upload(admin.cookie, PNG);
    // A path on the app's own origin: 'self' covers it, and the image is not refused by its resource policy.
    expect(body.url.startsWith('/')).toBe(true);
    const seen = await get(body.url, admin.cookie);
    expect(seen.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('an outside image address is refused on save with a sentence; the product\'s own images are kept', async () => {
    const admin = await t.admin();
    const { body: image } = await upload(admin.cookie, PNG);
    const base = { category: 'Business Growth', title: 'Before and after' };
    const ok = await admin.rest('POST', '/api/admin/learning', { ...base, content: `Look:\n\n![A clean car](${image.url})\n\n[A supplier](https://example.com)` });
    expect(ok.status).toBe(201);
    for (const content of [
      '![Car](https://images.example.com/car.jpg)',
      '![Car](//cdn.example.com/car.jpg)',
      '![Car][pic]\n\n[pic]: http://example.com/car.png',
      '![Car]( <https://example.com/a b.png> )',
    ]) {
      const url = outsideImage(content) ?? '';
      expect(url, content).not.toBe('');
      expect(await admin.rest('POST', '/api/admin/learning', { ...base, content }), content).toMatchObject({ status: 400, body: { error: outsideImageMessage(url) } });
    }
    const edit = await admin.rest('PUT', `/api/admin/learning/${ok.body.id}`, { ...base, content: 'Now ![x](https://tracker.example.com/p.gif)' });
    expect(edit).toMatchObject({ status: 400, body: { error: outsideImageMessage('https://tracker.example.com/p.gif') } });
    expect(outsideImageMessage('https://x.example/a.png')).toMatch(/^Images must be uploaded/);
  });
});

describe('article status audit', () => {
  it('publishing and drafting write article.publish and article.draft with the title; an unchanged status writes nothing', async () => {
    const admin = await t.admin();
    const { body } = await admin.rest('POST', '/api/admin/learning', { category: 'Marketing', title: 'Door hangers', content: 'Hang them.' });
    const entries = () => t.prisma.adminAudit.findMany({ where: { subjectId: body.id }, orderBy: { at: 'asc' } });
    expect((await admin.rest('PATCH', `/api/admin/learning/${body.id}/status`, { status: 'published' })).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/admin/learning/${body.id}/status`, { status: 'published' })).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/admin/learning/${body.id}/status`, { status: 'draft' })).status).toBe(200);
    const list = await entries();
    expect(list.map((e) => [e.action, e.subjectType, e.subjectLabel, e.actorId, e.actorEmail])).toEqual([
      ['article.publish', 'article', 'Door hangers', admin.user.id, admin.user.email],
      ['article.draft', 'article', 'Door hangers', admin.user.id, admin.user.email],
    ]);
  });
});
