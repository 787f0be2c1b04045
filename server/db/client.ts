// Creates the Prisma client over node-postgres; the embedded database gets a single connection.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';

export type Prisma = PrismaClient;

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
  return { prisma, pool };
}
