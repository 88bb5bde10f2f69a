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

-- An enum, not a check on each column: profiles, workspaces, interviews and consents share one
-- list, typed as contract/locale-tags.ts's union.
create type public.locale as enum ('en', 'es', 'fr', 'de', 'pt-BR', 'ar');
comment on type public.locale is
  'The languages interviews are held in and workspaces write in (BCP 47), as SUPPORTED_LOCALES of contract/locales.ts.';

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
  updated_at timestamptz not null default now(),
  locale public.locale
);
comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users; holds the role.';
comment on column public.profiles.email is 'Copied from auth.users.email and kept in step by a trigger.';
comment on column public.profiles.full_name is 'First and last name joined; what lists and searches show.';
comment on column public.profiles.company_name is 'A recruiter''s company, shown on their invitations and e-mails.';
comment on column public.profiles.role is 'ADMIN, RECRUITER or CANDIDATE; only an admin changes it, and each change is logged.';
comment on column public.profiles.locale is
  'The language the user chose for their pages (the candidate portal''s): the first notice''s they agreed to (give_consent) until they choose; null before. Only they change it.';
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
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select p.role from public.profiles p where p.id = (select auth.uid())
  );
end
$$;
comment on function private.app_role() is 'The role of the signed-in caller; null for anon or a user without a profile.';

create function private.is_admin()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select coalesce((select private.app_role()) = 'ADMIN', false)
  );
end
$$;

create function private.confirmed_email()
returns text
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select lower(u.email)
    from auth.users u
    where u.id = (select auth.uid()) and u.email_confirmed_at is not null
  );
end
$$;
comment on function private.confirmed_email() is
  'The caller''s e-mail address, lower-cased, once it is confirmed; null before that and for anon.';

create function private.has_profile()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (select 1 from public.profiles p where p.id = (select auth.uid()))
  );
end
$$;
comment on function private.has_profile() is
  'True when the caller''s user still exists (their profile goes with them).';

create function private.session_is_live()
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select exists (
      select 1 from auth.sessions s
      where (select auth.jwt() ->> 'session_id') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
        and s.id = (select auth.jwt() ->> 'session_id')::uuid
        and s.user_id = (select auth.uid())
        and (s.not_after is null or s.not_after > now())
    )
  );
end
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

-- The account's language is the user's own choice: an admin, who may edit anyone's names, does not
-- choose it for them. Server code (the api's service role, the seed) is not held to this.
create function private.guard_locale_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.id is distinct from (select auth.uid()) then
    raise exception 'Only the user themselves chooses their language'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.guard_locale_change() is
  'Refuses a direct caller''s change of another user''s profiles.locale.';
create trigger profiles_guard_locale_change before update of locale on public.profiles
  for each row when (old.locale is distinct from new.locale)
  execute function private.guard_locale_change();

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
grant update (first_name, last_name, avatar_url, company_name, role, locale) on public.profiles to authenticated;

grant all on public.admin_logs to service_role;
grant select on public.admin_logs to authenticated;
grant insert (action, target_user_id, target_user_email, previous_role, new_role, notes)
  on public.admin_logs to authenticated;

grant execute on function private.app_role() to service_role;
grant execute on function private.is_admin() to service_role, authenticated;
grant execute on function private.confirmed_email() to service_role;
grant execute on function private.has_profile() to service_role, authenticated;
grant execute on function private.session_is_live() to service_role, authenticated;
