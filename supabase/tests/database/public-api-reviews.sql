-- The public API's reviews (issue #22): as workspace_api with a key's claims, row-level security
-- shows the key's workspace's finished interviews (COMPLETED, REVIEWED) with their answers,
-- questions, competencies, submitted ratings and decisions, and nothing of another workspace's or
-- of an unfinished interview; a revoked key reads nothing, and no key writes. A review's
-- invitation's updated_at moves when something the review shows changes. Ids start with a99d0000.
--   W1 interview …01: question 011 (competency 101). Invitations 301 COMPLETED (answer 311; the
--   OWNER submitted ratings, the RECRUITER keeps a draft; a decision 501), 302 STARTED (answer 321).
--   W2 interview …02: question 021 (competency 121), invitation 401 REVIEWED (answer 411, decision 521).
--   Choice questions 012 (W1, options 701 and 702) and 022 (W2, options 721 and 722).
--   Keys: A (W1), B (W2), R (W1, revoked).
begin;
select plan(29);

-- Section: data, arranged as postgres -------------------------------------------------------------
select tests.create_supabase_user('t99d_owner');
select tests.create_supabase_user('t99d_recruiter');
select tests.create_supabase_user('t99d_other');
select tests.create_supabase_user('t99d_cand');
select tests.set_role('t99d_owner', 'RECRUITER');
select tests.set_role('t99d_other', 'RECRUITER');
select set_config('t99d.w1', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99d_owner')), true);
select set_config('t99d.w2', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99d_other')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t99d.w1')::uuid, tests.get_supabase_uid('t99d_recruiter'), 'RECRUITER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a99d0000-0000-4000-a000-000000000001', current_setting('t99d.w1')::uuid, tests.get_supabase_uid('t99d_owner'), 'T99d one'),
  ('a99d0000-0000-4000-a000-000000000002', current_setting('t99d.w2')::uuid, tests.get_supabase_uid('t99d_other'), 'T99d other');
insert into public.questions (id, interview_id, order_number, text) values
  ('a99d0000-0000-4000-a000-000000000011', 'a99d0000-0000-4000-a000-000000000001', 1, 'T99d q one'),
  ('a99d0000-0000-4000-a000-000000000021', 'a99d0000-0000-4000-a000-000000000002', 1, 'T99d q other');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('a99d0000-0000-4000-a000-000000000012', 'a99d0000-0000-4000-a000-000000000001', 2, 'T99d choice one', 'CHOICE'),
  ('a99d0000-0000-4000-a000-000000000022', 'a99d0000-0000-4000-a000-000000000002', 2, 'T99d choice other', 'CHOICE');
insert into public.question_options (id, question_id, position, label, knockout) values
  ('a99d0000-0000-4000-a000-000000000701', 'a99d0000-0000-4000-a000-000000000012', 1, 'Yes', false),
  ('a99d0000-0000-4000-a000-000000000702', 'a99d0000-0000-4000-a000-000000000012', 2, 'No', true),
  ('a99d0000-0000-4000-a000-000000000721', 'a99d0000-0000-4000-a000-000000000022', 1, 'Yes', false),
  ('a99d0000-0000-4000-a000-000000000722', 'a99d0000-0000-4000-a000-000000000022', 2, 'No', true);
insert into public.scorecard_competencies (id, interview_id, position, name, anchors) values
  ('a99d0000-0000-4000-a000-000000000101', 'a99d0000-0000-4000-a000-000000000001', 1, 'Clarity', array['1', '2', '3', '4', '5']),
  ('a99d0000-0000-4000-a000-000000000121', 'a99d0000-0000-4000-a000-000000000002', 1, 'Other', array['1', '2', '3', '4', '5']);
