// Learning and scripts through GraphQL and REST: drafts stay hidden from owners, admins write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_REQUIRED } from '../../../common/content.js';
import { LIBRARY_CATEGORIES, STARTER_LIBRARY } from '../../../common/library/index.js';
import { readTimeOf, wordCount } from '../../../common/reading.js';
import { SAMPLE_ARTICLES } from '../../../common/sample-articles.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { PROGRAM_CONTENT } from '../program/program.content.js';
import { seedProgram } from '../program/program.seed.js';
import { orderCategories } from './content.queries.js';
import { CONTENT_SEED_MARKER, seedContent } from './content.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.prisma);
});
afterAll(() => t?.close());

const article = (patch = {}) => ({ category: 'Business Growth', title: 'Hiring your first helper', content: '# Hiring\n\nStart part-time.', ...patch });

type Listed = { id: string; title: string; category: string; content: string; readTime: string; wordCount: number };

/** The library by category, in its order: what GET /api/learning answers on a fresh install. */
const libraryByCategory = () => {
  const groups = new Map<string, typeof STARTER_LIBRARY>();
  for (const a of STARTER_LIBRARY) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
  return groups;
};

/** An install of an earlier release: the nine samples as its seed loaded them (typed read times), its marker written. */
async function earlierInstall(app: TestApp) {
  await app.prisma.article.createMany({
    data: SAMPLE_ARTICLES.map(({ id: _id, ...a }, i) => ({ ...a, status: 'published' as const, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
  });
  await app.prisma.appSetting.create({ data: { key: CONTENT_SEED_MARKER, value: 'earlier' } });
}

describe('seed', () => {
  it('loads the scripts in all categories and the starter library once', async () => {
    expect(await t.prisma.article.count({ where: { status: 'published' } })).toBe(STARTER_LIBRARY.length);
    expect(await t.prisma.article.count()).toBe(STARTER_LIBRARY.length);
    const categories = new Set((await t.prisma.scriptTemplate.findMany()).map((s) => s.category));
    expect([...categories].sort()).toEqual(['Cold Calling', 'Email Templates', 'Follow-Up', 'In-Person Scripts', 'Review Requests', 'Text Messages']);
    expect(await seedContent(t.prisma)).toBe(false);
    expect(await t.prisma.article.count()).toBe(STARTER_LIBRARY.length);
  });

  it('on a fresh install GET /api/learning is the library: its categories in order, its articles in order, read times computed', async () => {
    const owner = await t.owner();
    const { status, body } = await owner.rest('GET', '/api/learning');
    expect(status).toBe(200);
    const expected = libraryByCategory();
    expect(Object.keys(body)).toEqual([...expected.keys()]);
    expect(Object.keys(body)).toEqual(LIBRARY_CATEGORIES.filter((c) => expected.has(c)));
    for (const [category, list] of expected) {
      const listed = body[category] as Listed[];
      expect(listed.map((a) => a.title), category).toEqual(list.map((a) => a.title));
      for (const [i, a] of listed.entries()) {
        expect(a.content).toBe(list[i].content);
        expect(a.wordCount, a.title).toBe(wordCount(list[i].content));
        expect(a.readTime, a.title).toBe(readTimeOf(a.wordCount));
        expect(a.readTime).toBe(`${Math.max(1, Math.ceil(a.wordCount / 200))} min`);
        // The single article carries the same figures.
        expect((await owner.rest('GET', `/api/learning/${a.id}`)).body).toMatchObject({ title: a.title, readTime: a.readTime, wordCount: a.wordCount });
      }
    }
    // GraphQL too, and the dashboard's "first two categories" are the library's first two.
    const { data } = await owner.gql('{ learningCategories { name articles { title readTime wordCount } } }');
    expect(data.learningCategories.map((c: { name: string }) => c.name)).toEqual([...expected.keys()]);
    expect(data.learningCategories.flatMap((c: { articles: unknown[] }) => c.articles)).toEqual(
      STARTER_LIBRARY.map((a) => ({ title: a.title, wordCount: wordCount(a.content), readTime: readTimeOf(wordCount(a.content)) })),
    );
  });

  it('replaces the untouched samples of an earlier install with the library; an edited sample and the operator’s own articles stay', async () => {
    const app = await startTestApp();
    try {
      await earlierInstall(app);
      const [edited, retitled] = await Promise.all(
        ['sample-pricing', 'sample-google'].map((id) => app.prisma.article.findFirstOrThrow({ where: { title: SAMPLE_ARTICLES.find((a) => a.id === id)?.title } })),
      );
      await app.prisma.article.update({ where: { id: edited.id }, data: { content: `${edited.content}\n\nRaise prices every January.` } });
      await app.prisma.article.update({ where: { id: retitled.id }, data: { title: 'Google for detailers' } });
      const own = await app.prisma.article.create({
        data: { category: 'Our Shop', title: 'How we wash', content: '# How we wash\n\nTwo buckets, always.', readTime: '9 min', status: 'published' },
      });
      const ownBefore = await app.prisma.article.findUniqueOrThrow({ where: { id: own.id } });

      expect(await seedContent(app.prisma)).toBe(true);
      const titles = (await app.prisma.article.findMany({ select: { title: true } })).map((a) => a.title);
      for (const sample of SAMPLE_ARTICLES.filter((a) => !['sample-pricing', 'sample-google'].includes(a.id))) expect(titles).not.toContain(sample.title);
      expect(titles).toEqual(expect.arrayContaining([edited.title, 'Google for detailers', 'How we wash', ...STARTER_LIBRARY.map((a) => a.title)]));
      expect(titles).toHaveLength(3 + STARTER_LIBRARY.length);
      // The operator's article keeps its text and its last change; only its read time is now computed.
      const ownAfter = await app.prisma.article.findUniqueOrThrow({ where: { id: own.id } });
      expect(ownAfter).toMatchObject({ title: 'How we wash', content: ownBefore.content, updatedAt: ownBefore.updatedAt, readTime: '1 min' });
      expect((await app.prisma.article.findUniqueOrThrow({ where: { id: edited.id } })).content).toContain('Raise prices every January.');

      // Once: the operator deletes and edits library articles, and the seed never brings them back.
      const [first, second] = await app.prisma.article.findMany({ where: { title: { in: STARTER_LIBRARY.slice(0, 2).map((a) => a.title) } }, orderBy: { createdAt: 'asc' } });
      if (first && second) {
        await app.prisma.article.delete({ where: { id: first.id } });
        await app.prisma.article.update({ where: { id: second.id }, data: { title: 'Our own take' } });
      }
      expect(await seedContent(app.prisma)).toBe(false);
      const again = (await app.prisma.article.findMany({ select: { title: true } })).map((a) => a.title);
      expect(again).toHaveLength(titles.length - (first ? 1 : 0));
      if (first && second) {
        expect(again).not.toContain(first.title);
        expect(again).not.toContain(second.title);
        expect(again).toContain('Our own take');
      }
    } finally {
      await app.close();
    }
  });

  it('an earlier install whose samples were all edited or deleted keeps its articles and gets no library', async () => {
    const app = await startTestApp();
    try {
      await earlierInstall(app);
      const [kept, ...rest] = await app.prisma.article.findMany({ orderBy: { createdAt: 'asc' } });
      await app.prisma.article.deleteMany({ where: { id: { in: rest.map((a) => a.id) } } });
      await app.prisma.article.update({ where: { id: kept.id }, data: { category: 'Techniques' } });
      expect(await seedContent(app.prisma)).toBe(true);
      expect(await app.prisma.article.findMany({ select: { id: true, category: true, title: true, readTime: true } })).toEqual([
        { id: kept.id, category: 'Techniques', title: kept.title, readTime: readTimeOf(wordCount(kept.content)) },
      ]);
    } finally {
      await app.close();
    }
  });

  it('seeds once when several server processes start together on one database', async () => {
    const fresh = await startTestApp();
    try {
      const results = await Promise.all([seedContent(fresh.prisma), seedContent(fresh.prisma), seedProgram(fresh.prisma, 30), seedProgram(fresh.prisma, 30)]);
      // The program once; the content (scripts and library, each under its own marker) by one or both callers.
      expect(results.slice(2).filter(Boolean)).toHaveLength(1);
      expect(results.slice(0, 2).filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(await fresh.prisma.article.count()).toBe(STARTER_LIBRARY.length);
      expect(await fresh.prisma.scriptTemplate.count()).toBe(await t.prisma.scriptTemplate.count());
      expect(await fresh.prisma.dailyTask.count()).toBe(PROGRAM_CONTENT.flatMap((d) => d.tasks).length);
    } finally {
      await fresh.close();
    }
  });
});

describe('the order of categories', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 0, minute));
  it('the library’s categories lead in its order; the others follow by their earliest article, then by name', () => {
    const groups = [
      { name: 'Zeta', since: at(0) },
      { name: 'Running the Week', since: at(5) },
      { name: 'Alpha', since: at(3) },
      { name: 'Getting Started', since: at(9) },
      { name: 'Beta', since: at(3) },
    ];
    expect(orderCategories(groups).map((g) => g.name)).toEqual(['Getting Started', 'Running the Week', 'Zeta', 'Alpha', 'Beta']);
  });

  it('an operator’s category comes after the library’s on the Learning Center', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const { body } = await admin.rest('POST', '/api/admin/learning', { category: 'AAA First by name', title: 'Our own rules', content: 'Be kind.' });
    await admin.rest('PATCH', `/api/admin/learning/${body.id}/status`, { status: 'published' });
    const names = Object.keys((await owner.rest('GET', '/api/learning')).body);
    expect(names.at(-1)).toBe('AAA First by name');
    expect(names.slice(0, -1)).toEqual([...libraryByCategory().keys()]);
    await admin.rest('DELETE', `/api/admin/learning/${body.id}`);
  });
});

