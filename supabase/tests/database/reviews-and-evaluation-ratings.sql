-- Independent ratings (issue #18) per persona: ratings, rating_history, rating_submissions. Until a
-- member has submitted their ratings of a candidate they see only their own; after, they see the
-- ratings of everyone else who has SUBMITTED (a draft stays its author's). Ids start with a5200000.
--   W1 interview …01: questions 011 (competencies 101, 102) and 012 (101). Invitations: 301 COMPLETED
--   (answers 311 to 011, 312 to 012), 302 STARTED (bound to the candidate; answer 321 to 011),
--   303 PENDING (answer 331 to 011). W2 interview …02: question 021 (121), invitation 401 COMPLETED
--   (answer 411). Raters of 301: the REVIEWER and the OWNER submit; the RECRUITER keeps a draft.
begin;
select plan(67);

select has_table('public'::name, 'ratings'::name, 'ratings exists');
select has_table('public'::name, 'rating_history'::name, 'rating_history exists');
select has_table('public'::name, 'rating_submissions'::name, 'rating_submissions exists');
select col_is_pk('public'::name, 'ratings'::name, 'id'::name, 'A rating is identified by its id');
select col_is_pk('public'::name, 'rating_submissions'::name, array['invitation_id', 'rater_id']::name[],
  'A member submits their ratings of a candidate once');

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t52_owner');
select tests.create_supabase_user('t52_recruiter');
select tests.create_supabase_user('t52_reviewer');
select tests.create_supabase_user('t52_outsider');
select tests.create_supabase_user('t52_cand');
select tests.create_supabase_user('t52_cand2');
select tests.create_supabase_user('t52_admin');
select tests.set_role('t52_owner', 'RECRUITER');
select tests.set_role('t52_outsider', 'RECRUITER');
select tests.set_role('t52_admin', 'ADMIN');
select set_config('t52.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t52_owner')), true);
select set_config('t52.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t52_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t52.w1')::uuid, tests.get_supabase_uid('t52_recruiter'), 'RECRUITER'),
  (current_setting('t52.w1')::uuid, tests.get_supabase_uid('t52_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a5200000-0000-4000-a000-000000000001', current_setting('t52.w1')::uuid, tests.get_supabase_uid('t52_owner'), 'T52 one'),
  ('a5200000-0000-4000-a000-000000000002', current_setting('t52.w2')::uuid, tests.get_supabase_uid('t52_outsider'), 'T52 other');
insert into public.questions (id, interview_id, order_number, text) values
  ('a5200000-0000-4000-a000-000000000011', 'a5200000-0000-4000-a000-000000000001', 1, 'T52 q one'),
  ('a5200000-0000-4000-a000-000000000012', 'a5200000-0000-4000-a000-000000000001', 2, 'T52 q two'),
  ('a5200000-0000-4000-a000-000000000021', 'a5200000-0000-4000-a000-000000000002', 1, 'T52 q other');
insert into public.scorecard_competencies (id, interview_id, position, name, anchors) values
  ('a5200000-0000-4000-a000-000000000101', 'a5200000-0000-4000-a000-000000000001', 1, 'Clarity', array['1', '2', '3', '4', '5']),
  ('a5200000-0000-4000-a000-000000000102', 'a5200000-0000-4000-a000-000000000001', 2, 'Depth', array['1', '2', '3', '4', '5']),
  ('a5200000-0000-4000-a000-000000000121', 'a5200000-0000-4000-a000-000000000002', 1, 'Other', array['1', '2', '3', '4', '5']);
insert into public.question_competencies (question_id, competency_id) values
  ('a5200000-0000-4000-a000-000000000011', 'a5200000-0000-4000-a000-000000000101'),
  ('a5200000-0000-4000-a000-000000000011', 'a5200000-0000-4000-a000-000000000102'),
  ('a5200000-0000-4000-a000-000000000012', 'a5200000-0000-4000-a000-000000000101'),
  ('a5200000-0000-4000-a000-000000000021', 'a5200000-0000-4000-a000-000000000121');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a5200000-0000-4000-a000-000000000301', 'a5200000-0000-4000-a000-000000000001', tests.get_supabase_uid('t52_cand2'), 'Cid', 'Completed', 't52.301@example.com', 'COMPLETED'),
  ('a5200000-0000-4000-a000-000000000302', 'a5200000-0000-4000-a000-000000000001', tests.get_supabase_uid('t52_cand'), 'Sam', 'Started', 't52.302@example.com', 'STARTED'),
  ('a5200000-0000-4000-a000-000000000303', 'a5200000-0000-4000-a000-000000000001', tests.get_supabase_uid('t52_cand2'), 'Pia', 'Pending', 't52.303@example.com', 'PENDING'),
  ('a5200000-0000-4000-a000-000000000401', 'a5200000-0000-4000-a000-000000000002', tests.get_supabase_uid('t52_cand2'), 'Oz', 'Other', 't52.401@example.com', 'COMPLETED');
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path)
select ('a5200000-0000-4000-a000-000000000' || a.id)::uuid, ('a5200000-0000-4000-a000-000000000' || a.inv)::uuid,
       ('a5200000-0000-4000-a000-0000000000' || a.q)::uuid, inv.candidate_id,
       'a5200000-0000-4000-a000-000000000' || a.inv || '/a5200000-0000-4000-a000-0000000000' || a.q || '/1.webm'
