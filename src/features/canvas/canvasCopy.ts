/** The canvas's words: the spec's toasts and hints verbatim (spec 02 sections 2, 7 and 8). */
export const CANVAS_COPY = {
  emptyHint: 'Drag furniture here!',
  scanningSoon: 'Room scanning is coming soon. For now, design on a blank floor plan.',
  noItems: 'No items placed yet',
  searchPlaceholder: 'Search furniture...',
  placing: 'Placing...',
  addToRoom: 'Add to Room',
  exampleRoomsToast: {
    title: 'Design Inspiration',
    description: 'Explore curated rooms for styling ideas!',
  },
  shopToast: {
    title: 'Ready to shop your room?',
    description: 'Checkout will be available in the full launch!',
  },
  addedTitle: 'Added to Room!',
  placedDescription: 'Check your room canvas to see the placement',
  placedItemKeys: 'Arrow keys move, Delete removes',
} as const;

export const STYLE_BADGES = ['Modern', 'Cozy', 'Luxury'] as const;

/** The name a new saved room gets until the user changes it. */
export const DEFAULT_ROOM_NAME = 'My Room';

export function addedDescription(productName: string): string {
  return `${productName} added to the design`;
}

export function placedTitle(productName: string): string {
  return `${productName} placed in room!`;
}

/** "Sage Cloud Sofa, placed item 1 of 3": what a placed item is called, its keys aside. */
export function placedItemName(productName: string, position: number, count: number): string {
  return `${productName}, placed item ${position} of ${count}`;
}

/** The room name a save proposes: "My Room", then "My Room 2" ... so names stay apart. */
export function nextRoomName(existing: readonly string[]): string {
  const taken = new Set(existing.map((name) => name.trim().toLocaleLowerCase()));
  if (!taken.has(DEFAULT_ROOM_NAME.toLocaleLowerCase())) return DEFAULT_ROOM_NAME;
  for (let number = 2; ; number += 1) {
    const candidate = `${DEFAULT_ROOM_NAME} ${number}`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}
