-- API keys per workspace (issue #22 item 1): an owner creates, names, scopes and revokes keys for
-- the workspace's applicant tracking system. The api makes the key and stores only its SHA-256:
-- nobody reads the hash back (column grants), so a key lost is a key made again. The visible
-- prefix (aik_ and 8 characters) tells the owner which key is which.

create type public.api_key_scope as enum ('READ', 'READ_WRITE');

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
create index workspace_api_keys_workspace_idx on public.workspace_api_keys (workspace_id, created_at desc);
create index workspace_api_keys_created_by_idx on public.workspace_api_keys (created_by);

alter table public.workspace_api_keys enable row level security;
revoke all on public.workspace_api_keys from anon, authenticated, service_role;
grant select (id, workspace_id, name, prefix, scope, created_by, created_at, last_used_at, revoked_at)
  on public.workspace_api_keys to authenticated;
grant insert (workspace_id, name, prefix, secret_hash, scope) on public.workspace_api_keys to authenticated;
grant update (revoked_at) on public.workspace_api_keys to authenticated;

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
