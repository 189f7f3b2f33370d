import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { paymentEvents, purchases, type PurchaseRow } from '../../db/schema';
import type { PaymentEvent } from '../../payments/payment-provider';
import type { Transaction } from '../document/document-store';
import { onGiftPaid, onGiftRevoked } from '../gift/gift-fulfilment';
import { grantPremium, revokePremium } from '../plan/plan.service';
import { isRecordId } from '../record-errors';

export interface Settlement {
  /** False when the event was applied before (a provider delivers an event more than once). */
  applied: boolean;
  /** The purchase this event paid, for its receipt (sent once, after the commit). */
  paid: PurchaseRow | null;
}

/**
 * Applies one verified event of `provider` (decision 101), in one transaction: the event's id is
 * recorded first, so an event delivered twice (or twice at once) is applied once; then the
 * purchase it names moves on. Only this function changes what a payment gave.
 */
export function settlePaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { applied: false, paid: null };
    const paid = await apply(tx, provider, event, log);
    return { applied: true, paid };
  });
}

async function apply(
  tx: Transaction,
  provider: string,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<PurchaseRow | null> {
  const unknown = () => {
    log.warn({ provider, eventId: event.id, type: event.type }, 'payment event: unknown purchase');
    return null;
  };
  switch (event.type) {
    case 'ignored':
      return null;
    case 'paid': {
      if (!isRecordId(event.purchaseId)) return unknown();
      const [purchase] = await tx
        .update(purchases)
        .set({
          status: 'paid',
          paidAt: new Date(),
          providerPaymentId: event.paymentId,
          providerSessionId: event.sessionId,
        })
        .where(
          and(
            eq(purchases.id, event.purchaseId),
            eq(purchases.provider, provider),
            // A late payment of a lapsed checkout still counts; a settled one is not paid again.
            inArray(purchases.status, ['pending', 'expired']),
          ),
        )
        .returning();
      if (!purchase) return alreadySettled(tx, provider, event.purchaseId, unknown);
      if (purchase.kind === 'premium' && purchase.userId) {
        await grantPremium(tx, {
          userId: purchase.userId,
          months: purchase.months,
          purchaseId: purchase.id,
        });
      } else if (purchase.kind === 'gift') {
        await onGiftPaid(tx, purchase);
      }
      return purchase;
    }
    case 'expired': {
      if (!isRecordId(event.purchaseId)) return unknown();
      const expired = await tx
        .update(purchases)
        .set({ status: 'expired' })
        .where(
          and(
            eq(purchases.id, event.purchaseId),
            eq(purchases.provider, provider),
            eq(purchases.status, 'pending'),
          ),
        )
        .returning({ id: purchases.id });
      if (expired.length === 0) await alreadySettled(tx, provider, event.purchaseId, unknown);
      return null;
    }
    case 'refunded':
    case 'disputed': {
      const [purchase] = await tx
        .update(purchases)
        .set({ status: event.type })
        .where(
          and(
            eq(purchases.provider, provider),
            eq(purchases.providerPaymentId, event.paymentId),
            inArray(purchases.status, ['paid', 'disputed']),
          ),
        )
        .returning();
      if (!purchase) {
        log.warn(
          { provider, eventId: event.id, type: event.type },
          'payment event: no paid purchase for this payment',
        );
        return null;
      }
      if (purchase.kind === 'gift') await onGiftRevoked(tx, purchase);
      else await revokePremium(tx, { purchaseId: purchase.id });
      return null;
    }
  }
}

/** A purchase the event cannot move: logged as unknown if it does not exist at all. */
async function alreadySettled(
  tx: Transaction,
  provider: string,
  purchaseId: string,
  unknown: () => null,
): Promise<null> {
  const [found] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.provider, provider)));
  return found ? null : unknown();
}
