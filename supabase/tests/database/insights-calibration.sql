-- Rater calibration (issue #38 item 3) on a case checked by hand, per persona: the workspace's
-- OWNER and RECRUITER and an admin read every rater's difference and the agreement; its REVIEWER
-- reads their own differences alone; a recruiter of another workspace, a candidate and anon are
-- refused. Ids start with c3810000.
--
-- One question rated on K1 and K2; candidates 1-3; raters R1 (owner), R2 (recruiter), R3 (reviewer)
-- submitted; R4 (another recruiter) rated but did not submit, so R4 counts nowhere.
--   K1: R1 4 3 5, R2 3 2 4, R3 4 2 5      K2: R1 2 3 4, R2 2 3 4, R3 3 4 5
-- Difference from the others' mean, by hand. K1: R1 (.5 + 1 + .5) / 3 = .6667, R2 (-1 - .5 - 1) / 3
-- = -.8333, R3 (.5 - .5 + .5) / 3 = .1667. K2: R1 and R2 -.5, R3 +1. Both: R1 .0833, R2 -.6667,
-- R3 .5833. ICC(2,1): K1 BMS 4.1111, JMS .7778, EMS .1111: 4 / 5 = .8; K2 BMS 3, JMS 1, EMS 0:
-- 3 / 4 = .75; both (6 candidate-competencies): 27 / 37 = .7297.
begin;
select plan(13);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t381_owner');
select tests.create_supabase_user('t381_recruiter');
select tests.create_supabase_user('t381_reviewer');
select tests.create_supabase_user('t381_silent');
select tests.create_supabase_user('t381_outsider');
select tests.create_supabase_user('t381_cand');
select tests.create_supabase_user('t381_admin');
select tests.set_role('t381_owner', 'RECRUITER');
select tests.set_role('t381_outsider', 'RECRUITER');
select tests.set_role('t381_admin', 'ADMIN');
select set_config('t381.w', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t381_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t381.w')::uuid, tests.get_supabase_uid('t381_recruiter'), 'RECRUITER'),
  (current_setting('t381.w')::uuid, tests.get_supabase_uid('t381_reviewer'), 'REVIEWER'),
  (current_setting('t381.w')::uuid, tests.get_supabase_uid('t381_silent'), 'RECRUITER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('c3810000-0000-4000-a000-00000000000a', current_setting('t381.w')::uuid, tests.get_supabase_uid('t381_owner'), 'T381');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('c3810000-0000-4000-a000-0000000000a1', 'c3810000-0000-4000-a000-00000000000a', 1, 'One', 'TEXT');
insert into public.scorecard_competencies (id, interview_id, position, name, anchors) values
  ('c3810000-0000-4000-a000-0000000000c1', 'c3810000-0000-4000-a000-00000000000a', 1, 'K1', array['1', '2', '3', '4', '5']),
  ('c3810000-0000-4000-a000-0000000000c2', 'c3810000-0000-4000-a000-00000000000a', 2, 'K2', array['1', '2', '3', '4', '5']);
insert into public.question_competencies (question_id, competency_id) values
  ('c3810000-0000-4000-a000-0000000000a1', 'c3810000-0000-4000-a000-0000000000c1'),
  ('c3810000-0000-4000-a000-0000000000a1', 'c3810000-0000-4000-a000-0000000000c2');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, expires_at,
                                started_at, completed_at)
select ('c3810000-0000-4000-a000-00000000000' || n)::uuid, 'c3810000-0000-4000-a000-00000000000a',
       tests.get_supabase_uid('t381_cand'), 'C', 'Number ' || n, 'c' || n || '@example.com', 'COMPLETED',
       '2030-01-01', now(), now()
from generate_series(1, 3) n;
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text)
select ('c3810000-0000-4000-a000-00000000010' || n)::uuid, ('c3810000-0000-4000-a000-00000000000' || n)::uuid,
       'c3810000-0000-4000-a000-0000000000a1', tests.get_supabase_uid('t381_cand'), 'Answer'
from generate_series(1, 3) n;
insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
select ('c3810000-0000-4000-a000-00000000000' || s.candidate)::uuid, ('c3810000-0000-4000-a000-00000000010' || s.candidate)::uuid,
       ('c3810000-0000-4000-a000-0000000000' || s.competency)::uuid, tests.get_supabase_uid(s.rater), s.score
from (values
  ('t381_owner', 'c1', 1, 4), ('t381_owner', 'c1', 2, 3), ('t381_owner', 'c1', 3, 5),
  ('t381_recruiter', 'c1', 1, 3), ('t381_recruiter', 'c1', 2, 2), ('t381_recruiter', 'c1', 3, 4),
  ('t381_reviewer', 'c1', 1, 4), ('t381_reviewer', 'c1', 2, 2), ('t381_reviewer', 'c1', 3, 5),
  ('t381_owner', 'c2', 1, 2), ('t381_owner', 'c2', 2, 3), ('t381_owner', 'c2', 3, 4),
  ('t381_recruiter', 'c2', 1, 2), ('t381_recruiter', 'c2', 2, 3), ('t381_recruiter', 'c2', 3, 4),
  ('t381_reviewer', 'c2', 1, 3), ('t381_reviewer', 'c2', 2, 4), ('t381_reviewer', 'c2', 3, 5),
  ('t381_silent', 'c1', 1, 1), ('t381_silent', 'c2', 1, 5)
) as s(rater, competency, candidate, score);
insert into public.rating_submissions (invitation_id, rater_id)
select ('c3810000-0000-4000-a000-00000000000' || n)::uuid, tests.get_supabase_uid(r)
from generate_series(1, 3) n, unnest(array['t381_owner', 't381_recruiter', 't381_reviewer']) r;

-- Each rater's differences as "rater competency shared difference", and the agreement rows.
create temporary table rater_names as
select tests.get_supabase_uid(n) as id, n as name
from unnest(array['t381_owner', 't381_recruiter', 't381_reviewer', 't381_silent']) n;
grant select on rater_names to anon, authenticated;
create function pg_temp.differences() returns text[]
language sql as $$
  select array_agg(n.name || ' ' || coalesce(k.name, 'all') || ' ' || c.shared_candidates || ' ' || c.mean_difference
                   order by n.name, k.name nulls last)
  from public.rater_calibration('c3810000-0000-4000-a000-00000000000a') c
  join pg_temp.rater_names n on n.id = c.rater_id
  left join public.scorecard_competencies k on k.id = c.competency_id
$$;
create function pg_temp.agreement() returns text[]
language sql as $$
  select array_agg(coalesce(k.name, 'all') || ' ' || coalesce(c.agreement::text, '-') || ' on ' || c.agreement_candidates
                   || ' by ' || c.agreement_raters order by k.name nulls last)
  from public.rater_calibration('c3810000-0000-4000-a000-00000000000a') c
  left join public.scorecard_competencies k on k.id = c.competency_id
  where c.rater_id is null
$$;
grant execute on function pg_temp.differences() to anon, authenticated;
grant execute on function pg_temp.agreement() to anon, authenticated;

-- Section: the team's view ------------------------------------------------------------------------
select tests.authenticate_as('t381_owner');
select is(pg_temp.differences(), array[
    't381_owner K1 3 0.6667', 't381_owner K2 3 -0.5000', 't381_owner all 3 0.0833',
    't381_recruiter K1 3 -0.8333', 't381_recruiter K2 3 -0.5000', 't381_recruiter all 3 -0.6667',
    't381_reviewer K1 3 0.1667', 't381_reviewer K2 3 1.0000', 't381_reviewer all 3 0.5833'],
  'The OWNER reads each submitted rater''s difference from the others, as worked by hand; the rater who did not submit counts nowhere.');
select is(pg_temp.agreement(), array['K1 0.8000 on 3 by 3', 'K2 0.7500 on 3 by 3', 'all 0.7297 on 6 by 3'],
  'And the agreement per competency and over both, as worked by hand.');
select tests.authenticate_as('t381_recruiter');
select is(cardinality(pg_temp.differences()), 9, 'A RECRUITER reads every rater''s differences.');
select is(cardinality(pg_temp.agreement()), 3, 'A RECRUITER reads the agreement.');
select tests.authenticate_as('t381_admin');
select is(cardinality(pg_temp.agreement()), 3, 'An admin reads the agreement.');

-- Section: a REVIEWER sees their own ---------------------------------------------------------------
select tests.authenticate_as('t381_reviewer');
select is(pg_temp.differences(), array['t381_reviewer K1 3 0.1667', 't381_reviewer K2 3 1.0000', 't381_reviewer all 3 0.5833'],
  'A REVIEWER reads their own differences alone.');
select is(pg_temp.agreement(), null, 'A REVIEWER is not shown the team''s agreement.');
select tests.authenticate_as('t381_silent');
select ok(not exists (select 1 from unnest(pg_temp.differences()) d where d like 't381_silent %'),
  'A RECRUITER who rated but did not submit has no difference yet (and reads the others'').');

-- Section: who is refused -------------------------------------------------------------------------
select tests.authenticate_as('t381_outsider');
select throws_ok($$ select pg_temp.agreement() $$, '42501', null, 'A recruiter of another workspace is refused.');
select tests.authenticate_as('t381_cand');
select throws_ok($$ select pg_temp.agreement() $$, '42501', null, 'The candidate is refused.');
select tests.clear_authentication();
select throws_ok($$ select pg_temp.agreement() $$, '42501', null, 'anon is refused.');

-- Section: too little to say ----------------------------------------------------------------------
select tests.reset_authentication();
delete from public.rating_submissions where rater_id <> tests.get_supabase_uid('t381_owner');
select tests.authenticate_as('t381_owner');
select is(pg_temp.agreement(), array['K1 - on 3 by 1', 'K2 - on 3 by 1', 'all - on 6 by 1'],
  'With one rater left, no agreement: the counts say why.');
select is(pg_temp.differences(), null, 'And no difference: there is no one to differ from.');

select * from finish();
rollback;
