-- Invitations: a candidate invited to an interview, reached by /take/{unique_link_token}. Status
-- moves only along its allowed paths (PENDING → STARTED → COMPLETED → REVIEWED, or PENDING →
-- CANCELLED), with their timestamps; invitations go out only for an ACTIVE interview; each gets
-- its deadline and its candidate number. Who sees an invitation: OWNERs and RECRUITERs of the
-- workspace every one, a REVIEWER the COMPLETED and REVIEWED ones, admins all, and the candidate
-- their own (bound to them, or unbound and sent to their confirmed address). Row-level security
-- chooses rows, not columns: the link token and the candidate's name and address are read through
-- functions that answer only those they belong to. The invitation e-mail and its limits are the
-- outbox's (45-mail-and-jobs.sql); taking the interview by its token is 60-take.sql.

-- Types -------------------------------------------------------------------------------------------
create type public.invitation_status as enum ('PENDING', 'STARTED', 'COMPLETED', 'REVIEWED', 'CANCELLED');
comment on type public.invitation_status is
  'PENDING → STARTED → COMPLETED → REVIEWED, or PENDING → CANCELLED (a cancelled link stops working).';

create type public.time_accommodation as enum ('STANDARD', 'EXTRA_HALF', 'DOUBLE', 'UNTIMED');
comment on type public.time_accommodation is
  'Time to answer each question: as set (STANDARD), x1.5 (EXTRA_HALF), x2 (DOUBLE), or no limit and no countdown (UNTIMED).';

-- Tables ------------------------------------------------------------------------------------------
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  candidate_id uuid references public.profiles (id) on delete set null,
  first_name text not null check (btrim(first_name) <> '' and char_length(first_name) <= 100),
  last_name text not null check (btrim(last_name) <> '' and char_length(last_name) <= 100),
  email text not null check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ),
  status public.invitation_status not null default 'PENDING',
  -- 16 random bytes, base64url without padding: 128 bits in 22 URL-safe characters.
  unique_link_token text not null unique
    default translate(encode(extensions.gen_random_bytes(16), 'base64'), '+/=', '-_')
    check (unique_link_token ~ '^[A-Za-z0-9_-]{22}$'),
  -- Left out of an insert, the interview's default_deadline_days from now (invitations_default_deadline).
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  reviewed_at timestamptz,
  cancelled_at timestamptz,
  -- Blind review names the candidate by this number, given once in order of invitation.
  candidate_number integer not null,
  -- Accommodations: more time per answer, more attempts, answering in text.
  time_accommodation public.time_accommodation not null default 'STANDARD',
  extra_attempts smallint not null default 0 check (extra_attempts between 0 and 2),
  text_answers_allowed boolean not null default false,
  bulk_key uuid,
  data_deleted_at timestamptz,
  -- The language its e-mails speak (issue #36). No column default: a default cannot read the
  -- interview, so invitations_language_from_interview fills it when none is given.
  language public.locale not null,
  -- A knockout answer ended the interview (issue #37): completed then, with the answers given.
  knocked_out_at timestamptz,
  -- When someone other than the workspace's members first opened the link (issue #38's funnel).
  opened_at timestamptz,
  check (expires_at > created_at),
  constraint invitations_candidate_number_key unique (interview_id, candidate_number)
);
comment on table public.invitations is 'A candidate invited to an interview, reached by the unique link /take/{unique_link_token}.';
comment on column public.invitations.candidate_id is 'The account that took the invitation: bound at registration with the token or when the interview starts.';
comment on column public.invitations.unique_link_token is '128-bit random, URL-safe; the only thing a candidate needs to open the interview.';
comment on column public.invitations.candidate_number is 'The candidate''s number in the interview (1, 2, ...), shown as "Candidate N" in a blind review.';
comment on column public.invitations.expires_at is
  'The deadline: the link stops opening the interview after it. By default the interview''s default_deadline_days from the invitation.';
