// @vitest-environment node
import { BENEFITS, OPEN_ROLES } from '../../src/content/careers.ts';
import { MISSION_POINTS } from '../../src/content/company.ts';
import { PARTNER_INDUSTRY_CHOICES, PARTNERSHIP_OPTIONS } from '../../src/content/partners.ts';
import { PRESS_ITEMS } from '../../src/content/press.ts';
import { ROUTES } from '../../src/content/routes.ts';

describe('company content', () => {
  it('has three mission points', () => {
    expect(MISSION_POINTS).toHaveLength(3);
  });

  it('has four open roles with every field of the spec', () => {
    expect(OPEN_ROLES).toHaveLength(4);
    for (const role of OPEN_ROLES) {
      for (const field of ['role', 'department', 'location', 'type', 'description'] as const) {
        expect(role[field].length).toBeGreaterThan(0);
      }
    }
  });

  it('offers the $200 a month wellness stipend', () => {
    expect(BENEFITS.map((benefit) => benefit.title)).toContain('Wellness stipend: $200 a month');
  });

  it('has four press items whose links open pages of the app', () => {
    expect(PRESS_ITEMS).toHaveLength(4);
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const item of PRESS_ITEMS) {
      expect(paths.has(item.link.href)).toBe(true);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
  });

  it('has two partnership options and the spec industries for the inquiry form', () => {
    expect(PARTNERSHIP_OPTIONS).toHaveLength(2);
    expect(PARTNER_INDUSTRY_CHOICES.map((choice) => choice.value)).toEqual([
      'furniture',
      'realestate',
      'design',
      'platform',
      'other',
    ]);
  });
});
