import Dexie from 'dexie';
import type { EntityTable } from 'dexie';

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
};

/**
 * The app's one IndexedDB database. Every other module reaches the device's storage through
 * this instance, loaded with `import()` so Dexie never weighs on the first paint.
 */
export const db = new Dexie('aurevia') as AureviaDb;

db.version(1).stores({
  newsletter: 'id',
});
