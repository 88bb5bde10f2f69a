-- Baseline of issue #35, built on 2026-11-28 (UTC) from supabase/schemas/: its 16 files concatenated in
-- the order of [db.migrations] schema_paths in supabase/config.toml, each after a line naming it.
-- It replaced the 86 migrations of issues #1-#34 (20261122000100_types_and_tables.sql to
-- 20261205000000_invitation_identity_columns.sql), which no hosted database had received: none held
-- this product's data yet. A database that had them moves without rebuilding as docs/deploy.md says.
--
-- This file is history and is not edited. From now on a change edits its concern's schema file and
-- adds a migration with the same change, dated by the clock (`npx supabase migration new <name>`);
-- `npm run db:drift` fails when supabase/schemas/ and supabase/migrations/ build different
-- databases, and tests/unit/migration-dates.test.ts when a migration is dated after now.

-- supabase/schemas/00-extensions-and-roles.sql
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

-- The job worker's own role (88-job-worker.sql; docs/architecture.md §7). The worker connected as
-- `postgres`, which bypasses row-level security and holds pg_read_all_data: a process that runs
-- ffmpeg on hostile uploads could read every candidate's self-identification. `job_worker` may do
-- what the tasks of worker/tasks do and nothing else.
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
-- kept as the migrations wrote it.
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
-- folder and one plain file name. A name such as '<own id>/../<other id>/x.webm' reached other
-- folders and buckets once it was put into a Storage URL, which HTTP clients resolve.
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

-- supabase/schemas/10-profiles.sql
-- Profiles: one row per auth user, made by a trigger when the user signs up, holding the platform
-- role (ADMIN, RECRUITER, CANDIDATE; DESIGN §1: roles live in a table, read by security definer
-- helpers, so a role change applies on the next request). Only an admin changes a role, every
-- change is logged in admin_logs, and the last admin stays. Also the caller's own facts the other
-- concerns ask: their role, their confirmed e-mail, whether their user and session still live.
-- Direct callers (roles anon and authenticated) are told apart from server code (postgres,
-- service_role, and the security definer functions, which run as their owner) by current_user.

-- Types -------------------------------------------------------------------------------------------
create type public.app_role as enum ('ADMIN', 'RECRUITER', 'CANDIDATE');

create type public.admin_action as enum ('ROLE_CHANGE', 'DELETE_USER');

-- Tables ------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null default '',
  first_name text not null default '' check (char_length(first_name) <= 100),
  last_name text not null default '' check (char_length(last_name) <= 100),
  full_name text generated always as (btrim(first_name || ' ' || last_name)) stored,
  avatar_url text check (char_length(avatar_url) <= 2048),
  company_name text not null default '' check (char_length(company_name) <= 200),
  role public.app_role not null default 'CANDIDATE',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users; holds the role.';
comment on column public.profiles.email is 'Copied from auth.users.email and kept in step by a trigger.';
comment on column public.profiles.full_name is 'First and last name joined; what lists and searches show.';
comment on column public.profiles.company_name is 'A recruiter''s company, shown on their invitations and e-mails.';
comment on column public.profiles.role is 'ADMIN, RECRUITER or CANDIDATE; only an admin changes it, and each change is logged.';
alter table public.profiles enable row level security;

create table public.admin_logs (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid default auth.uid() references public.profiles (id) on delete set null,
  action public.admin_action not null,
  target_user_id uuid,
  target_user_email text not null default '',
  previous_role public.app_role,
  new_role public.app_role,
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now()
);
comment on table public.admin_logs is 'What administrators did; kept after the target user is deleted (hence no foreign key).';
comment on column public.admin_logs.admin_id is 'The acting admin; null for server-side changes such as the seed.';
alter table public.admin_logs enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index profiles_role_idx on public.profiles (role);

create index admin_logs_created_at_idx on public.admin_logs (created_at desc);

create index admin_logs_admin_id_idx on public.admin_logs (admin_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.app_role()
returns public.app_role
language sql stable security definer set search_path = ''
as $$
  select p.role from public.profiles p where p.id = (select auth.uid())
$$;
comment on function private.app_role() is 'The role of the signed-in caller; null for anon or a user without a profile.';

create function private.is_admin()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select private.app_role()) = 'ADMIN', false)
$$;

create function private.confirmed_email()
returns text
language sql stable security definer set search_path = ''
as $$
  select lower(u.email)
  from auth.users u
  where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;
comment on function private.confirmed_email() is
  'The caller''s e-mail address, lower-cased, once it is confirmed; null before that and for anon.';

create function private.has_profile()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()))
$$;
comment on function private.has_profile() is
  'True when the caller''s user still exists (their profile goes with them).';

create function private.session_is_live()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from auth.sessions s
    where (select auth.jwt() ->> 'session_id') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      and s.id = (select auth.jwt() ->> 'session_id')::uuid
      and s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > now())
  )
$$;
comment on function private.session_is_live() is
  'True while the session of the caller''s token exists: not ended by a logout, nor by deleting the user.';

-- Policies ----------------------------------------------------------------------------------------
-- UPDATE(profiles): a user edits their own names; an admin edits anyone. Role changes are further
-- restricted to admins by the guard trigger, which also logs them.
create policy profiles_update on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- SELECT(admin_logs): admins only.
create policy admin_logs_select on public.admin_logs
  for select to authenticated
  using ((select private.is_admin()));

-- INSERT(admin_logs): admins log the users they delete; role changes are logged only by the trigger,
-- so no one can write a role change that did not happen.
create policy admin_logs_insert on public.admin_logs
  for insert to authenticated
  with check ((select private.is_admin()) and admin_id = (select auth.uid()) and action = 'DELETE_USER');

-- Triggers ----------------------------------------------------------------------------------------
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := btrim(coalesce(nullif(meta ->> 'full_name', ''), nullif(meta ->> 'name', ''), ''));
  first_name text := btrim(coalesce(nullif(meta ->> 'first_name', ''), nullif(meta ->> 'given_name', ''), ''));
  last_name text := btrim(coalesce(nullif(meta ->> 'last_name', ''), nullif(meta ->> 'family_name', ''), ''));
begin
  -- Google gives one full name; split it at the first space when the parts are missing.
  if first_name = '' and last_name = '' and full_name <> '' then
    first_name := split_part(full_name, ' ', 1);
    last_name := btrim(substr(full_name, char_length(first_name) + 1));
  end if;
  insert into public.profiles (id, email, first_name, last_name, avatar_url, role)
  values (
    new.id,
    coalesce(new.email, ''),
    left(first_name, 100),
    left(last_name, 100),
    left(coalesce(nullif(meta ->> 'avatar_url', ''), nullif(meta ->> 'picture', '')), 2048),
    'CANDIDATE'
  );
  return new;
end;
$$;
comment on function private.handle_new_user() is
  'Every new auth user gets a CANDIDATE profile, named from their metadata (Google''s full_name split when needed).';
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = coalesce(new.email, '') where id = new.id;
  return new;
end;
$$;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

create function private.guard_role_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role is not distinct from old.role then
    return new;
  end if;
  if current_user in ('anon', 'authenticated') and not (select private.is_admin()) then
    raise exception 'Only an administrator can change a user''s role'
      using errcode = '42501';
  end if;
  -- Two admins demoting themselves at once must not both see the other as the remaining admin.
  if old.role = 'ADMIN' then
    perform pg_advisory_xact_lock(hashtext('public.profiles last admin'));
  end if;
  if old.role = 'ADMIN' and not exists (
    select 1 from public.profiles p where p.role = 'ADMIN' and p.id <> old.id
  ) then
    raise exception 'The last administrator cannot give up the ADMIN role'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger profiles_guard_role_change before update of role on public.profiles
  for each row execute function private.guard_role_change();

create function private.log_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admin_logs (admin_id, action, target_user_id, target_user_email, previous_role, new_role, notes)
  values (
    auth.uid(), 'ROLE_CHANGE', new.id, new.email, old.role, new.role,
    format('Role changed from %s to %s', old.role, new.role)
  );
  return new;
end;
$$;
comment on function private.log_role_change() is 'Writes admin_logs for every role change, whichever path made it.';
create trigger profiles_log_role_change after update of role on public.profiles
  for each row when (old.role is distinct from new.role)
  execute function private.log_role_change();

create function private.guard_last_admin_delete()
returns trigger
language plpgsql
-- Security definer: the cascade from auth.users runs as whoever deletes the auth user (the Auth
-- server), who must see every admin profile for the check to mean anything.
security definer
set search_path = ''
as $$
begin
  if old.role <> 'ADMIN' then
    return old;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.profiles last admin'));
  if not exists (select 1 from public.profiles p where p.role = 'ADMIN' and p.id <> old.id) then
    raise exception 'The last administrator cannot be deleted'
      using errcode = '23514';
  end if;
  return old;
end;
$$;
comment on function private.guard_last_admin_delete() is
  'Refuses deleting the profile of the only remaining ADMIN, whichever path deletes it.';
create trigger profiles_guard_last_admin_delete before delete on public.profiles
  for each row execute function private.guard_last_admin_delete();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.profiles to service_role;
grant select on public.profiles to authenticated;
grant update (first_name, last_name, avatar_url, company_name, role) on public.profiles to authenticated;

grant all on public.admin_logs to service_role;
grant select on public.admin_logs to authenticated;
grant insert (action, target_user_id, target_user_email, previous_role, new_role, notes)
  on public.admin_logs to authenticated;

grant execute on function private.app_role() to service_role;
grant execute on function private.is_admin() to service_role, authenticated;
grant execute on function private.confirmed_email() to service_role;
grant execute on function private.has_profile() to service_role, authenticated;
grant execute on function private.session_is_live() to service_role, authenticated;

-- supabase/schemas/20-workspaces.sql
-- Workspaces: a hiring team owns its interviews and everything under them. Members have a
-- workspace role: OWNER (everything, settings, members), RECRUITER (create, edit, archive, delete
-- interviews, invite candidates, review), REVIEWER (a hiring manager: sees and reviews the completed
-- interviews of the workspace). The platform roles stay; a member of any workspace passes the
-- recruiter access check whatever their platform role, and a user made RECRUITER or ADMIN gets a
-- workspace of their own if they have none. Who sees and changes what is decided by the caller's
-- workspace role, through security definer helpers that start from the caller's memberships (the
-- pattern of basejump's has_role_on_account); a platform ADMIN keeps access to everything.
-- Team invitations (/join/{token}) bring new members in; their e-mail is the outbox's
-- (45-mail-and-jobs.sql). The profiles' SELECT policy is here: teammates see each other's names.

-- Types -------------------------------------------------------------------------------------------
create type public.workspace_role as enum ('OWNER', 'RECRUITER', 'REVIEWER');
comment on type public.workspace_role is
  'OWNER: settings and members too. RECRUITER: interviews and invitations. REVIEWER: sees and reviews completed interviews.';

create type public.team_invitation_status as enum ('PENDING', 'ACCEPTED', 'REVOKED');
comment on type public.team_invitation_status is
  'PENDING until accepted or revoked; a PENDING invitation past expires_at is shown as EXPIRED.';

-- Tables ------------------------------------------------------------------------------------------
create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and char_length(name) <= 100),
  slug text not null unique check (slug ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$'),
  logo_path text check (char_length(logo_path) <= 1024),
  brand_color text check (brand_color ~ '^#[0-9a-f]{6}$'),
  email_sender_name text check (
    btrim(email_sender_name) <> '' and char_length(email_sender_name) <= 100
    and email_sender_name !~ '[<>"\\[:cntrl:]]'
  ),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- How long the workspace keeps a candidate's answers after the interview is completed. The
  -- candidate is told this number before recording (the notice); the retention job deletes what is
  -- older. 30 to 730 days, 180 unless the owner says otherwise.
  retention_days integer not null default 180
    constraint workspaces_retention_days_range check (retention_days between 30 and 730),
  -- A workspace's logo_path names an object of its own folder.
  constraint workspaces_logo_path_in_folder
    check (logo_path like id::text || '/_%' and logo_path not like id::text || '/%/%')
);
comment on table public.workspaces is 'A hiring team: it owns interviews, and its members share them.';
comment on column public.workspaces.slug is 'URL-safe name: lower-case letters, digits and inner hyphens, 1-48 characters, unique.';
comment on column public.workspaces.logo_path is 'Object name in the public workspace-logos bucket, <workspace_id>/<file>; null for none.';
comment on column public.workspaces.brand_color is 'Lower-case #rrggbb; used on the candidate''s side only where white text on it keeps WCAG AA contrast.';
comment on column public.workspaces.email_sender_name is 'The display name of the workspace''s e-mails; the workspace name when null.';
comment on column public.workspaces.retention_days is
  'Days after completion that recordings, transcripts, analyses, ratings and notes are kept (30-730).';
alter table public.workspaces enable row level security;

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.workspace_role not null default 'RECRUITER',
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
comment on table public.workspace_members is 'Who belongs to a workspace, with their workspace role; a workspace always keeps an OWNER.';
alter table public.workspace_members enable row level security;

-- Team invitations: an OWNER invites a teammate by e-mail with a workspace role; the link
-- /join/{token} lets the person sign in or create an account and join. Its e-mail goes through the
-- outbox (45-mail-and-jobs.sql).
create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null check (
    char_length(email) <= 254
    and email = lower(email)
    and email ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
  ),
  role public.workspace_role not null,
  -- 16 random bytes, base64url without padding: 128 bits in 22 URL-safe characters.
  token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (token ~ '^[A-Za-z0-9_-]{22}$'),
  status public.team_invitation_status not null default 'PENDING',
  invited_by uuid default auth.uid() references public.profiles (id) on delete set null,
  accepted_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  revoked_at timestamptz,
  check (expires_at > created_at),
  -- An owner revokes (REVOKED with revoked_at) or extends (expires_at) a PENDING invitation; only
  -- accept_team_invitation() marks one ACCEPTED, since nobody else may write accepted_at.
  constraint workspace_invitations_accepted_stamped check (status <> 'ACCEPTED' or accepted_at is not null),
  constraint workspace_invitations_revoked_stamped check (status <> 'REVOKED' or revoked_at is not null)
);
comment on table public.workspace_invitations is 'An invitation to join a workspace with a role, reached by /join/{token}.';
comment on column public.workspace_invitations.email is 'Lower-case; only an account with this confirmed e-mail may accept.';
comment on column public.workspace_invitations.token is '128-bit random, URL-safe; the link''s secret.';
alter table public.workspace_invitations enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
-- The policies' helpers start from the caller: their memberships by user_id.
create index workspace_members_user_id_idx on public.workspace_members (user_id) include (workspace_id, role);

create index workspace_invitations_workspace_id_idx on public.workspace_invitations (workspace_id, created_at desc);

-- One open invitation per person and workspace: a second invite is a resend.
create unique index workspace_invitations_one_pending_idx on public.workspace_invitations (workspace_id, email)
  where status = 'PENDING';

-- Private helpers ---------------------------------------------------------------------------------
create function private.is_workspace_member()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.workspace_members m where m.user_id = (select auth.uid()))
$$;
comment on function private.is_workspace_member() is 'True when the caller belongs to any workspace.';

-- A member of any workspace passes the recruiter access check whatever their platform role, so a
-- teammate needs no administrator.
create function private.is_recruiter()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select private.app_role()) in ('RECRUITER', 'ADMIN'), false)
    or (select private.is_workspace_member())
$$;
comment on function private.is_recruiter() is
  'Recruiter access: platform RECRUITER or ADMIN, or a member of any workspace. Read on every call, so a change applies at once.';

