-- Room plans follow a signed-in person's devices like scans and saved rooms (see
-- 20261123000000_room_sync.sql for the rules: ids made on devices, tombstones instead of
-- deletes, the newer edit wins, `revision` as the pull cursor). Hosted Supabase runs this file
-- with `supabase db push`; the embedded backend runs the very same file.

create table public.room_plans (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  updated_at timestamptz not null,
  deleted boolean not null default false,
  device_id text not null default '',
  revision bigint not null default 0,
  name text,
  -- The plan in centimetres, as lib/room/plan.ts and roomPlan.schema.json describe it:
  -- { "unit": "cm", "outline": [[x, y], ...], "height": 250, "doors": [...], "windows": [...] }.
  plan jsonb,
  -- The pieces placed on the plan (lib/room/design.ts); null until the first.
  design jsonb,
  -- The ids of the photos the plan was measured from (public.photos); null when none.
  photo_ids jsonb,
  -- The scan the plan started from (public.scans). Text, as the device keeps it: an id that is
  -- not a uuid must not stop every later plan from syncing.
  scan_id text,
  created_at timestamptz,
  constraint room_plans_live_rows_are_whole check (
    deleted or (name is not null and plan is not null and created_at is not null)
  )
);

create trigger keep_newest_edit before insert or update on public.room_plans
  for each row execute function public.keep_newest_edit();

create index room_plans_pull_idx on public.room_plans (user_id, revision);

alter table public.room_plans enable row level security;

-- Tombstones only: no delete policy, so a client's DELETE removes nothing.
create policy "Users read their own rows" on public.room_plans
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "Users add their own rows" on public.room_plans
  for insert to authenticated with check ((select auth.uid()) = user_id);

create policy "Users change their own rows" on public.room_plans
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- A saved design stays linked to the plan it was made on (public.room_plans.id). No foreign
-- key: devices push the two tables independently, and a plan may be a tombstone.
alter table public.rooms add column plan_id uuid;

-- The API must see the new table and column at once.
notify pgrst, 'reload schema';
