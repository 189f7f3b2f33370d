import type { PaymentConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/** The configured way of taking payments, or null when nothing is sold (PAYMENT_PROVIDER none). */
export function createPaymentProvider(
  config: PaymentConfig,
  publicUrl: string,
  authSecret: string,
): PaymentProvider | null {
  switch (config.provider) {
    case 'test':
      return createTestPaymentProvider({ publicUrl, authSecret });
    case 'stripe':
      return createStripePaymentProvider(config);
    case 'none':
      return null;
  }
}
