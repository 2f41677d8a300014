import type { SyncTableName } from '../../src/lib/deviceRecords.ts';
import { compareVersions, normalizeTime, type RemoteRow } from '../../src/lib/syncRules.ts';
import { SyncCallError, type SyncRemote } from '../../src/lib/sync/remote.ts';

/**
 * An account's backend in memory, with the server's rule: an upsert by id wins only when it is
 * the later edit (equal times: the greater device id), and every win takes a new revision.
 */
export class FakeRemote implements SyncRemote {
  readonly tables = new Map<SyncTableName, Map<string, Record<string, unknown>>>();
  readonly objects = new Map<string, ArrayBuffer>();
  readonly pushes: Array<{ table: SyncTableName; rows: readonly Record<string, unknown>[] }> = [];
  revision = 0;
  /** When set, every call fails with this HTTP status (0: no answer). */
  failWith: number | null = null;

  private table(name: SyncTableName): Map<string, Record<string, unknown>> {
    let rows = this.tables.get(name);
    if (!rows) {
      rows = new Map();
      this.tables.set(name, rows);
    }
    return rows;
  }

  private check(): void {
    if (this.failWith !== null) throw new SyncCallError('failed', this.failWith);
  }

  /** Writes as another device would (through the same rule). */
  write(name: SyncTableName, row: Record<string, unknown>): Record<string, unknown> {
    const rows = this.table(name);
    const old = rows.get(String(row.id));
    if (old) {
      const version = (r: Record<string, unknown>) => ({
        updatedAt: normalizeTime(r.updated_at),
        deviceId: String(r.device_id ?? ''),
        deleted: r.deleted === true,
      });
      if (compareVersions(version(row), version(old)) < 0) return old;
      if (compareVersions(version(row), version(old)) === 0 && row.device_id !== old.device_id) {
        return old;
      }
    }
    const stored = { ...old, ...row, revision: ++this.revision };
    rows.set(String(row.id), stored);
    return stored;
  }

  row(name: SyncTableName, id: string): Record<string, unknown> | undefined {
    return this.table(name).get(id);
  }

  async pull(name: SyncTableName, after: number, limit: number): Promise<RemoteRow[]> {
    this.check();
    return [...this.table(name).values()]
      .filter((row) => Number(row.revision) > after)
      .sort((a, b) => Number(a.revision) - Number(b.revision))
      .slice(0, limit);
  }

  async push(name: SyncTableName, rows: readonly Record<string, unknown>[]): Promise<RemoteRow[]> {
    this.check();
    this.pushes.push({ table: name, rows });
    return rows.map((row) => this.write(name, row));
  }

  async uploadPhoto(path: string, bytes: ArrayBuffer): Promise<void> {
    this.check();
    this.objects.set(path, bytes);
  }

  async downloadPhoto(path: string): Promise<ArrayBuffer> {
    this.check();
    const bytes = this.objects.get(path);
    if (!bytes) throw new SyncCallError('Object not found', 404);
    return bytes;
  }

  async removePhoto(path: string): Promise<void> {
    this.check();
    this.objects.delete(path);
  }
}
