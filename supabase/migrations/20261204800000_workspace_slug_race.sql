-- Two workspaces named alike at the same moment (two recruiters of one company signing up, tests
-- creating users in parallel) both found the slug free and the later insert failed on
-- workspaces_slug_key. The insert now retries with a fresh suffixed slug when it meets one taken
-- since it looked.
create or replace function private.create_own_workspace(p_user_id uuid)
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
