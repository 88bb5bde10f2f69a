-- Faster shapes for the workspace access rules (issue #17, npm run bench). Who may see what does
-- not change; the planner gets conditions it can answer from the indexes:
--   * The helpers start from the caller's memberships (workspace_members_user_id_idx) and reach
--     interviews by interviews_workspace_id_created_at_idx, instead of testing every interview of
--     every workspace against a set of workspaces.
--   * interviews_select compares workspace_id with an array computed once per statement (admins:
--     every workspace), which an index scan can use; `is_admin() or workspace_id in (…)` made
--     PostgreSQL read all interviews (the interview list at 10,000 interviews: about 60 ms → 2 ms).
--   * invitations_select tests an invitation's interview against the caller's interviews (about a
--     hundred ids) rather than its id against every invitation of their workspaces (thousands).

-- Section: helpers ----------------------------------------------------------------------------------
create or replace function private.own_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id
  from public.workspace_members m
  join public.interviews i on i.workspace_id = m.workspace_id
  where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
$$;

create or replace function private.own_invitation_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select inv.id
  from public.workspace_members m
  join public.interviews i on i.workspace_id = m.workspace_id
  join public.invitations inv on inv.interview_id = i.id
  where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
$$;

create or replace function private.visible_interview_ids()
returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.id
  from public.workspace_members m
  join public.interviews i on i.workspace_id = m.workspace_id
  where m.user_id = (select auth.uid())
$$;

create function private.readable_workspace_ids()
returns uuid[]
language sql stable security definer set search_path = ''
as $$
  select case
    when (select private.is_admin()) then array(select w.id from public.workspaces w)
    else array(select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid()))
  end
$$;
comment on function private.readable_workspace_ids() is
  'The workspaces whose interviews the caller reads: their own, every one for admins. An array, so a policy can compare an indexed column with it.';
revoke execute on function private.readable_workspace_ids() from public, anon;
grant execute on function private.readable_workspace_ids() to authenticated, service_role;

-- Section: policies -----------------------------------------------------------------------------------
-- SELECT(interviews): members of its workspace; admins all.
drop policy interviews_select on public.interviews;
create policy interviews_select on public.interviews
  for select to authenticated
  using (workspace_id = any ((select private.readable_workspace_ids())::uuid[]));

-- SELECT(invitations): every one of the interviews the caller manages; the COMPLETED and REVIEWED
-- ones of the other interviews of their workspaces (REVIEWER); admins; the bound candidate.
drop policy invitations_select on public.invitations;
create policy invitations_select on public.invitations
  for select to authenticated
  using (
    (select private.is_admin())
    or interview_id in (select private.own_interview_ids())
    or (status in ('COMPLETED', 'REVIEWED') and interview_id in (select private.visible_interview_ids()))
    or candidate_id = (select auth.uid())
  );
