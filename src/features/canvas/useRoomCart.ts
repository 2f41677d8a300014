import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import type { Product } from '../../content/products.ts';
import type { AureviaDb } from '../../lib/db.ts';
import type { CartItemRecord, RoomRecord } from '../../lib/deviceRecords.ts';
import { findFurniture } from '../../content/catalogue.ts';
import { openRoomCartDatabase, readCartItems } from './roomCart.ts';

export interface RoomCartItem extends CartItemRecord {
  product: Product;
}

/** Cart rows joined with their products; rows whose product the catalogue lacks are skipped. */
export function joinCartWithProducts(records: readonly CartItemRecord[]): RoomCartItem[] {
  const items: RoomCartItem[] = [];
  for (const record of records) {
    const product = findFurniture(record.productId);
    if (product) items.push({ ...record, product });
  }
  return items;
}

async function readRoomCart(db: AureviaDb): Promise<RoomCartItem[]> {
  return joinCartWithProducts(await readCartItems(db));
}

/**
 * The room cart, live: updates when any tab changes it. Undefined while it loads.
 */
export function useRoomCart(): RoomCartItem[] | undefined {
  return useDeviceQuery(readRoomCart, [], [], openRoomCartDatabase);
}

function readSavedRooms(db: AureviaDb): Promise<RoomRecord[]> {
  return db.rooms.orderBy('savedAt').reverse().toArray();
}

/** Rooms saved on this device, newest first. Undefined while they load. */
export function useSavedRooms(): RoomRecord[] | undefined {
  return useDeviceQuery(readSavedRooms, [], []);
}
