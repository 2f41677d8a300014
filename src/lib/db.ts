import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { OutboxRow } from './outboxRules.ts';

/** The footer newsletter's one record: whether this device has subscribed, and with what. */
export interface NewsletterRecord {
  id: 'footer';
  email: string;
  subscribed: true;
  /** ISO 8601 timestamp. */
  subscribedAt: string;
}

export type AureviaDb = Dexie & {
  newsletter: EntityTable<NewsletterRecord, 'id'>;
  /** Calls made while offline, waiting to be sent (lib/outbox.ts). Never holds a password. */
  outbox: EntityTable<OutboxRow, 'id'>;
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
