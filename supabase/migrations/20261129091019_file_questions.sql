-- Issue #37 item 2: FILE questions, answered by uploading one PDF, PNG, JPEG or Word document
-- (20 MiB at most) to the private answer-files bucket, resumably as recordings are, under the same
-- take rules; the api reads the object's bytes for its type before submit_answer saves it (with the
-- object's version it read). Reviewers read the submitted file within blind review; managers and
-- admins remove it; the candidate's data deletion and retention remove it with the recordings. File
-- answers are not analysed by AI.

-- The answer's file.
alter table public.responses
  add column file_path text check (char_length(file_path) <= 1024),
  add column file_name text check (char_length(file_name) between 1 and 200 and file_name !~ '[[:cntrl:]/\\]'),
  add column file_type text check (file_type in ('application/pdf', 'image/png', 'image/jpeg',
                                                 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  add column file_size integer check (file_size between 1 and 20971520);
alter table public.responses drop constraint responses_check;
alter table public.responses
  add constraint responses_check
    check (response_text is not null or media_path is not null or choice_option_ids is not null or file_path is not null),
  add constraint responses_file_described check (num_nulls(file_path, file_name, file_type, file_size) in (0, 4)),
  add constraint responses_file_path_in_answer_folder check (
    file_path is null
    or (split_part(file_path, '/', 1) = invitation_id::text
        and split_part(file_path, '/', 2) = question_id::text
        and file_path ~ '^[^/]+/[^/]+/[1-7]\.(pdf|png|jpg|docx)$')
  );
comment on column public.responses.file_path is
  'A FILE question''s answer: object name in the answer-files bucket, <invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>.';
comment on column public.responses.file_name is 'The name the candidate''s file had, without control characters or slashes (at most 200).';
comment on column public.responses.file_type is 'The file''s type as read from its bytes by the api: PDF, PNG, JPEG or DOCX.';

-- The take rules, for files.
create function private.answer_file_take_from_path(object_name text)
returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when private.invitation_id_from_path(object_name) is not null
      and split_part(object_name, '/', 3) ~ '^[1-7]\.(pdf|png|jpg|docx)$'
    then left(split_part(object_name, '/', 3), 1)::integer
  end
$$;
comment on function private.answer_file_take_from_path(text) is
  'The take (1-7) an answer-files object is, from <invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>; null for any other name.';

create function private.can_write_answer_file(object_name text)
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
      and q.response_format = 'FILE'
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and i.status = 'ACTIVE'
      and private.answer_file_take_from_path(object_name) <= q.max_attempts + inv.extra_attempts
      and private.answer_file_take_from_path(object_name) > coalesce(private.answer_file_take_from_path(r.file_path), 0)
  )
$$;
comment on function private.can_write_answer_file(text) is
  'True when the caller, bound to the STARTED invitation of an ACTIVE interview, may write this file: a FILE question of its interview, within its attempts, newer than the submitted file.';

create function private.is_submitted_answer_file(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.responses r
    where r.invitation_id = private.invitation_id_from_path(object_name)
      and r.question_id::text = split_part(object_name, '/', 2)
      and r.file_path = object_name
  )
$$;
comment on function private.is_submitted_answer_file(text) is
  'True when an answer-files object is the file of a saved answer (its file_path).';

-- A recording is a take of a recording question only.
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
      and q.response_format not in ('TEXT', 'FILE')
      and inv.candidate_id = (select auth.uid())
      and inv.status = 'STARTED'
      and inv.expires_at > now()
      and i.status = 'ACTIVE'
      and private.take_number_from_path(object_name) <= q.max_attempts + inv.extra_attempts
      and private.take_number_from_path(object_name) > coalesce(private.take_number_from_path(r.media_path), 0)
  )
$$;

-- The candidate's saved file answers, so a reloaded tab shows what was sent.
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
          'take', coalesce(private.take_number_from_path(r.media_path), private.answer_file_take_from_path(r.file_path)),
          'file_path', r.file_path,
          'file_name', r.file_name
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.workspaces w
    where w.id = interview.workspace_id
  );
end;
$$;

