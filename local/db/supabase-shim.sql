-- Supabase shim for a bare PostgreSQL.
--
-- Loaded before the migrations on the local cluster (and any DATABASE_URL that is not a Supabase
-- database); never on a real Supabase database, which already has all of this. It recreates the
-- part of a Supabase database the migrations and the local stand-ins rely on, with Supabase's names,
-- from Supabase's documented behaviour and the public sources of supabase/postgres, supabase/auth
-- and supabase/storage. It runs as the superuser `supabase_admin` after supabase-roles.sql; the
-- migrations then run as `postgres`, which is not a superuser, as on Supabase. Every statement is
-- idempotent, so running it twice changes nothing.

-- Section: schemas ---------------------------------------------------------------------------------
create schema if not exists extensions;
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists storage authorization supabase_storage_admin;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, postgres;
grant all on schema storage to supabase_storage_admin, postgres;
grant all on schema extensions, public to postgres;
-- The local Auth stand-in hashes passwords with pgcrypto's crypt(), where GoTrue does it in Go.
grant usage on schema extensions to supabase_auth_admin;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
-- Extensions only a superuser may create, which Supabase lets postgres have (supautils'
-- privileged extensions): pgTAP for the database tests, plpgsql_check for `supabase db lint`.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pgtap') then
    create extension if not exists pgtap with schema extensions;
  end if;
  if exists (select from pg_available_extensions where name = 'plpgsql_check') then
    create extension if not exists plpgsql_check with schema extensions;
  end if;
end
$$;

do $$
begin
  execute format('grant all on database %I to postgres', current_database());
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;

-- Supabase exposes what postgres creates in public to the API roles; migrations narrow it down.
-- Set once, on a database no migration has touched: the shim runs again before every migrate, and
-- must not give back what a migration has taken away.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  end if;
end
$$;

-- Section: auth tables (the columns of supabase/auth's migrations) --------------------------------
do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_idx on auth.users (instance_id);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
-- postgres may read and write Auth's tables and put triggers on them; the API roles, service_role
-- included, may not (the service key reaches users through Auth's admin API, not SQL). Row-level
-- security is on with no policy, as on Supabase.
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
revoke all on all tables in schema auth from service_role, authenticated, anon;
revoke all on all sequences in schema auth from service_role, authenticated, anon;
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;

-- Section: auth functions (read the claims PostgREST and the api function put on the transaction) -
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to public, anon, authenticated, service_role;

-- Section: storage tables (the columns of supabase/storage's migrations) --------------------------
create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);

do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'storage' and t.typname = 'buckettype') then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

-- The newer columns of Storage's tables: a bucket's type and versioning (off, and held off by a
-- check until Storage turns versioning on), an object's versioning marks.
alter table storage.buckets
  add column if not exists type storage.buckettype not null default 'STANDARD',
  add column if not exists versioning_status text not null default 'DISABLED';
alter table storage.objects
  add column if not exists archived_at timestamptz,
  add column if not exists is_delete_marker boolean not null default false,
  add column if not exists is_versioned boolean not null default false;
do $$
begin
  if not exists (select from pg_constraint where conrelid = 'storage.buckets'::regclass
                 and conname = 'buckets_versioning_status_check') then
    alter table storage.buckets add constraint buckets_versioning_status_check
      check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED'));
  end if;
  if not exists (select from pg_constraint where conrelid = 'storage.buckets'::regclass
                 and conname = 'buckets_versioning_dark_check') then
    alter table storage.buckets add constraint buckets_versioning_dark_check
      check (versioning_status = 'DISABLED');
  end if;
end
$$;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter type storage.buckettype owner to supabase_storage_admin;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;

-- Section: storage triggers -----------------------------------------------------------------------
-- Deleting a row leaves its file behind, so Storage refuses a DELETE on its tables unless the
-- session says it is the Storage API (`storage.allow_delete_query`), as the API does per request.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

alter function storage.protect_delete() owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.enforce_bucket_name_length() owner to supabase_storage_admin;

create or replace trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
create or replace trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create or replace trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Section: storage functions ----------------------------------------------------------------------
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to public, anon, authenticated, service_role;

-- Section: what postgres may not change -----------------------------------------------------------
-- On Supabase postgres does not own Auth's and Storage's tables: it may add policies and triggers
-- to them (supautils), and nothing else, so `create index on storage.objects` or `alter table
-- auth.users` fail with "must be owner". postgres owns them here through its membership in the
-- admin roles (supabase-roles.sql says why); this trigger gives back the refusal, with Supabase's
-- error, for any change to an object of those schemas by a role that does not own it itself.
create schema if not exists supabase_shim authorization supabase_admin;
grant usage on schema supabase_shim to public;

create or replace function supabase_shim.refuse_changes_by_non_owners() returns event_trigger
language plpgsql
as $$
declare
  command record;
  relation_id oid;
  relation_name name;
  owner_name name;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  for command in select * from pg_event_trigger_ddl_commands() loop
    continue when command.schema_name is distinct from 'auth' and command.schema_name is distinct from 'storage';
    continue when command.command_tag in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER', 'GRANT', 'REVOKE');
    if command.classid = 'pg_class'::regclass then
      relation_id := coalesce((select indrelid from pg_index where indexrelid = command.objid), command.objid);
      select c.relname, r.rolname into relation_name, owner_name
        from pg_class c join pg_roles r on r.oid = c.relowner where c.oid = relation_id;
      if owner_name is distinct from current_user then
        raise exception 'must be owner of table %', relation_name using errcode = '42501';
      end if;
    elsif command.classid = 'pg_proc'::regclass then
      select r.rolname into owner_name from pg_proc p join pg_roles r on r.oid = p.proowner where p.oid = command.objid;
      if owner_name is distinct from current_user then
        raise exception 'must be owner of function %', command.object_identity using errcode = '42501';
      end if;
    end if;
  end loop;
end
$$;

-- A dropped object's owner is gone from the catalog by now: only its owners' roles may drop
-- anything in those schemas but a policy or a trigger.
create or replace function supabase_shim.refuse_drops_by_non_owners() returns event_trigger
language plpgsql
as $$
declare
  dropped record;
begin
  if (select rolsuper from pg_roles where rolname = current_user)
     or current_user in ('supabase_auth_admin', 'supabase_storage_admin') then
    return;
  end if;
  for dropped in select * from pg_event_trigger_dropped_objects() loop
    continue when dropped.schema_name is distinct from 'auth' and dropped.schema_name is distinct from 'storage';
    continue when dropped.object_type in ('policy', 'trigger') or not dropped.original;
    raise exception 'must be owner of % %', dropped.object_type, dropped.object_name using errcode = '42501';
  end loop;
end
$$;

drop event trigger if exists refuse_changes_by_non_owners;
create event trigger refuse_changes_by_non_owners on ddl_command_end
  execute function supabase_shim.refuse_changes_by_non_owners();
drop event trigger if exists refuse_drops_by_non_owners;
create event trigger refuse_drops_by_non_owners on sql_drop
  execute function supabase_shim.refuse_drops_by_non_owners();
