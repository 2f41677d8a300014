-- The embedded stand-in for hosted Supabase Storage's database half, and the privileges a hosted
-- project gives its API roles. Hosted Supabase creates all of this itself; the migrations in
-- supabase/migrations (bucket rows, policies on storage.objects) rely on it there as here.

create schema if not exists storage;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  -- Bytes; null means the server's own upper limit.
  file_size_limit bigint,
  -- Exact types ('image/png') or wildcards ('image/*'); null allows any type.
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  -- The object's path inside its bucket: folders separated by '/'.
  name text not null,
  owner uuid,
  owner_id text,
  -- eTag, size, mimetype, cacheControl, lastModified, as hosted Storage keeps them.
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

-- Buckets are read by the server itself; objects only ever through the caller's role, so the
-- policies written for hosted Supabase decide who may read, write and remove each one.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- The folders of an object's path, without the file name: 'a/b/c.png' gives {a,b}.
create or replace function storage.foldername(name text) returns text[]
  language sql immutable
  as $$
    select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1]
  $$;

-- The last part of an object's path.
create or replace function storage.filename(name text) returns text
  language sql immutable
  as $$ select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))] $$;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text)
  to anon, authenticated, service_role;

-- Policies and column defaults call auth.uid(), which runs as the caller's role.
grant usage on schema auth to anon, authenticated, service_role;

-- Hosted Supabase grants the API roles everything in public (row level security then decides),
-- both for what exists and for what later migrations create.
grant usage on schema public to anon, authenticated, service_role;
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
grant all on all functions in schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to anon, authenticated, service_role;
