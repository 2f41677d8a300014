// @vitest-environment node
import { PRICING_PLANS, PRO_PLANS } from '../../src/content/subscriptions.ts';
import {
  annualSavingLabel,
  pricingPlanPrice,
  proAnnualSavingLabel,
  proPlanPrice,
} from '../../src/features/subscriptions/subscriptionPrices.ts';

const plan = (id: string) => {
  const found = PRICING_PLANS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
const proPlan = (id: string) => {
  const found = PRO_PLANS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the pricing page (spec 02 section 9)', () => {
  it('has Starter free, Enthusiast $29/$23, Pro $99/$79 and Enterprise custom', () => {
    expect(plan('starter').price).toEqual({ kind: 'free' });
    expect(plan('enthusiast').price).toEqual({
      kind: 'recurring',
      monthly: 29,
      yearlyPerMonth: 23,
    });
    expect(plan('pro').price).toEqual({ kind: 'recurring', monthly: 99, yearlyPerMonth: 79 });
    expect(plan('enterprise').price).toEqual({ kind: 'custom' });
    expect(plan('starter').features).toContain('3 room scans a month');
  });

  it('sends Starter to /try-scanner, Enthusiast and Pro to /auth, Enterprise to /contact-us', () => {
    expect(PRICING_PLANS.map((candidate) => [candidate.id, candidate.cta.href])).toEqual([
      ['starter', '/try-scanner'],
      ['enthusiast', '/auth'],
      ['pro', '/auth'],
      ['enterprise', '/contact-us'],
    ]);
  });

  it("computes the annual badge from the prices: 'Save 20%'", () => {
    expect(annualSavingLabel(PRICING_PLANS.map((candidate) => candidate.price))).toBe('Save 20%');
    expect(
      annualSavingLabel([{ kind: 'recurring', monthly: 15, yearlyPerMonth: 10 }, { kind: 'free' }]),
    ).toBe('Save 33%');
  });

  it('shows the monthly or the annual rate, with what a year costs', () => {
    expect(pricingPlanPrice(plan('enthusiast').price, 'monthly')).toEqual({
      amount: '$29',
      unit: '/month',
      note: 'Billed monthly',
    });
    expect(pricingPlanPrice(plan('pro').price, 'annual')).toEqual({
      amount: '$79',
      unit: '/month',
      note: 'Billed annually ($948/year)',
      was: '$99',
    });
    expect(pricingPlanPrice(plan('starter').price, 'annual').amount).toBe('Free');
    expect(pricingPlanPrice(plan('enterprise').price, 'monthly').amount).toBe('Custom');
  });
});

describe('the pro tools plans (pounds)', () => {
  it('has Free £0, Pro Solo £29/£290, Pro Team £89/£890 and Enterprise custom', () => {
    expect(proPlanPrice(proPlan('free').price, 'monthly').amount).toBe('£0');
    expect(proPlanPrice(proPlan('pro-solo').price, 'monthly')).toMatchObject({
      amount: '£29',
      unit: '/month',
    });
    expect(proPlanPrice(proPlan('pro-solo').price, 'annual')).toEqual({
      amount: '£290',
      unit: '/year',
      note: 'Billed annually, £24.17 a month',
    });
    expect(proPlanPrice(proPlan('pro-team').price, 'annual').amount).toBe('£890');
    expect(proPlanPrice(proPlan('enterprise').price, 'annual').amount).toBe('Custom');
    expect(proPlan('pro-solo').trial).toBe('7-day free trial');
    expect(proPlan('pro-team').features).toEqual(
      expect.arrayContaining([
        '50 scans a month',
        '3 seats included',
        'Extra seats £15/month per user',
      ]),
    );
    expect(proPlan('free').features).toEqual(expect.arrayContaining(['1 scan', '1 mood board']));
  });

  it("computes the annual badge from the prices: 'Save 2 months'", () => {
    expect(proAnnualSavingLabel(PRO_PLANS.map((candidate) => candidate.price))).toBe(
      'Save 2 months',
    );
  });
});
