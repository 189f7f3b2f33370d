import { expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { createPostgresTestDatabase } from '../test-support/database';
import type { PgBoss } from 'pg-boss';
import { startBoss } from '../queue/queue';
import { startIngestQueue, type IngestQueue } from './ingest-queue';

// Two server processes on one PostgreSQL database: each has its own pool and its own pg-boss.
vi.setConfig({ testTimeout: 60_000 });

async function eventually(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 30_000, interval: 50 });
}

it('never ingests one source in two server processes at once', async () => {
  const server = await createPostgresTestDatabase();
  const handles = [
    await openDatabase({ kind: 'postgres', url: server.url }),
    await openDatabase({ kind: 'postgres', url: server.url }),
  ];
  let running = 0;
  let most = 0;
  let done = 0;
  const queues: IngestQueue[] = [];
  const bosses: PgBoss[] = [];
  try {
    for (const handle of handles) {
      const boss = await startBoss(handle.connection, (error) => {
        throw error;
      });
      bosses.push(boss);
      queues.push(
        await startIngestQueue({
          boss,
          sourceIds: ['greenhouse:acme'],
          ingest: async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 1500));
            running -= 1;
            done += 1;
          },
          schedule: null,
        }),
      );
    }
    // Both processes asked at start; while one works, each asks again.
    await eventually(() => running === 1);
    await Promise.all(queues.map((queue) => queue.request('greenhouse:acme')));
    await eventually(() => done >= 2 && running === 0);
    expect(most).toBe(1);
  } finally {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));
    await Promise.all(handles.map((handle) => handle.close()));
    await server.drop();
  }
});
