-- Answer takes (issue #14, items 10, 14 and 15). A recording of an answer is one of the question's
-- three takes (spec §9: 3 attempts), named as the client names them:
--   responses/<invitation_id>/<question_id>/<take>.<webm|mp4|ogg>, take 1, 2 or 3,
-- for a VIDEO or AUDIO question of the invitation's own interview. So the storage rules themselves
-- cap the objects per question (3) and per invitation (3 per question), and refuse a fourth take.
-- A take is written only while it is newer than the submitted one, so a submitted recording can be
-- neither overwritten nor followed by a take it could be swapped with. The recruiter reads only
-- the submitted take (responses.media_path); discarded takes are the candidate's to remove (the api
-- does, after each retake and before completing), and completing refuses while any is left.
-- The buckets' size limit fits the longest answer: 600 s at 1 Mbit/s video + 128 kbit/s audio
-- (spec §9) is about 85 MB (81 MiB); 128 MiB leaves room for MediaRecorder overshooting its target
-- bitrate. Resumes get the same room (about 15 minutes at the same rates, the advice being under 2).

-- Section: bucket limits --------------------------------------------------------------------------
update storage.buckets set file_size_limit = 134217728 where id in ('responses', 'resumes');

-- Section: take names -----------------------------------------------------------------------------
create function private.take_number_from_path(object_name text)
returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when private.invitation_id_from_path(object_name) is not null
      and split_part(object_name, '/', 3) ~ '^[1-3]\.(webm|mp4|ogg)$'
    then left(split_part(object_name, '/', 3), 1)::integer
  end
$$;
comment on function private.take_number_from_path(text) is
  'The take (1-3) a responses object is, from <invitation_id>/<question_id>/<take>.<webm|mp4|ogg>; null for any other name.';

create function private.can_write_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.invitations inv
    join public.questions q on q.interview_id = inv.interview_id
    left join public.responses r on r.invitation_id = inv.id and r.question_id = q.id
    where inv.id = private.invitation_id_from_path(object_name)
      and q.id::text = split_part(object_name, '/', 2)
      and q.response_format <> 'TEXT'
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and private.take_number_from_path(object_name) > coalesce(private.take_number_from_path(r.media_path), 0)
  )
$$;
comment on function private.can_write_take(text) is
  'True when the caller, bound to the STARTED invitation, may write this take: a recording question of its interview, take 1-3, newer than the submitted take.';

create function private.is_submitted_take(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.responses r
    where r.invitation_id = private.invitation_id_from_path(object_name)
      and r.question_id::text = split_part(object_name, '/', 2)
      and r.media_path = object_name
  )
$$;
comment on function private.is_submitted_take(text) is
  'True when a responses object is the recording of a saved answer (its media_path).';

-- Deleting an interview, an invitation or a user removes every take under its invitations, also the
-- discarded ones the recruiter may not read (and so cannot remove through Storage as themselves):
-- this lists them for the api, which removes them with the secret key.
create function private.response_object_names(p_invitation_ids uuid[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'responses'
    and o.name like any (array(select id::text || '/%' from unnest(p_invitation_ids) as id))
    and private.can_review_response(o.name)
  order by o.name
$$;
comment on function private.response_object_names(uuid[]) is
  'Every object of the given invitations that the caller reviews (owning recruiter, admin), submitted or not.';

grant execute on function private.response_object_names(uuid[]) to authenticated, service_role;
grant execute on function private.take_number_from_path(text) to authenticated, service_role;
grant execute on function private.can_write_take(text) to authenticated, service_role;
grant execute on function private.is_submitted_take(text) to authenticated, service_role;

-- Section: responses bucket -----------------------------------------------------------------------
-- INSERT(responses): the bound candidate stores a take they may still write.
drop policy responses_objects_insert on storage.objects;
create policy responses_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'responses' and private.can_write_take(name));

-- UPDATE(responses): the same candidate finishes or redoes their own take until it is submitted.
drop policy responses_objects_update on storage.objects;
create policy responses_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_write_take(name))
  with check (bucket_id = 'responses' and owner_id = (select auth.uid())::text and private.can_write_take(name));

-- SELECT(responses): the owning recruiter and admins read submitted takes only; the uploader reads
-- their own while the invitation is theirs and STARTED.
drop policy responses_objects_select on storage.objects;
create policy responses_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'responses'
    and (
      (private.can_review_response(name) and private.is_submitted_take(name))
      or (owner_id = (select auth.uid())::text and private.can_upload_response(name))
    )
  );

-- DELETE(responses): the owning recruiter and admins (with their rows); the candidate, while the
-- invitation is theirs and STARTED, their own takes that are not the submitted one.
drop policy responses_objects_delete on storage.objects;
create policy responses_objects_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'responses'
    and (
      private.can_review_response(name)
      or (owner_id = (select auth.uid())::text
          and private.can_upload_response(name)
          and not private.is_submitted_take(name))
    )
  );

-- Section: submit_answer and complete_interview ---------------------------------------------------
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
    'media_path', saved.media_path
  );
end;
$$;

create or replace function public.complete_interview(p_token text)
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
  -- Discarded takes go before the interview completes (the api removes them through Storage).
  if exists (
    select 1 from storage.objects o
    where o.bucket_id = 'responses'
      and private.invitation_id_from_path(o.name) = inv.id
      and not private.is_submitted_take(o.name)
  ) then
    raise exception 'Discarded recordings of this interview are still stored; remove them first'
      using errcode = '55000';
  end if;
  update public.invitations set status = 'COMPLETED' where id = inv.id;
end;
$$;
