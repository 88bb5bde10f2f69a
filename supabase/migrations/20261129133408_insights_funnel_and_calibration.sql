-- Hiring insights (issue #38): when a link was first opened, the funnel, where candidates stop, the
-- raters' calibration and the team's pace (supabase/schemas/40-invitations.sql, 60-take.sql, 72-insights.sql).
alter table public.invitations add column opened_at timestamptz;
comment on column public.invitations.opened_at is
  'When the link was first opened by anyone but the workspace''s members (get_interview_by_token); null until then.';
grant select (opened_at) on public.invitations to authenticated;

create or replace function public.get_interview_by_token(p_token text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invitations := private.invitation_for_view(p_token);
  interview public.interviews;
  availability text;
  is_open boolean;
  is_taker boolean := inv.candidate_id is not null and inv.candidate_id = (select auth.uid());
begin
  select * into interview from public.interviews where id = inv.interview_id;
  -- The funnel's "opened the link" (issue #38): the first opening by anyone but the team, whose
  -- members open links to try them.
  if inv.opened_at is null
     and not private.has_workspace_role(interview.workspace_id, array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[]) then
    update public.invitations set opened_at = now() where id = inv.id and opened_at is null;
  end if;
  availability := case
    when interview.status in ('CLOSED', 'DRAFT') then 'CLOSED'
    when inv.expires_at <= now() then 'EXPIRED'
    else 'OPEN'
  end;
  is_open := availability = 'OPEN' and inv.status in ('PENDING', 'STARTED');
  return (
    select jsonb_build_object(
      'invitation_id', inv.id,
      'status', inv.status,
      'availability', availability,
      'first_name', inv.first_name,
      'expires_at', inv.expires_at,
      'bound_to_caller', is_taker,
      -- Only its candidate learns that a knockout answer ended the interview.
      'knocked_out', is_taker and inv.knocked_out_at is not null,
      'practice_question', interview.practice_question,
      'accommodations', jsonb_build_object(
        'time', inv.time_accommodation,
        'extra_attempts', inv.extra_attempts,
        'text_answers_allowed', inv.text_answers_allowed
      ),
      'interview', jsonb_build_object(
        'id', interview.id,
        'title', interview.title,
        'description', interview.description,
        'welcome_video_url', interview.welcome_video_url,
        'status', interview.status,
        'company_name', w.name,
        'language', interview.language
      ),
      'workspace', jsonb_build_object(
        'name', w.name,
        'logo_path', w.logo_path,
        'brand_color', w.brand_color
      ),
      -- Whom the candidate asks: the interview's creator, or the workspace's first owner once
      -- that account is gone.
      'contact', (
        select jsonb_build_object('name', p.full_name, 'email', p.email)
        from public.profiles p
        where p.id = coalesce(interview.recruiter_id, (
          select m.user_id from public.workspace_members m
          where m.workspace_id = w.id and m.role = 'OWNER'
          order by m.created_at, m.user_id limit 1
        ))
      ),
      'requests', coalesce((
        select jsonb_agg(jsonb_build_object(
          'kind', cr.kind,
          'status', cr.status,
          'requested_at', cr.requested_at,
          'decided_at', cr.decided_at,
          'new_deadline', cr.new_deadline
        ) order by cr.requested_at)
        from public.candidate_requests cr where cr.invitation_id = inv.id
      ), '[]'::jsonb),
      -- Only an open invitation needs its questions.
      'questions', case when is_open then coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'order_number', q.order_number,
          'text', q.text,
          'response_format', q.response_format,
          'time_limit_seconds', q.time_limit_seconds,
          'thinking_seconds', q.thinking_seconds,
          'max_attempts', q.max_attempts + inv.extra_attempts,
          'multiple_choice', q.multiple_choice,
          -- Which options are knockouts stays with the server.
          'options', coalesce((
            select jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label) order by o.position)
            from public.question_options o where o.question_id = q.id
          ), '[]'::jsonb)
        ) order by q.order_number)
        from public.questions q where q.interview_id = interview.id
      ), '[]'::jsonb) else '[]'::jsonb end,
      -- The caller's saved answers, so a reloaded tab resumes where it was.
      'answers', case when is_open and is_taker then coalesce((
        select jsonb_agg(jsonb_build_object(
          'question_id', r.question_id,
          'attempts', r.attempts,
          'response_text', r.response_text,
          'media_path', r.media_path,
          'choice_option_ids', r.choice_option_ids,
          'take', coalesce(private.take_number_from_path(r.media_path), private.answer_file_take_from_path(r.file_path)),
          'file_path', r.file_path,
          'file_name', r.file_name
        ))
        from public.responses r where r.invitation_id = inv.id
      ), '[]'::jsonb) else '[]'::jsonb end
    )
    from public.workspaces w
    where w.id = interview.workspace_id
  );
end;
$$;
comment on function public.get_interview_by_token(text) is
  'The interview an invitation token names, for anyone holding the token: open, expired or closed (availability), with the questions only while open. Stamps the invitation''s first opening.';

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
as $$
begin
  if not ((select private.is_admin())
          or private.has_workspace_role(p_workspace_id, array['OWNER', 'RECRUITER']::public.workspace_role[])) then
    raise exception 'Only the workspace''s owners and recruiters see its insights' using errcode = '42501';
  end if;
  return query
  with journeys as (
    select inv.interview_id, inv.created_at, coalesce(inv.opened_at, inv.started_at) as opened_at,
           inv.opened_at as stamped_opened_at, inv.started_at, inv.completed_at, inv.reviewed_at,
           d.decided_at
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    left join (
      select cd.invitation_id, min(cd.decided_at) as decided_at
      from public.candidate_decisions cd group by cd.invitation_id
    ) d on d.invitation_id = inv.id
    where i.workspace_id = p_workspace_id
      and (p_interview_id is null or inv.interview_id = p_interview_id)
      and (p_from is null or inv.created_at >= p_from)
      and (p_to is null or inv.created_at < p_to)
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
  firsts as (
    select c.id, c.completed_at,
           (select min(s.submitted_at) from public.rating_submissions s where s.invitation_id = c.id) as rated_at,
           (select min(d.decided_at) from public.candidate_decisions d where d.invitation_id = c.id) as decided_at
    from completed c
    where (p_from is null or c.completed_at >= p_from) and (p_to is null or c.completed_at < p_to)
  ),
  submissions as (
    select s.rater_id, s.submitted_at, c.completed_at
    from public.rating_submissions s join completed c on c.id = s.invitation_id
    where (p_from is null or s.submitted_at >= p_from) and (p_to is null or s.submitted_at < p_to)
  ),
  decisions as (
    select d.decided_by, count(*) as made
    from public.candidate_decisions d join completed c on c.id = d.invitation_id
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
