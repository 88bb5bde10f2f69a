-- Blind review (issue #18): interviews.anonymous_review, invitations.candidate_number and
-- private.candidate_identity_visible, per persona. Ids start with a5400000.
--   W1 interviews …01 (blind) and …02 (not blind); W2 interview …03.
begin;
select plan(26);

select has_column('public'::name, 'interviews'::name, 'anonymous_review'::name, 'An interview has the Anonymous review setting');
select col_not_null('public'::name, 'interviews'::name, 'anonymous_review'::name, 'The setting is always set');
select col_default_is('public'::name, 'interviews'::name, 'anonymous_review'::name, 'false', 'An interview is not blind unless chosen');
select has_column('public'::name, 'invitations'::name, 'candidate_number'::name, 'An invitation has its candidate''s number');
select col_not_null('public'::name, 'invitations'::name, 'candidate_number'::name, 'Every invitation has a number');

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t54_owner');
select tests.create_supabase_user('t54_recruiter');
select tests.create_supabase_user('t54_reviewer');
select tests.create_supabase_user('t54_outsider');
select tests.create_supabase_user('t54_cand');
select tests.set_role('t54_owner', 'RECRUITER');
select tests.set_role('t54_outsider', 'RECRUITER');
select set_config('t54.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t54_owner')), true);
select set_config('t54.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t54_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t54.w1')::uuid, tests.get_supabase_uid('t54_recruiter'), 'RECRUITER'),
  (current_setting('t54.w1')::uuid, tests.get_supabase_uid('t54_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title, anonymous_review) values
  ('a5400000-0000-4000-a000-000000000001', current_setting('t54.w1')::uuid, tests.get_supabase_uid('t54_owner'), 'T54 blind', true),
  ('a5400000-0000-4000-a000-000000000002', current_setting('t54.w1')::uuid, tests.get_supabase_uid('t54_owner'), 'T54 open', false),
  ('a5400000-0000-4000-a000-000000000003', current_setting('t54.w2')::uuid, tests.get_supabase_uid('t54_outsider'), 'T54 other', false);
-- Invitations made one by one, as the api makes them; an explicit number is not kept.
insert into public.invitations (id, interview_id, first_name, last_name, email, status, candidate_number) values
  ('a5400000-0000-4000-a000-000000000101', 'a5400000-0000-4000-a000-000000000001', 'Ann', 'One', 't54.101@example.com', 'COMPLETED', 42);
insert into public.invitations (id, interview_id, first_name, last_name, email, status) values
  ('a5400000-0000-4000-a000-000000000201', 'a5400000-0000-4000-a000-000000000002', 'Ben', 'One', 't54.201@example.com', 'COMPLETED');
insert into public.invitations (id, interview_id, first_name, last_name, email, status) values
  ('a5400000-0000-4000-a000-000000000102', 'a5400000-0000-4000-a000-000000000001', 'Cat', 'Two', 't54.102@example.com', 'PENDING');
insert into public.invitations (id, interview_id, first_name, last_name, email, status) values
  ('a5400000-0000-4000-a000-000000000103', 'a5400000-0000-4000-a000-000000000001', 'Dan', 'Three', 't54.103@example.com', 'PENDING');
insert into public.invitations (id, interview_id, first_name, last_name, email, status) values
  ('a5400000-0000-4000-a000-000000000202', 'a5400000-0000-4000-a000-000000000002', 'Eve', 'Two', 't54.202@example.com', 'PENDING');

-- Every invitation of the interview whoever asks (security definer): the numbers are under test
-- here, not who may read the invitations or their addresses (invitations-identity.sql).
create function pg_temp.numbers(p_interview text) returns text[] language sql security definer as $$
  select coalesce(array_agg(split_part(split_part(email, '@', 1), '.', 2) || '=' || candidate_number order by candidate_number), '{}')
  from public.invitations where interview_id = ('a5400000-0000-4000-a000-000000000' || p_interview)::uuid
$$;
grant execute on function pg_temp.numbers(text) to authenticated;

-- Section: candidate numbers ------------------------------------------------------------------------
select is(pg_temp.numbers('001'), array['101=1', '102=2', '103=3'], 'Candidates are numbered 1, 2, 3 in the order they were invited.');
select is(pg_temp.numbers('002'), array['201=1', '202=2'], 'Each interview numbers its candidates from 1.');

select tests.authenticate_as('t54_owner');
select lives_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email)
    values ('a5400000-0000-4000-a000-000000000001', 'Fay', 'Four', 't54.104@example.com')$$,
  'The OWNER invites a fourth candidate.');
