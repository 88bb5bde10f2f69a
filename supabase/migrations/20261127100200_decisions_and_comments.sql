-- Decisions and comments on a candidate (issue #18). A decision (advance, hold or reject, with a
-- reason) is made by a person who manages the interview (OWNER, RECRUITER), never by the AI; every
-- decision is kept, the newest is the candidate's. Comments are a thread every member who sees the
-- candidate reads and writes.
create type public.candidate_decision as enum ('ADVANCE', 'HOLD', 'REJECT');

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
create index candidate_decisions_invitation_idx on public.candidate_decisions (invitation_id, decided_at desc);
create index candidate_decisions_decided_by_idx on public.candidate_decisions (decided_by);

create table public.candidate_comments (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null default auth.uid(),
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);
comment on table public.candidate_comments is 'The workspace''s thread about one candidate.';
comment on column public.candidate_comments.author_id is 'Who wrote it; null once their account is deleted.';
create index candidate_comments_invitation_idx on public.candidate_comments (invitation_id, created_at);
create index candidate_comments_author_idx on public.candidate_comments (author_id);

create function private.decidable_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id from public.invitations inv
  where inv.id in (select private.own_invitation_ids()) and inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.decidable_invitation_ids() is
  'Completed (or reviewed) invitations of interviews the caller manages (OWNER, RECRUITER): the candidates they may decide about.';
revoke execute on function private.decidable_invitation_ids() from public, anon;
grant execute on function private.decidable_invitation_ids() to authenticated, service_role;

alter table public.candidate_decisions enable row level security;
alter table public.candidate_comments enable row level security;

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

grant select, insert, delete on public.candidate_decisions, public.candidate_comments to authenticated;
grant all on public.candidate_decisions, public.candidate_comments to service_role;