comment on column public.invitations.extra_attempts is
  'Attempts per question beyond the question''s max_attempts, granted as an accommodation (0 to 2).';
comment on column public.invitations.text_answers_allowed is
  'An accommodation: the candidate may answer any VIDEO or AUDIO question in text instead.';
comment on column public.invitations.language is
  'The language of the candidate''s e-mails; its interview''s language when invited without one.';
comment on column public.invitations.opened_at is
  'When the link was first opened by anyone but the workspace''s members (get_interview_by_token); null until then.';
comment on column public.invitations.knocked_out_at is
  'When a knockout answer ended the interview (it is COMPLETED with the answers given); null otherwise.';
comment on column public.invitations.bulk_key is
  'The key a bulk invitation gave this row; sending the same row again (after a reload) finds it instead of inviting twice.';
comment on column public.invitations.data_deleted_at is
  'When the candidate''s answers and every note about them were deleted (retention or the candidate''s request); the row is anonymised since.';
alter table public.invitations enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index invitations_interview_id_created_at_idx on public.invitations (interview_id, created_at desc);

create index invitations_candidate_id_idx on public.invitations (candidate_id);

-- The e-mail half of invitee_invitation_ids() looks invitations up by address.
create index invitations_unbound_email_idx on public.invitations (lower(email)) where candidate_id is null;

create unique index invitations_interview_id_bulk_key_idx on public.invitations (interview_id, bulk_key)
  where bulk_key is not null;

-- The retention job's scan: finished invitations whose retention has passed and not yet purged.
create index invitations_retention_idx on public.invitations (completed_at)
  where data_deleted_at is null and status in ('COMPLETED', 'REVIEWED');