select is(pg_temp.numbers('001'), array['101=1', '102=2', '103=3', '104=4'], 'The new candidate gets the next number.');
select throws_ok(
  $$update public.invitations set candidate_number = 9 where id = 'a5400000-0000-4000-a000-000000000102'$$,
  '42501', null, 'Nobody renumbers a candidate.');
select is(tests.affected_rows($$update public.invitations set status = 'CANCELLED' where id = 'a5400000-0000-4000-a000-000000000103'$$),
  1, 'The OWNER cancels an invitation.');
select is(pg_temp.numbers('001'), array['101=1', '102=2', '103=3', '104=4'], 'Changing an invitation keeps every number.');
select throws_ok(
  $$insert into public.invitations (interview_id, first_name, last_name, email, candidate_number)
    values ('a5400000-0000-4000-a000-000000000001', 'Gus', 'Five', 't54.105@example.com', 1)$$,
  '42501', null, 'Nobody chooses a candidate''s number.');

-- Section: the setting -------------------------------------------------------------------------------
select tests.authenticate_as('t54_reviewer');
select is(tests.affected_rows($$update public.interviews set anonymous_review = false where id = 'a5400000-0000-4000-a000-000000000001'$$),
  0, 'A REVIEWER cannot turn blind review off.');
select tests.authenticate_as('t54_outsider');
select is(tests.affected_rows($$update public.interviews set anonymous_review = false where id = 'a5400000-0000-4000-a000-000000000001'$$),
  0, 'A member of another workspace cannot turn blind review off.');
select tests.authenticate_as('t54_recruiter');
select is(tests.affected_rows($$update public.interviews set anonymous_review = true where id = 'a5400000-0000-4000-a000-000000000002'$$),
  1, 'A RECRUITER member turns blind review on.');
select is(tests.affected_rows($$update public.interviews set anonymous_review = false where id = 'a5400000-0000-4000-a000-000000000002'$$),
  1, 'A RECRUITER member turns it off again.');
select lives_ok(
  $$insert into public.interviews (workspace_id, title, anonymous_review)
    values (current_setting('t54.w1')::uuid, 'T54 made blind', true)$$,
  'A RECRUITER member creates a blind interview.');
select tests.reset_authentication();
select is(
  (select array_agg(title || '=' || anonymous_review order by title) from public.interviews where title like 'T54 %'),
  array['T54 blind=true', 'T54 made blind=true', 'T54 open=false', 'T54 other=false'], 'Only the managers'' changes to the setting were made.');

-- Section: whose identity is visible ----------------------------------------------------------------------
-- The blind candidate 101 has no scorecard, so a submission needs no rating.
select tests.authenticate_as('t54_reviewer');
select is(private.candidate_identity_visible('a5400000-0000-4000-a000-000000000201'), true,
  'In an interview that is not blind, the candidate''s identity is visible.');
select is(private.candidate_identity_visible('a5400000-0000-4000-a000-000000000101'), false,
  'In a blind interview, a REVIEWER who has not submitted does not see who the candidate is.');
select tests.authenticate_as('t54_owner');
select is(private.candidate_identity_visible('a5400000-0000-4000-a000-000000000101'), false,
  'Nor does the OWNER before submitting.');
select tests.authenticate_as('t54_reviewer');
select lives_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a5400000-0000-4000-a000-000000000101', auth.uid())$$,
  'The REVIEWER submits their ratings.');
select is(private.candidate_identity_visible('a5400000-0000-4000-a000-000000000101'), true,
  'Having submitted, the REVIEWER sees who the candidate is.');
select tests.authenticate_as('t54_owner');
select is(private.candidate_identity_visible('a5400000-0000-4000-a000-000000000101'), false,
  'Another''s submission reveals nothing to the OWNER.');

select tests.clear_authentication();
select throws_ok($$select private.candidate_identity_visible('a5400000-0000-4000-a000-000000000201')$$,
  '42501', null, 'Anon cannot ask whose identity is visible.');

select * from finish();
rollback;
