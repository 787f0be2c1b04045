// The job queue: pg-boss on the app's own database, so a job is written in the same transaction as the
// change that causes it, survives a restart (a job due while no server ran is fetched when one starts),
// and is fetched by one worker across all server processes (SELECT … FOR UPDATE SKIP LOCKED).
// pg-boss creates and migrates its own schema (`pgboss`) on start, under an advisory lock, so several
// processes starting at once and later upgrades of the library need none of our migrations.
//
// On a PostgreSQL server pg-boss has a small pool of its own and LISTEN/NOTIFY wakes the workers of
// every process when a job is written. The embedded database (PGlite behind pglite-socket) is one
// PostgreSQL session: a second connection would interleave its statements with Prisma's (an extended
// query's Parse/Bind/Execute of one connection between another's, or inside its transaction), so there
// pg-boss runs on the one connection Prisma uses, and its workers poll; a job written by this process
// wakes its own worker at once (wake()).
import type pg from 'pg';
import { PgBoss, fromPrisma } from 'pg-boss';
import type { Logger } from 'pino';

export type { Job } from 'pg-boss';

/** Jobs a worker fetches at once. */
const BATCH = 10;

/** Where the queue's tables are: the database the app runs on (its URL, and whether it is the embedded one). */
export interface QueueDatabase {
  url: string;
  embedded: boolean;
}

/** pg-boss's statements on `pool` (the embedded database's single connection), one checkout each. */
export function poolExecutor(pool: pg.Pool) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      try {
        return await client.query(text, values);
      } catch (err) {
        // A multi-statement block (BEGIN … COMMIT) that failed half-way leaves the session in an
        // aborted transaction; on a single connection that would fail every later statement.
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

/** A Prisma interactive transaction, for send() to write the job with the caller's change. */
export type QueueTx = Parameters<typeof fromPrisma>[0];

export interface SendOptions {
  /** Not before this time (a retry, a reminder); default now. */
  startAfter?: Date;
  /** At most one queued job per key on queues created with policy 'short' (see createQueue). */
  singletonKey?: string;
}

export async function startJobQueue(opts: {
  /** Unset: pg-boss shares `pool` as on the embedded database (benches that make their own client). */
  database?: QueueDatabase;
  /** The pg pool Prisma runs on; the embedded database's queue shares it (see above). */
  pool: pg.Pool;
  log: Logger;
  /** How often an idle worker looks for due jobs. */
  pollingSeconds: number;
}) {
  const { database, pool, log, pollingSeconds } = opts;
  const ownUrl = database && !database.embedded ? database.url : null;
  // pg-boss asserts a boolean `notify` when a queue is created.
  const own = ownUrl !== null;
  const boss = !ownUrl
    ? new PgBoss({ db: poolExecutor(pool), ...(database?.embedded ? { backend: 'pglite' as const } : {}) })
    : new PgBoss({ connectionString: ownUrl, max: 4, useListenNotify: true, application_name: 'launchpad-queue' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  const workers = new Map<string, string>();
  let stopped = false;

  return {
    boss,
    /**
     * Creates the queue if it does not exist yet (every process may call it on start). 'short': at
     * most one job per singletonKey waits in the queue; a send while one waits returns null.
     */
    async createQueue(name: string, options: { policy?: 'standard' | 'short'; retryLimit?: number } = {}) {
      // createQueue is a no-op for a queue that exists; its options are set when it is created.
      await boss.createQueue(name, { policy: options.policy ?? 'standard', retryLimit: options.retryLimit ?? 2, notify: own });
    },
    /**
     * Runs `handler` for each job of `name`, one at a time in this process. Jobs are fetched up to
     * BATCH at a time, and a full batch is followed by the next at once (a backlog is not paced by the
     * poll). A throw fails the job's batch, which pg-boss retries, so a handler must be idempotent
     * (the email job is: it claims its message first).
     */
    async work<T extends object>(name: string, handler: (data: T, id: string) => Promise<void>) {
      // NOTIFY announces a job when it is written, not when a deferred one falls due: the poll stays
      // at pollingSeconds with it too, so a retry or a reminder is not left waiting for a backstop.
      const polling = { pollingIntervalSeconds: pollingSeconds, notifyPollingIntervalSeconds: pollingSeconds };
      const id = await boss.work<T>(name, { batchSize: BATCH, burstWhenBatchFull: true, ...polling }, async (jobs) => {
        let failure: unknown = null;
        for (const job of jobs) {
          try {
            await handler(job.data, job.id);
          } catch (err) {
            log.error({ err, queue: name, job: job.id }, 'job failed; the queue retries it');
            failure ??= err;
          }
        }
        if (failure) throw failure;
      });
      workers.set(name, id);
    },
    /**
     * Writes a job; with `tx`, inside that Prisma transaction, so the job exists exactly when the
     * change that caused it does. Returns its id, or null when a 'short' queue already holds one with
     * the same singletonKey.
     */
    async send(name: string, data: object, options: SendOptions = {}, tx?: QueueTx) {
      return boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(tx ? { db: fromPrisma(tx) } : {}),
      });
    },
    /** Makes this process's worker of `name` look for jobs now (after a transaction that wrote one has committed). */
    wake(name: string) {
      const id = workers.get(name);
      if (id && !stopped) boss.notifyWorker(id);
    },
    /** Runs a job of `name` on `cron` (UTC), once per tick across all processes. */
    async schedule(name: string, cron: string) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    /** Stops fetching and waits (up to timeoutMs) for the jobs in progress to finish. */
    async stop(timeoutMs = 3_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;
