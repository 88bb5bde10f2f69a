-- Transcription and analysis run by themselves (issue #16): when a candidate completes an
-- interview, every answer is queued for analysis in that same transaction. Answers are analysed
-- at completion, not at each save, because until then a take may still be replaced and the
-- candidate may never finish: the provider is paid only for final answers. Media is processed at
-- save (recording_media), so most recordings are ready by the time the interview is completed; an
-- answer whose recording is still being processed is queued when its recording is done.
-- Generate, Regenerate and Retry on the review page go through request_answer_analysis.

-- Section: queueing one answer --------------------------------------------------------------------
create function private.queue_answer_analysis(p_response_id uuid)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.enqueue_job('analyse_answer', jsonb_build_object('response_id', p_response_id),
                              'analysis:' || p_response_id, 5);
end
$$;
revoke execute on function private.queue_answer_analysis(uuid) from public, anon, authenticated;

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
revoke execute on function private.answer_media_settled(uuid) from public, anon, authenticated;

-- Section: on completion --------------------------------------------------------------------------
create function private.queue_completed_interview_analysis()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_response_id uuid;
begin
  if new.status = 'COMPLETED' and old.status is distinct from 'COMPLETED' then
    for v_response_id in
      update public.responses set analysis_status = 'QUEUED', analysis_error = null
      where invitation_id = new.id and ai_insights is null
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

-- Section: when a recording is done ---------------------------------------------------------------
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

-- Section: asked for by a reviewer ----------------------------------------------------------------
-- Generate, Regenerate and Retry: the caller must review the answer (reviewable_response_ids, the
-- rule the responses policy uses) and its interview must be completed. A failed recording is
-- processed again first; otherwise the analysis is queued now. Security definer because the state
-- columns are the worker's: reviewers have no UPDATE on them.
create function public.request_answer_analysis(p_invitation_id uuid, p_response_id uuid)
returns public.processing_status
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_invitation_status public.invitation_status;
  v_media public.recording_media;
begin
  select inv.status into v_invitation_status
  from public.responses r join public.invitations inv on inv.id = r.invitation_id
  where r.id = p_response_id and r.invitation_id = p_invitation_id
    and r.id in (select private.reviewable_response_ids());
  if v_invitation_status is null then
    raise exception 'Response not found' using errcode = 'P0002';
  end if;
  if v_invitation_status not in ('COMPLETED', 'REVIEWED') then
    raise exception 'This interview has not been completed yet' using errcode = '55000';
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
revoke execute on function public.request_answer_analysis(uuid, uuid) from public, anon;
grant execute on function public.request_answer_analysis(uuid, uuid) to authenticated;
