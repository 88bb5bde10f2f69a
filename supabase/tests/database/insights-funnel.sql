-- The hiring funnel, where candidates stop and the team's pace (issue #38 items 1, 2), on a small
-- case checked by hand, per persona: the workspace's OWNER and RECRUITER and an admin read them;
-- its REVIEWER, a recruiter of another workspace, a candidate and anon are refused. And the stamp
-- of a link's first opening (note_link_opened, the take GET's), which the team's own openings do
-- not set. Ids start with c3800000.
--
-- Interview A (questions 1-3), invitations by hours after their creation (2026-02-01 unless said):
--   01 PENDING, never opened, created 2026-01-01        05 COMPLETED: opened 1, started 3, completed 3.5
--   02 PENDING, opened 1                                06 REVIEWED: opened 4, started 7, completed 9,
--   03 STARTED: opened 2, started 3, answered Q1           reviewed 11, decided 12 (then again 13)
--   04 STARTED: opened 1, started 1.5, answered none    07 CANCELLED, created 2026-01-01
-- Interview B: 08 PENDING, opened 2.
-- By hand, interview A: invited 7, opened 5 (medians from creation 1 1 1 2 4: 1 h), started 4
-- (from opening 1 0.5 2 3: 1.5 h), completed 2 (0.5 and 2: 1.25 h), reviewed 1 (2 h), decided 1
-- (1 h). Stopped: 04 at Q1, 03 at Q2. Answered: Q1 3, Q2 2, Q3 2.
begin;
select plan(22);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t38_owner');
select tests.create_supabase_user('t38_recruiter');
select tests.create_supabase_user('t38_reviewer');
select tests.create_supabase_user('t38_outsider');
select tests.create_supabase_user('t38_cand');
select tests.create_supabase_user('t38_admin');
select tests.set_role('t38_owner', 'RECRUITER');
select tests.set_role('t38_outsider', 'RECRUITER');
select tests.set_role('t38_admin', 'ADMIN');
select set_config('t38.w', (select workspace_id::text from public.workspace_members
                            where user_id = tests.get_supabase_uid('t38_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t38.w')::uuid, tests.get_supabase_uid('t38_recruiter'), 'RECRUITER'),
  (current_setting('t38.w')::uuid, tests.get_supabase_uid('t38_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('c3800000-0000-4000-a000-00000000000a', current_setting('t38.w')::uuid, tests.get_supabase_uid('t38_owner'), 'T38 A'),
  ('c3800000-0000-4000-a000-00000000000b', current_setting('t38.w')::uuid, tests.get_supabase_uid('t38_owner'), 'T38 B');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('c3800000-0000-4000-a000-0000000000a1', 'c3800000-0000-4000-a000-00000000000a', 1, 'One', 'TEXT'),
  ('c3800000-0000-4000-a000-0000000000a2', 'c3800000-0000-4000-a000-00000000000a', 2, 'Two', 'TEXT'),
  ('c3800000-0000-4000-a000-0000000000a3', 'c3800000-0000-4000-a000-00000000000a', 3, 'Three', 'TEXT');

create function pg_temp.at(p_base text, p_hours numeric) returns timestamptz
language sql immutable as $$ select p_base::timestamptz + p_hours * interval '1 hour' $$;

insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, expires_at,
                                created_at, opened_at, started_at, completed_at, reviewed_at, cancelled_at) values
  ('c3800000-0000-4000-a000-000000000001', 'c3800000-0000-4000-a000-00000000000a', null, 'A', 'One', 'one@example.com',
   'PENDING', '2030-01-01', '2026-01-01', null, null, null, null, null),
  ('c3800000-0000-4000-a000-000000000002', 'c3800000-0000-4000-a000-00000000000a', null, 'A', 'Two', 'two@example.com',
   'PENDING', '2030-01-01', '2026-02-01', pg_temp.at('2026-02-01', 1), null, null, null, null),
  ('c3800000-0000-4000-a000-000000000003', 'c3800000-0000-4000-a000-00000000000a', tests.get_supabase_uid('t38_cand'), 'A', 'Three',
   'three@example.com', 'STARTED', '2030-01-01', '2026-02-01', pg_temp.at('2026-02-01', 2), pg_temp.at('2026-02-01', 3), null, null, null),
  ('c3800000-0000-4000-a000-000000000004', 'c3800000-0000-4000-a000-00000000000a', tests.get_supabase_uid('t38_cand'), 'A', 'Four',
   'four@example.com', 'STARTED', '2030-01-01', '2026-02-01', pg_temp.at('2026-02-01', 1), pg_temp.at('2026-02-01', 1.5), null, null, null),
  ('c3800000-0000-4000-a000-000000000005', 'c3800000-0000-4000-a000-00000000000a', tests.get_supabase_uid('t38_cand'), 'A', 'Five',
   'five@example.com', 'COMPLETED', '2030-01-01', '2026-02-01', pg_temp.at('2026-02-01', 1), pg_temp.at('2026-02-01', 3),
   pg_temp.at('2026-02-01', 3.5), null, null),
  ('c3800000-0000-4000-a000-000000000006', 'c3800000-0000-4000-a000-00000000000a', tests.get_supabase_uid('t38_cand'), 'A', 'Six',
   'six@example.com', 'REVIEWED', '2030-01-01', '2026-02-01', pg_temp.at('2026-02-01', 4), pg_temp.at('2026-02-01', 7),
   pg_temp.at('2026-02-01', 9), pg_temp.at('2026-02-01', 11), null),
  ('c3800000-0000-4000-a000-000000000007', 'c3800000-0000-4000-a000-00000000000a', null, 'A', 'Seven', 'seven@example.com',
   'CANCELLED', '2030-01-01', '2026-01-01', null, null, null, null, '2026-01-02'),
  ('c3800000-0000-4000-a000-000000000008', 'c3800000-0000-4000-a000-00000000000b', null, 'B', 'Eight', 'eight@example.com',
   'PENDING', '2030-01-01', '2026-02-01', pg_temp.at('2026-02-01', 2), null, null, null, null);
insert into public.responses (invitation_id, question_id, candidate_id, response_text)
select inv, q, tests.get_supabase_uid('t38_cand'), 'Answer'
from (values ('c3800000-0000-4000-a000-000000000003'::uuid, 'c3800000-0000-4000-a000-0000000000a1'::uuid),
             ('c3800000-0000-4000-a000-000000000005', 'c3800000-0000-4000-a000-0000000000a1'),
             ('c3800000-0000-4000-a000-000000000005', 'c3800000-0000-4000-a000-0000000000a2'),
             ('c3800000-0000-4000-a000-000000000005', 'c3800000-0000-4000-a000-0000000000a3'),
             ('c3800000-0000-4000-a000-000000000006', 'c3800000-0000-4000-a000-0000000000a1'),
             ('c3800000-0000-4000-a000-000000000006', 'c3800000-0000-4000-a000-0000000000a2'),
             ('c3800000-0000-4000-a000-000000000006', 'c3800000-0000-4000-a000-0000000000a3')) as a(inv, q);
insert into public.candidate_decisions (invitation_id, decision, reason, decided_by, decided_at) values
  ('c3800000-0000-4000-a000-000000000006', 'HOLD', 'Compare first', tests.get_supabase_uid('t38_owner'), pg_temp.at('2026-02-01', 12)),
  ('c3800000-0000-4000-a000-000000000006', 'ADVANCE', 'Strong', tests.get_supabase_uid('t38_owner'), pg_temp.at('2026-02-01', 13));

-- The funnel of the invitations chosen (the total row), or of one interview among them (p_row).
create function pg_temp.funnel(p_interview uuid, p_from timestamptz default null, p_row uuid default null) returns text
language sql as $$
  select string_agg(f.step || ' ' || f.candidates || ' ' || coalesce(round(f.median_seconds)::text, '-'), ', '
                    order by f.step_number)
  from public.hiring_funnel(current_setting('t38.w')::uuid, p_interview, p_from) f
  where f.interview_id is not distinct from p_row
$$;
grant execute on function pg_temp.funnel(uuid, timestamptz, uuid) to anon, authenticated;
-- Scorecards submitted: 05 by the owner 1.5 h after completion; 06 by the owner after 1 h and the
-- recruiter after 3 h. The team: first scorecards after 1.5 and 1 h (median 1.25 h), one decision
-- 3 h after completion. The owner: 2 rated (1.5 and 1 h: 1.25 h), 2 decisions; the recruiter: 1 (3 h).
insert into public.rating_submissions (invitation_id, rater_id, submitted_at) values
  ('c3800000-0000-4000-a000-000000000005', tests.get_supabase_uid('t38_owner'), pg_temp.at('2026-02-01', 5)),
  ('c3800000-0000-4000-a000-000000000006', tests.get_supabase_uid('t38_owner'), pg_temp.at('2026-02-01', 10)),
  ('c3800000-0000-4000-a000-000000000006', tests.get_supabase_uid('t38_recruiter'), pg_temp.at('2026-02-01', 12));
create function pg_temp.pace() returns text[]
language sql as $$
  select array_agg(coalesce(m.name, 'team') || ' ' || p.candidates_rated || ' ' || p.decisions || ' '
                   || coalesce(round(p.median_seconds_to_rating)::text, '-') || ' '
                   || coalesce(round(p.median_seconds_to_decision)::text, '-') order by m.name nulls first)
  from public.review_pace(current_setting('t38.w')::uuid) p
  left join (select tests.get_supabase_uid(n) as id, n as name
             from unnest(array['t38_owner', 't38_recruiter', 't38_reviewer']) n) m on m.id = p.member_id
$$;
grant execute on function pg_temp.pace() to anon, authenticated;

create function pg_temp.drop_off() returns text
language sql as $$
  select string_agg(d.order_number || ': ' || d.answered || ' answered, ' || d.stopped || ' stopped', '; '
                    order by d.order_number)
  from public.question_drop_off('c3800000-0000-4000-a000-00000000000a') d
$$;
grant execute on function pg_temp.drop_off() to anon, authenticated;

-- Section: the figures ----------------------------------------------------------------------------
select tests.authenticate_as('t38_owner');
select is(pg_temp.funnel('c3800000-0000-4000-a000-00000000000a'),
  'INVITED 7 -, OPENED 5 3600, STARTED 4 5400, COMPLETED 2 4500, REVIEWED 1 7200, DECIDED 1 3600',
  'Interview A''s funnel and median times, as worked by hand.');
select is(pg_temp.funnel(null),
  'INVITED 8 -, OPENED 6 5400, STARTED 4 5400, COMPLETED 2 4500, REVIEWED 1 7200, DECIDED 1 3600',
  'The workspace''s funnel adds interview B''s invitation, opened after 2 h (openings 1 1 1 2 2 4: 1.5 h).');
select is(pg_temp.funnel(null, null, 'c3800000-0000-4000-a000-00000000000b'),
  'INVITED 1 -, OPENED 1 7200, STARTED 0 -, COMPLETED 0 -, REVIEWED 0 -, DECIDED 0 -',
  'The same pass answers each interview''s own funnel.');
select is(pg_temp.funnel('c3800000-0000-4000-a000-00000000000a', '2026-01-15'),
  'INVITED 5 -, OPENED 5 3600, STARTED 4 5400, COMPLETED 2 4500, REVIEWED 1 7200, DECIDED 1 3600',
  'A period counts the invitations created in it: the two of January are left out.');
select is(pg_temp.funnel('c3800000-0000-4000-a000-00000000000a', '2027-01-01'),
  'INVITED 0 -, OPENED 0 -, STARTED 0 -, COMPLETED 0 -, REVIEWED 0 -, DECIDED 0 -',
  'A period without invitations answers zeros and no times.');
select is(pg_temp.drop_off(), '1: 3 answered, 1 stopped; 2: 2 answered, 1 stopped; 3: 2 answered, 0 stopped',
  'Per question: the answers, and the unfinished candidates who stopped there.');

select is(pg_temp.pace(), array['team 2 1 4500 10800', 't38_owner 2 2 4500 -', 't38_recruiter 1 0 10800 -',
                                't38_reviewer 0 0 - -'],
  'The team''s pace and each member''s workload, as worked by hand.');

select tests.authenticate_as('t38_recruiter');
select is(pg_temp.funnel('c3800000-0000-4000-a000-00000000000a'),
  'INVITED 7 -, OPENED 5 3600, STARTED 4 5400, COMPLETED 2 4500, REVIEWED 1 7200, DECIDED 1 3600',
  'A RECRUITER of the workspace reads the same funnel.');
select lives_ok($$ select pg_temp.drop_off() $$, 'A RECRUITER reads where candidates stop.');

select tests.authenticate_as('t38_admin');
select is(pg_temp.drop_off(), '1: 3 answered, 1 stopped; 2: 2 answered, 1 stopped; 3: 2 answered, 0 stopped',
  'An admin reads them too.');

-- Section: who is refused -------------------------------------------------------------------------
select tests.authenticate_as('t38_reviewer');
select throws_ok($$ select pg_temp.funnel(null) $$, '42501', null,
  'A REVIEWER of the workspace is refused its funnel.');
select throws_ok($$ select pg_temp.drop_off() $$, '42501', null, 'A REVIEWER is refused where candidates stop.');
select throws_ok($$ select pg_temp.pace() $$, '42501', null, 'A REVIEWER is refused the team''s pace.');
select tests.authenticate_as('t38_outsider');
select throws_ok($$ select pg_temp.funnel(null) $$, '42501', null, 'A recruiter of another workspace is refused.');
select throws_ok($$ select pg_temp.drop_off() $$, '42501', null,
  'A recruiter of another workspace is refused an interview''s drop-off.');
select tests.authenticate_as('t38_cand');
select throws_ok($$ select pg_temp.funnel(null) $$, '42501', null, 'A candidate is refused.');
select tests.clear_authentication();
select throws_ok($$ select pg_temp.funnel(null) $$, '42501', null, 'anon cannot call it.');
select tests.reset_authentication();
select ok(not has_function_privilege('workspace_api', 'public.hiring_funnel(uuid, uuid, timestamptz, timestamptz)', 'execute')
          and not has_function_privilege('workspace_api', 'public.question_drop_off(uuid)', 'execute')
          and not has_function_privilege('workspace_api', 'public.rater_calibration(uuid)', 'execute')
          and not has_function_privilege('workspace_api', 'public.review_pace(uuid, timestamptz, timestamptz)', 'execute'),
  'An API key (the public API''s role) calls none of the insights functions.');

-- Section: the first opening ----------------------------------------------------------------------
select tests.reset_authentication();
select set_config('t38.token', (select unique_link_token from public.invitations
                                where id = 'c3800000-0000-4000-a000-000000000001'), true);
select tests.authenticate_as('t38_reviewer');
select lives_ok($$ select public.note_link_opened(current_setting('t38.token')) $$, 'A member opens the link.');
select tests.reset_authentication();
select is((select opened_at from public.invitations where id = 'c3800000-0000-4000-a000-000000000001'), null,
  'A member opening the link is not the candidate opening it: no stamp.');
select tests.clear_authentication();
select public.get_interview_by_token(current_setting('t38.token'));
select tests.reset_authentication();
select is((select opened_at from public.invitations where id = 'c3800000-0000-4000-a000-000000000001'), null,
  'Reading the interview by its token (as every take call does) stamps nothing.');
select tests.clear_authentication();
select public.note_link_opened(current_setting('t38.token'));
select tests.reset_authentication();
select ok((select opened_at between now() - interval '1 minute' and now() + interval '1 minute'
           from public.invitations where id = 'c3800000-0000-4000-a000-000000000001'),
  'Anyone else opening the link stamps its first opening.');

select * from finish();
rollback;
