import { and, eq } from 'drizzle-orm';
import { gifts, type PurchaseRow } from '../../db/schema';
import type { Transaction } from '../document/document-store';
import { revokePremium } from '../plan/plan.service';
import { scheduleGiftDelivery } from './gift-delivery';

/**
 * What a gift's purchase does when its provider's verified event arrives, inside the transaction
 * that records the event (decision 099).
 */

/** Paid: the gift's email is scheduled for its delivery day (decision 102). */
export async function onGiftPaid(tx: Transaction, purchase: PurchaseRow): Promise<void> {
  const [gift] = await tx
    .update(gifts)
    .set({ status: 'paid' })
    .where(and(eq(gifts.purchaseId, purchase.id), eq(gifts.status, 'pending')))
    .returning({ id: gifts.id, deliverOn: gifts.deliverOn });
  if (gift) await scheduleGiftDelivery(tx, gift);
}

/** Refunded or disputed: the code stops working, and Premium it gave is taken back. */
export async function onGiftRevoked(tx: Transaction, purchase: PurchaseRow): Promise<void> {
  const [gift] = await tx
    .update(gifts)
    .set({ status: 'revoked' })
    .where(eq(gifts.purchaseId, purchase.id))
    .returning({ id: gifts.id });
  if (gift) await revokePremium(tx, { giftId: gift.id });
}
