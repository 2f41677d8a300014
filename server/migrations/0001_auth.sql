-- The embedded stand-in for hosted Supabase Auth. Column names follow GoTrue's own tables, so
-- anyone who knows hosted Supabase can read this database with the same queries.

create schema if not exists auth;
create schema if not exists emulator;

-- Hosted Supabase has these roles and auth.uid(); the migrations in supabase/migrations rely on
-- them for row level security, so they must exist here too before those run.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
end
$$;

create or replace function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $$;

create table auth.users (
  id uuid primary key,
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  -- Null for accounts created by a one-time code, which have no password until they set one.
  encrypted_password text,
  email_confirmed_at timestamptz,
  phone text unique,
  phone_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_is_lower_case check (email = lower(email))
);

create table auth.identities (
  id uuid primary key,
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  -- How the user proved who they are ("password", "otp"), for the access token's amr claim.
  amr_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- Only a SHA-256 of each refresh token is kept, so a copy of this database signs nobody in.
create table auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- One live token per user and purpose: asking again replaces the previous link or code.
create table auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (
    token_type in ('confirmation_token', 'recovery_token', 'email_change_token_new')
  ),
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- E-mail is caught here instead of being sent, and shown at /_emulator/mail.
create table emulator.mail (
  id uuid primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  links jsonb not null default '[]'::jsonb,
  sent_at timestamptz not null default now()
);
create index mail_sent_at_idx on emulator.mail (sent_at desc);
