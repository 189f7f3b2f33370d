import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';

/**
 * The folder of this run's embedded databases (set by the setup below): the migrated one in
 * `template`, beside the copies the test files open.
 */
export const pgliteFolderVariable = 'MYRESUME_TEST_PGLITE_FOLDER';

/** The migrated embedded database in a run's folder. */
export const pgliteTemplate = (folder: string) => path.join(folder, 'template');

/**
 * Vitest global setup of the embedded-database project: creates one embedded database in a folder
 * and brings it up to date, once per run. Creating an embedded database (initdb in WebAssembly)
 * takes seconds; copying the folder and opening the copy takes a fraction of that, so each test file
 * starts from its own copy (createTestDatabase) instead of creating one. The folder goes at the end.
 */
export default async function setup() {
  const folder = await mkdtemp(path.join(tmpdir(), 'myresume-pglite-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplate(folder) });
  await handle.close();
  // Set before the test workers start, which inherit it.
  process.env[pgliteFolderVariable] = folder;
  return async () => {
    delete process.env[pgliteFolderVariable];
    // With the copies a failed test file left behind.
    await rm(folder, { recursive: true, force: true });
  };
}
