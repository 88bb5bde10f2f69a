-- The recruiter is told (issue #16 item 6): when a candidate has completed an interview and none of
-- its answers is still waiting for its recording or its analysis, a `notify_recruiter` job is added
-- in the transaction that settles the last piece of work (the completion itself, a recording done,
-- an analysis done). The job writes the INTERVIEW_READY outbox row, at most one per invitation
-- (a unique index), which queues its send_mail job.

-- Section: is the interview ready? -----------------------------------------------------------------
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
revoke execute on function private.queue_interview_ready_notice(uuid) from public, anon, authenticated;

-- Section: what can settle the last piece of work --------------------------------------------------
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
