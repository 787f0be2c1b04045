// Imports 10,000 customers from CSV (issue 56): a dry run, then the import (one transaction), through
// REST as a text/csv body; prints the time and the growth of the process's memory (RSS and heap) of each.
// Target: each within 30 s and 300 MB. Run: npx tsx bench/customer-import.ts  (BENCH_DATABASE_URL=… for PostgreSQL)
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '../common/customer-import.js';
import { startBenchApp } from './setup.js';

const COUNT = Number(process.env.BENCH_CUSTOMERS ?? IMPORT_MAX_ROWS);
const bench = await startBenchApp();
const owner = await bench.signUp(`customer-import-${Date.now()}@example.com`);
const header = ['First Name', 'Last Name', 'Phone Number', 'Email Address', 'Street Address 1', 'City', 'State', 'Postal Code', 'Year', 'Make', 'Model', 'Memo'];
const rows = Array.from({ length: COUNT }, (_, i) => [
  `First${i}`,
  `Last "${i}"`,
  `(913) ${String(200 + Math.floor(i / 10_000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
  `customer${i}@example.com`,
  `${i} Main St`,
  'Overland Park',
  'KS',
  '66210',
  String(2000 + (i % 25)),
  'Honda',
  'Civic',
  i % 5 ? '' : `Gate code ${i}, dog in yard`,
]);
const csv = Papa.unparse({ fields: header, data: rows });
console.log(`Customer CSV import on ${bench.database}: ${COUNT} rows, ${(Buffer.byteLength(csv) / 1e6).toFixed(2)} MB`);

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
for (const dryRun of [true, false]) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const res = await bench.app.fetch(
    new Request(`http://localhost/api/customers/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie: owner.cookie },
      body: csv,
    }),
  );
  const body = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - start;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakRss = Math.max(peakRss, after.rss);
  if (res.status !== (dryRun ? 200 : 201)) throw new Error(JSON.stringify(body).slice(0, 500));
  const counts = dryRun ? `valid ${body.valid}, duplicates ${body.duplicates}` : `created ${body.created}`;
  console.log(
    `  ${dryRun ? 'dry run' : 'import '}: ${(ms / 1000).toFixed(1)} s, RSS peak +${mb(peakRss - before.rss)}, heap after +${mb(after.heapUsed - before.heapUsed)} (${counts})`,
  );
}
await bench.close();
// The pool and the embedded database can keep the event loop alive a while after close: the figures are in.
process.exit(0);
