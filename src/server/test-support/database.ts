import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { pgliteFolderVariable, pgliteTemplate } from './pglite-template';

/** True in the test project that runs against the PostgreSQL server at TEST_DATABASE_URL. */
export const onPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * A fresh, empty database on the PostgreSQL server at TEST_DATABASE_URL, and a way to drop it
 * (forcibly: a server under test may still hold connections).
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  /** Ends every session on the database, as a server restart would; returns how many. */
  endSessions(): Promise<number>;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `myresume_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const asAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await asAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: url.toString(),
    endSessions: () =>
      asAdmin(async (client) => {
        const ended = await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return ended.rowCount ?? 0;
      }),
    drop: () =>
      asAdmin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** Closing `handle` also runs `after` (once, however often it is closed). */
function closingWith(handle: DatabaseHandle, after: () => Promise<void>): DatabaseHandle {
  let closed: Promise<void> | undefined;
  const close = async () => {
    await handle.close();
    await after();
  };
  return { ...handle, close: () => (closed ??= close()) };
}

/**
 * A fresh embedded database: a copy, in a folder of its own, of the migrated one the test run made
 * (pglite-template.ts), opened as the server opens its data folder; closing it removes the folder.
 * Outside a test run (a benchmark), a new in-memory one.
 */
async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const folder = process.env[pgliteFolderVariable];
  if (!folder) return openDatabase({ kind: 'pglite' });
  const dataDir = await mkdtemp(path.join(folder, 'test-'));
  await cp(pgliteTemplate(folder), dataDir, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return closingWith(handle, () => rm(dataDir, { recursive: true, force: true }));
}

/**
 * A fresh, migrated database for one test file: the embedded PGlite by default, or a new database
 * on the PostgreSQL server at TEST_DATABASE_URL when the test project asks for it (TEST_DB=postgres).
 * Closing it drops the server database again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!onPostgres()) return createPgliteTestDatabase();
  const server = await createPostgresTestDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: server.url });
  return closingWith(handle, () => server.drop());
}
