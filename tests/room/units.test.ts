import { describe, expect, it } from 'vitest';
import {
  cmToFeetAndInches,
  feetAndInchesToCm,
  formatArea,
  formatLength,
  formatLengthInput,
  parseLength,
  type UnitSystem,
} from '../../src/lib/room/units.ts';

const cm = (text: string, system: UnitSystem = 'metric') => {
  const result = parseLength(text, system);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.cm;
};

describe('parseLength', () => {
  it('reads metric lengths with their unit', () => {
    expect(cm('150 cm')).toBe(150);
    expect(cm('150cm')).toBe(150);
    expect(cm('  150  CM ')).toBe(150);
    expect(cm('4.2 m')).toBe(420);
    expect(cm('4.2m')).toBe(420);
    expect(cm('4,2 m')).toBe(420);
    expect(cm('1500 mm')).toBe(150);
    expect(cm('2 metres')).toBe(200);
    expect(cm('35 centimeters')).toBe(35);
    expect(cm('150 cm', 'imperial')).toBe(150);
  });

  it('reads feet and inches in every common spelling', () => {
    const twelveSix = 381;
    for (const text of [
      `12' 6"`,
      `12'6"`,
      '12 ft 6 in',
      '12ft6in',
      '12 feet 6 inches',
      `12' 6`,
      '12’ 6”',
      `12' 6''`,
      '12 ft. 6 in.',
    ]) {
      expect(cm(text, 'metric')).toBe(twelveSix);
    }
    expect(cm(`12'`)).toBe(365.76);
    expect(cm('12 ft')).toBe(365.76);
    expect(cm(`6"`)).toBe(15.24);
    expect(cm('6 in')).toBe(15.24);
    expect(cm(`6 1/2"`)).toBe(16.51);
    expect(cm(`1/2"`)).toBe(1.27);
    expect(cm(`2' 6 1/2"`)).toBe(77.47);
  });

  it('reads a bare number in the chosen system', () => {
    expect(cm('150', 'metric')).toBe(150);
    expect(cm('150.5', 'metric')).toBe(150.5);
    expect(cm('30', 'imperial')).toBe(76.2);
    expect(cm('0', 'metric')).toBe(0);
  });

  it('refuses what is not a length, saying what to type', () => {
    expect(parseLength('', 'metric')).toEqual({ ok: false, message: 'Enter a length.' });
    expect(parseLength('   ', 'imperial')).toEqual({ ok: false, message: 'Enter a length.' });
    expect(parseLength('-20', 'metric')).toEqual({
      ok: false,
      message: 'Enter a length of zero or more.',
    });
    expect(parseLength('wide', 'metric')).toEqual({
      ok: false,
      message: 'Enter a length like 420 or 4.2 m.',
    });
    expect(parseLength('12 yards', 'imperial')).toEqual({
      ok: false,
      message: `Enter a length like 13' 9" or 165".`,
    });
    expect(parseLength('3/0"', 'imperial').ok).toBe(false);
    expect(parseLength('1.2.3', 'metric').ok).toBe(false);
  });
});

describe('formatting lengths', () => {
  it('writes metric in centimetres', () => {
    expect(formatLength(420, 'metric')).toBe('420 cm');
    expect(formatLength(15.24, 'metric')).toBe('15.2 cm');
    expect(formatLength(50, 'metric')).toBe('50 cm');
    expect(formatLengthInput(420, 'metric')).toBe('420');
  });

  it('writes imperial in feet and whole inches', () => {
    expect(formatLength(381, 'imperial')).toBe(`12' 6"`);
    expect(formatLength(365.76, 'imperial')).toBe(`12' 0"`);
    expect(formatLength(15.24, 'imperial')).toBe(`6"`);
    expect(formatLength(420, 'imperial')).toBe(`13' 9"`);
    // 11.6 inches rounds up to a whole foot, not to 12 inches.
    expect(formatLength(29.46, 'imperial')).toBe(`1' 0"`);
    expect(formatLengthInput(381, 'imperial')).toBe(`12' 6"`);
    expect(cmToFeetAndInches(381)).toEqual({ feet: 12, inches: 6 });
    expect(cmToFeetAndInches(16.51, 0.5)).toEqual({ feet: 0, inches: 6.5 });
    expect(feetAndInchesToCm(3)).toBeCloseTo(91.44, 10);
  });

  it('round-trips what it writes', () => {
    for (const system of ['metric', 'imperial'] as const) {
      for (const value of [0, 50, 80, 91.44, 250, 381, 420, 3000]) {
        const back = cm(formatLengthInput(value, system), system);
        // Imperial shows whole inches: the round trip lands within half an inch.
        expect(Math.abs(back - value)).toBeLessThanOrEqual(system === 'metric' ? 0.05 : 1.27);
        expect(formatLengthInput(back, system)).toBe(formatLengthInput(value, system));
      }
      for (const text of system === 'metric' ? ['420', '15.5', '3000'] : [`12' 6"`, `6"`]) {
        expect(formatLengthInput(cm(text, system), system)).toBe(text);
      }
    }
  });
});

describe('formatArea', () => {
  it('writes square metres with two decimals and square feet whole', () => {
    expect(formatArea(420 * 360, 'metric')).toBe('15.12 m²');
    expect(formatArea(350 * 300, 'metric')).toBe('10.50 m²');
    expect(formatArea(420 * 360, 'imperial')).toBe('163 ft²');
    expect(formatArea(3048 * 3048, 'imperial')).toBe('10,000 ft²');
  });
});
