import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { premiumGrants, purchases } from '../db/schema';
import { grantPremium } from '../modules/plan/plan.service';
import type { TestApp } from './app';
import { dataOf, signUpWithRecord, type EventUser } from './career-events';

/** The app's user id behind a signed-in test user. */
export async function userIdOf(user: EventUser): Promise<string> {
  return dataOf(await user.call<{ me: { id: string } }>('query { me { id } }')).me.id;
}

/**
 * Gives a user Premium the way a paid purchase does (`grantPremium`, decision 099): a paid
 * purchase of `months` and its grant, made at `grantedAt` (now by default; one in the past makes a
 * Premium that has ended).
 */
export async function givePremium(
  db: Database,
  userId: string,
  { months = 12, grantedAt }: { months?: number; grantedAt?: Date } = {},
): Promise<void> {
  const [purchase] = await db
    .insert(purchases)
    .values({
      userId,
      kind: 'premium',
      months,
      amount: 999,
      currency: 'usd',
      email: 'premium@example.com',
      language: 'en',
      provider: 'test',
      status: 'paid',
      receiptNumber: `MR-TEST-${randomBytes(6).toString('hex').toUpperCase()}`,
      paidAt: grantedAt ?? new Date(),
    })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error('givePremium: no purchase');
  await grantPremium(db, { userId, months, purchaseId: purchase.id });
  if (grantedAt) {
    await db
      .update(premiumGrants)
      .set({ grantedAt })
      .where(eq(premiumGrants.purchaseId, purchase.id));
  }
}

/** A signed-in user with a user record and a year of Premium: no plan limit gets in the way. */
export async function signUpPremium(app: TestApp, email: string): Promise<EventUser> {
  const user = await signUpWithRecord(app, email);
  await givePremium(app.database.db, await userIdOf(user));
  return user;
}
