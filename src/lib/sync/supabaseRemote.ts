import type { SupabaseClient } from '@supabase/supabase-js';
import type { SyncTableName } from '../deviceRecords.ts';
import { PHOTO_BUCKET, SERVER_TABLES, type RemoteRow } from '../syncRules.ts';
import { SyncCallError, type SyncRemote } from './remote.ts';

/** The account's backend through the app's one supabase-js client (loaded on first use). */

const loadAppClient = async (): Promise<SupabaseClient> => (await import('../backend.ts')).supabase;

function isRow(value: unknown): value is RemoteRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rowsOf(data: unknown): RemoteRow[] {
  return Array.isArray(data) ? data.filter(isRow) : [];
}

/** postgrest-js answers "no answer at all" with status 0. */
function tableError(status: number, message: string): SyncCallError {
  return new SyncCallError(message, status);
}

/** storage-js names a request that got no answer StorageUnknownError; others carry a status. */
function storageError(error: { name?: string; message: string; status?: unknown }): SyncCallError {
  if (error.name === 'StorageUnknownError') return new SyncCallError(error.message, 0);
  return new SyncCallError(error.message, typeof error.status === 'number' ? error.status : 500);
}

/** Any signed-in client serves: the app's by default, one per device in the server tests. */
export function createSupabaseRemote(
  loadClient: () => Promise<SupabaseClient> = loadAppClient,
): SyncRemote {
  return {
    async pull(table: SyncTableName, after: number, limit: number) {
      const supabase = await loadClient();
      const { data, error, status } = await supabase
        .from(SERVER_TABLES[table])
        .select('*')
        .gt('revision', after)
        .order('revision')
        .limit(limit);
      if (error) throw tableError(status, error.message);
      return rowsOf(data);
    },
    async push(table: SyncTableName, rows: readonly Record<string, unknown>[]) {
      const supabase = await loadClient();
      const { data, error, status } = await supabase
        .from(SERVER_TABLES[table])
        .upsert([...rows], { onConflict: 'id' })
        .select();
      if (error) throw tableError(status, error.message);
      return rowsOf(data);
    },
    async uploadPhoto(path: string, bytes: ArrayBuffer, type: string) {
      const supabase = await loadClient();
      const { error } = await supabase.storage
        .from(PHOTO_BUCKET)
        .upload(path, new Blob([bytes], { type }), { upsert: true, contentType: type });
      if (error) throw storageError(error);
    },
    async downloadPhoto(path: string) {
      const supabase = await loadClient();
      const { data, error } = await supabase.storage.from(PHOTO_BUCKET).download(path);
      if (error) throw storageError(error);
      return data.arrayBuffer();
    },
    async removePhoto(path: string) {
      const supabase = await loadClient();
      const { error } = await supabase.storage.from(PHOTO_BUCKET).remove([path]);
      if (error) throw storageError(error);
    },
  };
}
