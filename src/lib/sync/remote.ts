import type { SyncTableName } from '../deviceRecords.ts';
import type { RemoteRow } from '../syncRules.ts';

/** What the sync engine asks of the account's backend; supabaseRemote.ts is the real one. */
export interface SyncRemote {
  /** The account's rows of a table changed after `after`, by revision, at most `limit`. */
  pull(table: SyncTableName, after: number, limit: number): Promise<RemoteRow[]>;
  /** Upserts rows by id; answers with each row as the account now holds it (the winner). */
  push(table: SyncTableName, rows: readonly Record<string, unknown>[]): Promise<RemoteRow[]>;
  uploadPhoto(path: string, bytes: ArrayBuffer, type: string): Promise<void>;
  downloadPhoto(path: string): Promise<ArrayBuffer>;
  removePhoto(path: string): Promise<void>;
}

/**
 * A failed call, with the HTTP status that decides what to do next (outboxRules.ts's
 * classifyFailure): 0 when no answer came, 5xx to retry later, 4xx when retrying cannot help.
 */
export class SyncCallError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'SyncCallError';
    this.status = status;
  }
}
