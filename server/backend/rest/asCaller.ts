import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db.ts';
import type { CallerIdentity } from './callerIdentity.ts';

/**
 * Runs `work` in one transaction as the caller's database role, with the JWT claims set the way
 * hosted Supabase sets them, so row level security policies and auth.uid() decide what the
 * statements see and change. Everything is undone if `work` throws.
 */
export async function asCaller<T>(
  db: Database,
  caller: CallerIdentity,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true)`,
      [caller.role, JSON.stringify(caller.claims), caller.userId],
    );
    return work(tx);
  });
}
