-- Every saved recording made ready to review (issue #16): one recording_media row per recording (an
-- answer's submitted take or a video resume), the renditions the worker makes of it in the private
-- renditions bucket, and the state of that work. A new take or resume video replaces the row's
-- source and queues it again, in the transaction that saves it.
--   renditions/<recording_media.id>/seekable.webm   the recording remuxed with duration and cues
--   renditions/<recording_media.id>/playback.mp4    H.264/AAC, faststart (audio: playback.m4a)
--   renditions/<recording_media.id>/poster.jpg      a frame for the player before playback
--   renditions/<recording_media.id>/speech.mp3      mono 16 kHz speech for transcription
-- Answers also get the state of their transcription and analysis, and the timestamped transcript.

-- Section: types ----------------------------------------------------------------------------------
create type public.processing_status as enum ('QUEUED', 'PROCESSING', 'READY', 'FAILED');
comment on type public.processing_status is
  'Background work on a recording or an answer: QUEUED, PROCESSING, then READY or FAILED (with a reason).';

-- Section: recording_media ------------------------------------------------------------------------
create table public.recording_media (
  id uuid primary key default gen_random_uuid(),
  response_id uuid unique references public.responses (id) on delete cascade,
  video_resume_id uuid unique references public.video_resumes (id) on delete cascade,
  source_bucket text not null check (source_bucket in ('responses', 'resumes')),
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
  check (num_nonnulls(response_id, video_resume_id) = 1),
  check ((response_id is not null) = (source_bucket = 'responses'))
);
comment on table public.recording_media is
  'A saved recording (an answer''s submitted take or a video resume) and what the worker made of it, in the renditions bucket under <id>/.';
comment on column public.recording_media.source_path is 'The object it was made from, in source_bucket.';
comment on column public.recording_media.duration_seconds is 'The real length, read by ffprobe from the processed file.';
comment on column public.recording_media.error is 'Why processing failed, in a sentence a recruiter can read; null otherwise.';

create trigger recording_media_set_updated_at
  before update on public.recording_media
  for each row execute function private.set_updated_at();

alter table public.recording_media enable row level security;
revoke all on public.recording_media from anon, authenticated;
grant select on public.recording_media to authenticated;

-- Section: answers' analysis state ----------------------------------------------------------------
alter table public.responses
  add column analysis_status public.processing_status,
  add column analysis_error text check (char_length(analysis_error) <= 2000),
  add column transcript_segments jsonb check (
    transcript_segments is null or jsonb_typeof(transcript_segments) = 'array'
  );
comment on column public.responses.analysis_status is
  'Transcription and analysis by the worker: null until the interview is completed or an analysis is asked for.';
comment on column public.responses.analysis_error is 'Why the last transcription or analysis failed; null otherwise.';
comment on column public.responses.transcript_segments is
  'The transcript as [{start, end, text}] with start and end in seconds of the recording.';

-- Section: who reads recording_media --------------------------------------------------------------
create function private.reviewable_response_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select r.id from public.responses r
  where (select private.is_admin()) or r.invitation_id in (select private.own_invitation_ids())
$$;
comment on function private.reviewable_response_ids() is
  'Answers the caller reviews: those of their own interviews; every one for admins.';
grant execute on function private.reviewable_response_ids() to authenticated, service_role;

-- SELECT(recording_media): the reviewers of the answer; the owner of the video resume.
create policy recording_media_select on public.recording_media
  for select to authenticated
  using (
    response_id in (select private.reviewable_response_ids())
    or video_resume_id in (select private.own_resume_ids())
  );

-- Section: renditions bucket ----------------------------------------------------------------------
-- Written by the worker alone (the secret key); read by whoever may read the recording_media row
-- named by the first folder (the policy's subquery runs under that table's own policy).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('renditions', 'renditions', false, 134217728,
        array['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4', 'image/jpeg', 'audio/mpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- SELECT(renditions): readers of the recording the folder names.
create policy renditions_objects_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'renditions'
    and exists (
      select 1 from public.recording_media m
      where m.id::text = (storage.foldername(name))[1]
    )
  );

-- Section: queueing -------------------------------------------------------------------------------
-- A saved recording (insert, or a new take) gets its row reset to QUEUED and one process_recording
-- job; the job key keeps one waiting job per recording.
create function private.queue_recording(
  p_response_id uuid,
  p_video_resume_id uuid,
  p_bucket text,
  p_path text
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
revoke execute on function private.queue_recording(uuid, uuid, text, text) from public, anon, authenticated;

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

-- Recordings saved before this migration are queued too.
select private.queue_recording(r.id, null, 'responses', r.media_path)
from public.responses r where r.media_path is not null;
select private.queue_recording(null, v.id, 'resumes', v.video_path)
from public.video_resumes v;
