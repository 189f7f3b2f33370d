/** An amount in a currency's minor unit (cents), written for `language`: "$9.00", "9,00 €". */
export function formatMoney(amount: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
