import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { languages } from '../../domain/language';
import { paths } from '../../domain/paths';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';
import { signatureHeader, verifySignatureHeader } from './webhook-signature';

/**
 * The built-in test provider (decision 101): its checkout is a page of the app, marked as a test
 * payment, that takes the well-known test card numbers. A payment there is a signed event delivered
 * to the same webhook route Stripe's events take, so nothing but a verified event grants anything.
 *
 * A checkout session is a signed token (no table, so any server process reads it); the events are
 * signed like Stripe's (`t=…,v1=HMAC-SHA256`) with a secret derived from the auth secret.
 */

export const testSignatureHeaderName = 'my-resume-signature';

/** How long a test checkout stays open. */
const sessionLifetimeMs = 24 * 60 * 60 * 1000;

const derive = (authSecret: string, purpose: string) =>
  createHmac('sha256', authSecret).update(`payments:test:${purpose}`).digest('base64url');

/** The secret the test provider's webhook events are signed with. */
export const testWebhookSecret = (authSecret: string) => derive(authSecret, 'webhook');

const sessionSchema = z.object({
  sessionId: z.string(),
  purchaseId: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  language: z.enum(languages),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.number(),
});

/** What the test checkout page shows and where it sends the buyer. */
export type TestCheckoutSession = z.infer<typeof sessionSchema>;

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('paid'),
    purchaseId: z.string(),
    sessionId: z.string(),
    paymentId: z.string(),
  }),
  z.object({
    id: z.string(),
    type: z.literal('expired'),
    purchaseId: z.string(),
    sessionId: z.string(),
  }),
  z.object({ id: z.string(), type: z.enum(['refunded', 'disputed']), paymentId: z.string() }),
]);

/** The test provider's event body: exactly the product's event. */
export type TestEvent = z.infer<typeof eventSchema>;

/** A signed event, as the test provider delivers it to the webhook route. */
export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

export function signTestEvent(webhookSecret: string, event: TestEvent): SignedDelivery {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [testSignatureHeaderName]: signatureHeader(webhookSecret, body),
    },
  };
}

/** Why a test card is refused, as the checkout page words it (`checkout.declined.<reason>`). */
export const cardRefusals = [
  'cardDeclined',
  'insufficientFunds',
  'invalidNumber',
  'unknownTestCard',
  'invalidExpiry',
  'invalidCvc',
] as const;
export type CardRefusal = (typeof cardRefusals)[number];

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** Stripe's test cards: the first pays, the others are declined the way Stripe declines them. */
const testCards: Record<string, CardRefusal | null> = {
  '4242424242424242': null,
  '4000000000000002': 'cardDeclined',
  '4000000000009995': 'insufficientFunds',
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a card does at the test checkout at `now`: null pays, otherwise why it is refused. */
export function testCardRefusal(card: TestCard, now = new Date()): CardRefusal | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return 'invalidNumber';
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'invalidExpiry';
  // A card works to the end of its expiry month.
  if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime()) return 'invalidExpiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'invalidCvc';
  return digits in testCards ? testCards[digits]! : 'unknownTestCard';
}

export type TestPayment =
  | { outcome: 'paid'; delivery: SignedDelivery; successUrl: string }
  | { outcome: 'refused'; reason: CardRefusal };

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** The session a checkout token names, or null when it is forged or expired. */
  readSession(token: string): TestCheckoutSession | null;
  /** Pays a session with a test card: the signed event to deliver, or why the card is refused. */
  pay(session: TestCheckoutSession, card: TestCard): TestPayment;
}

export function createTestPaymentProvider({
  publicUrl,
  authSecret,
}: {
  publicUrl: string;
  authSecret: string;
}): TestPaymentProvider {
  const sessionSecret = derive(authSecret, 'session');
  const webhookSecret = testWebhookSecret(authSecret);
  const sign = (payload: string) =>
    createHmac('sha256', sessionSecret).update(payload).digest('base64url');

  return {
    name: 'test',

    createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session: TestCheckoutSession = {
        sessionId: `cs_test_${randomBytes(12).toString('hex')}`,
        purchaseId: request.purchaseId,
        description: request.description,
        amount: request.price.amount,
        currency: request.price.currency,
        language: request.language,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: Date.now() + sessionLifetimeMs,
      };
      const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
      const token = `${payload}.${sign(payload)}`;
      return Promise.resolve({
        id: session.sessionId,
        url: `${publicUrl}${paths.testCheckout(token)}`,
      });
    },

    readSession(token) {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const session = sessionSchema.safeParse(decoded);
      return session.success && session.data.expiresAt > Date.now() ? session.data : null;
    },

    pay(session, card) {
      const reason = testCardRefusal(card);
      if (reason) return { outcome: 'refused', reason };
      // One id per session: paying the same checkout twice is one payment.
      const delivery = signTestEvent(webhookSecret, {
        id: `evt_test_paid_${session.sessionId}`,
        type: 'paid',
        purchaseId: session.purchaseId,
        sessionId: session.sessionId,
        paymentId: `pi_test_${session.sessionId.slice('cs_test_'.length)}`,
      });
      return { outcome: 'paid', delivery, successUrl: session.successUrl };
    },

    verifyEvent(rawBody, headers): PaymentEvent {
      verifySignatureHeader(webhookSecret, rawBody, headers[testSignatureHeaderName]);
      let decoded: unknown;
      try {
        decoded = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('the body is not JSON');
      }
      const event = eventSchema.safeParse(decoded);
      if (!event.success) throw new WebhookSignatureError('the body is not a test event');
      return event.data;
    },
  };
}
