import type { FieldError, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { giftOrderInputSchema, type GiftOrderInput } from '../../../domain/gift';
import { inputProblem } from '../../../domain/input-problem';
import type { Language } from '../../../domain/language';

/** The gift form as typed: every field a string (the plan's months too, from its radio). */
export interface GiftFormValues {
  months: string;
  purchaserName: string;
  purchaserEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  language: Language;
}

/** Today in the buyer's calendar, YYYY-MM-DD: the earliest delivery date. */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The catalogue key for a problem the domain schema found with `field`. */
function errorKey(field: string, reason: string): string {
  if (reason === 'tooLong') {
    if (field === 'message') return 'gift.errors.messageTooLong';
    return field.endsWith('Email') ? 'gift.errors.emailTooLong' : 'gift.errors.nameTooLong';
  }
  const known = ['required', 'invalidEmail', 'invalidDate', 'pastDate', 'forbiddenCharacter'];
  return `gift.errors.${known.includes(reason) ? reason : 'invalid'}`;
}

/**
 * Checks the form with the order's own schema (the server's), plus "today or later" in the
 * buyer's calendar; each problem lands on its field as a catalogue key.
 */
export const giftFormResolver: Resolver<GiftFormValues, unknown, GiftOrderInput> = (
  values,
  _context,
  options,
) => {
  const result = giftOrderInputSchema.safeParse({ ...values, months: Number(values.months) });
  const errors: Record<string, FieldError> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const { field, reason } = inputProblem(issue);
      errors[field] ??= { type: 'validation', message: errorKey(field, reason) };
    }
  }
  if (!errors.deliverOn && values.deliverOn < localDay()) {
    errors.deliverOn = { type: 'validation', message: errorKey('deliverOn', 'pastDate') };
  }
  if (result.success && Object.keys(errors).length === 0)
    return { values: result.data, errors: {} };
  return { values: {}, errors: toNestErrors<GiftFormValues>(errors, options) };
};
