-- Hiring insights (issue #38): the statistics behind the insights screens, computed where the data
-- is. This file holds the pure statistics; the functions that read a workspace's rows as the
-- caller sit beside them as they land.

-- Rater agreement ---------------------------------------------------------------------------------
-- The intraclass correlation ICC(2,1) of Shrout and Fleiss (1979): each candidate rated by each of
-- the same k raters, the raters a sample of the team's possible raters, and the question whether
-- one rater's score can be trusted in absolute terms (a lenient rater lowers it, unlike ICC(3,1)).
-- The input is one score per (candidate, rater); several scores of a pair (a competency rated on
-- several answers) are averaged first. Only a complete block can be analysed: the candidates that
-- every rater scored, among the raters who scored at least two candidates. Null ICC when the block
-- has fewer than 2 candidates or raters, or no variance at all (every score the same).
create function private.intraclass_correlation(p_candidates text[], p_raters text[], p_scores numeric[])
returns table (icc numeric, candidates integer, raters integer, bms numeric, jms numeric, ems numeric)
language sql immutable set search_path = ''
as $$
  with cells as (
    select u.candidate, u.rater, avg(u.score) as score
    from unnest(p_candidates, p_raters, p_scores) as u(candidate, rater, score)
    where u.candidate is not null and u.rater is not null and u.score is not null
    group by u.candidate, u.rater
  ),
  counted_raters as (
    select c.rater from cells c group by c.rater having count(*) >= 2
  ),
  complete_candidates as (
    select c.candidate from cells c join counted_raters r using (rater)
    group by c.candidate having count(*) = (select count(*) from counted_raters)
  ),
  block as (
    select c.candidate, c.rater, c.score::numeric as score
    from cells c join counted_raters using (rater) join complete_candidates using (candidate)
  ),
  size as (
    select count(distinct b.candidate)::numeric as n, count(distinct b.rater)::numeric as k,
           avg(b.score) as grand
    from block b
  ),
  sums as (
    select s.n, s.k,
           s.k * (select sum((t.mean - s.grand) ^ 2) from (select avg(score) as mean from block group by candidate) t) as ss_candidates,
           s.n * (select sum((r.mean - s.grand) ^ 2) from (select avg(score) as mean from block group by rater) r) as ss_raters,
           (select sum((b.score - s.grand) ^ 2) from block b) as ss_total
    from size s
  ),
  squares as (
    select n, k,
           case when n >= 2 then ss_candidates / (n - 1) end as bms,
           case when k >= 2 then ss_raters / (k - 1) end as jms,
           case when n >= 2 and k >= 2 then (ss_total - ss_candidates - ss_raters) / ((n - 1) * (k - 1)) end as ems
    from sums
  )
  select (q.bms - q.ems) / nullif(q.bms + (q.k - 1) * q.ems + q.k * (q.jms - q.ems) / q.n, 0),
         q.n::integer, q.k::integer, q.bms, q.jms, q.ems
  from squares q
$$;
comment on function private.intraclass_correlation(text[], text[], numeric[]) is
  'ICC(2,1) (Shrout and Fleiss 1979) over the candidates every counted rater scored, with the block''s size and its mean squares.';

-- The hiring funnel -------------------------------------------------------------------------------
-- Each invitation's way through the steps: invited, opened the link, started, completed, marked
-- reviewed, decided (its first decision). A step's median time is from the step before it, over
-- the invitations that reached both; DECIDED counts from REVIEWED, or COMPLETED when the team
-- decided without marking it reviewed. A candidate who started opened the link, whether or not the
-- opening was stamped (links opened before the stamp existed). Read as the caller, so row-level
-- security decides the rows; only the workspace's OWNER and RECRUITER (and admins) may ask, since
-- a REVIEWER sees only the finished interviews and would get a funnel of those. One pass over the
-- invitations: per interview and, with a null interview_id, for all of them. The period is that of
-- the invitations' creation, [p_from, p_to).
create function public.hiring_funnel(
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
comment on function public.hiring_funnel(uuid, uuid, timestamptz, timestamptz) is
  'The funnel of a workspace''s invitations created in [p_from, p_to): per interview and in all (interview_id null), with each step''s median seconds from the step before.';

-- Where candidates stop ---------------------------------------------------------------------------
-- Per question of an interview: how many answered it, and how many candidates who started and have
-- not completed stopped there (the first question, in order, they have no answer to). Same callers
-- as the funnel.
create function public.question_drop_off(p_interview_id uuid)
returns table (question_id uuid, order_number integer, answered bigint, stopped bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not ((select private.is_admin()) or private.has_workspace_role(
            (select i.workspace_id from public.interviews i where i.id = p_interview_id),
            array['OWNER', 'RECRUITER']::public.workspace_role[])) then
    raise exception 'Only the workspace''s owners and recruiters see its insights' using errcode = '42501';
  end if;
  return query
  with unfinished as (
    select inv.id,
           (select min(q.order_number) from public.questions q
            where q.interview_id = p_interview_id
              and not exists (select 1 from public.responses r
                              where r.invitation_id = inv.id and r.question_id = q.id)) as stopped_at
    from public.invitations inv
    where inv.interview_id = p_interview_id and inv.started_at is not null and inv.completed_at is null
  )
  select q.id, q.order_number,
         (select count(*) from public.responses r where r.question_id = q.id),
         (select count(*) from unfinished u where u.stopped_at = q.order_number)
  from public.questions q
  where q.interview_id = p_interview_id
  order by q.order_number;
end;
$$;
comment on function public.question_drop_off(uuid) is
  'Per question of the interview: answers, and the unfinished candidates who stopped there (their first unanswered question).';

grant execute on function public.hiring_funnel(uuid, uuid, timestamptz, timestamptz) to authenticated;
grant execute on function public.question_drop_off(uuid) to authenticated;

-- Rater calibration -------------------------------------------------------------------------------
-- Per competency of an interview's scorecard, and over all of them (competency_id null): each
-- rater's mean difference from the rest of the team on the same candidates (positive: more
-- lenient, negative: more severe), and the team's agreement, ICC(2,1) over the candidates that
-- every counted rater scored (for all competencies, a candidate's competency is the unit). Only
-- submitted ratings count, as the team reads them. A rater's score of a candidate on a competency
-- is the mean of their ratings of its answers. Security definer, because a member reads others'
-- ratings only of candidates they submitted for themselves, and calibration needs all of them; so
-- it checks the caller itself: the workspace's OWNER and RECRUITER, and admins, get every rater and
-- the agreement; a REVIEWER gets their own rows alone (issue #38 item 4), without the agreement.
create function public.rater_calibration(p_interview_id uuid)
returns table (
  competency_id uuid,
  rater_id uuid,
  shared_candidates integer,
  mean_difference numeric,
  agreement numeric,
  agreement_candidates integer,
  agreement_raters integer
)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_workspace uuid := (select i.workspace_id from public.interviews i where i.id = p_interview_id);
  v_sees_team boolean := (select private.is_admin())
    or private.has_workspace_role(v_workspace, array['OWNER', 'RECRUITER']::public.workspace_role[]);
begin
  if not (v_sees_team or private.has_workspace_role(v_workspace, array['REVIEWER']::public.workspace_role[])) then
    raise exception 'Only the workspace''s members see its calibration' using errcode = '42501';
  end if;
  return query
  with cells as (
    select r.invitation_id, r.competency_id, r.rater_id, avg(r.score) as score
    from public.ratings r
    join public.rating_submissions s on s.invitation_id = r.invitation_id and s.rater_id = r.rater_id
    join public.scorecard_competencies c on c.id = r.competency_id
    where c.interview_id = p_interview_id
    group by r.invitation_id, r.competency_id, r.rater_id
  ),
  -- Each cell against the mean of the other raters of the same candidate and competency.
  differences as (
    select c.competency_id, c.rater_id,
           c.score - (sum(c.score) over team - c.score) / nullif(count(*) over team - 1, 0) as difference,
           c.invitation_id
    from cells c
    window team as (partition by c.invitation_id, c.competency_id)
  ),
  leniency as (
    select d.competency_id, d.rater_id,
           count(distinct d.invitation_id)::integer as shared, avg(d.difference) as mean_difference
    from differences d
    where d.difference is not null
    group by grouping sets ((d.competency_id, d.rater_id), (d.rater_id))
  ),
  agreement as (
    select null::uuid as competency_id, a.*
    from private.intraclass_correlation(
      (select array_agg(c.invitation_id::text || ':' || c.competency_id::text) from cells c),
      (select array_agg(c.rater_id::text) from cells c),
      (select array_agg(c.score) from cells c)) a
    union all
    select k.id, a.*
    from public.scorecard_competencies k
    cross join lateral private.intraclass_correlation(
      (select array_agg(c.invitation_id::text) from cells c where c.competency_id = k.id),
      (select array_agg(c.rater_id::text) from cells c where c.competency_id = k.id),
      (select array_agg(c.score) from cells c where c.competency_id = k.id)) a
    where k.interview_id = p_interview_id
  )
  select l.competency_id, l.rater_id, l.shared, round(l.mean_difference, 4), null::numeric, null::integer, null::integer
  from leniency l
  where v_sees_team or l.rater_id = (select auth.uid())
  union all
  select a.competency_id, null::uuid, null::integer, null::numeric, round(a.icc, 4), a.candidates, a.raters
  from agreement a
  where v_sees_team;
end;
$$;
comment on function public.rater_calibration(uuid) is
  'Per competency of the interview and overall (null): each rater''s mean difference from the others on the same candidates, and the team''s ICC(2,1); a REVIEWER gets their own differences only.';

grant execute on function public.rater_calibration(uuid) to authenticated;

-- How the team keeps up --------------------------------------------------------------------------
-- Over a workspace and a period: for the interviews completed in it, the median time from
-- completion to the first submitted scorecard and to the first decision (member_id null); and for
-- each member, the candidates whose scorecard they submitted and the decisions they recorded in the
-- period, with their own median time from completion to their submission. Read as the caller, like
-- the funnel, and for the same callers.
create function public.review_pace(
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
comment on function public.review_pace(uuid, timestamptz, timestamptz) is
  'The team''s median times from completion to the first scorecard and the first decision, and each member''s workload, over a period.';

grant execute on function public.review_pace(uuid, timestamptz, timestamptz) to authenticated;
