import { formatGiftCode } from '../../domain/gift';
import type { Language } from '../../domain/language';
import { paths } from '../../domain/paths';
import { catalogues } from '../catalogues';
import type { Email } from './mailer';

export interface GiftEmailGift {
  purchaserName: string;
  recipientName: string;
  recipientEmail: string;
  months: number;
  /** Plain text, exactly as the purchaser typed it. */
  message: string;
  language: Language;
}

/** Fills `{{name}}` placeholders in one pass, so a value that looks like one stays as typed. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The recipient's email (decision 102), in the gift's language: who gave it, their message as
 * typed, the code in groups of four, and the link that redeems it on the upgrade page (through
 * sign-in or sign-up).
 */
export function giftEmail(gift: GiftEmailGift, code: string, publicUrl: string): Email {
  const text = catalogues[gift.language].gift.email;
  const plural = new Intl.PluralRules(gift.language).select(gift.months);
  const monthsKey = `months_${plural}` as keyof typeof text;
  const months = fill((text[monthsKey] as string | undefined) ?? text.months_other, {
    count: String(gift.months),
  });
  const names = { purchaserName: gift.purchaserName, recipientName: gift.recipientName };
  const message =
    gift.message === '' ? '' : fill(text.message, { ...names, message: gift.message });
  return {
    to: gift.recipientEmail,
    subject: fill(text.subject, { ...names, months }),
    text: fill(text.body, {
      ...names,
      months,
      message,
      code: formatGiftCode(code),
      url: `${publicUrl}${paths.upgrade({ code })}`,
    }),
  };
}
