// @vitest-environment node
import { DESIGN_PACKAGES, MULTI_ROOM_DISCOUNT } from '../../src/content/packages.ts';
import {
  bookingHref,
  clampRooms,
  nextPackageId,
  quoteSelection,
  selectionFromSearch,
  toggleAddOn,
} from '../../src/features/packages/packageSelection.ts';

describe('design packages (spec 02 section 9)', () => {
  it('are Essentials $399 (was $499), Complete $799 (was $999), White-Glove $1,499 (was $1,899)', () => {
    expect(
      DESIGN_PACKAGES.map((pack) => [pack.name, pack.price, pack.originalPrice, pack.timeline]),
    ).toEqual([
      ['Essentials', 399, 499, '3-5 days'],
      ['Complete', 799, 999, '5-7 days'],
      ['White-Glove', 1499, 1899, '7-10 days'],
    ]);
    expect(DESIGN_PACKAGES.filter((pack) => pack.popular).map((pack) => pack.id)).toEqual([
      'complete',
    ]);
    expect(MULTI_ROOM_DISCOUNT).toMatchObject({ percent: 20, minRooms: 3 });
  });
});

describe('quoteSelection', () => {
  it('is the package alone for one room', () => {
    expect(quoteSelection({ packageId: 'essentials', addOns: [], rooms: 1 }).total).toBe(399);
  });

  it('adds Paint Consultation +$99, Smart Purchasing +$199, Delivery Coordination +$299', () => {
    const quote = quoteSelection({
      packageId: 'complete',
      addOns: ['paint', 'purchasing', 'delivery'],
      rooms: 1,
    });
    expect(quote).toMatchObject({ designFee: 799, addOns: 597, discount: 0, total: 1396 });
  });

  it('takes 20% off the design fee for 3 or more rooms', () => {
    expect(quoteSelection({ packageId: 'white-glove', addOns: [], rooms: 2 })).toMatchObject({
      designFee: 2998,
      discountApplies: false,
      total: 2998,
    });
    expect(quoteSelection({ packageId: 'white-glove', addOns: ['paint'], rooms: 3 })).toEqual({
      designFee: 4497,
      addOns: 99,
      discount: 899.4,
      discountApplies: true,
      total: 3696.6,
    });
  });
});

describe('choosing', () => {
  it('keeps add-ons once each, in the order the page lists them', () => {
    expect(toggleAddOn(['delivery'], 'paint', true)).toEqual(['paint', 'delivery']);
    expect(toggleAddOn(['paint', 'delivery'], 'paint', true)).toEqual(['paint', 'delivery']);
    expect(toggleAddOn(['paint', 'delivery'], 'paint', false)).toEqual(['delivery']);
  });

  it('keeps the room count whole, from 1 to 10', () => {
    expect(clampRooms(0)).toBe(1);
    expect(clampRooms(4.6)).toBe(4);
    expect(clampRooms(25)).toBe(10);
    expect(clampRooms(Number.NaN)).toBe(1);
  });
});

describe('the way to the booking form', () => {
  it('carries the package, and the rooms and add-ons when chosen', () => {
    expect(bookingHref({ packageId: 'complete', addOns: [], rooms: 1 })).toBe(
      '/hire-designer?package=complete#booking-form',
    );
    expect(bookingHref({ packageId: 'essentials', addOns: ['delivery', 'paint'], rooms: 3 })).toBe(
      '/hire-designer?package=essentials&rooms=3&addons=paint%2Cdelivery#booking-form',
    );
  });

  it('reads the selection back, dropping what is not offered', () => {
    expect(selectionFromSearch('?package=essentials&rooms=3&addons=paint%2Cdelivery')).toEqual({
      packageId: 'essentials',
      addOns: ['paint', 'delivery'],
      rooms: 3,
    });
    expect(selectionFromSearch('package=complete&addons=gold,paint&rooms=x')).toEqual({
      packageId: 'complete',
      addOns: ['paint'],
      rooms: 1,
    });
    expect(selectionFromSearch('package=full-redesign')).toBeNull();
    expect(selectionFromSearch('')).toBeNull();
  });
});

describe('nextPackageId', () => {
  it('moves with the arrow keys and wraps at the ends', () => {
    expect(nextPackageId('essentials', 'ArrowRight')).toBe('complete');
    expect(nextPackageId('complete', 'ArrowDown')).toBe('white-glove');
    expect(nextPackageId('white-glove', 'ArrowRight')).toBe('essentials');
    expect(nextPackageId('essentials', 'ArrowLeft')).toBe('white-glove');
    expect(nextPackageId('complete', 'ArrowUp')).toBe('essentials');
  });

  it('ignores other keys and elements', () => {
    expect(nextPackageId('complete', 'Enter')).toBeNull();
    expect(nextPackageId(null, 'ArrowRight')).toBeNull();
  });
});
