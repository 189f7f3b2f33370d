import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createSmtpMailer } from '../../email/mailer';
import { startBoss } from '../../queue/queue';
import { createPostgresTestDatabase } from '../../test-support/database';
import { giftRow, orderTestGift, payTestGift } from '../../test-support/gifts';
import { startSmtpSink } from '../../test-support/smtp-sink';
import { workGiftDeliveries } from './gift-delivery';

// Two server processes on one PostgreSQL database, each with its own pool, pg-boss and workers:
// every paid gift is emailed once, whichever process works it.
vi.setConfig({ testTimeout: 90_000 });

it('emails each gift once when two server processes work the deliveries', async () => {
  const server = await createPostgresTestDatabase();
  const sink = await startSmtpSink();
  const mailer = createSmtpMailer(sink.url, 'My Resume <no-reply@myresume.example>');
  const log = pino({ level: 'silent' });
  const handles: DatabaseHandle[] = [];
  const bosses: PgBoss[] = [];
  const workers: Array<{ requestDue(): Promise<void>; stop(): Promise<void> }> = [];
  try {
    for (let process = 0; process < 2; process += 1) {
      const handle = await openDatabase({ kind: 'postgres', url: server.url });
      handles.push(handle);
      const boss = await startBoss(handle.connection, (error) => log.error(error));
      bosses.push(boss);
      workers.push(
        await workGiftDeliveries(boss, {
          db: handle.db,
          mailer,
          secret: 'test-secret-that-is-at-least-32-characters-long',
          publicUrl: 'https://myresume.example',
          log,
        }),
      );
    }
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    const orders = await Promise.all(Array.from({ length: 6 }, () => orderTestGift(first.db)));
    // Paid through either process; both look for due gifts at once, as their schedules do.
    await Promise.all(
      orders.map(({ purchase }, index) => payTestGift((index % 2 ? first : second).db, purchase)),
    );
    await Promise.all(workers.map((worker) => worker.requestDue()));

    await vi.waitFor(
      async () => {
        for (const { gift } of orders) {
          expect((await giftRow(first.db, gift.id)).deliveredAt).not.toBeNull();
        }
      },
      { timeout: 60_000, interval: 200 },
    );
    await Promise.all(workers.map((worker) => worker.requestDue()));
    for (const { gift } of orders) {
      expect(sink.received.filter((email) => email.to.includes(gift.recipientEmail))).toHaveLength(
        1,
      );
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));
    await Promise.all(handles.map((handle) => handle.close()));
    mailer.close();
    await sink.close();
    await server.drop();
  }
});
