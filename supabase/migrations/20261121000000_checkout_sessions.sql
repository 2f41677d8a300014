-- Checkout sessions started from the plan pages. Hosted Supabase runs this file with
-- `supabase db push`; the embedded backend runs the very same file on start.

create table public.checkout_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_type text not null check (plan_type in ('premium', 'premium-yearly', 'designer')),
  status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
  -- Minor units (pence), as the payment provider counts them.
  amount integer not null check (amount > 0),
  currency text not null default 'GBP',
  -- The client-made id of the call; a retried call finds its first session instead of a new one.
  idempotency_key text,
  -- The payment provider's own session id and page, when one is used.
  provider_session_id text,
  url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint checkout_sessions_user_idempotency_key unique (user_id, idempotency_key)
);

create index checkout_sessions_user_id_idx on public.checkout_sessions (user_id);

alter table public.checkout_sessions enable row level security;

-- Sessions are created by the create-checkout function with the service role; a signed-in
-- user may only read their own.
create policy "Users can read their own checkout sessions"
  on public.checkout_sessions
  for select
  to authenticated
  using (auth.uid() = user_id);
