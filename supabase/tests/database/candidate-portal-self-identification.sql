-- The candidate's voluntary self-identification (issue #20 item 6) per persona: only the candidate
-- writes, changes, withdraws and reads their own, for an invitation addressed to them; no owner,
-- recruiter, reviewer, admin, anon or worker reads a row; the fairness report gives the owners of
-- the interview's workspace (and admins) counts per group, and refuses everyone else.
-- Ids start with a9800000.
--   W1 interview …01: 301 (bound to cand) COMPLETED, decided HOLD then ADVANCE; 302 (unbound, sent
--     to cand's confirmed address) COMPLETED, REJECT; 303 (other_cand) COMPLETED, ADVANCE then
--     REJECT; 304 (nobody's) COMPLETED, no answer, ADVANCE; 305 (other_cand) PENDING.
begin;
select plan(40);

select has_table('private'::name, 'candidate_self_identifications'::name, 'The answers live in the private schema');
select ok((select relrowsecurity from pg_class where oid = 'private.candidate_self_identifications'::regclass),
  'Row-level security is on');
select is((select count(*)::int from pg_policies where schemaname = 'private' and tablename = 'candidate_self_identifications'),
  0, 'No policy lets any role read or write it directly');

select tests.create_supabase_user('t98_owner');
select tests.create_supabase_user('t98_recruiter');
select tests.create_supabase_user('t98_reviewer');
select tests.create_supabase_user('t98_outsider');
select tests.create_supabase_user('t98_admin');
select tests.create_supabase_user('t98_cand', 't98.cand@example.com');
select tests.create_supabase_user('t98_other_cand');
select tests.set_role('t98_owner', 'RECRUITER');
select tests.set_role('t98_outsider', 'RECRUITER');
select tests.set_role('t98_admin', 'ADMIN');
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('t98_cand');
select set_config('t98.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t98_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t98.w1')::uuid, tests.get_supabase_uid('t98_recruiter'), 'RECRUITER'),
  (current_setting('t98.w1')::uuid, tests.get_supabase_uid('t98_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9800000-0000-4000-a000-000000000001', current_setting('t98.w1')::uuid, tests.get_supabase_uid('t98_owner'), 'T98 one');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9800000-0000-4000-a000-000000000301', 'a9800000-0000-4000-a000-000000000001', tests.get_supabase_uid('t98_cand'), 'Cam', 'Bound', 't98.301@example.com', 'COMPLETED'),
  ('a9800000-0000-4000-a000-000000000302', 'a9800000-0000-4000-a000-000000000001', null, 'Cam', 'Unbound', 't98.cand@example.com', 'COMPLETED'),
  ('a9800000-0000-4000-a000-000000000303', 'a9800000-0000-4000-a000-000000000001', tests.get_supabase_uid('t98_other_cand'), 'Olga', 'Other', 't98.303@example.com', 'COMPLETED'),
  ('a9800000-0000-4000-a000-000000000304', 'a9800000-0000-4000-a000-000000000001', null, 'Nia', 'Nobody', 't98.304@example.com', 'COMPLETED'),
  ('a9800000-0000-4000-a000-000000000305', 'a9800000-0000-4000-a000-000000000001', tests.get_supabase_uid('t98_other_cand'), 'Olga', 'Open', 't98.305@example.com', 'PENDING');
insert into public.candidate_decisions (invitation_id, decision, reason, decided_by, decided_at) values
  ('a9800000-0000-4000-a000-000000000301', 'HOLD', 'T98', tests.get_supabase_uid('t98_owner'), now() - interval '2 days'),
  ('a9800000-0000-4000-a000-000000000301', 'ADVANCE', 'T98', tests.get_supabase_uid('t98_owner'), now() - interval '1 day'),
  ('a9800000-0000-4000-a000-000000000302', 'REJECT', 'T98', tests.get_supabase_uid('t98_owner'), now()),
  ('a9800000-0000-4000-a000-000000000303', 'ADVANCE', 'T98', tests.get_supabase_uid('t98_owner'), now() - interval '2 days'),
  ('a9800000-0000-4000-a000-000000000303', 'REJECT', 'T98', tests.get_supabase_uid('t98_owner'), now() - interval '1 day'),
  ('a9800000-0000-4000-a000-000000000304', 'ADVANCE', 'T98', tests.get_supabase_uid('t98_owner'), now());

-- Section: the candidate writes their own ------------------------------------------------------------
select tests.authenticate_as('t98_cand');
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'The candidate cannot read the table itself either.');
select lives_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000301', 'FEMALE', 'ASIAN') $$,
  'The candidate answers for an invitation bound to them.');
