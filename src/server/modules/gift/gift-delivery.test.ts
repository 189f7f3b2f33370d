/**
 * Gift delivery (decision 102) on the real queue (pg-boss in the test database) and a real SMTP
 * server on loopback: a gift paid for today is emailed at once, one for a later day on that UTC
 * day; while the mail server is away the job retries, and the recipient gets one email; a restart
 * sends nothing again.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatGiftCode } from '../../../domain/gift';
import type { DatabaseHandle } from '../../db/database';
import { gifts } from '../../db/schema';
import { createSmtpMailer, type Mailer } from '../../email/mailer';
import { startBoss } from '../../queue/queue';
import { createTestDatabase } from '../../test-support/database';
import { giftRow, orderTestGift, payTestGift, refundTestGift } from '../../test-support/gifts';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { giftCodeFor, giftCodeHash } from './gift-code';
import {
  deliverGift,
  deliveryQueue,
  giftsDue,
  utcDay,
  workGiftDeliveries,
  type GiftDeliveryDeps,
} from './gift-delivery';

vi.setConfig({ testTimeout: 60_000 });

const secret = 'test-secret-that-is-at-least-32-characters-long';
const publicUrl = 'https://myresume.example';
const log = pino({ level: 'silent' });

let database: DatabaseHandle;
/** The mail server; it is stopped and started again on the same port to be "away". */
let sink: SmtpSink;
let port: number;
let mailer: Mailer;
/** Each refused send, as the queue saw it. */
const failures: Error[] = [];
let boss: PgBoss;
let deliveries: Awaited<ReturnType<typeof workGiftDeliveries>>;
let deps: GiftDeliveryDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  port = sink.port;
  const smtp = createSmtpMailer(sink.url, 'My Resume <no-reply@myresume.example>');
  mailer = {
    send: (email) =>
      smtp.send(email).catch((error: Error) => {
        failures.push(error);
        throw error;
      }),
    close: () => smtp.close(),
  };
  deps = { db: database.db, mailer, secret, publicUrl, log };
  boss = await startBoss(database.connection, (error) => log.error(error));
  deliveries = await workGiftDeliveries(boss, deps, { limit: 5, delaySeconds: 1 });
});

afterAll(async () => {
  await deliveries?.stop();
  await boss?.stop({ graceful: false });
  mailer?.close();
  await sink?.close();
  await database?.close();
});

const dayAfter = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

async function delivered(giftId: string) {
  await vi.waitFor(
    async () => expect((await giftRow(database.db, giftId)).deliveredAt).not.toBeNull(),
    {
      timeout: 30_000,
      interval: 100,
    },
  );
}

describe('a gift paid for today', () => {
  it('is emailed at once in its language, with the message as typed, the code and its link', async () => {
    const message = 'Bon courage pour la suite !\n<b>Pas du HTML</b> & {{code}} reste tel quel.';
    const { gift, purchase } = await orderTestGift(database.db, {
      language: 'fr',
      months: 3,
      message,
      purchaserName: 'Ada {{url}} Lovelace',
    });
    await payTestGift(database.db, purchase);

    const email = await sink.waitFor(gift.recipientEmail, 30_000);
    const code = giftCodeFor(secret, gift.id);
    expect(email.subject).toBe('Ada {{url}} Lovelace vous offre 3\u00a0mois de My Resume Premium');
    expect(email.text).toContain(`Bonjour Grace Hopper,`);
    expect(email.text).toContain(`Ada {{url}} Lovelace vous écrit\u00a0:\n\n${message}\n\n`);
    expect(email.text).toContain(formatGiftCode(code));
    expect(email.text).toContain(`${publicUrl}/app/upgrade?code=${code}\n`);

    await delivered(gift.id);
    const row = await giftRow(database.db, gift.id);
    expect(row.codeHash).toBe(giftCodeHash(code));
    expect(row.status).toBe('paid');
  });

  it('leaves out the message part when there is none, and speaks English or Spanish', async () => {
    const english = await orderTestGift(database.db, { language: 'en', months: 1 });
    const spanish = await orderTestGift(database.db, { language: 'es', months: 12 });
    await payTestGift(database.db, english.purchase);
    await payTestGift(database.db, spanish.purchase);
    const inEnglish = await sink.waitFor(english.gift.recipientEmail, 30_000);
    expect(inEnglish.subject).toBe('Ada Lovelace gave you 1 month of My Resume Premium');
    expect(inEnglish.text).not.toContain('wrote:');
    const inSpanish = await sink.waitFor(spanish.gift.recipientEmail, 30_000);
    expect(inSpanish.subject).toBe('Ada Lovelace te ha regalado 12 meses de My Resume Premium');
  });
});

