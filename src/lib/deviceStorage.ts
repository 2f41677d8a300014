/**
 * The browser's storage for this app as a whole: asking that it be kept (persistent), and how
 * much is used. Both are best effort: browsers without the API, or that refuse, change nothing.
 */

let asked = false;

/**
 * Asks the browser to keep the app's data under storage pressure, once per page load, when the
 * user first saves something of their own (web.dev's advice). A refusal is quiet.
 */
export async function askForPersistentStorage(): Promise<boolean> {
  if (asked) return isStoragePersisted();
  asked = true;
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

export async function isStoragePersisted(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}

export interface StorageStatus {
  /** Bytes used by this origin, when the browser says. */
  usage: number | null;
  /** Bytes this origin may use, when the browser says. */
  quota: number | null;
  persisted: boolean;
}

export async function readStorageStatus(): Promise<StorageStatus> {
  let usage: number | null = null;
  let quota: number | null = null;
  try {
    const estimate = await navigator.storage?.estimate?.();
    usage = estimate?.usage ?? null;
    quota = estimate?.quota ?? null;
  } catch {
    // No estimate: the page says it cannot tell.
  }
  return { usage, quota, persisted: await isStoragePersisted() };
}
