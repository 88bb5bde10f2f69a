-- Captions of video prompts (issue #37 item 3): a processed clip is transcribed by the worker.
alter table public.prompt_videos
  add column transcript_segments jsonb check (jsonb_typeof(transcript_segments) = 'array');
comment on column public.prompt_videos.transcript_segments is
  'What the clip says, timestamped ([{start, end, text}] in seconds), for its captions; written by the worker once processed (transcribe_prompt_video), null until then or without an AI provider.';

-- The captions of a prompt the caller may watch: a candidate reads no prompt_videos row, only this.
create function private.prompt_video_transcript_segments(p_prompt_video_id uuid)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select p.transcript_segments from public.prompt_videos p
  where p.id = p_prompt_video_id and p.id in (select private.readable_prompt_video_ids())
$$;
comment on function private.prompt_video_transcript_segments(uuid) is
  'The timestamped transcript of a prompt the caller may watch (readable_prompt_video_ids); null otherwise.';
grant execute on function private.prompt_video_transcript_segments(uuid) to authenticated, service_role;

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

-- The worker writes the captions (88-job-worker.sql).
create policy "The job worker captions video prompts" on public.prompt_videos
  for all to job_worker using (true) with check (true);
grant select, update (transcript_segments) on public.prompt_videos to job_worker;
grant execute on function private.prompt_video_workspace_from_path(text) to job_worker;