-- submit_answer takes a file: its path, name, the type and size read from its bytes, the version read.
drop function public.submit_answer(text, uuid, text, text, uuid[]);
create function public.submit_answer(
  p_token text,
  p_question_id uuid,
  p_response_text text default null,
  p_media_path text default null,
  p_option_ids uuid[] default null,
  p_file_path text default null,
  p_file_name text default null,
  p_file_type text default null,
  p_file_size integer default null,
  p_file_version text default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.taking_invitation(p_token);
  question public.questions;
  saved public.responses;
  answer_text text := nullif(btrim(p_response_text), '');
  take integer := coalesce(private.take_number_from_path(p_media_path), private.answer_file_take_from_path(p_file_path));
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

  if p_file_path is not null and question.response_format <> 'FILE' then
    raise exception 'Only a file question is answered by uploading a file' using errcode = '22023';
  end if;

  if question.response_format = 'FILE' then
    if p_file_path is null or p_response_text is not null or p_media_path is not null or p_option_ids is not null then
      raise exception 'A file question is answered by uploading a file' using errcode = '22023';
    end if;
    if private.invitation_id_from_path(p_file_path) is distinct from inv.id then
      raise exception 'The file must be stored under this invitation' using errcode = '22023';
    end if;
    if split_part(p_file_path, '/', 2) <> question.id::text then
      raise exception 'The file must be stored under this question' using errcode = '22023';
    end if;
    if (take is null and split_part(p_file_path, '/', 3) ~ '^0*[1-9][0-9]*\.') or take > allowed then
      raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
    elsif take is null then
      raise exception 'A file is named by its take, from 1 to % (e.g. 1.pdf)', allowed using errcode = '22023';
    end if;
    -- The api read this very version of the object: a file replaced since is not what it checked.
    if not exists (select 1 from storage.objects o
                   where o.bucket_id = 'answer-files' and o.name = p_file_path
                     and o.version is not distinct from p_file_version) then
      raise exception 'The file has not been uploaded yet' using errcode = '22023';
    end if;
  elsif question.response_format = 'CHOICE' then
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
                                  choice_option_ids, knockout, file_path, file_name, file_type, file_size)
    values (inv.id, question.id, inv.candidate_id, answer_text, p_media_path, chosen, knocked,
            p_file_path, p_file_name, p_file_type, p_file_size)
    returning * into saved;
  elsif saved.response_text is not distinct from answer_text and saved.media_path is not distinct from p_media_path
        and saved.choice_option_ids is not distinct from chosen and saved.file_path is not distinct from p_file_path then
    -- The same answer sent again (a retried request) is not another attempt.
    null;
  elsif saved.attempts >= allowed then
    raise exception 'No attempts left for this question (% at most)', allowed using errcode = '55000';
  elsif not in_text and take <= coalesce(private.take_number_from_path(saved.media_path),
                                         private.answer_file_take_from_path(saved.file_path), 0) then
    raise exception 'A retake must be newer than the submitted take' using errcode = '55000';
  else
    update public.responses
      set response_text = answer_text, media_path = p_media_path, attempts = attempts + 1,
          choice_option_ids = chosen, knockout = knocked,
          file_path = p_file_path, file_name = p_file_name, file_type = p_file_type, file_size = p_file_size,
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
    'take', coalesce(private.take_number_from_path(saved.media_path), private.answer_file_take_from_path(saved.file_path)),
    'file_path', saved.file_path,
    'file_name', saved.file_name,
    'knocked_out', saved.knockout and question.knockout_action = 'END'
  );
end;
$$;
comment on function public.submit_answer(text, uuid, text, text, uuid[], text, text, text, integer, text) is
  'Saves the caller''s answer to one question of their STARTED interview: text, an uploaded recording, the options picked or an uploaded file (its type and size as the api read them from that version of the object); at most the question''s attempts plus any extra granted. A knockout option of a question that ENDs the interview completes it (knocked_out).';

-- Discarded uploads go before completing, as discarded takes do.
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
  ) or exists (
    select 1 from storage.objects o
    where o.bucket_id = 'answer-files'
      and private.invitation_id_from_path(o.name) = inv.id
      and not private.is_submitted_answer_file(o.name)
  ) then
    raise exception 'Discarded recordings of this interview are still stored; remove them first'
      using errcode = '55000';
  end if;
  update public.invitations set status = 'COMPLETED' where id = inv.id;
end;
$$;

