-- Interviews and their questions, owned by a workspace. The lifecycle is held by the database so
-- no path around the api can break it: DRAFT → ACTIVE (publish), ACTIVE → CLOSED (close),
-- CLOSED → ACTIVE (reopen), and any → ARCHIVED (final); closed_at follows CLOSED. Once a
-- candidate has answered, the questions (their text, format and order; adding or removing one) no
-- longer change: the answers and their ratings would stop matching them. Title, description,
-- welcome video and settings stay editable; Duplicate makes a new interview.
-- A CHOICE question (issue #37) offers 2 to 10 options, one or several to pick; an option may be a
-- knockout, which ends the interview or only flags the answer (questions.knockout_action). The
-- server decides what an answer knocks out (submit_answer): the candidate never reads which
-- options are knockouts.
-- OWNER, RECRUITER: every interview, question and option of the workspace; they create, change and
-- delete them. REVIEWER: reads them.

-- Types -------------------------------------------------------------------------------------------
create type public.interview_status as enum ('DRAFT', 'ACTIVE', 'CLOSED', 'ARCHIVED');

create type public.response_format as enum ('VIDEO', 'AUDIO', 'TEXT', 'CHOICE', 'FILE');

create type public.knockout_action as enum ('END', 'FLAG');
comment on type public.knockout_action is
  'What a knockout option of a CHOICE question does: END the interview kindly, or only FLAG the answer for the review.';

-- The rule of interviews.reminder_hours, a function because a check constraint cannot hold a subquery.
create function private.reminder_hours_are_valid(hours integer[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select hours is not null
    and cardinality(hours) <= 3
    and array_position(hours, null) is null
    and (select count(distinct h) = count(*) and coalesce(bool_and(h between 1 and 336), true) from unnest(hours) as h)
$$;
comment on function private.reminder_hours_are_valid(integer[]) is
  'At most 3 distinct reminders, each 1 to 336 hours (14 days) before the deadline.';

-- Tables ------------------------------------------------------------------------------------------
create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  -- Who created the interview ("Created by"): a teammate's account being deleted must not take the
  -- team's interviews with it.
  recruiter_id uuid default auth.uid() references public.profiles (id) on delete set null,
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  welcome_video_url text check (welcome_video_url ~ '^https?://[^[:space:]]+$' and char_length(welcome_video_url) <= 2048),
  status public.interview_status not null default 'ACTIVE',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  anonymous_review boolean not null default false,
  -- The settings that shape the candidate's experience: a practice question, the default deadline
  -- of an invitation, the reminders before it, the date the team means to decide by, and when the
  -- interview was closed.
  practice_question boolean not null default true,
  default_deadline_days integer not null default 7 check (default_deadline_days between 1 and 90),
  reminder_hours integer[] not null default '{48,24}' check (private.reminder_hours_are_valid(reminder_hours)),
  decision_due_on date,
  closed_at timestamptz,
  -- The language the candidate answers in: transcription is told it. No column default: a default
  -- cannot read the workspace, so interviews_language_from_workspace fills it when none is given.
  language public.locale not null
);
comment on table public.interviews is 'An interview a recruiter builds from questions and invites candidates to.';
comment on column public.interviews.status is
  'ACTIVE when created, or DRAFT when saved as a draft; a trigger allows DRAFT to ACTIVE (publish), ACTIVE to CLOSED (close), CLOSED to ACTIVE (reopen) and any to ARCHIVED, which is final (docs/product.md section 4). Only an ACTIVE interview takes invitations.';
comment on column public.interviews.recruiter_id is 'Who created the interview; null once their account is deleted (the workspace keeps it).';
comment on column public.interviews.workspace_id is 'The workspace that owns the interview; its members see it by their workspace role.';
comment on column public.interviews.anonymous_review is
  'Blind review: reviewers see "Candidate N", no name, e-mail or face, until they have submitted their ratings.';
comment on column public.interviews.practice_question is
  'Whether the candidate may record a practice answer first; it is played back to them and never stored.';
comment on column public.interviews.default_deadline_days is
  'Days from the invitation to its deadline (invitations.expires_at) when the recruiter names none.';
comment on column public.interviews.reminder_hours is
  'Hours before the deadline at which an unfinished invitation is reminded by e-mail, e.g. {48,24}.';
comment on column public.interviews.decision_due_on is
  'The date the team means to decide by, told to the candidate in the completion receipt; null: not said.';
comment on column public.interviews.closed_at is 'When it was last closed; null while it is not CLOSED.';
comment on column public.interviews.language is
  'The language the candidate answers in, told to transcription; its workspace''s language when created without one.';
alter table public.interviews enable row level security;

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  order_number integer not null check (order_number >= 1),
  text text not null check (btrim(text) <> '' and char_length(text) <= 2000),
  response_format public.response_format not null default 'VIDEO',
  time_limit_seconds integer not null default 120 check (time_limit_seconds between 30 and 600),
  created_at timestamptz not null default now(),
  thinking_seconds integer not null default 0 check (thinking_seconds between 0 and 300),
  max_attempts smallint not null default 3 check (max_attempts between 1 and 5),
  -- A CHOICE question's: several options may be picked, and what a knockout option does.
  multiple_choice boolean not null default false,
  knockout_action public.knockout_action not null default 'END',
  unique (interview_id, order_number)
);
comment on table public.questions is 'The questions of an interview, answered in order_number order.';
comment on column public.questions.time_limit_seconds is
  'Seconds a candidate has to answer: 30 to 600, 120 by default (docs/product.md sections 5 and 9).';
comment on column public.questions.thinking_seconds is
  'Seconds the question shows before recording starts by itself: 0 (none) to 300.';
comment on column public.questions.max_attempts is
  'Takes a candidate may submit for this question: 1 to 5, 3 by default (docs/product.md section 9).';
comment on column public.questions.multiple_choice is 'A CHOICE question: true when several options may be picked.';
comment on column public.questions.knockout_action is
  'A CHOICE question: whether picking a knockout option ENDs the interview or only FLAGs the answer.';
alter table public.questions enable row level security;

create table public.question_options (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  position smallint not null check (position between 1 and 10),
  label text not null check (btrim(label) <> '' and char_length(label) <= 200),
  knockout boolean not null default false,
  unique (question_id, position)
);
comment on table public.question_options is
  'The options of a CHOICE question, 2 to 10, shown in position order; at least one is not a knockout.';
comment on column public.question_options.knockout is
  'Picking it knocks the candidate out (questions.knockout_action says how); never shown to the candidate.';
alter table public.question_options enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index interviews_workspace_id_created_at_idx on public.interviews (workspace_id, created_at desc);

create index interviews_recruiter_id_idx on public.interviews (recruiter_id);

-- Private helpers ---------------------------------------------------------------------------------
-- The helpers start from the caller's memberships (workspace_members_user_id_idx) and reach
-- interviews by interviews_workspace_id_created_at_idx, instead of testing every interview of every
-- workspace against a set of workspaces. "Own" in own_interview_ids and own_invitation_ids means
-- what the caller manages (OWNER or RECRUITER of the workspace), not what they created.
create function private.own_interview_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select i.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER');
end
$$;
comment on function private.own_interview_ids() is 'Interviews the caller manages: of workspaces where they are OWNER or RECRUITER.';

create function private.visible_interview_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select i.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    where m.user_id = (select auth.uid());
end
$$;
comment on function private.visible_interview_ids() is 'Interviews of the caller''s workspaces, in any role.';

-- The options' policies reach a question's interview through these, by questions' unique
-- (interview_id, order_number) index.
create function private.own_question_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select q.id from public.questions q where q.interview_id in (select private.own_interview_ids());
end
$$;
comment on function private.own_question_ids() is 'Questions of the interviews the caller manages.';

create function private.visible_question_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select q.id from public.questions q where q.interview_id in (select private.visible_interview_ids());
end
$$;
comment on function private.visible_question_ids() is 'Questions of the interviews of the caller''s workspaces, in any role.';

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(interviews): members of its workspace; admins all.
create policy interviews_select on public.interviews
  for select to authenticated
  using (workspace_id = any ((select private.readable_workspace_ids())::uuid[]));

-- INSERT(interviews): OWNERs and RECRUITERs create interviews in their workspace, as themselves.
create policy interviews_insert on public.interviews
  for insert to authenticated
  with check (
    recruiter_id = (select auth.uid())
    and ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  );

-- UPDATE(interviews): OWNERs and RECRUITERs of its workspace, within the workspaces they manage; admins.
create policy interviews_update on public.interviews
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- DELETE(interviews): OWNERs and RECRUITERs of its workspace; admins.
create policy interviews_delete on public.interviews
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- SELECT(questions): of interviews the caller sees.
create policy questions_select on public.questions
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.visible_interview_ids()));

