-- Sharing one candidate's answers with a hiring manager outside the workspace (issue #18): a
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
create index review_shares_invitation_idx on public.review_shares (invitation_id, created_at desc);
create index review_shares_created_by_idx on public.review_shares (created_by);

create table public.review_share_openings (
  id bigint generated always as identity primary key,
  share_id uuid not null references public.review_shares (id) on delete cascade,
  opened_at timestamptz not null default now(),
  user_agent text check (char_length(user_agent) <= 500)
);
comment on table public.review_share_openings is 'Every time a shared link was opened.';
create index review_share_openings_share_idx on public.review_share_openings (share_id, opened_at desc);

alter table public.review_shares enable row level security;
alter table public.review_share_openings enable row level security;

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

create function private.managed_share_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select s.id from public.review_shares s where s.invitation_id in (select private.decidable_invitation_ids())
$$;
comment on function private.managed_share_ids() is 'Shared links of candidates the caller manages.';
revoke execute on function private.managed_share_ids() from public, anon;
grant execute on function private.managed_share_ids() to authenticated, service_role;

-- SELECT(review_share_openings): as the share; written only by open_review_share.
create policy review_share_openings_select on public.review_share_openings
  for select to authenticated
  using ((select private.is_admin()) or share_id in (select private.managed_share_ids()));

grant select, delete on public.review_shares to authenticated;
grant insert (invitation_id, expires_at) on public.review_shares to authenticated;
grant update (revoked_at) on public.review_shares to authenticated;
grant select on public.review_share_openings to authenticated;
grant all on public.review_shares, public.review_share_openings to service_role;
