// Creates the Prisma client over node-postgres; the embedded database gets a single connection.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';

export type Prisma = PrismaClient;

/** The pool under each client made here, for the few statements read without Prisma (see poolOf). */
const pools = new WeakMap<PrismaClient, pg.Pool>();

export function createPrisma(url: string, opts: { embedded: boolean; poolSize?: number }) {
  // PGlite is one PostgreSQL session: more than one connection would interleave transactions.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.embedded ? 1 : (opts.poolSize ?? 10),
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', () => {
    /* an idle connection dropped; the pool reconnects on next use */
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(prisma, pool);
  return { prisma, pool };
}

/**
 * The pg pool a client made by createPrisma runs on, or undefined for any other client. The one
 * statement every request runs (the session's user, server/auth/session.ts) goes straight to it:
 * Prisma's per-call cost is about twice the statement's own on these machines.
 */
export const poolOf = (prisma: PrismaClient) => pools.get(prisma);

const TIMESTAMP = 1114;
const utcTimestamp = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
/** pg's own parsers, except `timestamp` columns: Prisma stores them as UTC wall-clock time. */
export const prismaTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
