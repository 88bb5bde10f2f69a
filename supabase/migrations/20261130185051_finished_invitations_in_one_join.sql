-- Issue #39: the finished invitations a caller may rate or decide about, read in one join rather than
-- from the wider set looked up again; the team's pace reads the submissions of completed invitations by
-- their key. Same answers (pgTAP), less time for the insights and every rating, decision and comment policy.

-- The COMPLETED and REVIEWED ones of reviewable_invitation_ids() (every invitation of a workspace the
-- caller manages, the finished ones of the others): the finished invitations of all the caller's
-- workspaces, whatever their role, read in one join. Listing the reviewable ones first and looking
-- each up again took 4 to 7 ms a call for the bench's 2,000 invitations, against 0.6 to 1 ms; the
-- insights read it three times (issue #39). pgTAP holds the two to the same answers per persona.
create or replace function private.ratable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    join public.invitations inv on inv.interview_id = i.id
    where m.user_id = (select auth.uid()) and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;

-- own_invitation_ids() narrowed to the finished ones, in one join as ratable_invitation_ids().
create or replace function private.decidable_invitation_ids()
returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select inv.id
    from public.workspace_members m
    join public.interviews i on i.workspace_id = m.workspace_id
    join public.invitations inv on inv.interview_id = i.id
    where m.user_id = (select auth.uid()) and m.role in ('OWNER', 'RECRUITER')
      and inv.status in ('COMPLETED', 'REVIEWED');
end
$$;

-- Over a workspace and a period: for the interviews completed in it, the median time from
-- completion to the first submitted scorecard and to the first decision (member_id null); and for
-- each member, the candidates whose scorecard they submitted and the decisions they recorded in the
-- period, with their own median time from completion to their submission. Read as the caller, like
-- the funnel, and for the same callers.
create or replace function public.review_pace(
  p_workspace_id uuid,
  p_from timestamptz default null,
  p_to timestamptz default null
)
returns table (
  member_id uuid,
  candidates_rated bigint,
  decisions bigint,
  median_seconds_to_rating double precision,
  median_seconds_to_decision double precision
)
language plpgsql stable security invoker set search_path = ''
-- As the funnel: planned for each call's bounds.
set plan_cache_mode = force_custom_plan
as $$
begin
  if not ((select private.is_admin())
          or private.has_workspace_role(p_workspace_id, array['OWNER', 'RECRUITER']::public.workspace_role[])) then
    raise exception 'Only the workspace''s owners and recruiters see its insights' using errcode = '42501';
  end if;
  return query
  with completed as (
    select inv.id, inv.completed_at
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where i.workspace_id = p_workspace_id and inv.completed_at is not null
  ),
  -- Each guarded table is read once: its policy's helper runs once per reference. The submissions
  -- by their key, for the completed invitations' ids as one array: joined with them, the planner
  -- hashed every submission of the database (80,000 in the bench) to keep 800 (issue #39).
  all_submissions as (
    select s.invitation_id, s.rater_id, s.submitted_at, c.completed_at
    from public.rating_submissions s join completed c on c.id = s.invitation_id
    where s.invitation_id = any(array(select c.id from completed c))
  ),
  all_decisions as (
    select d.invitation_id, d.decided_by, d.decided_at
    from completed c join public.candidate_decisions d on d.invitation_id = c.id
  ),
  firsts as (
    select c.id, c.completed_at, r.rated_at, d.decided_at
    from completed c
    left join (select s.invitation_id, min(s.submitted_at) as rated_at from all_submissions s group by s.invitation_id) r
      on r.invitation_id = c.id
    left join (select d.invitation_id, min(d.decided_at) as decided_at from all_decisions d group by d.invitation_id) d
      on d.invitation_id = c.id
    where (p_from is null or c.completed_at >= p_from) and (p_to is null or c.completed_at < p_to)
  ),
  submissions as (
    select s.rater_id, s.submitted_at, s.completed_at
    from all_submissions s
    where (p_from is null or s.submitted_at >= p_from) and (p_to is null or s.submitted_at < p_to)
  ),
  decisions as (
    select d.decided_by, count(*) as made
    from all_decisions d
    where (p_from is null or d.decided_at >= p_from) and (p_to is null or d.decided_at < p_to)
    group by d.decided_by
  )
  select null::uuid,
         (select count(*) from firsts f where f.rated_at is not null),
         (select count(*) from firsts f where f.decided_at is not null),
         (select percentile_cont(0.5) within group (order by extract(epoch from f.rated_at - f.completed_at))
          from firsts f),
         (select percentile_cont(0.5) within group (order by extract(epoch from f.decided_at - f.completed_at))
          from firsts f)
  union all
  select m.user_id,
         (select count(*) from submissions s where s.rater_id = m.user_id),
         coalesce((select d.made from decisions d where d.decided_by = m.user_id), 0),
         (select percentile_cont(0.5) within group (order by extract(epoch from s.submitted_at - s.completed_at))
          from submissions s where s.rater_id = m.user_id),
         null::double precision
  from public.workspace_members m
  where m.workspace_id = p_workspace_id;
end;
$$;