-- The reviews' page order; the v1 invitations page by the same columns.
create index invitations_updated_at_id_idx on public.invitations (updated_at, id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.own_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    join public.invitations inv on inv.interview_id = i.id
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER');
end
$$;
comment on function private.own_invitation_ids() is 'Invitations the caller manages: of interviews of workspaces where they are OWNER or RECRUITER.';

create function private.invitee_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id from public.invitations inv
    where inv.candidate_id = (select auth.uid())
    union
    select inv.id from public.invitations inv
    where inv.candidate_id is null
      and lower(inv.email) = (select private.confirmed_email());
end
$$;
comment on function private.invitee_invitation_ids() is
  'Invitations addressed to the caller as a candidate: bound to them, or unbound and sent to their confirmed e-mail.';

create function private.reviewable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
    where m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED');
end
$$;
comment on function private.reviewable_invitation_ids() is
  'Invitations the caller sees: every one of workspaces they manage; the COMPLETED and REVIEWED ones where they are REVIEWER.';

-- The same rule for one invitation, by its key (issue #39): a policy that asks it per row reads the
-- invitation, its interview and the caller's membership by index, where reviewable_invitation_ids()
-- first lists every invitation of the caller's workspaces (2,000 in the bench: 1.2 to 5.6 ms a
-- statement for a page of 20). In PL/pgSQL, whose plan the session keeps, a call costs about a fifth
-- of the same body in SQL (0.012 against 0.063 ms, both committed, 20 calls in a statement).
-- Admins are the policy's own (select private.is_admin()).
create function private.reviews_invitation(p_invitation_id uuid)
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
    where inv.id = p_invitation_id
      and (m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED'))
  );
end;
$$;
comment on function private.reviews_invitation(uuid) is
  'Whether the caller sees this invitation as a member of its workspace (reviewable_invitation_ids() for one invitation, admins aside).';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(invitations): every one of the interviews the caller manages; the COMPLETED and REVIEWED
-- ones of the other interviews of their workspaces (REVIEWER); admins; the bound candidate.
-- Decided by the row's interview and status, not by its id against private.reviewable_invitation_ids():
-- a row being inserted is not in that function's snapshot, so `insert … returning` of a new
-- invitation would be refused; and an invitation's interview is tested against the caller's
-- interviews (about a hundred ids) rather than its id against every invitation of their
-- workspaces (thousands).
create policy invitations_select on public.invitations
  for select to authenticated
  using (
    (select private.is_admin())
    or interview_id in (select private.own_interview_ids())
    or (status in ('COMPLETED', 'REVIEWED') and interview_id in (select private.visible_interview_ids()))
    or candidate_id = (select auth.uid())
  );

-- SELECT(invitations): the invitee also sees an unbound invitation sent to their confirmed e-mail.
create policy invitations_select_invitee on public.invitations
  for select to authenticated
  using (id in (select private.invitee_invitation_ids()));

-- INSERT(invitations): those who manage the interview (its workspace's OWNERs and RECRUITERs) or an
-- admin; a new invitation is always PENDING.
create policy invitations_insert on public.invitations
  for insert to authenticated
  with check (
    ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
    and status = 'PENDING'
  );

-- UPDATE(invitations): those who manage the interview or an admin (cancel, mark reviewed, change
-- the accommodations). Which status moves are allowed is the transition trigger's business.
create policy invitations_update on public.invitations
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- UPDATE(invitations) by a REVIEWER: only marking a COMPLETED invitation reviewed. OWNERs,
-- RECRUITERs and admins have invitations_update.
create policy invitations_update_review on public.invitations
  for update to authenticated
  using (status = 'COMPLETED' and id in (select private.reviewable_invitation_ids()))
  with check (status = 'REVIEWED' and id in (select private.reviewable_invitation_ids()));

-- DELETE(invitations): those who manage the interview or an admin.
create policy invitations_delete on public.invitations
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- Functions ---------------------------------------------------------------------------------------
-- Three of these answer callers that later files define (an API key of the invitation's
-- workspace, 80-public-api.sql; the blind-review rule, 70-reviews-and-evaluation.sql): their
-- bodies are checked when they run, not when they are made here.
set check_function_bodies = off;

-- The tokens of the invitations given that the caller manages (OWNER/RECRUITER of its workspace, an
-- admin, or an API key of its workspace, which selects the column itself too) or is the candidate
-- of; no row for anyone else. A list joins it once for its page (issue #39): each condition asks
-- about the invitation's own workspace, never builds the set of every invitation the caller manages.
-- PL/pgSQL keeps its plan for the session; a generic one, as the ids change at every call.
create function private.invitation_link_tokens(p_invitation_ids uuid[])
returns table (invitation_id uuid, token text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan
rows 50
as $$
#variable_conflict use_column
begin
  return query
  select inv.id, inv.unique_link_token
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where inv.id = any (p_invitation_ids)
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or exists (select 1 from public.workspace_members m
                    where m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
                      and m.role in ('OWNER', 'RECRUITER'))
         or i.workspace_id = (select private.api_key_workspace()));
end;
$$;
comment on function private.invitation_link_tokens(uuid[]) is
  'The unique_link_token of each invitation given whose managers, admins, workspace''s API keys or candidate the caller is; no row for the others.';

-- One invitation's token (invitation_link_tokens()), for the invitation code the api and the public
-- API share.
create function private.invitation_link_token(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select t.token from private.invitation_link_tokens(array[p_invitation_id]) t
$$;
comment on function private.invitation_link_token(uuid) is
  'The invitation''s unique_link_token for its managers, admins, its workspace''s API keys and its candidate; null for anyone else (a REVIEWER).';

-- The workspace of an invitation, for a member of that workspace (issue #33 item 18). Row-level
-- security hides a PENDING invitation from a REVIEWER, yet it is their own team's: the api asks
-- this to refuse their changes with the reviewer's 403, as for a completed invitation, instead of
-- saying it does not exist. Anyone else (another workspace, a candidate) gets null, so the answer
-- tells them nothing the policies hide.
create function private.member_invitation_workspace(p_invitation uuid)
returns uuid
language sql stable security definer set search_path = ''
as $$
  select i.workspace_id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation
    and ((select private.is_admin())
         or private.has_workspace_role(i.workspace_id, array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[]))
$$;
comment on function private.member_invitation_workspace(uuid) is
  'The workspace of an invitation when the caller is a member of it (any role) or an admin; null otherwise.';

-- The name and e-mail of an invitation for its interview's managers (OWNER/RECRUITER of the
-- workspace), admins, its candidate (bound, or unbound and sent to their confirmed address), and a
-- member reviewing it (COMPLETED or REVIEWED) where candidate_identity_visible(), the rule of the
-- review payloads, holds: the interview is not blind, or they have submitted their ratings. Every
-- condition is a lookup by key, so a list calls it for each row of its page.
create function private.invitation_identity(
  p_invitation_id uuid, out first_name text, out last_name text, out email text
)
language sql stable security definer set search_path = ''
as $$
  select inv.first_name, inv.last_name, inv.email
  from public.invitations inv
  where inv.id = p_invitation_id
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or (inv.candidate_id is null and lower(inv.email) = (select private.confirmed_email()))
         or exists (
           select 1
           from public.interviews i
           join public.workspace_members m on m.workspace_id = i.workspace_id
           where i.id = inv.interview_id and m.user_id = (select auth.uid())
             and (m.role in ('OWNER', 'RECRUITER')
                  or (inv.status in ('COMPLETED', 'REVIEWED') and private.candidate_identity_visible(inv.id)))))
$$;
comment on function private.invitation_identity(uuid) is
  'The invitation''s first_name, last_name and email for its managers, admins, its candidate and a reviewer who may see who the candidate is (candidate_identity_visible); nulls for anyone else (a REVIEWER of a blind review).';

-- Whether a bulk invitation repeats invitations of the interview that are not cancelled: the
-- addresses among p_emails already invited, for its managers, admins and an API key of its
-- workspace (the public API invites through the same code); none for anyone else.
create function private.invited_emails(p_interview_id uuid, p_emails text[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select distinct inv.email
  from public.invitations inv
  join unnest(p_emails) as asked(email) on asked.email = inv.email
  where inv.interview_id = p_interview_id and inv.status <> 'CANCELLED'
    and ((select private.is_admin())
         or inv.interview_id in (select private.own_interview_ids())
         or inv.interview_id in (select private.api_key_interview_ids()))
$$;
comment on function private.invited_emails(uuid, text[]) is
  'The addresses among p_emails with an invitation to the interview that is not cancelled, for its managers, admins and its workspace''s API keys; none for anyone else.';

reset check_function_bodies;

-- Triggers ----------------------------------------------------------------------------------------
create trigger invitations_set_updated_at before update on public.invitations
  for each row execute function private.set_updated_at();

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

create function private.bind_invitation_at_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := new.raw_user_meta_data ->> 'invitation_token';
begin
  -- A stale, taken or mistyped token must not stop the registration; it binds nothing.
  if token is null or token !~ '^[A-Za-z0-9_-]{22}$' then
    return new;
  end if;
  update public.invitations
    set candidate_id = new.id
    where unique_link_token = token
      and candidate_id is null
      and status = 'PENDING'
      and expires_at > now();
  return new;
end;
$$;
comment on function private.bind_invitation_at_sign_up() is
  'Binds the open, unbound invitation whose token the new user signed up with (metadata invitation_token).';
-- Named to sort after on_auth_user_created: triggers fire in name order, and the profile the
-- invitation points at must exist first.
create trigger on_auth_user_created_bind_invitation after insert on auth.users
  for each row execute function private.bind_invitation_at_sign_up();

-- The next number of the interview; the interview row is locked so two invitations at once cannot
-- take the same one.
create function private.number_candidate()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.interviews where id = new.interview_id for update;
  new.candidate_number := coalesce(
    (select max(candidate_number) from public.invitations where interview_id = new.interview_id), 0) + 1;
  return new;
end;
$$;
create trigger invitations_number_candidate
  before insert on public.invitations
  for each row execute function private.number_candidate();

create function private.default_invitation_deadline()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.expires_at is null then
    select now() + make_interval(days => i.default_deadline_days) into new.expires_at
    from public.interviews i where i.id = new.interview_id;
  end if;
  return new;
end;
$$;
comment on function private.default_invitation_deadline() is
  'Gives an invitation inserted without a deadline its interview''s default_deadline_days.';
create trigger invitations_default_deadline
  before insert on public.invitations
  for each row execute function private.default_invitation_deadline();

-- An invitation given no language speaks its interview's (issue #36): a recruiter may invite one
-- Spanish-speaking candidate to an English interview.
create function private.invitation_language_from_interview()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.language is null then
    select i.language into new.language from public.interviews i where i.id = new.interview_id;
  end if;
  return new;
end;
$$;
comment on function private.invitation_language_from_interview() is
  'Fills invitations.language with the interview''s language when the insert names none.';
create trigger invitations_language_from_interview
  before insert on public.invitations
  for each row execute function private.invitation_language_from_interview();

-- Invitations go out only for an ACTIVE interview, for an API key as for a signed-in user (for
-- every caller of the Data API and the api); rows written by the database's own roles (the seed,
-- test fixtures) are trusted here as they are by row-level security.
create function private.require_active_interview()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status public.interview_status;
begin
  if (select auth.uid()) is null and (select private.api_key_workspace()) is null then
    return new;
  end if;
  select status into v_status from public.interviews where id = new.interview_id;
  if v_status = 'DRAFT' then
    raise exception 'Publish the interview before inviting candidates' using errcode = '55000';
  elsif v_status = 'CLOSED' then
    raise exception 'This interview is closed; reopen it to invite candidates' using errcode = '55000';
  elsif v_status = 'ARCHIVED' then
    raise exception 'Interview is archived' using errcode = '55000';
  end if;
  return new;
end;
$$;
comment on function private.require_active_interview() is
  'Refuses an invitation to a DRAFT, CLOSED or ARCHIVED interview, each with the reason.';
create trigger invitations_require_active_interview
  before insert on public.invitations
  for each row execute function private.require_active_interview();

-- Grants ------------------------------------------------------------------------------------------
-- Row-level security chooses rows, not columns: the link token (which opens the candidate's
-- interview as them) and the candidate's name and address are no caller's to select. Those they
-- belong to read them through invitation_link_token() and invitation_identity(); the worker and
-- the public API's key keep their own column grants (88-job-worker.sql, 80-public-api.sql).
grant all on public.invitations to service_role;
grant delete on public.invitations to authenticated;
grant select (id, interview_id, candidate_id, status, expires_at, created_at, updated_at,
              started_at, completed_at, reviewed_at, cancelled_at, candidate_number,
              time_accommodation, extra_attempts, text_answers_allowed, bulk_key, data_deleted_at,
              language, knocked_out_at, opened_at)
  on public.invitations to authenticated;
grant insert (interview_id, first_name, last_name, email, expires_at, time_accommodation,
              extra_attempts, text_answers_allowed, bulk_key, language)
  on public.invitations to authenticated;
grant update (status, time_accommodation, extra_attempts, text_answers_allowed)
  on public.invitations to authenticated;

grant execute on function private.invitee_invitation_ids() to service_role, authenticated;
grant execute on function private.own_invitation_ids() to service_role, authenticated;
grant execute on function private.reviewable_invitation_ids() to service_role, authenticated;
grant execute on function private.reviews_invitation(uuid) to service_role, authenticated;
grant execute on function private.invitation_link_tokens(uuid[]) to authenticated;
grant execute on function private.invitation_link_token(uuid) to authenticated;
grant execute on function private.member_invitation_workspace(uuid) to authenticated;
grant execute on function private.invitation_identity(uuid) to authenticated;
grant execute on function private.invited_emails(uuid, text[]) to authenticated;
