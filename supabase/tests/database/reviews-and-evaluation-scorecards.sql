-- Scorecards (issue #18) per persona: scorecard_competencies and question_competencies. Members of
-- the interview's workspace read them; its OWNER and RECRUITERs (and admins) write them; a REVIEWER,
-- a member of another workspace, a candidate and anon write nothing. Ids start with a5100000.
--   Interviews: …01 and …03 (W1), …02 (W2). Questions: 011, 012 (of …01), 031 (of …03), 021 (of …02).
--   Competencies: 101, 102 (of …01), 103 (of …03), 121 (of …02). Links: 011-101, 021-121.
begin;
select plan(57);

select has_table('public'::name, 'scorecard_competencies'::name, 'scorecard_competencies exists');
select has_table('public'::name, 'question_competencies'::name, 'question_competencies exists');
select col_is_pk('public'::name, 'scorecard_competencies'::name, 'id'::name, 'A competency is identified by its id');
select col_is_pk('public'::name, 'question_competencies'::name, array['question_id', 'competency_id']::name[],
  'A question is linked to a competency once');

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t51_owner');
select tests.create_supabase_user('t51_recruiter');
select tests.create_supabase_user('t51_reviewer');
select tests.create_supabase_user('t51_outsider');
select tests.create_supabase_user('t51_cand');
select tests.create_supabase_user('t51_admin');
select tests.set_role('t51_owner', 'RECRUITER');
select tests.set_role('t51_outsider', 'RECRUITER');
select tests.set_role('t51_admin', 'ADMIN');
select set_config('t51.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t51_owner')), true);
select set_config('t51.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t51_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t51.w1')::uuid, tests.get_supabase_uid('t51_recruiter'), 'RECRUITER'),
  (current_setting('t51.w1')::uuid, tests.get_supabase_uid('t51_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a5100000-0000-4000-a000-000000000001', current_setting('t51.w1')::uuid, tests.get_supabase_uid('t51_owner'), 'T51 one'),
  ('a5100000-0000-4000-a000-000000000002', current_setting('t51.w2')::uuid, tests.get_supabase_uid('t51_outsider'), 'T51 other team'),
  ('a5100000-0000-4000-a000-000000000003', current_setting('t51.w1')::uuid, tests.get_supabase_uid('t51_owner'), 'T51 three');
insert into public.questions (id, interview_id, order_number, text) values
  ('a5100000-0000-4000-a000-000000000011', 'a5100000-0000-4000-a000-000000000001', 1, 'T51 q one'),
  ('a5100000-0000-4000-a000-000000000012', 'a5100000-0000-4000-a000-000000000001', 2, 'T51 q two'),
  ('a5100000-0000-4000-a000-000000000031', 'a5100000-0000-4000-a000-000000000003', 1, 'T51 q three'),
  ('a5100000-0000-4000-a000-000000000021', 'a5100000-0000-4000-a000-000000000002', 1, 'T51 q other');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a5100000-0000-4000-a000-000000000201', 'a5100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t51_cand'),
   'Cy', 'Cand', 't51.cand@example.com', 'STARTED');

create function pg_temp.anchors() returns text[] language sql as $$
  select array['Poor.', 'Weak.', 'Adequate.', 'Strong.', 'Outstanding.']
$$;
grant execute on function pg_temp.anchors() to authenticated;
insert into public.scorecard_competencies (id, interview_id, position, name, anchors) values
  ('a5100000-0000-4000-a000-000000000101', 'a5100000-0000-4000-a000-000000000001', 1, 'Communication', pg_temp.anchors()),
  ('a5100000-0000-4000-a000-000000000102', 'a5100000-0000-4000-a000-000000000001', 2, 'Problem solving', pg_temp.anchors()),
  ('a5100000-0000-4000-a000-000000000103', 'a5100000-0000-4000-a000-000000000003', 1, 'Communication', pg_temp.anchors()),
  ('a5100000-0000-4000-a000-000000000121', 'a5100000-0000-4000-a000-000000000002', 1, 'Ownership', pg_temp.anchors());
insert into public.question_competencies (question_id, competency_id) values
  ('a5100000-0000-4000-a000-000000000011', 'a5100000-0000-4000-a000-000000000101'),
  ('a5100000-0000-4000-a000-000000000021', 'a5100000-0000-4000-a000-000000000121');

create function pg_temp.competencies() returns text[] language sql as $$
  select coalesce(array_agg(right(id::text, 3) order by id), '{}') from public.scorecard_competencies
  where id::text like 'a5100000-%'
$$;
create function pg_temp.links() returns text[] language sql as $$
  select coalesce(array_agg(right(question_id::text, 3) || '-' || right(competency_id::text, 3) order by question_id, competency_id), '{}')
  from public.question_competencies where question_id::text like 'a5100000-%'
$$;
grant execute on function pg_temp.competencies() to authenticated;
grant execute on function pg_temp.links() to authenticated;

