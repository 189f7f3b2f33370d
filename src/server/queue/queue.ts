import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { DatabaseConnection } from '../db/database';

/**
 * The durable queue of this server process: one pg-boss in the application's own database, shared
 * by everything that works in the background (the job search's ingest, gift deliveries). On
 * PostgreSQL every server process works the same queues; on the embedded database they run in this
 * process. A job whose process stops is retried elsewhere or at the next start.
 */

function bossOptions(connection: DatabaseConnection): ConstructorOptions {
  return connection.kind === 'postgres'
    ? { connectionString: connection.url, max: 4, schema: 'pgboss' }
    : { db: fromPglite(connection.client), backend: 'pglite', schema: 'pgboss' };
}

/** A started pg-boss in the database behind `connection`; whoever starts it stops it. */
export async function startBoss(
  connection: DatabaseConnection,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = new PgBoss(bossOptions(connection));
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/** How long a server waits before it tries again to start the queue the database refused. */
const restartDelayMs = 30_000;

export interface ProcessQueue {
  /**
   * Runs `start` with the queue once it has started, at once if it has: where a feature makes its
   * queues and workers. A failure is logged; the server keeps running.
   */
  onStart(name: string, start: (boss: PgBoss) => Promise<void>): void;
  /** Lets the jobs being worked finish (up to 10 s), then stops. */
  stop(): Promise<void>;
}

/**
 * Starts this process's queue in the background: a database that is away at start delays the
 * background work, never the server, and the queue is tried again every 30 s.
 */
export function startProcessQueue(
  connection: DatabaseConnection,
  log: FastifyBaseLogger,
): ProcessQueue {
  let boss: PgBoss | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const starters: Array<{ name: string; start: (boss: PgBoss) => Promise<void> }> = [];
  const run = (running: PgBoss, name: string, start: (boss: PgBoss) => Promise<void>) =>
    start(running).catch((error: unknown) =>
      log.error({ err: error }, `queue: ${name} could not start its work`),
    );

  let starting: Promise<void> = Promise.resolve();
  const start = () => {
    starting = startBoss(connection, (error) =>
      log.error({ err: error }, 'queue: pg-boss failed'),
    ).then(
      async (running) => {
        if (stopped) return running.stop({ graceful: false });
        boss = running;
        await Promise.all(starters.map(({ name, start }) => run(running, name, start)));
      },
      (error: unknown) => {
        log.error({ err: error }, 'queue: could not start; trying again');
        if (!stopped) retry = setTimeout(start, restartDelayMs).unref();
      },
    );
  };
  start();

  return {
    onStart(name, begin) {
      starters.push({ name, start: begin });
      if (boss) void run(boss, name, begin);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await starting;
      await boss?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
