-- The audit trail counts the same export by the same person within 10 minutes once, as it already
-- did for opening a review and playing a recording (issue #33 item 9): 60 calls to POST
-- /api/exports wrote 60 events, so anyone could bury the trail's other entries under their own.
-- An event is the same when its action, actor and detail match and it names the same invitation,
-- interview or workspace as given (the interview and workspace of a review's events are derived,
-- so only what the caller named is compared).
create or replace function private.record_access(
  p_action public.audit_action,
  p_workspace uuid,
  p_interview uuid,
  p_invitation uuid,
  p_detail jsonb default '{}'::jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_action not in ('REVIEW_OPENED', 'RECORDING_PLAYED', 'EXPORTED') then
    raise exception 'Only reads are recorded this way.' using errcode = '22023';
  end if;
  if not (
    private.is_admin()
    or (p_invitation is not null and p_invitation in (select private.reviewable_invitation_ids()))
    or (p_invitation is null and p_interview is not null and p_interview in (select private.visible_interview_ids()))
    or (p_invitation is null and p_interview is null and p_workspace in (select private.owned_workspace_ids()))
  ) then
    raise exception 'Not allowed to record this access.' using errcode = '42501';
  end if;
  -- A review page reloads its data while answers are processed, a recording's links are signed on
  -- every load, and an export may be repeated: the same read by the same person within 10 minutes
  -- is one event.
  if exists (
    select from public.audit_events e
    where e.actor_id = auth.uid() and e.action = p_action
      and (p_invitation is null or e.invitation_id = p_invitation)
      and (p_interview is null or e.interview_id = p_interview)
      and (p_workspace is null or e.workspace_id = p_workspace)
      and e.detail = coalesce(p_detail, '{}'::jsonb) and e.occurred_at > now() - interval '10 minutes'
  ) then
    return;
  end if;
  perform private.append_audit_event(p_action, p_workspace, p_interview, p_invitation, p_detail);
end
$$;
