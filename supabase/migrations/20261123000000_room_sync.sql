-- What a signed-in person's devices keep in step: scans, saved room designs, the cart, room
-- photos (their bytes live in the room-photos bucket) and copies of sent requests. Hosted
-- Supabase runs this file with `supabase db push`; the embedded backend runs the very same file.
--
-- Every row is made on a device, so its id comes from there. Rows are never deleted by a client:
-- `deleted` marks a tombstone that syncs like any other edit. Of two edits to one row, the one
-- with the later `updated_at` wins (equal times: the greater `device_id`), here and on devices.
-- `revision` orders every accepted write, so a device asks only for what changed since it last
-- looked.

create sequence public.sync_revision as bigint;

-- Keeps the newer of two edits and stamps every accepted write with the next revision. A losing
-- edit gets the row as it was back (not an error), so a client that pushed it learns the winner.
create or replace function public.keep_newest_edit() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    if tg_op = 'INSERT' then
      new.user_id := coalesce(new.user_id, auth.uid());
      new.revision := nextval('public.sync_revision');
      return new;
    end if;
    -- A row stays with the account that made it.
    new.user_id := old.user_id;
    if new.updated_at > old.updated_at
      or (new.updated_at = old.updated_at
        and new.device_id collate "C" >= old.device_id collate "C")
    then
      new.revision := nextval('public.sync_revision');
      return new;
    end if;
    return old;
  end
  $$;

-- The content columns may be empty only on a tombstone: a device pushes a deletion as just the
-- sync columns, and in one batch with live rows it arrives with the others null. (A NOT NULL
-- column would refuse that row before the conflict with the existing one is even looked at.)

create table public.scans (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  updated_at timestamptz not null,
  deleted boolean not null default false,
  device_id text not null default '',
  revision bigint not null default 0,
  name text,
  completed_at timestamptz,
  constraint scans_live_rows_are_whole check (
    deleted or (name is not null and completed_at is not null)
  )
);

create table public.rooms (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  updated_at timestamptz not null,
  deleted boolean not null default false,
  device_id text not null default '',
  revision bigint not null default 0,
  name text,
  -- The placed products: [{ "productId": "...", "x": 0.4, "y": 0.7 }, ...].
  items jsonb default '[]'::jsonb,
  saved_at timestamptz,
  constraint rooms_live_rows_are_whole check (
    deleted or (name is not null and items is not null and saved_at is not null)
  )
);

create table public.cart_items (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  updated_at timestamptz not null,
  deleted boolean not null default false,
  device_id text not null default '',
  revision bigint not null default 0,
  product_id text,
  x double precision,
  y double precision,
  position integer,
  added_at timestamptz,
  constraint cart_items_live_rows_are_whole check (
    deleted or (
      product_id is not null and x is not null and y is not null and position is not null
      and added_at is not null
    )
  )
);

create table public.photos (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  updated_at timestamptz not null,
  deleted boolean not null default false,
  device_id text not null default '',
  revision bigint not null default 0,
  name text,
  type text,
  size integer,
  width integer,
  height integer,
  position integer,
  added_at timestamptz,
  -- '<user id>/<photo id>' in the room-photos bucket; null until the bytes are uploaded.
  object_path text,
  constraint photos_live_rows_are_whole check (
    deleted or (
      name is not null and type is not null and size is not null and width is not null
      and height is not null and position is not null and added_at is not null
    )
  )
);

-- Copies of booking, consultation and contact requests the person sent.
create table public.requests (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  updated_at timestamptz not null,
  deleted boolean not null default false,
  device_id text not null default '',
  revision bigint not null default 0,
  kind text,
  summary text,
  fields jsonb default '{}'::jsonb,
  created_at timestamptz,
  sent_offline boolean default false,
  constraint requests_live_rows_are_whole check (
    deleted or (
      kind is not null and summary is not null and fields is not null and created_at is not null
      and sent_offline is not null
    )
  )
);

-- The same trigger, index and policies on each table.
do $$
declare
  synced text;
begin
  foreach synced in array array['scans', 'rooms', 'cart_items', 'photos', 'requests'] loop
    execute format(
      'create trigger keep_newest_edit before insert or update on public.%I
         for each row execute function public.keep_newest_edit()',
      synced
    );
    execute format('create index %I on public.%I (user_id, revision)', synced || '_pull_idx', synced);
    execute format('alter table public.%I enable row level security', synced);
    -- Tombstones only: no delete policy, so a client's DELETE removes nothing.
    execute format(
      'create policy "Users read their own rows" on public.%I
         for select to authenticated using ((select auth.uid()) = user_id)',
      synced
    );
    execute format(
      'create policy "Users add their own rows" on public.%I
         for insert to authenticated with check ((select auth.uid()) = user_id)',
      synced
    );
    execute format(
      'create policy "Users change their own rows" on public.%I
         for update to authenticated
         using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)',
      synced
    );
  end loop;
end
$$;

grant usage on sequence public.sync_revision to authenticated, service_role;

-- Room photos: private, images only, 10 MB each, one folder per account ('<user id>/...').
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('room-photos', 'room-photos', false, 10485760, array['image/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Users read their own room photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'room-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Users upload their own room photos" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'room-photos' and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users replace their own room photos" on storage.objects
  for update to authenticated
  using (bucket_id = 'room-photos' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (
    bucket_id = 'room-photos' and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users remove their own room photos" on storage.objects
  for delete to authenticated
  using (bucket_id = 'room-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));
