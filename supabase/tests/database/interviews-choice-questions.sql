-- Choice questions and knockouts (issue #37 item 1). question_options per persona: the workspace's
-- OWNER and RECRUITER write them, its REVIEWER reads them, a recruiter of another workspace, a
-- candidate and anon get nothing, an admin everything. A CHOICE question has 2 to 10 options, one
-- at least not a knockout, and options freeze once a candidate has answered. submit_answer scores
-- the pick on the server: only the question's options, one for a single choice; a knockout flags
-- the answer, and ends the interview (completed, no receipt, no analysis) when the question says
-- END. The candidate's view never says which options are knockouts. Ids start with c3700000.
begin;
select plan(41);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t37_owner');
select tests.create_supabase_user('t37_recruiter');
select tests.create_supabase_user('t37_reviewer');
select tests.create_supabase_user('t37_outsider');
select tests.create_supabase_user('t37_cand');
select tests.create_supabase_user('t37_admin');
select tests.set_role('t37_owner', 'RECRUITER');
select tests.set_role('t37_outsider', 'RECRUITER');
select tests.set_role('t37_admin', 'ADMIN');
select set_config('t37.w', (select workspace_id::text from public.workspace_members
                            where user_id = tests.get_supabase_uid('t37_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t37.w')::uuid, tests.get_supabase_uid('t37_recruiter'), 'RECRUITER'),
  (current_setting('t37.w')::uuid, tests.get_supabase_uid('t37_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- Interview ...01: single choice ...11 (knockout ENDs: option ...32 "No"), multiple choice ...12
-- (knockout FLAGs: option ...35), video question ...13. Invitations ...21 and ...22: the candidate's,
-- STARTED. Interview ...02 gets its options written by the personas below.
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('c3700000-0000-4000-a000-000000000001', current_setting('t37.w')::uuid, tests.get_supabase_uid('t37_owner'), 'T37 screening'),
  ('c3700000-0000-4000-a000-000000000002', current_setting('t37.w')::uuid, tests.get_supabase_uid('t37_owner'), 'T37 written by personas');
with q as (
  insert into public.questions (id, interview_id, order_number, text, response_format, multiple_choice, knockout_action) values
    ('c3700000-0000-4000-a000-000000000011', 'c3700000-0000-4000-a000-000000000001', 1, 'Do you hold a work permit for Germany?', 'CHOICE', false, 'END'),
    ('c3700000-0000-4000-a000-000000000012', 'c3700000-0000-4000-a000-000000000001', 2, 'Which shifts can you work?', 'CHOICE', true, 'FLAG'),
    ('c3700000-0000-4000-a000-000000000013', 'c3700000-0000-4000-a000-000000000001', 3, 'Tell us about you.', 'VIDEO', false, 'END'),
    ('c3700000-0000-4000-a000-000000000014', 'c3700000-0000-4000-a000-000000000002', 1, 'Pick one.', 'CHOICE', false, 'END')
  returning id
)
insert into public.question_options (id, question_id, position, label, knockout)
select * from (values
  ('c3700000-0000-4000-a000-000000000031'::uuid, 'c3700000-0000-4000-a000-000000000011'::uuid, 1, 'Yes', false),
  ('c3700000-0000-4000-a000-000000000032'::uuid, 'c3700000-0000-4000-a000-000000000011'::uuid, 2, 'No', true),
  ('c3700000-0000-4000-a000-000000000033'::uuid, 'c3700000-0000-4000-a000-000000000012'::uuid, 1, 'Mornings', false),
  ('c3700000-0000-4000-a000-000000000034'::uuid, 'c3700000-0000-4000-a000-000000000012'::uuid, 2, 'Evenings', false),
  ('c3700000-0000-4000-a000-000000000035'::uuid, 'c3700000-0000-4000-a000-000000000012'::uuid, 3, 'None', true),
  ('c3700000-0000-4000-a000-000000000036'::uuid, 'c3700000-0000-4000-a000-000000000014'::uuid, 1, 'A', false),
  ('c3700000-0000-4000-a000-000000000037'::uuid, 'c3700000-0000-4000-a000-000000000014'::uuid, 2, 'B', false)
) as o (id, question_id, position, label, knockout)
where exists (select 1 from q);
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('c3700000-0000-4000-a000-000000000021', 'c3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand'),
   'Kai', 'Knock', 't37.21@example.com', 'STARTED', 'tok37-choice-one-xxxxx'),
  ('c3700000-0000-4000-a000-000000000022', 'c3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand'),
   'Kai', 'Flag', 't37.22@example.com', 'STARTED', 'tok37-choice-two-xxxxx');
-- The option-count rule is checked at commit; here, at each statement, so each refusal is seen.
set constraints questions_choice_options, question_options_choice_options immediate;

create function pg_temp.jobs_of(p_invitation uuid) returns setof text
language sql security definer set search_path = '' as $$
  select j.task_identifier from graphile_worker.jobs j where j.key = 'receipt:' || p_invitation
  union all
  select j.task_identifier from graphile_worker.jobs j
  join public.responses r on j.key = 'analysis:' || r.id where r.invitation_id = p_invitation
$$;
grant execute on function pg_temp.jobs_of(uuid) to authenticated;

-- Section: who reads and writes options -----------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select id from public.question_options $$, '42501', null, 'anon cannot read options');

select tests.authenticate_as('t37_cand');
select is_empty($$ select id from public.question_options $$,
  'A candidate reads no option row (the take view gives the labels, not the knockouts).');
select is(tests.affected_rows($$ update public.question_options set knockout = false where id = 'c3700000-0000-4000-a000-000000000032' $$), 0,
  'A candidate cannot turn a knockout off.');

select tests.authenticate_as('t37_outsider');
select is_empty($$ select id from public.question_options where question_id = 'c3700000-0000-4000-a000-000000000011' $$,
  'A recruiter of another workspace reads none of its options.');
select throws_ok($$ insert into public.question_options (question_id, position, label)
                    values ('c3700000-0000-4000-a000-000000000014', 3, 'Outsider') $$,
  '42501', null, 'A recruiter of another workspace cannot add an option.');
select is(tests.affected_rows($$ delete from public.question_options where id = 'c3700000-0000-4000-a000-000000000036' $$), 0,
  'A recruiter of another workspace cannot remove an option.');

select tests.authenticate_as('t37_reviewer');
select results_eq($$ select label, knockout from public.question_options where question_id = 'c3700000-0000-4000-a000-000000000011' order by position $$,
  $$ values ('Yes'::text, false), ('No'::text, true) $$,
  'The workspace''s REVIEWER reads the options and which are knockouts.');
select throws_ok($$ insert into public.question_options (question_id, position, label)
                    values ('c3700000-0000-4000-a000-000000000014', 3, 'Reviewer') $$,
  '42501', null, 'A REVIEWER cannot add an option.');
select is(tests.affected_rows($$ update public.question_options set label = 'Reviewed' where id = 'c3700000-0000-4000-a000-000000000036' $$), 0,
  'A REVIEWER cannot change an option.');

select tests.authenticate_as('t37_recruiter');
select lives_ok($$ insert into public.question_options (question_id, position, label, knockout)
                   values ('c3700000-0000-4000-a000-000000000014', 3, 'C', true) $$,
  'The workspace''s RECRUITER adds an option, a knockout.');
select is(tests.affected_rows($$ update public.question_options set label = 'Option B' where id = 'c3700000-0000-4000-a000-000000000037' $$), 1,
  'The workspace''s RECRUITER changes an option.');

select tests.authenticate_as('t37_owner');
select is(tests.affected_rows($$ delete from public.question_options where label = 'C' and question_id = 'c3700000-0000-4000-a000-000000000014' $$), 1,
  'The workspace''s OWNER removes an option.');

select tests.authenticate_as('t37_admin');
select isnt_empty($$ select id from public.question_options where question_id = 'c3700000-0000-4000-a000-000000000014' $$,
  'An admin reads any interview''s options.');

-- Section: the shape of a choice question --------------------------------------------------------
select tests.authenticate_as('t37_owner');
select throws_ok($$ delete from public.question_options where id = 'c3700000-0000-4000-a000-000000000037' $$,
  '23514', 'A choice question needs 2 to 10 options', 'A choice question keeps two options at least.');
select throws_ok($$ insert into public.question_options (question_id, position, label)
                    values ('c3700000-0000-4000-a000-000000000014', 11, 'Eleventh') $$,
  '23514', null, 'An eleventh option is refused.');
select throws_ok($$ update public.question_options set knockout = true where question_id = 'c3700000-0000-4000-a000-000000000014' $$,
  '23514', 'A choice question needs an option that is not a knockout', 'Every option a knockout is refused.');
select throws_ok($$ insert into public.question_options (question_id, position, label)
                    values ('c3700000-0000-4000-a000-000000000013', 1, 'Video option') $$,
  '23514', 'Only a choice question has options', 'A video question has no options.');
select throws_ok($$ insert into public.questions (interview_id, order_number, text, response_format)
                    values ('c3700000-0000-4000-a000-000000000002', 2, 'No options given', 'CHOICE') $$,
  '23514', 'A choice question needs 2 to 10 options', 'A choice question written without options is refused.');
select throws_ok($$ insert into public.question_options (question_id, position, label)
                    values ('c3700000-0000-4000-a000-000000000014', 3, '   ') $$,
  '23514', null, 'A blank label is refused.');

-- Section: the candidate's view -------------------------------------------------------------------
select tests.authenticate_as('t37_cand');
select is(public.get_interview_by_token('tok37-choice-one-xxxxx') -> 'questions' -> 0 -> 'options',
  '[{"id": "c3700000-0000-4000-a000-000000000031", "label": "Yes"}, {"id": "c3700000-0000-4000-a000-000000000032", "label": "No"}]'::jsonb,
  'The candidate reads the options in order, with no word of which is a knockout.');
select is(public.get_interview_by_token('tok37-choice-one-xxxxx') -> 'questions' -> 1 ->> 'multiple_choice', 'true',
  'The candidate reads that several options may be picked.');

-- Section: answering ------------------------------------------------------------------------------
select throws_ok($$ select public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000011', 'Yes') $$,
  '22023', 'A choice question is answered by picking an option', 'A typed answer to a choice question is refused.');
select throws_ok($$ select public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000011', null, null, '{}') $$,
  '22023', 'A choice question is answered by picking an option', 'Picking nothing is refused.');
select throws_ok($$ select public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000011', null, null,
                    '{c3700000-0000-4000-a000-000000000031,c3700000-0000-4000-a000-000000000032}') $$,
  '22023', 'Pick one option for this question', 'Two options of a single choice are refused.');
