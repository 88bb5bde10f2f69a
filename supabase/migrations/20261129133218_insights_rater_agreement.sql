-- Hiring insights (issue #38): the rater agreement statistic (supabase/schemas/72-insights.sql).
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
