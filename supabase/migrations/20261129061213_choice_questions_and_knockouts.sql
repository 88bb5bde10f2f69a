-- Issue #37: CHOICE questions with knockout options (supabase/schemas/30-interviews.sql), their
-- answers (55-responses-and-recordings.sql), the invitation a knockout ended (40-invitations.sql)
-- and the take functions that answer them (60-take.sql).

create type public.knockout_action as enum ('END', 'FLAG');
comment on type public.knockout_action is
  'What a knockout option of a CHOICE question does: END the interview kindly, or only FLAG the answer for the review.';

alter table public.questions
  add column multiple_choice boolean not null default false,
  add column knockout_action public.knockout_action not null default 'END';
comment on column public.questions.multiple_choice is 'A CHOICE question: true when several options may be picked.';
comment on column public.questions.knockout_action is
  'A CHOICE question: whether picking a knockout option ENDs the interview or only FLAGs the answer.';
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

-- The options' policies reach a question's interview through these, by questions' unique
-- (interview_id, order_number) index.
create function private.own_question_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select q.id from public.questions q where q.interview_id in (select private.own_interview_ids())
$$;
comment on function private.own_question_ids() is 'Questions of the interviews the caller manages.';

create function private.visible_question_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select q.id from public.questions q where q.interview_id in (select private.visible_interview_ids())
$$;
comment on function private.visible_question_ids() is 'Questions of the interviews of the caller''s workspaces, in any role.';

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

create or replace function private.freeze_answered_questions()
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
grant execute on function private.own_question_ids() to service_role, authenticated;
grant execute on function private.visible_question_ids() to service_role, authenticated;

alter table public.responses
  add column choice_option_ids uuid[] check (choice_option_ids is null or cardinality(choice_option_ids) between 1 and 10),
  add column knockout boolean not null default false,
  drop constraint responses_check,
  add constraint responses_check check (response_text is not null or media_path is not null or choice_option_ids is not null);
comment on column public.responses.choice_option_ids is
  'A CHOICE question''s answer: the ids of the question_options picked, in position order.';
comment on column public.responses.knockout is
  'A picked option is a knockout: the review flags the answer (and the interview ended, when the question says END).';

create or replace function public.request_answer_analysis(p_invitation_id uuid, p_response_id uuid)
returns public.processing_status
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_invitation_status public.invitation_status;
  v_choice boolean;
  v_media public.recording_media;
begin
  select inv.status, r.choice_option_ids is not null into v_invitation_status, v_choice
  from public.responses r join public.invitations inv on inv.id = r.invitation_id
  where r.id = p_response_id and r.invitation_id = p_invitation_id
    and r.id in (select private.reviewable_response_ids());
  if v_invitation_status is null then
    raise exception 'Response not found' using errcode = 'P0002';
  end if;
  if v_invitation_status not in ('COMPLETED', 'REVIEWED') then
    raise exception 'This interview has not been completed yet' using errcode = '55000';
  end if;
  if private.ai_analysis_declined(p_invitation_id) then
    raise exception 'AI analysis declined by the candidate' using errcode = '42501';
  end if;
  if v_choice then
    raise exception 'A choice answer is not analysed: the options picked are the answer' using errcode = '22023';
  end if;
  update public.responses set analysis_status = 'QUEUED', analysis_error = null where id = p_response_id;
  select * into v_media from public.recording_media m where m.response_id = p_response_id;
  if v_media.status = 'FAILED' then
    perform private.queue_recording(p_response_id, null, v_media.source_bucket, v_media.source_path);
  elsif private.answer_media_settled(p_response_id) then
    perform private.queue_answer_analysis(p_response_id);
  end if;
  return 'QUEUED'::public.processing_status;
end
$$;

create or replace function private.queue_completed_interview_analysis()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_response_id uuid;
begin
  if new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED'
     and not private.ai_analysis_declined(new.id) then
    for v_response_id in
      update public.responses set analysis_status = 'QUEUED', analysis_error = null
      where invitation_id = new.id and ai_insights is null and choice_option_ids is null
      returning id
    loop
      if private.answer_media_settled(v_response_id) then
        perform private.queue_answer_analysis(v_response_id);
      end if;
    end loop;
  end if;
  return null;
end
$$;

alter table public.invitations add column knocked_out_at timestamptz;
grant select (knocked_out_at) on public.invitations to authenticated;
comment on column public.invitations.knocked_out_at is
  'When a knockout answer ended the interview (it is COMPLETED with the answers given); null otherwise.';

