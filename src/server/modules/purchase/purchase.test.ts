/**
 * Buying Premium and gifts (decision 101): the test provider's checkout, the signed webhook every
 * provider's events take, and what a verified event does — on both databases.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/plan';
import { gifts, paymentEvents, premiumGrants, purchases } from '../../db/schema';
import { signatureHeader } from '../../payments/webhook-signature';
import {
  signTestEvent,
  testSignatureHeaderName,
  testWebhookSecret,
  type TestEvent,
} from '../../payments/test-provider';
import { createTestApp, testAuthSecret, type TestApp } from '../../test-support/app';
import { dataOf, signUpWithRecord, type EventUser } from '../../test-support/career-events';
import { graphql, signInAnonymously } from '../../test-support/identity';

const buy = `mutation ($months: Int!) { plan { buyPremium(months: $months) { checkoutUrl } } }`;
const currentPlan = `query { currentPlan { premium premiumUntil } }`;
const history = `query { purchases { id kind months price { amount currency } status receiptNumber email paidAt } }`;
const receipt = `query ($id: ID!) { purchase(id: $id) { id receiptNumber status } }`;
const order = `mutation ($input: GiftOrderInput!) { gift { orderGift(input: $input) { reference checkoutUrl } } }`;

interface Purchase {
  id: string;
  kind: string;
  months: number;
  price: { amount: number; currency: string };
  status: string;
  receiptNumber: string;
  email: string;
  paidAt: string | null;
}

let app: TestApp;
const secret = testWebhookSecret(testAuthSecret);

beforeAll(async () => {
  app = await createTestApp({ PREMIUM_PRICES: '1:900,3:2400,12:7200', PRICE_CURRENCY: 'eur' });
});
afterAll(async () => {
  await app?.close();
});

let userCount = 0;
async function newUser(): Promise<EventUser & { email: string }> {
  userCount += 1;
  const email = `buyer-${userCount}@example.com`;
  return { ...(await signUpWithRecord(app, email)), email };
}

/** The session token of a test checkout URL. */
function sessionOf(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  expect(url.pathname).toBe('/checkout/test');
  return url.searchParams.get('session')!;
}

async function checkout(user: EventUser, months: number): Promise<string> {
  const result = await user.call<{ plan: { buyPremium: { checkoutUrl: string } } }>(buy, {
    months,
  });
  return sessionOf(dataOf(result).plan.buyPremium.checkoutUrl);
}

const pay = (session: string, number: string, card = { expiry: '12/40', cvc: '123' }) =>
  app.app.inject({
    method: 'POST',
    url: '/api/payments/test/checkout/pay',
    payload: { session, number, ...card },
  });

const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  app.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/test',
    headers: delivery.headers,
    payload: delivery.body,
  });

const send = (event: TestEvent) => deliver(signTestEvent(secret, event));

async function planOf(user: EventUser) {
  return dataOf(
    await user.call<{ currentPlan: { premium: boolean; premiumUntil: string | null } }>(
      currentPlan,
    ),
  ).currentPlan;
}

async function historyOf(user: EventUser): Promise<Purchase[]> {
  return dataOf(await user.call<{ purchases: Purchase[] }>(history)).purchases;
}

/** Buys `months` with the test card that pays; answers the purchase. */
async function buyAndPay(user: EventUser, months: number) {
  const session = await checkout(user, months);
  const paid = await pay(session, '4242 4242 4242 4242');
  expect(paid.statusCode).toBe(200);
  const [row] = await app.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.status, 'paid'))
    .orderBy(purchases.paidAt)
    .then((rows) => rows.slice(-1));
  return row!;
}

const daysBetween = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / 86_400_000;

describe('plans', () => {
  it('tells anyone the plans, what each allows and the price of each term', async () => {
    const result = await graphql<{
      plans: {
        limited: boolean;
        forSale: boolean;
        free: { resumes: number | null; docx: boolean; templates: string[] };
        premium: { resumes: number | null; docx: boolean };
        prices: Array<{ months: number; price: { amount: number; currency: string } }>;
      };
    }>(
      app,
      `
        query {
          plans {
            limited
            forSale
            free {
              resumes
              docx
              templates
            }
            premium {
              resumes
              docx
            }
            prices {
              months
              price {
                amount
                currency
              }
            }
          }
        }
      `,
    );
    expect(dataOf(result).plans).toEqual({
      limited: true,
      forSale: true,
      free: { resumes: 3, docx: false, templates: ['classic', 'compact'] },
      premium: { resumes: null, docx: true },
      prices: [
        { months: 1, price: { amount: 900, currency: 'eur' } },
        { months: 3, price: { amount: 2400, currency: 'eur' } },
        { months: 12, price: { amount: 7200, currency: 'eur' } },
      ],
    });
  });
});