from (values ('311', '301', '11'), ('312', '301', '12'), ('321', '302', '11'), ('331', '303', '11'), ('411', '401', '21')) a (id, inv, q)
join public.invitations inv on inv.id = ('a5200000-0000-4000-a000-000000000' || a.inv)::uuid;

-- The ratings a caller sees, as "<rater>:<answer>/<competency>=<score>".
create function pg_temp.who(p_id uuid) returns text language sql as $$
  select p from unnest(array['t52_owner', 't52_recruiter', 't52_reviewer', 't52_outsider', 't52_cand', 't52_admin']) p
  where tests.get_supabase_uid(p) = p_id
$$;
create function pg_temp.seen_ratings() returns text[] language sql as $$
  select coalesce(array_agg(x order by x), '{}') from (
    select pg_temp.who(r.rater_id) || ':' || right(r.response_id::text, 3) || '/' || right(r.competency_id::text, 3) || '=' || r.score x
    from public.ratings r where r.invitation_id::text like 'a5200000-%') seen
$$;
create function pg_temp.seen_history() returns text[] language sql as $$
  select coalesce(array_agg(x order by x), '{}') from (
    select pg_temp.who(h.rater_id) || '=' || h.score x from public.rating_history h where h.invitation_id::text like 'a5200000-%') seen
$$;
create function pg_temp.seen_submissions() returns text[] language sql as $$
  select coalesce(array_agg(x order by x), '{}') from (
    select pg_temp.who(s.rater_id) || ':' || right(s.invitation_id::text, 3) x
    from public.rating_submissions s where s.invitation_id::text like 'a5200000-%') seen
$$;
-- Rates an answer as the caller; its candidate comes from the answer's number (311 -> 301), so the
-- insert never depends on what the caller may read.
create function pg_temp.rate(p_response text, p_competency text, p_score int) returns void language sql as $$
  insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
  values (('a5200000-0000-4000-a000-000000000' || left(p_response, 1) || '0' || substr(p_response, 2, 1))::uuid,
          ('a5200000-0000-4000-a000-000000000' || p_response)::uuid,
          ('a5200000-0000-4000-a000-000000000' || p_competency)::uuid, auth.uid(), p_score)
$$;
grant execute on function pg_temp.who(uuid) to authenticated;
grant execute on function pg_temp.seen_ratings() to authenticated;
grant execute on function pg_temp.seen_history() to authenticated;
grant execute on function pg_temp.seen_submissions() to authenticated;
grant execute on function pg_temp.rate(text, text, int) to authenticated;

-- Section: anon -----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.ratings$$, '42501', null, 'Anon cannot read ratings.');
select throws_ok($$select id from public.rating_history$$, '42501', null, 'Anon cannot read rating history.');
select throws_ok($$select rater_id from public.rating_submissions$$, '42501', null, 'Anon cannot read submissions.');

-- Section: drafts are their author's only ------------------------------------------------------------
select tests.authenticate_as('t52_reviewer');
select lives_ok($$select pg_temp.rate('311', '101', 4); select pg_temp.rate('311', '102', 3)$$,
  'A REVIEWER rates an answer on the competencies of its question.');