-- INSERT(questions): into interviews the caller manages (OWNER, RECRUITER; admins: any).
create policy questions_insert on public.questions
  for insert to authenticated
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- UPDATE(questions): of interviews the caller manages (admins: any).
create policy questions_update on public.questions
  for update to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()))
  with check ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- DELETE(questions): of interviews the caller manages (admins: any).
create policy questions_delete on public.questions
  for delete to authenticated
  using ((select private.is_admin()) or interview_id in (select private.own_interview_ids()));

-- SELECT(question_options): of questions the caller sees.
create policy question_options_select on public.question_options
  for select to authenticated
  using ((select private.is_admin()) or question_id in (select private.visible_question_ids()));

-- INSERT(question_options): into questions of interviews the caller manages (admins: any).
create policy question_options_insert on public.question_options
  for insert to authenticated
  with check ((select private.is_admin()) or question_id in (select private.own_question_ids()));

-- UPDATE(question_options): of questions of interviews the caller manages (admins: any).
create policy question_options_update on public.question_options
  for update to authenticated
  using ((select private.is_admin()) or question_id in (select private.own_question_ids()))
  with check ((select private.is_admin()) or question_id in (select private.own_question_ids()));

-- DELETE(question_options): of questions of interviews the caller manages (admins: any).
create policy question_options_delete on public.question_options
  for delete to authenticated
  using ((select private.is_admin()) or question_id in (select private.own_question_ids()));

