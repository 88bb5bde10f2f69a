-- Limits of the public API per workspace (issue #33 item 10): each key's bucket bounded one key,
-- but an owner could make any number of keys, so it bounded nothing. A workspace keeps at most 10
-- live keys (revoked ones do not count: revoking is for good), and its keys together draw on a
-- second bucket beside each key's own.

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
revoke execute on function private.enforce_api_key_cap() from public, anon, authenticated;

create trigger workspace_api_keys_cap before insert on public.workspace_api_keys
  for each row execute function private.enforce_api_key_cap();

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
revoke all on private.api_workspace_rate from public, anon, authenticated, service_role;

-- As before, and the workspace's bucket too: a request takes a token from both, or from neither
-- (a refused request costs nothing), and waits for the emptier of the two; `workspace_limited`
-- says the workspace's bucket is the one that refused, so the answer can say whose requests to slow.
drop function private.authenticate_api_key(bytea);
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
revoke execute on function private.authenticate_api_key(bytea) from public, anon, authenticated;
grant execute on function private.authenticate_api_key(bytea) to workspace_api;
