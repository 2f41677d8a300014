import { randomUUID } from 'node:crypto';
import { queryAll, queryOne } from './db.ts';
import type { Queryable } from './db.ts';
import type { Plan, PlanType } from './plans.ts';

export type CheckoutStatus = 'open' | 'paid' | 'cancelled';

export interface CheckoutRow {
  id: string;
  user_id: string;
  plan_type: PlanType;
  status: CheckoutStatus;
  amount: number;
  currency: string;
  idempotency_key: string | null;
  provider_session_id: string | null;
  url: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface CheckoutWithEmail extends CheckoutRow {
  user_email: string | null;
}

export interface NewCheckout {
  readonly userId: string;
  readonly plan: Plan;
  readonly idempotencyKey: string | undefined;
  /** The page for a session id, stored with the session. */
  readonly urlFor: (id: string) => string;
}

export interface CheckoutOutcome {
  readonly checkout: CheckoutRow;
  /** False when the idempotency key found an earlier session. */
  readonly created: boolean;
}

/**
 * Creates the session, or finds the one this user already made with this idempotency key. The
 * unique (user_id, idempotency_key) constraint decides, so racing retries still get one session.
 */
export async function createOrFindCheckout(
  tx: Queryable,
  input: NewCheckout,
): Promise<CheckoutOutcome> {
  const id = randomUUID();
  const inserted = await queryOne<CheckoutRow>(
    tx,
    `insert into public.checkout_sessions
       (id, user_id, plan_type, amount, currency, idempotency_key, url)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, idempotency_key) do nothing
     returning *`,
    [
      id,
      input.userId,
      input.plan.type,
      input.plan.amount,
      input.plan.currency,
      input.idempotencyKey ?? null,
      input.urlFor(id),
    ],
  );
  if (inserted) return { checkout: inserted, created: true };
  const existing = await queryOne<CheckoutRow>(
    tx,
    `select * from public.checkout_sessions where user_id = $1 and idempotency_key = $2`,
    [input.userId, input.idempotencyKey ?? null],
  );
  if (!existing) throw new Error('A conflicting checkout session could not be found.');
  return { checkout: existing, created: false };
}

export function findCheckout(db: Queryable, id: string): Promise<CheckoutWithEmail | undefined> {
  return queryOne<CheckoutWithEmail>(
    db,
    `select c.*, u.email as user_email from public.checkout_sessions c
     left join auth.users u on u.id = c.user_id
     where c.id = $1`,
    [id],
  );
}

export function listCheckouts(db: Queryable): Promise<CheckoutWithEmail[]> {
  return queryAll<CheckoutWithEmail>(
    db,
    `select c.*, u.email as user_email from public.checkout_sessions c
     left join auth.users u on u.id = c.user_id
     order by c.created_at desc, c.id`,
  );
}

/** Moves an open session to paid or cancelled; a settled one stays as it is. */
export async function settleCheckout(
  tx: Queryable,
  id: string,
  status: Exclude<CheckoutStatus, 'open'>,
): Promise<CheckoutRow | undefined> {
  return queryOne<CheckoutRow>(
    tx,
    `update public.checkout_sessions set status = $2, updated_at = now()
     where id = $1 and status = 'open'
     returning *`,
    [id, status],
  );
}

/** The row as /_emulator/checkout.json lists it. */
export function checkoutJson(row: CheckoutWithEmail): Record<string, unknown> {
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email,
    planType: row.plan_type,
    status: row.status,
    idempotency_key: row.idempotency_key,
    amount: row.amount,
    currency: row.currency,
    created_at: row.created_at.toISOString(),
  };
}
