-- The interview lifecycle (issue #19 item 7), held by the database so no path around the api can
-- break it:
-- - status moves: DRAFT → ACTIVE (publish), ACTIVE → CLOSED (close), CLOSED → ACTIVE (reopen),
--   and any → ARCHIVED (final); closed_at follows CLOSED.
-- - invitations go out only for an ACTIVE interview (for every caller of the Data API and the api;
--   server code running as postgres, such as the seed and test fixtures, is trusted here as it is
--   by row-level security).
-- - once a candidate has answered, the questions (their text, format and order; adding or
--   removing one) no longer change: the answers and their ratings would stop matching them.
--   Title, description, welcome video and settings stay editable; Duplicate makes a new interview.

-- Section: status moves ---------------------------------------------------------------------------
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

-- Section: invitations need an ACTIVE interview ---------------------------------------------------
create function private.require_active_interview()
returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status public.interview_status;
begin
  if (select auth.uid()) is null then
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

-- Section: questions freeze once answered ---------------------------------------------------------
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
     and new.order_number = old.order_number and new.interview_id = old.interview_id then
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
  'Refuses adding, removing, rewording, reformatting or reordering a question once a candidate has answered the interview.';
-- After the row is written: row-level security has refused whoever may not change it by then.
create trigger questions_freeze_answered
  after insert or update or delete on public.questions
  for each row execute function private.freeze_answered_questions();