-- Triggers ----------------------------------------------------------------------------------------
create trigger interviews_set_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();

-- An interview written without a workspace (server code, older clients) goes to its creator's
-- first workspace they may create interviews in; the INSERT policy then checks it.
create function private.default_interview_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.workspace_id is null then
    select m.workspace_id into new.workspace_id
    from public.workspace_members m
    where m.user_id = coalesce(new.recruiter_id, (select auth.uid())) and m.role in ('OWNER', 'RECRUITER')
    order by m.role, m.created_at, m.workspace_id
    limit 1;
  end if;
  if new.workspace_id is null then
    raise exception 'Choose a workspace to create the interview in' using errcode = '23502';
  end if;
  return new;
end
$$;
create trigger interviews_default_workspace
  before insert on public.interviews
  for each row execute function private.default_interview_workspace();

-- An interview created without a language is held in its workspace's. Triggers of one event fire
-- in name order, so interviews_default_workspace has chosen the workspace before this one reads it.
create function private.interview_language_from_workspace()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.language is null then
    select w.language into new.language from public.workspaces w where w.id = new.workspace_id;
  end if;
  return new;
end
$$;
comment on function private.interview_language_from_workspace() is
  'Fills interviews.language with the workspace''s language when the insert names none.';
create trigger interviews_language_from_workspace
  before insert on public.interviews
  for each row execute function private.interview_language_from_workspace();

create function private.guard_interview_status()
returns trigger
language plpgsql volatile set search_path = ''
as $$
begin
  if new.status = old.status then
    return new;
  end if;
  if old.status = 'ARCHIVED'
     or not (
       new.status = 'ARCHIVED'
       or (old.status = 'DRAFT' and new.status = 'ACTIVE')
       or (old.status = 'ACTIVE' and new.status = 'CLOSED')
       or (old.status = 'CLOSED' and new.status = 'ACTIVE')
     ) then
    raise exception 'An interview cannot move from % to %', old.status, new.status using errcode = '55000';
  end if;
  new.closed_at := case when new.status = 'CLOSED' then now() end;
  return new;
end;
$$;
comment on function private.guard_interview_status() is
  'Allows only DRAFT → ACTIVE, ACTIVE → CLOSED, CLOSED → ACTIVE and any → ARCHIVED; keeps closed_at.';
create trigger interviews_guard_status
  before update of status on public.interviews
  for each row execute function private.guard_interview_status();

create function private.freeze_answered_questions()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_interview_id uuid := coalesce(new.interview_id, old.interview_id);
begin
  -- Deleting the interview (or moving nothing that matters) is no change to its questions.
  if tg_op = 'DELETE' and not exists (select 1 from public.interviews where id = v_interview_id) then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and new.text = old.text and new.response_format = old.response_format
     and new.multiple_choice = old.multiple_choice
     and new.order_number = old.order_number and new.interview_id = old.interview_id
     and new.prompt_video_id is not distinct from old.prompt_video_id then
    return null;
  end if;
  -- A deleted prompt's question loses its video (on delete set null): only deleting the workspace
  -- does that to an answered question (the api refuses deleting a prompt in use).
  if tg_op = 'UPDATE' and new.prompt_video_id is null and old.prompt_video_id is not null
     and not exists (select 1 from public.prompt_videos p where p.id = old.prompt_video_id) then
    return null;
  end if;
  if exists (
    select 1 from public.responses r join public.questions q on q.id = r.question_id
    where q.interview_id = v_interview_id
  ) then
    raise exception 'Candidates have already answered this interview, so its questions can no longer change. Duplicate it to change the questions.'
      using errcode = '55000';
  end if;
  return null;
