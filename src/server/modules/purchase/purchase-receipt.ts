import type { Email } from '../../email/mailer';
import type { PurchaseRow } from '../../db/schema';
import { catalogues } from '../../catalogues';
import { paths } from '../../../domain/paths';
import { purchaseItem } from './purchase.service';

/** An amount in minor units, written for `language` ("$9.00", "9,00 €"). */
export function formatMoney(amount: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The receipt the purchaser gets once a payment is verified, in the purchase's language. */
export function receiptEmail(purchase: PurchaseRow, publicUrl: string): Email {
  const { language } = purchase;
  const message = catalogues[language].checkout.receiptEmail;
  const values: Record<string, string> = {
    receiptNumber: purchase.receiptNumber,
    item: purchaseItem(purchase.kind, purchase.months, language),
    amount: formatMoney(purchase.amount, purchase.currency, language),
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      purchase.paidAt ?? new Date(),
    ),
    url: `${publicUrl}${purchase.kind === 'gift' ? paths.gift() : paths.upgrade()}`,
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return { to: purchase.email, subject: fill(message.subject), text: fill(message.body) };
}
