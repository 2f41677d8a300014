import { isCodeFresh, type OutboxRow } from '../../lib/outboxRules.ts';
import { signInWithPassword, signUpWithPassword, verifyFactorCode } from '../auth/index.ts';
import { createCheckout, ensureSignedInAs } from '../checkout/index.ts';

/** A queued two-step code that waited too long for the connection to still be accepted. */
export class StaleCodeError extends Error {
  override name = 'StaleCodeError';
  constructor() {
    super('The queued sign-in code is too old to send');
  }
}

/** Sends one queued call. Rejects with the error supabase-js gave, so the outbox can judge it. */
export async function sendQueuedCall(
  row: OutboxRow,
  secret: string | undefined,
  now: () => number = Date.now,
): Promise<unknown> {
  if (row.kind === 'checkout') {
    await ensureSignedInAs(row.userId);
    return createCheckout(row.planType, row.id);
  }
  if (secret === undefined) throw new Error('The secret of this call is not in memory');
  if (row.kind === 'second-step') {
    if (!isCodeFresh(row.createdAt, now())) throw new StaleCodeError();
    const error = await verifyFactorCode(row.factorId, secret);
    if (error) throw error;
    return null;
  }
  const send = row.kind === 'sign-in' ? signInWithPassword : signUpWithPassword;
  const error = await send(row.email, secret);
  if (error) throw error;
  return null;
}
