-- Requests made with an API key (issue #22 item 1): the api finds the live key by the SHA-256 of
-- the bearer token, then acts as the role workspace_api with the key's id in its claims, so
-- row-level security decides what the key reaches: its workspace's rows and nothing more. A key
-- revoked mid-request stops there, since every policy asks for a live key.

-- Roles are the cluster's, not one database's: another database of the cluster may have made it.
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'workspace_api') then
    create role workspace_api nologin noinherit;
  end if;
end
$$;
-- The api's own login role switches to it per request (set local role), as it does to authenticated.
grant workspace_api to postgres;
grant usage on schema public, private to workspace_api;

-- The key a request names by the SHA-256 of its bearer token, if live: its id, workspace and scope.
-- Its use is stamped at most once a minute, so a busy integration does not write on every call.
create function private.authenticate_api_key(p_secret_hash bytea)
returns table (key_id uuid, workspace_id uuid, scope public.api_key_scope)
language plpgsql security definer set search_path = ''
as $$
begin
  update public.workspace_api_keys k set last_used_at = now()
  where k.secret_hash = p_secret_hash and k.revoked_at is null
    and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');
  return query
    select k.id, k.workspace_id, k.scope from public.workspace_api_keys k
    where k.secret_hash = p_secret_hash and k.revoked_at is null;
end
$$;
revoke execute on function private.authenticate_api_key(bytea) from public, anon, authenticated;
grant execute on function private.authenticate_api_key(bytea) to workspace_api;

-- The workspace of the request's key (claims.key_id), while the key is live; null for anyone else.
create function private.api_key_workspace()
returns uuid
language sql stable security definer set search_path = ''
as $$
  select k.workspace_id from public.workspace_api_keys k
  where k.id = nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'key_id', '')::uuid
    and k.revoked_at is null
$$;
revoke execute on function private.api_key_workspace() from public, anon, authenticated;
grant execute on function private.api_key_workspace() to workspace_api;

grant select on public.interviews to workspace_api;
create policy interviews_api_key_select on public.interviews for select to workspace_api
  using (workspace_id = (select private.api_key_workspace()));
