import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { projectRoot } from '../project-root';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How to reach the database besides `db`: for a library that brings its own queries (pg-boss). */
export type DatabaseConnection =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface DatabaseHandle {
  db: Database;
  /** Which engine is behind `db`: the embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      kind: 'postgres';
      url: string;
      /**
       * Told when an idle connection is lost (the server restarted, or ended the session). The pool
       * drops that connection and opens a new one for the next query, so nothing else is needed.
       */
      onConnectionLost?: (error: Error) => void;
    }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/** Closing twice (a signal during shutdown, a test that broke the database) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // Without a listener, such an error would end the process.
    pool.on('error', (error) => location.onConnectionLost?.(error));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      connection: { kind: 'postgres', url: location.url },
      close: once(() => pool.end()),
    };
  }
  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  const client = new PGlite(location.dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    close: once(() => client.close()),
  };
}