-- A file answer is never analysed.
create or replace function public.request_answer_analysis(p_invitation_id uuid, p_response_id uuid)
returns public.processing_status
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_invitation_status public.invitation_status;
  v_choice boolean;
  v_file boolean;
  v_media public.recording_media;
begin
  select inv.status, r.choice_option_ids is not null, r.file_path is not null
    into v_invitation_status, v_choice, v_file
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
  if v_file then
    raise exception 'A file answer is not analysed: the reviewers read the file' using errcode = '22023';
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
      where invitation_id = new.id and ai_insights is null and choice_option_ids is null and file_path is null
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

-- The bucket, its blind-review rule and its policies.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('answer-files', 'answer-files', false, 20971520,
        array['application/pdf', 'image/png', 'image/jpeg',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create or replace function private.blind_review_allows_object(p_bucket text, p_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select case p_bucket
    when 'responses' then
      coalesce(private.candidate_identity_visible(private.invitation_id_from_path(p_name)), false)
    when 'answer-files' then
      coalesce(private.candidate_identity_visible(private.invitation_id_from_path(p_name)), false)
    when 'renditions' then
      coalesce((
        select m.response_id is null
          or p_name = m.speech_path
          or private.candidate_identity_visible(r.invitation_id)
        from public.recording_media m
        left join public.responses r on r.id = m.response_id
        where m.id::text = split_part(p_name, '/', 1)
      ), false)
    else false
  end
$$;
comment on function private.blind_review_allows_object(text, text) is
  'False for an answer''s original take, uploaded file or rendition other than its speech track while the caller may not see the candidate (candidate_identity_visible).';

create policy answer_files_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'answer-files'
    and (
      (private.can_review_response(name)
        and private.is_submitted_answer_file(name)
        and private.blind_review_allows_object(bucket_id, name))
      or (owner_id = (select auth.uid())::text and private.can_upload_response(name))
    )
  );

-- INSERT(answer-files): the bound candidate stores a file they may still write.
create policy answer_files_objects_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'answer-files' and private.can_write_answer_file(name));

-- UPDATE(answer-files): the same candidate finishes or redoes their own upload until it is submitted.
create policy answer_files_objects_update on storage.objects
  for update to authenticated
  using (bucket_id = 'answer-files' and owner_id = (select auth.uid())::text and private.can_write_answer_file(name))
  with check (bucket_id = 'answer-files' and owner_id = (select auth.uid())::text and private.can_write_answer_file(name));

-- DELETE(answer-files): managers and admins; the candidate, while the invitation is theirs and
-- STARTED, their own uploads that are not the submitted one (a refused or replaced file).
create policy answer_files_objects_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'answer-files'
    and (
      private.can_manage_response(name)
      or (owner_id = (select auth.uid())::text
          and private.can_upload_response(name)
          and not private.is_submitted_answer_file(name))
    )
  );

create function private.answer_file_object_names(p_invitation_ids uuid[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'answer-files'
    and o.name like any (array(select id::text || '/%' from unnest(p_invitation_ids) as id))
    and private.can_manage_response(o.name)
  order by o.name
$$;
comment on function private.answer_file_object_names(uuid[]) is
  'Every answer-files object of the given invitations that the caller manages (OWNER, RECRUITER, admin), submitted or not.';

-- Retention and the candidate's deletion remove the uploaded files too.
create or replace function private.invitation_stored_objects(p_invitation uuid)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id in ('responses', 'answer-files') and o.name like p_invitation::text || '/%'
  union all
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'renditions'
    and split_part(o.name, '/', 1) in (
      select m.id::text from public.recording_media m
      join public.responses r on r.id = m.response_id
      where r.invitation_id = p_invitation)
  order by 1, 2
$$;
comment on function private.invitation_stored_objects(uuid) is
  'The storage objects of one invitation''s answers (recordings, uploaded files and renditions), to remove through the Storage API before private.purge_invitation_data.';

grant execute on function public.submit_answer(text, uuid, text, text, uuid[], text, text, text, integer, text) to service_role, authenticated;
grant execute on function private.answer_file_take_from_path(text) to service_role;
grant execute on function private.can_write_answer_file(text) to service_role, authenticated;
grant execute on function private.is_submitted_answer_file(text) to service_role, authenticated;
grant execute on function private.answer_file_object_names(uuid[]) to service_role, authenticated;
