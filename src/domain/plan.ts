import { z } from 'zod';
import { resumeTemplates, type ResumeTemplate } from './resume-document';

/** The products a user can hold, worst first (docs/decisions/099). */
export const products = ['FREE', 'PREMIUM'] as const;
export type Product = (typeof products)[number];

/** How many months of Premium one purchase or gift gives. */
export const premiumTerms = [1, 3, 12] as const;
export type PremiumTerm = (typeof premiumTerms)[number];
export const premiumTermSchema = z.union(premiumTerms.map((months) => z.literal(months)));

/** What a payment buys: Premium for the buyer, or a gift of Premium for someone else. */
export const purchaseKinds = ['premium', 'gift'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** A payment waits for its provider's verified word; a refund or dispute takes back what it paid for. */
export const purchaseStatuses = ['pending', 'paid', 'refunded', 'disputed', 'expired'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

export const giftStatuses = ['pending', 'paid', 'redeemed', 'revoked'] as const;
export type GiftStatus = (typeof giftStatuses)[number];

/** An amount of money: an integer in the currency's minor unit (cents), never a float. */
export interface Money {
  amount: number;
  /** ISO 4217, lower case as payment providers write it ("usd"). */
  currency: string;
}

/** What one product allows; `null` is "no limit". */
export interface PlanLimits {
  resumes: number | null;
  coverLetters: number | null;
  templates: readonly ResumeTemplate[];
  docx: boolean;
  savvySearch: boolean;
  shareViewCounts: boolean;
}

export const premiumLimits: PlanLimits = {
  resumes: null,
  coverLetters: null,
  templates: resumeTemplates,
  docx: true,
  savvySearch: true,
  shareViewCounts: true,
};

/** The free product's defaults (decisions §5); the server's configuration may change the numbers. */
export const defaultFreeLimits: PlanLimits = {
  resumes: 3,
  coverLetters: 3,
  templates: ['classic', 'compact'],
  docx: false,
  savvySearch: false,
  shareViewCounts: false,
};

/** One grant of Premium: from a purchase or a redeemed gift. Revoked ones count for nothing. */
export interface PremiumGrant {
  grantedAt: Date;
  months: number;
  revokedAt: Date | null;
}

export interface PremiumPeriod {
  start: Date;
  end: Date;
}

/** `date` plus `months` calendar months in UTC; the 31st of a shorter month becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The periods of Premium the grants give, in the order they were granted: each starts when it was
 * granted, or when the Premium before it ends if that is later, so periods add up and never
 * overlap. A revoked grant gives nothing, and the ones after it move up.
 */
export function premiumPeriods(grants: readonly PremiumGrant[]): PremiumPeriod[] {
  const periods: PremiumPeriod[] = [];
  let end = new Date(0);
  for (const grant of [...grants].sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime())) {
    if (grant.revokedAt) continue;
    const start = grant.grantedAt > end ? grant.grantedAt : end;
    end = addMonths(start, grant.months);
    periods.push({ start, end });
  }
  return periods;
}

/** When the user's Premium ends, if they hold it at `now`; null otherwise. */
export function premiumEnd(grants: readonly PremiumGrant[], now: Date): Date | null {
  const periods = premiumPeriods(grants);
  const current = periods.find((period) => period.start <= now && now < period.end);
  if (!current) return null;
  // Periods that follow on without a gap extend the current one.
  let end = current.end;
  for (const period of periods) if (period.start <= end && period.end > end) end = period.end;
  return end;
}

/** The user's best active product at `now`. */
export function savviestProduct(grants: readonly PremiumGrant[], now: Date): Product {
  return premiumEnd(grants, now) ? 'PREMIUM' : 'FREE';
}
