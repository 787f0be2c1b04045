// Learning and scripts through GraphQL and REST: drafts stay hidden from owners, admins write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_REQUIRED } from '../../../common/content.js';
import { SAMPLE_ARTICLES } from '../../../common/sample-articles.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { PROGRAM_CONTENT } from '../program/program.content.js';
import { seedProgram } from '../program/program.seed.js';
import { seedContent } from './content.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.prisma);
});
afterAll(() => t?.close());

const article = (patch = {}) => ({ category: 'Business Growth', title: 'Hiring your first helper', content: '# Hiring\n\nStart part-time.', ...patch });

describe('seed', () => {
  it('loads the built-in articles and scripts in all categories once', async () => {
    expect(await t.prisma.article.count({ where: { status: 'published' } })).toBe(SAMPLE_ARTICLES.length);
    const categories = new Set((await t.prisma.scriptTemplate.findMany()).map((s) => s.category));
    expect([...categories].sort()).toEqual(['Cold Calling', 'Email Templates', 'Follow-Up', 'In-Person Scripts', 'Review Requests', 'Text Messages']);
    expect(await seedContent(t.prisma)).toBe(false);
  });

  it('seeds once when several server processes start together on one database', async () => {
    const fresh = await startTestApp();
    try {
      const results = await Promise.all([seedContent(fresh.prisma), seedContent(fresh.prisma), seedProgram(fresh.prisma, 30), seedProgram(fresh.prisma, 30)]);
      expect(results.filter(Boolean)).toHaveLength(2);
      expect(await fresh.prisma.article.count()).toBe(SAMPLE_ARTICLES.length);
      expect(await fresh.prisma.dailyTask.count()).toBe(PROGRAM_CONTENT.flatMap((d) => d.tasks).length);
    } finally {
      await fresh.close();
    }
  });
});

describe('articles', () => {
  it('a draft is invisible to owners everywhere until published', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const created = await admin.rest('POST', '/api/admin/learning', article({ readTime: '' }));
    expect(created).toMatchObject({ status: 201, body: { status: 'draft', readTime: '5 min' } });
    const id = created.body.id;
    const gid = Buffer.from(`Article:${id}`).toString('base64');

    expect(await owner.rest('GET', `/api/learning/${id}`)).toMatchObject({ status: 404, body: { error: 'Article not found' } });
    expect(JSON.stringify((await owner.rest('GET', '/api/learning')).body)).not.toContain('Hiring your first helper');
    expect(await owner.gql('query($id: ID!) { node(id: $id) { id } }', { id: gid })).toEqual({ data: { node: null } });
    expect(JSON.stringify((await owner.gql('{ learningCategories { articles { title } } }')).data)).not.toContain('Hiring');
    expect((await admin.rest('GET', `/api/learning/${id}`)).body.title).toBe('Hiring your first helper');

    expect(await admin.rest('PATCH', `/api/admin/learning/${id}/status`, { status: 'published' })).toMatchObject({ body: { status: 'published' } });
    expect((await owner.rest('GET', `/api/learning/${id}`)).body).toMatchObject({ title: 'Hiring your first helper', readTime: '5 min', category: 'Business Growth' });
    expect((await owner.rest('GET', '/api/learning')).body['Business Growth'].map((a: { title: string }) => a.title)).toContain('Hiring your first helper');

    await admin.rest('PATCH', `/api/admin/learning/${id}/status`, { status: 'draft' });
    expect((await owner.rest('GET', `/api/learning/${id}`)).status).toBe(404);
  });

  it('edits and deletes; validates the required fields', async () => {
    const admin = await t.admin();
    const { body } = await admin.rest('POST', '/api/admin/learning', article());
    expect((await admin.rest('PUT', `/api/admin/learning/${body.id}`, article({ title: 'Hiring help', readTime: '7 min' }))).body).toMatchObject({ title: 'Hiring help', readTime: '7 min' });
    for (const patch of [{ category: '' }, { title: ' ' }, { content: '' }]) {
      expect(await admin.rest('POST', '/api/admin/learning', article(patch))).toMatchObject({ status: 400, body: { error: CONTENT_REQUIRED } });
    }
    expect((await admin.rest('DELETE', `/api/admin/learning/${body.id}`)).status).toBe(200);
    expect((await admin.rest('GET', `/api/learning/${body.id}`)).status).toBe(404);
  });
});

describe('scripts', () => {
  it('owners read scripts; admins add, edit and delete them', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const created = await admin.rest('POST', '/api/admin/scripts', { category: 'Text Messages', title: 'Rain check', message: 'Hi {customerName}, rain today!' });
    expect(created.status).toBe(201);
    expect((await owner.rest('GET', '/api/scripts')).body.map((s: { title: string }) => s.title)).toContain('Rain check');
    expect((await admin.rest('PUT', `/api/admin/scripts/${created.body.id}`, { category: 'Follow-Up', title: 'Rain check', message: 'Rescheduled!' })).body).toMatchObject({ category: 'Follow-Up', message: 'Rescheduled!' });
    expect(await admin.rest('POST', '/api/admin/scripts', { category: 'Text Messages', title: '', message: 'x' })).toMatchObject({ status: 400, body: { error: CONTENT_REQUIRED } });
    expect((await admin.rest('DELETE', `/api/admin/scripts/${created.body.id}`)).status).toBe(200);
    expect((await owner.rest('GET', '/api/scripts')).body.map((s: { title: string }) => s.title)).not.toContain('Rain check');
  });

  it('every admin content route is 401 signed out and 403 for owners', async () => {
    const owner = await t.owner();
    const admin = await t.admin();
    const a = await admin.rest('POST', '/api/admin/learning', article());
    const s = await admin.rest('POST', '/api/admin/scripts', { category: 'Follow-Up', title: 'T', message: 'M' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/scripts'],
      ['POST', '/api/admin/scripts', { category: 'A', title: 'B', message: 'C' }],
      ['PUT', `/api/admin/scripts/${s.body.id}`, { category: 'A', title: 'B', message: 'C' }],
      ['DELETE', `/api/admin/scripts/${s.body.id}`],
      ['GET', '/api/admin/learning'],
      ['POST', '/api/admin/learning', article()],
      ['PUT', `/api/admin/learning/${a.body.id}`, article({ title: 'X' })],
      ['DELETE', `/api/admin/learning/${a.body.id}`],
      ['PATCH', `/api/admin/learning/${a.body.id}/status`, { status: 'published' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.caller().rest(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await owner.rest(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await admin.rest('GET', `/api/learning/${a.body.id}`)).body).toMatchObject({ status: 'draft', title: 'Hiring your first helper' });
    for (const path of ['/api/scripts', '/api/learning', `/api/learning/${a.body.id}`]) expect((await t.caller().rest('GET', path)).status).toBe(401);
  });
});
