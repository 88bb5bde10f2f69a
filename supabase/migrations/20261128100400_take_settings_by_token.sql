-- Taking an interview with the settings of issue #19. What the token functions do differently:
-- - get_interview_by_token answers an expired invitation and one of a closed interview too, with
--   `availability` EXPIRED or CLOSED, the recruiter's contact and no questions, so the candidate
--   is told why the link no longer opens the interview and whom to ask (and may ask for more time);
--   an OPEN one carries the practice setting, the deadline, the accommodations, each question's
--   thinking time and attempts (with any extra attempts granted), and the invitation's requests.
-- - start, answer and complete refuse a CLOSED (or DRAFT) interview's link with 55000.
-- - Takes are numbered 1 to 7 (5 attempts a question, 2 more by accommodation); a question allows
--   max_attempts + extra_attempts of them, in storage and in submit_answer.
-- - With the text accommodation any VIDEO or AUDIO question may be answered in text.

-- Section: the invitation a token names -----------------------------------------------------------
create function private.invitation_for_view(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  select * into found from public.invitations where unique_link_token = p_token;
  if found.id is null or found.status = 'CANCELLED'
     or exists (select 1 from public.interviews i where i.id = found.interview_id and i.status = 'ARCHIVED') then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  return found;
end;
$$;
comment on function private.invitation_for_view(text) is
  'The invitation a token names, expired or of a closed interview included; refuses unknown, malformed, cancelled and archived-interview tokens alike.';

create or replace function private.invitation_by_token(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  found public.invitations := private.invitation_for_view(p_token);
begin
  if found.expires_at <= now() then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.interviews i where i.id = found.interview_id and i.status in ('CLOSED', 'DRAFT')) then
    raise exception 'This interview is closed' using errcode = '55000';
  end if;
  return found;
end;
$$;
comment on function private.invitation_by_token(text) is
  'The invitation a token opens for answering; refuses unknown, malformed, cancelled, expired and archived-interview tokens alike, and a closed interview''s with 55000.';

-- Section: takes ----------------------------------------------------------------------------------
create or replace function private.take_number_from_path(object_name text)
returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when private.invitation_id_from_path(object_name) is not null
      and split_part(object_name, '/', 3) ~ '^[1-7]\.(webm|mp4|ogg)$'
    then left(split_part(object_name, '/', 3), 1)::integer
  end
$$;
comment on function private.take_number_from_path(text) is
  'The take (1-7) a responses object is, from <invitation_id>/<question_id>/<take>.<webm|mp4|ogg>; null for any other name.';

create or replace function private.can_write_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    join public.questions q on q.interview_id = inv.interview_id
    left join public.responses r on r.invitation_id = inv.id and r.question_id = q.id
    where inv.id = private.invitation_id_from_path(object_name)
      and q.id::text = split_part(object_name, '/', 2)
      and q.response_format <> 'TEXT'
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and i.status = 'ACTIVE'
      and private.take_number_from_path(object_name) <= q.max_attempts + inv.extra_attempts
      and private.take_number_from_path(object_name) > coalesce(private.take_number_from_path(r.media_path), 0)
  )
$$;
comment on function private.can_write_take(text) is
  'True when the caller, bound to the STARTED invitation of an ACTIVE interview, may write this take: a recording question of its interview, within its attempts, newer than the submitted take.';

-- Section: get_interview_by_token -----------------------------------------------------------------
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
        'company_name', w.name
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
          'max_attempts', q.max_attempts + inv.extra_attempts
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
comment on function public.get_interview_by_token(text) is
  'The interview an invitation token names, for anyone holding the token: open, expired or closed (availability), with the questions only while open.';

-- Section: submit_answer -------------------------------------------------------------------------
create or replace function public.submit_answer(
  p_token text,
  p_question_id uuid,
  p_response_text text default null,
  p_media_path text default null
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

  if in_text then
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
    insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path)
    values (inv.id, question.id, inv.candidate_id, answer_text, p_media_path)
    returning * into saved;
  elsif saved.response_text is not distinct from answer_text and saved.media_path is not distinct from p_media_path then
    -- The same answer sent again (a retried request) is not another attempt.
    null;
  elsif saved.attempts >= allowed then
    raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
  elsif not in_text and take <= coalesce(private.take_number_from_path(saved.media_path), 0) then
    raise exception 'A retake must be newer than the submitted take' using errcode = '55000';
  else
    update public.responses
      set response_text = answer_text, media_path = p_media_path, attempts = attempts + 1,
          transcription = null, ai_insights = null, analyzed_at = null
      where id = saved.id
      returning * into saved;
  end if;

  return jsonb_build_object(
    'id', saved.id,
    'question_id', saved.question_id,
    'attempts', saved.attempts,
    'response_text', saved.response_text,
    'media_path', saved.media_path,
    'take', private.take_number_from_path(saved.media_path)
  );
end;
$$;
comment on function public.submit_answer(text, uuid, text, text) is
  'Saves the caller''s answer to one question of their STARTED interview: text, or an uploaded recording; at most the question''s attempts plus any extra granted.';