select throws_ok($$ select public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000012', null, null,
                    '{c3700000-0000-4000-a000-000000000033,c3700000-0000-4000-a000-000000000033}') $$,
  '22023', 'Pick among this question''s options, each once', 'An option picked twice is refused.');
select throws_ok($$ select public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000011', null, null,
                    '{c3700000-0000-4000-a000-000000000036}') $$,
  '22023', 'Pick among this question''s options, each once', 'Another question''s option is refused.');
select throws_ok($$ select public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000013', null, null,
                    '{c3700000-0000-4000-a000-000000000031}') $$,
  '22023', 'Only a choice question is answered by picking an option', 'Options sent to a video question are refused.');

select is(public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000011', null, null,
    '{c3700000-0000-4000-a000-000000000031}') ->> 'knocked_out', 'false',
  'A pick that is no knockout is saved and the interview goes on.');
select is(public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000012', null, null,
    '{c3700000-0000-4000-a000-000000000035,c3700000-0000-4000-a000-000000000033}') -> 'choice_option_ids',
  '["c3700000-0000-4000-a000-000000000033", "c3700000-0000-4000-a000-000000000035"]'::jsonb,
  'Several options of a multiple choice are saved, in the options'' order.');
select is((select status::text from public.invitations where id = 'c3700000-0000-4000-a000-000000000022'), 'STARTED',
  'A knockout of a question that FLAGs leaves the interview going.');
