/**
 * Why a file could not become a room plan: one message each, said to the person who chose the
 * file (the import button, the share target) or ran the CLI.
 */

export const SCAN_MESSAGES = {
  notAScan:
    'This file is not a room scan. Choose the JSON or USDZ file that an iPhone or iPad app built on Apple RoomPlan exported.',
  otherJson:
    'This JSON file is not a RoomPlan room scan: it has no walls, doors or windows in the form Apple RoomPlan writes.',
  noWalls: 'The scan has no walls, so there is no room to measure.',
  tooLarge: 'This file is too large to be a room scan (more than 50 MB).',
  usdzTruncated:
    'This USDZ file is damaged: its entries claim more bytes than the file holds. Export the scan again.',
  usdzNoLayer: 'This USDZ file holds no USD scene (no .usda, .usdc or .usd file inside).',
  usdzNoPrims:
    'This USDZ file holds no RoomPlan walls (no prims named Wall0, Wall1 ...). Export the room from a RoomPlan app.',
  usdzUnreadable: 'This USDZ file could not be read: its USD scene is damaged.',
} as const;

/** A wall, door or window whose numbers are missing or not numbers (NaN, null, text). */
export function badNumbersMessage(kind: string, index: number): string {
  return `${kind[0]?.toUpperCase()}${kind.slice(1)} ${index + 1} in the scan has a size or position that is not a number.`;
}

/** The walls were read but do not make a room: the plan's own rule, said of the scan. */
export function outlineMessage(reason: string): string {
  return `The scan's walls do not form one room: ${reason}`;
}

export class ScanImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScanImportError';
  }
}
