import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';

export type Database = PGlite;

/** Either the database or an open transaction; code that takes this runs inside either. */
export type Queryable = Pick<Transaction, 'query'>;

/** The database files live in their own folder so DATA_DIR can also hold the signing key. */
export function databaseDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * Runs initdb in a folder beside the real one and renames it into place once closed, so a
 * server killed during its very first start leaves either no database or a whole one. Without
 * --no-sync, initdb spends about ten times longer flushing its files one by one, which a fresh,
 * still-empty database does not need.
 */
export async function createDatabase(dir: string): Promise<void> {
  const staging = `${dir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const fresh = await PGlite.create(staging, { initDbStartParams: ['--no-sync'] });
  await fresh.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/** Opens the Postgres database kept in DATA_DIR, creating it on the first start. */
export async function openDatabase(dataDir: string): Promise<Database> {
  const dir = databaseDir(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) await createDatabase(dir);
  return PGlite.create(dir);
}

/** The first row of a query, or undefined. */
export async function queryOne<T>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  const result = await db.query<T>(sql, params);
  return result.rows[0];
}

export async function queryAll<T>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = await db.query<T>(sql, params);
  return result.rows;
}
