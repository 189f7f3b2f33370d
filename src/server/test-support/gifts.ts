import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { gifts, purchases, type GiftRow, type PurchaseRow } from '../db/schema';
import { onGiftPaid, onGiftRevoked } from '../modules/gift/gift-fulfilment';
import type { Language } from '../../domain/language';

export interface TestGiftOptions {
  months?: 1 | 3 | 12;
  deliverOn?: string;
  language?: Language;
  message?: string;
  recipientEmail?: string;
  purchaserName?: string;
}

/** A gift order as ordering one leaves it: a pending gift purchase and its gift. */
export async function orderTestGift(
  db: Database,
  options: TestGiftOptions = {},
): Promise<{ gift: GiftRow; purchase: PurchaseRow }> {
  const tag = randomBytes(6).toString('hex');
  const months = options.months ?? 3;
  const language = options.language ?? 'en';
  const [purchase] = await db
    .insert(purchases)
    .values({
      kind: 'gift',
      months,
      amount: 2400,
      currency: 'usd',
      email: `buyer-${tag}@example.com`,
      language,
      provider: 'test',
      receiptNumber: `MR-TEST-${tag.toUpperCase()}`,
    })
    .returning();
  const [gift] = await db
    .insert(gifts)
    .values({
      reference: randomBytes(18).toString('base64url'),
      purchaseId: purchase!.id,
      months,
      purchaserName: options.purchaserName ?? 'Ada Lovelace',
      purchaserEmail: purchase!.email,
      recipientName: 'Grace Hopper',
      recipientEmail: options.recipientEmail ?? `friend-${tag}@example.com`,
      message: options.message ?? '',
      language,
      deliverOn: options.deliverOn ?? new Date().toISOString().slice(0, 10),
    })
    .returning();
  return { gift: gift!, purchase: purchase! };
}

/** What the payment webhook does with a verified "paid" event for the purchase, in one transaction. */
export async function payTestGift(db: Database, purchase: PurchaseRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(purchases)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(purchases.id, purchase.id))
      .returning();
    await onGiftPaid(tx, paid!);
  });
}

/** What the webhook does with a verified refund of the purchase. */
export async function refundTestGift(db: Database, purchase: PurchaseRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(purchases)
      .set({ status: 'refunded' })
      .where(eq(purchases.id, purchase.id))
      .returning();
    await onGiftRevoked(tx, refunded!);
  });
}

export async function giftRow(db: Database, id: string): Promise<GiftRow> {
  const [gift] = await db.select().from(gifts).where(eq(gifts.id, id));
  return gift!;
}
