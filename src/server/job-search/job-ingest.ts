import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { addressPolicy } from '../jobs/address-policy';
import type { ProcessQueue } from '../queue/queue';
import { readFeed } from './feed-reader';
import { ingestSource } from './ingest';
import { startIngestQueue, type IngestQueue } from './ingest-queue';

/** What asking for an ingest now got: asked, one already waiting, or no queue to ask yet. */
export type IngestRequest = 'REQUESTED' | 'ALREADY_WAITING' | 'QUEUE_NOT_STARTED';

/** Asks for an ingest of a configured source now (the admin view's "Run now"). */
export type IngestRequester = (sourceId: string) => Promise<IngestRequest>;

export interface JobIngest {
  request: IngestRequester;
  stop(): Promise<void>;
}

/**
 * The job search's ingest for this server (decision 091): the configured sources, read on the
 * schedule and at start through the process's durable queue, each run logged with its counts. A
 * database that is away when the queue starts delays the ingest, never the server.
 */
export function startJobIngest(
  config: Config,
  database: DatabaseHandle,
  queue: ProcessQueue,
  log: FastifyBaseLogger,
): JobIngest {
  const policy = addressPolicy(config.POSTING_FETCH_ALLOW);
  const sources = new Map(config.jobSources.map((source) => [source.id, source]));
  /** The ingest's queue once it has started; asking before then answers QUEUE_NOT_STARTED. */
  let started: IngestQueue | null = null;
  let stopped = false;

  if (sources.size > 0) {
    queue.onStart('job search ingest', async (boss) => {
      const running = await startIngestQueue({
        boss,
        sourceIds: [...sources.keys()],
        schedule: config.JOB_INGEST_SCHEDULE === 'off' ? null : config.JOB_INGEST_SCHEDULE,
        ingest: async (sourceId) => {
          const source = sources.get(sourceId)!;
          const run = await ingestSource(database.db, source, () => readFeed(source, policy));
          const level = run.status === 'SUCCEEDED' ? 'info' : 'warn';
          log[level]({ source: sourceId, ...run }, `job search: ingested ${sourceId}`);
        },
      });
      if (stopped) await running.stop();
      else started = running;
    });
  }

  return {
    async request(sourceId) {
      if (!started || stopped) return 'QUEUE_NOT_STARTED';
      return (await started.request(sourceId)) ? 'REQUESTED' : 'ALREADY_WAITING';
    },
    async stop() {
      stopped = true;
      await started?.stop();
    },
  };
}
