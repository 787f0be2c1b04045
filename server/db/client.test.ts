import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { serverUrl } from '../test/database.js';
import { startTestApp } from '../test/harness.js';
import { createPrisma, MAX_PREPARED_STATEMENTS, preparedAs, statementNames } from './client.js';

describe('createPrisma', () => {
  it('prepares statements by name on a PostgreSQL server unless told not to (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    // Nothing connects until a query runs.
    const url = 'postgresql://nobody@127.0.0.1:1/none';
    const on = createPrisma(url, { embedded: false });
    const off = createPrisma(url, { embedded: false, prepared: false });
    const embedded = createPrisma(url, { embedded: true });
    expect(preparedAs(on.prisma, 'x')).toBe('x');
    expect(preparedAs(off.prisma, 'x')).toBeUndefined();
    expect(preparedAs(embedded.prisma, 'x')).toBeUndefined();
    expect(loadConfig({}).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).DATABASE_PREPARED_STATEMENTS).toBe(false);
    await Promise.all([on, off, embedded].map((c) => c.prisma.$disconnect()));
  });
});

describe('statementNames', () => {
  it('gives the same text the same name and different texts different names', () => {
    const name = statementNames();
    const a = name({ sql: 'SELECT 1' });
    const b = name({ sql: 'SELECT 2' });
    expect(a).not.toBe('');
    expect(b).not.toBe('');
    expect(a).not.toBe(b);
    expect(name({ sql: 'SELECT 1' })).toBe(a);
  });

  it('names at most its limit of texts; any further text runs unnamed, and the named ones keep their names', () => {
    const name = statementNames(3);
    const first = ['SELECT 1', 'SELECT 2', 'SELECT 3'].map((sql) => name({ sql }));
    expect(new Set(first).size).toBe(3);
    expect(name({ sql: 'SELECT 4' })).toBe('');
    expect(name({ sql: 'SELECT 2' })).toBe(first[1]);
    expect(MAX_PREPARED_STATEMENTS).toBeGreaterThan(100);
  });
});

// On a PostgreSQL server (TEST_DATABASE_URL; CI sets it) statements are prepared once per connection
// and then only executed; the embedded database runs them unnamed.
describe.runIf(serverUrl)('prepared statements on PostgreSQL', () => {
  it('a repeated query is prepared once on its connection, by name, and answers with fresh values each time', async () => {
    const t = await startTestApp();
    const { prisma, pool } = createPrisma(t.databaseUrl, { embedded: false, poolSize: 1 });
    try {
      const owner = await t.owner();
      for (const name of ['Ann', 'Bea']) {
        await prisma.user.update({ where: { id: owner.user.id }, data: { firstName: name } });
        const user = await prisma.user.findUnique({ where: { id: owner.user.id } });
        expect(user?.firstName).toBe(name);
      }
      // One connection, so this is the session both reads ran on.
      const { rows } = await pool.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
      const reads = rows.filter((r) => /^SELECT .* FROM "public"\."User"/.test(r.statement));
      expect(reads).toHaveLength(1);
      expect(reads[0].name).toMatch(/^lp\d+$/);
      expect(preparedAs(prisma, 'x')).toBe('x');
    } finally {
      await prisma.$disconnect();
      await t.close();
    }
  });
});

describe.runIf(!serverUrl)('on the embedded database', () => {
  it('statements are not prepared by name', async () => {
    const t = await startTestApp();
    try {
      expect(preparedAs(t.prisma, 'x')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
