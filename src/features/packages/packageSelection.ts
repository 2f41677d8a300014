import {
  DESIGN_PACKAGES,
  MULTI_ROOM_DISCOUNT,
  PACKAGE_ADD_ONS,
  type DesignPackage,
  type PackageAddOn,
} from '../../content/packages.ts';
import { packageQuote, type PackageQuote } from '../../lib/pricing.ts';

export type PackageId = DesignPackage['id'];
export type AddOnId = PackageAddOn['id'];

/** What the visitor has chosen on /design-packages. */
export interface PackageSelection {
  packageId: PackageId;
  addOns: readonly AddOnId[];
  rooms: number;
}

export function findPackage(id: PackageId): DesignPackage {
  const found = DESIGN_PACKAGES.find((pack) => pack.id === id);
  if (!found) throw new Error(`No design package ${id}`);
  return found;
}

export function isPackageId(value: string | null | undefined): value is PackageId {
  return DESIGN_PACKAGES.some((pack) => pack.id === value);
}

export function isAddOnId(value: string): value is AddOnId {
  return PACKAGE_ADD_ONS.some((addOn) => addOn.id === value);
}

const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** The package an arrow key moves to from `current`, wrapping at the ends; null for other keys. */
export function nextPackageId(current: string | null, key: string): PackageId | null {
  const step = ARROW_STEPS[key];
  const index = DESIGN_PACKAGES.findIndex((pack) => pack.id === current);
  if (step === undefined || index < 0) return null;
  const count = DESIGN_PACKAGES.length;
  return DESIGN_PACKAGES[(index + step + count) % count]?.id ?? null;
}

/** A room count the field may hold: whole, from 1 to the most the discount field offers. */
export function clampRooms(rooms: number): number {
  if (!Number.isFinite(rooms)) return 1;
  return Math.min(MULTI_ROOM_DISCOUNT.maxRooms, Math.max(1, Math.floor(rooms)));
}

/** Add-ons in the order the page lists them, each once. */
export function orderAddOns(addOns: readonly AddOnId[]): AddOnId[] {
  return PACKAGE_ADD_ONS.filter((addOn) => addOns.includes(addOn.id)).map((addOn) => addOn.id);
}

export function toggleAddOn(addOns: readonly AddOnId[], id: AddOnId, on: boolean): AddOnId[] {
  return orderAddOns(on ? [...addOns, id] : addOns.filter((chosen) => chosen !== id));
}

/** The running price of a selection: package per room, add-ons, multi-room discount. */
export function quoteSelection(selection: PackageSelection): PackageQuote {
  return packageQuote({
    packagePrice: findPackage(selection.packageId).price,
    rooms: clampRooms(selection.rooms),
    addOnPrices: orderAddOns(selection.addOns).map(
      (id) => PACKAGE_ADD_ONS.find((addOn) => addOn.id === id)?.price ?? 0,
    ),
    multiRoom: MULTI_ROOM_DISCOUNT,
  });
}

/**
 * The hire page's booking form, carrying the selection in the query: the package always, the
 * rooms and add-ons when they differ from one room with none.
 */
export function bookingHref(selection: PackageSelection): string {
  const params = new URLSearchParams({ package: selection.packageId });
  const rooms = clampRooms(selection.rooms);
  if (rooms > 1) params.set('rooms', String(rooms));
  const addOns = orderAddOns(selection.addOns);
  if (addOns.length > 0) params.set('addons', addOns.join(','));
  return `/hire-designer?${params.toString()}#booking-form`;
}

/**
 * Reads a selection back from a query string (the booking form's URL). Unknown packages and
 * add-ons are dropped; null when no valid package is named.
 */
export function selectionFromSearch(search: string): PackageSelection | null {
  const params = new URLSearchParams(search);
  const packageId = params.get('package');
  if (!isPackageId(packageId)) return null;
  const addOns = (params.get('addons') ?? '').split(',').filter(isAddOnId);
  const rooms = clampRooms(Number(params.get('rooms') ?? '1'));
  return { packageId, addOns: orderAddOns(addOns), rooms };
}
