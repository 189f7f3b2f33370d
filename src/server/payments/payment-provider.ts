import type { Money } from '../../domain/plan';
import type { Language } from '../../domain/language';

/**
 * What every way of taking payments does (decision 099): a checkout the buyer is sent to, and the
 * provider's signed events, which alone say a payment went through, was refunded or disputed.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** A checkout for one pending purchase; the buyer's browser is sent to its `url`. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The event a webhook request carries, once its signature over the raw body is verified; throws
   * `WebhookSignatureError` otherwise.
   */
  verifyEvent(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent;
}

export interface CheckoutRequest {
  /** Our purchase's id: the provider hands it back in its events. */
  purchaseId: string;
  /** What the buyer sees on the checkout page, in their language. */
  description: string;
  price: Money;
  /** The months of Premium bought (Stripe's configured price for that term). */
  months: number;
  customerEmail: string;
  language: Language;
  /** Where the buyer returns after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A verified event, reduced to what the product acts on. */
export type PaymentEvent =
  | { id: string; type: 'paid'; purchaseId: string; sessionId: string; paymentId: string | null }
  | { id: string; type: 'expired'; purchaseId: string; sessionId: string }
  | { id: string; type: 'refunded' | 'disputed'; paymentId: string }
  | { id: string; type: 'ignored'; providerType: string };

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`The webhook's signature is not valid: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}
