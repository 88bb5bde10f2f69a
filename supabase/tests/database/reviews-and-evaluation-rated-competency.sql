-- A competency that has ratings cannot be removed (20261127200000): not by the interview's owner,
-- not even as postgres, while removing an unrated one and deleting the whole interview still work.
-- Ids cccccccc-0060-…; rolls back.
begin;
select plan(7);

select tests.create_supabase_user('t60_owner');
select tests.create_supabase_user('t60_rater');
select tests.create_supabase_user('t60_cand');
select tests.set_role('t60_owner', 'RECRUITER');

insert into public.interviews (id, recruiter_id, title) values
  ('cccccccc-0060-4000-a000-000000000001', tests.get_supabase_uid('t60_owner'), 'T60 interview');
insert into public.questions (id, interview_id, order_number, text) values
  ('cccccccc-0060-4000-a000-000000000011', 'cccccccc-0060-4000-a000-000000000001', 1, 'T60 question');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('cccccccc-0060-4000-a000-000000000101', 'cccccccc-0060-4000-a000-000000000001',
   tests.get_supabase_uid('t60_cand'), 'Cara', 'Sixty', 't60.cand@example.com', 'STARTED', 'T60-rated-token-000001');
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text) values
  ('cccccccc-0060-4000-a000-000000000201', 'cccccccc-0060-4000-a000-000000000101',
   'cccccccc-0060-4000-a000-000000000011', tests.get_supabase_uid('t60_cand'), 'An answer');
insert into public.scorecard_competencies (id, interview_id, position, name, anchors) values
  ('cccccccc-0060-4000-a000-000000000301', 'cccccccc-0060-4000-a000-000000000001', 1, 'Rated', array['1','2','3','4','5']),
  ('cccccccc-0060-4000-a000-000000000302', 'cccccccc-0060-4000-a000-000000000001', 2, 'Unrated', array['1','2','3','4','5']);
insert into public.question_competencies (question_id, competency_id) values
  ('cccccccc-0060-4000-a000-000000000011', 'cccccccc-0060-4000-a000-000000000301'),
  ('cccccccc-0060-4000-a000-000000000011', 'cccccccc-0060-4000-a000-000000000302');
insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score) values
  ('cccccccc-0060-4000-a000-000000000101', 'cccccccc-0060-4000-a000-000000000201',
   'cccccccc-0060-4000-a000-000000000301', tests.get_supabase_uid('t60_rater'), 3);

select tests.authenticate_as('t60_owner');
select throws_ok(
  $$delete from public.scorecard_competencies where id = 'cccccccc-0060-4000-a000-000000000301'$$,
  '55000', 'This competency has ratings and cannot be removed',
  'the owner cannot remove a rated competency');
select lives_ok(
  $$delete from public.scorecard_competencies where id = 'cccccccc-0060-4000-a000-000000000302'$$,
  'the owner removes an unrated one');
select tests.reset_authentication();
select is(
  (select array_agg(name order by position) from public.scorecard_competencies
   where interview_id = 'cccccccc-0060-4000-a000-000000000001'),
  array['Rated'],
  'only the unrated competency is gone');

select throws_ok(
  $$delete from public.scorecard_competencies where id = 'cccccccc-0060-4000-a000-000000000301'$$,
  '55000', 'This competency has ratings and cannot be removed',
  'not even postgres removes a rated competency');

select tests.authenticate_as('t60_owner');
select lives_ok(
  $$update public.scorecard_competencies set name = 'Renamed' where id = 'cccccccc-0060-4000-a000-000000000301'$$,
  'a rated competency may be renamed');
select lives_ok(
  $$delete from public.interviews where id = 'cccccccc-0060-4000-a000-000000000001'$$,
  'deleting the interview still removes its scorecard');
select tests.reset_authentication();
select is(
  (select count(*)::int from public.ratings where competency_id = 'cccccccc-0060-4000-a000-000000000301'),
  0,
  'and the ratings went with it');

select * from finish();
rollback;
