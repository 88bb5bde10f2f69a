-- Take numbers from the server (issue #15, item 3). Which take a saved recording is was read back
-- by the client from the object name (a regular expression, then the highest of four places). The
-- storage rules already read it (private.take_number_from_path): the answers of
-- get_interview_by_token and submit_answer now say it, so the client asks for no other take than
-- a newer one and parses no name. Both functions are otherwise unchanged.

-- Section: get_interview_by_token -----------------------------------------------------------------
create or replace function public.get_interview_by_token(p_token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  is_open boolean := inv.status in ('PENDING', 'STARTED');
  is_taker boolean := inv.candidate_id is not null and inv.candidate_id = (select auth.uid());
begin
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'status', inv.status,
      'first_name', inv.first_name,
      'expires_at', inv.expires_at,
      'bound_to_caller', is_taker,
      'interview', jsonb_build_object(
        'id', i.id,
        'title', i.title,
        'description', i.description,
        'welcome_video_url', i.welcome_video_url,
        'status', i.status,
        'company_name', p.company_name
      ),
      -- A finished interview shows only its completion; its questions are no longer needed.
      'questions', case when is_open then coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'order_number', q.order_number,
          'text', q.text,
          'response_format', q.response_format,
          'time_limit_seconds', q.time_limit_seconds
        ) order by q.order_number)
        from public.questions q where q.interview_id = i.id
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
    from public.interviews i
    join public.profiles p on p.id = i.recruiter_id
    where i.id = inv.interview_id
  );
end;
$$;

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
begin
  select * into question from public.questions
    where id = p_question_id and interview_id = inv.interview_id;
  if question.id is null then
    raise exception 'This question is not part of the interview' using errcode = '22023';
  end if;

  if question.response_format = 'TEXT' then
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
    if take is null and split_part(p_media_path, '/', 3) ~ '^0*[1-9][0-9]*\.' then
      raise exception 'No attempts left for this question (3 at most)' using errcode = '55000';
    elsif take is null then
      raise exception 'A recording is named by its take: 1, 2 or 3 (e.g. 1.webm)' using errcode = '22023';
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
  elsif saved.attempts >= 3 then
    raise exception 'No attempts left for this question (3 at most)' using errcode = '55000';
  elsif take <= coalesce(private.take_number_from_path(saved.media_path), 0) then
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
