// Lists the first 20 customers (with vehicles and records) of owners with 10, 1,000 and 100,000
// customers and prints the latencies: the page should cost the same whatever the list's size.
// Run: npx tsx bench/customers.ts   (BENCH_DATABASE_URL=postgresql://… for PostgreSQL)
import { startBenchApp, time } from './setup.js';

const SIZES = [10, 1_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const QUERY = `{ viewer { customers(first: 20) { edges { node { id firstName lastName phone status
  vehicles { make model } serviceRecords { serviceDate totalAmount } } } } } }`;

const bench = await startBenchApp();
console.log(`customers list benchmark on ${bench.database}, ${RUNS} runs each`);
const results: { size: number; p50: number; p95: number }[] = [];
for (const size of SIZES) {
  const owner = await bench.signUp(`bench-${size}-${Date.now()}@example.com`);
  for (let done = 0; done < size; done += 5000) {
    const batch = Math.min(5000, size - done);
    await bench.prisma.customer.createMany({
      data: Array.from({ length: batch }, (_, i) => {
        const k = done + i;
        return {
          ownerId: owner.id,
          firstName: `First${k}`,
          lastName: `Last${k}`,
          phone: `555-${String(k).padStart(7, '0')}`,
          phoneDigits: `555${String(k).padStart(7, '0')}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + k * 1000),
        };
      }),
    });
  }
  const request = async () =>
    (await bench.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({ query: QUERY }),
      }),
    )).json();
  const check = (await request()) as { data: { viewer: { customers: { edges: unknown[] } } } };
  if (check.data.viewer.customers.edges.length !== Math.min(20, size)) throw new Error('unexpected page size');
  const t = await time(RUNS, request);
  results.push({ size, ...t });
  console.log(`  ${String(size).padStart(7)} customers: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`);
}
const [small, , large] = results;
console.log(`  ratio p50 100,000 / 10: ${(large.p50 / small.p50).toFixed(2)}x`);
await bench.close();
