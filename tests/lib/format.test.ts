// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatPrice } from '../../src/lib/format.ts';

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

/** Whole counts across every magnitude, with the edges where a unit or a digit rolls over. */
function sampleCounts(): number[] {
  const counts: number[] = [];
  for (let n = 0; n <= 2100; n += 1) counts.push(n);
  for (let power = 3; power <= 13; power += 1) {
    const base = 10 ** power;
    for (const factor of [0.9995, 0.99995, 0.99996, 1, 1.04, 1.05, 1.15, 1.25, 1.35, 2.675, 9.95]) {
      counts.push(Math.round(base * factor));
    }
  }
  for (let n = 1; n < 400; n += 1) counts.push(Math.round((n * 7919) ** 1.7));
  return counts;
}

describe('formatCount', () => {
  it('matches Intl en-US grouping for whole counts of any size and sign', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const count of sampleCounts()) {
      expect(formatCount(count)).toBe(intl.format(count));
      if (count !== 0) expect(formatCount(-count)).toBe(intl.format(-count));
    }
    expect(formatCount(12480)).toBe('12,480');
  });
});

describe('formatCompact', () => {
  it('writes counts short with one decimal at most', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(12_480)).toBe('12.5K');
    expect(formatCompact(999_960)).toBe('1M');
    expect(formatCompact(3_000_000)).toBe('3M');
  });

  it('matches Intl en-US compact notation across magnitudes and signs', () => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    for (const count of sampleCounts()) {
      expect(formatCompact(count)).toBe(intl.format(count));
      if (count !== 0) expect(formatCompact(-count)).toBe(intl.format(-count));
    }
  });
});
