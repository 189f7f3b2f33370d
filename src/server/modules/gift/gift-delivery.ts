import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database } from '../../db/database';
import { gifts } from '../../db/schema';
import { giftEmail } from '../../email/gift-email';
import type { Mailer } from '../../email/mailer';
import type { ProcessQueue } from '../../queue/queue';
import type { Transaction } from '../document/document-store';
import { giftCodeFor, giftCodeHash } from './gift-code';

/**
 * Gift delivery (decision 102): a paid gift's email goes to its recipient on its delivery day — the
 * UTC day — as a durable job on the process's queue, retried with backoff while the mail server is
 * away. The gift's row says what is owed: paid, not delivered, its day come; `delivered_at` records
 * that it went, so a job run again sends nothing.
 */

export const deliveryQueue = 'gift-delivery';
/** Looks for gifts owed an email without a job (paid while no queue ran, or out of retries). */
const dueQueue = 'gift-delivery-due';
const dueSchedule = '*/5 * * * *';

/** Today in UTC, YYYY-MM-DD: a gift's delivery day starts at midnight UTC. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export interface GiftDeliveryDeps {
  db: Database;
  mailer: Mailer;
  /** The server's secret (AUTH_SECRET): each gift's code is derived from it. */
  secret: string;
  /** Where the email's link points (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export type DeliveryOutcome = 'SENT' | 'NOT_YET' | 'NOTHING_OWED';

/**
 * Sends a gift's email if it is owed one now. Its code's hash is stored before the email goes, so
 * the code works as soon as it arrives; the code is derived from the gift, so an attempt after a
 * crash sends the same one. A failure to send throws, for the queue to retry.
 */
export async function deliverGift(
  deps: Omit<GiftDeliveryDeps, 'log'>,
  giftId: string,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const [gift] = await deps.db.select().from(gifts).where(eq(gifts.id, giftId));
  if (!gift || gift.status !== 'paid' || gift.deliveredAt) return 'NOTHING_OWED';
  if (gift.deliverOn > utcDay(now)) return 'NOT_YET';
  const code = giftCodeFor(deps.secret, gift.id);
  if (!gift.codeHash) {
    await deps.db
      .update(gifts)
      .set({ codeHash: giftCodeHash(code) })
      .where(and(eq(gifts.id, gift.id), isNull(gifts.codeHash)));
  }
  await deps.mailer.send(giftEmail(gift, code, deps.publicUrl));
  await deps.db
    .update(gifts)
    .set({ deliveredAt: now })
    .where(and(eq(gifts.id, gift.id), isNull(gifts.deliveredAt)));
  return 'SENT';
}

/** The gifts owed an email now. */
export async function giftsDue(db: Database, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(
      and(eq(gifts.status, 'paid'), isNull(gifts.deliveredAt), lte(gifts.deliverOn, utcDay(now))),
    );
  return due.map((gift) => gift.id);
}

export interface DeliveryRetries {
  /** Attempts after the first, before the periodic look for due gifts asks again. */
  limit: number;
  /** The first retry's delay; each one after waits about twice as long, up to an hour. */
  delaySeconds: number;
}

const defaultRetries: DeliveryRetries = { limit: 12, delaySeconds: 30 };

/**
 * The delivery queue this process sends to from `onGiftPaid`: set once the queue has started. Until
 * then (and in a process without one), a paid gift is found by the look for due gifts.
 */
let processDeliveries: PgBoss | null = null;

/** Makes the delivery queues on `boss` and works them in this process. */
export async function workGiftDeliveries(
  boss: PgBoss,
  deps: GiftDeliveryDeps,
  retries: DeliveryRetries = defaultRetries,
): Promise<{ requestDue(): Promise<void>; stop(): Promise<void> }> {
  await boss.createQueue(deliveryQueue, {
    // One waiting and one running per gift (the singleton key), in every process together.
    policy: 'stately',
    retryLimit: retries.limit,
    retryDelay: retries.delaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    heartbeatSeconds: 30,
  });
  await boss.createQueue(dueQueue, { policy: 'stately' });

  const requestDue = async () => {
    for (const giftId of await giftsDue(deps.db)) {
      await boss.send(deliveryQueue, { giftId }, { singletonKey: giftId });
    }
  };
  await boss.work<{ giftId: string }>(deliveryQueue, async ([job]) => {
    if (!job) return;
    const outcome = await deliverGift(deps, job.data.giftId);
    if (outcome === 'SENT') deps.log.info({ giftId: job.data.giftId }, 'gift: delivered');
  });
  await boss.work(dueQueue, requestDue);
  await boss.schedule(dueQueue, dueSchedule);
  processDeliveries = boss;
  // What came due while no server ran.
  await requestDue();
  return {
    requestDue,
    async stop() {
      if (processDeliveries === boss) processDeliveries = null;
      await boss.offWork(dueQueue, { wait: true });
      await boss.offWork(deliveryQueue, { wait: true });
    },
  };
}

/** Gift delivery in this server: its queues start with the process's queue. */
export function startGiftDelivery(queue: ProcessQueue, deps: GiftDeliveryDeps): void {
  queue.onStart('gift delivery', async (boss) => {
    await workGiftDeliveries(boss, deps);
  });
}

/** pg-boss's statements run in `tx`; both drivers answer a statement with its `rows`. */
const inTransaction = (tx: Transaction) =>
  fromDrizzle(
    { execute: (query) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> },
    sql,
  );

/**
 * Schedules a just-paid gift's email inside the transaction that marks it paid: the job exists
 * exactly when the payment does. It starts on the gift's delivery day (midnight UTC), or at once.
 */
export async function scheduleGiftDelivery(
  tx: Transaction,
  gift: { id: string; deliverOn: string },
  now = new Date(),
): Promise<void> {
  if (!processDeliveries) return;
  await processDeliveries.send(
    deliveryQueue,
    { giftId: gift.id },
    {
      singletonKey: gift.id,
      ...(gift.deliverOn > utcDay(now)
        ? { startAfter: new Date(`${gift.deliverOn}T00:00:00Z`) }
        : {}),
      db: inTransaction(tx),
    },
  );
}