describe('buying Premium through the test provider', () => {
  it('needs a signed-in user with an account, and a term on sale', async () => {
    const signedOut = await graphql(app, buy, { months: 1 });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const anonymous = await signInAnonymously(app);
    await graphql(
      app,
      `
        mutation {
          user {
            createUser(input: { firstName: "", lastName: "", isAnonymous: true }) {
              id
            }
          }
        }
      `,
      {},
      anonymous.idToken,
    );
    const refused = await graphql(app, buy, { months: 1 }, anonymous.idToken);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'accountNeeded',
    });

    const user = await newUser();
    const badTerm = await user.call(buy, { months: 2 });
    expect(badTerm.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'months',
    });
  });

  it('grants nothing for a checkout alone, nor for a declined card', async () => {
    const user = await newUser();
    const session = await checkout(user, 1);

    const read = await app.app.inject({
      method: 'GET',
      url: `/api/payments/test/checkout?session=${encodeURIComponent(session)}`,
    });
    expect(read.json()).toMatchObject({
      description: '1 month of Premium',
      amount: 900,
      currency: 'eur',
      language: 'en',
    });

    const declined = await pay(session, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ reason: 'cardDeclined' });
    const noFunds = await pay(session, '4000000000009995');
    expect(noFunds.json()).toMatchObject({ reason: 'insufficientFunds' });
    expect((await pay(session, '4242 4242 4242 4241')).json()).toMatchObject({
      reason: 'invalidNumber',
    });
    expect(
      (await pay(session, '4242 4242 4242 4242', { expiry: '01/20', cvc: '123' })).json(),
    ).toMatchObject({ reason: 'invalidExpiry' });
    expect(
      (await pay(session, '4242 4242 4242 4242', { expiry: '12/40', cvc: 'x' })).json(),
    ).toMatchObject({ reason: 'invalidCvc' });

    expect(await planOf(user)).toEqual({ premium: false, premiumUntil: null });
    expect(await historyOf(user)).toEqual([]);
  });

  it('refuses a forged or expired-looking checkout session', async () => {
    const user = await newUser();
    const session = await checkout(user, 1);
    const [payload, signature] = session.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, amount: 1 })).toString('base64url')}.${signature}`;
    expect((await pay(forged, '4242424242424242')).statusCode).toBe(404);
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/payments/test/checkout?session=${encodeURIComponent(forged)}`,
    });
    expect(read.statusCode).toBe(404);
  });

  it('grants Premium for a month once the card pays, with a receipt by email', async () => {
    const user = await newUser();
    const before = new Date();
    const session = await checkout(user, 1);
    const paid = await pay(session, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    const [purchase] = await historyOf(user);
    expect(paid.json()).toEqual({
      redirectTo: `${app.config.publicUrl}/app/upgrade?checkout=success&purchase=${purchase!.id}`,
    });

    const plan = await planOf(user);
    expect(plan.premium).toBe(true);
    expect(daysBetween(new Date(plan.premiumUntil!), addMonths(before, 1))).toBeLessThan(0.01);

    expect(purchase).toMatchObject({
      kind: 'PREMIUM',
      months: 1,
      price: { amount: 900, currency: 'eur' },
      status: 'PAID',
      email: user.email,
    });
    expect(purchase!.receiptNumber).toMatch(/^MR-\d{4}-[0-9A-Z]{8}$/);
    const shown = await user.call<{ purchase: { receiptNumber: string } }>(receipt, {
      id: purchase!.id,
    });
    expect(dataOf(shown).purchase.receiptNumber).toBe(purchase!.receiptNumber);

    const email = await app.smtp.waitFor(user.email);
    expect(email.subject).toBe(`Your My Resume receipt ${purchase!.receiptNumber}`);
    expect(email.text).toContain('1 month of Premium');
    expect(email.text).toContain('€9.00');
    expect(email.text).toContain(`${app.config.publicUrl}/app/upgrade`);

    // Paying the same checkout again is the same payment: nothing more is granted or sent.
    expect((await pay(session, '4242424242424242')).statusCode).toBe(200);
    expect((await planOf(user)).premiumUntil).toBe(plan.premiumUntil);
    const grants = await app.database.db
      .select()
      .from(premiumGrants)
      .where(eq(premiumGrants.purchaseId, purchase!.id));
    expect(grants).toHaveLength(1);
  });

  it('adds up: one month then three give four months', async () => {
    const user = await newUser();
    const before = new Date();
    await buyAndPay(user, 1);
    await buyAndPay(user, 3);
    const plan = await planOf(user);
    expect(
      daysBetween(new Date(plan.premiumUntil!), addMonths(addMonths(before, 1), 3)),
    ).toBeLessThan(0.01);
    expect((await historyOf(user)).map((purchase) => purchase.months)).toEqual([3, 1]);
  });

  it('hides another user’s receipt as missing', async () => {
    const owner = await newUser();
    const purchase = await buyAndPay(owner, 1);
    const other = await newUser();
    const answer = await other.call(receipt, { id: purchase.id });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NO_DATA_FOUND');
    const notAnId = await other.call(receipt, { id: 'nope' });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('NO_DATA_FOUND');
  });
});

