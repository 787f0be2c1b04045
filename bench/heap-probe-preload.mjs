// The server's preload for bench/heap-probe.ts, in the main thread only: a worker thread inherits the
// process's --import flags (the migration thread, server/db/migrate.ts), and there the .ts file would
// load before tsx is registered.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) await import('./heap-probe.ts');
