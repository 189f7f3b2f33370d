import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { DatabaseConnection } from '../db/database';

/**
 * Ingest as durable jobs (decision 091) on pg-boss, in the application's own database: on
 * PostgreSQL every server process works the queue, and a source is ingested by one of them at a
 * time (`stately`, keyed by source); on the embedded database the same jobs run in this process.
 * A process that stops mid-ingest stops sending its heartbeat, so the job is retried elsewhere or
 * at the next start.
 */

const ingestQueue = 'job-ingest';
const everySourceQueue = 'job-ingest-every-source';

export interface IngestQueue {
  /** Asks for an ingest of `sourceId` now; false when one is already waiting. */
  request(sourceId: string): Promise<boolean>;
  stop(): Promise<void>;
}

export interface IngestQueueOptions {
  connection: DatabaseConnection;
  /** The configured sources' ids. */
  sourceIds: readonly string[];
  /** Ingests one source; throws only on a failure worth retrying (the database). */
  ingest(sourceId: string): Promise<void>;
  /** When every source is ingested again (cron, UTC); null for on demand only. */
  schedule: string | null;
  onError(error: Error): void;
}

function bossOptions(connection: DatabaseConnection): ConstructorOptions {
  return connection.kind === 'postgres'
    ? { connectionString: connection.url, max: 4, schema: 'pgboss' }
    : { db: fromPglite(connection.client), backend: 'pglite', schema: 'pgboss' };
}

export async function startIngestQueue(options: IngestQueueOptions): Promise<IngestQueue> {
  const boss = new PgBoss(bossOptions(options.connection));
  boss.on('error', options.onError);
  await boss.start();
  await boss.createQueue(ingestQueue, {
    policy: 'stately',
    heartbeatSeconds: 30,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
  });
  await boss.createQueue(everySourceQueue, { policy: 'stately' });

  const request = async (sourceId: string) =>
    (await boss.send(ingestQueue, { sourceId }, { singletonKey: sourceId })) !== null;
  const requestEvery = async () => {
    for (const sourceId of options.sourceIds) await request(sourceId);
  };

  await boss.work<{ sourceId: string }>(ingestQueue, async ([job]) => {
    if (job && options.sourceIds.includes(job.data.sourceId)) {
      await options.ingest(job.data.sourceId);
    }
  });
  await boss.work(everySourceQueue, requestEvery);
  if (options.schedule) await boss.schedule(everySourceQueue, options.schedule);
  else await boss.unschedule(everySourceQueue);
  // A new install, or a source added to the configuration, has postings at once.
  await requestEvery();

  return {
    request,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
