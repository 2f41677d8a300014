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

/** A completed (simulated) room scan. */
export interface ScanRecord {
  /** A uuid made on the device. */
  id: string;
  /** The room's name, which the user may edit. */
  name: string;
  /** ISO 8601 timestamp. */
  completedAt: string;
}

/** A photo kept for upload: downscaled bytes (an ArrayBuffer, which every browser stores). */
export interface PhotoRecord {
  id: string;
  /** The file name the user picked or shared. */
  name: string;
  /** MIME type of `bytes` (after downscaling). */
  type: string;
  /** Size of `bytes` in bytes. */
  size: number;
  bytes: ArrayBuffer;
  width: number;
  height: number;
  /** Position in the selection, ascending. */
  order: number;
  /** ISO 8601 timestamp. */
  addedAt: string;
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
export interface CartItemRecord {
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
export interface RoomRecord {
  id: string;
  name: string;
  items: ReadonlyArray<{ productId: string; x: number; y: number }>;
  /** ISO 8601 timestamp. */
  savedAt: string;
}

export type RequestKind =
  'contact' | 'booking' | 'consultation' | 'media' | 'partner' | 'delivery-notify';

/** A copy of a form the user sent, kept on the device and listed in the account. */
export interface RequestRecord {
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