describe('articles', () => {
  it('a draft is invisible to owners everywhere until published', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const created = await admin.rest('POST', '/api/admin/learning', article({ readTime: '' }));
    expect(created).toMatchObject({ status: 201, body: { status: 'draft', readTime: '1 min', wordCount: 3 } });
    const id = created.body.id;
    const gid = Buffer.from(`Article:${id}`).toString('base64');

    expect(await owner.rest('GET', `/api/learning/${id}`)).toMatchObject({ status: 404, body: { error: 'Article not found' } });
    expect(JSON.stringify((await owner.rest('GET', '/api/learning')).body)).not.toContain('Hiring your first helper');
    expect(await owner.gql('query($id: ID!) { node(id: $id) { id } }', { id: gid })).toEqual({ data: { node: null } });
    expect(JSON.stringify((await owner.gql('{ learningCategories { articles { title } } }')).data)).not.toContain('Hiring');
    expect((await admin.rest('GET', `/api/learning/${id}`)).body.title).toBe('Hiring your first helper');

    expect(await admin.rest('PATCH', `/api/admin/learning/${id}/status`, { status: 'published' })).toMatchObject({ body: { status: 'published' } });
    expect((await owner.rest('GET', `/api/learning/${id}`)).body).toMatchObject({ title: 'Hiring your first helper', readTime: '1 min', wordCount: 3, category: 'Business Growth' });
    expect((await owner.rest('GET', '/api/learning')).body['Business Growth'].map((a: { title: string }) => a.title)).toContain('Hiring your first helper');

    await admin.rest('PATCH', `/api/admin/learning/${id}/status`, { status: 'draft' });
    expect((await owner.rest('GET', `/api/learning/${id}`)).status).toBe(404);
  });

  it('edits and deletes; validates the required fields', async () => {
    const admin = await t.admin();
    const { body } = await admin.rest('POST', '/api/admin/learning', article());
    expect((await admin.rest('PUT', `/api/admin/learning/${body.id}`, article({ title: 'Hiring help', readTime: '7 min' }))).body).toMatchObject({ title: 'Hiring help', readTime: '1 min' });
    for (const patch of [{ category: '' }, { title: ' ' }, { content: '' }]) {
      expect(await admin.rest('POST', '/api/admin/learning', article(patch))).toMatchObject({ status: 400, body: { error: CONTENT_REQUIRED } });
    }
    expect((await admin.rest('DELETE', `/api/admin/learning/${body.id}`)).status).toBe(200);
    expect((await admin.rest('GET', `/api/learning/${body.id}`)).status).toBe(404);
  });
});

