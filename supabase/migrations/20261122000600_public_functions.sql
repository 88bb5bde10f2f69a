-- Public functions: the only paths by which a caller without a table grant reaches data.
--   Taking an interview by its token: get (anon too), start, submit an answer, complete.
--   The public video resume page: read an active resume's public fields, record a view.
-- Each is security definer with search_path = '' and checks token, status, expiry and caller
-- itself. Errors carry a SQLSTATE the api function maps to HTTP statuses:
--   P0002 not found or expired (404), 42501 not allowed (403), 28000 sign-in needed (401),
--   22023 invalid input (400), 55000 wrong state for this step (409).

-- Section: taking helpers -------------------------------------------------------------------------
create function private.invitation_by_token(p_token text)
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
  if found.id is null or found.status = 'CANCELLED' or found.expires_at <= now() then
    raise exception 'Interview not found or expired' using errcode = 'P0002';
  end if;
  return found;
end;
$$;
comment on function private.invitation_by_token(text) is
  'The invitation a token opens; refuses unknown, malformed, cancelled and expired tokens alike.';

create function private.taking_invitation(p_token text)
returns public.invitations
language plpgsql stable security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is distinct from (select auth.uid()) then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status <> 'STARTED' then
    raise exception 'This interview is not in progress' using errcode = '55000';
  end if;
  return inv;
end;
$$;
comment on function private.taking_invitation(text) is
  'The STARTED invitation of a token, checked to belong to the signed-in caller.';

-- Section: get_interview_by_token -----------------------------------------------------------------
create function public.get_interview_by_token(p_token text)
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
          'media_path', r.media_path
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
comment on function public.get_interview_by_token(text) is
  'The interview an invitation token opens, for anyone holding the token (the welcome step needs no account).';

-- Section: start_interview ------------------------------------------------------------------------
create function public.start_interview(p_token text)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to take this interview' using errcode = '28000';
  end if;
  if inv.candidate_id is not null and inv.candidate_id <> caller then
    raise exception 'This invitation belongs to another account' using errcode = '42501';
  end if;
  if inv.status not in ('PENDING', 'STARTED') then
    raise exception 'This interview has already been completed' using errcode = '55000';
  end if;
  update public.invitations
    set candidate_id = caller, status = 'STARTED'
    where id = inv.id;
  return inv.id;
end;
$$;
comment on function public.start_interview(text) is
  'Binds the invitation to the signed-in caller and moves it PENDING → STARTED; repeatable while STARTED.';

-- Section: submit_answer --------------------------------------------------------------------------
create function public.submit_answer(
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
    'media_path', saved.media_path
  );
end;
$$;
comment on function public.submit_answer(text, uuid, text, text) is
  'Saves the caller''s answer to one question of their STARTED interview: text, or an uploaded recording; at most 3 attempts.';

-- Section: complete_interview ---------------------------------------------------------------------
create function public.complete_interview(p_token text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_by_token(p_token);
  unanswered integer;
begin
  -- A retried request after success finds the interview already completed by the same candidate.
  if inv.status = 'COMPLETED' and inv.candidate_id = (select auth.uid()) then
    return;
  end if;
  inv := private.taking_invitation(p_token);
  select count(*) into unanswered
    from public.questions q
    where q.interview_id = inv.interview_id
      and not exists (select 1 from public.responses r where r.invitation_id = inv.id and r.question_id = q.id);
  if unanswered > 0 then
    raise exception 'Answer every question before completing the interview (% unanswered)', unanswered
      using errcode = '55000';
  end if;
  update public.invitations set status = 'COMPLETED' where id = inv.id;
end;
$$;
comment on function public.complete_interview(text) is
  'Moves the caller''s STARTED invitation to COMPLETED once every question has an answer; repeatable.';

-- Section: public video resume --------------------------------------------------------------------
create function public.get_public_video_resume(p_identifier text)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id,
    'title', r.title,
    'description', r.description,
    'video_path', r.video_path,
    'public_url', r.public_url,
    'is_active', r.is_active,
    'views_count', r.views_count,
    'created_at', r.created_at,
    'candidate', jsonb_build_object('first_name', p.first_name, 'last_name', p.last_name, 'email', p.email)
  )
  from public.video_resumes r
  join public.profiles p on p.id = r.candidate_id
  where r.is_active
    and (r.public_url = p_identifier or r.id::text = lower(p_identifier))
$$;
comment on function public.get_public_video_resume(text) is
  'An active video resume by id or share identifier, with only its public fields; null when inactive or unknown.';

create function public.record_resume_view(
  p_identifier text,
  p_viewer_key text,
  p_user_agent text default null,
  p_referrer text default null,
  p_location text default null
)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  resume public.video_resumes;
begin
  select * into resume from public.video_resumes r
    where r.is_active and (r.public_url = p_identifier or r.id::text = lower(p_identifier));
  if resume.id is null then
    raise exception 'Video resume not found or not accessible' using errcode = 'P0002';
  end if;
  if nullif(btrim(p_viewer_key), '') is null then
    raise exception 'A viewer key is required' using errcode = '22023';
  end if;
  -- The owner watching their own resume is not a view.
  if resume.candidate_id = (select auth.uid()) then
    return resume.views_count;
  end if;
  insert into public.resume_views (resume_id, viewer_id, viewer_key, user_agent, referrer, location)
  values (resume.id, (select auth.uid()), left(p_viewer_key, 200), left(p_user_agent, 1000),
          left(p_referrer, 2048), left(p_location, 200));
  update public.video_resumes set views_count = views_count + 1 where id = resume.id
    returning views_count into resume.views_count;
  return resume.views_count;
end;
$$;
comment on function public.record_resume_view(text, text, text, text, text) is
  'Counts a view of an active video resume (not the owner''s own) and returns the new count.';

-- Section: grants ---------------------------------------------------------------------------------
revoke execute on all functions in schema public from public, anon, authenticated;
grant execute on function public.get_interview_by_token(text) to anon, authenticated;
grant execute on function public.start_interview(text) to authenticated;
grant execute on function public.submit_answer(text, uuid, text, text) to authenticated;
grant execute on function public.complete_interview(text) to authenticated;
grant execute on function public.get_public_video_resume(text) to anon, authenticated;
grant execute on function public.record_resume_view(text, text, text, text, text) to anon, authenticated;
grant execute on all functions in schema public to service_role;
