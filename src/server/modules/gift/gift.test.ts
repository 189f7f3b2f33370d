/**
 * Redeeming a gift and reading a gift order (decision 102), through the API: a paid gift's code gives
 * its months once — of two redemptions at once exactly one succeeds —, unknown, unpaid and revoked
 * codes are refused alike, tries are limited per user and per client address, and an order is read
 * by its reference only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatGiftCode } from '../../../domain/gift';
import { addMonths } from '../../../domain/plan';
import { premiumGrants } from '../../db/schema';
import { createSmtpMailer } from '../../email/mailer';
import { createTestApp, testAuthSecret, type TestApp } from '../../test-support/app';
import { signUpWithRecord } from '../../test-support/career-events';
import { giftRow, orderTestGift, payTestGift, refundTestGift } from '../../test-support/gifts';
import { signInAnonymously, type GraphqlResult } from '../../test-support/identity';
import { giftCodeFor } from './gift-code';
import { deliverGift } from './gift-delivery';

const redeem = `mutation ($code: String!) { gift { redeemGift(code: $code) { months premiumUntil } } }`;
const order = `query ($reference: String!) { giftOrder(reference: $reference) {
  reference months purchaserName recipientName recipientEmail message deliverOn language status deliveredAt
  receipt { amount currency receiptNumber paidAt } } }`;
const me = `query { me { savviestProduct } }`;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // On PostgreSQL the server sheds load while its event loop lags (decision 098); its first reading,
  // taken while it boots, may say so for a second: the tests start once it has read a calm loop.
  if (app.app.hasDecorator('memoryUsage')) {
    await vi.waitFor(
      () => {
        expect(app.app.memoryUsage().heapUsed).toBeGreaterThan(0);
        expect(app.app.isUnderPressure()).toBe(false);
      },
      { timeout: 30_000, interval: 100 },
    );
  }
});
afterAll(async () => {
  await app?.close();
});

/** Each test's requests come from an address of its own, so the per-address limit is its own. */
let lastAddress = 0;
const newAddress = () => `192.0.2.${(lastAddress += 1)}`;

async function call<T>(
  query: string,
  variables: Record<string, unknown>,
  { token, address }: { token?: string; address: string },
): Promise<GraphqlResult<T>> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json();
}

let lastUser = 0;
async function newUser() {
  lastUser += 1;
  return signUpWithRecord(app, `gift-${lastUser}-${Date.now()}@example.com`);
}

/** A gift paid and emailed: its code, as the recipient reads it. */
async function deliveredGift(options: Parameters<typeof orderTestGift>[1] = {}) {
  const { gift, purchase } = await orderTestGift(app.database.db, options);
  await payTestGift(app.database.db, purchase);
  const mailer = createSmtpMailer(app.smtp.url, app.config.MAIL_FROM);
  try {
    const deps = { db: app.database.db, mailer, secret: testAuthSecret, publicUrl: 'http://x' };
    expect(await deliverGift(deps, gift.id)).toBe('SENT');
  } finally {
    mailer.close();
  }
  return { gift, purchase, code: formatGiftCode(giftCodeFor(testAuthSecret, gift.id)) };
}

type Redeemed = { gift: { redeemGift: { months: number; premiumUntil: string } } };
const reasonOf = (result: GraphqlResult<unknown>) => ({
  code: result.errors?.[0]?.extensions?.code,
  reason: result.errors?.[0]?.extensions?.reason,
});

