/** Money and dates as the pages show them. */

export type Currency = 'USD' | 'GBP';

const SYMBOL: Readonly<Record<Currency, string>> = { USD: '$', GBP: '£' };

/**
 * A price with thousands separators: whole amounts without decimals ("$1,348", "£15"),
 * others with two ("£9.99"). Written out rather than through Intl.NumberFormat, whose first use
 * loads locale data and costs a long task on a phone while the page is starting; the unit test
 * holds it to Intl's output for en-US and en-GB.
 */
export function formatPrice(amount: number, currency: Currency = 'USD'): string {
  const whole = Number.isInteger(amount);
  // Rounds the amount as written ("2.675" to 2.68, as Intl does), not its binary value.
  const rounded = whole ? Math.abs(amount) : Math.round(Number(`${Math.abs(amount)}e2`)) / 100;
  const [units = '0', cents] = rounded.toFixed(whole ? 0 : 2).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && Number(units + (cents ?? '')) !== 0 ? '-' : '';
  return `${sign}${SYMBOL[currency]}${grouped}${cents === undefined ? '' : `.${cents}`}`;
}

/** A date as "Nov 23, 2026". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    // A date without a time is that day everywhere: read in UTC, where it was written, so a
    // visitor west of Greenwich does not see the day before (nor the prerendered page differ).
    ...(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {}),
  });
}