insert into public.question_competencies (question_id, competency_id) values
  ('a99d0000-0000-4000-a000-000000000011', 'a99d0000-0000-4000-a000-000000000101'),
  ('a99d0000-0000-4000-a000-000000000021', 'a99d0000-0000-4000-a000-000000000121');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a99d0000-0000-4000-a000-000000000301', 'a99d0000-0000-4000-a000-000000000001', tests.get_supabase_uid('t99d_cand'), 'Cid', 'Completed', 't99d.301@example.com', 'COMPLETED'),
  ('a99d0000-0000-4000-a000-000000000302', 'a99d0000-0000-4000-a000-000000000001', tests.get_supabase_uid('t99d_cand'), 'Sam', 'Started', 't99d.302@example.com', 'STARTED'),
  ('a99d0000-0000-4000-a000-000000000401', 'a99d0000-0000-4000-a000-000000000002', tests.get_supabase_uid('t99d_cand'), 'Oz', 'Other', 't99d.401@example.com', 'REVIEWED');
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text) values
  ('a99d0000-0000-4000-a000-000000000311', 'a99d0000-0000-4000-a000-000000000301', 'a99d0000-0000-4000-a000-000000000011', tests.get_supabase_uid('t99d_cand'), 'T99d answer'),
  ('a99d0000-0000-4000-a000-000000000321', 'a99d0000-0000-4000-a000-000000000302', 'a99d0000-0000-4000-a000-000000000011', tests.get_supabase_uid('t99d_cand'), 'T99d unfinished'),
  ('a99d0000-0000-4000-a000-000000000411', 'a99d0000-0000-4000-a000-000000000401', 'a99d0000-0000-4000-a000-000000000021', tests.get_supabase_uid('t99d_cand'), 'T99d other answer');
insert into public.ratings (id, invitation_id, response_id, competency_id, rater_id, score) values
  ('a99d0000-0000-4000-a000-000000000601', 'a99d0000-0000-4000-a000-000000000301', 'a99d0000-0000-4000-a000-000000000311', 'a99d0000-0000-4000-a000-000000000101', tests.get_supabase_uid('t99d_owner'), 4),
  ('a99d0000-0000-4000-a000-000000000602', 'a99d0000-0000-4000-a000-000000000301', 'a99d0000-0000-4000-a000-000000000311', 'a99d0000-0000-4000-a000-000000000101', tests.get_supabase_uid('t99d_recruiter'), 2),
  ('a99d0000-0000-4000-a000-000000000621', 'a99d0000-0000-4000-a000-000000000401', 'a99d0000-0000-4000-a000-000000000411', 'a99d0000-0000-4000-a000-000000000121', tests.get_supabase_uid('t99d_other'), 5);
insert into public.rating_submissions (invitation_id, rater_id) values
  ('a99d0000-0000-4000-a000-000000000301', tests.get_supabase_uid('t99d_owner')),
  ('a99d0000-0000-4000-a000-000000000401', tests.get_supabase_uid('t99d_other'));
insert into public.candidate_decisions (id, invitation_id, decision, reason, decided_by) values
  ('a99d0000-0000-4000-a000-000000000501', 'a99d0000-0000-4000-a000-000000000301', 'ADVANCE', 'T99d strong', tests.get_supabase_uid('t99d_owner')),
  ('a99d0000-0000-4000-a000-000000000521', 'a99d0000-0000-4000-a000-000000000401', 'REJECT', 'T99d other', tests.get_supabase_uid('t99d_other'));
insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope, revoked_at) values
  (current_setting('t99d.w1')::uuid, 'A', 'aik_T99dkeyA', sha256('t99d key A'), 'READ', null),
  (current_setting('t99d.w2')::uuid, 'B', 'aik_T99dkeyB', sha256('t99d key B'), 'READ_WRITE', null),
  (current_setting('t99d.w1')::uuid, 'R', 'aik_T99dkeyR', sha256('t99d key R'), 'READ_WRITE', now() - interval '1 hour');

-- Acts as workspace_api with the claims the api gives a request of the key `p_prefix` (from postgres).
create function pg_temp.act_as_key(p_prefix text) returns void
language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('role', 'workspace_api', 'key_id',
           (select id from public.workspace_api_keys where prefix = p_prefix))::text, true),
         set_config('role', 'workspace_api', true)
$$;
-- What the caller reads of the fixtures, table by table, as "<table>:<last 3 digits of the id>".
create function pg_temp.seen() returns text language sql as $$
  select string_agg(x, ' ' order by x) from (
    select 'inv:' || right(id::text, 3) x from public.invitations where id::text like 'a99d0000-%'
    union all select 'q:' || right(id::text, 3) from public.questions where id::text like 'a99d0000-%'
    union all select 'opt:' || right(id::text, 3) from public.question_options where id::text like 'a99d0000-%'
    union all select 'resp:' || right(id::text, 3) from public.responses where id::text like 'a99d0000-%'
    union all select 'comp:' || right(id::text, 3) from public.scorecard_competencies where id::text like 'a99d0000-%'
    union all select 'rating:' || right(id::text, 3) from public.ratings where id::text like 'a99d0000-%'
    union all select 'sub:' || right(invitation_id::text, 3) from public.rating_submissions where invitation_id::text like 'a99d0000-%'
    union all select 'dec:' || right(id::text, 3) from public.candidate_decisions where id::text like 'a99d0000-%') seen