-- Section: SELECT per persona -----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.scorecard_competencies$$, '42501', null, 'Anon cannot read competencies.');
select throws_ok($$select competency_id from public.question_competencies$$, '42501', null, 'Anon cannot read question links.');

select tests.authenticate_as('t51_owner');
select is(pg_temp.competencies(), array['101', '102', '103'], 'The OWNER reads the competencies of the workspace''s interviews.');
select is(pg_temp.links(), array['011-101'], 'The OWNER reads the workspace''s question links.');
select tests.authenticate_as('t51_recruiter');
select is(pg_temp.competencies(), array['101', '102', '103'], 'A RECRUITER member reads the workspace''s competencies.');
select is(pg_temp.links(), array['011-101'], 'A RECRUITER member reads the workspace''s question links.');
select tests.authenticate_as('t51_reviewer');
select is(pg_temp.competencies(), array['101', '102', '103'], 'A REVIEWER reads the workspace''s competencies (they rate on them).');
select is(pg_temp.links(), array['011-101'], 'A REVIEWER reads the workspace''s question links.');
select tests.authenticate_as('t51_outsider');
select is(pg_temp.competencies(), array['121'], 'A member of another workspace reads only their own workspace''s competencies.');
select is(pg_temp.links(), array['021-121'], 'A member of another workspace reads only their own question links.');
select tests.authenticate_as('t51_cand');
select is(pg_temp.competencies(), '{}'::text[], 'A candidate reads no competency, not even of their own interview.');
select is(pg_temp.links(), '{}'::text[], 'A candidate reads no question link.');
select tests.authenticate_as('t51_admin');
select is(pg_temp.competencies(), array['101', '102', '103', '121'], 'A platform admin reads every competency.');
select is(pg_temp.links(), array['011-101', '021-121'], 'A platform admin reads every question link.');

-- Section: refused writes change nothing -----------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 5, 'T51 anon', pg_temp.anchors())$$,
  '42501', null, 'Anon cannot add a competency.');

select tests.authenticate_as('t51_reviewer');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 5, 'T51 reviewer', pg_temp.anchors())$$,
  '42501', null, 'A REVIEWER cannot add a competency.');
select is(tests.affected_rows($$update public.scorecard_competencies set name = 'T51 renamed' where id::text like 'a5100000-%'$$),
  0, 'A REVIEWER cannot edit a competency.');
select is(tests.affected_rows($$delete from public.scorecard_competencies where id::text like 'a5100000-%'$$),
  0, 'A REVIEWER cannot delete a competency.');
select throws_ok(
  $$insert into public.question_competencies (question_id, competency_id)
    values ('a5100000-0000-4000-a000-000000000012', 'a5100000-0000-4000-a000-000000000102')$$,
  '42501', null, 'A REVIEWER cannot link a question to a competency.');
select is(tests.affected_rows($$delete from public.question_competencies where question_id::text like 'a5100000-%'$$),
  0, 'A REVIEWER cannot unlink a question.');

select tests.authenticate_as('t51_outsider');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 5, 'T51 outsider', pg_temp.anchors())$$,
  '42501', null, 'A member of another workspace cannot add a competency to this one''s interview.');
select is(tests.affected_rows($$update public.scorecard_competencies set name = 'T51 renamed' where id = 'a5100000-0000-4000-a000-000000000101'$$),
  0, 'A member of another workspace cannot edit this one''s competency.');
select is(tests.affected_rows($$delete from public.question_competencies where question_id = 'a5100000-0000-4000-a000-000000000011'$$),
  0, 'A member of another workspace cannot unlink this one''s question.');

select tests.authenticate_as('t51_cand');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 5, 'T51 candidate', pg_temp.anchors())$$,
  '42501', null, 'A candidate cannot add a competency.');
select is(tests.affected_rows($$delete from public.scorecard_competencies where id::text like 'a5100000-%'$$),
  0, 'A candidate cannot delete a competency.');

select tests.reset_authentication();
select is(pg_temp.competencies(), array['101', '102', '103', '121'], 'The refused writes added or removed no competency.');
select is(
  (select array_agg(name order by id) from public.scorecard_competencies where id::text like 'a5100000-%'),
  array['Communication', 'Problem solving', 'Communication', 'Ownership'], 'The refused writes renamed no competency.');
select is(pg_temp.links(), array['011-101', '021-121'], 'The refused writes changed no question link.');

-- Section: managers write ---------------------------------------------------------------------------
select tests.authenticate_as('t51_recruiter');
select lives_ok(
  $$insert into public.scorecard_competencies (id, interview_id, position, name, description, anchors)
    values ('a5100000-0000-4000-a000-000000000104', 'a5100000-0000-4000-a000-000000000001', 3, 'Teamwork',
            'Works well with others.', pg_temp.anchors())$$,
  'A RECRUITER member adds a competency to the workspace''s interview.');
