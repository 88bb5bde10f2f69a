-- The settings of an interview and its questions that shape the candidate's experience (issue
-- #19): a practice question, thinking time and attempts per question, the default deadline of an
-- invitation, the reminders before it, the date the team means to decide by, and when the
-- interview was closed. Each has the default the product had before, or the issue's.

-- Section: interviews -----------------------------------------------------------------------------
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

alter table public.interviews
  add column practice_question boolean not null default true,
  add column default_deadline_days integer not null default 7 check (default_deadline_days between 1 and 90),
  add column reminder_hours integer[] not null default '{48,24}' check (private.reminder_hours_are_valid(reminder_hours)),
  add column decision_due_on date,
  add column closed_at timestamptz;
comment on column public.interviews.practice_question is
  'Whether the candidate may record a practice answer first; it is played back to them and never stored.';
comment on column public.interviews.default_deadline_days is
  'Days from the invitation to its deadline (invitations.expires_at) when the recruiter names none.';
comment on column public.interviews.reminder_hours is
  'Hours before the deadline at which an unfinished invitation is reminded by e-mail, e.g. {48,24}.';
comment on column public.interviews.decision_due_on is
  'The date the team means to decide by, told to the candidate in the completion receipt; null: not said.';
comment on column public.interviews.closed_at is 'When it was last closed; null while it is not CLOSED.';

-- Section: questions ------------------------------------------------------------------------------
alter table public.questions
  add column thinking_seconds integer not null default 0 check (thinking_seconds between 0 and 300),
  add column max_attempts smallint not null default 3 check (max_attempts between 1 and 5);
comment on column public.questions.thinking_seconds is
  'Seconds the question shows before recording starts by itself: 0 (none) to 300.';
comment on column public.questions.max_attempts is
  'Takes a candidate may submit for this question: 1 to 5, 3 by default (spec §9).';

-- Section: responses ------------------------------------------------------------------------------
-- Five attempts a question, and two more by accommodation (invitations.extra_attempts).
alter table public.responses drop constraint responses_attempts_check;
alter table public.responses add constraint responses_attempts_check check (attempts between 1 and 7);
comment on column public.responses.attempts is
  'Submitted takes of this answer: at most the question''s max_attempts plus the invitation''s extra_attempts.';

-- Section: grants ---------------------------------------------------------------------------------
grant insert (practice_question, default_deadline_days, reminder_hours, decision_due_on) on public.interviews to authenticated;
grant update (practice_question, default_deadline_days, reminder_hours, decision_due_on, closed_at) on public.interviews to authenticated;
grant insert (thinking_seconds, max_attempts) on public.questions to authenticated;
grant update (thinking_seconds, max_attempts) on public.questions to authenticated;