$$;
grant execute on function pg_temp.seen() to workspace_api;
-- The SQLSTATE of `p_sql` run as the key `p_prefix`, or 'done' when it goes through (pgTAP's
-- assertions live in a schema workspace_api may not use, so they run as postgres around it).
create function pg_temp.as_key(p_prefix text, p_sql text) returns text
language plpgsql as $$
begin
  begin
    perform pg_temp.act_as_key(p_prefix);
    execute p_sql;
  exception when others then
    return sqlstate;
  end;
  reset role;
  return 'done';
end
$$;

-- Section: what a key reads -----------------------------------------------------------------------
select pg_temp.act_as_key('aik_T99dkeyA');
select set_config('t99d.seen_a', coalesce(pg_temp.seen(), ''), true);
reset role;
select pg_temp.act_as_key('aik_T99dkeyB');
select set_config('t99d.seen_b', coalesce(pg_temp.seen(), ''), true);
reset role;
select pg_temp.act_as_key('aik_T99dkeyR');
select set_config('t99d.seen_r', coalesce(pg_temp.seen(), ''), true);
select set_config('request.jwt.claims', '{"role": "workspace_api"}', true);
select set_config('t99d.seen_none', coalesce(pg_temp.seen(), ''), true);
reset role;
select is(current_setting('t99d.seen_a'),
  'comp:101 dec:501 inv:301 inv:302 opt:701 opt:702 q:011 q:012 rating:601 resp:311 sub:301',
  'A key of W1 reads W1''s finished interview: its answer, questions and a choice question''s options, competency, submitted rating and decision; of the STARTED one only the invitation (its status, for v1/invitations), not its answer; not the draft rating, nothing of W2.');
select is(current_setting('t99d.seen_b'),
  'comp:121 dec:521 inv:401 opt:721 opt:722 q:021 q:022 rating:621 resp:411 sub:401',
  'A key of W2 reads W2''s reviewed interview and nothing of W1.');
select is(current_setting('t99d.seen_r'), '', 'A revoked key reads nothing.');
select is(current_setting('t99d.seen_none'), '', 'workspace_api without a key reads nothing.');

select is(pg_temp.as_key('aik_T99dkeyA', $$select knocked_out_at from public.invitations$$), 'done',
  'A key reads whether a knockout answer ended an interview.');

-- Section: no key writes --------------------------------------------------------------------------
select is(pg_temp.as_key('aik_T99dkeyB', $$update public.question_options set knockout = false where id = 'a99d0000-0000-4000-a000-000000000722'$$), '42501',
  'A key cannot change an option.');
select is(pg_temp.as_key('aik_T99dkeyB', $$update public.invitations set status = 'REVIEWED' where id = 'a99d0000-0000-4000-a000-000000000401'$$), '42501',
  'A key cannot change an invitation.');
select is(pg_temp.as_key('aik_T99dkeyB', $$delete from public.invitations where id = 'a99d0000-0000-4000-a000-000000000401'$$), '42501',
  'A key cannot delete an invitation.');
select is(pg_temp.as_key('aik_T99dkeyB', $$update public.responses set transcription = 'forged' where id = 'a99d0000-0000-4000-a000-000000000411'$$), '42501',
  'A key cannot change an answer.');
select is(pg_temp.as_key('aik_T99dkeyB', $$insert into public.responses (invitation_id, question_id, candidate_id, response_text)
                   values ('a99d0000-0000-4000-a000-000000000401', 'a99d0000-0000-4000-a000-000000000021', gen_random_uuid(), 'x')$$), '42501',
  'A key cannot add an answer.');
select is(pg_temp.as_key('aik_T99dkeyB', $$delete from public.responses where id = 'a99d0000-0000-4000-a000-000000000411'$$), '42501',
  'A key cannot delete an answer.');
select is(pg_temp.as_key('aik_T99dkeyB', $$update public.questions set text = 'forged' where id = 'a99d0000-0000-4000-a000-000000000021'$$), '42501',
  'A key cannot change a question.');
select is(pg_temp.as_key('aik_T99dkeyB', $$update public.scorecard_competencies set name = 'forged' where id = 'a99d0000-0000-4000-a000-000000000121'$$), '42501',
  'A key cannot change a competency.');
