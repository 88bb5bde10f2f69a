-- invitations_select (20261126100100_workspace_access.sql) tested the row's own id against
-- private.reviewable_invitation_ids(), which reads public.invitations: a row being inserted is not
-- in that function's snapshot, so `insert … returning` of a new invitation (POST /api/invitations)
-- was refused to every non-admin. The same rule, decided by the row's interview and status
-- instead, holds for a new row as for a stored one:
--   OWNER, RECRUITER: every invitation of the workspace's interviews;
--   REVIEWER:         the COMPLETED and REVIEWED ones;
--   the candidate:    the one bound to them.
drop policy invitations_select on public.invitations;
create policy invitations_select on public.invitations
  for select to authenticated
  using (
    (select private.is_admin())
    or interview_id in (select private.own_interview_ids())
    or (status in ('COMPLETED', 'REVIEWED') and interview_id in (select private.visible_interview_ids()))
    or candidate_id = (select auth.uid())
  );
