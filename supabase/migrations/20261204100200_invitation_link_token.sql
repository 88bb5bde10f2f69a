-- An invitation's link token (issue #33, item 12) opens the candidate's interview as them. Every
-- member who may read an invitation row could select it, a REVIEWER too (for each completed
-- invitation of the workspace). The column is no caller's to select now: those it belongs to, the
-- managers of the interview, admins and the candidate, get it through
-- private.invitation_link_token(), and the candidate portal's list_my_invitations() as before.

-- The token of an invitation the caller manages (OWNER/RECRUITER of its workspace, an admin, or an
-- API key of its workspace, which selects the column itself too) or is the candidate of; null for
-- anyone else. The invitation code the api and the public API share reads it here.
create function private.invitation_link_token(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select inv.unique_link_token
  from public.invitations inv
  where inv.id = p_invitation_id
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or inv.id in (select private.own_invitation_ids())
         or inv.id in (select private.api_key_invitation_ids()))
$$;
comment on function private.invitation_link_token(uuid) is
  'The invitation''s unique_link_token for its managers, admins, its workspace''s API keys and its candidate; null for anyone else (a REVIEWER).';
revoke execute on function private.invitation_link_token(uuid) from public, anon;
grant execute on function private.invitation_link_token(uuid) to authenticated, workspace_api;

revoke select on public.invitations from authenticated;
grant select (id, interview_id, candidate_id, first_name, last_name, email, status, expires_at, created_at,
              updated_at, started_at, completed_at, reviewed_at, cancelled_at, candidate_number,
              time_accommodation, extra_attempts, text_answers_allowed, bulk_key, data_deleted_at)
  on public.invitations to authenticated;
