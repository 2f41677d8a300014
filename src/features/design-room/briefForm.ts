/** The "Design my room" form's values, defaults and checks. */
import {
  FURNITURE_STYLES,
  ROOM_TYPES,
  type FurnitureStyle,
  type RoomType,
} from '../../lib/catalogue/furniture.ts';
import { formatPrice } from '../../lib/format.ts';
import type { DesignBrief } from '../../lib/room/design.ts';

export const DEFAULT_BUDGET = 3000;
export const MIN_BUDGET = 100;
/** Far above any room the catalogue can furnish; it only keeps typing slips out. */
export const MAX_BUDGET = 1_000_000;

export const ROOM_TYPE_LABELS: Readonly<Record<RoomType, string>> = {
  'living-room': 'Living room',
  bedroom: 'Bedroom',
  'dining-room': 'Dining room',
  'home-office': 'Home office',
};

export const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({
  value,
  label: ROOM_TYPE_LABELS[value],
}));
export const STYLE_OPTIONS = FURNITURE_STYLES.map((value) => ({ value, label: value }));

export const DEFAULT_BRIEF: DesignBrief = {
  roomType: 'living-room',
  style: 'Modern',
  budget: DEFAULT_BUDGET,
};

export const isRoomType = (value: string): value is RoomType =>
  (ROOM_TYPES as readonly string[]).includes(value);
export const isStyle = (value: string): value is FurnitureStyle =>
  (FURNITURE_STYLES as readonly string[]).includes(value);

export type BudgetCheck = { budget: number; error?: never } | { budget?: never; error: string };

/** The budget as typed ("3000", "$3,000", "2500.50") or why it cannot be used. */
export function readBudget(text: string): BudgetCheck {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return { error: 'Enter a budget in dollars, for example 3000.' };
  const budget = Number(cleaned);
  if (!Number.isFinite(budget) || !/^\d*\.?\d*$/.test(cleaned))
    return { error: 'Enter the budget as a number of dollars, for example 3000.' };
  if (budget < MIN_BUDGET)
    return { error: `The budget must be at least ${formatPrice(MIN_BUDGET)}.` };
  if (budget > MAX_BUDGET)
    return { error: `The budget can be at most ${formatPrice(MAX_BUDGET)}.` };
  return { budget: Math.floor(budget) };
}
