-- Lists at scale (issue #39): an invitation's link token is decided by its own workspace, not by
-- a set of every invitation the caller manages, which each call (one per row of a list) built again.
create or replace function private.invitation_link_token(p_invitation_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select inv.unique_link_token
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where inv.id = p_invitation_id
    and ((select private.is_admin())
         or inv.candidate_id = (select auth.uid())
         or exists (select 1 from public.workspace_members m
                    where m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
                      and m.role in ('OWNER', 'RECRUITER'))
         or i.workspace_id = (select private.api_key_workspace()))
$$;
