// The embedded PostgreSQL (PGlite) served on a loopback port, so the app talks to it through pg like any server.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** dataDir undefined keeps the database in memory (tests, the migration shadow database). */
export async function startEmbeddedPostgres(dataDir?: string, port = 0): Promise<EmbeddedPostgres> {
  // btree_gist: the exclusion constraint that keeps one owner's scheduled jobs from overlapping.
  const extensions = { btree_gist };
  const db = dataDir ? await PGlite.create(dataDir, { extensions }) : await PGlite.create({ extensions });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 100 });
  await server.start();
  // "host:port", with the port the listener got when asked for 0.
  const bound = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${bound}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
