/** What the request forms say, in one place (the forms, their tests and the e2e suite share it). */

/** Added to the confirmation when the request was sent without a connection. */
export const OFFLINE_SAVED_NOTE = "You're offline: your message is saved on this device.";
export const SEND_ANOTHER_LABEL = 'Send another';

/** Shown when the device has no room left for the copy. */
export const STORAGE_FULL_MESSAGE =
  "There's no room left on this device to keep your message. Free up some space, then try again.";
/** Shown when keeping the copy fails for any other reason. */
export const STORAGE_FAILED_MESSAGE =
  "Your message couldn't be saved on this device. Please try again.";
