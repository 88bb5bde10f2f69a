-- Access on membership (issue #17 item 3): who sees and changes an interview and everything under
-- it is decided by the caller's workspace role, through security definer helpers that start from
-- the caller's memberships (the pattern of basejump's has_role_on_account). A platform ADMIN keeps
-- access to everything. Policies keep their names (<table>_<verb>); each is dropped and made again.
--   OWNER, RECRUITER: every interview, question, invitation, answer and recording of the workspace;
--                     they create, change and delete them.
--   REVIEWER:         the workspace's interviews and questions, and its COMPLETED and REVIEWED
--                     invitations with their answers and recordings; they may mark one reviewed and
--                     ask for an analysis, nothing else.

-- Section: the caller's memberships ---------------------------------------------------------------
create function private.member_workspace_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid())
$$;
comment on function private.member_workspace_ids() is 'The workspaces the caller belongs to, in any role.';

create function private.managed_workspace_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
$$;
comment on function private.managed_workspace_ids() is 'The workspaces where the caller is OWNER or RECRUITER: they manage its interviews.';

create function private.owned_workspace_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role = 'OWNER'
$$;
comment on function private.owned_workspace_ids() is 'The workspaces the caller owns: settings, members and team invitations.';

create function private.has_workspace_role(p_workspace_id uuid, p_roles public.workspace_role[])
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.user_id = (select auth.uid()) and m.workspace_id = p_workspace_id and m.role = any (p_roles)
  )
$$;
comment on function private.has_workspace_role(uuid, public.workspace_role[]) is
  'True when the caller belongs to the workspace in one of the roles given.';

create function private.is_workspace_member()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.workspace_members m where m.user_id = (select auth.uid()))
$$;
comment on function private.is_workspace_member() is 'True when the caller belongs to any workspace.';

create function private.teammate_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select distinct other.user_id
  from public.workspace_members mine
  join public.workspace_members other on other.workspace_id = mine.workspace_id
  where mine.user_id = (select auth.uid())
$$;
comment on function private.teammate_ids() is 'The members of the caller''s workspaces, the caller included.';

-- Section: recruiter access -------------------------------------------------------------------------
-- A member of any workspace passes the recruiter access check whatever their platform role, so a
-- teammate needs no administrator.
create or replace function private.is_recruiter()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select private.app_role()) in ('RECRUITER', 'ADMIN'), false)
    or (select private.is_workspace_member())
$$;
comment on function private.is_recruiter() is
  'Recruiter access: platform RECRUITER or ADMIN, or a member of any workspace. Read on every call, so a change applies at once.';

-- Section: interviews and invitations by workspace role ---------------------------------------------
-- own_interview_ids and own_invitation_ids keep their names for the functions that call them
-- (mail limits, discarded takes, deletions): they are now what the caller manages.
create or replace function private.own_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id from public.interviews i where i.workspace_id in (select private.managed_workspace_ids())
$$;
comment on function private.own_interview_ids() is 'Interviews the caller manages: of workspaces where they are OWNER or RECRUITER.';

create or replace function private.own_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  where i.workspace_id in (select private.managed_workspace_ids())
$$;
comment on function private.own_invitation_ids() is 'Invitations the caller manages: of interviews of workspaces where they are OWNER or RECRUITER.';

create function private.visible_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id from public.interviews i where i.workspace_id in (select private.member_workspace_ids())
$$;
comment on function private.visible_interview_ids() is 'Interviews of the caller''s workspaces, in any role.';

create function private.reviewable_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.invitations inv
  join public.interviews i on i.id = inv.interview_id
  join public.workspace_members m on m.workspace_id = i.workspace_id and m.user_id = (select auth.uid())
  where m.role in ('OWNER', 'RECRUITER') or inv.status in ('COMPLETED', 'REVIEWED')
$$;
comment on function private.reviewable_invitation_ids() is
  'Invitations the caller sees: every one of workspaces they manage; the COMPLETED and REVIEWED ones where they are REVIEWER.';

create or replace function private.reviewable_response_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select r.id from public.responses r
  where (select private.is_admin()) or r.invitation_id in (select private.reviewable_invitation_ids())
$$;
comment on function private.reviewable_response_ids() is
  'Answers the caller reviews: of invitations they see in their workspaces; every one for admins.';

-- Storage: a reviewer reads the recordings they review; only managers and admins remove them.
create or replace function private.can_review_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.reviewable_invitation_ids())
$$;
comment on function private.can_review_response(text) is
  'True for admins and for members who see the invitation the object path names.';

create function private.can_manage_response(object_name text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select private.is_admin())
    or private.invitation_id_from_path(object_name) in (select private.own_invitation_ids())
$$;
comment on function private.can_manage_response(text) is
  'True for admins and for OWNERs and RECRUITERs of the workspace of the invitation the object path names.';

create or replace function private.response_object_names(p_invitation_ids uuid[])
returns setof text
language sql stable security definer set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'responses'
    and o.name like any (array(select id::text || '/%' from unnest(p_invitation_ids) as id))
    and private.can_manage_response(o.name)
  order by o.name
$$;
comment on function private.response_object_names(uuid[]) is
  'Every object of the given invitations that the caller manages (OWNER, RECRUITER, admin), submitted or not.';

grant execute on function private.member_workspace_ids() to authenticated, service_role;
grant execute on function private.managed_workspace_ids() to authenticated, service_role;
grant execute on function private.owned_workspace_ids() to authenticated, service_role;
grant execute on function private.has_workspace_role(uuid, public.workspace_role[]) to authenticated, service_role;
grant execute on function private.is_workspace_member() to authenticated, service_role;
grant execute on function private.teammate_ids() to authenticated, service_role;
grant execute on function private.visible_interview_ids() to authenticated, service_role;
grant execute on function private.reviewable_invitation_ids() to authenticated, service_role;
grant execute on function private.can_manage_response(text) to authenticated, service_role;

