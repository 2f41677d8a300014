import Dexie, { liveQuery } from 'dexie';
import type { EntityTable } from 'dexie';
import type { OutboxRow } from './outboxRules.ts';
import type {
  CartItemRecord,
  NewsletterRecord,
  OnboardingRecord,
  PhotoRecord,
  RequestRecord,
  RoomRecord,
  ScanRecord,
} from './deviceRecords.ts';

export type * from './deviceRecords.ts';

export type AureviaDb = Dexie & {
  newsletter: EntityTable<NewsletterRecord, 'id'>;
  /** Calls made while offline, waiting to be sent (lib/outbox.ts). Never holds a password. */
  outbox: EntityTable<OutboxRow, 'id'>;
  /** Completed room scans. */
  scans: EntityTable<ScanRecord, 'id'>;
  /** Photos picked or shared for upload: downscaled bytes plus their MIME type. */
  photos: EntityTable<PhotoRecord, 'id'>;
  /** The onboarding answers (one row). */
  onboarding: EntityTable<OnboardingRecord, 'id'>;
  /** The room cart: products placed on the design canvas, with their positions. */
  cart: EntityTable<CartItemRecord, 'id'>;
  /** Rooms saved from the design canvas. */
  rooms: EntityTable<RoomRecord, 'id'>;
  /** Copies of what the user sent through a form (contact, booking, consultation ...). */
  requests: EntityTable<RequestRecord, 'id'>;
};

/**
 * The app's one IndexedDB database. Every other module reaches the device's storage through
 * this instance, loaded with `import()` so Dexie never weighs on the first paint.
 */
export const db = new Dexie('aurevia') as AureviaDb;

db.version(1).stores({
  newsletter: 'id',
});

db.version(2).stores({
  newsletter: 'id',
  outbox: 'id, kind',
});

// New tables only: every row of versions 1 and 2 stays as it was.
db.version(3).stores({
  newsletter: 'id',
  outbox: 'id, kind',
  scans: 'id, completedAt',
  photos: 'id, order',
  onboarding: 'id',
  cart: 'id, order',
  rooms: 'id, savedAt',
  requests: 'id, kind, createdAt',
});

/** Dexie's observable query, for modules that watch a table outside React. */
export { liveQuery };
