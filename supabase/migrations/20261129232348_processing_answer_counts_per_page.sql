-- Issue #39: the completed list asks how many answers of its page's invitations are in process in
-- one security definer call (private.processing_answer_counts), instead of reading the answers as
-- the caller, whose policy lists every invitation of the caller's workspaces first.
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

grant execute on function private.processing_answer_counts(uuid[]) to authenticated;