describe('the webhook', () => {
  async function pendingPurchase(user: EventUser, months = 1) {
    const session = await checkout(user, months);
    const payload = JSON.parse(Buffer.from(session.split('.')[0]!, 'base64url').toString()) as {
      purchaseId: string;
      sessionId: string;
    };
    const [row] = await app.database.db
      .select({ receiptNumber: purchases.receiptNumber })
      .from(purchases)
      .where(eq(purchases.id, payload.purchaseId));
    return { purchaseId: payload.purchaseId, sessionId: payload.sessionId, ...row! };
  }

  const paidEvent = (ids: { purchaseId: string; sessionId: string }, id: string): TestEvent => ({
    id,
    type: 'paid',
    purchaseId: ids.purchaseId,
    sessionId: ids.sessionId,
    paymentId: `pi_${id}`,
  });

  it('refuses a forged, tampered, unsigned or stale event, and applies none of them', async () => {
    const user = await newUser();
    const ids = await pendingPurchase(user);
    const event = paidEvent(ids, 'evt_forged');
    const body = JSON.stringify(event);

    const wrongSecret = await deliver({
      body,
      headers: {
        'content-type': 'application/json',
        [testSignatureHeaderName]: signatureHeader('not-the-secret', body),
      },
    });
    expect(wrongSecret.statusCode).toBe(400);

    const signed = signTestEvent(secret, event);
    const tampered = await deliver({
      ...signed,
      body: signed.body.replace('evt_forged', 'evt_forged2'),
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await deliver({ body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);

    const stale = await deliver({
      body,
      headers: {
        'content-type': 'application/json',
        [testSignatureHeaderName]: signatureHeader(
          secret,
          body,
          Math.floor(Date.now() / 1000) - 3600,
        ),
      },
    });
    expect(stale.statusCode).toBe(400);

    expect(await planOf(user)).toEqual({ premium: false, premiumUntil: null });
    const recorded = await app.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_forged'));
    expect(recorded).toEqual([]);
  });

  it('applies an event delivered twice once', async () => {
    const user = await newUser();
    const ids = await pendingPurchase(user);
    const event = paidEvent(ids, 'evt_replayed');
    const first = await send(event);
    expect(first.json()).toEqual({ received: true, applied: true });
    const until = (await planOf(user)).premiumUntil;
    const again = await send(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false });
    expect((await planOf(user)).premiumUntil).toBe(until);
    // One receipt for it: the next email is the next purchase's.
    await send(event);
    const next = await buyAndPay(user, 1);
    const emails = await app.smtp.waitForCount(user.email, 2);
    expect(emails.map((email) => email.subject.split(' ').pop()).sort()).toEqual(
      [ids.receiptNumber, next.receiptNumber].sort(),
    );
  });

  it('applies concurrent deliveries of one event once', async () => {
    const user = await newUser();
    const ids = await pendingPurchase(user, 3);
    const signed = signTestEvent(secret, paidEvent(ids, 'evt_concurrent'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(signed)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(
      answers.filter((answer) => (answer.json() as { applied: boolean }).applied),
    ).toHaveLength(1);
    const grants = await app.database.db
      .select()
      .from(premiumGrants)
      .where(eq(premiumGrants.purchaseId, ids.purchaseId));
    expect(grants).toHaveLength(1);
  });

  it('takes Premium back on a refund and on a dispute; later Premium moves up', async () => {
    const user = await newUser();
    const before = new Date();
    const first = await buyAndPay(user, 1);
    const second = await buyAndPay(user, 3);
    expect(first.providerPaymentId).toMatch(/^pi_test_/);

    const refunded = await send({
      id: 'evt_refund_1',
      type: 'refunded',
      paymentId: first.providerPaymentId!,
    });
    expect(refunded.json()).toEqual({ received: true, applied: true });
    const afterRefund = await planOf(user);
    expect(daysBetween(new Date(afterRefund.premiumUntil!), addMonths(before, 3))).toBeLessThan(1);

    await send({ id: 'evt_dispute_2', type: 'disputed', paymentId: second.providerPaymentId! });
    expect(await planOf(user)).toEqual({ premium: false, premiumUntil: null });
    expect((await historyOf(user)).map((purchase) => purchase.status)).toEqual([
      'DISPUTED',
      'REFUNDED',
    ]);
  });

  it('marks a lapsed checkout expired; a paid one stays paid', async () => {
    const user = await newUser();
    const ids = await pendingPurchase(user);
    await send({
      id: 'evt_expired_1',
      type: 'expired',
      purchaseId: ids.purchaseId,
      sessionId: ids.sessionId,
    });
    const [row] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, ids.purchaseId));
    expect(row!.status).toBe('expired');

    const paid = await buyAndPay(user, 1);
    await send({
      id: 'evt_expired_2',
      type: 'expired',
      purchaseId: paid.id,
      sessionId: paid.providerSessionId!,
    });
    const [still] = await app.database.db.select().from(purchases).where(eq(purchases.id, paid.id));
    expect(still!.status).toBe('paid');
  });

  it('answers 200 to an event for a purchase it does not know, and logs it', async () => {
    const answer = await send({
      id: 'evt_unknown',
      type: 'paid',
      purchaseId: '00000000-0000-4000-8000-000000000009',
      sessionId: 'cs_test_nothing',
      paymentId: 'pi_nothing',
    });
    expect(answer.statusCode).toBe(200);
    expect(app.logs.some((line) => line.msg === 'payment event: unknown purchase')).toBe(true);
    const notAnId = await send({
      id: 'evt_unknown_2',
      type: 'paid',
      purchaseId: 'x',
      sessionId: 'cs',
      paymentId: 'pi',
    });
    expect(notAnId.statusCode).toBe(200);
  });

  it('knows only the configured provider', async () => {
    const answer = await app.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('ordering a gift', () => {
  const input = {
    months: 3,
    purchaserName: 'Ada Lovelace',
    purchaserEmail: 'ada@example.com',
    recipientName: 'Charles Babbage',
    recipientEmail: 'charles@example.com',
    message: 'For your job search',
    deliverOn: new Date().toISOString().slice(0, 10),
    language: 'FR',
  };
  const orderFrom = (address: string, variables: Record<string, unknown>) =>
    app.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: order, variables }),
    });

  it('checks the order', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ purchaserEmail: 'not an email' }, 'purchaserEmail', 'invalid'],
      [{ recipientName: '' }, 'recipientName', 'required'],
      [{ deliverOn: '2020-01-01' }, 'deliverOn', 'deliverOnPast'],
      [{ deliverOn: '2026-02-30' }, 'deliverOn', 'invalidDate'],
      [{ months: 2 }, 'months', 'invalid'],
      [{ message: 'x'.repeat(1001) }, 'message', 'tooLong'],
    ];
    for (const [change, field] of cases) {
      const answer = await orderFrom('10.0.0.1', { input: { ...input, ...change } });
      const error = answer.json<{ errors: Array<{ extensions: Record<string, unknown> }> }>()
        .errors[0]!;
      expect(error.extensions, JSON.stringify(change)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect(await app.database.db.select().from(gifts)).toEqual([]);
  });

  it('creates a pending gift with an unguessable reference, paid only by the verified event', async () => {
    const answer = await orderFrom('10.0.0.2', { input });
    const { reference, checkoutUrl } = answer.json<{
      data: { gift: { orderGift: { reference: string; checkoutUrl: string } } };
    }>().data.gift.orderGift;
    expect(Buffer.from(reference, 'base64url')).toHaveLength(16);
    const [gift] = await app.database.db.select().from(gifts).where(eq(gifts.reference, reference));
    expect(gift).toMatchObject({
      status: 'pending',
      months: 3,
      recipientEmail: 'charles@example.com',
    });
    const [purchase] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, gift!.purchaseId));
    expect(purchase).toMatchObject({
      kind: 'gift',
      userId: null,
      status: 'pending',
      amount: 2400,
      email: 'ada@example.com',
      language: 'fr',
    });

    const session = sessionOf(checkoutUrl);
    const paid = await pay(session, '4242424242424242');
    expect(paid.json()).toEqual({
      redirectTo: `${app.config.publicUrl}/gift/confirmation?reference=${reference}`,
    });
    const [after] = await app.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.reference, reference));
    expect(after!.status).toBe('paid');
    const email = await app.smtp.waitFor('ada@example.com');
    expect(email.subject).toContain('Votre reçu My Resume');
    expect(email.text).toContain('Cadeau\u00a0: 3 mois de Premium');
  });

  it('limits the orders from one address', async () => {
    let lastCode: unknown;
    for (let index = 0; index < 11; index += 1) {
      const answer = await orderFrom('10.0.0.3', { input });
      lastCode = answer.json<{ errors?: Array<{ extensions: Record<string, unknown> }> }>()
        .errors?.[0]?.extensions;
      if (index < 10) expect(lastCode).toBeUndefined();
    }
    expect(lastCode).toMatchObject({ code: 'FORBIDDEN', reason: 'tooManyOrders' });
    // Another address still may.
    const other = await orderFrom('10.0.0.4', { input });
    expect(other.json<{ errors?: unknown }>().errors).toBeUndefined();
  });
});