select lives_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000302', 'PREFER_NOT_TO_SAY', 'WHITE') $$,
  'The candidate answers for an invitation sent to their confirmed address.');
select throws_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000303', 'MALE', 'WHITE') $$,
  'P0002', 'Interview not found', 'The candidate cannot answer for someone else''s invitation.');
select throws_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000301', null, 'WHITE') $$,
  '22023', null, 'An answer left out is refused (prefer not to say is an answer).');
select throws_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000301', 'OTHER', 'WHITE') $$,
  '22P02', null, 'A category outside the list is refused.');
select lives_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000301', 'FEMALE', 'BLACK_OR_AFRICAN_AMERICAN') $$,
  'The candidate changes their answer.');
select results_eq(
  $$ select invitation_id::text, sex::text, race_ethnicity::text from private.my_self_identifications() order by invitation_id $$,
  $$ values ('a9800000-0000-4000-a000-000000000301', 'FEMALE', 'BLACK_OR_AFRICAN_AMERICAN'),
            ('a9800000-0000-4000-a000-000000000302', 'PREFER_NOT_TO_SAY', 'WHITE') $$,
  'The candidate reads their own answers, the changed one as changed.');
select throws_ok($$ select private.fairness_counts('a9800000-0000-4000-a000-000000000001') $$,
  '42501', null, 'The candidate gets no report.');

select tests.authenticate_as('t98_other_cand');
select lives_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000303', 'MALE', 'HISPANIC_OR_LATINO') $$,
  'Another candidate answers for their own invitation.');
select lives_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000305', 'MALE', 'ASIAN') $$,
  'A candidate may answer before completing.');
select results_eq($$ select invitation_id::text from private.my_self_identifications() order by 1 $$,
  $$ values ('a9800000-0000-4000-a000-000000000303'), ('a9800000-0000-4000-a000-000000000305') $$,
  'Another candidate reads only their own answers.');
select throws_ok($$ select private.withdraw_my_self_identification('a9800000-0000-4000-a000-000000000301') $$,
  'P0002', 'Interview not found', 'Nobody withdraws someone else''s answer.');
select ok(private.withdraw_my_self_identification('a9800000-0000-4000-a000-000000000305'),
  'The candidate withdraws their own answer.');
select ok(not private.withdraw_my_self_identification('a9800000-0000-4000-a000-000000000305'),
  'Withdrawing twice finds nothing left.');

-- Section: nobody else reads a row ----------------------------------------------------------------
select tests.authenticate_as('t98_owner');
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'The owner cannot read the answers.');
select is((select count(*)::int from private.my_self_identifications()), 0,
  'The owner gets no candidate''s answers through the candidate''s function.');
select throws_ok($$ select private.save_my_self_identification('a9800000-0000-4000-a000-000000000301', 'MALE', 'WHITE') $$,
  'P0002', 'Interview not found', 'The owner cannot answer for a candidate.');
select tests.authenticate_as('t98_recruiter');
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'A recruiter cannot read the answers.');
select tests.authenticate_as('t98_reviewer');
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'A reviewer cannot read the answers.');
select tests.authenticate_as('t98_admin');
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'An admin cannot read the answers.');
select tests.authenticate_as_service_role();
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'The service role (the worker, the AI analysis) cannot read the answers.');
select tests.clear_authentication();
select throws_ok($$ select count(*) from private.candidate_self_identifications $$,
  '42501', null, 'anon cannot read the answers.');
select throws_ok($$ select private.fairness_counts('a9800000-0000-4000-a000-000000000001') $$,
  '42501', null, 'anon gets no report.');