select is(public.submit_answer('tok37-choice-two-xxxxx', 'c3700000-0000-4000-a000-000000000012', null, null,
    '{c3700000-0000-4000-a000-000000000034}') ->> 'attempts', '2',
  'A changed pick is another attempt.');

select tests.authenticate_as('t37_owner');
select results_eq($$ select knockout from public.responses where invitation_id = 'c3700000-0000-4000-a000-000000000022' order by question_id $$,
  $$ values (false), (false) $$,
  'The flag follows the last pick: none of the answers is flagged once the knockout is taken back.');
select throws_ok($$ update public.question_options set label = 'Yes, I do' where id = 'c3700000-0000-4000-a000-000000000031' $$,
  '55000', null, 'Once answered, the options no longer change.');
select throws_ok($$ update public.questions set multiple_choice = true where id = 'c3700000-0000-4000-a000-000000000011' $$,
  '55000', null, 'Once answered, a single choice does not become a multiple one.');

select tests.authenticate_as('t37_cand');
select is(public.submit_answer('tok37-choice-one-xxxxx', 'c3700000-0000-4000-a000-000000000011', null, null,
    '{c3700000-0000-4000-a000-000000000032}') ->> 'knocked_out', 'true',
  'A knockout of a question that ENDs the interview says so.');
select results_eq($$ select status::text, knocked_out_at is not null from public.invitations where id = 'c3700000-0000-4000-a000-000000000021' $$,
  $$ values ('COMPLETED'::text, true) $$,
  'The interview is completed and marked as knocked out.');
select is(public.get_interview_by_token('tok37-choice-one-xxxxx') ->> 'knocked_out', 'true',
  'The link tells its candidate that a knockout answer ended it.');
select is_empty($$ select * from pg_temp.jobs_of('c3700000-0000-4000-a000-000000000021') $$,
  'No completion receipt and no analysis are queued for a knocked-out interview.');
select throws_ok($$ select public.submit_answer('tok37-choice-one-xxxxx', 'c3700000-0000-4000-a000-000000000011', null, null,
                    '{c3700000-0000-4000-a000-000000000031}') $$,
  '55000', null, 'The knockout answer cannot be taken back.');

select tests.authenticate_as('t37_reviewer');
select results_eq($$ select knockout, choice_option_ids from public.responses where invitation_id = 'c3700000-0000-4000-a000-000000000021' $$,
  $$ values (true, '{c3700000-0000-4000-a000-000000000032}'::uuid[]) $$,
  'The REVIEWER reads the pick and its knockout flag.');
select throws_ok($$ select public.request_answer_analysis('c3700000-0000-4000-a000-000000000021',
                      (select id from public.responses where invitation_id = 'c3700000-0000-4000-a000-000000000021')) $$,
  '22023', 'A choice answer is not analysed: the options picked are the answer', 'A choice answer is not sent to the AI.');

select * from finish();
rollback;