describe('a gift for a later day', () => {
  it('waits for that UTC day: its job starts at midnight UTC, and nothing is due before', async () => {
    const today = utcDay(new Date());
    const later = dayAfter(today, 3);
    const { gift, purchase } = await orderTestGift(database.db, { deliverOn: later });
    await payTestGift(database.db, purchase);

    const [job] = await boss.findJobs(deliveryQueue, { key: gift.id });
    expect(job).toMatchObject({ state: 'created', data: { giftId: gift.id } });
    expect(job!.startAfter.toISOString()).toBe(`${later}T00:00:00.000Z`);

    const lastMinuteBefore = new Date(`${dayAfter(later, -1)}T23:59:59Z`);
    expect(await giftsDue(database.db, lastMinuteBefore)).not.toContain(gift.id);
    expect(await deliverGift(deps, gift.id, lastMinuteBefore)).toBe('NOT_YET');
    expect((await giftRow(database.db, gift.id)).codeHash).toBeNull();

    const midnight = new Date(`${later}T00:00:00Z`);
    expect(await giftsDue(database.db, midnight)).toContain(gift.id);
    expect(await deliverGift(deps, gift.id, midnight)).toBe('SENT');
    const email = await sink.waitFor(gift.recipientEmail);
    expect(email.text).toContain(formatGiftCode(giftCodeFor(secret, gift.id)));
    expect(await deliverGift(deps, gift.id, midnight)).toBe('NOTHING_OWED');
  });

  it('is never sent once refunded', async () => {
    const later = dayAfter(utcDay(new Date()), 2);
    const { gift, purchase } = await orderTestGift(database.db, { deliverOn: later });
    await payTestGift(database.db, purchase);
    await refundTestGift(database.db, purchase);
    const onTheDay = new Date(`${later}T08:00:00Z`);
    expect(await giftsDue(database.db, onTheDay)).not.toContain(gift.id);
    expect(await deliverGift(deps, gift.id, onTheDay)).toBe('NOTHING_OWED');
  });

  it('is not emailed while unpaid', async () => {
    const { gift } = await orderTestGift(database.db);
    expect(await giftsDue(database.db)).not.toContain(gift.id);
    expect(await deliverGift(deps, gift.id)).toBe('NOTHING_OWED');
  });
});

describe('while the mail server is away', () => {
  it('retries with backoff and delivers exactly once when it is back; a restart sends nothing again', async () => {
    await sink.close();
    const refusedBefore = failures.length;
    const { gift, purchase } = await orderTestGift(database.db);
    await payTestGift(database.db, purchase);

    // The job fails and is retried.
    await vi.waitFor(
      async () => {
        expect(failures.length).toBeGreaterThan(refusedBefore);
        const [job] = await boss.findJobs(deliveryQueue, { key: gift.id });
        expect(job!.retryCount).toBeGreaterThanOrEqual(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    const row = await giftRow(database.db, gift.id);
    expect(row.deliveredAt).toBeNull();
    // The code's hash is kept before the first attempt: each attempt sends the same code.
    expect(row.codeHash).toBe(giftCodeHash(giftCodeFor(secret, gift.id)));

    sink = await startSmtpSink(port);
    const [email] = await sink.waitForCount(gift.recipientEmail, 1, 30_000);
    expect(email!.text).toContain(formatGiftCode(giftCodeFor(secret, gift.id)));
    await delivered(gift.id);
    await vi.waitFor(
      async () => {
        const jobs = await boss.findJobs(deliveryQueue, { key: gift.id });
        expect(jobs.map((job) => job.state)).toEqual(['completed']);
      },
      { timeout: 30_000, interval: 100 },
    );

    // A restart: the queue is worked again from the start, and nothing is owed.
    await deliveries.stop();
    deliveries = await workGiftDeliveries(boss, deps, { limit: 5, delaySeconds: 1 });
    expect(await giftsDue(database.db)).not.toContain(gift.id);
    expect(await deliverGift(deps, gift.id)).toBe('NOTHING_OWED');
    expect((await boss.findJobs(deliveryQueue, { key: gift.id, queued: true })).length).toBe(0);
    expect(sink.received.filter((sent) => sent.to.includes(gift.recipientEmail))).toHaveLength(1);
  });

  it('sends the same code again when a send is lost after the server took it', async () => {
    const { gift } = await orderTestGift(database.db);
    // The first attempt's answer is lost after the mail server took the email.
    let lost = false;
    const losing: Mailer = {
      send: async (email) => {
        await mailer.send(email);
        if (!lost) {
          lost = true;
          throw new Error('connection lost before the answer');
        }
      },
      close: () => undefined,
    };
    // Paid without a job (as in a process without a queue), so only these attempts send.
    await database.db.update(gifts).set({ status: 'paid' }).where(eq(gifts.id, gift.id));
    await expect(deliverGift({ ...deps, mailer: losing }, gift.id)).rejects.toThrow(
      'connection lost',
    );
    expect(await deliverGift({ ...deps, mailer: losing }, gift.id)).toBe('SENT');
    const emails = await sink.waitForCount(gift.recipientEmail, 2);
    const code = formatGiftCode(giftCodeFor(secret, gift.id));
    expect(emails.map((email) => email.text.includes(code))).toEqual([true, true]);
  });
});