select throws_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id)
    values ('a5200000-0000-4000-a000-000000000301', auth.uid())$$,
  '23514', 'Rate every competency of every answer before submitting',
  'A rater cannot submit with an answer left unrated.');
select is(pg_temp.seen_submissions(), '{}'::text[], 'The refused submission left nothing behind.');

select tests.authenticate_as('t52_owner');
select lives_ok($$select pg_temp.rate('311', '101', 2); select pg_temp.rate('311', '102', 2); select pg_temp.rate('312', '101', 2)$$,
  'The OWNER rates every answer of the candidate.');
select tests.authenticate_as('t52_recruiter');
select lives_ok($$select pg_temp.rate('311', '101', 1)$$, 'A RECRUITER member starts rating (a draft).');

select tests.authenticate_as('t52_reviewer');
select lives_ok($$select pg_temp.rate('312', '101', 5)$$, 'The REVIEWER finishes rating.');
select is(pg_temp.seen_ratings(), array['t52_reviewer:311/101=4', 't52_reviewer:311/102=3', 't52_reviewer:312/101=5'],
  'Before submitting, the REVIEWER sees only their own ratings.');
select is(pg_temp.seen_history(), array['t52_reviewer=3', 't52_reviewer=4', 't52_reviewer=5'],
  'Before submitting, the REVIEWER sees only their own rating history.');
select tests.authenticate_as('t52_owner');
select is(pg_temp.seen_ratings(), array['t52_owner:311/101=2', 't52_owner:311/102=2', 't52_owner:312/101=2'],
  'Before submitting, the OWNER sees only their own ratings, not the REVIEWER''s.');
select is(pg_temp.seen_history(), array['t52_owner=2', 't52_owner=2', 't52_owner=2'],
  'Before submitting, the OWNER sees only their own rating history.');

-- Section: submitting reveals the submitted ratings --------------------------------------------------
select tests.authenticate_as('t52_reviewer');
select lives_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a5200000-0000-4000-a000-000000000301', auth.uid())$$,
  'The REVIEWER submits once every answer is rated.');
select is(pg_temp.seen_ratings(), array['t52_reviewer:311/101=4', 't52_reviewer:311/102=3', 't52_reviewer:312/101=5'],
  'Having submitted, the REVIEWER still sees no one''s ratings while no one else has submitted.');

select tests.authenticate_as('t52_owner');
select is(pg_temp.seen_ratings(), array['t52_owner:311/101=2', 't52_owner:311/102=2', 't52_owner:312/101=2'],
  'Another''s submission reveals nothing to the OWNER, who has not submitted.');
select lives_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a5200000-0000-4000-a000-000000000301', auth.uid())$$,
  'The OWNER submits.');
select is(pg_temp.seen_ratings(),
  array['t52_owner:311/101=2', 't52_owner:311/102=2', 't52_owner:312/101=2',
        't52_reviewer:311/101=4', 't52_reviewer:311/102=3', 't52_reviewer:312/101=5'],
  'After submitting, the OWNER sees the REVIEWER''s submitted ratings, not the RECRUITER''s draft.');
select is(pg_temp.seen_history(), array['t52_owner=2', 't52_owner=2', 't52_owner=2', 't52_reviewer=3', 't52_reviewer=4', 't52_reviewer=5'],
  'After submitting, the OWNER sees the REVIEWER''s history, not the draft''s.');

select tests.authenticate_as('t52_reviewer');
select is(pg_temp.seen_ratings(),
  array['t52_owner:311/101=2', 't52_owner:311/102=2', 't52_owner:312/101=2',
        't52_reviewer:311/101=4', 't52_reviewer:311/102=3', 't52_reviewer:312/101=5'],
  'Once the OWNER has submitted, the REVIEWER sees the OWNER''s ratings too, still not the draft.');

select tests.authenticate_as('t52_recruiter');
select is(pg_temp.seen_ratings(), array['t52_recruiter:311/101=1'],
  'The RECRUITER, who has not submitted, sees only their own draft.');
select is(pg_temp.seen_history(), array['t52_recruiter=1'], 'The RECRUITER sees only their own history.');
select is(pg_temp.seen_submissions(), array['t52_owner:301', 't52_reviewer:301'],
  'Who has submitted is seen by every member who may rate the candidate (it shows no opinion).');

