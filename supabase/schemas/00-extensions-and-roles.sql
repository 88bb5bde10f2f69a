-- What every concern builds on: the extension for random tokens, the two roles of our own (the
-- public API's key and the job worker), the private schema, the privileges new objects start with,
-- and the helpers several concerns share.
--
-- This directory is the schema's one home: one file per concern, applied in the order of
-- [db.migrations] schema_paths in supabase/config.toml (the files' names sort the same way). A
-- change edits the concern's file and adds a migration dated by the clock with the same change;
-- `npm run db:drift` builds a database from each and fails when they differ (docs/architecture.md §3).
-- What Supabase owns (the auth and storage schemas and their tables, its roles) and graphile-worker's
-- own schema (installed by its migrator, `npm run db:migrate`) are not declared here.

-- Extensions --------------------------------------------------------------------------------------
create extension if not exists pgcrypto with schema extensions;

-- Roles -------------------------------------------------------------------------------------------
-- Roles are the cluster's, not one database's: another database of the cluster may have made them.
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'workspace_api') then
    create role workspace_api nologin noinherit;
  end if;
end
$$;
-- Requests made with an API key (80-public-api.sql): the api's own login role switches to it per
-- request (set local role), as it does to authenticated, with the key's id in its claims.
grant workspace_api to postgres;
-- As long as a signed-in user's request may take (authenticated's 8 s on Supabase), no longer.
alter role workspace_api set statement_timeout = '8s';

-- The job worker's own role (88-job-worker.sql; docs/architecture.md §7). Connected as `postgres`,
-- which bypasses row-level security and holds pg_read_all_data, a process that runs ffmpeg on
-- hostile uploads could read every candidate's self-identification. `job_worker` may do what the
-- tasks of worker/tasks do and nothing else.
--
-- The role is created without a login: a password cannot be set portably here (it would sit in the
-- repository). Step 4 of README "Deploying to a hosted project" gives it one there; `npm run
-- db:migrate` gives it one on a local database.
do $$
begin
  if not exists (select from pg_roles where rolname = 'job_worker') then
    create role job_worker nologin noinherit;
  end if;
end
$$;
comment on role job_worker is
  'The job worker (worker/main.ts): only what its tasks use; nothing on candidates'' self-identification.';
-- postgres (the migrations, the pgTAP suite) may act as the worker to prove what it may not do.
grant job_worker to postgres;

-- Schemas -----------------------------------------------------------------------------------------
-- Private helpers for the policies (roles live in a table, read by security definer helpers). The
-- private schema is not exposed by the Data API. Each helper is security definer so a policy can
-- read profiles and interviews without recursing into their own policies. Each one has
-- search_path = '' and qualified names. Policies call them as (select private.fn()) so Postgres
-- evaluates them once per statement, not once per row.
create schema private;
revoke all on schema private from public;

-- Default privileges ------------------------------------------------------------------------------
-- Deny by default. Supabase grants everything postgres creates in public to the API roles, and
-- PostgreSQL gives EXECUTE to PUBLIC on every new function. Here no table or sequence is reachable
-- by anon or authenticated, and no function is executable by anyone but its owner, until a grant of
-- its concern says so (a per-schema revoke cannot take back the PUBLIC grant, hence the global one).
-- service_role, trusted with every row, keeps the tables and sequences of public.
-- tests/db/function-execute-allow-list.test.ts fails when an anon- or authenticated-executable
-- function has no such grant.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public revoke execute on functions from anon, authenticated, service_role;
alter default privileges for role postgres revoke execute on functions from public;

-- The schemas' grants: the helpers of private are called as the API roles, the key and the worker.
grant usage on schema private to authenticated, service_role, workspace_api, job_worker;
-- A no-op where public is the database owner's and postgres holds no grant option on it (locally);
-- where postgres may grant on public, it gives the two roles their use of the schema.
grant usage on schema public to workspace_api, job_worker;

-- Private helpers ---------------------------------------------------------------------------------
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Stored object paths: every column and storage rule that names an object allows only its owner's
-- folder and one plain file name. A name such as '<own id>/../<other id>/x.webm' would reach other
-- folders and buckets once put into a Storage URL, which HTTP clients resolve.
create function private.is_plain_file_name(file_name text)
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(file_name ~ '^[^/\\[:cntrl:]]+$' and file_name !~ '^\.+$', false)
$$;
comment on function private.is_plain_file_name(text) is
  'True for one path segment that names a file: no "/", "\" or control character, not "." or "..".';

-- Grants ------------------------------------------------------------------------------------------
-- Called by check constraints on rows the API roles write (the worker's grant: 88-job-worker.sql).
grant execute on function private.is_plain_file_name(text) to authenticated, service_role;