create function private.workspace_slug(p_name text)
returns text
language plpgsql volatile set search_path = ''
as $$
declare
  base text := left(btrim(regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g'), '-'), 40);
  candidate text;
begin
  base := btrim(base, '-');
  if base = '' then
    base := 'team';
  end if;
  candidate := base;
  while exists (select 1 from public.workspaces w where w.slug = candidate) loop
    candidate := base || '-' || substr(md5(random()::text), 1, 6);
  end loop;
  return candidate;
end
$$;
comment on function private.workspace_slug(text) is 'A free slug made from a name: the name''s letters and digits, with a random suffix when taken.';

create function private.default_workspace_name(p_user_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(p.company_name), ''),
    nullif(btrim(p.first_name), '') || '''s team',
    'My team'
  ), 100)
  from public.profiles p where p.id = p_user_id
$$;
comment on function private.default_workspace_name(uuid) is
  'A new workspace''s name: the user''s company, else "{first name}''s team", else "My team".';

-- Two workspaces named alike at the same moment (two recruiters of one company signing up, tests
-- creating users in parallel) both find the slug free, and the later insert would fail on
-- workspaces_slug_key: the insert retries with a fresh suffixed slug when it meets one taken since
-- it looked.
create function private.create_own_workspace(p_user_id uuid)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := private.default_workspace_name(p_user_id);
  v_slug text := private.workspace_slug(v_name);
  v_id uuid;
begin
  for attempt in 1..5 loop
    begin
      insert into public.workspaces (name, slug, created_by)
      values (v_name, v_slug, p_user_id)
      returning id into v_id;
      exit;
    exception when unique_violation then
      if attempt = 5 then
        raise;
      end if;
      -- Taken since workspace_slug() looked: a suffix, as it gives to a name already in use.
      v_slug := left(v_slug, 40) || '-' || substr(md5(random()::text), 1, 6);
    end;
  end loop;
  insert into public.workspace_members (workspace_id, user_id, role) values (v_id, p_user_id, 'OWNER');
  return v_id;
end
$$;
comment on function private.create_own_workspace(uuid) is
  'Creates a workspace for the user, with them as its OWNER; a slug taken meanwhile gets a suffix.';

create function private.member_workspace_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid())
$$;
comment on function private.member_workspace_ids() is 'The workspaces the caller belongs to, in any role.';

create function private.managed_workspace_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
$$;
comment on function private.managed_workspace_ids() is 'The workspaces where the caller is OWNER or RECRUITER: they manage its interviews.';

create function private.owned_workspace_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role = 'OWNER'
$$;
comment on function private.owned_workspace_ids() is 'The workspaces the caller owns: settings, members and team invitations.';

create function private.has_workspace_role(p_workspace_id uuid, p_roles public.workspace_role[])
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.workspace_id = p_workspace_id and m.role = any (p_roles)
  )
$$;
comment on function private.has_workspace_role(uuid, public.workspace_role[]) is
  'True when the caller belongs to the workspace in one of the roles given.';

create function private.teammate_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select distinct other.user_id
  from public.workspace_members mine
  join public.workspace_members other on other.workspace_id = mine.workspace_id
  where mine.user_id = (select auth.uid())
$$;
comment on function private.teammate_ids() is 'The members of the caller''s workspaces, the caller included.';

-- An array, not a set: interviews_select compares workspace_id with it, computed once per
-- statement, which an index scan can use; `is_admin() or workspace_id in (…)` made PostgreSQL read
-- all interviews (the interview list at 10,000 interviews: about 60 ms → 2 ms).
create function private.readable_workspace_ids()
returns uuid[]
language sql stable security definer set search_path = ''
as $$
  select case
    when (select private.is_admin()) then array(select w.id from public.workspaces w)
    else array(select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid()))
  end
$$;
comment on function private.readable_workspace_ids() is
  'The workspaces whose interviews the caller reads: their own, every one for admins. An array, so a policy can compare an indexed column with it.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(workspaces): its members; admins all.
create policy workspaces_select on public.workspaces
  for select to authenticated
  using ((select private.is_admin()) or id in (select private.member_workspace_ids()));

-- UPDATE(workspaces): its owners (name, slug, logo, colour, sender name); admins.
create policy workspaces_update on public.workspaces
  for update to authenticated
  using ((select private.is_admin()) or id in (select private.owned_workspace_ids()))
  with check ((select private.is_admin()) or id in (select private.owned_workspace_ids()));

-- DELETE(workspaces): admins only (the product offers no deletion to owners yet).
create policy workspaces_delete on public.workspaces
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(workspace_members): the members of the same workspace; admins all.
create policy workspace_members_select on public.workspace_members
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.member_workspace_ids()));

-- UPDATE(workspace_members): owners change roles (the last owner is kept by a trigger); admins.
create policy workspace_members_update on public.workspace_members
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- DELETE(workspace_members): owners remove members, anyone leaves; admins. Joining is only through
-- a team invitation's function.
create policy workspace_members_delete on public.workspace_members
  for delete to authenticated
  using (
    (select private.is_admin())
    or workspace_id in (select private.owned_workspace_ids())
    or user_id = (select auth.uid())
  );

-- SELECT/INSERT/DELETE(workspace_invitations): the workspace's owners; admins.
create policy workspace_invitations_select on public.workspace_invitations
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_invitations_insert on public.workspace_invitations
  for insert to authenticated
  with check (
    ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
    and invited_by = (select auth.uid())
  );

-- UPDATE(workspace_invitations): owners revoke or extend a PENDING invitation; admins any.
create policy workspace_invitations_update on public.workspace_invitations
  for update to authenticated
  using ((select private.is_admin()) or (workspace_id in (select private.owned_workspace_ids()) and status = 'PENDING'))
  with check ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_invitations_delete on public.workspace_invitations
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- SELECT(profiles): one's own, one's teammates' (names on "Created by" and the member list); admins.
create policy profiles_select on public.profiles
  for select to authenticated
  using (
    id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.teammate_ids())
  );

-- Functions ---------------------------------------------------------------------------------------
-- Anyone holding the token sees what it offers; an unknown token gives no row.
create function public.get_team_invitation(p_token text)
returns table (
  workspace_name text,
  logo_path text,
  brand_color text,
  email text,
  role public.workspace_role,
  status text,
  invited_by_name text,
  expires_at timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select w.name, w.logo_path, w.brand_color, wi.email, wi.role,
         case when wi.status = 'PENDING' and wi.expires_at <= now() then 'EXPIRED' else wi.status::text end,
         nullif(btrim(p.full_name), ''), wi.expires_at
  from public.workspace_invitations wi
  join public.workspaces w on w.id = wi.workspace_id
  left join public.profiles p on p.id = wi.invited_by
  where wi.token = p_token
$$;
comment on function public.get_team_invitation(text) is
  'What a team invitation link offers (workspace brand, e-mail, role, status with EXPIRED); no row for an unknown token.';

-- The signed-in caller joins with the invited role. Errors: 28000 not signed in, P0002 unknown
-- token, 55000 revoked/used/expired, 42501 another account's invitation. A member already keeps
-- their membership as it is; the invitation is used all the same. A team invitation is used once:
-- accepting it again answers 'already been used' to everyone, its own invitee too (who might have
-- left or been removed since, and must not be sent into a workspace they no longer belong to).
create function public.accept_team_invitation(p_token text)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  invitation public.workspace_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Sign in to continue' using errcode = '28000';
  end if;
  select * into invitation from public.workspace_invitations wi where wi.token = p_token for update;
  if not found then
    raise exception 'Team invitation not found' using errcode = 'P0002';
  end if;
  if invitation.status = 'ACCEPTED' then
    raise exception 'This team invitation has already been used' using errcode = '55000';
  end if;
  if invitation.status = 'REVOKED' then
    raise exception 'This team invitation has been withdrawn' using errcode = '55000';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This team invitation has expired; ask for a new one' using errcode = '55000';
  end if;
  if (select private.confirmed_email()) is distinct from invitation.email then
    raise exception 'This invitation was sent to another e-mail address; sign in with that address to join'
      using errcode = '42501';
  end if;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, caller, invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations
  set status = 'ACCEPTED', accepted_by = caller, accepted_at = now()
  where id = invitation.id;
  return invitation.workspace_id;
end;
$$;
comment on function public.accept_team_invitation(text) is
  'Joins the caller to the invitation''s workspace with its role, when their confirmed e-mail is the invited one; returns the workspace id.';

-- Triggers ----------------------------------------------------------------------------------------
create trigger workspaces_set_updated_at before update on public.workspaces
  for each row execute function private.set_updated_at();

-- A user made RECRUITER or ADMIN gets a workspace of their own if they have none.
create function private.ensure_own_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.role in ('RECRUITER', 'ADMIN')
     and not exists (select 1 from public.workspace_members m where m.user_id = new.id) then
    perform private.create_own_workspace(new.id);
  end if;
  return null;
end
$$;
create trigger profiles_ensure_own_workspace
  after insert or update of role on public.profiles
  for each row execute function private.ensure_own_workspace();

-- A workspace always keeps an OWNER: the last one can neither leave, be removed nor be demoted.
-- The one exception is their account being deleted (the profile is gone when its cascade reaches
-- the membership): then a member left becomes OWNER (a RECRUITER before a REVIEWER, the
-- longest-standing first), and a workspace left with no member at all is deleted with everything
-- in it.
create function private.guard_last_owner()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if old.role <> 'OWNER' or (tg_op = 'UPDATE' and new.role = 'OWNER') then
    return coalesce(new, old);
  end if;
  if not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or not exists (select 1 from public.profiles p where p.id = old.user_id) then
    return coalesce(new, old);
  end if;
  -- Two owners stepping down at once must not each see the other as the one left.
  perform pg_advisory_xact_lock(hashtextextended('workspace_owners:' || old.workspace_id::text, 0));
  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = old.workspace_id and m.role = 'OWNER' and m.user_id <> old.user_id
  ) then
    raise exception 'A workspace needs an owner: make another member an owner first'
      using errcode = '23514';
  end if;
  return coalesce(new, old);
end
$$;
create trigger workspace_members_guard_last_owner
  before update of role or delete on public.workspace_members
  for each row execute function private.guard_last_owner();

create function private.replace_deleted_owner()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if old.role <> 'OWNER'
     or not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or exists (select 1 from public.workspace_members m where m.workspace_id = old.workspace_id and m.role = 'OWNER') then
    return null;
  end if;
  if exists (select 1 from public.workspace_members m where m.workspace_id = old.workspace_id) then
    update public.workspace_members m set role = 'OWNER'
    where (m.workspace_id, m.user_id) = (
      select m2.workspace_id, m2.user_id from public.workspace_members m2
      where m2.workspace_id = old.workspace_id
      order by m2.role, m2.created_at, m2.user_id
      limit 1
    );
  else
    delete from public.workspaces w where w.id = old.workspace_id;
  end if;
  return null;
end
$$;
create trigger workspace_members_replace_deleted_owner
  after delete on public.workspace_members
  for each row execute function private.replace_deleted_owner();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.workspaces to service_role;
grant select, delete on public.workspaces to authenticated;
grant update (name, slug, logo_path, brand_color, email_sender_name, retention_days)
  on public.workspaces to authenticated;

grant all on public.workspace_members to service_role;
grant select, delete on public.workspace_members to authenticated;
grant update (role) on public.workspace_members to authenticated;

grant all on public.workspace_invitations to service_role;
grant select, delete on public.workspace_invitations to authenticated;
grant insert (workspace_id, email, role) on public.workspace_invitations to authenticated;
grant update (status, expires_at, revoked_at) on public.workspace_invitations to authenticated;

grant execute on function private.default_workspace_name(uuid) to service_role;
grant execute on function private.is_recruiter() to service_role;
grant execute on function private.owned_workspace_ids() to service_role, authenticated;
grant execute on function private.create_own_workspace(uuid) to service_role;
grant execute on function public.get_team_invitation(text) to service_role, anon, authenticated;
grant execute on function public.accept_team_invitation(text) to service_role, authenticated;
grant execute on function private.readable_workspace_ids() to service_role, authenticated;
grant execute on function private.workspace_slug(text) to service_role;
grant execute on function private.member_workspace_ids() to service_role, authenticated;
grant execute on function private.managed_workspace_ids() to service_role, authenticated;
grant execute on function private.teammate_ids() to service_role, authenticated;
grant execute on function private.has_workspace_role(uuid, public.workspace_role[]) to service_role, authenticated;
grant execute on function private.is_workspace_member() to service_role, authenticated;

-- supabase/schemas/30-interviews.sql
-- Interviews and their questions, owned by a workspace. The lifecycle is held by the database so
-- no path around the api can break it: DRAFT → ACTIVE (publish), ACTIVE → CLOSED (close),
-- CLOSED → ACTIVE (reopen), and any → ARCHIVED (final); closed_at follows CLOSED. Once a
-- candidate has answered, the questions (their text, format and order; adding or removing one) no
-- longer change: the answers and their ratings would stop matching them. Title, description,
-- welcome video and settings stay editable; Duplicate makes a new interview.
-- OWNER, RECRUITER: every interview and question of the workspace; they create, change and delete
-- them. REVIEWER: reads them.

-- Types -------------------------------------------------------------------------------------------
create type public.interview_status as enum ('DRAFT', 'ACTIVE', 'CLOSED', 'ARCHIVED');

create type public.response_format as enum ('VIDEO', 'AUDIO', 'TEXT');

-- The rule of interviews.reminder_hours, a function because a check constraint cannot hold a subquery.
create function private.reminder_hours_are_valid(hours integer[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select hours is not null
    and cardinality(hours) <= 3
    and array_position(hours, null) is null
    and (select count(distinct h) = count(*) and coalesce(bool_and(h between 1 and 336), true) from unnest(hours) as h)
$$;
comment on function private.reminder_hours_are_valid(integer[]) is
  'At most 3 distinct reminders, each 1 to 336 hours (14 days) before the deadline.';

-- Tables ------------------------------------------------------------------------------------------
create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  -- Who created the interview ("Created by"): a teammate's account being deleted must not take the
  -- team's interviews with it.
  recruiter_id uuid default auth.uid() references public.profiles (id) on delete set null,
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  welcome_video_url text check (welcome_video_url ~ '^https?://[^[:space:]]+$' and char_length(welcome_video_url) <= 2048),
  status public.interview_status not null default 'ACTIVE',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  anonymous_review boolean not null default false,
  -- The settings that shape the candidate's experience: a practice question, the default deadline
  -- of an invitation, the reminders before it, the date the team means to decide by, and when the
  -- interview was closed.
  practice_question boolean not null default true,
  default_deadline_days integer not null default 7 check (default_deadline_days between 1 and 90),
  reminder_hours integer[] not null default '{48,24}' check (private.reminder_hours_are_valid(reminder_hours)),
  decision_due_on date,
  closed_at timestamptz
);
comment on table public.interviews is 'An interview a recruiter builds from questions and invites candidates to.';
comment on column public.interviews.status is 'New interviews are ACTIVE so invitations can go out at once; archiving is the only move the app offers.';
comment on column public.interviews.recruiter_id is 'Who created the interview; null once their account is deleted (the workspace keeps it).';
comment on column public.interviews.workspace_id is 'The workspace that owns the interview; its members see it by their workspace role.';
comment on column public.interviews.anonymous_review is
  'Blind review: reviewers see "Candidate N", no name, e-mail or face, until they have submitted their ratings.';
comment on column public.interviews.practice_question is
  'Whether the candidate may record a practice answer first; it is played back to them and never stored.';
comment on column public.interviews.default_deadline_days is
  'Days from the invitation to its deadline (invitations.expires_at) when the recruiter names none.';
comment on column public.interviews.reminder_hours is
  'Hours before the deadline at which an unfinished invitation is reminded by e-mail, e.g. {48,24}.';
comment on column public.interviews.decision_due_on is
  'The date the team means to decide by, told to the candidate in the completion receipt; null: not said.';
comment on column public.interviews.closed_at is 'When it was last closed; null while it is not CLOSED.';
alter table public.interviews enable row level security;

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  order_number integer not null check (order_number >= 1),
  text text not null check (btrim(text) <> '' and char_length(text) <= 2000),
  response_format public.response_format not null default 'VIDEO',
  time_limit_seconds integer not null default 120 check (time_limit_seconds between 30 and 600),
  created_at timestamptz not null default now(),
  thinking_seconds integer not null default 0 check (thinking_seconds between 0 and 300),
  max_attempts smallint not null default 3 check (max_attempts between 1 and 5),
  unique (interview_id, order_number)
);
comment on table public.questions is 'The questions of an interview, answered in order_number order.';
comment on column public.questions.time_limit_seconds is 'Seconds a candidate has to answer: 30 to 600, 120 by default (spec §5, §9).';
comment on column public.questions.thinking_seconds is
  'Seconds the question shows before recording starts by itself: 0 (none) to 300.';
comment on column public.questions.max_attempts is
  'Takes a candidate may submit for this question: 1 to 5, 3 by default (spec §9).';
alter table public.questions enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index interviews_workspace_id_created_at_idx on public.interviews (workspace_id, created_at desc);

create index interviews_recruiter_id_idx on public.interviews (recruiter_id);

-- Private helpers ---------------------------------------------------------------------------------
-- The helpers start from the caller's memberships (workspace_members_user_id_idx) and reach
-- interviews by interviews_workspace_id_created_at_idx, instead of testing every interview of every
-- workspace against a set of workspaces. own_interview_ids and own_invitation_ids keep their names
-- from before workspaces, for the functions that call them (mail limits, discarded takes,
-- deletions): they are what the caller manages.
create function private.own_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id
  from public.workspace_members m
  join public.interviews i on i.workspace_id = m.workspace_id
  where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
$$;
comment on function private.own_interview_ids() is 'Interviews the caller manages: of workspaces where they are OWNER or RECRUITER.';

create function private.visible_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id
  from public.workspace_members m
  join public.interviews i on i.workspace_id = m.workspace_id
  where m.user_id = (select auth.uid())
$$;
comment on function private.visible_interview_ids() is 'Interviews of the caller''s workspaces, in any role.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(interviews): members of its workspace; admins all.
create policy interviews_select on public.interviews
  for select to authenticated
  using (workspace_id = any ((select private.readable_workspace_ids())::uuid[]));

-- INSERT(interviews): OWNERs and RECRUITERs create interviews in their workspace, as themselves.
create policy interviews_insert on public.interviews
  for insert to authenticated
  with check (
    recruiter_id = (select auth.uid())
    and ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  );

-- UPDATE(interviews): OWNERs and RECRUITERs of its workspace, within the workspaces they manage; admins.
create policy interviews_update on public.interviews
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- DELETE(interviews): OWNERs and RECRUITERs of its workspace; admins.
create policy interviews_delete on public.interviews
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- SELECT(questions): of interviews the caller sees.
create policy questions_select on public.questions
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.visible_interview_ids()));

-- INSERT(questions): into interviews the caller manages (OWNER, RECRUITER; admins: any).
create policy questions_insert on public.questions
  for insert to authenticated
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- UPDATE(questions): of interviews the caller manages (admins: any).
create policy questions_update on public.questions
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- DELETE(questions): of interviews the caller manages (admins: any).
create policy questions_delete on public.questions
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- Triggers ----------------------------------------------------------------------------------------
create trigger interviews_set_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();

-- An interview written without a workspace (server code, older clients) goes to its creator's
-- first workspace they may create interviews in; the INSERT policy then checks it.
create function private.default_interview_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.workspace_id is null then
    select m.workspace_id into new.workspace_id
    from public.workspace_members m
    where m.user_id = coalesce(new.recruiter_id, (select auth.uid())) and m.role in ('OWNER', 'RECRUITER')
    order by m.role, m.created_at, m.workspace_id
    limit 1;
  end if;
  if new.workspace_id is null then
    raise exception 'Choose a workspace to create the interview in' using errcode = '23502';
  end if;
  return new;
end
$$;
create trigger interviews_default_workspace
  before insert on public.interviews
  for each row execute function private.default_interview_workspace();

create function private.guard_interview_status()
returns trigger
language plpgsql volatile set search_path = ''
as $$
begin
  if new.status = old.status then
    return new;
  end if;
  if old.status = 'ARCHIVED'
     or not (
       new.status = 'ARCHIVED'
       or (old.status = 'DRAFT' and new.status = 'ACTIVE')
       or (old.status = 'ACTIVE' and new.status = 'CLOSED')
       or (old.status = 'CLOSED' and new.status = 'ACTIVE')
     ) then
    raise exception 'An interview cannot move from % to %', old.status, new.status using errcode = '55000';
  end if;
  new.closed_at := case when new.status = 'CLOSED' then now() end;
  return new;
end;
$$;
comment on function private.guard_interview_status() is
  'Allows only DRAFT → ACTIVE, ACTIVE → CLOSED, CLOSED → ACTIVE and any → ARCHIVED; keeps closed_at.';
create trigger interviews_guard_status
  before update of status on public.interviews
  for each row execute function private.guard_interview_status();

create function private.freeze_answered_questions()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_interview_id uuid := coalesce(new.interview_id, old.interview_id);
begin
  -- Deleting the interview (or moving nothing that matters) is no change to its questions.
  if tg_op = 'DELETE' and not exists (select 1 from public.interviews where id = v_interview_id) then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and new.text = old.text and new.response_format = old.response_format
     and new.order_number = old.order_number and new.interview_id = old.interview_id then
    return null;
  end if;
  if exists (
    select 1 from public.responses r join public.questions q on q.id = r.question_id
    where q.interview_id = v_interview_id
  ) then
    raise exception 'Candidates have already answered this interview, so its questions can no longer change. Duplicate it to change the questions.'
      using errcode = '55000';
  end if;
  return null;
end;
$$;
comment on function private.freeze_answered_questions() is
  'Refuses adding, removing, rewording, reformatting or reordering a question once a candidate has answered the interview.';
-- After the row is written: row-level security has refused whoever may not change it by then.
create trigger questions_freeze_answered
  after insert or update or delete on public.questions
  for each row execute function private.freeze_answered_questions();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.interviews to service_role;
grant select, delete on public.interviews to authenticated;
grant insert (title, description, welcome_video_url, status, workspace_id, anonymous_review,
              practice_question, default_deadline_days, reminder_hours, decision_due_on)
  on public.interviews to authenticated;
grant update (title, description, welcome_video_url, status, anonymous_review, practice_question,
              default_deadline_days, reminder_hours, decision_due_on, closed_at)
  on public.interviews to authenticated;

grant all on public.questions to service_role;
grant select, delete on public.questions to authenticated;
grant insert (interview_id, order_number, text, response_format, time_limit_seconds,
              thinking_seconds, max_attempts)
  on public.questions to authenticated;
grant update (order_number, text, response_format, time_limit_seconds, thinking_seconds,
              max_attempts)
  on public.questions to authenticated;

grant execute on function private.own_interview_ids() to service_role, authenticated;
grant execute on function private.visible_interview_ids() to service_role, authenticated;
grant execute on function private.reminder_hours_are_valid(integer[]) to authenticated;

-- supabase/schemas/40-invitations.sql
-- Invitations: a candidate invited to an interview, reached by /take/{unique_link_token}. Status
-- moves only along its allowed paths (PENDING → STARTED → COMPLETED → REVIEWED, or PENDING →
-- CANCELLED), with their timestamps; invitations go out only for an ACTIVE interview; each gets
-- its deadline and its candidate number. Who sees an invitation: OWNERs and RECRUITERs of the
-- workspace every one, a REVIEWER the COMPLETED and REVIEWED ones, admins all, and the candidate
-- their own (bound to them, or unbound and sent to their confirmed address). Row-level security
-- chooses rows, not columns: the link token and the candidate's name and address are read through
-- functions that answer only those they belong to. The invitation e-mail and its limits are the
-- outbox's (45-mail-and-jobs.sql); taking the interview by its token is 60-take.sql.

-- Types -------------------------------------------------------------------------------------------
create type public.invitation_status as enum ('PENDING', 'STARTED', 'COMPLETED', 'REVIEWED', 'CANCELLED');
comment on type public.invitation_status is
  'PENDING → STARTED → COMPLETED → REVIEWED, or PENDING → CANCELLED (a cancelled link stops working).';

create type public.time_accommodation as enum ('STANDARD', 'EXTRA_HALF', 'DOUBLE', 'UNTIMED');
comment on type public.time_accommodation is
  'Time to answer each question: as set (STANDARD), x1.5 (EXTRA_HALF), x2 (DOUBLE), or no limit and no countdown (UNTIMED).';

-- Tables ------------------------------------------------------------------------------------------
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  candidate_id uuid references public.profiles (id) on delete set null,
  first_name text not null check (btrim(first_name) <> '' and char_length(first_name) <= 100),
  last_name text not null check (btrim(last_name) <> '' and char_length(last_name) <= 100),
  email text not null check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ),
  status public.invitation_status not null default 'PENDING',
  -- 16 random bytes, base64url without padding: 128 bits in 22 URL-safe characters.
  unique_link_token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (unique_link_token ~ '^[A-Za-z0-9_-]{22}$'),
  -- Left out of an insert, the interview's default_deadline_days from now (invitations_default_deadline).
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  reviewed_at timestamptz,
  cancelled_at timestamptz,
  -- Blind review names the candidate by this number, given once in order of invitation.
  candidate_number integer not null,
  -- Accommodations: more time per answer, more attempts, answering in text.
  time_accommodation public.time_accommodation not null default 'STANDARD',
  extra_attempts smallint not null default 0 check (extra_attempts between 0 and 2),
  text_answers_allowed boolean not null default false,
  bulk_key uuid,
  data_deleted_at timestamptz,
  check (expires_at > created_at),
  constraint invitations_candidate_number_key unique (interview_id, candidate_number)
);
comment on table public.invitations is 'A candidate invited to an interview, reached by the unique link /take/{unique_link_token}.';
comment on column public.invitations.candidate_id is 'The account that took the invitation: bound at registration with the token or when the interview starts.';
comment on column public.invitations.unique_link_token is '128-bit random, URL-safe; the only thing a candidate needs to open the interview.';
comment on column public.invitations.candidate_number is 'The candidate''s number in the interview (1, 2, ...), shown as "Candidate N" in a blind review.';
comment on column public.invitations.expires_at is
  'The deadline: the link stops opening the interview after it. By default the interview''s default_deadline_days from the invitation.';
comment on column public.invitations.extra_attempts is
  'Attempts per question beyond the question''s max_attempts, granted as an accommodation (0 to 2).';
comment on column public.invitations.text_answers_allowed is
  'An accommodation: the candidate may answer any VIDEO or AUDIO question in text instead.';
comment on column public.invitations.bulk_key is
  'The key a bulk invitation gave this row; sending the same row again (after a reload) finds it instead of inviting twice.';
comment on column public.invitations.data_deleted_at is
  'When the candidate''s answers and every note about them were deleted (retention or the candidate''s request); the row is anonymised since.';
alter table public.invitations enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index invitations_interview_id_created_at_idx on public.invitations (interview_id, created_at desc);

create index invitations_candidate_id_idx on public.invitations (candidate_id);

-- The e-mail half of invitee_invitation_ids() looks invitations up by address.
create index invitations_unbound_email_idx on public.invitations (lower(email)) where candidate_id is null;

create unique index invitations_interview_id_bulk_key_idx on public.invitations (interview_id, bulk_key)
  where bulk_key is not null;

-- The retention job's scan: finished invitations whose retention has passed and not yet purged.
create index invitations_retention_idx on public.invitations (completed_at)
  where data_deleted_at is null and status in ('COMPLETED', 'REVIEWED');

-- The reviews' page order; the v1 invitations page by the same columns.
create index invitations_updated_at_id_idx on public.invitations (updated_at, id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.own_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.workspace_members m
  join public.interviews i on i.workspace_id = m.workspace_id
  join public.invitations inv on inv.interview_id = i.id
  where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
$$;
comment on function private.own_invitation_ids() is 'Invitations the caller manages: of interviews of workspaces where they are OWNER or RECRUITER.';

create function private.invitee_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  where inv.candidate_id = (select auth.uid())
  union
  select inv.id from public.invitations inv
  where inv.candidate_id is null
    and lower(inv.email) = (select private.confirmed_email())
$$;
comment on function private.invitee_invitation_ids() is
  'Invitations addressed to the caller as a candidate: bound to them, or unbound and sent to their confirmed e-mail.';

create function private.reviewable_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
  where m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.reviewable_invitation_ids() is
  'Invitations the caller sees: every one of workspaces they manage; the COMPLETED and REVIEWED ones where they are REVIEWER.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(invitations): every one of the interviews the caller manages; the COMPLETED and REVIEWED
-- ones of the other interviews of their workspaces (REVIEWER); admins; the bound candidate.
-- Decided by the row's interview and status, not by its id against private.reviewable_invitation_ids():
-- a row being inserted is not in that function's snapshot, so `insert … returning` of a new
-- invitation would be refused; and an invitation's interview is tested against the caller's
-- interviews (about a hundred ids) rather than its id against every invitation of their
-- workspaces (thousands).
create policy invitations_select on public.invitations
  for select to authenticated
  using (
    (select private.is_admin())
    or interview_id in (select private.own_interview_ids())
    or (status in ('COMPLETED', 'REVIEWED') and interview_id in (select private.visible_interview_ids()))
    or candidate_id = (select auth.uid())
  );

-- SELECT(invitations): the invitee also sees an unbound invitation sent to their confirmed e-mail.
create policy invitations_select_invitee on public.invitations
  for select to authenticated
  using (id in (select private.invitee_invitation_ids()));

-- INSERT(invitations): those who manage the interview (its workspace's OWNERs and RECRUITERs) or an
-- admin; a new invitation is always PENDING.
create policy invitations_insert on public.invitations
  for insert to authenticated
  with check (
    ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
    and status = 'PENDING'
  );

-- UPDATE(invitations): those who manage the interview or an admin (cancel, mark reviewed, change
-- the accommodations). Which status moves are allowed is the transition trigger's business.
create policy invitations_update on public.invitations
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- UPDATE(invitations) by a REVIEWER: only marking a COMPLETED invitation reviewed. OWNERs,
-- RECRUITERs and admins have invitations_update.
create policy invitations_update_review on public.invitations
  for update to authenticated
  using (status = 'COMPLETED' and id in (select private.reviewable_invitation_ids()))
  with check (status = 'REVIEWED' and id in (select private.reviewable_invitation_ids()));

-- DELETE(invitations): those who manage the interview or an admin.
create policy invitations_delete on public.invitations
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- Three of these answer callers that later files define (an API key of the invitation's
-- workspace, 80-public-api.sql; the blind-review rule, 70-reviews-and-evaluation.sql): their
-- bodies are checked when they run, not when they are made here.
set check_function_bodies = off;

-- The token of an invitation the caller manages (OWNER/RECRUITER of its workspace, an admin, or an
-- API key of its workspace, which selects the column itself too) or is the candidate of; null for
-- anyone else. The invitation code the api and the public API share reads it here.
create function private.invitation_link_token(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select inv.unique_link_token
  from public.invitations inv
  where inv.id = p_invitation_id
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or inv.id in (select private.own_invitation_ids())
         or inv.id in (select private.api_key_invitation_ids()))
$$;
comment on function private.invitation_link_token(uuid) is
  'The invitation''s unique_link_token for its managers, admins, its workspace''s API keys and its candidate; null for anyone else (a REVIEWER).';

-- The workspace of an invitation, for a member of that workspace (issue #33 item 18). Row-level
-- security hides a PENDING invitation from a REVIEWER, yet it is their own team's: the api asks
-- this to refuse their changes with the reviewer's 403, as for a completed invitation, instead of
-- saying it does not exist. Anyone else (another workspace, a candidate) gets null, so the answer
-- tells them nothing the policies hide.
create function private.member_invitation_workspace(p_invitation uuid)
returns uuid
language sql stable security definer set search_path = ''
as $$
  select i.workspace_id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation
    and ((select private.is_admin())
         or private.has_workspace_role(i.workspace_id, array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[]))
$$;
comment on function private.member_invitation_workspace(uuid) is
  'The workspace of an invitation when the caller is a member of it (any role) or an admin; null otherwise.';

-- The name and e-mail of an invitation for its interview's managers (OWNER/RECRUITER of the
-- workspace), admins, its candidate (bound, or unbound and sent to their confirmed address), and a
-- member reviewing it (COMPLETED or REVIEWED) where candidate_identity_visible(), the rule of the
-- review payloads, holds: the interview is not blind, or they have submitted their ratings. Every
-- condition is a lookup by key, so a list calls it for each row of its page.
create function private.invitation_identity(
  p_invitation_id uuid, out first_name text, out last_name text, out email text
)
language sql stable security definer set search_path = ''
as $$
  select inv.first_name, inv.last_name, inv.email
  from public.invitations inv
  where inv.id = p_invitation_id
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or (inv.candidate_id is null and lower(inv.email) = (select private.confirmed_email()))
         or exists (
           select 1
           from public.interviews i
           join public.workspace_members m on m.workspace_id = i.workspace_id
           where i.id = inv.interview_id and m.user_id = (select auth.uid())
             and (m.role in ('OWNER', 'RECRUITER')
                  or (inv.status in ('COMPLETED', 'REVIEWED') and private.candidate_identity_visible(inv.id)))))
$$;
comment on function private.invitation_identity(uuid) is
  'The invitation''s first_name, last_name and email for its managers, admins, its candidate and a reviewer who may see who the candidate is (candidate_identity_visible); nulls for anyone else (a REVIEWER of a blind review).';

-- Whether a bulk invitation repeats invitations of the interview that are not cancelled: the
-- addresses among p_emails already invited, for its managers, admins and an API key of its
-- workspace (the public API invites through the same code); none for anyone else.
create function private.invited_emails(p_interview_id uuid, p_emails text[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select distinct inv.email
  from public.invitations inv
  join unnest(p_emails) as asked(email) on asked.email = inv.email
  where inv.interview_id = p_interview_id and inv.status <> 'CANCELLED'
    and ((select private.is_admin())
         or inv.interview_id in (select private.own_interview_ids())
         or inv.interview_id in (select private.api_key_interview_ids()))
$$;
comment on function private.invited_emails(uuid, text[]) is
  'The addresses among p_emails with an invitation to the interview that is not cancelled, for its managers, admins and its workspace''s API keys; none for anyone else.';

reset check_function_bodies;

-- Triggers ----------------------------------------------------------------------------------------
create trigger invitations_set_updated_at before update on public.invitations
  for each row execute function private.set_updated_at();

create function private.guard_invitation_status()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  move text := old.status || '->' || new.status;
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if move not in ('PENDING->STARTED', 'STARTED->COMPLETED', 'COMPLETED->REVIEWED', 'PENDING->CANCELLED') then
    raise exception 'An invitation cannot move from % to %', old.status, new.status
      using errcode = '23514';
  end if;
  -- Starting and completing belong to the candidate's token functions, not to direct updates.
  if current_user in ('anon', 'authenticated') and move in ('PENDING->STARTED', 'STARTED->COMPLETED') then
    raise exception 'Only the candidate taking the interview can move an invitation from % to %', old.status, new.status
      using errcode = '42501';
  end if;
  case new.status
    when 'STARTED' then new.started_at := now();
    when 'COMPLETED' then new.completed_at := now();
    when 'REVIEWED' then new.reviewed_at := now();
    when 'CANCELLED' then new.cancelled_at := now();
    else null;
  end case;
  return new;
end;
$$;
create trigger invitations_guard_status before update of status on public.invitations
  for each row execute function private.guard_invitation_status();

create function private.bind_invitation_at_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := new.raw_user_meta_data ->> 'invitation_token';
begin
  -- A stale, taken or mistyped token must not stop the registration; it binds nothing.
  if token is null or token !~ '^[A-Za-z0-9_-]{22}$' then
    return new;
  end if;
  update public.invitations
    set candidate_id = new.id
    where unique_link_token = token
      and candidate_id is null
      and status = 'PENDING'
      and expires_at > now();
  return new;
end;
$$;
comment on function private.bind_invitation_at_sign_up() is
  'Binds the open, unbound invitation whose token the new user signed up with (metadata invitation_token).';
-- Named to sort after on_auth_user_created: triggers fire in name order, and the profile the
-- invitation points at must exist first.
create trigger on_auth_user_created_bind_invitation after insert on auth.users
  for each row execute function private.bind_invitation_at_sign_up();

-- The next number of the interview; the interview row is locked so two invitations at once cannot
-- take the same one.
create function private.number_candidate()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.interviews where id = new.interview_id for update;
  new.candidate_number := coalesce(
    (select max(candidate_number) from public.invitations where interview_id = new.interview_id), 0) + 1;
  return new;
end;
$$;
create trigger invitations_number_candidate
  before insert on public.invitations
  for each row execute function private.number_candidate();

create function private.default_invitation_deadline()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.expires_at is null then
    select now() + make_interval(days => i.default_deadline_days) into new.expires_at
    from public.interviews i where i.id = new.interview_id;
  end if;
  return new;
end;
$$;
comment on function private.default_invitation_deadline() is
  'Gives an invitation inserted without a deadline its interview''s default_deadline_days.';
create trigger invitations_default_deadline
  before insert on public.invitations
  for each row execute function private.default_invitation_deadline();

-- Invitations go out only for an ACTIVE interview, for an API key as for a signed-in user (for
-- every caller of the Data API and the api); rows written by the database's own roles (the seed,
-- test fixtures) are trusted here as they are by row-level security.
create function private.require_active_interview()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status public.interview_status;
begin
  if (select auth.uid()) is null and (select private.api_key_workspace()) is null then
    return new;
  end if;
  select status into v_status from public.interviews where id = new.interview_id;
  if v_status = 'DRAFT' then
    raise exception 'Publish the interview before inviting candidates' using errcode = '55000';
  elsif v_status = 'CLOSED' then
    raise exception 'This interview is closed; reopen it to invite candidates' using errcode = '55000';
  elsif v_status = 'ARCHIVED' then
    raise exception 'Interview is archived' using errcode = '55000';
  end if;
  return new;
end;
$$;
comment on function private.require_active_interview() is
  'Refuses an invitation to a DRAFT, CLOSED or ARCHIVED interview, each with the reason.';
create trigger invitations_require_active_interview
  before insert on public.invitations
  for each row execute function private.require_active_interview();

-- Grants ------------------------------------------------------------------------------------------
-- Row-level security chooses rows, not columns: the link token (which opens the candidate's
-- interview as them) and the candidate's name and address are no caller's to select. Those they
-- belong to read them through invitation_link_token() and invitation_identity(); the worker and
-- the public API's key keep their own column grants (88-job-worker.sql, 80-public-api.sql).
grant all on public.invitations to service_role;
grant delete on public.invitations to authenticated;
grant select (id, interview_id, candidate_id, status, expires_at, created_at, updated_at,
              started_at, completed_at, reviewed_at, cancelled_at, candidate_number,
              time_accommodation, extra_attempts, text_answers_allowed, bulk_key, data_deleted_at)
  on public.invitations to authenticated;
grant insert (interview_id, first_name, last_name, email, expires_at, time_accommodation,
              extra_attempts, text_answers_allowed, bulk_key)
  on public.invitations to authenticated;
grant update (status, time_accommodation, extra_attempts, text_answers_allowed)
  on public.invitations to authenticated;

grant execute on function private.invitee_invitation_ids() to service_role, authenticated;
grant execute on function private.own_invitation_ids() to service_role, authenticated;
grant execute on function private.reviewable_invitation_ids() to service_role, authenticated;
grant execute on function private.invitation_link_token(uuid) to authenticated;
grant execute on function private.member_invitation_workspace(uuid) to authenticated;
grant execute on function private.invitation_identity(uuid) to authenticated;
grant execute on function private.invited_emails(uuid, text[]) to authenticated;

-- supabase/schemas/45-mail-and-jobs.sql
-- The job queue and the mail outbox. Jobs are graphile-worker's (its own schema, installed by its
-- migrator before this file: `npm run db:migrate`, and the worker at start-up), added in SQL by
-- triggers and security definer functions, so a job is enqueued in the same transaction as the
-- write that causes it: the write and its job commit or roll back together. Every e-mail is an
-- outbox row whose send_mail job the worker runs; the limits on sending invitation and team
-- invitation e-mail are defined here, once, by BEFORE INSERT triggers on the outbox. The reminders
-- before an invitation's deadline are recorded here too. The worker's role and grants:
-- 88-job-worker.sql.

-- Types -------------------------------------------------------------------------------------------
-- An outbox row held back by the mail provider's test mode (it sends only to one test address
-- until a sending domain is verified) gets its own status, TEST_MODE, written once by the sender.
-- The outbox's statuses are not those of an invitation (which stays PENDING while test mode holds
-- the e-mail, spec §2), so the column has a type of its own.
create type public.mail_outbox_status as enum ('PENDING', 'SENT', 'FAILED', 'TEST_MODE');
comment on type public.mail_outbox_status is
  'Where an outbox row stands: PENDING until handed to the provider, then SENT, FAILED or TEST_MODE (held back by the provider''s test mode).';

-- What an e-mail is: the candidate's invitation, the recruiter's notice that a completed interview
-- is ready, a team invitation, the candidate's reminder before the deadline, the answer to their
-- request, their completion receipt and their feedback, the confirmation that their data was
-- deleted at their request, and the owners' notice that a webhook endpoint was disabled after its
-- last failed retry. A value added by a migration goes in a migration of its own: a new enum value
-- cannot be used in the transaction that adds it.
create type public.mail_kind as enum (
  'INVITATION', 'INTERVIEW_READY', 'TEAM_INVITATION', 'REMINDER', 'REQUEST_DECIDED', 'COMPLETION_RECEIPT',
  'FEEDBACK', 'DATA_DELETED', 'WEBHOOK_DISABLED'
);
comment on type public.mail_kind is
  'INVITATION: the invitation e-mail to the invitee. INTERVIEW_READY: the notice to the interview owner that a completed interview is ready to review.';

-- Tables ------------------------------------------------------------------------------------------
-- graphile-worker frees the jobs of a crashed worker only after four hours; so each worker process
-- writes a heartbeat for its pools here, and the other workers hand a silent pool's jobs back to
-- the queue with graphile-worker's own force_unlock_workers (worker/recovery.ts).
create table private.job_worker_heartbeats (
  pool_id text primary key check (char_length(pool_id) <= 200),
  host text not null check (char_length(host) <= 200),
  seen_at timestamptz not null default now()
);
comment on table private.job_worker_heartbeats is
  'One row per live graphile-worker pool; a pool silent for longer than the dead-after interval has its jobs unlocked by another worker.';
alter table private.job_worker_heartbeats enable row level security;

-- Every e-mail is an outbox row, sent by a `send_mail` job added in the transaction that inserts
-- the row, so a request never waits for the mail provider and a provider outage delays mail
-- instead of failing requests. An invitation's e-mail status is read from its newest INVITATION row.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid references public.invitations (id) on delete cascade,
  to_email text not null check (char_length(to_email) <= 254),
  subject text not null check (char_length(subject) <= 500),
  html text not null,
  text_body text not null,
  status public.mail_outbox_status not null default 'PENDING',
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  kind public.mail_kind not null default 'INVITATION',
  workspace_invitation_id uuid references public.workspace_invitations (id) on delete cascade,
  from_name text check (
    btrim(from_name) <> '' and char_length(from_name) <= 100 and from_name !~ '[<>"\\[:cntrl:]]'
  ),
  -- A row belongs to a candidate invitation or to a team invitation. The confirmation of a deleted
  -- candidate's data belongs to neither: that invitation is anonymised and a row holding the
  -- candidate's address under it would name them again (a whole account's deletion may have no
  -- invitation at all); nor does the owners' notice of a disabled webhook endpoint.
  constraint mail_outbox_one_subject check (
    num_nonnulls(invitation_id, workspace_invitation_id) = 1
    or (kind in ('DATA_DELETED', 'WEBHOOK_DISABLED') and num_nonnulls(invitation_id, workspace_invitation_id) = 0)
  )
);
comment on table public.mail_outbox is
  'E-mails to send, each written in the same transaction as the send_mail job that sends it, so none is lost.';
comment on column public.mail_outbox.kind is
  'What the e-mail is: INVITATION (to the invitee) or INTERVIEW_READY (to the interview owner, at most one per invitation).';
comment on column public.mail_outbox.status is
  'PENDING until the send_mail job hands it to the mail provider; then SENT, FAILED (last_error says why) or TEST_MODE.';
comment on column public.mail_outbox.attempts is 'How many times the send_mail job has called the provider.';
comment on column public.mail_outbox.workspace_invitation_id is 'The team invitation a TEAM_INVITATION e-mail belongs to; null for the other kinds.';
comment on column public.mail_outbox.from_name is 'The sender''s display name (the workspace''s sender name or name); the address is the platform''s.';
alter table public.mail_outbox enable row level security;

-- Reminders before an invitation's deadline. The worker's schedule (queue_reminders, every 5
-- minutes) finds each PENDING or STARTED invitation of an ACTIVE interview whose reminder moments
-- (the interview's reminder_hours before expires_at) have come, and writes, in one transaction per
-- invitation, one row here per moment and one REMINDER e-mail to the outbox. The unique
-- (invitation, hours_before) is the "never twice": a run repeated, two workers at once, or a
-- restart in between find the row and send nothing. When several moments are due at once (a late
-- invitation, a worker that was down) only the nearest is e-mailed; the others are recorded as
-- skipped.
create table public.invitation_reminders (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  hours_before integer not null check (hours_before between 1 and 336),
  due_at timestamptz not null,
  outbox_id uuid references public.mail_outbox (id) on delete set null,
  skipped boolean not null default false,
  created_at timestamptz not null default now(),
  unique (invitation_id, hours_before)
);
comment on table public.invitation_reminders is
  'One row per reminder moment of an invitation that has come: e-mailed (outbox_id) or skipped for a nearer one.';
comment on column public.invitation_reminders.due_at is 'expires_at minus hours_before, when the row was written.';
alter table public.invitation_reminders enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
-- The daily counts look up recent sends.
create index mail_outbox_created_at_idx on public.mail_outbox (created_at);

create index mail_outbox_pending_idx on public.mail_outbox (created_at) where status = 'PENDING';

create index job_worker_heartbeats_seen_at_idx on private.job_worker_heartbeats (seen_at);

-- The recruiter is told once per completed invitation: the worker inserts ON CONFLICT DO NOTHING.
create unique index mail_outbox_one_interview_ready_idx on public.mail_outbox (invitation_id)
  where kind = 'INTERVIEW_READY';

-- The invitation list reads each invitation's newest INVITATION row.
create index mail_outbox_invitation_kind_created_idx on public.mail_outbox (invitation_id, kind, created_at desc);

create index mail_outbox_workspace_invitation_idx on public.mail_outbox (workspace_invitation_id, created_at desc)
  where workspace_invitation_id is not null;

create index invitation_reminders_outbox_id_idx on public.invitation_reminders (outbox_id);

-- The candidate's receipt: completing an interview queues send_receipt in the same transaction
-- (60-take.sql); the worker renders the e-mail (what happens next, the team's decision date if set)
-- into the outbox as a COMPLETION_RECEIPT row, at most one per invitation, so a repeated job writes
-- nothing.
create unique index mail_outbox_one_completion_receipt_idx on public.mail_outbox (invitation_id)
  where kind = 'COMPLETION_RECEIPT';

-- The cap per recipient counts an address's invitation e-mails.
create index mail_outbox_invitation_recipient_idx on public.mail_outbox (lower(to_email), created_at)
  where kind = 'INVITATION';

-- Private helpers ---------------------------------------------------------------------------------
create function private.enqueue_job(
  p_task text,
  p_payload jsonb,
  p_job_key text default null,
  p_max_attempts integer default 5,
  p_run_at timestamptz default null
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  -- graphile_worker's schema is installed at run time, so the call is resolved when it runs.
  perform graphile_worker.add_job(
    p_task,
    p_payload::json,
    run_at => p_run_at,
    max_attempts => p_max_attempts,
    job_key => p_job_key
  );
end
$$;
comment on function private.enqueue_job(text, jsonb, text, integer, timestamptz) is
  'Adds a graphile-worker job in the caller''s transaction. A job_key replaces a waiting job with the same key (one job per thing).';

-- One definition of the From display name of a workspace's e-mails (candidate invitations and team
-- invitations alike): its sender name, else its name, without what a From header cannot hold
-- (< > " \ and control characters), at most 100 characters; null when nothing is left (the platform's
-- name alone is used). The api writes it through this function and the outbox policies admit that
-- name or none (the platform's alone), so a member cannot queue an e-mail under another name, and
-- the two kinds cannot differ.
create function private.mail_sender_name(p_workspace_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select nullif(btrim(left(btrim(regexp_replace(coalesce(w.email_sender_name, w.name), '[<>"\\[:cntrl:]]', '', 'g')), 100)), '')
  from public.workspaces w
  where w.id = p_workspace_id
$$;
comment on function private.mail_sender_name(uuid) is
  'The From display name of the workspace''s e-mails: sender name, else name, cleaned for a header; null when nothing is left.';

-- Whether the caller may queue a team invitation's e-mail: an owner (or admin) queues a
-- TEAM_INVITATION row only for a PENDING invitation of a workspace they own, only to its e-mail,
-- and signed only with the workspace's own sender name, so the outbox relays to nobody else and
-- nobody sends in another team's name.
create function private.team_invitation_mail_allowed(
  p_workspace_invitation_id uuid, p_to_email text, p_from_name text
)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_invitations wi
    where wi.id = p_workspace_invitation_id
      and wi.status = 'PENDING'
      and wi.email = p_to_email
      and (p_from_name is null or p_from_name = private.mail_sender_name(wi.workspace_id))
      and ((select private.is_admin()) or wi.workspace_id in (select private.owned_workspace_ids()))
  )
$$;
comment on function private.team_invitation_mail_allowed(uuid, text, text) is
  'True when the caller may queue this team invitation e-mail: owner (or admin), PENDING, to the invitee, in the workspace''s name.';

create function private.invitation_mail_sender_name(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select private.mail_sender_name(i.workspace_id)
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation_id
$$;
comment on function private.invitation_mail_sender_name(uuid) is
  'The From display name of a candidate invitation''s e-mail: that of its interview''s workspace.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(mail_outbox): the e-mails of invitations the caller sees; admins all. Which columns: the
-- grants below (not the addresses, names and bodies).
create policy mail_outbox_select on public.mail_outbox
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- SELECT(mail_outbox) of team invitations' e-mails: the workspace's owners.
create policy mail_outbox_select_team_invitation on public.mail_outbox
  for select to authenticated
  using (
    workspace_invitation_id in (
      select wi.id from public.workspace_invitations wi
      where wi.workspace_id in (select private.owned_workspace_ids())
    )
  );

-- INSERT(mail_outbox): recruiters (and admins) write invitation e-mails only, only to the invitee
-- (the invitation's address, which its managers get from invitation_identity()) and only under the
-- workspace's sender name or none: the outbox cannot relay mail to anyone else, nor in another
-- team's name. The other kinds are written by the worker and the security definer functions.
-- Permissive policies add up: the team invitation's e-mail has its own below.
create policy mail_outbox_insert on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'INVITATION'
    and ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()))
    and to_email = (private.invitation_identity(invitation_id)).email
    and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id))
  );

create policy mail_outbox_insert_team_invitation on public.mail_outbox
  for insert to authenticated
  with check (
    kind = 'TEAM_INVITATION'
    and invitation_id is null
    and private.team_invitation_mail_allowed(workspace_invitation_id, to_email, from_name)
  );

-- SELECT(invitation_reminders): those who manage the invitation's interview, and admins; only the
-- worker writes.
create policy invitation_reminders_select on public.invitation_reminders
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- Functions ---------------------------------------------------------------------------------------
create function private.due_reminders(p_at timestamptz)
returns table (invitation_id uuid, hours_before integer, due_at timestamptz)
language sql stable set search_path = ''
as $$
  select inv.id, h.hours, inv.expires_at - make_interval(hours => h.hours)
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  cross join lateral unnest(i.reminder_hours) as h(hours)
  where inv.status in ('PENDING', 'STARTED')
    and i.status = 'ACTIVE'
    and inv.expires_at > p_at
    and inv.expires_at - make_interval(hours => h.hours) <= p_at
    -- A moment before the invitation was sent is no reminder.
    and inv.expires_at - make_interval(hours => h.hours) >= inv.created_at
    and not exists (
      select 1 from public.invitation_reminders r
      where r.invitation_id = inv.id and r.hours_before = h.hours
    )
  order by inv.id, h.hours
$$;
comment on function private.due_reminders(timestamptz) is
  'The reminder moments that have come by p_at and are not recorded yet, of open invitations of active interviews.';

-- Triggers ----------------------------------------------------------------------------------------
-- Added in the inserting transaction: the row and its job commit or roll back together. Rows
-- written already settled (the seed's SENT history) have nothing to send.
create function private.queue_mail_send()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_mail', jsonb_build_object('outbox_id', new.id), 'mail:' || new.id, 8);
  return null;
end
$$;
create trigger mail_outbox_queue_send
  after insert on public.mail_outbox
  for each row when (new.status = 'PENDING')
  execute function private.queue_mail_send();

-- As for candidate invitations (enforce_invitation_mail_limits below): a 60 s cooldown and 5 sends
-- per invitation, and 50 a day per workspace, refused with P0429 and the seconds to wait in HINT.
create function private.enforce_team_invitation_mail_limits()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cooldown constant interval := interval '60 seconds';
  per_invitation_cap constant integer := 5;
  daily_cap constant integer := 50;
  ws_id uuid;
  last_sent_at timestamptz;
  invitation_sends integer;
  daily_sends integer;
  oldest_daily_send timestamptz;
begin
  if new.kind <> 'TEAM_INVITATION' or new.status <> 'PENDING' then
    return new;
  end if;
  if (select auth.uid()) is not null
     and not private.team_invitation_mail_allowed(new.workspace_invitation_id, new.to_email, new.from_name) then
    -- The INSERT policy refuses this row after the trigger: let it answer 42501 rather than tell
    -- a stranger about another team's sends.
    return new;
  end if;
  select wi.workspace_id into ws_id from public.workspace_invitations wi where wi.id = new.workspace_invitation_id;
  perform pg_advisory_xact_lock(hashtextextended('team_invitation_mail:' || ws_id::text, 0));

  select max(o.created_at), count(*) into last_sent_at, invitation_sends
  from public.mail_outbox o where o.workspace_invitation_id = new.workspace_invitation_id;
  if invitation_sends >= per_invitation_cap then
    raise exception 'This team invitation has already been sent % times; it cannot be sent again', per_invitation_cap
      using errcode = 'P0429';
  end if;
  if last_sent_at > now() - cooldown then
    raise exception 'This team invitation was sent less than a minute ago; wait a minute before sending it again'
      using errcode = 'P0429',
            hint = ceil(extract(epoch from last_sent_at + cooldown - now()))::integer::text;
  end if;

  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.workspace_invitations wi on wi.id = o.workspace_invitation_id
  where wi.workspace_id = ws_id and o.created_at > now() - interval '24 hours';
  if daily_sends >= daily_cap then
    raise exception 'This workspace has reached the limit of % team invitation e-mails a day; try again later', daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;
  return new;
end;
$$;
comment on function private.enforce_team_invitation_mail_limits() is
  'Refuses a team invitation e-mail over the cooldown, the per-invitation cap or the workspace''s daily cap (P0429, seconds to wait in HINT).';
create trigger mail_outbox_enforce_team_invitation_limits
  before insert on public.mail_outbox
  for each row execute function private.enforce_team_invitation_mail_limits();

-- Limits on sending invitation e-mail: every send, first or resent, is an INVITATION row, so this
-- BEFORE INSERT trigger counts the rows already there and refuses a new one that would exceed a
-- limit. The limits, in this one place (README "Invitation e-mail limits"):
--   a cooldown of 60 seconds between two sends of one invitation,
--   at most 5 sends of one invitation,
--   at most 2,000 sends a day (any rolling 24 hours) for the invitations of one workspace's
--   interviews, whoever sends them (bulk invitations send up to 1,000 at once),
--   at most 10 a day to one address, whichever workspaces send them, so inviting one person over
--   and over (from one workspace or from many made for it) cannot flood their mailbox.
-- Refusals raise SQLSTATE P0429 (the api answers 429) with the seconds to wait in HINT (the api's
-- Retry-After). A transaction-scoped advisory lock per workspace serialises the check and the
-- insert, so concurrent sends cannot all see the same count and slip past together. It does not
-- serialise two workspaces mailing one address at the same moment, and a lock per address, taken
-- row by row in a bulk batch, could deadlock two batches; so concurrent sends from different
-- workspaces may pass the address's cap by the sends in flight, and every send after them is
-- refused. The recruiter's own notice and the other kinds are not invitation sends; a row written
-- already settled (history the server records, such as the seed's) sends nothing and is not
-- limited either (no API role may insert a status).
create function private.enforce_invitation_mail_limits()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  cooldown constant interval := interval '60 seconds';
  per_invitation_cap constant integer := 5;
  daily_cap constant integer := 2000;
  recipient_daily_cap constant integer := 10;
  v_workspace_id uuid;
  last_sent_at timestamptz;
  invitation_sends integer;
  daily_sends integer;
  oldest_daily_send timestamptz;
begin
  if new.kind <> 'INVITATION' or new.status <> 'PENDING' then
    return new;
  end if;
  if (select auth.uid()) is not null
     and not (((select private.is_admin()) or new.invitation_id in (select private.own_invitation_ids()))
              and new.to_email = (select inv.email from public.invitations inv where inv.id = new.invitation_id)) then
    -- The INSERT policy refuses this row after the trigger: let it answer 42501, rather than
    -- tell a stranger about the sends of an invitation or relay a limit for a row never allowed.
    return new;
  end if;
  if (select private.api_key_workspace()) is not null
     and not ((select private.api_key_can_write())
              and new.invitation_id in (select private.api_key_invitation_ids())
              and new.to_email = (select inv.email from public.invitations inv where inv.id = new.invitation_id)) then
    -- The same for a key: a READ key, or a key of another workspace, gets the policy's 42501.
    return new;
  end if;
  select i.workspace_id into v_workspace_id
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = new.invitation_id;
  perform pg_advisory_xact_lock(hashtextextended('invitation_mail:' || v_workspace_id::text, 0));

  -- Each query below runs after the lock is granted, so it sees the rows of a concurrent send
  -- that held the lock and committed first.
  select max(o.created_at), count(*) into last_sent_at, invitation_sends
  from public.mail_outbox o where o.invitation_id = new.invitation_id and o.kind = 'INVITATION';
  if invitation_sends >= per_invitation_cap then
    raise exception 'This invitation has already been sent % times; it cannot be sent again', per_invitation_cap
      using errcode = 'P0429';
  end if;
  if last_sent_at > now() - cooldown then
    raise exception 'This invitation was sent less than a minute ago; wait a minute before sending it again'
      using errcode = 'P0429',
            hint = ceil(extract(epoch from last_sent_at + cooldown - now()))::integer::text;
  end if;

  -- interviews_workspace_id_created_at_idx finds the workspace's interviews.
  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  join public.invitations inv on inv.id = o.invitation_id
  join public.interviews i on i.id = inv.interview_id
  where i.workspace_id = v_workspace_id and o.kind = 'INVITATION' and o.created_at > now() - interval '24 hours';
  if daily_sends >= daily_cap then
    raise exception 'This workspace has reached the limit of % invitation e-mails a day; try again later', daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;

  -- mail_outbox_invitation_recipient_idx finds the address's sends.
  select count(*), min(o.created_at) into daily_sends, oldest_daily_send
  from public.mail_outbox o
  where lower(o.to_email) = lower(new.to_email) and o.kind = 'INVITATION'
    and o.created_at > now() - interval '24 hours';
  if daily_sends >= recipient_daily_cap then
    raise exception 'This address has already been sent % invitation e-mails in 24 hours; try again later',
      recipient_daily_cap
      using errcode = 'P0429',
            hint = ceil(extract(epoch from oldest_daily_send + interval '24 hours' - now()))::integer::text;
  end if;
  return new;
end;
$$;
comment on function private.enforce_invitation_mail_limits() is
  'Refuses an invitation e-mail (kind INVITATION) over the cooldown, the per-invitation cap, the daily cap of the interview''s workspace or the daily cap of its address (P0429, seconds to wait in HINT).';
create trigger mail_outbox_enforce_limits
  before insert on public.mail_outbox
  for each row execute function private.enforce_invitation_mail_limits();

-- The confirmation of a deletion goes once it is settled (issue #33 item 26). A DATA_DELETED row
-- holds the address, the first name and the interview's title of a person who asked for their data
-- to go, and nobody reads it after the worker has handed it to the provider (it belongs to no
-- invitation, so no recruiter's list shows it). So the update that settles it, SENT, TEST_MODE or
-- FAILED (the worker logs the failure by the row's id), deletes it in the same transaction: the
-- e-mail is delivered first, and nothing of the person stays behind.
create function private.remove_settled_data_deleted_mail()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  delete from public.mail_outbox where id = new.id;
  return null;
end;
$$;
comment on function private.remove_settled_data_deleted_mail() is
  'Deletes a DATA_DELETED outbox row once its send is settled (SENT, TEST_MODE or FAILED).';
create trigger mail_outbox_remove_settled_data_deleted
  after update of status on public.mail_outbox
  for each row
  when (new.kind = 'DATA_DELETED' and new.status <> 'PENDING')
  execute function private.remove_settled_data_deleted_mail();

-- Grants ------------------------------------------------------------------------------------------
-- An e-mail's address, sender, subject and bodies are no caller's to select: a REVIEWER could
-- otherwise read them for every completed invitation (the candidate's name, their interview link).
-- No route reads them as the caller: the api renders and inserts them, the worker sends them with
-- its own role. The caller keeps the columns the invitation lists and the workspace page read
-- (state, error, when).
grant all on public.mail_outbox to service_role;
grant select (id, invitation_id, status, attempts, last_error, created_at, sent_at, kind,
              workspace_invitation_id)
  on public.mail_outbox to authenticated;
grant insert (invitation_id, to_email, subject, html, text_body, kind, workspace_invitation_id,
              from_name)
  on public.mail_outbox to authenticated;

grant all on public.invitation_reminders to service_role;
grant select on public.invitation_reminders to authenticated;

grant execute on function private.team_invitation_mail_allowed(uuid, text, text) to service_role, authenticated;
grant execute on function private.mail_sender_name(uuid) to service_role, authenticated;
grant execute on function private.invitation_mail_sender_name(uuid) to service_role, authenticated;

-- supabase/schemas/50-video-resumes.sql
-- Video resumes: a candidate's recorded resume, shared by a public link while active, and the
-- views it gets. The public page reads it and counts a view through the functions below (anon has
-- no table grant); the owner manages their own.

-- Tables ------------------------------------------------------------------------------------------
create table public.video_resumes (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null default 'My Video Resume' check (btrim(title) <> '' and char_length(title) <= 200),
  description text not null default '' check (char_length(description) <= 5000),
  video_path text not null check (char_length(video_path) <= 1024),
  public_url text not null unique check (public_url ~ '^video-resume-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  is_active boolean not null default true,
  views_count integer not null default 0 check (views_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Only the owner's folder and one plain file name (00-extensions-and-roles.sql, is_plain_file_name).
  constraint video_resumes_video_path_in_owner_folder check (
    split_part(video_path, '/', 1) = candidate_id::text
    and video_path ~ '^[^/]+/[^/]+$'
    and private.is_plain_file_name(split_part(video_path, '/', 2))
  )
);
comment on table public.video_resumes is 'A candidate''s recorded video resume, shared by a public link while active.';
comment on column public.video_resumes.video_path is 'Object name in the resumes bucket; always under the owner''s folder <candidate_id>/.';
comment on column public.video_resumes.public_url is 'The share identifier, video-resume-<uuid>, made by the client.';
alter table public.video_resumes enable row level security;

-- Who counts as a viewer, when a repeat view counts again, and how much one network or a flood of
-- calls can add (record_resume_view below). The api identifies a viewer by a salted hash of their
-- IP address, user agent and UTC day (viewer_key) and their network by a salted hash of the IP
-- address and day (network_key); the raw address is never stored.
create table public.resume_views (
  id uuid primary key default gen_random_uuid(),
  resume_id uuid not null references public.video_resumes (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete set null,
  viewer_key text not null check (char_length(viewer_key) <= 200),
  user_agent text check (char_length(user_agent) <= 1000),
  referrer text check (char_length(referrer) <= 2048),
  location text check (char_length(location) <= 200),
  viewed_at timestamptz not null default now(),
  network_key text check (char_length(network_key) <= 200)
);
comment on table public.resume_views is 'One row per view of a video resume, for the owner''s analytics.';
comment on column public.resume_views.network_key is
  'Salted hash of the viewer''s IP address and UTC day, made by the api function (never the address); caps viewers per network.';
comment on column public.resume_views.viewer_key is
  'Salted hash of the viewer''s IP address, user agent and UTC day, made by the api function; counts unique viewers.';
comment on column public.resume_views.location is
  'Country code from a trusted CDN header, when the deployment names one; otherwise null.';
alter table public.resume_views enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index video_resumes_candidate_id_idx on public.video_resumes (candidate_id, created_at desc);

create index resume_views_resume_id_viewed_at_idx on public.resume_views (resume_id, viewed_at desc);

create index resume_views_viewer_id_idx on public.resume_views (viewer_id);

create index resume_views_resume_id_viewer_key_idx
  on public.resume_views (resume_id, viewer_key, viewed_at desc);

create index resume_views_resume_id_network_key_idx
  on public.resume_views (resume_id, network_key);

-- Private helpers ---------------------------------------------------------------------------------
create function private.own_resume_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select r.id from public.video_resumes r where r.candidate_id = (select auth.uid())
$$;

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(video_resumes): the owner and admins; the public page uses get_public_video_resume().
create policy video_resumes_select on public.video_resumes
  for select to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));

-- INSERT(video_resumes): a signed-in user creates resumes of their own; a deleted user's token
-- (live for up to an hour after) must not leave rows behind that nobody owns.
create policy video_resumes_insert on public.video_resumes
  for insert to authenticated
  with check (candidate_id = (select auth.uid()) and (select private.has_profile()));

-- UPDATE(video_resumes): the owner only.
create policy video_resumes_update on public.video_resumes
  for update to authenticated
  using (candidate_id = (select auth.uid()))
  with check (candidate_id = (select auth.uid()));

-- DELETE(video_resumes): the owner or an admin.
create policy video_resumes_delete on public.video_resumes
  for delete to authenticated
  using (candidate_id = (select auth.uid()) or (select private.is_admin()));

-- SELECT(resume_views): the resume's owner and admins. Views are recorded by record_resume_view().
create policy resume_views_select on public.resume_views
  for select to authenticated
  using ((select private.is_admin()) or resume_id in (select private.own_resume_ids()));

-- Functions ---------------------------------------------------------------------------------------
create function public.get_public_video_resume(p_identifier text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id,
    'title', r.title,
    'description', r.description,
    'video_path', r.video_path,
    'public_url', r.public_url,
    'is_active', r.is_active,
    'views_count', r.views_count,
    'created_at', r.created_at,
    'candidate', jsonb_build_object('first_name', p.first_name, 'last_name', p.last_name, 'email', p.email)
  )
  from public.video_resumes r
  join public.profiles p on p.id = r.candidate_id
  where r.is_active
    and (r.public_url = p_identifier or r.id::text = lower(p_identifier))
$$;
comment on function public.get_public_video_resume(text) is
  'An active video resume by id or share identifier, with only its public fields; null when inactive or unknown.';

-- Who counts as a viewer, when a repeat view counts again, and how much one network or a flood of
-- calls can add:
--   - The owner's own views do not count.
--   - One viewer counts once per 30 minutes.
--   - One network counts at most 3 distinct viewers a day per resume, so rotating user agents from
--     one address adds at most 3.
--   - A resume counts at most 60 views an hour, whatever the callers forge.
-- Calls are serialised per resume (the resume row is locked), so concurrent calls cannot slip past
-- these limits together. Only through the api: callers could otherwise call it themselves with
-- keys of their choosing and any location, minting views; only the service role may execute it,
-- the api passes the caller's user id explicitly (the service role has no auth.uid()), and a
-- location is an ISO 3166-1 alpha-2 code or null.
create function public.record_resume_view(
  p_identifier text,
  p_viewer_key text,
  p_user_agent text default null,
  p_referrer text default null,
  p_location text default null,
  p_network_key text default null,
  p_viewer_id uuid default null
)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  resume public.video_resumes;
  v_viewer_key text := left(btrim(p_viewer_key), 200);
  v_network_key text := left(nullif(btrim(p_network_key), ''), 200);
begin
  -- Locked: the checks below and the insert run one call at a time per resume.
  select * into resume from public.video_resumes r
    where r.is_active and (r.public_url = p_identifier or r.id::text = lower(p_identifier))
    for update;
  if resume.id is null then
    raise exception 'Video resume not found or not accessible' using errcode = 'P0002';
  end if;
  if nullif(v_viewer_key, '') is null then
    raise exception 'A viewer key is required' using errcode = '22023';
  end if;
  if p_location is not null and p_location !~ '^[A-Z]{2}$' then
    raise exception 'A location must be a two-letter country code' using errcode = '22023';
  end if;
  -- The owner watching their own resume is not a view.
  if resume.candidate_id = p_viewer_id then
    return resume.views_count;
  end if;
  -- The same viewer within 30 minutes is the same view.
  if exists (
    select 1 from public.resume_views v
    where v.resume_id = resume.id and v.viewer_key = v_viewer_key
      and v.viewed_at > now() - interval '30 minutes'
  ) then
    return resume.views_count;
  end if;
  -- A fourth new viewer from one network on one day (the key carries the day) is not counted.
  if v_network_key is not null
    and not exists (
      select 1 from public.resume_views v
      where v.resume_id = resume.id and v.network_key = v_network_key
        and v.viewer_key = v_viewer_key
    )
    and (
      select count(distinct v.viewer_key) from public.resume_views v
      where v.resume_id = resume.id and v.network_key = v_network_key
    ) >= 3
  then
    return resume.views_count;
  end if;
  -- A ceiling per hour that holds even when callers forge their address.
  if (
    select count(*) from public.resume_views v
    where v.resume_id = resume.id and v.viewed_at > now() - interval '1 hour'
  ) >= 60 then
    return resume.views_count;
  end if;
  insert into public.resume_views (resume_id, viewer_id, viewer_key, network_key, user_agent, referrer, location)
  values (resume.id, p_viewer_id, v_viewer_key, v_network_key, left(p_user_agent, 1000),
          left(p_referrer, 2048), p_location);
  update public.video_resumes set views_count = views_count + 1 where id = resume.id
    returning views_count into resume.views_count;
  return resume.views_count;
end;
$$;
comment on function public.record_resume_view(text, text, text, text, text, text, uuid) is
  'Counts a view of an active video resume and returns the count: not the owner''s own (p_viewer_id), once per viewer per 30 minutes, at most 3 viewers per network a day and 60 views an hour. Service role only: the api derives the keys.';

-- Triggers ----------------------------------------------------------------------------------------
create trigger video_resumes_set_updated_at before update on public.video_resumes
  for each row execute function private.set_updated_at();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.video_resumes to service_role;
grant select, delete on public.video_resumes to authenticated;
grant insert (title, description, video_path, public_url, is_active) on public.video_resumes to authenticated;
grant update (title, description, is_active) on public.video_resumes to authenticated;

grant all on public.resume_views to service_role;
grant select on public.resume_views to authenticated;

grant execute on function private.own_resume_ids() to service_role, authenticated;
grant execute on function public.get_public_video_resume(text) to service_role, anon, authenticated;
grant execute on function public.record_resume_view(text, text, text, text, text, text, uuid) to service_role;

-- supabase/schemas/55-responses-and-recordings.sql
-- A candidate's answers and every saved recording made ready to review. One recording_media row
-- per recording (an answer's submitted take or a video resume), the renditions the worker makes of
-- it in the private renditions bucket, and the state of that work; a new take or resume video
-- replaces the row's source and queues it again, in the transaction that saves it.
--   renditions/<recording_media.id>/seekable.webm   the recording remuxed with duration and cues
--   renditions/<recording_media.id>/playback.mp4    H.264/AAC, faststart (audio: playback.m4a)
--   renditions/<recording_media.id>/poster.jpg      a frame for the player before playback
--   renditions/<recording_media.id>/speech.mp3      mono 16 kHz speech for transcription
-- Transcription and analysis run by themselves: when a candidate completes an interview, every
-- answer is queued for analysis in that same transaction. Answers are analysed at completion, not
-- at each save, because until then a take may still be replaced and the candidate may never
-- finish: the provider is paid only for final answers. Media is processed at save, so most
-- recordings are ready by the time the interview is completed; an answer whose recording is still
-- being processed is queued when its recording is done. When none of a completed interview's
-- answers waits for its recording or its analysis any more, the recruiter is told (a
-- notify_recruiter job, added in the transaction that settles the last piece of work).

-- Types -------------------------------------------------------------------------------------------
create type public.processing_status as enum ('QUEUED', 'PROCESSING', 'READY', 'FAILED');
comment on type public.processing_status is
  'Background work on a recording or an answer: QUEUED, PROCESSING, then READY or FAILED (with a reason).';

-- Tables ------------------------------------------------------------------------------------------
create table public.responses (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  response_text text check (char_length(response_text) <= 20000),
  media_path text check (char_length(media_path) <= 1024),
  -- Five attempts a question, and two more by accommodation (invitations.extra_attempts).
  attempts smallint not null default 1 check (attempts between 1 and 7),
  transcription text check (char_length(transcription) <= 100000),
  -- An answer too short or too unclear to judge is stored with insufficient_evidence true and a
  -- null score; a score that is there is a number from 0 to 100, and one left out is allowed.
  ai_insights jsonb check (
    ai_insights is null
    or (jsonb_typeof(ai_insights) = 'object'
        and (case jsonb_typeof(ai_insights -> 'score')
               when 'number' then (ai_insights ->> 'score')::numeric between 0 and 100
               when 'null' then coalesce(ai_insights -> 'insufficient_evidence' = 'true'::jsonb, false)
               -- absent, as the check has always allowed; any other type is refused
               else jsonb_typeof(ai_insights -> 'score') is null
             end))
  ),
  analyzed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The state of the worker's transcription and analysis, and the timestamped transcript.
  analysis_status public.processing_status,
  analysis_error text check (char_length(analysis_error) <= 2000),
  transcript_segments jsonb check (
    transcript_segments is null or jsonb_typeof(transcript_segments) = 'array'
  ),
  unique (invitation_id, question_id),
  check (response_text is not null or media_path is not null),
  -- Only the answer's own folder and one plain file name (00-extensions-and-roles.sql).
  constraint responses_media_path_in_answer_folder check (
    media_path is null
    or (split_part(media_path, '/', 1) = invitation_id::text
        and split_part(media_path, '/', 2) = question_id::text
        and media_path ~ '^[^/]+/[^/]+/[^/]+$'
        and private.is_plain_file_name(split_part(media_path, '/', 3)))
  )
);
comment on table public.responses is 'A candidate''s answer to one question: text, or a recording in the responses bucket.';
comment on column public.responses.candidate_id is 'The author; deleting the candidate deletes their answers.';
comment on column public.responses.media_path is 'Object name in the responses bucket, <invitation_id>/<question_id>/<file>.';
comment on column public.responses.analysis_status is
  'Transcription and analysis by the worker: null until the interview is completed or an analysis is asked for.';
comment on column public.responses.analysis_error is 'Why the last transcription or analysis failed; null otherwise.';
comment on column public.responses.transcript_segments is
  'The transcript as [{start, end, text}] with start and end in seconds of the recording.';
comment on column public.responses.ai_insights is
  'The AI analysis (spec §3): score 0-100 (null when insufficient_evidence), summary, strengths, concerns, competencies, …';
comment on column public.responses.attempts is
  'Submitted takes of this answer: at most the question''s max_attempts plus the invitation''s extra_attempts.';
alter table public.responses enable row level security;

create table public.recording_media (
  id uuid primary key default gen_random_uuid(),
  response_id uuid unique references public.responses (id) on delete cascade,
  video_resume_id uuid unique references public.video_resumes (id) on delete cascade,
  source_bucket text not null check (source_bucket in ('responses', 'resumes')),
  source_path text not null check (char_length(source_path) <= 1024),
  status public.processing_status not null default 'QUEUED',
  error text check (char_length(error) <= 2000),
  duration_seconds numeric(10, 3) check (duration_seconds >= 0),
  has_video boolean,
  seekable_path text check (char_length(seekable_path) <= 1024),
  playback_path text check (char_length(playback_path) <= 1024),
  poster_path text check (char_length(poster_path) <= 1024),
  speech_path text check (char_length(speech_path) <= 1024),
  processed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(response_id, video_resume_id) = 1),
  check ((response_id is not null) = (source_bucket = 'responses'))
);
comment on table public.recording_media is
  'A saved recording (an answer''s submitted take or a video resume) and what the worker made of it, in the renditions bucket under <id>/.';
comment on column public.recording_media.source_path is 'The object it was made from, in source_bucket.';
comment on column public.recording_media.duration_seconds is 'The real length, read by ffprobe from the processed file.';
comment on column public.recording_media.error is 'Why processing failed, in a sentence a recruiter can read; null otherwise.';
alter table public.recording_media enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index responses_question_id_idx on public.responses (question_id);

create index responses_candidate_id_idx on public.responses (candidate_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.reviewable_response_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select r.id from public.responses r
  where (select private.is_admin()) or r.invitation_id in (select private.reviewable_invitation_ids())
$$;
comment on function private.reviewable_response_ids() is
  'Answers the caller reviews: of invitations they see in their workspaces; every one for admins.';

-- A saved recording (insert, or a new take) gets its row reset to QUEUED and one process_recording
-- job; the job key keeps one waiting job per recording.
create function private.queue_recording(
  p_response_id uuid,
  p_video_resume_id uuid,
  p_bucket text,
  p_path text
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_response_id is not null then
    insert into public.recording_media (response_id, source_bucket, source_path)
    values (p_response_id, p_bucket, p_path)
    on conflict (response_id) do update
      set source_path = excluded.source_path, status = 'QUEUED', error = null,
          duration_seconds = null, has_video = null, seekable_path = null, playback_path = null,
          poster_path = null, speech_path = null, processed_at = null
    returning id into v_id;
  else
    insert into public.recording_media (video_resume_id, source_bucket, source_path)
    values (p_video_resume_id, p_bucket, p_path)
    on conflict (video_resume_id) do update
      set source_path = excluded.source_path, status = 'QUEUED', error = null,
          duration_seconds = null, has_video = null, seekable_path = null, playback_path = null,
          poster_path = null, speech_path = null, processed_at = null
    returning id into v_id;
  end if;
  perform private.enqueue_job('process_recording', jsonb_build_object('recording_id', v_id),
                              'recording:' || v_id, 5);
end
$$;

create function private.queue_answer_analysis(p_response_id uuid)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('analyse_answer', jsonb_build_object('response_id', p_response_id),
                              'analysis:' || p_response_id, 5);
end
$$;

-- True when an answer has nothing left to wait for before its analysis: typed, or its recording is
-- processed (ready, or failed: the job then fails the analysis with the recording's reason).
create function private.answer_media_settled(p_response_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select m.status in ('READY', 'FAILED') from public.recording_media m where m.response_id = p_response_id),
    (select r.media_path is null from public.responses r where r.id = p_response_id)
  )
$$;

create function private.queue_interview_ready_notice(p_invitation_id uuid)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  -- Two transactions settling the last two answers at once would each still see the other's
  -- answer waiting: serialised per invitation, the second sees the first's committed change.
  perform pg_advisory_xact_lock(hashtextextended('interview_ready:' || p_invitation_id::text, 0));
  if exists (select 1 from public.invitations inv where inv.id = p_invitation_id and inv.status = 'COMPLETED')
    and not exists (
      select 1 from public.responses r
      where r.invitation_id = p_invitation_id and r.analysis_status in ('QUEUED', 'PROCESSING'))
    and not exists (
      select 1 from public.recording_media m
      join public.responses r on r.id = m.response_id
      where r.invitation_id = p_invitation_id and m.status in ('QUEUED', 'PROCESSING'))
    and not exists (
      select 1 from public.mail_outbox o
      where o.invitation_id = p_invitation_id and o.kind = 'INTERVIEW_READY')
  then
    perform private.enqueue_job('notify_recruiter', jsonb_build_object('invitation_id', p_invitation_id),
                                'notify:' || p_invitation_id, 5);
  end if;
end
$$;

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(responses): of invitations the caller sees; admins all.
create policy responses_select on public.responses
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- UPDATE(responses): whoever reviews the answer stores its transcription and analysis.
create policy responses_update on public.responses
  for update to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()))
  with check ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- DELETE(responses): those who manage the interview (OWNER, RECRUITER) or an admin.
create policy responses_delete on public.responses
  for delete to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- SELECT(recording_media): the reviewers of the answer; the owner of the video resume.
create policy recording_media_select on public.recording_media
  for select to authenticated
  using (
    response_id in (select private.reviewable_response_ids())
    or video_resume_id in (select private.own_resume_ids())
  );

-- Functions ---------------------------------------------------------------------------------------
-- Generate, Regenerate and Retry: the caller must review the answer (reviewable_response_ids, the
-- rule the responses policy uses), its interview must be completed, and the candidate must not
-- have declined AI analysis. A failed recording is processed again first; otherwise the analysis
-- is queued now. Security definer because the state columns are the worker's: reviewers have no
-- UPDATE on them.
create function public.request_answer_analysis(p_invitation_id uuid, p_response_id uuid)
returns public.processing_status
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_invitation_status public.invitation_status;
  v_media public.recording_media;
begin
  select inv.status into v_invitation_status
  from public.responses r join public.invitations inv on inv.id = r.invitation_id
  where r.id = p_response_id and r.invitation_id = p_invitation_id
    and r.id in (select private.reviewable_response_ids());
  if v_invitation_status is null then
    raise exception 'Response not found' using errcode = 'P0002';
  end if;
  if v_invitation_status not in ('COMPLETED', 'REVIEWED') then
    raise exception 'This interview has not been completed yet' using errcode = '55000';
  end if;
  if private.ai_analysis_declined(p_invitation_id) then
    raise exception 'AI analysis declined by the candidate' using errcode = '42501';
  end if;
  update public.responses set analysis_status = 'QUEUED', analysis_error = null where id = p_response_id;
  select * into v_media from public.recording_media m where m.response_id = p_response_id;
  if v_media.status = 'FAILED' then
    perform private.queue_recording(p_response_id, null, v_media.source_bucket, v_media.source_path);
  elsif private.answer_media_settled(p_response_id) then
    perform private.queue_answer_analysis(p_response_id);
  end if;
  return 'QUEUED'::public.processing_status;
end
$$;
comment on function public.request_answer_analysis(uuid, uuid) is
  'Queues the transcription and analysis of an answer the caller reviews (Generate, Regenerate, Retry).';

-- Triggers ----------------------------------------------------------------------------------------
create trigger recording_media_set_updated_at
  before update on public.recording_media
  for each row execute function private.set_updated_at();

create trigger responses_set_updated_at before update on public.responses
  for each row execute function private.set_updated_at();

create function private.queue_answer_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.media_path is not null and (tg_op = 'INSERT' or new.media_path is distinct from old.media_path) then
    perform private.queue_recording(new.id, null, 'responses', new.media_path);
  end if;
  return null;
end
$$;
create trigger responses_queue_recording
  after insert or update of media_path on public.responses
  for each row execute function private.queue_answer_recording();

create function private.queue_resume_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.video_path is distinct from old.video_path then
    perform private.queue_recording(null, new.id, 'resumes', new.video_path);
  end if;
  return null;
end
$$;
create trigger video_resumes_queue_recording
  after insert or update of video_path on public.video_resumes
  for each row execute function private.queue_resume_recording();

-- A deleted recording (its answer, invitation, interview, resume or user deleted) takes its
-- renditions with it: the worker removes the folder.
create function private.queue_renditions_removal()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('remove_renditions', jsonb_build_object('recording_id', old.id),
                              'remove-renditions:' || old.id, 10);
  return null;
end
$$;
create trigger recording_media_queue_renditions_removal
  after delete on public.recording_media
  for each row execute function private.queue_renditions_removal();

create function private.queue_analysis_after_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.response_id is not null
    and new.status in ('READY', 'FAILED')
    and old.status is distinct from new.status
    and exists (select 1 from public.responses r where r.id = new.response_id and r.analysis_status = 'QUEUED')
  then
    perform private.queue_answer_analysis(new.response_id);
  end if;
  return null;
end
$$;
create trigger recording_media_queue_analysis
  after update of status on public.recording_media
  for each row execute function private.queue_analysis_after_recording();

-- Named to fire after invitations_queue_analysis (AFTER triggers run in name order), which marks
-- the answers QUEUED on completion: this one then sees them waiting.
create function private.notice_on_completion()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED' then
    perform private.queue_interview_ready_notice(new.id);
  end if;
  return null;
end
$$;
create trigger invitations_ready_notice
  after update of status on public.invitations
  for each row execute function private.notice_on_completion();

create function private.notice_on_analysis_settled()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.analysis_status in ('READY', 'FAILED') and old.analysis_status is distinct from new.analysis_status then
    perform private.queue_interview_ready_notice(new.invitation_id);
  end if;
  return null;
end
$$;
create trigger responses_ready_notice
  after update of analysis_status on public.responses
  for each row execute function private.notice_on_analysis_settled();

create function private.notice_on_recording_settled()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_invitation_id uuid;
begin
  if new.response_id is not null and new.status in ('READY', 'FAILED') and old.status is distinct from new.status then
    select r.invitation_id into v_invitation_id from public.responses r where r.id = new.response_id;
    if v_invitation_id is not null then
      perform private.queue_interview_ready_notice(v_invitation_id);
    end if;
  end if;
  return null;
end
$$;
-- Named to fire after recording_media_queue_analysis, which may queue the answer's analysis.
create trigger recording_media_ready_notice
  after update of status on public.recording_media
  for each row execute function private.notice_on_recording_settled();

-- Completing an interview marks every answer without an analysis QUEUED and queues it, in the
-- same transaction, unless the candidate declined AI analysis; an answer whose recording is still
-- being processed is queued when its recording is done (queue_analysis_after_recording).
create function private.queue_completed_interview_analysis()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_response_id uuid;
begin
  if new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED'
     and not private.ai_analysis_declined(new.id) then
    for v_response_id in
      update public.responses set analysis_status = 'QUEUED', analysis_error = null
      where invitation_id = new.id and ai_insights is null
      returning id
    loop
      if private.answer_media_settled(v_response_id) then
        perform private.queue_answer_analysis(v_response_id);
      end if;
    end loop;
  end if;
  return null;
end
$$;
create trigger invitations_queue_analysis
  after update of status on public.invitations
  for each row execute function private.queue_completed_interview_analysis();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.responses to service_role;
grant select, delete on public.responses to authenticated;
grant update (transcription, ai_insights, analyzed_at) on public.responses to authenticated;

grant all on public.recording_media to service_role;
grant select on public.recording_media to authenticated;

grant execute on function private.reviewable_response_ids() to service_role, authenticated;
grant execute on function public.request_answer_analysis(uuid, uuid) to service_role, authenticated;

-- supabase/schemas/60-take.sql
-- Taking an interview by its token: the functions behind /take/{token}, the only paths by which a
-- caller without a table grant reaches an interview. Get (anon too), consent to the notice, start,
-- submit an answer, complete; ask the team for more time or an accommodation. Each is security
-- definer with search_path = '' and checks token, status, expiry and caller itself. Errors carry a
-- SQLSTATE the api function maps to HTTP statuses:
--   P0002 not found or expired (404), 42501 not allowed (403), 28000 sign-in needed (401),
--   22023 invalid input (400), 55000 wrong state for this step (409).
-- A recording of an answer is one of the question's takes, named as the client names them:
--   responses/<invitation_id>/<question_id>/<take>.<webm|mp4|ogg>, take 1 to 7,
-- for a VIDEO or AUDIO question of the invitation's own interview, at most the question's
-- max_attempts plus the invitation's extra_attempts. So the storage rules themselves cap the
-- objects per question and refuse a take too many. A take is written only while it is newer than
-- the submitted one, so a submitted recording can be neither overwritten nor followed by a take it
-- could be swapped with. The recruiter reads only the submitted take (responses.media_path);
-- discarded takes are the candidate's to remove (the api does, after each retake and before
-- completing), and completing refuses while any is left.
-- Before recording, the candidate reads what is recorded, who sees it, how long it is kept and what
-- AI analysis evaluates, and chooses whether AI may analyse their answers; the consent is stored
-- with the notice's version and time, start_interview refuses without it, and a declined AI
-- analysis is enforced here, not only in the screen.

-- Types -------------------------------------------------------------------------------------------
create type public.candidate_request_kind as enum ('EXTENSION', 'ACCOMMODATION');

create type public.candidate_request_status as enum ('PENDING', 'APPROVED', 'DECLINED');

-- Tables ------------------------------------------------------------------------------------------
create table public.interview_consents (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  notice_version text not null,
  -- What the notice said, as the candidate read it: the workspace may change its setting later.
  retention_days integer not null,
  ai_analysis_allowed boolean not null,
  consented_at timestamptz not null default now(),
  receipt_token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (receipt_token ~ '^[A-Za-z0-9_-]{22}$')
);
comment on table public.interview_consents is
  'The candidate''s consent to the notice before recording, with its version, time and AI choice (issue #20).';
comment on column public.interview_consents.ai_analysis_allowed is
  'False when the candidate declined AI analysis: no transcript or analysis is ever made of their answers.';
comment on column public.interview_consents.receipt_token is
  'Opens the consent receipt (/consent-receipts/{token}) without an account, from the completion e-mail.';
alter table public.interview_consents enable row level security;

-- What a candidate asks of the team about one invitation: more time (EXTENSION), on an expired or
-- nearly expired invitation, or an accommodation (ACCOMMODATION: more time per answer, more
-- attempts, answering in text). Each has a reason in the candidate's words; a recruiter approves or
-- declines it once. At most one request of a kind is pending. A candidate holds no account of the
-- workspace, often none at all: their invite link is the credential, so asking is a security
-- definer function taking the token (request_from_candidate, like the other token functions).
-- Those who manage the interview read the requests and answer each once; answering is a function
-- too (decide_candidate_request), because an approved extension moves the invitation's deadline,
-- whose column no API role may update, and clears the reminders already sent for the old one. The
-- decision's e-mail is the worker's (send_request_decision), queued in the same transaction.
create table public.candidate_requests (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  kind public.candidate_request_kind not null,
  reason text not null check (btrim(reason) <> '' and char_length(reason) <= 1000),
  status public.candidate_request_status not null default 'PENDING',
  requested_at timestamptz not null default now(),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  -- An approved extension's new deadline.
  new_deadline timestamptz,
  -- The REQUEST_DECIDED e-mail of the decision, once the worker wrote it.
  decision_outbox_id uuid references public.mail_outbox (id) on delete set null,
  check ((status = 'PENDING') = (decided_at is null)),
  check (new_deadline is null or (kind = 'EXTENSION' and status = 'APPROVED'))
);
comment on table public.candidate_requests is
  'A candidate''s request about one invitation: more time (EXTENSION) or an ACCOMMODATION, approved or declined by a recruiter.';
comment on column public.candidate_requests.reason is 'The candidate''s own words, 1 to 1000 characters.';
comment on column public.candidate_requests.decided_by is 'The recruiter who approved or declined it; null while PENDING or once their account is gone.';
comment on column public.candidate_requests.decision_outbox_id is
  'The REQUEST_DECIDED e-mail of the decision, once the worker wrote it: never a second one.';
alter table public.candidate_requests enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create unique index candidate_requests_one_pending_idx on public.candidate_requests (invitation_id, kind)
  where status = 'PENDING';

create index candidate_requests_invitation_id_idx on public.candidate_requests (invitation_id, requested_at desc);

create index candidate_requests_decided_by_idx on public.candidate_requests (decided_by);

create index candidate_requests_decision_outbox_id_idx on public.candidate_requests (decision_outbox_id);

create index candidate_requests_pending_idx on public.candidate_requests (requested_at desc)
  where status = 'PENDING';

create index interview_consents_candidate_id_idx on public.interview_consents (candidate_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.invitation_for_view(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select * into found from public.invitations where unique_link_token = p_token;
  if found.id is null or found.status = 'CANCELLED'
     or exists (select 1 from public.interviews i where i.id = found.interview_id and i.status = 'ARCHIVED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  return found;
end;
$$;
comment on function private.invitation_for_view(text) is
  'The invitation a token names, expired or of a closed interview included; refuses unknown, malformed, cancelled and archived-interview tokens alike.';

-- Opening, starting, answering and completing by token all go through here: unknown, malformed,
-- cancelled and expired tokens, and those of an archived interview, are refused alike, so a link
-- reveals nothing about why it no longer opens; a closed interview's is refused with 55000.
create function private.invitation_by_token(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations := private.invitation_for_view(p_token);
begin
  if found.expires_at <= now() then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.interviews i where i.id = found.interview_id and i.status in ('CLOSED', 'DRAFT')) then
    raise exception 'This interview is closed' using errcode = '55000';
  end if;
  return found;
end;
$$;
comment on function private.invitation_by_token(text) is
  'The invitation a token opens for answering; refuses unknown, malformed, cancelled, expired and archived-interview tokens alike, and a closed interview''s with 55000.';

create function private.taking_invitation(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is distinct from (select auth.uid()) then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status <> 'STARTED' then
    raise exception 'This interview is not in progress' using errcode = '55000';
  end if;
  return inv;
end;
$$;
comment on function private.taking_invitation(text) is
  'The STARTED invitation of a token, checked to belong to the signed-in caller.';

-- The storage policies read the folders from these helpers, so the same shapes hold for objects.
create function private.invitation_id_from_path(object_name text)
returns uuid
language sql immutable
set search_path = ''
as $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+/[^/]+$'
      and private.is_plain_file_name(split_part(object_name, '/', 3))
    then split_part(object_name, '/', 1)::uuid
  end
$$;
comment on function private.invitation_id_from_path(text) is
  'The invitation a responses object belongs to, from <invitation_id>/<question>/<file>; null for any other shape.';

create function private.take_number_from_path(object_name text)
returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when private.invitation_id_from_path(object_name) is not null
      and split_part(object_name, '/', 3) ~ '^[1-7]\.(webm|mp4|ogg)$'
    then left(split_part(object_name, '/', 3), 1)::integer
  end
$$;
comment on function private.take_number_from_path(text) is
  'The take (1-7) a responses object is, from <invitation_id>/<question_id>/<take>.<webm|mp4|ogg>; null for any other name.';

create function private.can_upload_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.invitations inv
    where inv.id = private.invitation_id_from_path(object_name)
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
  )
$$;
comment on function private.can_upload_response(text) is
  'True when the caller is the candidate bound to the STARTED, unexpired invitation the object path names.';

create function private.can_write_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.questions q on q.interview_id = inv.interview_id
    left join public.responses r on r.invitation_id = inv.id and r.question_id = q.id
    where inv.id = private.invitation_id_from_path(object_name)
      and q.id::text = split_part(object_name, '/', 2)
      and q.response_format <> 'TEXT'
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and i.status = 'ACTIVE'
      and private.take_number_from_path(object_name) <= q.max_attempts + inv.extra_attempts
      and private.take_number_from_path(object_name) > coalesce(private.take_number_from_path(r.media_path), 0)
  )
$$;
comment on function private.can_write_take(text) is
  'True when the caller, bound to the STARTED invitation of an ACTIVE interview, may write this take: a recording question of its interview, within its attempts, newer than the submitted take.';

create function private.is_submitted_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.responses r
    where r.invitation_id = private.invitation_id_from_path(object_name)
      and r.question_id::text = split_part(object_name, '/', 2)
      and r.media_path = object_name
  )
$$;
comment on function private.is_submitted_take(text) is
  'True when a responses object is the recording of a saved answer (its media_path).';

-- The notice's version: contract/notice.ts renders the same version's text. A new text is a new
-- version here and there, so a consent always names the words the candidate agreed to.
create function private.notice_version() returns text
language sql immutable set search_path = ''
as $$ select '2026-11-27'::text $$;

create function private.ai_analysis_declined(p_invitation uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.interview_consents c where c.invitation_id = p_invitation and not c.ai_analysis_allowed
  )
$$;

-- Policies ----------------------------------------------------------------------------------------
-- The candidate reads their own; the team that sees the invitation reads the choice (the review
-- says "AI analysis declined by the candidate"). Written only by give_consent.
create policy interview_consents_select on public.interview_consents for select to authenticated
  using (
    candidate_id = (select auth.uid())
    or (select private.is_admin())
    or invitation_id in (select private.reviewable_invitation_ids())
  );

-- SELECT: those who manage the invitation's interview, and admins. Nobody writes rows directly.
create policy candidate_requests_select on public.candidate_requests
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- Functions ---------------------------------------------------------------------------------------
create function public.get_interview_by_token(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview public.interviews;
  availability text;
  is_open boolean;
  is_taker boolean := inv.candidate_id is not null and inv.candidate_id = (select auth.uid());
begin
  select * into interview from public.interviews where id = inv.interview_id;
  availability := case
    when interview.status in ('CLOSED', 'DRAFT') then 'CLOSED'
    when inv.expires_at <= now() then 'EXPIRED'
    else 'OPEN'
  end;
  is_open := availability = 'OPEN' and inv.status in ('PENDING', 'STARTED');
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'status', inv.status,
      'availability', availability,
      'first_name', inv.first_name,
      'expires_at', inv.expires_at,
      'bound_to_caller', is_taker,
      'practice_question', interview.practice_question,
      'accommodations', jsonb_build_object(
        'time', inv.time_accommodation,
        'extra_attempts', inv.extra_attempts,
        'text_answers_allowed', inv.text_answers_allowed
      ),
      'interview', jsonb_build_object(
        'id', interview.id,
        'title', interview.title,
        'description', interview.description,
        'welcome_video_url', interview.welcome_video_url,
        'status', interview.status,
        'company_name', w.name
      ),
      'workspace', jsonb_build_object(
        'name', w.name,
        'logo_path', w.logo_path,
        'brand_color', w.brand_color
      ),
      -- Whom the candidate asks: the interview's creator, or the workspace's first owner once
      -- that account is gone.
      'contact', (
        select jsonb_build_object('name', p.full_name, 'email', p.email)
        from public.profiles p
        where p.id = coalesce(interview.recruiter_id, (
          select m.user_id from public.workspace_members m
          where m.workspace_id = w.id and m.role = 'OWNER'
          order by m.created_at, m.user_id limit 1
        ))
      ),
      'requests', coalesce((
        select jsonb_agg(jsonb_build_object(
          'kind', cr.kind,
          'status', cr.status,
          'requested_at', cr.requested_at,
          'decided_at', cr.decided_at,
          'new_deadline', cr.new_deadline
        ) order by cr.requested_at)
        from public.candidate_requests cr where cr.invitation_id = inv.id
      ), '[]'::jsonb),
      -- Only an open invitation needs its questions.
      'questions', case when is_open then coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'order_number', q.order_number,
          'text', q.text,
          'response_format', q.response_format,
          'time_limit_seconds', q.time_limit_seconds,
          'thinking_seconds', q.thinking_seconds,
          'max_attempts', q.max_attempts + inv.extra_attempts
        ) order by q.order_number)
        from public.questions q where q.interview_id = interview.id
      ), '[]'::jsonb) else '[]'::jsonb end,
      -- The caller's saved answers, so a reloaded tab resumes where it was.
      'answers', case when is_open and is_taker then coalesce((
        select jsonb_agg(jsonb_build_object(
          'question_id', r.question_id,
          'attempts', r.attempts,
          'response_text', r.response_text,
          'media_path', r.media_path,
          'take', private.take_number_from_path(r.media_path)
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.workspaces w
    where w.id = interview.workspace_id
  );
end;
$$;
comment on function public.get_interview_by_token(text) is
  'The interview an invitation token names, for anyone holding the token: open, expired or closed (availability), with the questions only while open.';

-- What the notice step needs: the version to agree to, the workspace's retention, and the caller's
-- consent if they gave one. For any holder of a link that opens (anon too: consent is then null).
create function public.get_take_notice(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  caller uuid := (select auth.uid());
begin
  return jsonb_build_object(
    'notice_version', private.notice_version(),
    'retention_days', (select w.retention_days from public.interviews i join public.workspaces w on w.id = i.workspace_id
                       where i.id = inv.interview_id),
    'consent', (select jsonb_build_object('notice_version', c.notice_version, 'retention_days', c.retention_days,
                                          'ai_analysis_allowed', c.ai_analysis_allowed, 'consented_at', c.consented_at)
                from public.interview_consents c
                where c.invitation_id = inv.id and caller is not null and c.candidate_id = caller)
  );
end;
$$;
comment on function public.get_take_notice(text) is
  'The notice version, the workspace''s retention and the caller''s own consent for a link.';

-- By the signed-in candidate of an open link, for the current notice. While the interview is not
-- completed the candidate may give it again (another AI choice); the receipt keeps its token.
create function public.give_consent(p_token text, p_notice_version text, p_ai_analysis_allowed boolean)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  caller uuid := (select auth.uid());
  saved public.interview_consents;
begin
  if caller is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is not null and inv.candidate_id <> caller then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'This interview has already been completed' using errcode = '55000';
  end if;
  if p_notice_version is distinct from private.notice_version() then
    raise exception 'The notice has changed: read it again before agreeing' using errcode = '22023';
  end if;
  if p_ai_analysis_allowed is null then
    raise exception 'Choose whether AI analysis may be used' using errcode = '22023';
  end if;
  insert into public.interview_consents (invitation_id, candidate_id, notice_version, retention_days, ai_analysis_allowed)
  select inv.id, caller, p_notice_version, w.retention_days, p_ai_analysis_allowed
  from public.interviews i join public.workspaces w on w.id = i.workspace_id
  where i.id = inv.interview_id
  on conflict (invitation_id) do update
    set candidate_id = excluded.candidate_id, notice_version = excluded.notice_version,
        retention_days = excluded.retention_days, ai_analysis_allowed = excluded.ai_analysis_allowed,
        consented_at = now()
  returning * into saved;
  return jsonb_build_object(
    'notice_version', saved.notice_version,
    'retention_days', saved.retention_days,
    'ai_analysis_allowed', saved.ai_analysis_allowed,
    'consented_at', saved.consented_at
  );
end;
$$;
comment on function public.give_consent(text, text, boolean) is
  'Records the signed-in candidate''s consent to the current notice and their AI choice, before the interview starts.';

create function public.start_interview(p_token text)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is not null and inv.candidate_id <> caller then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'This interview has already been completed' using errcode = '55000';
  end if;
  if not exists (select from public.interview_consents c where c.invitation_id = inv.id and c.candidate_id = caller) then
    raise exception 'Read the notice and agree to it before starting' using errcode = '55000';
  end if;
  update public.invitations
    set candidate_id = caller, status = 'STARTED'
    where id = inv.id;
  return inv.id;
end;
$$;
comment on function public.start_interview(text) is
  'Binds the invitation to the signed-in caller who consented to the notice and moves it PENDING → STARTED; repeatable while STARTED.';

create function public.submit_answer(
  p_token text,
  p_question_id uuid,
  p_response_text text default null,
  p_media_path text default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.taking_invitation(p_token);
  question public.questions;
  saved public.responses;
  answer_text text := nullif(btrim(p_response_text), '');
  take integer := private.take_number_from_path(p_media_path);
  allowed integer;
  in_text boolean;
begin
  select * into question from public.questions
    where id = p_question_id and interview_id = inv.interview_id;
  if question.id is null then
    raise exception 'This question is not part of the interview' using errcode = '22023';
  end if;
  allowed := question.max_attempts + inv.extra_attempts;
  -- A recording question is answered in text only with the accommodation, and only by text.
  in_text := question.response_format = 'TEXT'
    or (inv.text_answers_allowed and p_media_path is null and p_response_text is not null);

  if in_text then
    if answer_text is null or p_media_path is not null then
      raise exception 'A text question needs a non-empty text answer' using errcode = '22023';
    end if;
    if char_length(answer_text) > 20000 then
      raise exception 'A text answer can be at most 20000 characters' using errcode = '22023';
    end if;
  else
    if p_media_path is null or p_response_text is not null then
      raise exception 'This % question needs a recording, not text', lower(question.response_format::text) using errcode = '22023';
    end if;
    if private.invitation_id_from_path(p_media_path) is distinct from inv.id then
      raise exception 'The recording must be stored under this invitation' using errcode = '22023';
    end if;
    if split_part(p_media_path, '/', 2) <> question.id::text then
      raise exception 'The recording must be stored under this question' using errcode = '22023';
    end if;
    if (take is null and split_part(p_media_path, '/', 3) ~ '^0*[1-9][0-9]*\.') or take > allowed then
      raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
    elsif take is null then
      raise exception 'A recording is named by its take, from 1 to % (e.g. 1.webm)', allowed using errcode = '22023';
    end if;
    -- An answer is saved only once its recording is really in storage, so none points nowhere.
    if not exists (select 1 from storage.objects o where o.bucket_id = 'responses' and o.name = p_media_path) then
      raise exception 'The recording has not been uploaded yet' using errcode = '22023';
    end if;
  end if;

  select * into saved from public.responses
    where invitation_id = inv.id and question_id = question.id
    for update;

  if saved.id is null then
    insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path)
    values (inv.id, question.id, inv.candidate_id, answer_text, p_media_path)
    returning * into saved;
  elsif saved.response_text is not distinct from answer_text and saved.media_path is not distinct from p_media_path then
    -- The same answer sent again (a retried request) is not another attempt.
    null;
  elsif saved.attempts >= allowed then
    raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
  elsif not in_text and take <= coalesce(private.take_number_from_path(saved.media_path), 0) then
    raise exception 'A retake must be newer than the submitted take' using errcode = '55000';
  else
    update public.responses
      set response_text = answer_text, media_path = p_media_path, attempts = attempts + 1,
          transcription = null, ai_insights = null, analyzed_at = null
      where id = saved.id
      returning * into saved;
  end if;

  return jsonb_build_object(
    'id', saved.id,
    'question_id', saved.question_id,
    'attempts', saved.attempts,
    'response_text', saved.response_text,
    'media_path', saved.media_path,
    'take', private.take_number_from_path(saved.media_path)
  );
end;
$$;
comment on function public.submit_answer(text, uuid, text, text) is
  'Saves the caller''s answer to one question of their STARTED interview: text, or an uploaded recording; at most the question''s attempts plus any extra granted.';

create function public.complete_interview(p_token text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  unanswered integer;
begin
  -- A retried request after success finds the interview already completed by the same candidate.
  if inv.status = 'COMPLETED' and inv.candidate_id = (select auth.uid()) then
    return;
  end if;
  inv := private.taking_invitation(p_token);
  select count(*) into unanswered
    from public.questions q
    where q.interview_id = inv.interview_id
      and not exists (select 1 from public.responses r where r.invitation_id = inv.id and r.question_id = q.id);
  if unanswered > 0 then
    raise exception 'Answer every question before completing the interview (% unanswered)', unanswered
      using errcode = '55000';
  end if;
  -- Discarded takes go before the interview completes (the api removes them through Storage).
  if exists (
    select 1 from storage.objects o
    where o.bucket_id = 'responses'
      and private.invitation_id_from_path(o.name) = inv.id
      and not private.is_submitted_take(o.name)
  ) then
    raise exception 'Discarded recordings of this interview are still stored; remove them first'
      using errcode = '55000';
  end if;
  update public.invitations set status = 'COMPLETED' where id = inv.id;
end;
$$;
comment on function public.complete_interview(text) is
  'Moves the caller''s STARTED invitation to COMPLETED once every question has an answer; repeatable.';

-- The receipt: the notice's facts and the choice, with whose and which interview. The token is the
-- receipt's own secret (not the invite link's), so the e-mail's link shows nothing else.
create function public.get_consent_receipt(p_token text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'notice_version', c.notice_version,
    'retention_days', c.retention_days,
    'ai_analysis_allowed', c.ai_analysis_allowed,
    'consented_at', c.consented_at,
    'candidate_name', btrim(inv.first_name || ' ' || inv.last_name),
    'email', inv.email,
    'interview_title', i.title,
    'company_name', w.name
  )
  from public.interview_consents c
  join public.invitations inv on inv.id = c.invitation_id
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where p_token ~ '^[A-Za-z0-9_-]{22}$' and c.receipt_token = p_token
$$;
comment on function public.get_consent_receipt(text) is 'A consent receipt by its secret token; null for any other token.';

create function public.request_from_candidate(p_token text, p_kind public.candidate_request_kind, p_reason text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview_status public.interview_status;
  reason text := btrim(coalesce(p_reason, ''));
  created public.candidate_requests;
begin
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select i.status into interview_status from public.interviews i where i.id = inv.interview_id;
  if interview_status <> 'ACTIVE' then
    raise exception 'This interview is closed' using errcode = '55000';
  end if;
  if reason = '' or char_length(reason) > 1000 then
    raise exception 'Tell the team why, in up to 1000 characters' using errcode = '22023';
  end if;
  if p_kind = 'EXTENSION' and inv.expires_at > now() + interval '48 hours' then
    raise exception 'You can ask for more time once your deadline is less than 48 hours away' using errcode = '55000';
  end if;
  if p_kind = 'ACCOMMODATION' and inv.expires_at <= now() then
    raise exception 'Your deadline has passed; ask for more time first' using errcode = '55000';
  end if;
  begin
    insert into public.candidate_requests (invitation_id, kind, reason)
    values (inv.id, p_kind, reason)
    returning * into created;
  exception when unique_violation then
    raise exception 'You have already asked; the team will answer you by e-mail' using errcode = '55000';
  end;
  return jsonb_build_object(
    'kind', created.kind, 'status', created.status, 'requested_at', created.requested_at,
    'decided_at', created.decided_at, 'new_deadline', created.new_deadline);
end;
$$;
comment on function public.request_from_candidate(text, public.candidate_request_kind, text) is
  'The holder of an open invite link asks for more time (expired or under 48 hours left) or an accommodation; one pending request per kind.';

create function public.decide_candidate_request(p_request_id uuid, p_approve boolean, p_new_deadline timestamptz)
returns public.candidate_requests
language plpgsql volatile security definer set search_path = ''
as $$
declare
  request public.candidate_requests;
  inv public.invitations;
  reminder_hours integer[];
begin
  select cr.* into request
  from public.candidate_requests cr
  where cr.id = p_request_id
    and ((select private.is_admin()) or cr.invitation_id in (select private.own_invitation_ids()))
  for update;
  if request.id is null then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if request.status <> 'PENDING' then
    raise exception 'This request has already been answered' using errcode = '55000';
  end if;
  select * into inv from public.invitations where id = request.invitation_id for update;
  if p_approve and inv.status not in ('PENDING', 'STARTED') then
    raise exception 'The candidate has already finished or the invitation was cancelled' using errcode = '55000';
  end if;

  if p_approve and request.kind = 'EXTENSION' then
    if p_new_deadline is null then
      raise exception 'Choose the new deadline' using errcode = '22023';
    end if;
    if p_new_deadline <= now() then
      raise exception 'The deadline must be in the future' using errcode = '22023';
    end if;
    if p_new_deadline > now() + interval '365 days' then
      raise exception 'The deadline must be within 365 days' using errcode = '22023';
    end if;
    update public.invitations set expires_at = p_new_deadline where id = inv.id;
    -- Reminders start over for the new deadline; moments already past under it are not sent late.
    select i.reminder_hours into reminder_hours from public.interviews i where i.id = inv.interview_id;
    delete from public.invitation_reminders where invitation_id = inv.id;
    insert into public.invitation_reminders (invitation_id, hours_before, due_at, skipped)
    select inv.id, h.hours, p_new_deadline - make_interval(hours => h.hours), true
    from unnest(reminder_hours) as h(hours)
    where p_new_deadline - make_interval(hours => h.hours) <= now();
  elsif p_new_deadline is not null then
    raise exception 'Only an approved request for more time takes a new deadline' using errcode = '22023';
  end if;

  update public.candidate_requests
  set status = case when p_approve then 'APPROVED' else 'DECLINED' end::public.candidate_request_status,
      decided_by = (select auth.uid()),
      decided_at = now(),
      new_deadline = case when p_approve and request.kind = 'EXTENSION' then p_new_deadline end
  where id = request.id
  returning * into request;
  perform private.enqueue_job('send_request_decision', jsonb_build_object('request_id', request.id),
                              'request-decision:' || request.id, 5);
  return request;
end;
$$;
comment on function public.decide_candidate_request(uuid, boolean, timestamptz) is
  'A manager of the interview (or an admin) approves or declines a pending request once; an approved extension sets the new deadline. Queues the candidate''s e-mail.';

-- Triggers ----------------------------------------------------------------------------------------
create function private.queue_completion_receipt()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_receipt', jsonb_build_object('invitation_id', new.id), 'receipt:' || new.id, 5);
  return new;
end;
$$;
comment on function private.queue_completion_receipt() is
  'Queues the candidate''s completion receipt when an invitation becomes COMPLETED.';
create trigger invitations_queue_completion_receipt
  after update of status on public.invitations
  for each row when (new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED')
  execute function private.queue_completion_receipt();

-- The last line: whoever writes (the worker, the service role, a future route), an answer of a
-- candidate who declined never gets a transcript or an analysis, nor a place in the queue.
create function private.refuse_declined_ai_analysis() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if ((new.transcription is not null and new.transcription is distinct from old.transcription)
      or (new.ai_insights is not null and new.ai_insights is distinct from old.ai_insights)
      or (new.analysis_status in ('QUEUED', 'PROCESSING') and new.analysis_status is distinct from old.analysis_status))
     and private.ai_analysis_declined(new.invitation_id) then
    raise exception 'AI analysis declined by the candidate' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger responses_refuse_declined_ai_analysis
  before update of transcription, ai_insights, analysis_status on public.responses
  for each row execute function private.refuse_declined_ai_analysis();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.interview_consents to service_role;
grant select on public.interview_consents to authenticated;

grant all on public.candidate_requests to service_role;
grant select on public.candidate_requests to authenticated;

grant execute on function private.is_submitted_take(text) to service_role, authenticated;
grant execute on function private.invitation_id_from_path(text) to service_role;
grant execute on function private.can_upload_response(text) to service_role, authenticated;
grant execute on function public.get_interview_by_token(text) to service_role, anon, authenticated;
grant execute on function public.complete_interview(text) to service_role, authenticated;
grant execute on function private.take_number_from_path(text) to service_role;
grant execute on function public.submit_answer(text, uuid, text, text) to service_role, authenticated;
grant execute on function public.request_from_candidate(text, public.candidate_request_kind, text) to service_role, anon, authenticated;
grant execute on function public.decide_candidate_request(uuid, boolean, timestamp with time zone) to service_role, authenticated;
grant execute on function private.can_write_take(text) to service_role, authenticated;
grant execute on function public.give_consent(text, text, boolean) to authenticated;
grant execute on function public.get_take_notice(text) to anon, authenticated;
grant execute on function public.get_consent_receipt(text) to anon, authenticated;
grant execute on function public.start_interview(text) to service_role, authenticated;

-- supabase/schemas/70-reviews-and-evaluation.sql
-- Reviewing and evaluating a candidate. Scorecards: an interview's competencies, each with what it
-- means and an anchored 1-5 scale, and the competencies each question evaluates. Independent
-- ratings: every member who reviews a completed interview rates each answer on its question's
-- competencies (1-5, with a note) and then submits; until they have submitted for a candidate, a
-- member sees only their own ratings of that candidate, after, everyone else's submitted ones (the
-- database enforces it, so no route can leak an opinion early); every version is kept. Decisions
-- (by a person who manages the interview, never by the AI) and a comment thread. Blind review
-- ("Candidate N" until the member has submitted). Read-only shared links for someone outside the
-- workspace, every opening logged. One feedback note to the candidate after a decision.

-- Types -------------------------------------------------------------------------------------------
-- Decisions and comments on a candidate (issue #18). A decision (advance, hold or reject, with a
-- reason) is made by a person who manages the interview (OWNER, RECRUITER), never by the AI; every
-- decision is kept, the newest is the candidate's. Comments are a thread every member who sees the
-- candidate reads and writes.
create type public.candidate_decision as enum ('ADVANCE', 'HOLD', 'REJECT');

-- The rule of scorecard_competencies.anchors: five sentences, none blank, none over 300
-- characters (a check constraint cannot hold a subquery).
create function private.anchors_are_valid(p_anchors text[])
returns boolean
language sql immutable set search_path = ''
as $$
  select cardinality(p_anchors) = 5
    and array_position(p_anchors, null) is null
    and coalesce((select bool_and(char_length(btrim(a)) between 1 and 300) from unnest(p_anchors) a), false)
$$;

-- Tables ------------------------------------------------------------------------------------------
create table public.scorecard_competencies (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  position integer not null check (position between 1 and 20),
  name text not null check (char_length(btrim(name)) between 1 and 100 and name = btrim(name)),
  description text not null default '' check (char_length(description) <= 1000),
  anchors text[] not null check (private.anchors_are_valid(anchors)),
  created_at timestamptz not null default now(),
  constraint scorecard_competencies_position_key unique (interview_id, position) deferrable initially deferred
);
comment on table public.scorecard_competencies is 'A competency of an interview''s scorecard, rated 1-5 on its anchored scale.';
comment on column public.scorecard_competencies.anchors is 'What a 1, 2, 3, 4 and 5 mean: one sentence per level, in order.';
alter table public.scorecard_competencies enable row level security;

create table public.question_competencies (
  question_id uuid not null references public.questions (id) on delete cascade,
  competency_id uuid not null references public.scorecard_competencies (id) on delete cascade,
  primary key (question_id, competency_id)
);
comment on table public.question_competencies is 'Which competencies a question evaluates; each answer to it is rated on them.';
alter table public.question_competencies enable row level security;

-- Independent ratings: every member who reviews a completed interview rates each answer
-- on the competencies its question evaluates (1-5, with a note) and then submits. Until they have
-- submitted for a candidate, a member sees only their own ratings of that candidate; after, they
-- see the submitted ratings of everyone else. The database enforces it (ratings_select), so no
-- route can leak an opinion early. Ratings can be edited after submitting; every version is kept
-- in rating_history.
create table public.ratings (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  response_id uuid not null references public.responses (id) on delete cascade,
  competency_id uuid not null references public.scorecard_competencies (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null check (score between 1 and 5),
  note text not null default '' check (char_length(note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ratings_one_per_rater unique (response_id, competency_id, rater_id)
);
comment on table public.ratings is 'One member''s 1-5 rating of one answer on one competency, with a note.';
alter table public.ratings enable row level security;

create table public.rating_submissions (
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  submitted_at timestamptz not null default now(),
  primary key (invitation_id, rater_id)
);
comment on table public.rating_submissions is
  'A member has submitted their ratings of a candidate: from then on they see the others'' submitted ratings (and, in a blind interview, who the candidate is).';
alter table public.rating_submissions enable row level security;

create table public.rating_history (
  id bigint generated always as identity primary key,
  rating_id uuid not null references public.ratings (id) on delete cascade,
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  rater_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null,
  note text not null,
  recorded_at timestamptz not null default now()
);
comment on table public.rating_history is 'Every version of every rating, oldest first, written by a trigger.';
alter table public.rating_history enable row level security;

create table public.candidate_decisions (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  decision public.candidate_decision not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 2000),
  decided_by uuid references public.profiles (id) on delete set null default auth.uid(),
  decided_at timestamptz not null default now()
);
comment on table public.candidate_decisions is 'Every decision about a candidate, with who and when; the newest is the current one.';
comment on column public.candidate_decisions.decided_by is 'Who decided; null once their account is deleted.';
alter table public.candidate_decisions enable row level security;

create table public.candidate_comments (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null default auth.uid(),
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);
comment on table public.candidate_comments is 'The workspace''s thread about one candidate.';
comment on column public.candidate_comments.author_id is 'Who wrote it; null once their account is deleted.';
alter table public.candidate_comments enable row level security;

-- Sharing one candidate's answers with a hiring manager outside the workspace: a
-- read-only link /shared/{token} that expires (1 to 30 days) and can be revoked; every opening is
-- logged. The page is read without an account, through public.open_review_share (a security
-- definer function that checks the token, logs the opening and answers only that candidate).
create table public.review_shares (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (token ~ '^[A-Za-z0-9_-]{22}$'),
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint review_shares_lifetime check (
    expires_at >= created_at + interval '1 day' - interval '1 minute'
    and expires_at <= created_at + interval '30 days' + interval '1 minute'
  )
);
comment on table public.review_shares is 'A read-only link to one candidate''s answers and transcripts for someone outside the workspace.';
comment on column public.review_shares.token is '128-bit random, URL-safe; the link''s secret.';
alter table public.review_shares enable row level security;

create table public.review_share_openings (
  id bigint generated always as identity primary key,
  share_id uuid not null references public.review_shares (id) on delete cascade,
  opened_at timestamptz not null default now(),
  user_agent text check (char_length(user_agent) <= 500)
);
comment on table public.review_share_openings is 'Every time a shared link was opened.';
alter table public.review_share_openings enable row level security;

-- Feedback to the candidate: after a decision, a manager of the interview may send the candidate
-- one short note, drafted from the ratings' notes if they like and always written and approved by
-- a person. The candidate reads it in the portal and gets it by e-mail (send_feedback, queued in
-- the same transaction; the worker renders and sends it once).
create table public.candidate_feedback (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  body text not null constraint candidate_feedback_body_check check (char_length(btrim(body)) between 1 and 2000),
  sent_by uuid default auth.uid() references public.profiles (id) on delete set null,
  sent_at timestamptz not null default now(),
  outbox_id uuid references public.mail_outbox (id) on delete set null
);
comment on table public.candidate_feedback is
  'The one feedback note a candidate gets after a decision, written by a person (issue #20).';
alter table public.candidate_feedback enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create unique index scorecard_competencies_name_key on public.scorecard_competencies (interview_id, lower(name));

create index question_competencies_competency_idx on public.question_competencies (competency_id);

create index ratings_invitation_rater_idx on public.ratings (invitation_id, rater_id);

create index ratings_rater_idx on public.ratings (rater_id);

create index ratings_competency_idx on public.ratings (competency_id);

create index rating_submissions_rater_idx on public.rating_submissions (rater_id);

create index rating_history_rating_idx on public.rating_history (rating_id, recorded_at);

create index rating_history_invitation_rater_idx on public.rating_history (invitation_id, rater_id);

create index candidate_decisions_invitation_idx on public.candidate_decisions (invitation_id, decided_at desc);

create index candidate_decisions_decided_by_idx on public.candidate_decisions (decided_by);

create index candidate_comments_invitation_idx on public.candidate_comments (invitation_id, created_at);

create index candidate_comments_author_idx on public.candidate_comments (author_id);

create index review_shares_invitation_idx on public.review_shares (invitation_id, created_at desc);

create index review_shares_created_by_idx on public.review_shares (created_by);

create index review_share_openings_share_idx on public.review_share_openings (share_id, opened_at desc);

create index candidate_feedback_sent_by_idx on public.candidate_feedback (sent_by);

create index candidate_feedback_outbox_id_idx on public.candidate_feedback (outbox_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.visible_competency_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select c.id from public.scorecard_competencies c
  where c.interview_id in (select private.visible_interview_ids())
$$;
comment on function private.visible_competency_ids() is 'Competencies of interviews of the caller''s workspaces.';

create function private.managed_competency_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select c.id from public.scorecard_competencies c
  where c.interview_id in (select private.own_interview_ids())
$$;
comment on function private.managed_competency_ids() is 'Competencies of interviews the caller manages (OWNER, RECRUITER).';

create function private.ratable_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  where inv.id in (select private.reviewable_invitation_ids()) and inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.ratable_invitation_ids() is
  'Completed (or reviewed) invitations of the caller''s workspaces: the candidates they may rate, comment on and see decisions of.';

create function private.decidable_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  where inv.id in (select private.own_invitation_ids()) and inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.decidable_invitation_ids() is
  'Completed (or reviewed) invitations of interviews the caller manages (OWNER, RECRUITER): the candidates they may decide about.';

-- Whether the caller may see who the candidate of an invitation is in a review payload: the
-- interview is not blind, or the caller has submitted their ratings of the candidate.
create function private.candidate_identity_visible(p_invitation_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select not i.anonymous_review
    or exists (
      select 1 from public.rating_submissions s
      where s.invitation_id = p_invitation_id and s.rater_id = (select auth.uid())
    )
  from public.invitations inv join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation_id
$$;
comment on function private.candidate_identity_visible(uuid) is
  'True unless the invitation''s interview is blind and the caller has not yet submitted ratings of the candidate.';

create function private.managed_share_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select s.id from public.review_shares s where s.invitation_id in (select private.decidable_invitation_ids())
$$;
comment on function private.managed_share_ids() is 'Shared links of candidates the caller manages.';

-- Another's rating is seen once both have submitted for a COMPLETED or REVIEWED candidate of a
-- workspace the caller still belongs to. Asked about one rating at a time: a set of every
-- submission of every candidate the caller had submitted for cost 4,000 rows for a reviewer of
-- 2,000 candidates, on every read of one candidate's ratings.
create function private.rating_is_revealed(p_invitation_id uuid, p_rater_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.rating_submissions mine
    join public.rating_submissions theirs on theirs.invitation_id = mine.invitation_id and theirs.rater_id = p_rater_id
    join public.invitations inv on inv.id = mine.invitation_id
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = mine.rater_id
    where mine.invitation_id = p_invitation_id and mine.rater_id = (select auth.uid())
      and inv.status in ('COMPLETED', 'REVIEWED')
  )
$$;
comment on function private.rating_is_revealed(uuid, uuid) is
  'Whether the caller sees a rater''s ratings of a candidate: both have submitted for it, and the caller may still rate it.';

-- Whether someone has decided about the candidate: feedback comes after a decision.
create function private.has_decision(p_invitation uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select from public.candidate_decisions d where d.invitation_id = p_invitation)
$$;

-- Policies ----------------------------------------------------------------------------------------
-- SELECT: members of the interview's workspace; admins.
create policy scorecard_competencies_select on public.scorecard_competencies
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.visible_interview_ids()));

-- INSERT, UPDATE, DELETE: those who manage the interview; admins.
create policy scorecard_competencies_insert on public.scorecard_competencies
  for insert to authenticated
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create policy scorecard_competencies_update on public.scorecard_competencies
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create policy scorecard_competencies_delete on public.scorecard_competencies
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

create policy question_competencies_select on public.question_competencies
  for select to authenticated
  using ((select private.is_admin()) or competency_id in (select private.visible_competency_ids()));

create policy question_competencies_insert on public.question_competencies
  for insert to authenticated
  with check ((select private.is_admin()) or competency_id in (select private.managed_competency_ids()));

create policy question_competencies_delete on public.question_competencies
  for delete to authenticated
  using ((select private.is_admin()) or competency_id in (select private.managed_competency_ids()));

-- SELECT(ratings): one's own; others' submitted ratings once one has submitted for that candidate;
-- admins all. rating_is_revealed() is asked about the row at hand (two primary-key lookups), and
-- only for others' ratings: one's own pass on rater_id first.
create policy ratings_select on public.ratings
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or private.rating_is_revealed(invitation_id, rater_id)
  );

-- INSERT, UPDATE(ratings): one's own, of a candidate one may rate. No DELETE but an admin's: a
-- rating is edited, never taken back unseen.
create policy ratings_insert on public.ratings
  for insert to authenticated
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));

create policy ratings_update on public.ratings
  for update to authenticated
  using (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()))
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));

create policy ratings_delete on public.ratings
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(rating_submissions): who has submitted for a candidate is seen by everyone who may rate it
-- (it shows no opinion); INSERT one's own; no UPDATE; DELETE by admins.
create policy rating_submissions_select on public.rating_submissions
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));

create policy rating_submissions_insert on public.rating_submissions
  for insert to authenticated
  with check (rater_id = (select auth.uid()) and invitation_id in (select private.ratable_invitation_ids()));

create policy rating_submissions_delete on public.rating_submissions
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(rating_history): as the ratings it records.
create policy rating_history_select on public.rating_history
  for select to authenticated
  using (
    rater_id = (select auth.uid())
    or (select private.is_admin())
    or private.rating_is_revealed(invitation_id, rater_id)
  );

-- SELECT(candidate_decisions): members who see the candidate; admins.
create policy candidate_decisions_select on public.candidate_decisions
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));

-- INSERT: OWNERs and RECRUITERs of the interview, in their own name; admins. No UPDATE: a new
-- decision is a new row. DELETE: admins.
create policy candidate_decisions_insert on public.candidate_decisions
  for insert to authenticated
  with check (
    decided_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
  );

create policy candidate_decisions_delete on public.candidate_decisions
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(candidate_comments): members who see the candidate; admins. INSERT: the same, in their own
-- name. DELETE: the author, or an admin. No UPDATE.
create policy candidate_comments_select on public.candidate_comments
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()));

create policy candidate_comments_insert on public.candidate_comments
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.ratable_invitation_ids()))
  );

create policy candidate_comments_delete on public.candidate_comments
  for delete to authenticated
  using ((select private.is_admin()) or author_id = (select auth.uid()));

-- SELECT, INSERT, UPDATE (revoke) of shares: those who manage the candidate's interview (OWNER,
-- RECRUITER) in their own name; admins. No DELETE but an admin's: the log stays.
create policy review_shares_select on public.review_shares
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()));

create policy review_shares_insert on public.review_shares
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
  );

create policy review_shares_update on public.review_shares
  for update to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
  with check ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()));

create policy review_shares_delete on public.review_shares
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(review_share_openings): as the share; written only by open_review_share.
create policy review_share_openings_select on public.review_share_openings
  for select to authenticated
  using ((select private.is_admin()) or share_id in (select private.managed_share_ids()));

-- The team that may see the candidate reads it, and so does the candidate; those who may decide
-- write it once, in their own name, after a decision. Nobody changes it.
create policy candidate_feedback_select on public.candidate_feedback for select to authenticated
  using (
    (select private.is_admin())
    or invitation_id in (select private.ratable_invitation_ids())
    or invitation_id in (select private.invitee_invitation_ids())
  );

create policy candidate_feedback_insert on public.candidate_feedback for insert to authenticated
  with check (
    sent_by = (select auth.uid())
    and ((select private.is_admin()) or invitation_id in (select private.decidable_invitation_ids()))
    and private.has_decision(invitation_id)
  );

-- Functions ---------------------------------------------------------------------------------------
-- Opening a shared link: public.open_review_share checks the token, logs the opening
-- and answers exactly what the read-only page may show of that one candidate: the interview's
-- title, the workspace's brand, the candidate (by name, or only by number when the interview is
-- blind: the outside viewer never submits ratings, so identity stays hidden), and each answer's
-- question, text, transcript and the names of its playable renditions (in a blind interview only
-- the speech track: no face). No ratings, AI analysis, comments, decisions or other candidates.
-- An unknown, revoked or expired token answers null and logs nothing.
create function public.open_review_share(p_token text, p_user_agent text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_share public.review_shares;
begin
  select * into v_share from public.review_shares s
  where s.token = p_token and s.revoked_at is null and s.expires_at > now();
  if not found then
    return null;
  end if;
  insert into public.review_share_openings (share_id, user_agent)
  values (v_share.id, nullif(left(btrim(coalesce(p_user_agent, '')), 500), ''));
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'expires_at', v_share.expires_at,
      'anonymous_review', i.anonymous_review,
      'candidate_number', inv.candidate_number,
      'candidate_name', case when i.anonymous_review then null
                             else btrim(inv.first_name || ' ' || inv.last_name) end,
      'interview_title', i.title,
      'workspace', jsonb_build_object('name', w.name, 'logo_path', w.logo_path, 'brand_color', w.brand_color),
      'answers', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'order_number', q.order_number,
                 'question_text', q.text,
                 'response_format', q.response_format,
                 'response_text', r.response_text,
                 'transcription', r.transcription,
                 'transcript_segments', r.transcript_segments,
                 'recording_ready', m.status = 'READY',
                 'duration_seconds', m.duration_seconds,
                 'has_video', m.has_video and not i.anonymous_review,
                 'seekable_path', case when i.anonymous_review then null else m.seekable_path end,
                 'playback_path', case when i.anonymous_review then null else m.playback_path end,
                 'poster_path', case when i.anonymous_review then null else m.poster_path end,
                 'speech_path', case when i.anonymous_review then m.speech_path end
               ) order by q.order_number)
        from public.responses r
        join public.questions q on q.id = r.question_id
        left join public.recording_media m on m.response_id = r.id
        where r.invitation_id = inv.id), '[]'::jsonb)
    )
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspaces w on w.id = i.workspace_id
    where inv.id = v_share.invitation_id
  );
end;
$$;
comment on function public.open_review_share(text, text) is
  'A shared link opened: logs it and answers the read-only view of that one candidate; null for an unknown, revoked or expired token.';

-- Triggers ----------------------------------------------------------------------------------------
-- A question and a competency of different interviews cannot be linked.
create function private.check_question_competency()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (select q.interview_id from public.questions q where q.id = new.question_id)
     is distinct from (select c.interview_id from public.scorecard_competencies c where c.id = new.competency_id) then
    raise exception 'A question can only be linked to a competency of its own interview'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger question_competencies_same_interview
  before insert or update on public.question_competencies
  for each row execute function private.check_question_competency();

-- A rating names an answer of its invitation and a competency its question is linked to.
create function private.check_rating_target()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    where r.id = new.response_id and r.invitation_id = new.invitation_id and qc.competency_id = new.competency_id
  ) then
    raise exception 'This answer is not rated on that competency' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and (new.invitation_id, new.response_id, new.competency_id, new.rater_id)
       is distinct from (old.invitation_id, old.response_id, old.competency_id, old.rater_id) then
    raise exception 'Only the score and the note of a rating can change' using errcode = '23514';
  end if;
  new.updated_at := case when tg_op = 'INSERT' then new.created_at else now() end;
  return new;
end;
$$;
create trigger ratings_check_target
  before insert or update on public.ratings
  for each row execute function private.check_rating_target();

-- A submission needs a rating of every competency of every answer (none when there is no scorecard).
create function private.check_rating_submission()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (
    select 1 from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    where r.invitation_id = new.invitation_id
      and not exists (
        select 1 from public.ratings ra
        where ra.response_id = r.id and ra.competency_id = qc.competency_id and ra.rater_id = new.rater_id
      )
  ) then
    raise exception 'Rate every competency of every answer before submitting' using errcode = '23514';
  end if;
  return new;
end;
$$;
-- After the insert: whether a submission is complete is checked once the row has passed the
-- caller's access rule, so someone who may not rate the candidate is refused as such and learns
-- nothing about its answers.
create trigger rating_submissions_complete
  after insert on public.rating_submissions
  for each row execute function private.check_rating_submission();

-- A competency that has ratings cannot be removed from a scorecard: the ratings would
-- go with it (ratings.competency_id cascades), and raters' submitted work would vanish from the
-- candidate's evaluation. Removing the whole interview still removes everything: the interview row
-- is gone by the time its cascade reaches the competencies.
create function private.refuse_rated_competency_delete()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select from public.interviews i where i.id = old.interview_id)
     and exists (select from public.ratings r where r.competency_id = old.id) then
    raise exception 'This competency has ratings and cannot be removed'
      using errcode = '55000';
  end if;
  return old;
end;
$$;
create trigger scorecard_competencies_keep_rated
  before delete on public.scorecard_competencies
  for each row execute function private.refuse_rated_competency_delete();

-- A competency stays in its interview: moving it to another interview the caller also manages
-- would leave its question links and ratings pointing across interviews.
create function private.keep_competency_interview()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.interview_id is distinct from old.interview_id then
    raise exception 'A competency cannot move to another interview' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger scorecard_competencies_keep_interview
  before update on public.scorecard_competencies
  for each row execute function private.keep_competency_interview();

-- A revoked link stays revoked, revoked at the time it was: revoked_at is the only column a
-- manager may update, and setting it back to null (or to a later date) would reopen the link.
create function private.keep_share_revocation()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
  elsif new.revoked_at is not null then
    new.revoked_at := now();
  end if;
  return new;
end;
$$;
create trigger review_shares_keep_revocation
  before update on public.review_shares
  for each row execute function private.keep_share_revocation();

create function private.queue_feedback_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('send_feedback', jsonb_build_object('invitation_id', new.invitation_id),
                              'feedback:' || new.invitation_id, 5);
  return null;
end
$$;
create trigger candidate_feedback_queue_email after insert on public.candidate_feedback
  for each row execute function private.queue_feedback_email();

-- Until its rater submits, a rating is a draft: the form saves a score when it is chosen and its
-- note when the field is left, and those steps are not edits anyone should see as "Edited". A draft
-- keeps one version, which follows it; from the submission on, every change is a new version, so
-- "Edited" (more than one version) means changed after submitting (issue #33, item 19).
create function private.record_rating_history()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.score, new.note) is not distinct from (old.score, old.note) then
    return null;
  end if;
  if tg_op = 'UPDATE' and not exists (
    select 1 from public.rating_submissions s
    where s.invitation_id = new.invitation_id and s.rater_id = new.rater_id
  ) then
    update public.rating_history
    set score = new.score, note = new.note, recorded_at = now()
    where rating_id = new.id;
    if found then
      return null;
    end if;
  end if;
  insert into public.rating_history (rating_id, invitation_id, rater_id, score, note)
  values (new.id, new.invitation_id, new.rater_id, new.score, new.note);
  return null;
end;
$$;
create trigger ratings_record_history
  after insert or update on public.ratings
  for each row execute function private.record_rating_history();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.scorecard_competencies to service_role;
grant select, insert, update, delete on public.scorecard_competencies to authenticated;

grant all on public.question_competencies to service_role;
grant select, insert, delete on public.question_competencies to authenticated;

-- Times and authors are the database's, not the caller's: a decision could otherwise be backdated
-- or dated in the future (the newest decision is the candidate's, so one dated 2099 would stay
-- current for ever), and a comment, rating or submission could claim any time. Callers insert only
-- the columns they choose; ids, times and (where it defaults) the author are set by the database.
grant all on public.ratings to service_role;
grant select, delete on public.ratings to authenticated;
grant insert (invitation_id, response_id, competency_id, rater_id, score, note)
  on public.ratings to authenticated;
grant update (score, note) on public.ratings to authenticated;

grant all on public.rating_submissions to service_role;
grant select, delete on public.rating_submissions to authenticated;
grant insert (invitation_id, rater_id) on public.rating_submissions to authenticated;

grant all on public.rating_history to service_role;
grant select on public.rating_history to authenticated;

grant all on public.candidate_decisions to service_role;
grant select, delete on public.candidate_decisions to authenticated;
grant insert (invitation_id, decision, reason, decided_by) on public.candidate_decisions to authenticated;

grant all on public.candidate_comments to service_role;
grant select, delete on public.candidate_comments to authenticated;
grant insert (invitation_id, author_id, body) on public.candidate_comments to authenticated;

grant all on public.review_shares to service_role;
grant select, delete on public.review_shares to authenticated;
grant insert (invitation_id, expires_at) on public.review_shares to authenticated;
grant update (revoked_at) on public.review_shares to authenticated;

grant all on public.review_share_openings to service_role;
grant select on public.review_share_openings to authenticated;

grant all on public.candidate_feedback to service_role;
grant select on public.candidate_feedback to authenticated;
grant insert (invitation_id, body) on public.candidate_feedback to authenticated;

grant execute on function public.open_review_share(text, text) to service_role, anon, authenticated;
grant execute on function private.visible_competency_ids() to service_role, authenticated;
grant execute on function private.managed_competency_ids() to service_role, authenticated;
grant execute on function private.ratable_invitation_ids() to service_role, authenticated;
grant execute on function private.decidable_invitation_ids() to service_role, authenticated;
grant execute on function private.managed_share_ids() to service_role, authenticated;
grant execute on function private.rating_is_revealed(uuid, uuid) to service_role, authenticated;
grant execute on function private.anchors_are_valid(text[]) to service_role, authenticated;
grant execute on function private.candidate_identity_visible(uuid) to service_role, authenticated;
grant execute on function private.has_decision(uuid) to authenticated;

-- supabase/schemas/75-candidate-portal.sql
-- The candidate portal: the candidate's own invitations and feedback, their data rights ("Delete
-- my data" per interview or for the whole account, carried out at once, and "Download my data"),
-- the retention job's purge of what one invitation holds about its candidate, and the voluntary
-- self-identification with the fairness report built on it. The api runs the candidate's functions
-- as the candidate; each checks the invitation is addressed to the caller
-- (private.invitee_invitation_ids), so nobody reaches another person's interview.

-- Types -------------------------------------------------------------------------------------------
-- The fairness report: a candidate may say, voluntarily, their sex and their race/ethnicity for an
-- interview; per interview, owners see how often each group was advanced.
--
-- The categories are those NYC Local Law 144 of 2021 (Admin. Code §§ 20-870 to 20-874) bias
-- audits use: the DCWP rules (6 RCNY § 5-300, "category"; § 5-301) name the sex and race/ethnicity
-- categories of the EEO-1 Component 1 report, and § 5-301(a) asks for selection rates and impact
-- ratios per sex, per race/ethnicity and per intersection of the two. Sex: Male, Female.
-- Race/ethnicity: Hispanic or Latino; White; Black or African American; Native Hawaiian or Other
-- Pacific Islander; Asian; Native American or Alaska Native; Two or More Races (each but the first
-- "not Hispanic or Latino"). Each question also takes "prefer not to say": the rules count such
-- candidates as of an unknown category (§ 5-301(a)(4)), reported but left out of the impact ratios.
-- The rules let an auditor leave out of the impact ratios a category under 2% of the data
-- (§ 5-301(d)); per interview the groups are small, so the report leaves out (and hides the
-- numbers of) every group under a fixed minimum size instead (_shared/fairness/impact-ratios.ts).
create type private.self_id_sex as enum ('MALE', 'FEMALE', 'PREFER_NOT_TO_SAY');

create type private.self_id_race_ethnicity as enum (
  'HISPANIC_OR_LATINO',
  'WHITE',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'ASIAN',
  'NATIVE_AMERICAN_OR_ALASKA_NATIVE',
  'TWO_OR_MORE_RACES',
  'PREFER_NOT_TO_SAY'
);

-- Tables ------------------------------------------------------------------------------------------
-- Stored apart: the answers sit in the private schema, which grants no table to anyone, and RLS
-- without a single policy stands behind that. No reviewer, recruiter, owner, admin or worker
-- reads a row; the AI analysis reads responses only. The candidate reaches their own answers
-- through the functions below, and the report reads them only as counts per group.
create table private.candidate_self_identifications (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  sex private.self_id_sex not null,
  race_ethnicity private.self_id_race_ethnicity not null,
  updated_at timestamptz not null default now()
);
comment on table private.candidate_self_identifications is
  'A candidate''s voluntary self-identification for one interview (LL144 categories); read only as counts (issue #20).';
alter table private.candidate_self_identifications enable row level security;

-- The fairness report is taken once, when its interview first closes. Read live, it could be read
-- back into one person: an owner advanced one candidate, re-read the report, saw which group's
-- "selected" rose, and undid the decision; a candidate completing between two reads did the same
-- for "applicants". Small-group suppression does not help against such differences. So the counts
-- are computed once, when the interview is first CLOSED (or ARCHIVED without closing), and kept:
-- before that there is no report, and afterwards nothing an owner does (a decision, a reopening
-- and closing again, a late completion, a withdrawn answer) changes it, so there is nothing to
-- compare. The decisions it counted are final from then on, so the report stays the team's real
-- outcome rather than one that could be edited away. Only counts are kept, and which invitations
-- were counted (to hold their decisions final); no answer is copied (docs/architecture.md §7).
create table private.fairness_snapshots (
  interview_id uuid primary key references public.interviews (id) on delete cascade,
  frozen_at timestamptz not null default now()
);
comment on table private.fairness_snapshots is
  'When an interview''s fairness report was taken: once, at its first close (issue #33).';
alter table private.fairness_snapshots enable row level security;

create table private.fairness_snapshot_cells (
  interview_id uuid not null references private.fairness_snapshots (interview_id) on delete cascade,
  sex private.self_id_sex,
  race_ethnicity private.self_id_race_ethnicity,
  applicants integer not null check (applicants > 0),
  selected integer not null check (selected between 0 and applicants)
);
comment on table private.fairness_snapshot_cells is
  'The counts of a taken fairness report per sex x race/ethnicity (null: no answer); never recomputed.';
alter table private.fairness_snapshot_cells enable row level security;

create table private.fairness_snapshot_invitations (
  invitation_id uuid primary key references public.invitations (id) on delete cascade,
  interview_id uuid not null references private.fairness_snapshots (interview_id) on delete cascade
);
comment on table private.fairness_snapshot_invitations is
  'The applicants a taken fairness report counted: their decisions are final (issue #33).';
alter table private.fairness_snapshot_invitations enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index fairness_snapshot_cells_interview_idx on private.fairness_snapshot_cells (interview_id);

-- Private helpers ---------------------------------------------------------------------------------
-- Every stored object of the invitation's candidate answers: the recordings (taken or discarded)
-- and the renditions the worker made of them.
create function private.invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'responses' and o.name like p_invitation::text || '/%'
  union all
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'renditions'
    and split_part(o.name, '/', 1) in (
      select m.id::text from public.recording_media m
      join public.responses r on r.id = m.response_id
      where r.invitation_id = p_invitation)
  order by 1, 2
$$;
comment on function private.invitation_stored_objects(uuid) is
  'The storage objects of one invitation''s answers (recordings and renditions), to remove through the Storage API before private.purge_invitation_data.';

-- Applicants are those who completed the interview; selected, those whose newest decision is
-- ADVANCE. A report already taken is left as it is.
create function private.take_fairness_report(p_interview uuid) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.fairness_snapshots (interview_id) values (p_interview)
  on conflict (interview_id) do nothing;
  if not found then
    return;
  end if;
  insert into private.fairness_snapshot_invitations (invitation_id, interview_id)
    select inv.id, p_interview from public.invitations inv
    where inv.interview_id = p_interview and inv.status in ('COMPLETED', 'REVIEWED');
  insert into private.fairness_snapshot_cells (interview_id, sex, race_ethnicity, applicants, selected)
    select p_interview, s.sex, s.race_ethnicity, count(*)::integer,
           (count(*) filter (where current_decision.decision = 'ADVANCE'))::integer
    from private.fairness_snapshot_invitations counted
    left join private.candidate_self_identifications s on s.invitation_id = counted.invitation_id
    left join lateral (
      select d.decision from public.candidate_decisions d
      where d.invitation_id = counted.invitation_id
      order by d.decided_at desc, d.id desc
      limit 1
    ) current_decision on true
    where counted.interview_id = p_interview
    group by s.sex, s.race_ethnicity;
end
$$;

-- Who reads the report: the owners of the interview's workspace and admins; everyone else is refused.
create function private.require_fairness_reader(p_interview uuid) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (
    (select private.is_admin())
    or exists (select from public.interviews iv
               where iv.id = p_interview and iv.workspace_id in (select private.owned_workspace_ids()))
  ) then
    raise exception 'Only the owners of the interview''s workspace see its fairness report'
      using errcode = '42501';
  end if;
end
$$;

-- Functions ---------------------------------------------------------------------------------------
-- The portal's rows with the interview's title, the workspace's name, logo and colour, and when
-- the answers will be deleted, which the candidate cannot read from those tables themselves.
create function public.list_my_invitations()
returns table (
  id uuid,
  status public.invitation_status,
  unique_link_token text,
  interview_title text,
  company_name text,
  workspace_logo_path text,
  workspace_brand_color text,
  created_at timestamptz,
  expires_at timestamptz,
  completed_at timestamptz,
  data_deleted_after timestamptz
)
language sql stable security definer set search_path = ''
as $$
  select inv.id, inv.status, inv.unique_link_token, i.title, w.name, w.logo_path, w.brand_color,
         inv.created_at, inv.expires_at, inv.completed_at,
         inv.completed_at + make_interval(days => w.retention_days)
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.id in (select private.invitee_invitation_ids())
  order by inv.created_at desc, inv.id
$$;
comment on function public.list_my_invitations() is
  'The caller''s own invitations as a candidate, newest first, with interview title, the workspace''s name, logo and colour, and when the answers will be deleted.';

-- The candidate's notes with the interview's title and the team's name, which a candidate may not
-- read from those tables themselves (list_my_invitations answers the same way).
create function private.my_feedback()
returns table (invitation_id uuid, interview_title text, company_name text, body text, sent_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select f.invitation_id, i.title, w.name, f.body, f.sent_at
  from public.candidate_feedback f
  join public.invitations inv on inv.id = f.invitation_id
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where f.invitation_id in (select private.invitee_invitation_ids())
  order by f.sent_at desc
$$;

-- The storage objects of one of the caller's invitations (private.invitation_stored_objects), for
-- the api to remove through the Storage API before the purge; refused for any other invitation.
create function private.my_invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  -- Checked here too, so nothing is removed for a deletion the purge would then refuse.
  if private.confirmed_email() is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  return query select o.bucket_id, o.name from private.invitation_stored_objects(p_invitation) o;
end
$$;

-- Deletes the caller's data of one invitation (its objects removed first) and queues the
-- confirmation e-mail, rendered by the api, to the caller's own address. Answers false when it
-- was already deleted.
create function private.delete_my_invitation_data(
  p_invitation uuid, p_subject text, p_html text, p_text text, p_from_name text
) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := private.confirmed_email();
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  if v_email is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  if not private.purge_invitation_data(p_invitation, 'candidate') then
    return false;
  end if;
  if p_subject is not null then
    insert into public.mail_outbox (kind, to_email, from_name, subject, html, text_body)
    values ('DATA_DELETED', v_email, p_from_name, p_subject, p_html, p_text);
  end if;
  return true;
end
$$;

-- The confirmation of a whole account's deletion, queued before the account goes (the address is
-- gone after).
create function private.queue_account_deleted_mail(p_subject text, p_html text, p_text text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := private.confirmed_email();
begin
  if v_email is null then
    raise exception 'Confirm your e-mail address before deleting your data' using errcode = '42501';
  end if;
  insert into public.mail_outbox (kind, to_email, subject, html, text_body)
  values ('DATA_DELETED', v_email, p_subject, p_html, p_text);
end
$$;

-- The storage objects of the caller's video resumes: their files and the renditions made of them.
create function private.my_resume_stored_objects()
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'resumes' and o.name like (select auth.uid())::text || '/%'
  union all
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'renditions'
    and split_part(o.name, '/', 1) in (
      select m.id::text from public.recording_media m
      join public.video_resumes v on v.id = m.video_resume_id
      where v.candidate_id = (select auth.uid()))
  order by 1, 2
$$;

-- Download my data: every row about the caller as a candidate, as JSON. What the candidate cannot
-- read through the policies (the decisions' outcome is not theirs to see) stays out; what is
-- theirs (their answers, transcripts, analyses, requests, feedback, consents and
-- self-identification) is in.
create function private.my_candidate_data()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'first_name', p.first_name,
                                          'last_name', p.last_name, 'created_at', p.created_at)
                from public.profiles p where p.id = (select auth.uid())),
    'invitations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', inv.id, 'interview_title', i.title, 'company_name', w.name,
        'first_name', inv.first_name, 'last_name', inv.last_name, 'email', inv.email,
        'status', inv.status, 'created_at', inv.created_at, 'expires_at', inv.expires_at,
        'started_at', inv.started_at, 'completed_at', inv.completed_at,
        'data_deleted_after', inv.completed_at + make_interval(days => w.retention_days),
        'time_accommodation', inv.time_accommodation, 'extra_attempts', inv.extra_attempts,
        'text_answers_allowed', inv.text_answers_allowed,
        'answers', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', r.id, 'question', q.text, 'response_text', r.response_text, 'media_path', r.media_path,
            'attempts', r.attempts, 'transcription', r.transcription,
            'transcript_segments', r.transcript_segments, 'ai_insights', r.ai_insights,
            'analyzed_at', r.analyzed_at, 'created_at', r.created_at) order by q.order_number)
          from public.responses r join public.questions q on q.id = r.question_id
          where r.invitation_id = inv.id), '[]'::jsonb),
        'requests', coalesce((
          select jsonb_agg(jsonb_build_object('kind', cr.kind, 'reason', cr.reason, 'status', cr.status,
                                              'requested_at', cr.requested_at, 'decided_at', cr.decided_at)
                           order by cr.requested_at)
          from public.candidate_requests cr where cr.invitation_id = inv.id), '[]'::jsonb),
        'feedback', (select jsonb_build_object('body', f.body, 'sent_at', f.sent_at)
                     from public.candidate_feedback f where f.invitation_id = inv.id),
        'consent', (select jsonb_build_object('notice_version', c.notice_version, 'retention_days', c.retention_days,
                                              'ai_analysis_allowed', c.ai_analysis_allowed, 'consented_at', c.consented_at)
                    from public.interview_consents c where c.invitation_id = inv.id),
        'self_identification', (select jsonb_build_object('sex', s.sex, 'race_ethnicity', s.race_ethnicity,
                                                          'updated_at', s.updated_at)
                                from private.candidate_self_identifications s where s.invitation_id = inv.id)
      ) order by inv.created_at desc)
      from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      join public.workspaces w on w.id = i.workspace_id
      where inv.id in (select private.invitee_invitation_ids())), '[]'::jsonb),
    'video_resumes', coalesce((
      select jsonb_agg(to_jsonb(v) order by v.created_at)
      from public.video_resumes v where v.candidate_id = (select auth.uid())), '[]'::jsonb)
  )
$$;

-- The invitations the retention job purges at `p_at`: COMPLETED or REVIEWED, completed at least the
-- workspace's retention_days before, not purged yet.
create function private.invitations_past_retention(p_at timestamptz)
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspaces w on w.id = i.workspace_id
  where inv.status in ('COMPLETED', 'REVIEWED') and inv.data_deleted_at is null
    and inv.completed_at + make_interval(days => w.retention_days) <= p_at
  order by inv.completed_at, inv.id
$$;

-- The purge itself, once per invitation (a second call does nothing). `p_by` says who asked, for
-- the workspace's audit trail: 'retention' or 'candidate'. The event has no actor: the candidate
-- is not named anywhere once their data is gone. The invitation row stays, anonymised, as a
-- statistic of the interview (a number in its lists and counts); everything a person wrote or
-- recorded about the candidate goes. What references an invitation (every foreign key to
-- invitations and responses, and the tables naming one without a key), and what happens to it:
--   responses              deleted: the answers, their transcripts (transcription,
--                          transcript_segments) and AI analyses (ai_insights) are its columns.
--   recording_media        deleted (cascade from responses); its delete trigger queues
--                          remove_renditions, which finds the renditions already removed.
--   ratings, rating_history, rating_submissions
--                          deleted: scores and free-text notes about the candidate.
--   candidate_comments     deleted: reviewers' notes.
--   candidate_feedback     deleted: the note sent to the candidate.
--   candidate_requests     deleted: the candidate's own words (reason).
--   review_shares (+ review_share_openings)
--                          deleted: a shared link must not open an emptied review.
--   mail_outbox            deleted: every e-mail to the candidate holds their address and name.
--   invitation_reminders   deleted: only the schedule of those e-mails.
--   interview_consents, candidate_self_identifications
--                          deleted: the candidate's data too; the fairness report then counts the
--                          candidate no more, like any other deleted answer.
--   candidate_decisions    kept for statistics (the outcome, who decided and when); the reason,
--                          free text about the candidate, is replaced.
--   audit_events           kept: append-only by design (90-audit.sql), and its events name the
--                          invitation by id only, never the candidate.
--   invitations            kept, anonymised: neutral name and e-mail, no candidate_id, a new
--                          link token (the old link opens nothing), the accommodations (which can
--                          reveal a disability) reset; data_deleted_at says when. An invitation
--                          not yet finished is cancelled (PENDING) or closed by its deadline
--                          (STARTED), so no reminder is ever sent to the neutral address.
-- Storage objects (responses/<invitation>/…, renditions/<recording_media.id>/…) are not deleted
-- here: SQL would orphan the files. private.invitation_stored_objects lists them and the caller
-- (the worker, the api) removes them through the Storage API first, then calls the purge.
create function private.purge_invitation_data(p_invitation uuid, p_by text default 'retention')
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_inv public.invitations;
begin
  if p_by not in ('retention', 'candidate') then
    raise exception 'Unknown reason for deleting candidate data: %', p_by using errcode = '22023';
  end if;
  select * into v_inv from public.invitations where id = p_invitation for update;
  if not found or v_inv.data_deleted_at is not null then
    return false;
  end if;

  delete from public.responses where invitation_id = p_invitation;
  delete from public.ratings where invitation_id = p_invitation;
  delete from public.rating_history where invitation_id = p_invitation;
  delete from public.rating_submissions where invitation_id = p_invitation;
  delete from public.candidate_comments where invitation_id = p_invitation;
  delete from public.candidate_feedback where invitation_id = p_invitation;
  delete from public.candidate_requests where invitation_id = p_invitation;
  delete from public.review_shares where invitation_id = p_invitation;
  delete from public.invitation_reminders where invitation_id = p_invitation;
  delete from public.mail_outbox where invitation_id = p_invitation;
  delete from public.interview_consents where invitation_id = p_invitation;
  delete from private.candidate_self_identifications where invitation_id = p_invitation;
  update public.candidate_decisions set reason = 'Deleted with the candidate''s data'
  where invitation_id = p_invitation;

  update public.invitations set
    status = case when status = 'PENDING' then 'CANCELLED'::public.invitation_status else status end,
    expires_at = case when status = 'STARTED'
                      then greatest(least(expires_at, now()), created_at + interval '1 second')
                      else expires_at end,
    first_name = 'Deleted',
    last_name = 'candidate',
    email = 'deleted-candidate@deleted.invalid',
    candidate_id = null,
    unique_link_token = translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_'),
    time_accommodation = 'STANDARD',
    extra_attempts = 0,
    text_answers_allowed = false,
    bulk_key = null,
    data_deleted_at = now()
  where id = p_invitation;

  insert into public.audit_events (workspace_id, action, interview_id, invitation_id, detail)
  select i.workspace_id, 'DELETED', i.id, p_invitation,
         jsonb_build_object('what', 'candidate data', 'by', p_by)
  from public.interviews i where i.id = v_inv.interview_id;
  return true;
end
$$;
comment on function private.purge_invitation_data(uuid, text) is
  'Deletes the answers, transcripts, analyses, ratings, notes, feedback, requests, shares and e-mails of one invitation and anonymises it; remove its storage objects first. Answers false when already done.';

-- A candidate answers for an invitation addressed to them (bound to them, or sent to their
-- confirmed address), and may change or withdraw their answer at any time.
create function private.save_my_self_identification(
  p_invitation uuid,
  p_sex private.self_id_sex,
  p_race_ethnicity private.self_id_race_ethnicity
) returns table (invitation_id uuid, sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
                 updated_at timestamptz)
language plpgsql security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  if p_sex is null or p_race_ethnicity is null then
    raise exception 'Choose an answer for each question, or "Prefer not to say"' using errcode = '22023';
  end if;
  return query
    insert into private.candidate_self_identifications as s (invitation_id, sex, race_ethnicity)
    values (p_invitation, p_sex, p_race_ethnicity)
    on conflict on constraint candidate_self_identifications_pkey
    do update set sex = excluded.sex, race_ethnicity = excluded.race_ethnicity, updated_at = now()
    returning s.invitation_id, s.sex, s.race_ethnicity, s.updated_at;
end
$$;

-- Whether there was an answer to withdraw.
create function private.withdraw_my_self_identification(p_invitation uuid) returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  if p_invitation is null or p_invitation not in (select private.invitee_invitation_ids()) then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  delete from private.candidate_self_identifications s where s.invitation_id = p_invitation;
  return found;
end
$$;

create function private.my_self_identifications()
returns table (invitation_id uuid, sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
               updated_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select s.invitation_id, s.sex, s.race_ethnicity, s.updated_at
  from private.candidate_self_identifications s
  where s.invitation_id in (select private.invitee_invitation_ids())
  order by s.updated_at desc
$$;

-- When the report was taken; null while the interview has not closed yet.
create function private.fairness_report_frozen_at(p_interview uuid) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_fairness_reader(p_interview);
  return (select s.frozen_at from private.fairness_snapshots s where s.interview_id = p_interview);
end
$$;

-- The taken counts; none before the interview has closed (never the live ones).
create function private.fairness_counts(p_interview uuid)
returns table (sex private.self_id_sex, race_ethnicity private.self_id_race_ethnicity,
               applicants integer, selected integer)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_fairness_reader(p_interview);
  return query
    select c.sex, c.race_ethnicity, c.applicants, c.selected
    from private.fairness_snapshot_cells c
    where c.interview_id = p_interview;
end
$$;

-- Triggers ----------------------------------------------------------------------------------------
create function private.freeze_fairness_report() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.take_fairness_report(new.id);
  return null;
end
$$;
create trigger interviews_freeze_fairness_report after insert or update of status on public.interviews
  for each row when (new.status in ('CLOSED', 'ARCHIVED')) execute function private.freeze_fairness_report();

create function private.refuse_decision_after_fairness_report() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select from private.fairness_snapshot_invitations c where c.invitation_id = new.invitation_id) then
    raise exception 'This decision is final: the interview has closed and its fairness report counts it.'
      using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger candidate_decisions_final_after_fairness_report before insert on public.candidate_decisions
  for each row execute function private.refuse_decision_after_fairness_report();

-- Grants ------------------------------------------------------------------------------------------
grant execute on function private.my_self_identifications() to authenticated;
grant execute on function private.my_feedback() to authenticated;
grant execute on function private.queue_account_deleted_mail(text, text, text) to authenticated;
grant execute on function public.list_my_invitations() to authenticated, service_role;
grant execute on function private.my_invitation_stored_objects(uuid) to authenticated;
grant execute on function private.delete_my_invitation_data(uuid, text, text, text, text) to authenticated;
grant execute on function private.my_resume_stored_objects() to authenticated;
grant execute on function private.my_candidate_data() to authenticated;
grant execute on function private.save_my_self_identification(uuid, private.self_id_sex, private.self_id_race_ethnicity) to authenticated;
grant execute on function private.withdraw_my_self_identification(uuid) to authenticated;
grant execute on function private.fairness_counts(uuid) to authenticated;
grant execute on function private.fairness_report_frozen_at(uuid) to authenticated;

-- supabase/schemas/80-public-api.sql
-- The public API (/api/v1): API keys per workspace, and what a request made with one may read and
-- write. An owner creates, names, scopes and revokes keys for the workspace's applicant tracking
-- system. The api makes the key and stores only its SHA-256: nobody reads the hash back (column
-- grants), so a key lost is a key made again; the visible prefix (aik_ and 8 characters) tells the
-- owner which key is which. A request's key is found by the SHA-256 of its bearer token; the api
-- then acts as the role workspace_api with the key's id in its claims, so row-level security
-- decides what the key reaches: its workspace's rows and nothing more. A key revoked mid-request
-- stops there, since every policy asks for a live key. A READ key is refused writes by the database
-- as well as by the api.

-- Types -------------------------------------------------------------------------------------------
create type public.api_key_scope as enum ('READ', 'READ_WRITE');

-- Tables ------------------------------------------------------------------------------------------
create table public.workspace_api_keys (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null constraint workspace_api_keys_name_check check (char_length(btrim(name)) between 1 and 100),
  prefix text not null unique constraint workspace_api_keys_prefix_check check (prefix ~ '^aik_[A-Za-z0-9]{8}$'),
  secret_hash bytea not null unique constraint workspace_api_keys_secret_hash_check check (octet_length(secret_hash) = 32),
  scope public.api_key_scope not null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
comment on table public.workspace_api_keys is
  'Keys an owner made for the public API of a workspace; only the SHA-256 of a key is kept (issue #22).';
alter table public.workspace_api_keys enable row level security;

-- Each key's token bucket: up to 60 requests at once, refilled at one a second, so one busy
-- integration cannot crowd out the app. Kept beside the keys, read by nobody but the functions.
create table private.api_key_rate (
  key_id uuid primary key references public.workspace_api_keys (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);
comment on table private.api_key_rate is 'Per API key token bucket of the public API (issue #22).';
alter table private.api_key_rate enable row level security;

-- Each workspace's token bucket, shared by its keys: up to 300 requests at once, refilled at five
-- a second (five keys' worth), so a workspace's ten keys together cannot take ten times one key's
-- share. Kept beside the keys' buckets, read by nobody but the functions.
create table private.api_workspace_rate (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);
comment on table private.api_workspace_rate is 'Per workspace token bucket of the public API, shared by its keys (issue #33).';
alter table private.api_workspace_rate enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index workspace_api_keys_workspace_idx on public.workspace_api_keys (workspace_id, created_at desc);

create index workspace_api_keys_created_by_idx on public.workspace_api_keys (created_by);

-- Private helpers ---------------------------------------------------------------------------------
-- The workspace of the request's key (claims.key_id), while the key is live; null for anyone else,
-- also when the claims setting is empty rather than unset (as it is after a transaction that set
-- it ends): the invitation triggers ask it of every writer.
create function private.api_key_workspace()
returns uuid
language sql stable security definer set search_path = ''
as $$
  select k.workspace_id from public.workspace_api_keys k
  where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
    and k.revoked_at is null
$$;

-- Whether the request's key may write: a live key with scope READ_WRITE; false for anyone else.
create function private.api_key_can_write()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select k.scope = 'READ_WRITE' from public.workspace_api_keys k
     where k.id = nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'key_id', '')::uuid
       and k.revoked_at is null),
    false)
$$;

-- The interviews of the request's key's workspace (interviews_workspace_id_created_at_idx finds them).
create function private.api_key_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace())
$$;

-- The invitations of the request's key's workspace, for the outbox's policies.
create function private.api_key_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.interviews i
  join public.invitations inv on inv.interview_id = i.id
  where i.workspace_id = (select private.api_key_workspace())
$$;

-- The invitations of the key's workspace whose interview is finished: what a key may read as reviews.
-- Served by interviews_workspace_id_created_at_idx and invitations_interview_id_created_at_idx.
create function private.api_key_review_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where i.workspace_id = (select private.api_key_workspace())
    and inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.api_key_review_ids() is
  'The COMPLETED and REVIEWED invitations of the request''s API key''s workspace; none without a live key.';

-- GET /api/v1/reviews pages by the invitation's updated_at (the cursor helpers page by a row's
-- updated_at and id). A review changes after its invitation does: the worker writes transcripts,
-- raters submit and edit, someone decides. Each of these touches the invitation's
-- updated_at, so the review comes up again for an integration asking what changed since; the
-- invitation itself is unchanged, and a v1 invitations reader simply finds the same status again.
-- Only finished interviews are touched (a candidate's answers while taking move nothing), and
-- once per transaction (now() is the transaction's time), however many rows it writes.
create function private.touch_review(p_invitation_id uuid)
returns void
language sql security definer set search_path = ''
as $$
  update public.invitations set updated_at = now()
  where id = p_invitation_id and status in ('COMPLETED', 'REVIEWED') and updated_at < now()
$$;

-- Policies ----------------------------------------------------------------------------------------
-- Owners (and platform admins) keep the keys; other members do not see them.
create policy workspace_api_keys_select on public.workspace_api_keys for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

create policy workspace_api_keys_insert on public.workspace_api_keys for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  );

-- Revoking is once and for good, at the time it happens: a live key becomes revoked now, and a
-- revoked key is never live again.
create policy workspace_api_keys_revoke on public.workspace_api_keys for update to authenticated
  using (
    revoked_at is null
    and ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  )
  with check (revoked_at = now());

-- What a request made with a key reaches: its workspace's rows, through policies for workspace_api
-- keyed on private.api_key_workspace(); the grants below say which columns and commands.
create policy workspaces_api_key_select on public.workspaces for select to workspace_api
  using (id = (select private.api_key_workspace()));

create policy interviews_api_key_select on public.interviews for select to workspace_api
  using (workspace_id = (select private.api_key_workspace()));

create policy questions_api_key_select on public.questions for select to workspace_api
  using (interview_id in (select private.api_key_interview_ids()));

create policy invitations_api_key_select on public.invitations for select to workspace_api
  using (interview_id in (select private.api_key_interview_ids()));

create policy invitations_api_key_insert on public.invitations for insert to workspace_api
  with check ((select private.api_key_can_write())
              and interview_id in (select private.api_key_interview_ids())
              and status = 'PENDING');

create policy mail_outbox_api_key_select on public.mail_outbox for select to workspace_api
  using (invitation_id in (select private.api_key_invitation_ids()));

create policy mail_outbox_api_key_insert on public.mail_outbox for insert to workspace_api
  with check (kind = 'INVITATION'
              and (select private.api_key_can_write())
              and invitation_id in (select private.api_key_invitation_ids())
              and to_email = (select inv.email from public.invitations inv where inv.id = mail_outbox.invitation_id)
              and (from_name is null or from_name = private.invitation_mail_sender_name(invitation_id)));

-- The reviews: the key's workspace's completed interviews (COMPLETED and REVIEWED invitations)
-- with their answers, the submitted ratings and the decisions.
create policy responses_api_key_select on public.responses for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

create policy scorecard_competencies_api_key_select on public.scorecard_competencies for select to workspace_api
  using (interview_id in (select i.id from public.interviews i where i.workspace_id = (select private.api_key_workspace())));

-- Submitted ratings only: a rater's draft is theirs until they submit it, in the app and here alike.
create policy ratings_api_key_select on public.ratings for select to workspace_api
  using (
    invitation_id in (select private.api_key_review_ids())
    and exists (select from public.rating_submissions s
                where s.invitation_id = ratings.invitation_id and s.rater_id = ratings.rater_id)
  );

create policy rating_submissions_api_key_select on public.rating_submissions for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

create policy candidate_decisions_api_key_select on public.candidate_decisions for select to workspace_api
  using (invitation_id in (select private.api_key_review_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- The key a request names by the SHA-256 of its bearer token, if live: its id, workspace and scope,
-- and 0 seconds to wait, or how long to wait when a bucket is empty. Its use is stamped at most
-- once a minute, so a busy integration does not write the key's row on every call. A request takes
-- a token from both the key's and the workspace's bucket, or from neither (a refused request costs
-- nothing), and waits for the emptier of the two; `workspace_limited` says the workspace's bucket
-- is the one that refused, so the answer can say whose requests to slow.
create function private.authenticate_api_key(p_secret_hash bytea)
returns table (
  key_id uuid, workspace_id uuid, scope public.api_key_scope, retry_after integer, workspace_limited boolean
)
language plpgsql security definer set search_path = ''
as $$
declare
  c_capacity constant double precision := 60;
  c_per_second constant double precision := 1;
  c_workspace_capacity constant double precision := 300;
  c_workspace_per_second constant double precision := 5;
  v_key public.workspace_api_keys%rowtype;
  v_tokens double precision;
  v_workspace_tokens double precision;
begin
  select * into v_key from public.workspace_api_keys k
  where k.secret_hash = p_secret_hash and k.revoked_at is null;
  if not found then
    return;
  end if;
  update public.workspace_api_keys k set last_used_at = now()
  where k.id = v_key.id and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');

  insert into private.api_key_rate (key_id, tokens, refilled_at) values (v_key.id, c_capacity, now())
  on conflict on constraint api_key_rate_pkey do nothing;
  select least(c_capacity, r.tokens + extract(epoch from now() - r.refilled_at) * c_per_second)
    into v_tokens from private.api_key_rate r where r.key_id = v_key.id for update;
  insert into private.api_workspace_rate (workspace_id, tokens, refilled_at)
  values (v_key.workspace_id, c_workspace_capacity, now())
  on conflict on constraint api_workspace_rate_pkey do nothing;
  select least(c_workspace_capacity,
               r.tokens + extract(epoch from now() - r.refilled_at) * c_workspace_per_second)
    into v_workspace_tokens from private.api_workspace_rate r where r.workspace_id = v_key.workspace_id for update;

  if v_tokens >= 1 and v_workspace_tokens >= 1 then
    v_tokens := v_tokens - 1;
    v_workspace_tokens := v_workspace_tokens - 1;
    retry_after := 0;
    workspace_limited := false;
  else
    workspace_limited := v_tokens >= 1;
    retry_after := greatest(
      ceil((1 - least(v_tokens, 1)) / c_per_second),
      ceil((1 - least(v_workspace_tokens, 1)) / c_workspace_per_second)
    )::integer;
  end if;
  update private.api_key_rate r set tokens = v_tokens, refilled_at = now() where r.key_id = v_key.id;
  update private.api_workspace_rate r set tokens = v_workspace_tokens, refilled_at = now()
  where r.workspace_id = v_key.workspace_id;

  key_id := v_key.id;
  workspace_id := v_key.workspace_id;
  scope := v_key.scope;
  return next;
end
$$;

-- Triggers ----------------------------------------------------------------------------------------
create function private.touch_review_of_row()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.touch_review(old.invitation_id);
  else
    perform private.touch_review(new.invitation_id);
  end if;
  return null;
end
$$;
create trigger responses_touch_review after update of response_text, media_path, transcription,
  transcript_segments on public.responses
  for each row execute function private.touch_review_of_row();
create trigger rating_submissions_touch_review after insert or delete on public.rating_submissions
  for each row execute function private.touch_review_of_row();
create trigger candidate_decisions_touch_review after insert or delete on public.candidate_decisions
  for each row execute function private.touch_review_of_row();

-- A rating shows once its rater has submitted (the submission touches the review); a submitted
-- rater's later change shows at once. A draft's changes touch nothing: no key sees a draft.
create function private.touch_review_of_rating()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_rating public.ratings%rowtype := case when tg_op = 'DELETE' then old else new end;
begin
  if exists (select from public.rating_submissions s
             where s.invitation_id = v_rating.invitation_id and s.rater_id = v_rating.rater_id) then
    perform private.touch_review(v_rating.invitation_id);
  end if;
  return null;
end
$$;
create trigger ratings_touch_review after insert or update or delete on public.ratings
  for each row execute function private.touch_review_of_rating();

-- Checked under a lock per workspace, so two keys made at once cannot both be the eleventh.
create function private.enforce_api_key_cap()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  c_live_keys constant integer := 10;
begin
  perform pg_advisory_xact_lock(hashtextextended('workspace_api_keys:' || new.workspace_id::text, 0));
  if (select count(*) from public.workspace_api_keys k
      where k.workspace_id = new.workspace_id and k.revoked_at is null) >= c_live_keys then
    raise exception 'A workspace can have at most % active API keys: revoke one it no longer uses to make another', c_live_keys
      using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger workspace_api_keys_cap before insert on public.workspace_api_keys
  for each row execute function private.enforce_api_key_cap();

-- Grants ------------------------------------------------------------------------------------------
-- The keys: owners see them, never the hash (a key lost is a key made again); service_role none.
revoke all on public.workspace_api_keys from service_role;
grant select (id, workspace_id, name, prefix, scope, created_by, created_at, last_used_at, revoked_at)
  on public.workspace_api_keys to authenticated;
grant insert (workspace_id, name, prefix, secret_hash, scope) on public.workspace_api_keys to authenticated;
grant update (revoked_at) on public.workspace_api_keys to authenticated;

-- What a key's request may call and read; row-level security (the policies above) decides which
-- rows. The key reads and never writes, except the invitations and their e-mails a READ_WRITE key
-- sends.
grant execute on function private.authenticate_api_key(bytea) to workspace_api;
grant execute on function private.api_key_workspace() to workspace_api;
grant execute on function private.api_key_can_write() to workspace_api;
grant execute on function private.api_key_interview_ids() to workspace_api;
grant execute on function private.api_key_invitation_ids() to workspace_api;
grant execute on function private.api_key_review_ids() to workspace_api;
-- The invitation code the api and the public API share (40-invitations.sql), and the e-mail's
-- sender name, as the app's invitations write it and the outbox policy checks it.
grant execute on function private.invitation_link_token(uuid) to workspace_api;
grant execute on function private.invited_emails(uuid, text[]) to workspace_api;
grant execute on function private.invitation_mail_sender_name(uuid) to workspace_api;

grant select on public.interviews to workspace_api;
-- The workspace's name, logo and colour brand the invitation e-mail; nothing else of it is read.
grant select (id, name, logo_path, brand_color) on public.workspaces to workspace_api;
grant select on public.questions to workspace_api;
-- The invitation's columns an integration reads, and the ones the bulk invite writes and reads
-- back (the link's token goes into the e-mail). Not candidate_id: the candidate's account is theirs.
grant select (id, interview_id, first_name, last_name, email, status, unique_link_token, expires_at,
              created_at, updated_at, started_at, completed_at, reviewed_at, cancelled_at,
              candidate_number, bulk_key)
  on public.invitations to workspace_api;
grant insert (interview_id, first_name, last_name, email, expires_at, bulk_key)
  on public.invitations to workspace_api;
-- The invitation e-mail: written as the app's recruiters write it (to the invitee, under the
-- workspace's sender name); read back only for whether and when it was sent.
grant select (id, invitation_id, kind, status, created_at, sent_at) on public.mail_outbox to workspace_api;
grant insert (invitation_id, to_email, from_name, subject, html, text_body)
  on public.mail_outbox to workspace_api;
-- The reviews.
grant select on public.responses, public.scorecard_competencies, public.ratings, public.rating_submissions,
  public.candidate_decisions to workspace_api;

-- supabase/schemas/85-webhooks.sql
-- Signed webhooks: a workspace's OWNERS register endpoints with the events they want; each event
-- is written into webhook_deliveries, one row per enabled endpoint that wants it, in the
-- transaction of the change that caused it, and its deliver_webhook job with it. The worker signs
-- and sends it (worker/tasks/deliver-webhook.ts), retries with backoff for more than 24 hours, and
-- after the last failure disables the endpoint and e-mails the owners. A settled delivery
-- (DELIVERED or FAILED) is kept for the owners to read and resend for a while, then deleted by the
-- worker's hourly prune_webhook_deliveries schedule (worker/tasks/prune-webhook-deliveries.ts,
-- which holds how long). A delivery settles at its last attempt: delivered_at when delivered; a
-- FAILED one keeps the moment its last attempt was due in next_attempt_at. PENDING deliveries are
-- never deleted.

-- Types -------------------------------------------------------------------------------------------
create type public.webhook_event_type as enum (
  'invitation.started', 'invitation.completed', 'review.completed', 'decision.made', 'webhook.test'
);
comment on type public.webhook_event_type is
  'What a delivery tells; webhook.test is the owner''s Send test event and no endpoint subscribes to it.';

create type public.webhook_delivery_status as enum ('PENDING', 'DELIVERED', 'FAILED');

-- Tables ------------------------------------------------------------------------------------------
create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Plain http only to this machine: local receivers and tests. Anything else must be https.
  url text not null constraint webhook_endpoints_url_check check (
    char_length(url) <= 2000
    and (url ~ '^https://[^/?#\s]+[^\s]*$' or url ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?([/?#][^\s]*)?$')
  ),
  description text not null default '' check (char_length(description) <= 200),
  events public.webhook_event_type[] not null constraint webhook_endpoints_events_check check (
    cardinality(events) between 1 and 4 and not ('webhook.test' = any (events))
  ),
  -- Standard Webhooks' symmetric secret: whsec_ and 24 random bytes in base64.
  secret text not null default 'whsec_' || encode(extensions.gen_random_bytes(24), 'base64'),
  enabled boolean not null default true,
  disabled_reason text check (char_length(disabled_reason) <= 500),
  failing_since timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.webhook_endpoints is
  'Where a workspace''s events are sent (issue #22); its secret signs them and only its owners read it.';
alter table public.webhook_endpoints enable row level security;

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  -- The event's id, the same for every endpoint it goes to and across retries and resends: the
  -- webhook-id a receiver deduplicates with.
  event_id uuid not null,
  event_type public.webhook_event_type not null,
  payload jsonb not null,
  status public.webhook_delivery_status not null default 'PENDING',
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_status_code integer,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (endpoint_id, event_id)
);
comment on table public.webhook_deliveries is
  'The delivery log: one row per event and endpoint, its attempts and outcome; written by the database and the worker only.';
alter table public.webhook_deliveries enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index webhook_endpoints_workspace_idx on public.webhook_endpoints (workspace_id);

create index webhook_endpoints_created_by_idx on public.webhook_endpoints (created_by);

create index webhook_deliveries_endpoint_idx on public.webhook_deliveries (endpoint_id, created_at desc);

create index webhook_deliveries_settled_idx on public.webhook_deliveries ((coalesce(delivered_at, next_attempt_at)))
  where status <> 'PENDING';

-- Private helpers ---------------------------------------------------------------------------------
create function private.owned_webhook_endpoint_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select e.id from public.webhook_endpoints e
  where e.workspace_id in (select private.owned_workspace_ids())
$$;

-- Queues the job of one delivery row: new events, Resend and the retries come through here. A job
-- that throws is tried twice more; the delivery's own schedule handles a receiver that fails.
create function private.queue_webhook_delivery(p_delivery uuid, p_run_at timestamptz default null)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('deliver_webhook', jsonb_build_object('delivery_id', p_delivery),
                              'webhook:' || p_delivery, 3, p_run_at);
end
$$;

-- Writes event `p_type` of workspace `p_workspace` for every enabled endpoint that wants it, in the
-- Standard Webhooks shape {type, timestamp, data}. Returns how many endpoints get it.
create function private.emit_webhook_event(p_workspace uuid, p_type public.webhook_event_type, p_data jsonb)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_event uuid := gen_random_uuid();
  v_payload jsonb := jsonb_build_object(
    'type', p_type, 'timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', p_data);
  v_delivery uuid;
  v_count integer := 0;
begin
  for v_delivery in
    insert into public.webhook_deliveries (endpoint_id, event_id, event_type, payload)
    select e.id, v_event, p_type, v_payload from public.webhook_endpoints e
    where e.workspace_id = p_workspace and e.enabled and p_type = any (e.events)
    returning id
  loop
    perform private.queue_webhook_delivery(v_delivery);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- Policies ----------------------------------------------------------------------------------------
-- The workspace's owners only: the secret signs what the workspace's receivers trust.
create policy webhook_endpoints_owner on public.webhook_endpoints for all to authenticated
  using (workspace_id in (select private.owned_workspace_ids()))
  with check (workspace_id in (select private.owned_workspace_ids()));

create policy webhook_deliveries_owner_select on public.webhook_deliveries for select to authenticated
  using (endpoint_id in (select private.owned_webhook_endpoint_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- Send test event: a webhook.test delivery to one endpoint of the caller's, enabled or not (an
-- owner checks a fixed endpoint before enabling it again). Returns the delivery's id.
create function private.send_webhook_test(p_endpoint uuid)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  v_delivery uuid;
begin
  if p_endpoint is null or p_endpoint not in (select private.owned_webhook_endpoint_ids()) then
    raise exception 'Webhook endpoint not found' using errcode = 'P0002';
  end if;
  insert into public.webhook_deliveries (endpoint_id, event_id, event_type, payload)
  values (p_endpoint, gen_random_uuid(), 'webhook.test',
          jsonb_build_object('type', 'webhook.test',
                             'timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                             'data', jsonb_build_object('endpoint_id', p_endpoint)))
  returning id into v_delivery;
  perform private.queue_webhook_delivery(v_delivery);
  return v_delivery;
end
$$;

-- Resend: the same event again, attempts counted afresh; the webhook-id stays, as the standard
-- asks of a message sent again.
create function private.resend_webhook_delivery(p_delivery uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.webhook_deliveries d
  set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_status_code = null,
      last_error = null, delivered_at = null
  where d.id = p_delivery and d.endpoint_id in (select private.owned_webhook_endpoint_ids());
  if not found then
    raise exception 'Webhook delivery not found' using errcode = 'P0002';
  end if;
  perform private.queue_webhook_delivery(p_delivery);
end
$$;

-- Deletes the deliveries settled before `p_before`; answers how many.
create function private.prune_webhook_deliveries(p_before timestamptz)
returns integer
language sql security definer set search_path = ''
as $$
  with pruned as (
    delete from public.webhook_deliveries d
    where d.status <> 'PENDING' and coalesce(d.delivered_at, d.next_attempt_at) < p_before
    returning 1
  )
  select count(*)::integer from pruned
$$;
comment on function private.prune_webhook_deliveries(timestamptz) is
  'Deletes the webhook deliveries settled (DELIVERED or FAILED) before p_before; the worker''s schedule runs it.';

-- Triggers ----------------------------------------------------------------------------------------
-- Enabling an endpoint again starts it afresh; so does changing where it points.
create function private.webhook_endpoint_reenabled() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if (new.enabled and not old.enabled) or new.url is distinct from old.url then
    new.disabled_reason := null;
    new.failing_since := null;
  end if;
  return new;
end
$$;
create trigger webhook_endpoints_reenabled before update on public.webhook_endpoints
  for each row execute function private.webhook_endpoint_reenabled();

create function private.invitation_webhook_event() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_type public.webhook_event_type := case new.status
    when 'STARTED' then 'invitation.started'
    when 'COMPLETED' then 'invitation.completed'
    when 'REVIEWED' then 'review.completed'
  end;
begin
  if v_type is not null then
    perform private.emit_webhook_event(
      (select i.workspace_id from public.interviews i where i.id = new.interview_id),
      v_type,
      jsonb_build_object('invitation_id', new.id, 'interview_id', new.interview_id, 'status', new.status));
  end if;
  return null;
end
$$;
create trigger invitations_webhook_event after update of status on public.invitations
  for each row when (new.status is distinct from old.status)
  execute function private.invitation_webhook_event();

create function private.decision_webhook_event() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.emit_webhook_event(
    (select i.workspace_id from public.invitations inv join public.interviews i on i.id = inv.interview_id
     where inv.id = new.invitation_id),
    'decision.made',
    jsonb_build_object('invitation_id', new.invitation_id, 'decision', new.decision,
                       'decided_at', to_char(new.decided_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  return null;
end
$$;
create trigger candidate_decisions_webhook_event after insert on public.candidate_decisions
  for each row execute function private.decision_webhook_event();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.webhook_endpoints to service_role;
grant select, delete on public.webhook_endpoints to authenticated;
grant insert (workspace_id, url, description, events) on public.webhook_endpoints to authenticated;
grant update (url, description, events, enabled) on public.webhook_endpoints to authenticated;

grant all on public.webhook_deliveries to service_role;
grant select on public.webhook_deliveries to authenticated;

grant execute on function private.resend_webhook_delivery(uuid) to authenticated;
grant execute on function private.owned_webhook_endpoint_ids() to authenticated;
grant execute on function private.send_webhook_test(uuid) to authenticated;

-- supabase/schemas/88-job-worker.sql
-- The job worker's access (worker/main.ts, worker/tasks; docs/architecture.md §7). It logs in as its
-- own role, job_worker (00-extensions-and-roles.sql), which may do what the tasks do and nothing
-- else: no grant on candidates' self-identification or on any function that reads it, no
-- membership in a role that may. It does not bypass row-level security (only a superuser may
-- create such a role before PostgreSQL 16, and Supabase's postgres is none), so each table it uses
-- has one policy letting it see every row; its grants, table by table and command by command, are
-- what bound it. Declared here in one place, after every table it touches.

-- Policies ----------------------------------------------------------------------------------------
-- graphile-worker's own schema, installed before ours (README "Deploying to a hosted project",
-- step 2): the worker takes, completes, reschedules and unlocks jobs, keeps its cron bookkeeping
-- and reads the schema's version.
create policy "The job worker runs the queue" on graphile_worker._private_jobs
  for all to job_worker using (true) with check (true);
create policy "The job worker runs the queue" on graphile_worker._private_job_queues
  for all to job_worker using (true) with check (true);
create policy "The job worker runs the queue" on graphile_worker._private_tasks
  for all to job_worker using (true) with check (true);
create policy "The job worker runs the queue" on graphile_worker._private_known_crontabs
  for all to job_worker using (true) with check (true);

-- The worker's heartbeats (worker/recovery.ts).
create policy "The job worker writes and sweeps heartbeats" on private.job_worker_heartbeats
  for all to job_worker using (true) with check (true);

-- What the tasks read and write.
create policy "The job worker reads workspaces" on public.workspaces
  for select to job_worker using (true);
create policy "The job worker reads workspace members" on public.workspace_members
  for select to job_worker using (true);
create policy "The job worker reads profiles" on public.profiles
  for select to job_worker using (true);
create policy "The job worker reads interviews" on public.interviews
  for select to job_worker using (true);
create policy "The job worker reads questions" on public.questions
  for select to job_worker using (true);
create policy "The job worker reads invitations" on public.invitations
  for select to job_worker using (true);
create policy "The job worker reads consents" on public.interview_consents
  for select to job_worker using (true);
create policy "The job worker reads question competencies" on public.question_competencies
  for select to job_worker using (true);
create policy "The job worker reads competencies" on public.scorecard_competencies
  for select to job_worker using (true);
create policy "The job worker processes recordings" on public.recording_media
  for all to job_worker using (true) with check (true);
create policy "The job worker analyses answers" on public.responses
  for all to job_worker using (true) with check (true);
create policy "The job worker mails feedback" on public.candidate_feedback
  for all to job_worker using (true) with check (true);
create policy "The job worker mails request decisions" on public.candidate_requests
  for all to job_worker using (true) with check (true);
create policy "The job worker delivers webhooks" on public.webhook_deliveries
  for all to job_worker using (true) with check (true);
create policy "The job worker disables failing endpoints" on public.webhook_endpoints
  for all to job_worker using (true) with check (true);
create policy "The job worker sends e-mail" on public.mail_outbox
  for all to job_worker using (true) with check (true);
create policy "The job worker records reminders" on public.invitation_reminders
  for all to job_worker using (true) with check (true);

-- Grants ------------------------------------------------------------------------------------------
grant usage on schema graphile_worker to job_worker;
grant select, insert, update, delete on all tables in schema graphile_worker to job_worker;
grant usage, select on all sequences in schema graphile_worker to job_worker;
grant execute on all functions in schema graphile_worker to job_worker;

grant select, insert, update, delete on private.job_worker_heartbeats to job_worker;

-- Read only: the names, titles, addresses and brands the e-mails carry, and an answer's question
-- and competencies for its analysis.
grant select on public.workspaces, public.workspace_members, public.profiles, public.interviews,
  public.questions, public.invitations, public.interview_consents, public.question_competencies,
  public.scorecard_competencies
  to job_worker;
-- Read and updated: recordings made ready, answers analysed, requests and feedback mailed,
-- webhooks delivered. (select … for update needs update.)
grant select, update on public.recording_media, public.responses, public.candidate_feedback,
  public.candidate_requests, public.webhook_deliveries, public.webhook_endpoints
  to job_worker;
-- Written: every e-mail the worker composes, and the reminders it records.
grant select, insert, update on public.mail_outbox, public.invitation_reminders to job_worker;

-- The helpers the tasks call (reminders due, retention, the webhook log's pruning and retries, the
-- sender's name), and the one a check constraint of responses calls on every update of an answer.
grant execute on function
  private.is_plain_file_name(text),
  private.due_reminders(timestamptz),
  private.invitation_mail_sender_name(uuid),
  private.invitations_past_retention(timestamptz),
  private.invitation_stored_objects(uuid),
  private.purge_invitation_data(uuid, text),
  private.prune_webhook_deliveries(timestamptz),
  private.queue_webhook_delivery(uuid, timestamptz)
  to job_worker;

-- supabase/schemas/90-audit.sql
-- The audit trail: per workspace, who opened which candidate's review, played which recording,
-- rated, decided, shared, exported or deleted, and when. Append-only: the database refuses UPDATE,
-- DELETE and TRUNCATE to every role, owners and postgres included. The events of writes are
-- recorded by triggers on the rows written, so no path can skip them; the events of reads by the
-- api, through private.record_access, which checks the caller may see what they say they saw. No
-- foreign keys: the trail outlives the interviews and people it names.

-- Types -------------------------------------------------------------------------------------------
create type public.audit_action as enum (
  'REVIEW_OPENED', 'RECORDING_PLAYED', 'RATED', 'DECIDED', 'SHARED', 'SHARE_REVOKED', 'EXPORTED', 'DELETED'
);

-- Tables ------------------------------------------------------------------------------------------
create table public.audit_events (
  id bigint generated always as identity primary key,
  workspace_id uuid not null,
  actor_id uuid,
  actor_email text,
  action public.audit_action not null,
  interview_id uuid,
  invitation_id uuid,
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  occurred_at timestamptz not null default now()
);
comment on table public.audit_events is
  'Append-only record of who did what to which candidate, per workspace; read by its owners (issue #20).';
alter table public.audit_events enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index audit_events_workspace_idx on public.audit_events (workspace_id, occurred_at desc, id desc);

create index audit_events_actor_idx on public.audit_events (workspace_id, actor_id, occurred_at desc);

create index audit_events_invitation_idx on public.audit_events (invitation_id, occurred_at desc);

-- Private helpers ---------------------------------------------------------------------------------
-- One event, as whoever the request is (auth.uid(); none for the worker), in the workspace of the
-- interview or invitation it names, or the workspace given.
create function private.append_audit_event(
  p_action public.audit_action,
  p_workspace uuid,
  p_interview uuid,
  p_invitation uuid,
  p_detail jsonb default '{}'::jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_interview uuid := p_interview;
  v_workspace uuid := p_workspace;
begin
  if p_invitation is not null and v_interview is null then
    select i.interview_id into v_interview from public.invitations i where i.id = p_invitation;
  end if;
  if v_interview is not null and v_workspace is null then
    select iv.workspace_id into v_workspace from public.interviews iv where iv.id = v_interview;
  end if;
  if v_workspace is null then
    return;
  end if;
  insert into public.audit_events (workspace_id, actor_id, actor_email, action, interview_id, invitation_id, detail)
  values (v_workspace, auth.uid(), (select p.email from public.profiles p where p.id = auth.uid()),
          p_action, v_interview, p_invitation, coalesce(p_detail, '{}'::jsonb));
end
$$;

-- Policies ----------------------------------------------------------------------------------------
create policy audit_events_select on public.audit_events for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- What the caller saw, recorded as them: a review they may open, an interview they may see, or
-- their own workspace's trail. Anything else is refused, so nobody writes events about what they
-- cannot reach. The same read by the same person within 10 minutes is one event (a review page
-- reloads its data, a recording's links are signed on every load, an export may be repeated), so
-- nobody can bury the trail's other entries under their own. An event is the same when its action,
-- actor and detail match and it names the same invitation, interview or workspace as given (the
-- interview and workspace of a review's events are derived, so only what the caller named is
-- compared).
create function private.record_access(
  p_action public.audit_action,
  p_workspace uuid,
  p_interview uuid,
  p_invitation uuid,
  p_detail jsonb default '{}'::jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_action not in ('REVIEW_OPENED', 'RECORDING_PLAYED', 'EXPORTED') then
    raise exception 'Only reads are recorded this way.' using errcode = '22023';
  end if;
  if not (
    private.is_admin()
    or (p_invitation is not null and p_invitation in (select private.reviewable_invitation_ids()))
    or (p_invitation is null and p_interview is not null and p_interview in (select private.visible_interview_ids()))
    or (p_invitation is null and p_interview is null and p_workspace in (select private.owned_workspace_ids()))
  ) then
    raise exception 'Not allowed to record this access.' using errcode = '42501';
  end if;
  -- A review page reloads its data while answers are processed, a recording's links are signed on
  -- every load, and an export may be repeated: the same read by the same person within 10 minutes
  -- is one event.
  if exists (
    select from public.audit_events e
    where e.actor_id = auth.uid() and e.action = p_action
      and (p_invitation is null or e.invitation_id = p_invitation)
      and (p_interview is null or e.interview_id = p_interview)
      and (p_workspace is null or e.workspace_id = p_workspace)
      and e.detail = coalesce(p_detail, '{}'::jsonb) and e.occurred_at > now() - interval '10 minutes'
  ) then
    return;
  end if;
  perform private.append_audit_event(p_action, p_workspace, p_interview, p_invitation, p_detail);
end
$$;

-- Triggers ----------------------------------------------------------------------------------------
create function private.refuse_audit_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit trail is append-only: its events cannot be changed or removed.'
    using errcode = '42501';
end
$$;
create trigger audit_events_append_only before update or delete on public.audit_events
  for each row execute function private.refuse_audit_change();
create trigger audit_events_no_truncate before truncate on public.audit_events
  for each statement execute function private.refuse_audit_change();

create function private.audit_rating_submitted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('RATED', null, null, new.invitation_id);
  return null;
end
$$;
create trigger rating_submissions_audit after insert on public.rating_submissions
  for each row execute function private.audit_rating_submitted();

create function private.audit_decision() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('DECIDED', null, null, new.invitation_id,
    jsonb_build_object('decision', new.decision));
  return null;
end
$$;
create trigger candidate_decisions_audit after insert on public.candidate_decisions
  for each row execute function private.audit_decision();

create function private.audit_share() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.append_audit_event('SHARED', null, null, new.invitation_id,
      jsonb_build_object('share_id', new.id, 'expires_at', new.expires_at));
  elsif old.revoked_at is null and new.revoked_at is not null then
    perform private.append_audit_event('SHARE_REVOKED', null, null, new.invitation_id,
      jsonb_build_object('share_id', new.id));
  end if;
  return null;
end
$$;
create trigger review_shares_audit after insert or update of revoked_at on public.review_shares
  for each row execute function private.audit_share();

-- An interview's deletion is one event; its invitations, deleted with it, add none (their
-- interview is already gone when the cascade reaches them).
create function private.audit_interview_deleted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('DELETED', old.workspace_id, old.id, null,
    jsonb_build_object('what', 'interview', 'title', old.title));
  return old;
end
$$;
create trigger interviews_audit_delete before delete on public.interviews
  for each row execute function private.audit_interview_deleted();

create function private.audit_invitation_deleted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.append_audit_event('DELETED', null, old.interview_id, old.id,
    jsonb_build_object('what', 'invitation'));
  return old;
end
$$;
create trigger invitations_audit_delete before delete on public.invitations
  for each row execute function private.audit_invitation_deleted();

-- Grants ------------------------------------------------------------------------------------------
revoke all on public.audit_events from service_role;
grant select on public.audit_events to authenticated;

grant execute on function private.record_access(public.audit_action, uuid, uuid, uuid, jsonb) to authenticated;

-- supabase/schemas/95-storage.sql
-- Storage: the private buckets and the public one, and who may touch which objects. Media goes
-- straight to Storage under the uploader's JWT; Storage writes the object row as the caller, so
-- these policies decide.
--   responses/<invitation_id>/<question_id>/<take>.<ext>: written by the candidate bound to that
--     STARTED invitation; read by its reviewers (blind review permitting) and the uploader.
--   resumes/<user_id>/<file>: its owner only.
--   renditions/<recording_media.id>/…: written by the worker alone (the secret key); read by
--     whoever may read the recording_media row the first folder names.
--   workspace-logos/<workspace_id>/<file>: public (the /take welcome step and the invitation e-mail
--     show it to people not signed in); written by the workspace's owners.
-- supabase/config.toml declares the same buckets for `supabase start`.

-- Buckets -----------------------------------------------------------------------------------------
-- The buckets' size limit fits the longest answer: 600 s at 1 Mbit/s video + 128 kbit/s audio
-- (spec §9) is about 85 MB (81 MiB); 128 MiB leaves room for MediaRecorder overshooting its target
-- bitrate. Resumes get the same room (about 15 minutes at the same rates, the advice being under 2).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('responses', 'responses', false, 134217728,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg']),
  ('resumes', 'resumes', false, 134217728,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'video/ogg', 'audio/ogg']),
  ('renditions', 'renditions', false, 134217728,
   array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'image/jpeg', 'audio/mpeg']),
  -- Small raster images only: SVG can carry script and most mail clients do not show it.
  ('workspace-logos', 'workspace-logos', true, 1048576, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Private helpers ---------------------------------------------------------------------------------
create function private.is_own_resume_path(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    split_part(object_name, '/', 1) = (select auth.uid())::text
      and object_name ~ '^[^/]+/[^/]+$'
      and private.is_plain_file_name(split_part(object_name, '/', 2)),
    false)
$$;
comment on function private.is_own_resume_path(text) is
  'True for <caller id>/<file> in the resumes bucket: one plain file name in the caller''s own folder.';

-- Storage: a reviewer reads the recordings they review; only managers and admins remove them.
create function private.can_review_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.reviewable_invitation_ids())
$$;
comment on function private.can_review_response(text) is
  'True for admins and for members who see the invitation the object path names.';

-- A user's folder of the resumes bucket holds at most 20 objects, far more than a portal shows
-- (each resume has one recording; an upload whose save failed leaves one more until its owner
-- deletes it) and a bound on what one account can store (20 × 128 MiB). Answers need no such cap:
-- a question folder holds the question's takes only (60-take.sql).
create function private.resume_folder_has_room()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select count(*) < 20 from storage.objects o
  where o.bucket_id = 'resumes' and o.name like (select auth.uid())::text || '/%'
$$;
comment on function private.resume_folder_has_room() is
  'True while the caller''s folder of the resumes bucket holds fewer than 20 objects.';

create function private.can_manage_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.own_invitation_ids())
$$;
comment on function private.can_manage_response(text) is
  'True for admins and for OWNERs and RECRUITERs of the workspace of the invitation the object path names.';

create function private.can_manage_workspace_logo(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(storage.filename(object_name), '') <> ''
    and private.is_plain_file_name(storage.filename(object_name))
    and array_length(storage.foldername(object_name), 1) = 1
    and ((select private.is_admin())
         or (storage.foldername(object_name))[1] in (select id::text from private.owned_workspace_ids() as id))
$$;
comment on function private.can_manage_workspace_logo(text) is
  'True for a file directly in the folder of a workspace the caller owns (admins: any workspace).';

-- Whether the blind-review rule lets the caller read a responses or renditions object: anything but
-- an answer's recording, the speech track of one, or any of its files once the caller may see the
-- candidate. Unknown names are refused; the buckets' other conditions decide the rest.
create function private.blind_review_allows_object(p_bucket text, p_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select case p_bucket
    when 'responses' then
      coalesce(private.candidate_identity_visible(private.invitation_id_from_path(p_name)), false)
    when 'renditions' then
      coalesce((
        select m.response_id is null
          or p_name = m.speech_path
          or private.candidate_identity_visible(r.invitation_id)
        from public.recording_media m
        left join public.responses r on r.id = m.response_id
        where m.id::text = split_part(p_name, '/', 1)
      ), false)
    else false
  end
$$;
comment on function private.blind_review_allows_object(text, text) is
  'False for an answer''s original take or rendition other than its speech track while the caller may not see the candidate (candidate_identity_visible).';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(responses): reviewers read submitted takes the blind-review rule lets them see; the
-- candidate their own uploads while taking the interview.
create policy responses_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'responses'
    and (
      (private.can_review_response(name)
        and private.is_submitted_take(name)
        and private.blind_review_allows_object(bucket_id, name))
      or (owner_id = (select auth.uid())::text and private.can_upload_response(name))
    )
  );

-- INSERT(responses): the bound candidate stores a take they may still write.
create policy responses_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'responses' and private.can_write_take(name));

-- UPDATE(responses): the same candidate finishes or redoes their own take until it is submitted.
create policy responses_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_write_take(name))
  with check (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_write_take(name));

-- DELETE(responses): managers and admins (with their rows); the candidate, while the invitation is
-- theirs and STARTED, their own takes that are not the submitted one. Reviewers read but never remove.
create policy responses_objects_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'responses'
    and (
      private.can_manage_response(name)
      or (owner_id = (select auth.uid())::text
          and private.can_upload_response(name)
          and not private.is_submitted_take(name))
    )
  );

-- SELECT(renditions): readers of the recording the folder names (under recording_media's own
-- policy), within the blind-review rule.
create policy renditions_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'renditions'
    and exists (
      select 1 from public.recording_media m
      where m.id::text = (storage.foldername(name))[1]
    )
    and private.blind_review_allows_object(bucket_id, name)
  );

-- SELECT(resumes): the owner, from their own folder.
create policy resumes_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- INSERT(resumes): the owner, into their own folder, while it has room.
create policy resumes_objects_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'resumes'
    and private.is_own_resume_path(name)
    and (select private.has_profile())
    and (select private.resume_folder_has_room())
  );

-- UPDATE(resumes): the owner, within their own folder; a deleted user's token (live for up to an
-- hour after: Storage checks only its signature) must not leave objects behind that nobody owns.
create policy resumes_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name))
  with check (bucket_id = 'resumes' and private.is_own_resume_path(name) and (select private.has_profile()));

-- DELETE(resumes): the owner, from their own folder.
create policy resumes_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'resumes' and private.is_own_resume_path(name));

-- SELECT(workspace-logos): owners list and overwrite their folder; everyone reads through the
-- public URL, which needs no policy.
create policy workspace_logos_objects_select on storage.objects
  for select to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

-- INSERT, UPDATE, DELETE(workspace-logos): owners of the workspace the folder names.
create policy workspace_logos_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

create policy workspace_logos_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name))
  with check (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

create policy workspace_logos_objects_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'workspace-logos' and private.can_manage_workspace_logo(name));

-- Functions ---------------------------------------------------------------------------------------
-- Deleting an interview, an invitation or a user removes every take under its invitations, also the
-- discarded ones a reviewer may not read (and so cannot remove through Storage as themselves):
-- this lists them for the api, which removes them with the secret key.
create function private.response_object_names(p_invitation_ids uuid[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'responses'
    and o.name like any (array(select id::text || '/%' from unnest(p_invitation_ids) as id))
    and private.can_manage_response(o.name)
  order by o.name
$$;
comment on function private.response_object_names(uuid[]) is
  'Every object of the given invitations that the caller manages (OWNER, RECRUITER, admin), submitted or not.';

-- Grants ------------------------------------------------------------------------------------------
grant execute on function private.is_own_resume_path(text) to service_role, authenticated;
grant execute on function private.can_manage_workspace_logo(text) to service_role, authenticated;
grant execute on function private.can_review_response(text) to service_role, authenticated;
grant execute on function private.resume_folder_has_room() to service_role, authenticated;
grant execute on function private.can_manage_response(text) to service_role, authenticated;
grant execute on function private.response_object_names(uuid[]) to service_role, authenticated;
grant execute on function private.blind_review_allows_object(text, text) to authenticated;
