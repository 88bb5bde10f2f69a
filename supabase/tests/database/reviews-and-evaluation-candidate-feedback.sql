-- Feedback to the candidate (issue #20 item 5) per persona: those who may decide (OWNER, RECRUITER,
-- admin) write one note after a decision, in their own name; the team and the candidate read it;
-- nobody changes it; writing it queues the candidate's e-mail once. Ids start with a9300000.
--   W1 interview …01: invitation 301 COMPLETED with a decision, 302 COMPLETED without one.
--   W2 interview …02: invitation 401 COMPLETED with a decision.
begin;
select plan(20);

select has_table('public'::name, 'candidate_feedback'::name, 'candidate_feedback exists');
select col_is_pk('public'::name, 'candidate_feedback'::name, 'invitation_id'::name, 'One note per invitation');

select tests.create_supabase_user('t93_owner');
select tests.create_supabase_user('t93_recruiter');
select tests.create_supabase_user('t93_reviewer');
select tests.create_supabase_user('t93_outsider');
select tests.create_supabase_user('t93_cand');
select tests.create_supabase_user('t93_other_cand');
select tests.create_supabase_user('t93_admin');
select tests.set_role('t93_admin', 'ADMIN');
select tests.set_role('t93_owner', 'RECRUITER');
select tests.set_role('t93_outsider', 'RECRUITER');
select set_config('t93.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t93_owner')), true);
select set_config('t93.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t93_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t93.w1')::uuid, tests.get_supabase_uid('t93_recruiter'), 'RECRUITER'),
  (current_setting('t93.w1')::uuid, tests.get_supabase_uid('t93_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9300000-0000-4000-a000-000000000001', current_setting('t93.w1')::uuid, tests.get_supabase_uid('t93_owner'), 'T93 one'),
  ('a9300000-0000-4000-a000-000000000002', current_setting('t93.w2')::uuid, tests.get_supabase_uid('t93_outsider'), 'T93 other');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9300000-0000-4000-a000-000000000301', 'a9300000-0000-4000-a000-000000000001', tests.get_supabase_uid('t93_cand'), 'Cid', 'Decided', 't93.301@example.com', 'COMPLETED'),
  ('a9300000-0000-4000-a000-000000000302', 'a9300000-0000-4000-a000-000000000001', tests.get_supabase_uid('t93_cand'), 'Una', 'Undecided', 't93.302@example.com', 'COMPLETED'),
  ('a9300000-0000-4000-a000-000000000303', 'a9300000-0000-4000-a000-000000000001', tests.get_supabase_uid('t93_other_cand'), 'Ola', 'Owner', 't93.303@example.com', 'COMPLETED'),
  ('a9300000-0000-4000-a000-000000000401', 'a9300000-0000-4000-a000-000000000002', tests.get_supabase_uid('t93_cand'), 'Oz', 'Other', 't93.401@example.com', 'COMPLETED');
insert into public.candidate_decisions (invitation_id, decision, reason, decided_by) values
  ('a9300000-0000-4000-a000-000000000301', 'REJECT', 'T93', tests.get_supabase_uid('t93_owner')),
  ('a9300000-0000-4000-a000-000000000303', 'HOLD', 'T93', tests.get_supabase_uid('t93_owner')),
  ('a9300000-0000-4000-a000-000000000401', 'ADVANCE', 'T93', tests.get_supabase_uid('t93_outsider'));

-- Section: who writes ------------------------------------------------------------------------------
select tests.authenticate_as('t93_reviewer');
select throws_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000301', 'From a reviewer') $$,
  '42501', null, 'A reviewer cannot send feedback.');
select tests.authenticate_as('t93_outsider');
select throws_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000301', 'From outside') $$,
  '42501', null, 'The owner of another workspace cannot send feedback.');
select tests.authenticate_as('t93_cand');
select throws_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000301', 'To myself') $$,
  '42501', null, 'The candidate cannot write their own feedback.');
select tests.authenticate_as('t93_recruiter');
select throws_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000302', 'Before deciding') $$,
  '42501', null, 'Nobody sends feedback before a decision.');
select throws_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000301', '   ') $$,
  '23514', null, 'A blank note is refused.');
select lives_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000301', 'Thank you; we went another way.') $$,
  'A recruiter of the interview sends feedback after the decision.');
select throws_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000301', 'Again') $$,
  '23505', null, 'A second note to the same candidate is refused.');
select tests.reset_authentication();
select is((select sent_by from public.candidate_feedback where invitation_id = 'a9300000-0000-4000-a000-000000000301'),
  tests.get_supabase_uid('t93_recruiter'), 'The note is in its sender''s name.');
select is((select count(*)::int from graphile_worker.jobs where key = 'feedback:a9300000-0000-4000-a000-000000000301'), 1,
  'Sending queues the candidate''s e-mail once.');

-- Section: who reads -------------------------------------------------------------------------------
select tests.authenticate_as('t93_reviewer');
select is((select count(*)::int from public.candidate_feedback), 1, 'A reviewer of the workspace reads it.');
select tests.authenticate_as('t93_cand');
select is((select body from public.candidate_feedback), 'Thank you; we went another way.', 'The candidate reads their feedback.');
select tests.authenticate_as('t93_other_cand');
select is((select count(*)::int from public.candidate_feedback), 0, 'Another candidate reads none.');
select tests.authenticate_as('t93_outsider');
select is((select count(*)::int from public.candidate_feedback), 0, 'The owner of another workspace reads none.');
select tests.clear_authentication();
select throws_ok($$ select count(*) from public.candidate_feedback $$, '42501', null, 'anon reads none.');

-- Section: the owner and an admin write too -------------------------------------------------------
select tests.authenticate_as('t93_owner');
select lives_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000303', 'From the owner.') $$,
  'The workspace''s owner sends feedback after the decision.');
select tests.authenticate_as('t93_admin');
select lives_ok($$ insert into public.candidate_feedback (invitation_id, body) values ('a9300000-0000-4000-a000-000000000401', 'From an admin.') $$,
  'An admin sends feedback in any workspace.');

-- Section: nobody changes it -----------------------------------------------------------------------
select tests.authenticate_as('t93_recruiter');
select throws_ok($$ update public.candidate_feedback set body = 'Changed' $$, '42501', null, 'Its sender cannot change it.');
select throws_ok($$ delete from public.candidate_feedback $$, '42501', null, 'Its sender cannot delete it.');
select tests.reset_authentication();

select * from finish();
rollback;