describe('read time', () => {
  it('is computed from the content on every write; a readTime sent (the REST shape lists it) is accepted and ignored', async () => {
    const admin = await t.admin();
    // 401 words as read: "# Long" is one, then 400 in a list whose markers and a link target do not count.
    const long = `# Long\n\n${Array.from({ length: 199 }, (_, i) => `- word${i} more`).join('\n')}\n\n[two words](/settings#vehicle-pricing)`;
    const created = await admin.rest('POST', '/api/admin/learning', article({ content: long, readTime: '1 min' }));
    expect(created).toMatchObject({ status: 201, body: { readTime: '3 min', wordCount: 401 } });
    const id = created.body.id;
    const gid = Buffer.from(`Article:${id}`).toString('base64');
    expect(await admin.gql('query($id: ID!) { node(id: $id) { ... on Article { readTime wordCount } } }', { id: gid })).toEqual({ data: { node: { readTime: '3 min', wordCount: 401 } } });

    const shorter = await admin.rest('PUT', `/api/admin/learning/${id}`, article({ content: long.split('\n').slice(0, 101).join('\n'), readTime: 'a very long read time sent by a tool' }));
    expect(shorter).toMatchObject({ status: 200, body: { readTime: '1 min', wordCount: 199 } });
    expect((await t.prisma.article.findUniqueOrThrow({ where: { id } })).readTime).toBe('1 min');
    const gql = await admin.gql('mutation($id: ID!) { updateArticle(id: $id, input: { category: "C", title: "T", content: "one two three", readTime: "12 min" }) { ... on UpdateArticleSuccess { article { readTime wordCount } } } }', { id: gid });
    expect(gql.data.updateArticle.article).toEqual({ readTime: '1 min', wordCount: 3 });
    await admin.rest('DELETE', `/api/admin/learning/${id}`);
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
