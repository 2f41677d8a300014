/**
 * The server as the test runs start it (the end-to-end suite, the budget check, the audit): on a
 * new DATA_DIR, given the database a first start creates as a copy of this machine's template,
 * so initdb runs once per machine rather than at every start (about 6 s of a start).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseDir } from '../server/backend/db.ts';
import { seedDatabase } from './databaseTemplate.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serve-for-tests: DATA_DIR names the new data folder');
if (!existsSync(join(databaseDir(dataDir), 'PG_VERSION'))) await seedDatabase(dataDir);
await import('../server/main.ts');
