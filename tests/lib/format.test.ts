import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/format.ts';

const LOCALE = { USD: 'en-US', GBP: 'en-GB' } as const;

function intlPrice(amount: number, currency: 'USD' | 'GBP'): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALE[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

describe('formatPrice', () => {
  it('writes whole amounts without decimals and others with two', () => {
    expect(formatPrice(1348)).toBe('$1,348');
    expect(formatPrice(15, 'GBP')).toBe('£15');
    expect(formatPrice(9.99, 'GBP')).toBe('£9.99');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('writes zero without a sign, where Intl would write "-$0"', () => {
    expect(formatPrice(-0)).toBe('$0');
  });

  it('matches Intl for both currencies across magnitudes, fractions and signs', () => {
    const amounts = [0, 1, 7, 99, 100, 999, 1000, 9999.5, 12000, 123456, 1e6, 0.1 + 0.2, 2.675];
    for (const base of amounts) {
      for (const amount of [base, -(base + 1), base + 0.49, base * 1.07]) {
        for (const currency of ['USD', 'GBP'] as const) {
          expect(formatPrice(amount, currency), `${amount} ${currency}`).toBe(
            intlPrice(amount, currency),
          );
        }
      }
    }
  });
});
