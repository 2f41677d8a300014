-- Two-step sign-in (TOTP factors), the assurance level of sessions, and reauthentication codes.
-- Names follow GoTrue's own tables (auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims).

create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null default '',
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- The base32 TOTP secret. Kept in the clear, as GoTrue does unless database encryption is set
  -- up: the database folder is readable by this user only, like the signing key beside it.
  secret text not null,
  phone text,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index mfa_factors_user_friendly_name_idx on auth.mfa_factors (user_id, friendly_name)
  where friendly_name <> '';

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text not null,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);
create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- The 30-second steps whose code a factor has already accepted: each code works once.
create table auth.mfa_used_codes (
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  time_step bigint not null,
  used_at timestamptz not null default now(),
  primary key (factor_id, time_step)
);

-- Methods proven in a session beyond its first sign-in (a TOTP code), for the amr claim.
create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (session_id, authentication_method)
);

alter table auth.sessions add column factor_id uuid references auth.mfa_factors (id) on delete set null;

-- The pending reauthentication code: only its hash, like every other e-mailed code.
alter table auth.users add column reauthentication_token text;
alter table auth.users add column reauthentication_sent_at timestamptz;