-- Section: the report's counts --------------------------------------------------------------------
-- 301 FEMALE/BLACK advanced (the ADVANCE after the HOLD is current); 302 PREFER_NOT_TO_SAY/WHITE
-- rejected; 303 MALE/HISPANIC rejected (the REJECT after the ADVANCE is current); 304 no answer,
-- advanced; 305 is not completed, so not an applicant. The counts are taken when the interview
-- first closes (issue #33 item 2): before that the owner gets none.
select tests.authenticate_as('t98_owner');
select is((select private.fairness_report_frozen_at('a9800000-0000-4000-a000-000000000001')), null,
  'While the interview is open, there is no report.');
select is((select count(*)::int from private.fairness_counts('a9800000-0000-4000-a000-000000000001')), 0,
  'While the interview is open, the owner gets no counts.');
select tests.reset_authentication();
update public.interviews set status = 'CLOSED' where id = 'a9800000-0000-4000-a000-000000000001';
select tests.authenticate_as('t98_owner');
select isnt((select private.fairness_report_frozen_at('a9800000-0000-4000-a000-000000000001')), null,
  'Closing the interview takes the report.');
select results_eq(
  $$ select sex::text, race_ethnicity::text, applicants, selected from private.fairness_counts('a9800000-0000-4000-a000-000000000001')
     order by 1 nulls last, 2 nulls last $$,
  $$ values ('FEMALE', 'BLACK_OR_AFRICAN_AMERICAN', 1, 1), ('MALE', 'HISPANIC_OR_LATINO', 1, 0),
            ('PREFER_NOT_TO_SAY', 'WHITE', 1, 0), (null, null, 1, 1) $$,
  'The owner gets counts per group, with the newest decision current and unanswered ones apart.');
select tests.authenticate_as('t98_admin');
select is((select sum(applicants)::int from private.fairness_counts('a9800000-0000-4000-a000-000000000001')), 4,
  'An admin gets the report too (as they read the audit trail).');
select tests.authenticate_as('t98_recruiter');
select throws_ok($$ select private.fairness_counts('a9800000-0000-4000-a000-000000000001') $$,
  '42501', null, 'A recruiter of the workspace gets no report.');
select tests.authenticate_as('t98_reviewer');
select throws_ok($$ select private.fairness_counts('a9800000-0000-4000-a000-000000000001') $$,
  '42501', null, 'A reviewer of the workspace gets no report.');
select tests.authenticate_as('t98_outsider');
select throws_ok($$ select private.fairness_counts('a9800000-0000-4000-a000-000000000001') $$,
  '42501', null, 'The owner of another workspace gets no report.');
select throws_ok($$ select private.fairness_report_frozen_at('a9800000-0000-4000-a000-000000000001') $$,
  '42501', null, 'The owner of another workspace does not learn whether there is a report.');
select tests.reset_authentication();

-- Section: the taken report never changes ------------------------------------------------------------
select tests.authenticate_as('t98_owner');
select throws_ok(
  $$ insert into public.candidate_decisions (invitation_id, decision, reason)
     values ('a9800000-0000-4000-a000-000000000303', 'ADVANCE', 'T98 probe') $$,
  '55000', 'This decision is final: the interview has closed and its fairness report counts it.',
  'A decision the report counted is final.');
select tests.reset_authentication();
update public.interviews set status = 'ACTIVE' where id = 'a9800000-0000-4000-a000-000000000001';
update public.invitations set status = 'STARTED' where id = 'a9800000-0000-4000-a000-000000000305';
update public.invitations set status = 'COMPLETED' where id = 'a9800000-0000-4000-a000-000000000305';
delete from private.candidate_self_identifications where invitation_id = 'a9800000-0000-4000-a000-000000000302';
update public.interviews set status = 'CLOSED' where id = 'a9800000-0000-4000-a000-000000000001';
select tests.authenticate_as('t98_owner');
select results_eq(
  $$ select sex::text, race_ethnicity::text, applicants, selected from private.fairness_counts('a9800000-0000-4000-a000-000000000001')
     order by 1 nulls last, 2 nulls last $$,
  $$ values ('FEMALE', 'BLACK_OR_AFRICAN_AMERICAN', 1, 1), ('MALE', 'HISPANIC_OR_LATINO', 1, 0),
            ('PREFER_NOT_TO_SAY', 'WHITE', 1, 0), (null, null, 1, 1) $$,
  'Reopening, a late completion, a withdrawn answer and closing again leave the report as taken.');
select lives_ok(
  $$ insert into public.candidate_decisions (invitation_id, decision, reason)
     values ('a9800000-0000-4000-a000-000000000305', 'ADVANCE', 'T98 late') $$,
  'A candidate the report did not count can still be decided.');
select tests.reset_authentication();

-- Section: it goes with the invitation ------------------------------------------------------------
delete from public.invitations where id = 'a9800000-0000-4000-a000-000000000301';
select is((select count(*)::int from private.candidate_self_identifications
           where invitation_id = 'a9800000-0000-4000-a000-000000000301'), 0,
  'Deleting the invitation deletes the answer.');

select * from finish();
rollback;
