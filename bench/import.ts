// Imports 5,000 tasks from CSV (replace mode, one transaction) and prints the time.
// Run: npx tsx bench/import.ts   (BENCH_DATABASE_URL=postgresql://… for PostgreSQL)
import { tasksToCsv } from '../common/tasks.js';
import { startBenchApp } from './setup.js';

const COUNT = Number(process.env.BENCH_TASKS ?? 5000);
const bench = await startBenchApp();
const admin = await bench.signUp(`import-admin-${Date.now()}@example.com`);
await bench.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
const csv = tasksToCsv(
  Array.from({ length: COUNT }, (_, i) => ({
    taskId: `bench-${i}`,
    title: `Task ${i}, with "quotes"`,
    description: `Do the thing number ${i}.\nThen the next one.`,
    timeRequired: '30 minutes',
    checklist: ['First step', 'Second step', 'Third step'],
    scripts: i % 3 ? [] : [{ name: 'Text', text: 'Hi {customerName}, this is {firstName}!' }],
    week: (i % 4) + 1,
    day: (i % 7) + 1,
    displayOrder: (i % 20) + 1,
  })),
);
console.log(`CSV import benchmark on ${bench.database}: ${COUNT} tasks, ${(csv.length / 1024).toFixed(0)} KiB`);
for (const mode of ['replace', 'update'] as const) {
  const start = performance.now();
  const res = await bench.app.fetch(
    new Request('http://localhost/api/admin/tasks/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ filename: 'bench.csv', mode, csv }),
    }),
  );
  const body = await res.json();
  if (res.status !== 200) throw new Error(JSON.stringify(body));
  console.log(`  ${mode.padEnd(7)}: ${(performance.now() - start).toFixed(0)} ms (${body.message})`);
}
await bench.close();