describe('redeemGift', () => {
  it("adds the gift's months once, typed however the recipient types it", async () => {
    const address = newAddress();
    const user = await newUser();
    const { gift, code } = await deliveredGift({ months: 3 });
    const before = new Date();
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    const result = await call<Redeemed>(redeem, { code: typed }, { token: user.token, address });
    expect(result.errors).toBeUndefined();
    const { months, premiumUntil } = result.data!.gift.redeemGift;
    expect(months).toBe(3);
    expect(new Date(premiumUntil).getTime()).toBeGreaterThanOrEqual(addMonths(before, 3).getTime());
    expect(new Date(premiumUntil).getTime()).toBeLessThan(addMonths(new Date(), 3).getTime() + 1);
    expect((await call(me, {}, { token: user.token, address })).data).toEqual({
      me: { savviestProduct: 'PREMIUM' },
    });
    expect((await giftRow(app.database.db, gift.id)).status).toBe('redeemed');

    // Used: by the same user or anyone else.
    expect(reasonOf(await call(redeem, { code }, { token: user.token, address }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'giftCodeUsed',
    });
    const other = await newUser();
    expect(reasonOf(await call(redeem, { code }, { token: other.token, address }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'giftCodeUsed',
    });
  });

  it('gives exactly one success to two redemptions at once', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const { gift, code } = await deliveredGift({ months: 12 });
    const results = await Promise.all([
      call<Redeemed>(redeem, { code }, { token: first.token, address: newAddress() }),
      call<Redeemed>(redeem, { code }, { token: second.token, address: newAddress() }),
      call<Redeemed>(redeem, { code }, { token: first.token, address: newAddress() }),
    ]);
    const succeeded = results.filter((result) => result.data?.gift.redeemGift);
    expect(succeeded).toHaveLength(1);
    expect(results.filter((result) => reasonOf(result).reason === 'giftCodeUsed')).toHaveLength(2);
    const grants = await app.database.db
      .select()
      .from(premiumGrants)
      .where(eq(premiumGrants.giftId, gift.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.months).toBe(12);
  });

  it('refuses unknown, unpaid, not yet delivered and revoked codes alike', async () => {
    const address = newAddress();
    const user = await newUser();
    const unknown = formatGiftCode(giftCodeFor('another secret entirely, long enough', 'x'));
    const pending = await orderTestGift(app.database.db);
    const unpaidCode = giftCodeFor(testAuthSecret, pending.gift.id);
    const later = await orderTestGift(app.database.db, { deliverOn: '2999-01-01' });
    await payTestGift(app.database.db, later.purchase);
    const laterCode = giftCodeFor(testAuthSecret, later.gift.id);
    const revoked = await deliveredGift();
    await refundTestGift(app.database.db, revoked.purchase);

    for (const code of [unknown, unpaidCode, laterCode, revoked.code]) {
      expect(reasonOf(await call(redeem, { code }, { token: user.token, address }))).toEqual({
        code: 'BAD_USER_INPUT',
        reason: 'giftCodeUnknown',
      });
    }
    expect((await call(me, {}, { token: user.token, address })).data).toEqual({
      me: { savviestProduct: 'FREE' },
    });
  });

  it('takes back the Premium a redeemed gift gave when its payment is refunded', async () => {
    const address = newAddress();
    const user = await newUser();
    const { purchase, code } = await deliveredGift({ months: 1 });
    expect((await call<Redeemed>(redeem, { code }, { token: user.token, address })).errors).toBe(
      undefined,
    );
    await refundTestGift(app.database.db, purchase);
    expect((await call(me, {}, { token: user.token, address })).data).toEqual({
      me: { savviestProduct: 'FREE' },
    });
  });

  it('limits tries to 10 in 15 minutes per user, then says when to try again', async () => {
    const user = await newUser();
    const { code } = await deliveredGift();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = formatGiftCode(giftCodeFor('guess', String(attempt)));
      const result = await call(
        redeem,
        { code: wrong },
        { token: user.token, address: newAddress() },
      );
      expect(reasonOf(result).reason).toBe('giftCodeUnknown');
    }
    // Even the right code, from yet another address.
    const refused = await call(redeem, { code }, { token: user.token, address: newAddress() });
    expect(reasonOf(refused)).toEqual({ code: 'BAD_USER_INPUT', reason: 'tooManyAttempts' });
    const retryAfter = refused.errors![0]!.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('limits tries to 10 in 15 minutes per client address, whoever asks', async () => {
    const address = newAddress();
    const { code } = await deliveredGift();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guesser = await newUser();
      const wrong = formatGiftCode(giftCodeFor('guess', String(attempt)));
      const result = await call(redeem, { code: wrong }, { token: guesser.token, address });
      expect(reasonOf(result).reason).toBe('giftCodeUnknown');
    }
    const user = await newUser();
    expect(reasonOf(await call(redeem, { code }, { token: user.token, address })).reason).toBe(
      'tooManyAttempts',
    );
    const elsewhere = await call<Redeemed>(
      redeem,
      { code },
      { token: user.token, address: newAddress() },
    );
    expect(elsewhere.data?.gift.redeemGift.months).toBe(3);
  });

  it('needs an account: signed out is UNAUTHENTICATED, a guest is FORBIDDEN', async () => {
    const { code } = await deliveredGift();
    expect(reasonOf(await call(redeem, { code }, { address: newAddress() })).code).toBe(
      'UNAUTHENTICATED',
    );
    const guest = await signInAnonymously(app);
    expect(
      reasonOf(await call(redeem, { code }, { token: guest.idToken, address: newAddress() })),
    ).toEqual({ code: 'FORBIDDEN', reason: 'accountNeeded' });
  });
});

type Order = {
  giftOrder: {
    status: string;
    months: number;
    recipientName: string;
    deliverOn: string;
    deliveredAt: string | null;
    receipt: { amount: number; currency: string; receiptNumber: string; paidAt: string | null };
  };
};

describe('giftOrder', () => {
  it('answers what was bought, for whom and its receipt: pending, paid, delivered, redeemed', async () => {
    const address = newAddress();
    const { gift, purchase } = await orderTestGift(app.database.db, {
      months: 12,
      message: 'Happy birthday!',
      deliverOn: '2999-12-24',
    });
    const read = async () =>
      (await call<Order>(order, { reference: gift.reference }, { address })).data!.giftOrder;

    expect(await read()).toMatchObject({
      reference: gift.reference,
      months: 12,
      purchaserName: 'Ada Lovelace',
      recipientName: 'Grace Hopper',
      recipientEmail: gift.recipientEmail,
      message: 'Happy birthday!',
      deliverOn: '2999-12-24',
      language: 'en',
      status: 'PENDING',
      deliveredAt: null,
      receipt: {
        amount: 2400,
        currency: 'usd',
        receiptNumber: purchase.receiptNumber,
        paidAt: null,
      },
    });
    await payTestGift(app.database.db, purchase);
    const paid = await read();
    expect(paid.status).toBe('PAID');
    expect(paid.receipt.paidAt).not.toBeNull();

    const delivered = await deliveredGift();
    const readDelivered = async () =>
      (await call<Order>(order, { reference: delivered.gift.reference }, { address })).data!
        .giftOrder;
    expect((await readDelivered()).status).toBe('DELIVERED');
    expect((await readDelivered()).deliveredAt).not.toBeNull();
    const user = await newUser();
    await call(redeem, { code: delivered.code }, { token: user.token, address });
    expect((await readDelivered()).status).toBe('REDEEMED');
  });

  it('answers NO_DATA_FOUND for any other reference, revealing nothing', async () => {
    const { gift } = await orderTestGift(app.database.db);
    for (const reference of [`${gift.reference}x`, gift.reference.slice(1), '', gift.id]) {
      const result = await call(order, { reference }, { address: newAddress() });
      expect(result.data).toBeNull();
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['NO_DATA_FOUND']);
    }
  });
});
