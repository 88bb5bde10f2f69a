-- The admin control room (spec §2, §6): deleting a user must not remove the last administrator.
-- Role changes already keep the last admin (private.guard_role_change); a user is deleted by
-- deleting their auth user, whose cascade removes the profile, so the same rule guards that delete,
-- under the same advisory lock: two admins deleting each other at once cannot both succeed.

-- Section: the last admin stays -------------------------------------------------------------------
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
