-- Hiring insights at scale (issue #38): the funnel reads only the decisions of the workspace's
-- invitations, the team's pace reads each guarded table once (a policy's helper runs once per
-- reference, and every row of a whole-table scan passes its check), and both are planned for each
-- call's bounds (plan_cache_mode): after five calls a session's cached generic plan took 315 ms
-- where a custom one takes 34 ms at the bench's scale.
create or replace function public.hiring_funnel(
  p_workspace_id uuid,
  p_interview_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null
)
returns table (interview_id uuid, step text, step_number integer, candidates bigint, median_seconds double precision)
language plpgsql stable security invoker set search_path = ''
-- Planned for each call's bounds: a cached generic plan, blind to which bounds are null, took ten
-- times as long at the bench's scale (docs/benchmarks.md).
set plan_cache_mode = force_custom_plan
as $$
begin
  if not ((select private.is_admin())
          or private.has_workspace_role(p_workspace_id, array['OWNER', 'RECRUITER']::public.workspace_role[])) then
    raise exception 'Only the workspace''s owners and recruiters see its insights' using errcode = '42501';
  end if;
  return query
  with scoped as (
    select inv.id, inv.interview_id, inv.created_at, inv.opened_at, inv.started_at, inv.completed_at, inv.reviewed_at
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where i.workspace_id = p_workspace_id
      and (p_interview_id is null or inv.interview_id = p_interview_id)
      and (p_from is null or inv.created_at >= p_from)
      and (p_to is null or inv.created_at < p_to)
  ),
  -- The decisions of these invitations alone, found through their index: every decision of the
  -- database would pass row-level security's check one by one.
  decided as (
    select cd.invitation_id, min(cd.decided_at) as decided_at
    from scoped s join public.candidate_decisions cd on cd.invitation_id = s.id
    group by cd.invitation_id
  ),
  journeys as (
    select s.interview_id, s.created_at, coalesce(s.opened_at, s.started_at) as opened_at,
           s.opened_at as stamped_opened_at, s.started_at, s.completed_at, s.reviewed_at, d.decided_at
    from scoped s left join decided d on d.invitation_id = s.id
  ),
  totals as (
    select j.interview_id,
           count(*) as invited,
           count(j.opened_at) as opened,
           count(j.started_at) as started,
           count(j.completed_at) as completed,
           count(j.reviewed_at) as reviewed,
           count(j.decided_at) as decided,
           percentile_cont(0.5) within group (order by extract(epoch from j.opened_at - j.created_at)) as to_open,
           percentile_cont(0.5) within group (order by extract(epoch from j.started_at - j.stamped_opened_at)) as to_start,
           percentile_cont(0.5) within group (order by extract(epoch from j.completed_at - j.started_at)) as to_complete,
           percentile_cont(0.5) within group (order by extract(epoch from j.reviewed_at - j.completed_at)) as to_review,
           percentile_cont(0.5) within group (
             order by extract(epoch from j.decided_at - coalesce(j.reviewed_at, j.completed_at))) as to_decide
    from journeys j
    group by grouping sets ((), (j.interview_id))
  )
  select t.interview_id, s.step, s.step_number, s.candidates, s.median_seconds
  from totals t
  cross join lateral (values
    ('INVITED', 1, t.invited, null::double precision),
    ('OPENED', 2, t.opened, t.to_open),
    ('STARTED', 3, t.started, t.to_start),
    ('COMPLETED', 4, t.completed, t.to_complete),
    ('REVIEWED', 5, t.reviewed, t.to_review),
    ('DECIDED', 6, t.decided, t.to_decide)
  ) as s(step, step_number, candidates, median_seconds)
  -- The grand total (the empty grouping set) answers its six steps even for no invitation.
  order by t.interview_id nulls first, s.step_number;
end;
$$;

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
  -- Each guarded table is read once: its policy's helper runs once per reference.
  all_submissions as (
    select s.invitation_id, s.rater_id, s.submitted_at, c.completed_at
    from completed c join public.rating_submissions s on s.invitation_id = c.id
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
