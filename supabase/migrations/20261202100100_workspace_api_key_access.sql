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
-- As long as a signed-in user's request may take (authenticated's 8 s on Supabase), no longer.
alter role workspace_api set statement_timeout = '8s';
grant usage on schema public, private to workspace_api;

-- Each key's token bucket: up to 60 requests at once, refilled at one a second, so one busy
-- integration cannot crowd out the app. Kept beside the keys, read by nobody but the functions.
create table private.api_key_rate (
  key_id uuid primary key references public.workspace_api_keys (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);
comment on table private.api_key_rate is 'Per API key token bucket of the public API (issue #22).';
alter table private.api_key_rate enable row level security;
revoke all on private.api_key_rate from public, anon, authenticated, service_role;

-- The key a request names by the SHA-256 of its bearer token, if live: its id, workspace and scope,
-- and 0 seconds to wait, or how long to wait when its bucket is empty. Its use is stamped at most
-- once a minute, so a busy integration does not write the key's row on every call.
create function private.authenticate_api_key(p_secret_hash bytea)
returns table (key_id uuid, workspace_id uuid, scope public.api_key_scope, retry_after integer)
language plpgsql security definer set search_path = ''
as $$
declare
  c_capacity constant double precision := 60;
  c_per_second constant double precision := 1;
  v_key public.workspace_api_keys%rowtype;
  v_tokens double precision;
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
  if v_tokens >= 1 then
    v_tokens := v_tokens - 1;
    retry_after := 0;
  else
    retry_after := ceil((1 - v_tokens) / c_per_second)::integer;
  end if;
  update private.api_key_rate r set tokens = v_tokens, refilled_at = now() where r.key_id = v_key.id;

  key_id := v_key.id;
  workspace_id := v_key.workspace_id;
  scope := v_key.scope;
  return next;
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