drop function public.submit_answer(text, uuid, text, text);
create function public.submit_answer(
  p_token text,
  p_question_id uuid,
  p_response_text text default null,
  p_media_path text default null,
  p_option_ids uuid[] default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.taking_invitation(p_token);
  question public.questions;
  saved public.responses;
  answer_text text := nullif(btrim(p_response_text), '');
  take integer := private.take_number_from_path(p_media_path);
  allowed integer;
  in_text boolean;
  chosen uuid[];
  knocked boolean := false;
begin
  select * into question from public.questions
    where id = p_question_id and interview_id = inv.interview_id;
  if question.id is null then
    raise exception 'This question is not part of the interview' using errcode = '22023';
  end if;
  allowed := question.max_attempts + inv.extra_attempts;
  -- A recording question is answered in text only with the accommodation, and only by text.
  in_text := question.response_format = 'TEXT'
    or (inv.text_answers_allowed and p_media_path is null and p_response_text is not null);

  if question.response_format = 'CHOICE' then
    if coalesce(cardinality(p_option_ids), 0) = 0 or p_response_text is not null or p_media_path is not null then
      raise exception 'A choice question is answered by picking an option' using errcode = '22023';
    end if;
    if not question.multiple_choice and cardinality(p_option_ids) > 1 then
      raise exception 'Pick one option for this question' using errcode = '22023';
    end if;
    -- In the options' order, each once; an id that is none of this question's options is refused.
    select array_agg(o.id order by o.position), coalesce(bool_or(o.knockout), false)
      into chosen, knocked
      from public.question_options o
      where o.question_id = question.id and o.id = any (p_option_ids);
    if coalesce(cardinality(chosen), 0) <> cardinality(p_option_ids) then
      raise exception 'Pick among this question''s options, each once' using errcode = '22023';
    end if;
  elsif p_option_ids is not null then
    raise exception 'Only a choice question is answered by picking an option' using errcode = '22023';
  elsif in_text then
    if answer_text is null or p_media_path is not null then
      raise exception 'A text question needs a non-empty text answer' using errcode = '22023';
    end if;
    if char_length(answer_text) > 20000 then
      raise exception 'A text answer can be at most 20000 characters' using errcode = '22023';
    end if;
  else
    if p_media_path is null or p_response_text is not null then
      raise exception 'This % question needs a recording, not text', lower(question.response_format::text) using errcode = '22023';
    end if;
    if private.invitation_id_from_path(p_media_path) is distinct from inv.id then
      raise exception 'The recording must be stored under this invitation' using errcode = '22023';
    end if;
    if split_part(p_media_path, '/', 2) <> question.id::text then
      raise exception 'The recording must be stored under this question' using errcode = '22023';
    end if;
    if (take is null and split_part(p_media_path, '/', 3) ~ '^0*[1-9][0-9]*\.') or take > allowed then
      raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
    elsif take is null then
      raise exception 'A recording is named by its take, from 1 to % (e.g. 1.webm)', allowed using errcode = '22023';
    end if;
    -- An answer is saved only once its recording is really in storage, so none points nowhere.
    if not exists (select 1 from storage.objects o where o.bucket_id = 'responses' and o.name = p_media_path) then
      raise exception 'The recording has not been uploaded yet' using errcode = '22023';
    end if;
  end if;

  select * into saved from public.responses
    where invitation_id = inv.id and question_id = question.id
    for update;

  if saved.id is null then
    insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path,
                                  choice_option_ids, knockout)
    values (inv.id, question.id, inv.candidate_id, answer_text, p_media_path, chosen, knocked)
    returning * into saved;
  elsif saved.response_text is not distinct from answer_text and saved.media_path is not distinct from p_media_path
        and saved.choice_option_ids is not distinct from chosen then
    -- The same answer sent again (a retried request) is not another attempt.
    null;
  elsif saved.attempts >= allowed then
    raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
  elsif not in_text and take <= coalesce(private.take_number_from_path(saved.media_path), 0) then
    raise exception 'A retake must be newer than the submitted take' using errcode = '55000';
  else
    update public.responses
      set response_text = answer_text, media_path = p_media_path, attempts = attempts + 1,
          choice_option_ids = chosen, knockout = knocked,
          transcription = null, ai_insights = null, analyzed_at = null
      where id = saved.id
      returning * into saved;
  end if;

  -- A knockout of a question that ENDs the interview completes it now, with the answers given.
  if saved.knockout and question.knockout_action = 'END' then
    update public.invitations set status = 'COMPLETED', knocked_out_at = now() where id = inv.id;
  end if;

  return jsonb_build_object(
    'id', saved.id,
    'question_id', saved.question_id,
    'attempts', saved.attempts,
    'response_text', saved.response_text,
    'media_path', saved.media_path,
    'choice_option_ids', saved.choice_option_ids,
    'take', private.take_number_from_path(saved.media_path),
    'knocked_out', saved.knockout and question.knockout_action = 'END'
  );
