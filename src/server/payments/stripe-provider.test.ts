/**
 * The Stripe adapter (decision 101) against dev/stripe-sim, a real HTTP peer of Stripe's API run as
 * its own process: Checkout Sessions through the official SDK, the hosted page's payment arriving
 * as a webhook signed with the SDK's `generateTestHeaderString`, refunds and disputes.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { dataOf, signUpWithRecord, type EventUser } from '../test-support/career-events';
import {
  startStripeSimProcess,
  stripeSimPriceIds,
  stripeSimSecretKey,
  stripeSimWebhookSecret,
  type StripeSimProcess,
} from '../test-support/stripe-sim';
import { createStripePaymentProvider, paymentEventOf } from './stripe-provider';

const buy = `mutation ($months: Int!, $language: DocumentLanguage) { plan { buyPremium(months: $months, language: $language) { checkoutUrl } } }`;
const currentPlan = `query { currentPlan { premium premiumUntil } }`;
const history = `query { purchases { id status } }`;

let sim: StripeSimProcess;
let app: TestApp;
let appUrl: string;
const stripe = new Stripe(stripeSimSecretKey);

interface Delivery {
  eventId: string;
  type: string;
  status: number | null;
}

beforeAll(async () => {
  sim = await startStripeSimProcess();
  app = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: stripeSimSecretKey,
    STRIPE_WEBHOOK_SECRET: stripeSimWebhookSecret,
    STRIPE_PRICE_IDS: stripeSimPriceIds,
    STRIPE_API_URL: sim.url,
  });
  appUrl = await app.app.listen({ port: 0, host: '127.0.0.1' });
  await sim.control('/webhook', { url: `${appUrl}/api/payments/webhook/stripe` });
  // On a database server the app sheds load while its event loop is slow (decision 098); starting
  // the simulator's process beside it can be that. Wait until it answers, as a load balancer does.
  while ((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await app?.close();
  await sim?.close();
});

/** Waits until the simulator has delivered an event of `type` (delivery is asynchronous, as Stripe's). */
async function delivered(type: string, after = 0): Promise<Delivery> {
  for (;;) {
    const { deliveries } = await sim.control<{ deliveries: Delivery[] }>('/events');
    const found = deliveries.slice(after).find((entry) => entry.type === type && entry.status);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliveryCount = async () =>
  (await sim.control<{ deliveries: Delivery[] }>('/events')).deliveries.length;

/** A Stripe event as the SDK's test helper signs it, posted to the app's webhook. */
function postSigned(event: Record<string, unknown>, secret = stripeSimWebhookSecret) {
  const payload = JSON.stringify(event);
  return app.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

let users = 0;
const newUser = async (): Promise<EventUser> => {
  users += 1;
  return signUpWithRecord(app, `stripe-${users}@example.com`);
};

async function checkoutOf(user: EventUser, months: number): Promise<string> {
  const result = await user.call<{ plan: { buyPremium: { checkoutUrl: string } } }>(buy, {
    months,
    language: 'FR',
  });
  return dataOf(result).plan.buyPremium.checkoutUrl;
}

describe('the Stripe adapter against the simulator', () => {
  it('opens a Checkout Session for the purchase, and Premium follows the signed payment event', async () => {
    const user = await newUser();
    const checkoutUrl = await checkoutOf(user, 3);
    expect(checkoutUrl.startsWith(`${sim.url}/c/pay/cs_test_`)).toBe(true);

    const [purchase] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, checkoutUrl.split('/').pop()!));
    expect(purchase).toMatchObject({ provider: 'stripe', status: 'pending', months: 3 });
    // What the adapter asked Stripe for, read back through the SDK.
    const atSim = new Stripe(stripeSimSecretKey, {
      host: new URL(sim.url).hostname,
      port: Number(new URL(sim.url).port),
      protocol: 'http',
    });
    const session = await atSim.checkout.sessions.retrieve(purchase!.providerSessionId!);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: purchase!.id,
      metadata: { purchaseId: purchase!.id },
      customer_email: `stripe-${users}@example.com`,
      locale: 'fr',
      amount_total: 2400,
      payment_status: 'unpaid',
      status: 'open',
    });

    const before = await deliveryCount();
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('Pay $24.00');
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${app.config.publicUrl}/app/upgrade?checkout=success&purchase=${purchase!.id}`,
    );
    const event = await delivered('checkout.session.completed', before);
    expect(event.status).toBe(200);

    const plan = dataOf(await user.call<{ currentPlan: { premium: boolean } }>(currentPlan));
    expect(plan.currentPlan.premium).toBe(true);
    const [row] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase!.id));
    expect(row!.status).toBe('paid');
    expect(row!.providerPaymentId).toMatch(/^pi_/);
    const receipt = await app.smtp.waitFor(`stripe-${users}@example.com`);
    expect(receipt.subject).toContain('Votre reçu My Resume');

    // A refund in Stripe's dashboard takes Premium back.
    const refundedAt = await deliveryCount();
    await sim.control('/refund', { payment_intent: row!.providerPaymentId });
    expect((await delivered('charge.refunded', refundedAt)).status).toBe(200);
    expect(
      dataOf(await user.call<{ currentPlan: { premium: boolean } }>(currentPlan)).currentPlan
        .premium,
    ).toBe(false);
    expect(
      dataOf(await user.call<{ purchases: Array<{ status: string }> }>(history)).purchases,
    ).toEqual([{ id: purchase!.id, status: 'REFUNDED' }]);
  });

  it('takes Premium back on a dispute', async () => {
    const user = await newUser();
    const checkoutUrl = await checkoutOf(user, 1);
    const before = await deliveryCount();
    await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    await delivered('checkout.session.completed', before);
    const [row] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, checkoutUrl.split('/').pop()!));
    const disputedAt = await deliveryCount();
    await sim.control('/dispute', { payment_intent: row!.providerPaymentId });
    expect((await delivered('charge.dispute.created', disputedAt)).status).toBe(200);
    expect(
      dataOf(await user.call<{ currentPlan: { premium: boolean } }>(currentPlan)).currentPlan
        .premium,
    ).toBe(false);
  });

  it('marks an expired session expired', async () => {
    const user = await newUser();
    const checkoutUrl = await checkoutOf(user, 12);
    const sessionId = checkoutUrl.split('/').pop()!;
    const before = await deliveryCount();
    await sim.control('/expire', { session: sessionId });
    expect((await delivered('checkout.session.expired', before)).status).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, sessionId));
    expect(row!.status).toBe('expired');
  });

  it('refuses an event signed with another secret, or not signed, and applies it never', async () => {
    const user = await newUser();
    const checkoutUrl = await checkoutOf(user, 1);
    const sessionId = checkoutUrl.split('/').pop()!;
    const [row] = await app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, sessionId));
    const event = {
      id: 'evt_forged_stripe',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: row!.id,
          payment_status: 'paid',
          payment_intent: 'pi_forged',
        },
      },
    };
    expect((await postSigned(event, 'whsec_someone_else')).statusCode).toBe(400);
    const unsigned = await app.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      dataOf(await user.call<{ currentPlan: { premium: boolean } }>(currentPlan)).currentPlan
        .premium,
    ).toBe(false);

    // The same event, rightly signed, twice: applied once.
    const first = await postSigned(event);
    expect(first.json()).toEqual({ received: true, applied: true });
    const second = await postSigned(event);
    expect(second.json()).toEqual({ received: true, applied: false });
    expect(
      dataOf(await user.call<{ currentPlan: { premium: boolean } }>(currentPlan)).currentPlan
        .premium,
    ).toBe(true);
  });

  it('answers 200 to the events it does not act on', async () => {
    const answer = await postSigned({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe("Stripe's events, reduced to the product's", () => {
  const session = (fields: Record<string, unknown>) =>
    ({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          client_reference_id: 'purchase-1',
          metadata: {},
          payment_intent: 'pi_1',
          payment_status: 'paid',
          ...fields,
        },
      },
    }) as unknown as Stripe.Event;

  it('maps each event the product acts on, and ignores the rest', () => {
    expect(paymentEventOf(session({}))).toEqual({
      id: 'evt_1',
      type: 'paid',
      purchaseId: 'purchase-1',
      sessionId: 'cs_1',
      paymentId: 'pi_1',
    });
    expect(paymentEventOf(session({ payment_status: 'unpaid' })).type).toBe('ignored');
    expect(
      paymentEventOf({
        ...session({ payment_status: 'paid' }),
        type: 'checkout.session.async_payment_succeeded',
      } as Stripe.Event).type,
    ).toBe('paid');
    expect(
      paymentEventOf({ ...session({}), type: 'checkout.session.expired' } as Stripe.Event),
    ).toEqual({ id: 'evt_1', type: 'expired', purchaseId: 'purchase-1', sessionId: 'cs_1' });
    expect(
      paymentEventOf({
        id: 'evt_2',
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', payment_intent: 'pi_1' } },
      } as unknown as Stripe.Event),
    ).toEqual({ id: 'evt_2', type: 'refunded', paymentId: 'pi_1' });
    expect(
      paymentEventOf({
        id: 'evt_3',
        type: 'charge.dispute.created',
        data: { object: { id: 'dp_1', payment_intent: { id: 'pi_1' } } },
      } as unknown as Stripe.Event),
    ).toEqual({ id: 'evt_3', type: 'disputed', paymentId: 'pi_1' });
    expect(
      paymentEventOf({
        id: 'evt_4',
        type: 'invoice.paid',
        data: { object: {} },
      } as unknown as Stripe.Event),
    ).toEqual({ id: 'evt_4', type: 'ignored', providerType: 'invoice.paid' });
  });
});

describe('the simulator answers as Stripe does', () => {
  const provider = (secretKey: string) =>
    createStripePaymentProvider({
      secretKey,
      webhookSecret: stripeSimWebhookSecret,
      priceIds: { 1: 'price_premium_1', 3: 'price_premium_3', 12: 'price_unknown' },
      apiUrl: sim.url,
    });
  const request = {
    purchaseId: '00000000-0000-4000-8000-000000000001',
    description: '1 month of Premium',
    price: { amount: 900, currency: 'usd' },
    customerEmail: 'ada@example.com',
    language: 'en' as const,
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/cancel',
  };

  it('refuses a wrong key, and an unknown price naming the parameter', async () => {
    await expect(
      provider('sk_test_wrong').createCheckout({ ...request, months: 1 }),
    ).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(
      provider(stripeSimSecretKey).createCheckout({
        ...request,
        purchaseId: '00000000-0000-4000-8000-000000000002',
        months: 12,
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
  });

  it('replays a retried checkout with the same idempotency key', async () => {
    const first = await provider(stripeSimSecretKey).createCheckout({
      ...request,
      purchaseId: '00000000-0000-4000-8000-000000000003',
      months: 1,
    });
    const again = await provider(stripeSimSecretKey).createCheckout({
      ...request,
      purchaseId: '00000000-0000-4000-8000-000000000003',
      months: 1,
    });
    expect(again).toEqual(first);
  });
});
