// Creates the Prisma client over node-postgres; the embedded database gets a single connection.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';

export type Prisma = PrismaClient;

/** The pool under each client made here, for the few statements read without Prisma (see poolOf), and whether its statements are prepared by name. */
const pools = new WeakMap<PrismaClient, { pool: pg.Pool; named: boolean }>();

/** At most this many statements are kept prepared on each connection; any further SQL runs unnamed. */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * Names for the statements Prisma sends, so each connection parses and plans a statement once and
 * then only binds and executes it (pg keeps the names per connection; PostgreSQL keeps the plans per
 * session). The same text always gets the same name; the set is bounded, since a list argument
 * (`IN ($1, $2, …)`) makes a new text for each length. Not for the embedded database: its one
 * session outlives a reconnect of pg's client, which would prepare the same names again.
 */
export function statementNames(limit = MAX_PREPARED_STATEMENTS) {
  const names = new Map<string, string>();
  return ({ sql }: { sql: string }): string => {
    let name = names.get(sql);
    if (name === undefined && names.size < limit) {
      name = `lp${names.size}`;
      names.set(sql, name);
    }
    // An empty name is pg's unnamed statement: parsed anew each time, as without a generator.
    return name ?? '';
  };
}

/**
 * `prepared` (default true) names the statements on a PostgreSQL server (see statementNames); the
 * embedded database never does.
 */
export function createPrisma(url: string, opts: { embedded: boolean; poolSize?: number; prepared?: boolean }) {
  // PGlite is one PostgreSQL session: more than one connection would interleave transactions.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.embedded ? 1 : (opts.poolSize ?? 10),
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', () => {
    /* an idle connection dropped; the pool reconnects on next use */
  });
  const named = !opts.embedded && opts.prepared !== false;
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: named ? statementNames() : undefined }),
  });
  pools.set(prisma, { pool, named });
  return { prisma, pool };
}

/**
 * The pg pool a client made by createPrisma runs on, or undefined for any other client. The one
 * statement every request runs (the session's user, server/auth/session.ts) goes straight to it,
 * without Prisma's per-call cost (bench/results/README.md).
 */
export const poolOf = (prisma: PrismaClient) => pools.get(prisma)?.pool;

/** `name` for a statement sent to poolOf(prisma) where statements are prepared by name (see statementNames), else undefined. */
export const preparedAs = (prisma: PrismaClient, name: string) => (pools.get(prisma)?.named ? name : undefined);

const TIMESTAMP = 1114;
const utcTimestamp = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
/** pg's own parsers, except `timestamp` columns: Prisma stores them as UTC wall-clock time. */
export const prismaTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