select is(tests.affected_rows($$update public.scorecard_competencies set description = 'Says it clearly.' where id = 'a5100000-0000-4000-a000-000000000101'$$),
  1, 'A RECRUITER member edits a competency.');
select lives_ok(
  $$insert into public.question_competencies (question_id, competency_id)
    values ('a5100000-0000-4000-a000-000000000012', 'a5100000-0000-4000-a000-000000000104')$$,
  'A RECRUITER member links a question to a competency.');
select is(tests.affected_rows($$delete from public.question_competencies where question_id = 'a5100000-0000-4000-a000-000000000012'$$),
  1, 'A RECRUITER member unlinks a question.');

select tests.authenticate_as('t51_owner');
select lives_ok(
  $$insert into public.question_competencies (question_id, competency_id)
    values ('a5100000-0000-4000-a000-000000000012', 'a5100000-0000-4000-a000-000000000102')$$,
  'The OWNER links a question to a competency.');
select is(tests.affected_rows($$delete from public.scorecard_competencies where id = 'a5100000-0000-4000-a000-000000000104'$$),
  1, 'The OWNER deletes a competency.');
select throws_ok(
  $$insert into public.question_competencies (question_id, competency_id)
    values ('a5100000-0000-4000-a000-000000000011', 'a5100000-0000-4000-a000-000000000103')$$,
  '23514', 'A question can only be linked to a competency of its own interview',
  'A question cannot be linked to a competency of another interview, even one the caller manages.');
select throws_ok(
  $$update public.scorecard_competencies set interview_id = 'a5100000-0000-4000-a000-000000000003'
    where id = 'a5100000-0000-4000-a000-000000000102'$$,
  '23514', 'A competency cannot move to another interview',
  'A competency cannot be moved to another interview, even one the caller manages.');

select tests.authenticate_as('t51_admin');
select is(tests.affected_rows($$update public.scorecard_competencies set description = 'Admin note.' where id = 'a5100000-0000-4000-a000-000000000121'$$),
  1, 'A platform admin edits any workspace''s competency.');
select lives_ok(
  $$insert into public.question_competencies (question_id, competency_id)
    values ('a5100000-0000-4000-a000-000000000031', 'a5100000-0000-4000-a000-000000000103')$$,
  'A platform admin links any question.');
select is(tests.affected_rows($$delete from public.question_competencies where question_id = 'a5100000-0000-4000-a000-000000000031'$$),
  1, 'A platform admin unlinks any question.');
select is(tests.affected_rows($$delete from public.scorecard_competencies where id = 'a5100000-0000-4000-a000-000000000103'$$),
  1, 'A platform admin deletes any competency.');

-- Section: what a competency must be -----------------------------------------------------------------
select tests.authenticate_as('t51_owner');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 6, 'T51 four', array['a', 'b', 'c', 'd'])$$,
  '23514', null, 'A scale needs five sentences, not four.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 6, 'T51 six', array['a', 'b', 'c', 'd', 'e', 'f'])$$,
  '23514', null, 'A scale needs five sentences, not six.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 6, 'T51 blank', array['a', 'b', '   ', 'd', 'e'])$$,
  '23514', null, 'No sentence of a scale may be blank.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 6, 'T51 null', array['a', 'b', null, 'd', 'e'])$$,
  '23514', null, 'No sentence of a scale may be missing.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 6, 'T51 long', array['a', 'b', repeat('x', 301), 'd', 'e'])$$,
  '23514', null, 'No sentence of a scale may be over 300 characters.');
select lives_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 6, 'T51 longest', array['a', 'b', repeat('x', 300), 'd', 'e'])$$,
  'A sentence of 300 characters is fine.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 7, 'COMMUNICATION', pg_temp.anchors())$$,
  '23505', null, 'A competency name is unique in its interview, whatever its case.');
select lives_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000003', 2, 'communication', pg_temp.anchors())$$,
  'The same name may be used in another interview.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 8, ' Padded ', pg_temp.anchors())$$,
  '23514', null, 'A name with spaces around it is refused (the caller trims it).');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 21, 'T51 too far', pg_temp.anchors())$$,
  '23514', null, 'A scorecard has at most 20 positions.');
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, description, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 9, 'T51 wordy', repeat('x', 1001), pg_temp.anchors())$$,
  '23514', null, 'A description is at most 1000 characters.');
set constraints scorecard_competencies_position_key immediate;
select throws_ok(
  $$insert into public.scorecard_competencies (interview_id, position, name, anchors)
    values ('a5100000-0000-4000-a000-000000000001', 1, 'T51 same place', pg_temp.anchors())$$,
  '23505', null, 'Two competencies of an interview cannot hold the same position.');

select tests.reset_authentication();
select is(
  (select count(*)::int from public.scorecard_competencies where interview_id = 'a5100000-0000-4000-a000-000000000001'),
  3, 'Only the valid competency was added to the interview.');

select * from finish();
rollback;
