import Stripe from 'stripe';
import type { PremiumTerm } from '../../domain/plan';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceIds: Record<PremiumTerm, string>;
  /** Another address for Stripe's API (dev/stripe-sim in development and tests). */
  apiUrl: string | undefined;
}

/** The SDK's connection to `apiUrl` instead of api.stripe.com. */
function connection(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout Session's event: paid once its payment is in, expired when it lapsed. */
function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEvent {
  const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId ?? '';
  const paymentId = idOf(session.payment_intent);
  if (event.type === 'checkout.session.expired') {
    return { id: event.id, type: 'expired', purchaseId, sessionId: session.id };
  }
  // A completed session with a delayed payment method (a bank debit) is paid only later, by
  // checkout.session.async_payment_succeeded.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') {
    return { id: event.id, type: 'ignored', providerType: `${event.type} (unpaid)` };
  }
  return { id: event.id, type: 'paid', purchaseId, sessionId: session.id, paymentId };
}

/** Stripe's event, reduced to what the product acts on (decision 101). */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return sessionEvent(event, event.data.object);
    case 'charge.refunded': {
      const paymentId = idOf(event.data.object.payment_intent);
      return paymentId
        ? { id: event.id, type: 'refunded', paymentId }
        : { id: event.id, type: 'ignored', providerType: event.type };
    }
    case 'charge.dispute.created': {
      const paymentId = idOf(event.data.object.payment_intent);
      return paymentId
        ? { id: event.id, type: 'disputed', paymentId }
        : { id: event.id, type: 'ignored', providerType: event.type };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

/** Payments through Stripe Checkout, with the official SDK. */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const price = settings.priceIds[request.months as PremiumTerm];
      if (!price) throw new Error(`no Stripe price for ${request.months} months`);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: request.purchaseId,
          metadata: { purchaseId: request.purchaseId },
          payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
          customer_email: request.customerEmail,
          locale: request.language,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retry of the same purchase's checkout is the same session.
        { idempotencyKey: `checkout-${request.purchaseId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    verifyEvent(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('no Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      return paymentEventOf(event);
    },
  };
}
