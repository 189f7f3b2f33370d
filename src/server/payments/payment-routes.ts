import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BackgroundTasks } from '../background';
import type { Database } from '../db/database';
import type { Mailer } from '../email/mailer';
import { loggableError } from '../loggable-error';
import { receiptEmail } from '../modules/purchase/purchase-receipt';
import { settlePaymentEvent } from '../modules/purchase/purchase-settlement';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider';
import type { TestPaymentProvider } from './test-provider';

export interface PaymentRouteDeps {
  db: Database;
  provider: PaymentProvider | null;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/** Where a provider's events arrive. */
export const webhookPath = (provider: string) => `/api/payments/webhook/${provider}`;

/**
 * The payment routes (decision 101): the webhook every provider's signed events arrive at, read as
 * the raw body (its signature is over those bytes), and the test provider's checkout API.
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const { db, provider, mailer, background, publicUrl } = deps;

  // In its own scope, so only this route reads bodies as raw bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post<{ Params: { provider: string } }>(
      '/api/payments/webhook/:provider',
      { bodyLimit: 256 * 1024 },
      async (request, reply) => {
        if (!provider || request.params.provider !== provider.name) {
          return reply.code(404).send({ error: 'No such payment provider' });
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = provider.verifyEvent(body, request.headers);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ provider: provider.name, reason: error.message }, 'webhook refused');
          return reply.code(400).send({ error: error.message });
        }
        const settlement = await settlePaymentEvent(db, provider.name, event, request.log);
        request.log.info(
          {
            provider: provider.name,
            eventId: event.id,
            type: event.type,
            applied: settlement.applied,
          },
          'payment event',
        );
        const paid = settlement.paid;
        if (paid) {
          const log = request.log;
          background.track(
            mailer.send(receiptEmail(paid, publicUrl)).catch((error: unknown) => {
              log.error(
                { err: loggableError(error), purchaseId: paid.id },
                'the receipt email could not be sent',
              );
            }),
          );
        }
        return { received: true, applied: settlement.applied };
      },
    );
  });

  if (provider?.name === 'test') registerTestCheckout(app, provider as TestPaymentProvider);
}

const payBodySchema = z.object({
  session: z.string().max(4096),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});

/** The test checkout page's API: read a session, pay it with a test card. */
function registerTestCheckout(app: FastifyInstance, provider: TestPaymentProvider) {
  app.get<{ Querystring: { session?: string } }>(
    '/api/payments/test/checkout',
    async (request, reply) => {
      const session = provider.readSession(String(request.query.session ?? ''));
      if (!session) return reply.code(404).send({ error: 'No such checkout' });
      const { description, amount, currency, language, cancelUrl } = session;
      return { description, amount, currency, language, cancelUrl };
    },
  );

  app.post(
    '/api/payments/test/checkout/pay',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = payBodySchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: 'Bad request' });
      const session = provider.readSession(body.data.session);
      if (!session) return reply.code(404).send({ error: 'No such checkout' });
      const payment = provider.pay(session, body.data);
      if (payment.outcome === 'refused') {
        return reply.code(402).send({ error: 'Card refused', reason: payment.reason });
      }
      // The payment takes the path every provider's events take: a signed request to the webhook.
      const delivered = await app.inject({
        method: 'POST',
        url: webhookPath(provider.name),
        headers: payment.delivery.headers,
        payload: payment.delivery.body,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'the test payment was not delivered');
        return reply.code(502).send({ error: 'The payment could not be recorded' });
      }
      return { redirectTo: payment.successUrl };
    },
  );
}
