import type { RequestKind, RequestRecord } from '../../lib/deviceRecords.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { STORAGE_FAILED_MESSAGE, STORAGE_FULL_MESSAGE } from './requestCopy.ts';
import { isOnline } from '../../lib/connectivityMonitor.ts';

export interface NewRequest {
  kind: RequestKind;
  summary: string;
  fields: Readonly<Record<string, string>>;
}

/** Builds the record kept for a request sent now. */
export function makeRequestRecord(
  request: NewRequest,
  now: Date = new Date(),
  online: boolean = isOnline(),
): RequestRecord {
  return {
    id: crypto.randomUUID(),
    kind: request.kind,
    summary: request.summary,
    fields: { ...request.fields },
    createdAt: now.toISOString(),
    sentOffline: !online,
  };
}

const loadDb = () => import('../../lib/db.ts');

/**
 * Loads the storage code ahead of the first save, while the network is surely there: a form
 * sent after the connection dropped must not need to fetch it.
 */
export function prepareRequestStorage(): void {
  loadDb().catch((error: unknown) => {
    console.error('Could not load the storage for requests', error);
  });
}

/**
 * Keeps a copy of a request on the device (also for copies that come from no form, such as a
 * delivery notification) and returns it. The first save asks the browser to keep the data.
 */
export async function saveRequest(request: NewRequest): Promise<RequestRecord> {
  const record = makeRequestRecord(request);
  const { db } = await loadDb();
  await db.requests.add(record);
  void askForPersistentStorage();
  return record;
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : undefined;
}

/**
 * True when storage failed for lack of space. Dexie may report it as an AbortError whose
 * `inner` error is the QuotaExceededError (the transaction aborted because a write failed).
 */
export function isQuotaExceeded(error: unknown): boolean {
  if (errorName(error) === 'QuotaExceededError') return true;
  if (typeof error === 'object' && error !== null && 'inner' in error) {
    return isQuotaExceeded((error as { inner: unknown }).inner);
  }
  return false;
}

/** The message to show when a request could not be kept. */
export function saveFailureMessage(error: unknown): string {
  return isQuotaExceeded(error) ? STORAGE_FULL_MESSAGE : STORAGE_FAILED_MESSAGE;
}
