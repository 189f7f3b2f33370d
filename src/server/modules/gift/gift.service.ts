import { and, eq } from 'drizzle-orm';
import type { AttemptLimits } from '../../attempt-limiter';
import type { Database } from '../../db/database';
import { gifts, purchases } from '../../db/schema';
import type { Language } from '../../../domain/language';
import { premiumEnd } from '../../../domain/plan';
import { grantPremium, premiumGrantsOf } from '../plan/plan.service';
import { RecordNotFoundError } from '../record-errors';
import { giftCodeHash } from './gift-code';

/** Why a code was refused: no paid gift has it (unknown, unpaid, revoked), or it was used. */
/** How often gift codes may be tried, per user and per client address (decision 102). */
export const giftRedeemLimits: AttemptLimits = { limit: 10, windowMs: 15 * 60_000 };

export type GiftCodeRefusal = 'giftCodeUnknown' | 'giftCodeUsed';

export class GiftCodeRefusedError extends Error {
  constructor(readonly reason: GiftCodeRefusal) {
    super(reason === 'giftCodeUsed' ? 'This gift code was already used' : 'No gift has this code');
    this.name = 'GiftCodeRefusedError';
  }
}

export interface Redemption {
  months: number;
  /** When the user's Premium now ends. */
  premiumUntil: Date;
}

/**
 * Redeems a gift's code for `userId` (decision 102): in one transaction the gift is marked redeemed
 * only if it is still paid (so of two redemptions at once exactly one succeeds) and its months of
 * Premium are granted.
 */
export async function redeemGift(db: Database, userId: string, code: string): Promise<Redemption> {
  const codeHash = giftCodeHash(code);
  const months = await db.transaction(async (tx) => {
    const [gift] = await tx
      .select({ id: gifts.id, status: gifts.status, months: gifts.months })
      .from(gifts)
      .where(eq(gifts.codeHash, codeHash));
    if (!gift || gift.status === 'pending' || gift.status === 'revoked') {
      throw new GiftCodeRefusedError('giftCodeUnknown');
    }
    const [taken] = await tx
      .update(gifts)
      .set({ status: 'redeemed', redeemedBy: userId, redeemedAt: new Date() })
      .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'paid')))
      .returning({ id: gifts.id });
    if (!taken) throw new GiftCodeRefusedError('giftCodeUsed');
    await grantPremium(tx, { userId, months: gift.months, giftId: gift.id });
    return gift.months;
  });
  const premiumUntil = premiumEnd(await premiumGrantsOf(db, userId), new Date());
  if (!premiumUntil) throw new Error('a redeemed gift gave no Premium');
  return { months, premiumUntil };
}

export type GiftOrderStatus = 'PENDING' | 'PAID' | 'DELIVERED' | 'REDEEMED' | 'REVOKED';

export interface GiftOrder {
  reference: string;
  months: number;
  purchaserName: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  language: Language;
  status: GiftOrderStatus;
  deliveredAt: Date | null;
  receipt: {
    amount: number;
    currency: string;
    receiptNumber: string;
    /** Null until the provider's verified event says it was paid. */
    paidAt: Date | null;
  };
}

function orderStatus(gift: { status: string; deliveredAt: Date | null }): GiftOrderStatus {
  if (gift.status === 'pending') return 'PENDING';
  if (gift.status === 'redeemed') return 'REDEEMED';
  if (gift.status === 'revoked') return 'REVOKED';
  return gift.deliveredAt ? 'DELIVERED' : 'PAID';
}

/**
 * A gift order by its unguessable reference (the confirmation page's address), with its purchase's
 * receipt. Any other reference is `RecordNotFoundError`, alike.
 */
export async function giftOrderByReference(db: Database, reference: string): Promise<GiftOrder> {
  const [row] = await db
    .select({ gift: gifts, purchase: purchases })
    .from(gifts)
    .innerJoin(purchases, eq(purchases.id, gifts.purchaseId))
    .where(eq(gifts.reference, reference));
  if (!row) throw new RecordNotFoundError();
  const { gift, purchase } = row;
  return {
    reference: gift.reference,
    months: gift.months,
    purchaserName: gift.purchaserName,
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn,
    language: gift.language,
    status: orderStatus(gift),
    deliveredAt: gift.deliveredAt,
    receipt: {
      amount: purchase.amount,
      currency: purchase.currency,
      receiptNumber: purchase.receiptNumber,
      paidAt: purchase.paidAt,
    },
  };
}
