// @vitest-environment node
import {
  SCAN_NAME_MESSAGES,
  checkScanName,
  defaultScanName,
  formatScanDate,
} from '../../src/features/scan/scanRules.ts';

describe('defaultScanName', () => {
  it('numbers scans after those kept', () => {
    expect(defaultScanName([])).toBe('Room 1');
    expect(defaultScanName(['Kitchen', 'Room 2'])).toBe('Room 3');
  });

  it('skips a number already used', () => {
    expect(defaultScanName(['Room 2'])).toBe('Room 3');
    expect(defaultScanName(['room 3', 'Study'])).toBe('Room 4');
  });
});

describe('checkScanName', () => {
  it('trims and collapses spaces', () => {
    expect(checkScanName('  Living   room ')).toEqual({ ok: true, name: 'Living room' });
  });

  it('refuses an empty name', () => {
    expect(checkScanName('   ')).toEqual({ ok: false, message: SCAN_NAME_MESSAGES.empty });
    expect(SCAN_NAME_MESSAGES.empty).toBe('Please enter a room name.');
  });

  it('refuses a name over 60 characters', () => {
    expect(checkScanName('x'.repeat(60)).ok).toBe(true);
    expect(checkScanName('x'.repeat(61))).toEqual({
      ok: false,
      message: 'Room names can be up to 60 characters.',
    });
  });
});

describe('formatScanDate', () => {
  it('shows the date and time', () => {
    const text = formatScanDate(new Date(2026, 2, 12, 14, 5).toISOString());
    expect(text).toMatch(/^Mar 12, 2026, 2:05\sPM$/);
  });
});
