-- The workspace of an invitation, for a member of that workspace (issue #33 item 18). Row-level
-- security hides a PENDING invitation from a REVIEWER, yet it is their own team's: the api asks
-- this to refuse their changes with the reviewer's 403, as for a completed invitation, instead of
-- saying it does not exist. Anyone else (another workspace, a candidate) gets null, so the answer
-- tells them nothing the policies hide.
create function private.member_invitation_workspace(p_invitation uuid)
returns uuid
language sql stable security definer set search_path = ''
as $$
  select i.workspace_id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation
    and ((select private.is_admin())
         or private.has_workspace_role(i.workspace_id, array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[]))
$$;
comment on function private.member_invitation_workspace(uuid) is
  'The workspace of an invitation when the caller is a member of it (any role) or an admin; null otherwise.';
revoke execute on function private.member_invitation_workspace(uuid) from public, anon;
grant execute on function private.member_invitation_workspace(uuid) to authenticated;
