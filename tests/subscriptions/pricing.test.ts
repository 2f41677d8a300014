// @vitest-environment node
import {
  commonMonthsSaved,
  commonSavingPercent,
  monthsSaved,
  monthsSavedLabel,
  normalizeRooms,
  packageQuote,
  savingPercent,
  savingPercentLabel,
} from '../../src/lib/pricing.ts';

describe('savingPercent', () => {
  it.each([
    [29, 23, 20],
    [99, 79, 20],
    [15, 10, 33],
    [10, 8, 20],
    [0.29, 0.2, 31],
  ])(
    'paying %s monthly or %s yearly per month saves %s%% (rounded down)',
    (monthly, yearly, percent) => {
      expect(savingPercent(monthly, yearly)).toBe(percent);
    },
  );

  it('claims nothing when the yearly rate is not cheaper or there is no price', () => {
    expect(savingPercent(20, 20)).toBe(0);
    expect(savingPercent(20, 25)).toBe(0);
    expect(savingPercent(0, 0)).toBe(0);
  });

  it('gives one badge that holds for every plan: the smallest saving', () => {
    expect(
      commonSavingPercent([
        { monthly: 29, yearlyPerMonth: 23 },
        { monthly: 99, yearlyPerMonth: 79 },
      ]),
    ).toBe(20);
    expect(commonSavingPercent([{ monthly: 15, yearlyPerMonth: 10 }])).toBe(33);
    expect(commonSavingPercent([])).toBe(0);
    expect(savingPercentLabel(20)).toBe('Save 20%');
  });
});

describe('monthsSaved', () => {
  it('counts whole months of the monthly price a yearly price saves', () => {
    expect(monthsSaved(29, 290)).toBe(2);
    expect(monthsSaved(89, 890)).toBe(2);
    expect(monthsSaved(29, 29 * 12)).toBe(0);
    expect(monthsSaved(10, 95)).toBe(2);
  });

  it("labels the common figure: 'Save 2 months'", () => {
    const months = commonMonthsSaved([
      { monthly: 29, yearly: 290 },
      { monthly: 89, yearly: 890 },
    ]);
    expect(monthsSavedLabel(months)).toBe('Save 2 months');
    expect(monthsSavedLabel(1)).toBe('Save 1 month');
  });
});

describe('packageQuote', () => {
  const multiRoom = { percent: 20, minRooms: 3 };

  it('is the package price for one room with no add-ons', () => {
    expect(packageQuote({ packagePrice: 799, rooms: 1, addOnPrices: [], multiRoom })).toEqual({
      designFee: 799,
      addOns: 0,
      discount: 0,
      discountApplies: false,
      total: 799,
    });
  });

  it('adds each chosen add-on once', () => {
    const quote = packageQuote({
      packagePrice: 399,
      rooms: 1,
      addOnPrices: [99, 199, 299],
      multiRoom,
    });
    expect(quote.addOns).toBe(597);
    expect(quote.total).toBe(996);
  });

  it('charges the package per room, without a discount for two rooms', () => {
    const quote = packageQuote({ packagePrice: 799, rooms: 2, addOnPrices: [99], multiRoom });
    expect(quote).toMatchObject({ designFee: 1598, discount: 0, total: 1697 });
  });

  it('takes 20% off the design fee from three rooms, not off the add-ons', () => {
    const quote = packageQuote({ packagePrice: 799, rooms: 3, addOnPrices: [99], multiRoom });
    expect(quote).toEqual({
      designFee: 2397,
      addOns: 99,
      discount: 479.4,
      discountApplies: true,
      total: 2016.6,
    });
    expect(
      packageQuote({ packagePrice: 1499, rooms: 4, addOnPrices: [299, 199], multiRoom }).total,
    ).toBe(1499 * 4 * 0.8 + 498);
  });

  it('treats a missing or fractional room count as whole rooms, at least one', () => {
    expect(normalizeRooms(Number.NaN)).toBe(1);
    expect(normalizeRooms(0)).toBe(1);
    expect(normalizeRooms(3.7)).toBe(3);
  });
});
