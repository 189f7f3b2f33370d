import type { Email } from '../../email/mailer';
import type { PurchaseRow } from '../../db/schema';
import { catalogues } from '../../catalogues';
import { formatMoney } from '../../../domain/money';
import { paths } from '../../../domain/paths';
import { purchaseItem } from './purchase.service';

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
