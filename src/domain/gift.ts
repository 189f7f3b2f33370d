import { z } from 'zod';
import { languages } from './language';
import { premiumTermSchema } from './plan';
import { because, trimmedText } from './user-text';
import { optionalEmailSchema, personNameSchema } from './user';

export const giftMessageMaxLength = 1000;

const requiredName = personNameSchema.refine(
  (value) => value !== '',
  because('required', 'is required'),
);
const requiredEmail = optionalEmailSchema.refine(
  (value) => value !== '',
  because('required', 'is required'),
);

/** A calendar day, YYYY-MM-DD, that exists. */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, because('invalidDate', 'must be a date, YYYY-MM-DD'))
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    because('invalidDate', 'must be a date that exists'),
  );

/**
 * What the gift form sends (`gift { orderGift }`), decision 099: 1, 3 or 12 months of Premium, who
 * buys it and for whom, a message, and the day it is delivered — today or later in the buyer's
 * calendar (`today`), which the server checks against its own day with a day of slack either way.
 */
export const giftOrderInputSchema = z.strictObject({
  months: premiumTermSchema,
  purchaserName: requiredName,
  purchaserEmail: requiredEmail,
  recipientName: requiredName,
  recipientEmail: requiredEmail,
  message: trimmedText(giftMessageMaxLength).default(''),
  deliverOn: daySchema,
  /** The language the recipient's email is written in. */
  language: z.enum(languages),
});

export type GiftOrderInput = z.infer<typeof giftOrderInputSchema>;

/**
 * A gift code: 18 characters from 25 without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so
 * 18 × log2(25) ≈ 83.6 bits (at least 80), shown in groups of four.
 */
export const giftCodeAlphabet = '34679ACDEFGHJKMNPQRTUVWXY';
export const giftCodeLength = 18;

/** A code as typed: case, spaces and dashes do not matter. */
export function normalizeGiftCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A code as shown: groups of four joined by dashes. */
export function formatGiftCode(code: string): string {
  return normalizeGiftCode(code).replace(/(.{4})(?=.)/g, '$1-');
}
