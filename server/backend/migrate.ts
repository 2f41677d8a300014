import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db.ts';

export interface MigrationSource {
  /** Recorded with each migration, so two folders may hold files of the same name. */
  readonly name: string;
  readonly dir: string;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The emulator's own tables first (they create the auth schema), then the migrations a hosted
 * Supabase project runs, so both run the same SQL for the app's tables.
 */
export const MIGRATION_SOURCES: readonly MigrationSource[] = [
  { name: 'server', dir: join(repoRoot, 'server', 'migrations') },
  { name: 'supabase', dir: join(repoRoot, 'supabase', 'migrations') },
];

interface AppliedRow {
  source: string;
  version: string;
  checksum: string;
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * Applies, in file-name order, every migration not yet recorded in schema_migrations. Each runs
 * in one transaction with its record, so a crash leaves it either fully applied or not at all.
 * Returns the migrations applied now.
 */
export async function migrate(
  db: Database,
  sources: readonly MigrationSource[] = MIGRATION_SOURCES,
): Promise<string[]> {
  await db.exec(`
    create schema if not exists emulator;
    create table if not exists emulator.schema_migrations (
      source text not null,
      version text not null,
      checksum text not null,
      applied_at timestamptz not null default now(),
      primary key (source, version)
    );
  `);
  const applied = new Map<string, AppliedRow>();
  const rows = await db.query<AppliedRow>(
    'select source, version, checksum from emulator.schema_migrations',
  );
  for (const row of rows.rows) applied.set(`${row.source}/${row.version}`, row);

  const appliedNow: string[] = [];
  for (const source of sources) {
    const files = readdirSync(source.dir)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files) {
      const sql = readFileSync(join(source.dir, file), 'utf8');
      const key = `${source.name}/${file}`;
      const previous = applied.get(key);
      if (previous) {
        if (previous.checksum !== checksum(sql)) {
          console.warn(
            `Migration ${key} changed after it was applied; the change is not re-run. ` +
              'Add a new migration instead.',
          );
        }
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into emulator.schema_migrations (source, version, checksum) values ($1, $2, $3)',
          [source.name, file, checksum(sql)],
        );
      });
      appliedNow.push(key);
    }
  }
  return appliedNow;
}
