import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test-support/database';
import { startBoss } from '../queue/queue';
import { startIngestQueue } from './ingest-queue';

// The queue is pg-boss in the application's database: PGlite in this process, or PostgreSQL
// shared by every server process.
vi.setConfig({ testTimeout: 60_000 });

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** Resolves once `check` holds, looking again as the queue works. */
async function eventually(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 30_000, interval: 50 });
}

it('ingests every configured source at start, and a source again on request', async () => {
  const ingested: string[] = [];
  const boss = await startBoss(database.connection, (error) => {
    throw error;
  });
  const queue = await startIngestQueue({
    boss,
    sourceIds: ['sample', 'lever:acme'],
    ingest: async (sourceId) => {
      ingested.push(sourceId);
    },
    schedule: null,
  });
  try {
    await eventually(() => ingested.length === 2);
    expect(ingested.toSorted()).toEqual(['lever:acme', 'sample']);
    expect(await queue.request('sample')).toBe(true);
    await eventually(() => ingested.length === 3);
    expect(ingested[2]).toBe('sample');
  } finally {
    await queue.stop();
    await boss.stop({ graceful: false });
  }
});