end;
$$;
comment on function public.submit_answer(text, uuid, text, text, uuid[]) is
  'Saves the caller''s answer to one question of their STARTED interview: text, an uploaded recording or the options picked; at most the question''s attempts plus any extra granted. A knockout option of a question that ENDs the interview completes it (knocked_out).';
grant execute on function public.submit_answer(text, uuid, text, text, uuid[]) to service_role, authenticated;

create or replace function public.get_interview_by_token(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview public.interviews;
  availability text;
  is_open boolean;
  is_taker boolean := inv.candidate_id is not null and inv.candidate_id = (select auth.uid());
begin
  select * into interview from public.interviews where id = inv.interview_id;
  availability := case
    when interview.status in ('CLOSED', 'DRAFT') then 'CLOSED'
    when inv.expires_at <= now() then 'EXPIRED'
    else 'OPEN'
  end;
  is_open := availability = 'OPEN' and inv.status in ('PENDING', 'STARTED');
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'status', inv.status,
      'availability', availability,
      'first_name', inv.first_name,
      'expires_at', inv.expires_at,
      'bound_to_caller', is_taker,
      -- Only its candidate learns that a knockout answer ended the interview.
      'knocked_out', is_taker and inv.knocked_out_at is not null,
      'practice_question', interview.practice_question,
      'accommodations', jsonb_build_object(
        'time', inv.time_accommodation,
        'extra_attempts', inv.extra_attempts,
        'text_answers_allowed', inv.text_answers_allowed
      ),
      'interview', jsonb_build_object(
        'id', interview.id,
        'title', interview.title,
        'description', interview.description,
        'welcome_video_url', interview.welcome_video_url,
        'status', interview.status,
        'company_name', w.name,
        'language', interview.language
      ),
      'workspace', jsonb_build_object(
        'name', w.name,
        'logo_path', w.logo_path,
        'brand_color', w.brand_color
      ),
      -- Whom the candidate asks: the interview's creator, or the workspace's first owner once
      -- that account is gone.
      'contact', (
        select jsonb_build_object('name', p.full_name, 'email', p.email)
        from public.profiles p
        where p.id = coalesce(interview.recruiter_id, (
          select m.user_id from public.workspace_members m
          where m.workspace_id = w.id and m.role = 'OWNER'
          order by m.created_at, m.user_id limit 1
        ))
      ),
      'requests', coalesce((
        select jsonb_agg(jsonb_build_object(
          'kind', cr.kind,
          'status', cr.status,
          'requested_at', cr.requested_at,
          'decided_at', cr.decided_at,
          'new_deadline', cr.new_deadline
        ) order by cr.requested_at)
        from public.candidate_requests cr where cr.invitation_id = inv.id
      ), '[]'::jsonb),
      -- Only an open invitation needs its questions.
      'questions', case when is_open then coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'order_number', q.order_number,
          'text', q.text,
          'response_format', q.response_format,
          'time_limit_seconds', q.time_limit_seconds,
          'thinking_seconds', q.thinking_seconds,
          'max_attempts', q.max_attempts + inv.extra_attempts,
          'multiple_choice', q.multiple_choice,
          -- Which options are knockouts stays with the server.
          'options', coalesce((
            select jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label) order by o.position)
            from public.question_options o where o.question_id = q.id
          ), '[]'::jsonb)
        ) order by q.order_number)
        from public.questions q where q.interview_id = interview.id
      ), '[]'::jsonb) else '[]'::jsonb end,
      -- The caller's saved answers, so a reloaded tab resumes where it was.
      'answers', case when is_open and is_taker then coalesce((
        select jsonb_agg(jsonb_build_object(
          'question_id', r.question_id,
          'attempts', r.attempts,
          'response_text', r.response_text,
          'media_path', r.media_path,
          'choice_option_ids', r.choice_option_ids,
          'take', private.take_number_from_path(r.media_path)
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.workspaces w
    where w.id = interview.workspace_id
  );
end;
$$;

comment on function private.queue_completion_receipt() is
  'Queues the candidate''s completion receipt when an invitation becomes COMPLETED, unless a knockout answer ended it (the candidate read why on the screen).';
drop trigger invitations_queue_completion_receipt on public.invitations;
create trigger invitations_queue_completion_receipt
  after update of status on public.invitations
  for each row when (new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED' and new.knocked_out_at is null)
  execute function private.queue_completion_receipt();
