-- Triggers that carry the spec's rules in the database, whoever writes:
--   a profile for every new auth user; e-mail kept in step;
--   only an admin changes a role, every role change is logged, the last admin stays;
--   invitation status moves only along its allowed paths, with their timestamps;
--   updated_at on every change.
-- Direct callers (roles anon and authenticated) are told apart from server code (postgres,
-- service_role, and the security definer functions, which run as their owner) by current_user.

-- Section: updated_at -----------------------------------------------------------------------------
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

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();
create trigger interviews_set_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();
create trigger invitations_set_updated_at before update on public.invitations
  for each row execute function private.set_updated_at();
create trigger responses_set_updated_at before update on public.responses
  for each row execute function private.set_updated_at();
create trigger video_resumes_set_updated_at before update on public.video_resumes
  for each row execute function private.set_updated_at();

-- Section: profile for every new auth user --------------------------------------------------------
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

-- Section: role changes ---------------------------------------------------------------------------
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

-- Section: invitation status ----------------------------------------------------------------------
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
