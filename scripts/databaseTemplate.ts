import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, databaseDir } from '../server/backend/db.ts';

/** Named by what makes it: the PGlite release and the server's code that creates a database. */
const templateName = createHash('sha256')
  .update(
    readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  )
  .update(readFileSync(new URL('../server/backend/db.ts', import.meta.url)))
  .digest('hex')
  .slice(0, 12);

/**
 * A database folder as the server's first start creates it (initdb, before any migration),
 * made once per machine for each PGlite release and version of the server's database code.
 * initdb took about 5 s of each backend test file's start and of each server a test run starts
 * (scripts/serve-for-tests.ts); a copy of its result takes a
 * fraction of that, and the server still migrates it as on a first start.
 */
async function databaseTemplate(): Promise<string> {
  const template = join(tmpdir(), `aurevia-test-database-${templateName}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  // Made aside and renamed into place, so a file that finds the folder finds it whole; two
  // files making it at once each make their own, and the second rename gives way.
  const workspace = mkdtempSync(join(tmpdir(), 'aurevia-test-database-making-'));
  try {
    await createDatabase(join(workspace, 'pglite'));
    try {
      renameSync(join(workspace, 'pglite'), template);
    } catch (error) {
      if (!existsSync(join(template, 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  return template;
}

/** Gives a new data directory the database a first start would create, ready to migrate. */
export async function seedDatabase(dataDir: string): Promise<void> {
  cpSync(await databaseTemplate(), databaseDir(dataDir), { recursive: true });
}
