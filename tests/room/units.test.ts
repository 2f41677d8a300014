// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cmToFeetAndInches,
  feetAndInchesToCm,
  formatArea,
  formatLength,
  formatLengthInput,
  formatSize,
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

  it('writes the 14 by 12 foot room a person measured as they measured it', () => {
    expect(formatLength(cm(`14' 0"`, 'imperial'), 'imperial')).toBe(`14' 0"`);
    expect(formatLength(cm(`12' 0"`, 'imperial'), 'imperial')).toBe(`12' 0"`);
    expect(formatLength(cm(`14' 0"`, 'imperial'), 'metric')).toBe('426.7 cm');
  });

  it('rounds to whole inches, or to half inches when asked', () => {
    // 3.5 cm is 1.38": 1" whole, 1½" to the half inch.
    expect(formatLength(3.5, 'imperial')).toBe(`1"`);
    expect(formatLength(3.5, 'imperial', { inchStep: 0.5 })).toBe(`1½"`);
    expect(formatLength(1.27, 'imperial', { inchStep: 0.5 })).toBe(`½"`);
    expect(formatLength(200, 'imperial', { inchStep: 0.5 })).toBe(`6' 6½"`);
    // Just under a foot rounds up to the foot at either step, never 11½" or 12".
    expect(formatLength(30.4, 'imperial', { inchStep: 0.5 })).toBe(`1' 0"`);
  });

  it('writes zero and negative lengths without a stray sign', () => {
    expect(formatLength(0, 'metric')).toBe('0 cm');
    expect(formatLength(0, 'imperial')).toBe(`0"`);
    expect(formatLength(-0.01, 'metric')).toBe('0 cm');
    expect(formatLength(-1, 'imperial')).toBe(`0"`);
    expect(formatLength(-15.24, 'metric')).toBe('-15.2 cm');
    expect(formatLength(-381, 'imperial')).toBe(`-12' 6"`);
    expect(formatLength(-2.54, 'imperial', { imperial: 'words' })).toBe('-1 in');
  });

  it('writes a run of walls in metres, and lengths to be read aloud in words', () => {
    expect(formatLength(1560, 'metric', { metres: true })).toBe('15.6 m');
    expect(formatLength(1524.4, 'metric', { metres: true })).toBe('15.24 m');
    expect(formatLength(1560, 'imperial', { metres: true })).toBe(`51' 2"`);
    expect(formatLength(2.54, 'imperial', { imperial: 'words' })).toBe('1 in');
    expect(formatLength(15.24, 'imperial', { imperial: 'words' })).toBe('6 in');
    expect(formatLength(426.72, 'imperial', { imperial: 'words' })).toBe('14 ft 0 in');
    expect(formatLength(1.27, 'imperial', { imperial: 'words', inchStep: 0.5 })).toBe('½ in');
    expect(formatLength(10, 'metric', { imperial: 'words' })).toBe('10 cm');
  });

  it('writes a footprint width by depth', () => {
    expect(formatSize(200, 90, 'metric')).toBe('200 × 90 cm');
    expect(formatSize(214.5, 95, 'metric')).toBe('214.5 × 95 cm');
    expect(formatSize(200, 90, 'imperial')).toBe(`6' 7" × 2' 11"`);
    expect(formatSize(350, 300, 'metric', { metres: true })).toBe('3.5 × 3 m');
    expect(formatSize(214, 95, 'metric', { by: 'word' })).toBe('214 by 95 cm');
    expect(formatSize(214, 95, 'imperial', { by: 'word', imperial: 'words' })).toBe(
      '7 ft 0 in by 3 ft 1 in',
    );
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
    // The 14' by 12' room.
    expect(formatArea(426.72 * 365.76, 'imperial')).toBe('168 ft²');
    expect(formatArea(426.72 * 365.76, 'metric')).toBe('15.61 m²');
  });

  it('writes nothing as zero, and a round threshold without trailing zeros when asked', () => {
    expect(formatArea(0, 'metric')).toBe('0.00 m²');
    expect(formatArea(0, 'imperial')).toBe('0 ft²');
    expect(formatArea(110_000, 'metric', { whole: true })).toBe('11 m²');
    expect(formatArea(151_200, 'metric', { whole: true })).toBe('15.12 m²');
    expect(formatArea(110_000, 'imperial', { whole: true })).toBe('118 ft²');
  });
});