select is(pg_temp.as_key('aik_T99dkeyB', $$insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
                   values ('a99d0000-0000-4000-a000-000000000401', 'a99d0000-0000-4000-a000-000000000411',
                           'a99d0000-0000-4000-a000-000000000121', gen_random_uuid(), 1)$$), '42501',
  'A key cannot rate.');
select is(pg_temp.as_key('aik_T99dkeyB', $$update public.ratings set score = 1 where id = 'a99d0000-0000-4000-a000-000000000621'$$), '42501',
  'A key cannot change a rating.');
select is(pg_temp.as_key('aik_T99dkeyB', $$delete from public.ratings where id = 'a99d0000-0000-4000-a000-000000000621'$$), '42501',
  'A key cannot delete a rating.');
select is(pg_temp.as_key('aik_T99dkeyB', $$insert into public.rating_submissions (invitation_id, rater_id)
                   values ('a99d0000-0000-4000-a000-000000000401', gen_random_uuid())$$), '42501',
  'A key cannot submit ratings.');
select is(pg_temp.as_key('aik_T99dkeyB', $$delete from public.rating_submissions where invitation_id = 'a99d0000-0000-4000-a000-000000000401'$$), '42501',
  'A key cannot withdraw a submission.');
select is(pg_temp.as_key('aik_T99dkeyB', $$insert into public.candidate_decisions (invitation_id, decision, reason)
                   values ('a99d0000-0000-4000-a000-000000000401', 'ADVANCE', 'forged')$$), '42501',
  'A key cannot decide.');
select is(pg_temp.as_key('aik_T99dkeyB', $$delete from public.candidate_decisions where id = 'a99d0000-0000-4000-a000-000000000521'$$), '42501',
  'A key cannot delete a decision.');
select is(pg_temp.as_key('aik_T99dkeyB', $$select private.touch_review('a99d0000-0000-4000-a000-000000000401')$$), '42501',
  'A key cannot touch a review by itself.');
select tests.authenticate_as('t99d_owner');
select throws_ok($$select * from private.api_key_review_ids()$$, '42501', null,
  'A signed-in user cannot call the keys'' review helper.');
select tests.reset_authentication();

-- Section: a change to a review moves its invitation's updated_at -----------------------------------
-- Without the stamping trigger, so the fixtures can be set back to an old time between the steps.
alter table public.invitations disable trigger invitations_set_updated_at;
update public.invitations set updated_at = '2026-01-01T00:00:00Z' where id::text like 'a99d0000-%';
create function pg_temp.touched() returns text language sql as $$
  select coalesce(string_agg(right(id::text, 3), ' ' order by id), '') from public.invitations
  where id::text like 'a99d0000-%' and updated_at = now()
$$;
create function pg_temp.age() returns void language sql as $$
  update public.invitations set updated_at = '2026-01-01T00:00:00Z' where id::text like 'a99d0000-%'
$$;

update public.ratings set score = 1 where id = 'a99d0000-0000-4000-a000-000000000602';
select is(pg_temp.touched(), '', 'A draft rating''s change leaves the review as it was.');
update public.ratings set score = 3 where id = 'a99d0000-0000-4000-a000-000000000601';
select is(pg_temp.touched(), '301', 'A submitted rating''s change touches its review.');
select pg_temp.age();
insert into public.rating_submissions (invitation_id, rater_id)
  values ('a99d0000-0000-4000-a000-000000000301', tests.get_supabase_uid('t99d_recruiter'));
select is(pg_temp.touched(), '301', 'A submission touches its review.');
select pg_temp.age();
insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
  values ('a99d0000-0000-4000-a000-000000000401', 'HOLD', 'T99d again', tests.get_supabase_uid('t99d_other'));
select is(pg_temp.touched(), '401', 'A decision touches its review.');
select pg_temp.age();
update public.responses set transcription = 'T99d said' where id = 'a99d0000-0000-4000-a000-000000000311';
select is(pg_temp.touched(), '301', 'A transcript touches its review.');
select pg_temp.age();
delete from public.ratings where id = 'a99d0000-0000-4000-a000-000000000621';
select is(pg_temp.touched(), '401', 'A submitted rating''s removal touches its review.');
select pg_temp.age();
update public.responses set response_text = 'T99d still typing' where id = 'a99d0000-0000-4000-a000-000000000321';
select is(pg_temp.touched(), '', 'An answer of an unfinished interview touches nothing.');
alter table public.invitations enable trigger invitations_set_updated_at;

select * from finish();
rollback;
