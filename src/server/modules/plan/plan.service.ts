import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { premiumGrants } from '../../db/schema';
import {
  premiumEnd,
  premiumLimits,
  type Money,
  type PlanLimits,
  type PremiumGrant,
  type PremiumTerm,
  type Product,
} from '../../../domain/plan';
import type { Transaction } from '../document/document-store';

/** The server's plans (src/server/config.ts): the free plan's limits, null when lifted, and prices. */
export interface PlanSettings {
  freeLimits: PlanLimits | null;
  prices: Record<PremiumTerm, Money>;
}

export interface UserPlan {
  product: Product;
  /** When the user's Premium ends; null on the free plan. */
  premiumUntil: Date | null;
  /** What the user may do now: Premium's, or the free plan's unless the server lifted them. */
  limits: PlanLimits;
}

export async function premiumGrantsOf(
  db: Database | Transaction,
  userId: string,
): Promise<PremiumGrant[]> {
  return db
    .select({
      grantedAt: premiumGrants.grantedAt,
      months: premiumGrants.months,
      revokedAt: premiumGrants.revokedAt,
    })
    .from(premiumGrants)
    .where(eq(premiumGrants.userId, userId));
}

/** The user's product and what it allows at `now`. */
export async function planOf(
  db: Database | Transaction,
  settings: Pick<PlanSettings, 'freeLimits'>,
  userId: string,
  now = new Date(),
): Promise<UserPlan> {
  const premiumUntil = premiumEnd(await premiumGrantsOf(db, userId), now);
  return {
    product: premiumUntil ? 'PREMIUM' : 'FREE',
    premiumUntil,
    limits: premiumUntil || !settings.freeLimits ? premiumLimits : settings.freeLimits,
  };
}

/**
 * Gives the user `months` of Premium for a paid purchase or a redeemed gift, once: a second call for
 * the same purchase or gift gives nothing more. Answers whether this call gave it.
 */
export async function grantPremium(
  db: Database | Transaction,
  grant: { userId: string; months: number } & (
    { purchaseId: string; giftId?: never } | { giftId: string; purchaseId?: never }
  ),
): Promise<boolean> {
  const given = await db
    .insert(premiumGrants)
    .values(grant)
    .onConflictDoNothing()
    .returning({ id: premiumGrants.id });
  return given.length > 0;
}

/** Takes back what a refunded or disputed purchase gave; the grants after it move up. */
export async function revokePremium(
  db: Database | Transaction,
  source: { purchaseId: string } | { giftId: string },
): Promise<void> {
  await db
    .update(premiumGrants)
    .set({ revokedAt: new Date() })
    .where(
      and(
        'purchaseId' in source
          ? eq(premiumGrants.purchaseId, source.purchaseId)
          : eq(premiumGrants.giftId, source.giftId),
        isNull(premiumGrants.revokedAt),
      ),
    );
}
