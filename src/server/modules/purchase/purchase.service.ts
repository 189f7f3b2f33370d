import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AttemptLimits } from '../../attempt-limiter';
import type { Database } from '../../db/database';
import { gifts, purchases, users, type PurchaseRow } from '../../db/schema';
import type { PaymentProvider } from '../../payments/payment-provider';
import { catalogues } from '../../catalogues';
import { giftCodeAlphabet, type GiftOrderInput } from '../../../domain/gift';
import { defaultLanguage, type Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import type { Money, PremiumTerm } from '../../../domain/plan';
import { assertRecordId, RecordNotFoundError } from '../record-errors';
import type { Transaction } from '../document/document-store';

/**
 * Gift orders one client address may start (each starts a checkout at the provider): a bound against
 * a script, not a quota (decision 101).
 */
export const giftOrderLimits: AttemptLimits = { limit: 10, windowMs: 60 * 60_000 };

/** What buying needs from the server: its provider (null: nothing is sold), address and prices. */
export interface PurchaseDeps {
  provider: PaymentProvider | null;
  publicUrl: string;
  prices: Record<PremiumTerm, Money>;
}

/** Why a purchase cannot be started; `reason` is the API's `extensions.reason`. */
export class PurchaseRefusedError extends Error {
  constructor(
    readonly reason: 'notForSale' | 'accountNeeded' | 'deliverOnPast',
    message: string,
  ) {
    super(message);
    this.name = 'PurchaseRefusedError';
  }
}

/** "MR-2026-4F7K2QXA": the year and 8 characters without look-alikes (25^8 ≈ 1.5·10^11). */
function receiptNumber(now: Date): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1) {
    suffix += giftCodeAlphabet[randomInt(giftCodeAlphabet.length)];
  }
  return `MR-${now.getUTCFullYear()}-${suffix}`;
}

/** What a purchase is, in `language`: "3 months of Premium", "Gift: 3 months of Premium". */
export function purchaseItem(kind: PurchaseRow['kind'], months: number, language: Language) {
  const item = catalogues[language].checkout.item;
  const text =
    kind === 'gift'
      ? months === 1
        ? item.gift_one
        : item.gift_other
      : months === 1
        ? item.premium_one
        : item.premium_other;
  return text.replaceAll('{{count}}', String(months));
}

function providerOf(deps: PurchaseDeps): PaymentProvider {
  if (!deps.provider) {
    throw new PurchaseRefusedError(
      'notForSale',
      'This server sells nothing: every limit is lifted',
    );
  }
  return deps.provider;
}

/** A pending purchase and its checkout; the purchase remembers the checkout's session. */
async function startCheckout(
  db: Database,
  deps: PurchaseDeps,
  values: Omit<typeof purchases.$inferInsert, 'provider' | 'receiptNumber' | 'amount' | 'currency'>,
  urls: (purchaseId: string) => { successUrl: string; cancelUrl: string },
  afterInsert: (tx: Transaction, purchase: PurchaseRow) => Promise<void> = async () => undefined,
) {
  const provider = providerOf(deps);
  const price = deps.prices[values.months as PremiumTerm];
  const purchase = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(purchases)
      .values({
        ...values,
        amount: price.amount,
        currency: price.currency,
        provider: provider.name,
        receiptNumber: receiptNumber(new Date()),
      })
      .returning();
    await afterInsert(tx, row!);
    return row!;
  });
  const session = await provider.createCheckout({
    purchaseId: purchase.id,
    description: purchaseItem(purchase.kind, purchase.months, purchase.language),
    price,
    months: purchase.months,
    customerEmail: purchase.email,
    language: purchase.language,
    ...urls(purchase.id),
  });
  await db
    .update(purchases)
    .set({ providerSessionId: session.id })
    .where(eq(purchases.id, purchase.id));
  return { purchase, checkoutUrl: session.url };
}

/**
 * Starts buying `months` of Premium for the user: a pending purchase and the provider's checkout.
 * Nothing is granted here; the provider's verified event does that (purchase-settlement.ts).
 */
export async function buyPremium(
  db: Database,
  deps: PurchaseDeps,
  userId: string,
  months: PremiumTerm,
  /** The checkout's and the receipt's language: the app's, else the user's preference. */
  language: Language | null = null,
): Promise<{ checkoutUrl: string }> {
  providerOf(deps);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.isAnonymous || !user.email) {
    throw new PurchaseRefusedError(
      'accountNeeded',
      'Buying Premium needs an account with an email address',
    );
  }
  const upgrade = `${deps.publicUrl}${paths.upgrade()}`;
  const { checkoutUrl } = await startCheckout(
    db,
    deps,
    {
      userId,
      kind: 'premium',
      months,
      email: user.email,
      language: language ?? user.language ?? defaultLanguage,
    },
    (purchaseId) => ({
      successUrl: `${upgrade}?${new URLSearchParams({ checkout: 'success', purchase: purchaseId })}`,
      cancelUrl: `${upgrade}?checkout=cancelled`,
    }),
  );
  return { checkoutUrl };
}

/** The UTC day `days` after `now`'s, as YYYY-MM-DD. */
const dayOf = (now: Date, days = 0) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Orders a gift of Premium, without an account: a pending purchase of kind gift, the gift with an
 * unguessable 128-bit reference, and the provider's checkout. The gift is paid (and later
 * delivered) only by the provider's verified event.
 */
export async function orderGift(
  db: Database,
  deps: PurchaseDeps,
  input: GiftOrderInput,
  now = new Date(),
): Promise<{ reference: string; checkoutUrl: string }> {
  providerOf(deps);
  // Today in the buyer's calendar may be yesterday in the server's: a day of slack.
  if (input.deliverOn < dayOf(now, -1)) {
    throw new PurchaseRefusedError('deliverOnPast', 'deliverOn must be today or later');
  }
  const reference = randomBytes(16).toString('base64url');
  const confirmation = `${deps.publicUrl}${paths.giftConfirmation(reference)}`;
  const { checkoutUrl } = await startCheckout(
    db,
    deps,
    {
      userId: null,
      kind: 'gift',
      months: input.months,
      email: input.purchaserEmail,
      language: input.language,
    },
    () => ({ successUrl: confirmation, cancelUrl: `${deps.publicUrl}${paths.gift()}` }),
    async (tx, purchase) => {
      await tx.insert(gifts).values({
        reference,
        purchaseId: purchase.id,
        months: input.months,
        purchaserName: input.purchaserName,
        purchaserEmail: input.purchaserEmail,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        message: input.message,
        language: input.language,
        deliverOn: input.deliverOn,
      });
    },
  );
  return { reference, checkoutUrl };
}

/** The statuses a purchase history shows: what was paid, and what happened to it since. */
const settledStatuses = ['paid', 'refunded', 'disputed'] as const;

/** The user's settled purchases, newest first. */
export function purchasesOf(db: Database, userId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.status, settledStatuses)))
    .orderBy(desc(purchases.createdAt));
}

/** One of the user's purchases (its receipt); a foreign or missing id is `RecordNotFoundError`. */
export async function purchaseOf(db: Database, userId: string, id: string): Promise<PurchaseRow> {
  assertRecordId(id);
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  if (!purchase) throw new RecordNotFoundError();
  return purchase;
}
