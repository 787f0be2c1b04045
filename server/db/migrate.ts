// Prisma Migrate through the WebAssembly schema engine (the native engine cannot be downloaded here):
// apply the migrations folder, and diff it against schema.prisma to write or check migrations.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
export const schemaPath = path.join(root, 'prisma/schema.prisma');
export const migrationsDir = path.join(root, 'prisma/migrations');
const filters = { externalTables: [], externalEnums: [] };

type Engine = {
  applyMigrations(i: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(i: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};

let engineModule: Promise<{ SchemaEngine: { new: (...a: unknown[]) => Promise<Engine> } }> | undefined;

function loadEngineModule() {
  engineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
    const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await fs.readFile(path.join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg as never });
    (bg as unknown as { __wbg_set_wasm(w: unknown): void }).__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg as never;
  })();
  return engineModule;
}

/**
 * The schema describer reads pg_catalog columns of type "char" (OID 18), which @prisma/adapter-pg
 * refuses. The pg client reports them as text, remembering where they were, and the adapter's
 * result then names them Character, which is what the describer expects.
 */
const charColumns = new WeakMap<unknown[], number[]>();

function markCharColumns<T>(res: T): T {
  for (const r of (Array.isArray(res) ? res : [res]) as pg.QueryResult[]) {
    const found: number[] = [];
    (r?.fields ?? []).forEach((f, i) => {
      if (f.dataTypeID === 18) {
        f.dataTypeID = 25;
        found.push(i);
      }
    });
    if (found.length) charColumns.set(r.rows, found);
  }
  return res;
}

class DescribableClient extends pg.Client {
  // pg's query has many overloads (promise and callback forms); both are passed through, so this
  // override cannot name one of them.
  // biome-ignore lint/suspicious/noExplicitAny: an override of every pg.Client#query overload at once
  query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last];
      args[last] = (err: unknown, res: unknown) => cb(err, err ? res : markCharColumns(res));
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return result instanceof Promise ? result.then(markCharColumns) : result;
  }
}

async function connectDescribable(url: string) {
  const adapter = await new PrismaPg(new pg.Pool({ connectionString: url, max: 1, Client: DescribableClient }), {
    disposeExternalPool: true,
  }).connect();
  // The adapter runs a migration script by splitting it on every ';', which breaks a function body
  // (the trigger of the availability migration). PostgreSQL's simple query protocol takes the
  // whole script at once, as psql and `prisma migrate deploy` send it.
  const raw = adapter as unknown as { client: pg.Pool; onError(e: unknown): never };
  adapter.executeScript = async (script) => {
    await raw.client.query(script).catch((e) => raw.onError(e));
  };
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (q) => {
    const res = await queryRaw(q);
    for (const i of charColumns.get(res.rows) ?? []) res.columnTypes[i] = ColumnTypeEnum.Character;
    return res;
  };
  return adapter;
}

/**
 * The shadow database is a fresh in-memory PGlite: nothing to create or drop on the real server.
 * Every connection opened is disposed with the engine (freeing the engine does not close them).
 */
function migrationAdapterFactory(url: string, opened: { dispose(): Promise<void> }[]) {
  const { provider, adapterName } = new PrismaPg(url);
  const track = <T extends { dispose(): Promise<void> }>(adapter: T) => {
    opened.push(adapter);
    return adapter;
  };
  return bindMigrationAwareSqlAdapterFactory({
    provider,
    adapterName,
    connect: async () => track(await connectDescribable(url)),
    async connectToShadowDb() {
      const { startEmbeddedPostgres } = await import('./embedded.js');
      const shadow = await startEmbeddedPostgres();
      const adapter = await connectDescribable(shadow.url);
      const dispose = adapter.dispose.bind(adapter);
      let disposed = false;
      adapter.dispose = async () => {
        if (disposed) return;
        disposed = true;
        await dispose();
        await shadow.stop();
      };
      return track(adapter);
    },
  } as never);
}

async function withEngine<T>(url: string, fn: (engine: Engine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const datamodel = await fs.readFile(schemaPath, 'utf8');
  const opened: { dispose(): Promise<void> }[] = [];
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, datamodel]] },
    () => {},
    migrationAdapterFactory(url, opened),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await Promise.allSettled(opened.map((a) => a.dispose()));
  }
}

async function readMigrations() {
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockPath, content: await fs.readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      dirs.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok', value: await fs.readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
        },
      })),
    ),
  };
}

/** Applies pending migrations to the database at url, as `prisma migrate deploy` does. */
export async function applyMigrations(url: string): Promise<string[]> {
  const migrationsList = await readMigrations();
  return withEngine(url, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters });
    return out.appliedMigrationNames;
  });
}

/**
 * applyMigrations in a worker thread, for the server's start: the schema engine's WebAssembly (its
 * compiled code and memory) ends with the thread instead of staying loaded in the server process for
 * its whole life (bench/results/README.md, idle memory).
 */
export async function applyMigrationsInWorker(url: string): Promise<string[]> {
  const worker = new Worker(new URL('./migrate-worker.mjs', import.meta.url), { workerData: { url } });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  try {
    return await new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the migration thread ended (${code}) without an answer`)));
    });
  } finally {
    await exited;
  }
}

/** The SQL that would bring the migrations folder up to schema.prisma; empty when they agree. */
export async function pendingSchemaChanges(): Promise<string> {
  const { startEmbeddedPostgres } = await import('./embedded.js');
  const scratch = await startEmbeddedPostgres();
  try {
    const migrationsList = await readMigrations();
    const datamodel = await fs.readFile(schemaPath, 'utf8');
    return await withEngine(scratch.url, async (engine) => {
      const out = await engine.diff({
        from: migrationsList.migrationDirectories.length
          ? { tag: 'migrations', ...migrationsList }
          : { tag: 'empty' },
        to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: datamodel }] },
        script: true,
        exitCode: true,
        filters,
      });
      return out.exitCode === 2 ? (out.stdout ?? '') : '';
    });
  } finally {
    await scratch.stop();
  }
}

export async function writeMigration(name: string, sql: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'migration';
  const dir = path.join(migrationsDir, `${stamp}_${slug}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'migration.sql'), sql);
  const lock = path.join(migrationsDir, 'migration_lock.toml');
  await fs.writeFile(lock, '# Written by the migrate script; do not edit.\nprovider = "postgresql"\n');
  return dir;
}
