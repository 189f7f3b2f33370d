import type { PgBoss } from 'pg-boss';

/**
 * Ingest as durable jobs (decision 091) on the process's queue (server/queue): on PostgreSQL every
 * server process works the queue, and a source is ingested by one of them at a time (`stately`,
 * keyed by source); on the embedded database the same jobs run in this process. A process that
 * stops mid-ingest stops sending its heartbeat, so the job is retried elsewhere or at the next start.
 */

const ingestQueue = 'job-ingest';
const everySourceQueue = 'job-ingest-every-source';

export interface IngestQueue {
  /** Asks for an ingest of `sourceId` now; false when one is already waiting. */
  request(sourceId: string): Promise<boolean>;
  /** Stops working the ingest's queues, letting a running ingest finish. */
  stop(): Promise<void>;
}

export interface IngestQueueOptions {
  boss: PgBoss;
  /** The configured sources' ids. */
  sourceIds: readonly string[];
  /** Ingests one source; throws only on a failure worth retrying (the database). */
  ingest(sourceId: string): Promise<void>;
  /** When every source is ingested again (cron, UTC); null for on demand only. */
  schedule: string | null;
}

export async function startIngestQueue({
  boss,
  sourceIds,
  ingest,
  schedule,
}: IngestQueueOptions): Promise<IngestQueue> {
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
    for (const sourceId of sourceIds) await request(sourceId);
  };

  await boss.work<{ sourceId: string }>(ingestQueue, async ([job]) => {
    if (job && sourceIds.includes(job.data.sourceId)) await ingest(job.data.sourceId);
  });
  await boss.work(everySourceQueue, requestEvery);
  if (schedule) await boss.schedule(everySourceQueue, schedule);
  else await boss.unschedule(everySourceQueue);
  // A new install, or a source added to the configuration, has postings at once.
  await requestEvery();

  return {
    request,
    async stop() {
      await boss.offWork(everySourceQueue, { wait: true });
      await boss.offWork(ingestQueue, { wait: true });
    },
  };
}
