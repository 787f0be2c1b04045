// The worker thread of applyMigrationsInWorker (migrate.ts): registers tsx (its documented API; a
// worker does not inherit the `--import tsx` of the process), applies the migrations and answers
// the names applied. An error ends the thread, and the parent's promise rejects with it.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { applyMigrations } = await import('./migrate.ts');
parentPort?.postMessage(await applyMigrations(workerData.url));