-- Section: editing keeps history ----------------------------------------------------------------------
select tests.authenticate_as('t52_reviewer');
select is(tests.affected_rows($$update public.ratings set score = 5, note = 'Clearer on a second look.'
    where rater_id = auth.uid() and response_id = 'a5200000-0000-4000-a000-000000000311' and competency_id = 'a5200000-0000-4000-a000-000000000101'$$),
  1, 'A rater edits their own rating after submitting.');
select is(tests.affected_rows($$update public.ratings set score = score
    where rater_id = auth.uid() and response_id = 'a5200000-0000-4000-a000-000000000311' and competency_id = 'a5200000-0000-4000-a000-000000000101'$$),
  1, 'An update that changes nothing is allowed.');
select is(
  (select array_agg(h.score::int || ':' || h.note order by h.id) from public.rating_history h
   join public.ratings r on r.id = h.rating_id
   where r.rater_id = auth.uid() and r.response_id = 'a5200000-0000-4000-a000-000000000311' and r.competency_id = 'a5200000-0000-4000-a000-000000000101'),
  array['4:', '5:Clearer on a second look.'], 'One edit leaves two versions; the unchanged update adds none.');
select tests.authenticate_as('t52_owner');
select is(pg_temp.seen_history(),
  array['t52_owner=2', 't52_owner=2', 't52_owner=2', 't52_reviewer=3', 't52_reviewer=4', 't52_reviewer=5', 't52_reviewer=5'],
  'A revealed rater''s edits show in the history others see.');

-- Section: what a rater cannot do -----------------------------------------------------------------------
select tests.authenticate_as('t52_reviewer');
select is(tests.affected_rows($$update public.ratings set score = 5 where rater_id <> auth.uid() and invitation_id::text like 'a5200000-%'$$),
  0, 'A rater cannot change another''s rating, even one they see.');
select throws_ok(
  $$insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
    values ('a5200000-0000-4000-a000-000000000301', 'a5200000-0000-4000-a000-000000000311',
            'a5200000-0000-4000-a000-000000000101', tests.get_supabase_uid('t52_recruiter'), 5)$$,
  '42501', null, 'A rater cannot write a rating in another''s name over theirs.');
select throws_ok(
  $$insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
    values ('a5200000-0000-4000-a000-000000000301', 'a5200000-0000-4000-a000-000000000312',
            'a5200000-0000-4000-a000-000000000101', tests.get_supabase_uid('t52_recruiter'), 5)$$,
  '42501', null, 'A rater cannot write a rating in another''s name.');
select throws_ok($$select pg_temp.rate('321', '101', 3)$$, '42501', null, 'A STARTED candidate cannot be rated.');
select throws_ok($$select pg_temp.rate('312', '102', 3)$$, '23514', 'This answer is not rated on that competency',
  'An answer cannot be rated on a competency its question is not linked to.');
select throws_ok(
  $$insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
    values ('a5200000-0000-4000-a000-000000000301', 'a5200000-0000-4000-a000-000000000321',
            'a5200000-0000-4000-a000-000000000101', auth.uid(), 3)$$,
  '23514', 'This answer is not rated on that competency', 'A rating cannot name an answer of another candidate.');
select throws_ok(
  $$update public.ratings set competency_id = 'a5200000-0000-4000-a000-000000000102' where rater_id = auth.uid()$$,
  '42501', null, 'A rater cannot move a rating to another competency.');
select throws_ok(
  $$update public.ratings set rater_id = tests.get_supabase_uid('t52_recruiter') where rater_id = auth.uid()$$,
  '42501', null, 'A rater cannot hand a rating to someone else.');
select throws_ok(
  $$insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score, created_at)
    values ('a5200000-0000-4000-a000-000000000301', 'a5200000-0000-4000-a000-000000000312',
            'a5200000-0000-4000-a000-000000000101', auth.uid(), 3, '2000-01-01')$$,
  '42501', null, 'A rater cannot choose when their rating was made.');
select throws_ok($$select pg_temp.rate('312', '101', 2)$$, '23505', null, 'A rater rates an answer on a competency once.');
select is(tests.affected_rows($$delete from public.ratings where rater_id = auth.uid()$$), 0, 'A rater cannot take a rating back.');
select throws_ok(
  $$insert into public.rating_history (rating_id, invitation_id, rater_id, score, note)
    select id, invitation_id, rater_id, 1, 'forged' from public.ratings where rater_id = auth.uid() limit 1$$,
  '42501', null, 'Nobody writes rating history but the trigger.');