-- Section: workspaces -------------------------------------------------------------------------------
-- SELECT(workspaces): its members; admins all.
create policy workspaces_select on public.workspaces
  for select to authenticated
  using ((select private.is_admin()) or id in (select private.member_workspace_ids()));

-- UPDATE(workspaces): its owners (name, slug, logo, colour, sender name); admins.
create policy workspaces_update on public.workspaces
  for update to authenticated
  using ((select private.is_admin()) or id in (select private.owned_workspace_ids()))
  with check ((select private.is_admin()) or id in (select private.owned_workspace_ids()));

-- DELETE(workspaces): admins only (the product offers no deletion to owners yet).
create policy workspaces_delete on public.workspaces
  for delete to authenticated
  using ((select private.is_admin()));

-- SELECT(workspace_members): the members of the same workspace; admins all.
create policy workspace_members_select on public.workspace_members
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.member_workspace_ids()));

-- UPDATE(workspace_members): owners change roles (the last owner is kept by a trigger); admins.
create policy workspace_members_update on public.workspace_members
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.owned_workspace_ids()));

-- DELETE(workspace_members): owners remove members, anyone leaves; admins. Joining is only through
-- a team invitation's function.
create policy workspace_members_delete on public.workspace_members
  for delete to authenticated
  using (
    (select private.is_admin())
    or workspace_id in (select private.owned_workspace_ids())
    or user_id = (select auth.uid())
  );

-- Section: profiles ---------------------------------------------------------------------------------
-- SELECT(profiles): one's own, one's teammates' (names on "Created by" and the member list); admins.
drop policy profiles_select on public.profiles;
create policy profiles_select on public.profiles
  for select to authenticated
  using (
    id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.teammate_ids())
  );

-- Section: interviews -------------------------------------------------------------------------------
-- SELECT(interviews): members of its workspace; admins all. The test is on the row itself, so
-- `insert … returning` sees the new row.
drop policy interviews_select on public.interviews;
create policy interviews_select on public.interviews
  for select to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.member_workspace_ids()));

-- INSERT(interviews): OWNERs and RECRUITERs create interviews in their workspace, as themselves.
drop policy interviews_insert on public.interviews;
create policy interviews_insert on public.interviews
  for insert to authenticated
  with check (
    recruiter_id = (select auth.uid())
    and ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  );

-- UPDATE(interviews): OWNERs and RECRUITERs of its workspace, within the workspaces they manage; admins.
drop policy interviews_update on public.interviews;
create policy interviews_update on public.interviews
  for update to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()))
  with check ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- DELETE(interviews): OWNERs and RECRUITERs of its workspace; admins.
drop policy interviews_delete on public.interviews;
create policy interviews_delete on public.interviews
  for delete to authenticated
  using ((select private.is_admin()) or workspace_id in (select private.managed_workspace_ids()));

-- Section: questions --------------------------------------------------------------------------------
-- SELECT(questions): of interviews the caller sees.
drop policy questions_select on public.questions;
create policy questions_select on public.questions
  for select to authenticated
  using ((select private.is_admin()) or interview_id in (select private.visible_interview_ids()));

-- INSERT, UPDATE, DELETE(questions): of interviews the caller manages (admins: any); the policies of
-- the first migration already say so through own_interview_ids(), redefined above.

-- Section: invitations ------------------------------------------------------------------------------
-- SELECT(invitations): members by their role (see the top); admins; the bound candidate.
drop policy invitations_select on public.invitations;
create policy invitations_select on public.invitations
  for select to authenticated
  using (
    (select private.is_admin())
    or id in (select private.reviewable_invitation_ids())
    or candidate_id = (select auth.uid())
  );

-- UPDATE(invitations) by a REVIEWER: only marking a COMPLETED invitation reviewed. OWNERs,
-- RECRUITERs and admins keep invitations_update (cancel, mark reviewed, through own_invitation_ids).
create policy invitations_update_review on public.invitations
  for update to authenticated
  using (status = 'COMPLETED' and id in (select private.reviewable_invitation_ids()))
  with check (status = 'REVIEWED' and id in (select private.reviewable_invitation_ids()));

-- Section: responses ----------------------------------------------------------------------------------
-- SELECT(responses): of invitations the caller sees; admins all.
drop policy responses_select on public.responses;
create policy responses_select on public.responses
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- UPDATE(responses): whoever reviews the answer stores its transcription and analysis.
drop policy responses_update on public.responses;
create policy responses_update on public.responses
  for update to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()))
  with check ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- DELETE(responses): managers and admins (responses_delete, through own_invitation_ids()).

-- Section: mail outbox --------------------------------------------------------------------------------
-- SELECT(mail_outbox): the e-mails of invitations the caller sees; admins all. INSERT stays with
-- managers (mail_outbox_insert, through own_invitation_ids()).
drop policy mail_outbox_select on public.mail_outbox;
create policy mail_outbox_select on public.mail_outbox
  for select to authenticated
  using ((select private.is_admin()) or invitation_id in (select private.reviewable_invitation_ids()));

-- Section: responses bucket -----------------------------------------------------------------------------
-- DELETE(responses): managers and admins (with their rows); the candidate, while the invitation is
-- theirs and STARTED, their own takes that are not the submitted one. Reviewers read but never remove.
drop policy responses_objects_delete on storage.objects;
create policy responses_objects_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'responses'
    and (
      private.can_manage_response(name)
      or (owner_id = (select auth.uid())::text
          and private.can_upload_response(name)
          and not private.is_submitted_take(name))
    )
  );
