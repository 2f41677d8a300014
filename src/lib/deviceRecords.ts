/**
 * The shapes of what the app keeps on the device (lib/db.ts). Free of Dexie, so modules that
 * only need the types never load it.
 */

/** The newsletter's one record: whether this device has subscribed, and with what. */
export interface NewsletterRecord {
  id: 'footer';
  email: string;
  subscribed: true;
  /** ISO 8601 timestamp. */
  subscribedAt: string;
}

/**
 * What the sync engine keeps on every row of a synced table (lib/sync). Optional because the
 * features write rows without them: lib/syncCapture.ts stamps them on every local write.
 */
export interface SyncedFields {
  /** ISO 8601 time of the last edit: the last-writer-wins key. */
  updatedAt?: string;
  /** The device that made the last edit; breaks ties between equal times. */
  deviceId?: string;
  /** The account the row belongs to; '' for rows made while signed out. */
  owner?: string;
  /** 1 while the row has a local change the account's server copy lacks. */
  dirty?: 0 | 1;
  /** The server's revision of the row as last seen; absent until it reached the server. */
  revision?: number;
}

/** A completed (simulated) room scan. */
export interface ScanRecord extends SyncedFields {
  /** A uuid made on the device. */
  id: string;
  /** The room's name, which the user may edit. */
  name: string;
  /** ISO 8601 timestamp. */
  completedAt: string;
}

/**
 * A photo kept for upload: downscaled bytes (an ArrayBuffer, which every browser stores). A
 * photo that came from another device has no bytes until they are fetched from the account.
 */
export interface PhotoRecord extends SyncedFields {
  id: string;
  /** The file name the user picked or shared. */
  name: string;
  /** MIME type of `bytes` (after downscaling). */
  type: string;
  /** Size of `bytes` in bytes. */
  size: number;
  bytes?: ArrayBuffer;
  width: number;
  height: number;
  /** Position in the selection, ascending. */
  order: number;
  /** ISO 8601 timestamp. */
  addedAt: string;
  /** Where the bytes live in the account's storage (`<user id>/<photo id>`), once synced. */
  objectPath?: string;
  /** 1 while this device holds bytes the account's storage lacks. */
  pendingUpload?: 0 | 1;
}

export type OnboardingStep = 1 | 2 | 3;
export type OnboardingUserType = 'personal' | 'professional';
export type OnboardingInputMethod = 'scan' | 'upload';

/** The onboarding answers so far and the step the user is on (one row). */
export interface OnboardingRecord {
  id: 'answers';
  step: OnboardingStep;
  userType?: OnboardingUserType;
  inputMethod?: OnboardingInputMethod;
  selectedStyle?: string;
  /** Set once "Let's Design" was pressed. ISO 8601 timestamp. */
  completedAt?: string;
  /** ISO 8601 timestamp. */
  updatedAt: string;
}

/** A product placed in the room cart. Positions are fractions (0-1) of the canvas. */
export interface CartItemRecord extends SyncedFields {
  id: string;
  /** A product id of content/products.ts. */
  productId: string;
  x: number;
  y: number;
  /** Position in the cart, ascending (the order of placing). */
  order: number;
  /** ISO 8601 timestamp. */
  addedAt: string;
}

/** A room saved from the design canvas. */
export interface RoomRecord extends SyncedFields {
  id: string;
  name: string;
  /** `rotation` (degrees) is kept for a design made on a plan, whose pieces turn. */
  items: ReadonlyArray<{ productId: string; x: number; y: number; rotation?: number }>;
  /** ISO 8601 timestamp. */
  savedAt: string;
  /** The room plan (lib/room/records.ts) the design was made on, so the two stay linked. */
  planId?: string;
}

export type RequestKind =
  'contact' | 'booking' | 'consultation' | 'media' | 'partner' | 'delivery-notify';

/** A copy of a form the user sent, kept on the device and listed in the account. */
export interface RequestRecord extends SyncedFields {
  id: string;
  kind: RequestKind;
  /** A one-line description for lists ("Booking: Living room, $1,000-$3,000"). */
  summary: string;
  /** The submitted values, by field name. */
  fields: Readonly<Record<string, string>>;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** True when the device was offline as it was sent. */
  sentOffline: boolean;
}

/** The tables that follow a signed-in user to every device. */
export type SyncTableName = 'scans' | 'rooms' | 'cart' | 'photos' | 'requests' | 'roomPlans';

/**
 * A row deleted on this device (or learnt deleted from the account), remembered until the
 * account has it, so that other devices learn of the deletion.
 */
export interface SyncTombstone {
  id: string;
  table: SyncTableName;
  owner: string;
  /** ISO 8601 time of the deletion. */
  updatedAt: string;
  deviceId: string;
  dirty: 0 | 1;
}

/** The sync engine's own keyed values: pull cursors and which accounts were offered the data. */
export interface SyncStateRecord {
  /** `cursor:<user id>:<table>` or `offer:<user id>`. */
  key: string;
  value: number | string;
}