end;
$$;
comment on function private.freeze_answered_questions() is
  'Refuses adding, removing, rewording, reformatting, reordering or changing the video of a question once a candidate has answered the interview.';
-- After the row is written: row-level security has refused whoever may not change it by then.
create trigger questions_freeze_answered
  after insert or update or delete on public.questions
  for each row execute function private.freeze_answered_questions();

create function private.freeze_answered_options()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_question_id uuid := coalesce(new.question_id, old.question_id);
begin
  -- Deleting the question (or its interview) takes its options with it: the question's own
  -- trigger has decided.
  if tg_op = 'DELETE' and not exists (select 1 from public.questions where id = v_question_id) then
    return null;
  end if;
  if exists (
    select 1 from public.responses r join public.questions q on q.id = r.question_id
    where q.interview_id = (select interview_id from public.questions where id = v_question_id)
  ) then
    raise exception 'Candidates have already answered this interview, so its questions can no longer change. Duplicate it to change the questions.'
      using errcode = '55000';
  end if;
  return null;
end;
$$;
comment on function private.freeze_answered_options() is
  'Refuses adding, removing or changing a choice question''s option once a candidate has answered the interview.';
create trigger question_options_freeze_answered
  after insert or update or delete on public.question_options
  for each row execute function private.freeze_answered_options();

-- A CHOICE question has 2 to 10 options, at least one of them not a knockout; any other question
-- has none. Checked at commit, so a question and its options are written in either order.
create function private.check_choice_options(p_question_id uuid)
returns void
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_format public.response_format;
  v_count integer;
  v_open integer;
begin
  select response_format into v_format from public.questions where id = p_question_id;
  if v_format is null then
    return;
  end if;
  select count(*), count(*) filter (where not knockout) into v_count, v_open
    from public.question_options where question_id = p_question_id;
  if v_format = 'CHOICE' and v_count not between 2 and 10 then
    raise exception 'A choice question needs 2 to 10 options' using errcode = '23514';
  elsif v_format = 'CHOICE' and v_open = 0 then
    raise exception 'A choice question needs an option that is not a knockout' using errcode = '23514';
  elsif v_format <> 'CHOICE' and v_count > 0 then
    raise exception 'Only a choice question has options' using errcode = '23514';
  end if;
end;
$$;
comment on function private.check_choice_options(uuid) is
  'Raises unless a CHOICE question has 2 to 10 options with one not a knockout, and any other question none.';

create function private.check_question_choice_options()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.check_choice_options(new.id);
  return null;
end;
$$;
create constraint trigger questions_choice_options
  after insert or update of response_format on public.questions
  deferrable initially deferred
  for each row execute function private.check_question_choice_options();

create function private.check_option_choice_options()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.check_choice_options(coalesce(new.question_id, old.question_id));
  return null;
end;
$$;
create constraint trigger question_options_choice_options
  after insert or update or delete on public.question_options
  deferrable initially deferred
  for each row execute function private.check_option_choice_options();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.interviews to service_role;
grant select, delete on public.interviews to authenticated;
grant insert (title, description, welcome_video_url, status, workspace_id, anonymous_review,
              practice_question, default_deadline_days, reminder_hours, decision_due_on, language)
  on public.interviews to authenticated;
grant update (title, description, welcome_video_url, status, anonymous_review, practice_question,
              default_deadline_days, reminder_hours, decision_due_on, closed_at, language)
  on public.interviews to authenticated;

grant all on public.questions to service_role;
grant select, delete on public.questions to authenticated;
grant insert (interview_id, order_number, text, response_format, time_limit_seconds,
              thinking_seconds, max_attempts, multiple_choice, knockout_action)
  on public.questions to authenticated;
grant update (order_number, text, response_format, time_limit_seconds, thinking_seconds,
              max_attempts, multiple_choice, knockout_action)
  on public.questions to authenticated;

grant all on public.question_options to service_role;
grant select, delete on public.question_options to authenticated;
grant insert (question_id, position, label, knockout) on public.question_options to authenticated;
grant update (position, label, knockout) on public.question_options to authenticated;

grant execute on function private.own_interview_ids() to service_role, authenticated;
grant execute on function private.visible_interview_ids() to service_role, authenticated;
grant execute on function private.own_question_ids() to service_role, authenticated;
grant execute on function private.visible_question_ids() to service_role, authenticated;
grant execute on function private.reminder_hours_are_valid(integer[]) to authenticated;
