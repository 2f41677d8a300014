/**
 * Price maths shown on the plans and packages pages: what paying yearly saves, and what a
 * design package costs with its add-ons and the multi-room discount. Amounts are worked in
 * whole cents (or pence) so sums never drift, then handed back in the currency's units.
 */

const toCents = (amount: number): number => Math.round(amount * 100);
const fromCents = (cents: number): number => cents / 100;

/**
 * Whole percent saved by the yearly price against the monthly one, rounded down so a badge
 * never promises more than the plan gives (29 -> 23 a month saves 20.7%: "20%").
 */
export function savingPercent(monthly: number, yearlyPerMonth: number): number {
  const monthlyCents = toCents(monthly);
  if (monthlyCents <= 0) return 0;
  const saved = monthlyCents - toCents(yearlyPerMonth);
  return saved <= 0 ? 0 : Math.floor((saved * 100) / monthlyCents);
}

export interface MonthlyAndYearly {
  monthly: number;
  /** The yearly price expressed per month (23 for "$23 a month, billed yearly"). */
  yearlyPerMonth: number;
}

/**
 * The saving one badge may claim for several plans at once: the smallest of theirs, so it is
 * true of each (Enthusiast saves 20.7%, Pro 20.2%: "Save 20%").
 */
export function commonSavingPercent(plans: readonly MonthlyAndYearly[]): number {
  if (plans.length === 0) return 0;
  return Math.min(...plans.map((plan) => savingPercent(plan.monthly, plan.yearlyPerMonth)));
}

export function savingPercentLabel(percent: number): string {
  return `Save ${percent}%`;
}

/**
 * Whole months of the monthly price that a yearly price saves, rounded down
 * (£29 a month against £290 a year: 12 x 29 - 290 = 58, two months).
 */
export function monthsSaved(monthly: number, yearly: number): number {
  const monthlyCents = toCents(monthly);
  if (monthlyCents <= 0) return 0;
  const saved = 12 * monthlyCents - toCents(yearly);
  return saved <= 0 ? 0 : Math.floor(saved / monthlyCents);
}

/** The fewest months any of the plans saves, so one badge holds for all of them. */
export function commonMonthsSaved(
  plans: ReadonlyArray<{ monthly: number; yearly: number }>,
): number {
  if (plans.length === 0) return 0;
  return Math.min(...plans.map((plan) => monthsSaved(plan.monthly, plan.yearly)));
}

export function monthsSavedLabel(months: number): string {
  return `Save ${months} ${months === 1 ? 'month' : 'months'}`;
}

export interface MultiRoomDiscount {
  /** Percent taken off the design fee. */
  percent: number;
  /** The discount applies from this many rooms. */
  minRooms: number;
}

export interface PackageQuoteInput {
  /** The package's price for one room. */
  packagePrice: number;
  rooms: number;
  /** Prices of the chosen add-ons; each is charged once per project. */
  addOnPrices: readonly number[];
  multiRoom: MultiRoomDiscount;
}

export interface PackageQuote {
  /** The package price times the rooms. */
  designFee: number;
  addOns: number;
  /** What the multi-room discount takes off (0 when it does not apply). */
  discount: number;
  discountApplies: boolean;
  total: number;
}

/** Whole rooms, at least one: what a room-count field may hold. */
export function normalizeRooms(rooms: number): number {
  return Number.isFinite(rooms) ? Math.max(1, Math.floor(rooms)) : 1;
}

/**
 * A design package's running price: the package for each room, the add-ons once, and the
 * multi-room discount (a percentage of the design fee, from `minRooms` rooms). Add-ons are
 * services for the whole project, so the discount does not reduce them.
 */
export function packageQuote({
  packagePrice,
  rooms,
  addOnPrices,
  multiRoom,
}: PackageQuoteInput): PackageQuote {
  const roomCount = normalizeRooms(rooms);
  const designCents = toCents(packagePrice) * roomCount;
  const addOnCents = addOnPrices.reduce((sum, price) => sum + toCents(price), 0);
  const discountApplies = roomCount >= multiRoom.minRooms;
  const discountCents = discountApplies ? Math.round((designCents * multiRoom.percent) / 100) : 0;
  return {
    designFee: fromCents(designCents),
    addOns: fromCents(addOnCents),
    discount: fromCents(discountCents),
    discountApplies,
    total: fromCents(designCents + addOnCents - discountCents),
  };
}
