-- A candidate's answers and every saved recording made ready to review. One recording_media row
-- per recording (an answer's submitted take or a video resume), the renditions the worker makes of
-- it in the private renditions bucket, and the state of that work; a new take or resume video
-- replaces the row's source and queues it again, in the transaction that saves it.
--   renditions/<recording_media.id>/seekable.webm   the recording remuxed with duration and cues
--   renditions/<recording_media.id>/playback.mp4    H.264/AAC, faststart (audio: playback.m4a)
--   renditions/<recording_media.id>/poster.jpg      a frame for the player before playback
--   renditions/<recording_media.id>/speech.mp3      mono 16 kHz speech for transcription
-- Transcription and analysis run by themselves: when a candidate completes an interview, every
-- answer is queued for analysis in that same transaction. Answers are analysed at completion, not
-- at each save, because until then a take may still be replaced and the candidate may never
-- finish: the provider is paid only for final answers. Media is processed at save, so most
-- recordings are ready by the time the interview is completed; an answer whose recording is still
-- being processed is queued when its recording is done. When none of a completed interview's
-- answers waits for its recording or its analysis any more, the recruiter is told (a
-- notify_recruiter job, added in the transaction that settles the last piece of work).

-- Types -------------------------------------------------------------------------------------------
create type public.processing_status as enum ('QUEUED', 'PROCESSING', 'READY', 'FAILED');
comment on type public.processing_status is
  'Background work on a recording or an answer: QUEUED, PROCESSING, then READY or FAILED (with a reason).';

-- Tables ------------------------------------------------------------------------------------------
create table public.responses (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  response_text text check (char_length(response_text) <= 20000),
  media_path text check (char_length(media_path) <= 1024),
  -- Five attempts a question, and two more by accommodation (invitations.extra_attempts).
  attempts smallint not null default 1 check (attempts between 1 and 7),
  transcription text check (char_length(transcription) <= 100000),
  -- An answer too short or too unclear to judge is stored with insufficient_evidence true and a
  -- null score; a score that is there is a number from 0 to 100, and one left out is allowed.
  ai_insights jsonb check (
    ai_insights is null
    or (jsonb_typeof(ai_insights) = 'object'
        and (case jsonb_typeof(ai_insights -> 'score')
               when 'number' then (ai_insights ->> 'score')::numeric between 0 and 100
               when 'null' then coalesce(ai_insights -> 'insufficient_evidence' = 'true'::jsonb, false)
               -- absent: allowed; any other type is refused
               else jsonb_typeof(ai_insights -> 'score') is null
             end))
  ),
  analyzed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The state of the worker's transcription and analysis, and the timestamped transcript.
  analysis_status public.processing_status,
  analysis_error text check (char_length(analysis_error) <= 2000),
  transcript_segments jsonb check (
    transcript_segments is null or jsonb_typeof(transcript_segments) = 'array'
  ),
  -- A CHOICE question's answer: the options picked, in their order, and whether one of them is a
  -- knockout (issue #37). Set by submit_answer alone.
  choice_option_ids uuid[] check (choice_option_ids is null or cardinality(choice_option_ids) between 1 and 10),
  knockout boolean not null default false,
  -- A FILE question's answer (issue #37): the object in the answer-files bucket, the candidate's
  -- own name for it, the type read from its bytes (never the one the browser claimed) and its size.
  -- Set by submit_answer alone, after the api has read the object.
  file_path text check (char_length(file_path) <= 1024),
  file_name text check (char_length(file_name) between 1 and 200 and file_name !~ '[[:cntrl:]/\\]'),
  file_type text check (file_type in ('application/pdf', 'image/png', 'image/jpeg',
                                      'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  file_size integer check (file_size between 1 and 20971520),
  unique (invitation_id, question_id),
  check (response_text is not null or media_path is not null or choice_option_ids is not null or file_path is not null),
  constraint responses_file_described check (num_nulls(file_path, file_name, file_type, file_size) in (0, 4)),
  constraint responses_file_path_in_answer_folder check (
    file_path is null
    or (split_part(file_path, '/', 1) = invitation_id::text
        and split_part(file_path, '/', 2) = question_id::text
        and file_path ~ '^[^/]+/[^/]+/[1-7]\.(pdf|png|jpg|docx)$')
  ),
  -- Only the answer's own folder and one plain file name (00-extensions-and-roles.sql).
  constraint responses_media_path_in_answer_folder check (
    media_path is null
    or (split_part(media_path, '/', 1) = invitation_id::text
        and split_part(media_path, '/', 2) = question_id::text
        and media_path ~ '^[^/]+/[^/]+/[^/]+$'
        and private.is_plain_file_name(split_part(media_path, '/', 3)))
  )
);
comment on table public.responses is 'A candidate''s answer to one question: text, or a recording in the responses bucket.';
comment on column public.responses.candidate_id is 'The author; deleting the candidate deletes their answers.';
comment on column public.responses.media_path is 'Object name in the responses bucket, <invitation_id>/<question_id>/<file>.';
comment on column public.responses.analysis_status is
  'Transcription and analysis by the worker: null until the interview is completed or an analysis is asked for.';
comment on column public.responses.analysis_error is 'Why the last transcription or analysis failed; null otherwise.';
comment on column public.responses.transcript_segments is
  'The transcript as [{start, end, text}] with start and end in seconds of the recording.';
comment on column public.responses.ai_insights is
  'The AI analysis (spec §3): score 0-100 (null when insufficient_evidence), summary, strengths, concerns, competencies, …';
comment on column public.responses.choice_option_ids is
  'A CHOICE question''s answer: the ids of the question_options picked, in position order.';
comment on column public.responses.knockout is
  'A picked option is a knockout: the review flags the answer (and the interview ended, when the question says END).';
comment on column public.responses.file_path is
  'A FILE question''s answer: object name in the answer-files bucket, <invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>.';
comment on column public.responses.file_name is 'The name the candidate''s file had, without control characters or slashes (at most 200).';
comment on column public.responses.file_type is 'The file''s type as read from its bytes by the api: PDF, PNG, JPEG or DOCX.';
comment on column public.responses.attempts is
  'Submitted takes of this answer: at most the question''s max_attempts plus the invitation''s extra_attempts.';
alter table public.responses enable row level security;

create table public.recording_media (
  id uuid primary key default gen_random_uuid(),
  response_id uuid unique references public.responses (id) on delete cascade,
  video_resume_id uuid unique references public.video_resumes (id) on delete cascade,
  source_bucket text not null check (source_bucket in ('responses', 'resumes', 'prompt-videos')),
  source_path text not null check (char_length(source_path) <= 1024),
  status public.processing_status not null default 'QUEUED',
  error text check (char_length(error) <= 2000),
  duration_seconds numeric(10, 3) check (duration_seconds >= 0),
  has_video boolean,
  seekable_path text check (char_length(seekable_path) <= 1024),
  playback_path text check (char_length(playback_path) <= 1024),
  poster_path text check (char_length(poster_path) <= 1024),
  speech_path text check (char_length(speech_path) <= 1024),
  processed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A recruiter's video prompt (52-prompt-videos.sql), the third kind of recording.
  prompt_video_id uuid unique references public.prompt_videos (id) on delete cascade,
  constraint recording_media_check check (num_nonnulls(response_id, video_resume_id, prompt_video_id) = 1),
  check ((response_id is not null) = (source_bucket = 'responses')),
  constraint recording_media_prompt_video_bucket_check
    check ((prompt_video_id is not null) = (source_bucket = 'prompt-videos'))
);
comment on table public.recording_media is
  'A saved recording (an answer''s submitted take, a video resume or a recruiter''s video prompt) and what the worker made of it, in the renditions bucket under <id>/.';
comment on column public.recording_media.source_path is 'The object it was made from, in source_bucket.';
comment on column public.recording_media.duration_seconds is 'The real length, read by ffprobe from the processed file.';
comment on column public.recording_media.error is 'Why processing failed, in a sentence a recruiter can read; null otherwise.';
alter table public.recording_media enable row level security;

-- Indexes -----------------------------------------------------------------------------------------
create index responses_question_id_idx on public.responses (question_id);

create index responses_candidate_id_idx on public.responses (candidate_id);

-- Private helpers ---------------------------------------------------------------------------------
create function private.reviewable_response_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select r.id from public.responses r
    where (select private.is_admin()) or r.invitation_id in (select private.reviewable_invitation_ids());
end
$$;
comment on function private.reviewable_response_ids() is
  'Answers the caller reviews: of invitations they see in their workspaces; every one for admins.';

-- The same rule for one answer, by its key (issue #39): a policy that asks it per row reads the
-- answer by index and asks reviews_invitation() about its invitation, where reviewable_response_ids()
-- first lists every answer of the caller's workspaces (5,000 in the bench: 74 ms a statement).
-- Admins are the policy's own (select private.is_admin()).
create function private.reviews_response(p_response_id uuid)
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    (select private.reviews_invitation(r.invitation_id) from public.responses r where r.id = p_response_id),
    false
  );
end
$$;
comment on function private.reviews_response(uuid) is
  'Whether the caller reviews this answer as a member of its workspace (reviewable_response_ids() for one answer, admins aside).';

-- How many answers of each invitation of a page are still being processed (analysis or recording
-- QUEUED or PROCESSING), in one call for the page (issue #39): read as the caller, the answers'
-- policy lists every invitation of the caller's workspaces first (2,000 in the bench: 2.8 ms a
-- statement). The rule is the answers' policy (reviewable_invitation_ids(), or an admin) joined
-- once for the page, not reviews_invitation() called per invitation (20 calls cost more than the
-- whole join); a recording is readable exactly when its answer is (recording_media_select). The
-- policy itself keeps the set: the comparison and question_drop_off() read every answer of an
-- interview, which a per-row question would make cost per answer.
-- Invitations with none in process, or not the caller's to review, have no row.
-- PL/pgSQL keeps its plan for the session; a generic one, as the ids change at every call.
create function private.processing_answer_counts(p_invitation_ids uuid[])
returns table (invitation_id uuid, processing_count integer)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan
rows 50
as $$
#variable_conflict use_column
begin
  return query
  select inv.id, count(*)::integer
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.responses r on r.invitation_id = inv.id
  left join public.recording_media m on m.response_id = r.id
  where inv.id = any (p_invitation_ids)
    and (r.analysis_status in ('QUEUED', 'PROCESSING') or m.status in ('QUEUED', 'PROCESSING'))
    and ((select private.is_admin())
         or exists (select 1 from public.workspace_members wm
                    where wm.workspace_id = i.workspace_id and wm.user_id = (select auth.uid())
                      and (wm.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED'))))
  group by inv.id;
end;
$$;
comment on function private.processing_answer_counts(uuid[]) is
  'For each invitation given whose answers the caller reviews (or an admin): how many of its answers have their analysis or recording QUEUED or PROCESSING; no row when none or not the caller''s.';

-- A saved recording (insert, or a new take) gets its row reset to QUEUED and one process_recording
-- job; the job key keeps one waiting job per recording.
create function private.queue_recording(
  p_response_id uuid,
  p_video_resume_id uuid,
  p_bucket text,
  p_path text,
  p_prompt_video_id uuid default null
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_response_id is not null then
    insert into public.recording_media (response_id, source_bucket, source_path)
    values (p_response_id, p_bucket, p_path)
    on conflict (response_id) do update
      set source_path = excluded.source_path, status = 'QUEUED', error = null,
          duration_seconds = null, has_video = null, seekable_path = null, playback_path = null,
          poster_path = null, speech_path = null, processed_at = null
    returning id into v_id;
  elsif p_prompt_video_id is not null then
    -- A prompt's source never changes (a new clip is a new prompt): one insert.
    insert into public.recording_media (prompt_video_id, source_bucket, source_path)
    values (p_prompt_video_id, p_bucket, p_path)
    returning id into v_id;
  else
    insert into public.recording_media (video_resume_id, source_bucket, source_path)
    values (p_video_resume_id, p_bucket, p_path)
    on conflict (video_resume_id) do update
      set source_path = excluded.source_path, status = 'QUEUED', error = null,
          duration_seconds = null, has_video = null, seekable_path = null, playback_path = null,
          poster_path = null, speech_path = null, processed_at = null
    returning id into v_id;
  end if;
  perform private.enqueue_job('process_recording', jsonb_build_object('recording_id', v_id),
                              'recording:' || v_id, 5);
end
$$;

create function private.queue_answer_analysis(p_response_id uuid)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('analyse_answer', jsonb_build_object('response_id', p_response_id),
                              'analysis:' || p_response_id, 5);
end
$$;

-- True when an answer has nothing left to wait for before its analysis: typed, or its recording is
-- processed (ready, or failed: the job then fails the analysis with the recording's reason).
create function private.answer_media_settled(p_response_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select m.status in ('READY', 'FAILED') from public.recording_media m where m.response_id = p_response_id),
    (select r.media_path is null from public.responses r where r.id = p_response_id)
  )
$$;

create function private.queue_interview_ready_notice(p_invitation_id uuid)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  -- Two transactions settling the last two answers at once would each still see the other's
  -- answer waiting: serialised per invitation, the second sees the first's committed change.
  perform pg_advisory_xact_lock(hashtextextended('interview_ready:' || p_invitation_id::text, 0));
  if exists (select 1 from public.invitations inv where inv.id = p_invitation_id and inv.status = 'COMPLETED')
    and not exists (
      select 1 from public.responses r
      where r.invitation_id = p_invitation_id and r.analysis_status in ('QUEUED', 'PROCESSING'))
    and not exists (
      select 1 from public.recording_media m
      join public.responses r on r.id = m.response_id
      where r.invitation_id = p_invitation_id and m.status in ('QUEUED', 'PROCESSING'))
    and not exists (
      select 1 from public.mail_outbox o
      where o.invitation_id = p_invitation_id and o.kind = 'INTERVIEW_READY')
  then
    perform private.enqueue_job('notify_recruiter', jsonb_build_object('invitation_id', p_invitation_id),
                                'notify:' || p_invitation_id, 5);
  end if;
end
$$;

-- Policies ----------------------------------------------------------------------------------------
-- SELECT(responses): of invitations the caller sees; admins all.
create policy responses_select on public.responses
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- UPDATE(responses): whoever reviews the answer stores its transcription and analysis.
create policy responses_update on public.responses
  for update to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()))
  with check ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- DELETE(responses): those who manage the interview (OWNER, RECRUITER) or an admin.
create policy responses_delete on public.responses
  for delete to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.own_invitation_ids()));

-- SELECT(recording_media): the reviewers of the answer; the owner of the video resume; whoever
-- may watch the video prompt (its workspace's members, the candidates invited to it).
create policy recording_media_select on public.recording_media
  for select to authenticated
  using (
    (response_id is not null and ((select private.is_admin()) or private.reviews_response(response_id)))
    or video_resume_id in (select private.own_resume_ids())
    or prompt_video_id in (select private.readable_prompt_video_ids())
  );

-- Functions ---------------------------------------------------------------------------------------
-- Generate, Regenerate and Retry: the caller must review the answer (reviewable_response_ids, the
-- rule the responses policy uses), its interview must be completed, and the candidate must not
-- have declined AI analysis. A failed recording is processed again first; otherwise the analysis
-- is queued now. Security definer because the state columns are the worker's: reviewers have no
-- UPDATE on them.
create function public.request_answer_analysis(p_invitation_id uuid, p_response_id uuid)
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
comment on function public.request_answer_analysis(uuid, uuid) is
  'Queues the transcription and analysis of an answer the caller reviews (Generate, Regenerate, Retry).';

-- Triggers ----------------------------------------------------------------------------------------
create trigger recording_media_set_updated_at
  before update on public.recording_media
  for each row execute function private.set_updated_at();

create trigger responses_set_updated_at before update on public.responses
  for each row execute function private.set_updated_at();

create function private.queue_answer_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.media_path is not null and (tg_op = 'INSERT' or new.media_path is distinct from old.media_path) then
    perform private.queue_recording(new.id, null, 'responses', new.media_path);
  end if;
  return null;
end
$$;
create trigger responses_queue_recording
  after insert or update of media_path on public.responses
  for each row execute function private.queue_answer_recording();

create function private.queue_resume_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.video_path is distinct from old.video_path then
    perform private.queue_recording(null, new.id, 'resumes', new.video_path);
  end if;
  return null;
end
$$;
create trigger video_resumes_queue_recording
  after insert or update of video_path on public.video_resumes
  for each row execute function private.queue_resume_recording();

-- A deleted recording (its answer, invitation, interview, resume or user deleted) takes its
-- renditions with it: the worker removes the folder.
create function private.queue_renditions_removal()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('remove_renditions', jsonb_build_object('recording_id', old.id),
                              'remove-renditions:' || old.id, 10);
  return null;
end
$$;
create trigger recording_media_queue_renditions_removal
  after delete on public.recording_media
  for each row execute function private.queue_renditions_removal();

create function private.queue_analysis_after_recording()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.response_id is not null
    and new.status in ('READY', 'FAILED')
    and old.status is distinct from new.status
    and exists (select 1 from public.responses r where r.id = new.response_id and r.analysis_status = 'QUEUED')
  then
    perform private.queue_answer_analysis(new.response_id);
  end if;
  return null;
end
$$;
create trigger recording_media_queue_analysis
  after update of status on public.recording_media
  for each row execute function private.queue_analysis_after_recording();

-- A processed prompt is transcribed for its captions (52-prompt-videos.sql); the worker skips it
-- when no AI provider is configured.
create function private.queue_prompt_transcription()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.prompt_video_id is not null and new.status = 'READY' and old.status is distinct from new.status then
    perform private.enqueue_job('transcribe_prompt_video', jsonb_build_object('prompt_video_id', new.prompt_video_id),
                                'prompt-transcript:' || new.prompt_video_id, 5);
  end if;
  return null;
end
$$;
create trigger recording_media_queue_prompt_transcription
  after update of status on public.recording_media
  for each row execute function private.queue_prompt_transcription();

-- Named to fire after invitations_queue_analysis (AFTER triggers run in name order), which marks
-- the answers QUEUED on completion: this one then sees them waiting.
create function private.notice_on_completion()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED' then
    perform private.queue_interview_ready_notice(new.id);
  end if;
  return null;
end
$$;
create trigger invitations_ready_notice
  after update of status on public.invitations
  for each row execute function private.notice_on_completion();

create function private.notice_on_analysis_settled()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.analysis_status in ('READY', 'FAILED') and old.analysis_status is distinct from new.analysis_status then
    perform private.queue_interview_ready_notice(new.invitation_id);
  end if;
  return null;
end
$$;
create trigger responses_ready_notice
  after update of analysis_status on public.responses
  for each row execute function private.notice_on_analysis_settled();

create function private.notice_on_recording_settled()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_invitation_id uuid;
begin
  if new.response_id is not null and new.status in ('READY', 'FAILED') and old.status is distinct from new.status then
    select r.invitation_id into v_invitation_id from public.responses r where r.id = new.response_id;
    if v_invitation_id is not null then
      perform private.queue_interview_ready_notice(v_invitation_id);
    end if;
  end if;
  return null;
end
$$;
-- Named to fire after recording_media_queue_analysis, which may queue the answer's analysis.
create trigger recording_media_ready_notice
  after update of status on public.recording_media
  for each row execute function private.notice_on_recording_settled();

-- Completing an interview marks every answer without an analysis QUEUED and queues it, in the
-- same transaction, unless the candidate declined AI analysis; an answer whose recording is still
-- being processed is queued when its recording is done (queue_analysis_after_recording). A choice
-- answer has nothing for the AI to read: the server has scored it; nor has a file answer (issue #37),
-- whose document the reviewers read themselves.
create function private.queue_completed_interview_analysis()
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
create trigger invitations_queue_analysis
  after update of status on public.invitations
  for each row execute function private.queue_completed_interview_analysis();

-- Grants ------------------------------------------------------------------------------------------
grant all on public.responses to service_role;
grant select, delete on public.responses to authenticated;
grant update (transcription, ai_insights, analyzed_at) on public.responses to authenticated;

grant all on public.recording_media to service_role;
grant select on public.recording_media to authenticated;

grant execute on function private.reviewable_response_ids() to service_role, authenticated;
grant execute on function private.reviews_response(uuid) to service_role, authenticated;
grant execute on function private.processing_answer_counts(uuid[]) to authenticated;
grant execute on function public.request_answer_analysis(uuid, uuid) to service_role, authenticated;
