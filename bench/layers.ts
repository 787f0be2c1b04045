// Where one GraphQL request's CPU goes, layer by layer (a diagnostic for bench/throughput.ts): the
// same customers page run sequentially in one process through the whole HTTP app, yoga alone,
// graphql execute with a fresh context, Prisma alone and pg alone; CPU µs of this process per
// operation (the database server's own CPU is not counted).
//   npx tsx bench/layers.ts   (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; BENCH_RUNS, default 1000)
import { execute, parse } from 'graphql';
import { schema } from '../server/schema.js';
import { createContext } from '../server/graphql/context.js';
import { applyMigrations } from '../server/db/migrate.js';
import { createPrisma } from '../server/db/client.js';
import { CUSTOMERS_QUERY, clientOperation, countingApp, DASHBOARD_VARIABLES, scratchDatabase, sql } from './setup.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);

const db = await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
try {
  await applyMigrations(db.url);
  await sql(db.url, `INSERT INTO "User"(id, email, "firstName", "lastName", "passwordHash", "paymentVerified", "onboardingCompleted", "updatedAt") VALUES ('u1', 'a@b.example', 'A', 'B', 'x', true, true, now())`);
  await sql(db.url, `INSERT INTO "Customer"(id, "ownerId", "firstName", "lastName", email, phone, "phoneDigits", address, status, "createdAt", "updatedAt")
    SELECT 'c' || k, 'u1', 'First' || k, 'Last' || k, 'c' || k || '@mail.example', '(913) 555-0100', '9135550100', k || ' Main St', 'lead', now() - (k || ' seconds')::interval, now() FROM generate_series(1, 40) k`);
  const { app, close } = await countingApp(db.url);
  const cookie = (await app.services.sessions.start('u1', 'bench')).split(';')[0];
  const request = () =>
    new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: CUSTOMERS_QUERY }) });
  const document = parse(CUSTOMERS_QUERY);
  const { prisma, pool } = createPrisma(db.url, { embedded: false });
  const only = process.env.BENCH_LAYER;
  const measure = async (label: string, once: () => Promise<unknown>) => {
    if (only && !label.startsWith(only)) return;
    for (let i = 0; i < 50; i++) await once();
    // In blocks; the least CPU of a block is the figure least disturbed by the rest of the machine.
    const BLOCKS = 10;
    let best = Number.POSITIVE_INFINITY;
    let wall = Number.POSITIVE_INFINITY;
    for (let b = 0; b < BLOCKS; b++) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      for (let i = 0; i < RUNS / BLOCKS; i++) await once();
      const used = process.cpuUsage(cpu);
      best = Math.min(best, (used.user + used.system) / (RUNS / BLOCKS));
      wall = Math.min(wall, (performance.now() - start) / (RUNS / BLOCKS));
    }
    console.log(`  ${label.padEnd(44)} ${best.toFixed(0).padStart(6)} µs CPU  ${wall.toFixed(2).padStart(6)} ms wall`);
  };
  console.log(`customers page of 20, ${RUNS} sequential runs each:`);
  const dashboard = clientOperation('features/dashboard/__generated__/DashboardPageQuery.graphql.ts');
  const dashboardRequest = () =>
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: dashboard, variables: DASHBOARD_VARIABLES }),
    });
  await measure('dashboard: HTTP app', async () => (await app.fetch(dashboardRequest())).text());
  await measure('HTTP app (app.fetch: hono + yoga)', async () => (await app.fetch(request())).text());
  await measure('REST GET /api/customers: HTTP app', async () => (await app.fetch(new Request('http://localhost/api/customers', { headers: { cookie } }))).text());
  await measure('yoga.fetch', async () => (await app.yoga.fetch(request())).text());
  await measure('createContext + execute', async () => execute({ schema, document, contextValue: await createContext(app.services, request()) }));
  const ctx = await createContext(app.services, request());
  await measure('execute (context made once)', async () => execute({ schema, document, contextValue: { ...ctx } }));
  await measure('createContext (session read)', async () => createContext(app.services, request()));
  await measure('prisma customer.findMany (all columns)', () =>
    prisma.customer.findMany({ where: { ownerId: 'u1' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 21 }),
  );
  await measure('prisma $queryRaw (the floor SQL)', () =>
    prisma.$queryRaw`SELECT id, "firstName", "lastName", email, phone, address, notes, status, "createdAt" FROM "Customer" WHERE "ownerId" = ${'u1'} ORDER BY "createdAt" DESC, id DESC LIMIT 21`,
  );
  await measure('prisma customer.findMany (select 9 columns)', () =>
    prisma.customer.findMany({
      where: { ownerId: 'u1' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 21,
      select: { id: true, firstName: true, lastName: true, email: true, phone: true, address: true, notes: true, status: true, createdAt: true },
    }),
  );
  await measure('pg pool.query (the floor SQL)', () =>
    pool.query(`SELECT id, "firstName", "lastName", email, phone, address, notes, status, "createdAt" FROM "Customer" WHERE "ownerId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 21`, ['u1']),
  );
  await prisma.$disconnect();
  await close();
} finally {
  await db.drop();
}