select throws_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id)
    values ('a5200000-0000-4000-a000-000000000301', tests.get_supabase_uid('t52_outsider'))$$,
  '42501', null, 'A rater cannot submit in another''s name.');
select throws_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a5200000-0000-4000-a000-000000000302', auth.uid())$$,
  '42501', null, 'A STARTED candidate cannot be submitted for.');
select is(tests.affected_rows($$delete from public.rating_submissions where rater_id = auth.uid()$$), 0,
  'A rater cannot withdraw a submission.');

select tests.authenticate_as('t52_owner');
select throws_ok($$select pg_temp.rate('331', '101', 3)$$, '42501', null, 'Not even the OWNER rates a PENDING candidate.');
select throws_ok($$select pg_temp.rate('312', '101', 0)$$, '23514', null, 'A score is 1 to 5.');
select throws_ok(
  $$update public.ratings set note = repeat('x', 2001) where rater_id = auth.uid()$$,
  '23514', null, 'A note is at most 2000 characters.');

select tests.authenticate_as('t52_recruiter');
select throws_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a5200000-0000-4000-a000-000000000301', auth.uid())$$,
  '23514', 'Rate every competency of every answer before submitting', 'The draft''s author cannot submit it incomplete.');

select tests.authenticate_as_service_role();
select throws_ok(
  $$update public.ratings set competency_id = 'a5200000-0000-4000-a000-000000000102'
    where response_id = 'a5200000-0000-4000-a000-000000000312' and rater_id = tests.get_supabase_uid('t52_owner')$$,
  '23514', null, 'Not even server code changes what a rating is about.');

-- Section: other workspaces, candidates -------------------------------------------------------------
select tests.authenticate_as('t52_outsider');
select is(pg_temp.seen_ratings(), '{}'::text[], 'A member of another workspace sees no rating of this one.');
select is(pg_temp.seen_history(), '{}'::text[], 'A member of another workspace sees no rating history of this one.');
select is(pg_temp.seen_submissions(), '{}'::text[], 'A member of another workspace sees no submission of this one.');
select throws_ok($$select pg_temp.rate('311', '101', 1)$$, '42501', null, 'A member of another workspace cannot rate this one''s candidate.');
select lives_ok($$select pg_temp.rate('411', '121', 4)$$, 'A member of another workspace rates their own candidate.');

select tests.authenticate_as('t52_cand');
select is(pg_temp.seen_ratings(), '{}'::text[], 'A candidate sees no rating.');
select is(pg_temp.seen_history(), '{}'::text[], 'A candidate sees no rating history.');
select is(pg_temp.seen_submissions(), '{}'::text[], 'A candidate sees no submission.');
select throws_ok($$select pg_temp.rate('321', '101', 5)$$, '42501', null, 'A candidate cannot rate their own answer.');

-- Section: admins -----------------------------------------------------------------------------------
select tests.authenticate_as('t52_admin');
select is(cardinality(pg_temp.seen_ratings()), 8, 'A platform admin sees every rating, drafts too.');
select is(pg_temp.seen_submissions(), array['t52_owner:301', 't52_reviewer:301'], 'A platform admin sees every submission.');
select is(tests.affected_rows($$delete from public.rating_submissions where rater_id = tests.get_supabase_uid('t52_owner')$$),
  1, 'A platform admin withdraws a submission.');
select is(tests.affected_rows($$delete from public.ratings where rater_id = tests.get_supabase_uid('t52_recruiter')$$),
  1, 'A platform admin deletes a rating.');

select tests.authenticate_as('t52_reviewer');
select is(pg_temp.seen_ratings(), array['t52_reviewer:311/101=5', 't52_reviewer:311/102=3', 't52_reviewer:312/101=5'],
  'A withdrawn submission hides that rater''s ratings again.');

select tests.reset_authentication();
delete from public.workspace_members where user_id = tests.get_supabase_uid('t52_reviewer');
select tests.authenticate_as('t52_reviewer');
select is(pg_temp.seen_submissions(), '{}'::text[], 'A REVIEWER who left the workspace sees no submission of it.');

select * from finish();
rollback;
