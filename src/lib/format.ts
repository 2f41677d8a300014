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

/** One formatter each, made on first use: toLocaleDateString would build one per date. */
const dateFormats = new Map<'utc' | 'local', Intl.DateTimeFormat>();

function dateFormat(zone: 'utc' | 'local'): Intl.DateTimeFormat {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(zone === 'utc' ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(zone, format);
  }
  return format;
}

/** A date as "Nov 23, 2026". */
export function formatDate(iso: string): string {
  // A date without a time is that day everywhere: read in UTC, where it was written, so a
  // visitor west of Greenwich does not see the day before (nor the prerendered page differ).
  return dateFormat(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'utc' : 'local').format(new Date(iso));
}

/** A whole count with thousands separators ("12,480"), as Intl's en-US output, without Intl. */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return (
    sign +
    Math.round(Math.abs(count))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  );
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * A count in short form with at most one decimal ("950", "1.2K", "12.5K", "3M"), as Intl's en-US
 * compact notation writes it, without Intl (see formatPrice).
 */
export function formatCompact(count: number): string {
  const abs = Math.abs(count);
  const scaledTo = (step: number) => Math.round(Number(`${abs / 1000 ** step}e1`)) / 10;
  let step = abs < 1000 ? 0 : Math.min(Math.floor(Math.log10(abs) / 3), 4);
  // Math.log10 can land just under a power of a thousand; the division says for sure.
  if (step < 4 && abs >= 1000 ** (step + 1)) step += 1;
  let scaled = scaledTo(step);
  // 999,960 rounds to 1000K: Intl moves up to the next unit ("1M").
  if (scaled >= 1000 && step < 4) {
    step += 1;
    scaled = scaledTo(step);
  }
  const sign = count < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${scaled}${COMPACT_SUFFIXES[step]}`;
}
