/** Money and dates as the pages show them, through Intl so separators are always right. */

export type Currency = 'USD' | 'GBP';

const LOCALE: Readonly<Record<Currency, string>> = { USD: 'en-US', GBP: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price with thousands separators: whole amounts without decimals ("$1,348", "£15"),
 * others with two ("£9.99").
 */
export function formatPrice(amount: number, currency: Currency = 'USD'): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** A date as "Nov 23, 2026". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
