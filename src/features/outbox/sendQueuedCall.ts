import type { OutboxRow } from '../../lib/outboxRules.ts';
import { signInWithPassword, signUpWithPassword } from '../auth/index.ts';
import { createCheckout, ensureSignedInAs } from '../checkout/index.ts';

/** Sends one queued call. Rejects with the error supabase-js gave, so the outbox can judge it. */
export async function sendQueuedCall(
  row: OutboxRow,
  password: string | undefined,
): Promise<unknown> {
  if (row.kind === 'checkout') {
    await ensureSignedInAs(row.userId);
    return createCheckout(row.planType, row.id);
  }
  if (password === undefined) throw new Error('The password of this call is not in memory');
  const send = row.kind === 'sign-in' ? signInWithPassword : signUpWithPassword;
  const error = await send(row.email, password);
  if (error) throw error;
  return null;
}
