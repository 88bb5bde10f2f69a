-- Completing an interview queues its answers' analysis in the same transaction (issue #16): every
-- answer without an analysis becomes QUEUED; typed answers and those whose recording is processed
-- get their analyse_answer job at once, the others when their recording is done. A completion that
-- rolls back leaves no job. Ids of this file start with b3100000.
begin;
select plan(13);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t31_cand');
select tests.create_supabase_user('t31_rec');
select tests.set_role('t31_rec', 'RECRUITER');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- Interview ...01: TEXT ...11, VIDEO ...12, AUDIO ...13, TEXT ...14. Invitation ...21, STARTED by
-- the candidate, answers all four: typed ...31, video ...32 (recording still QUEUED), audio ...33
-- (recording READY), typed ...34 (already analysed).
insert into public.interviews (id, recruiter_id, title) values
  ('b3100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t31_rec'), 'Completion queues');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('b3100000-0000-4000-a000-000000000011', 'b3100000-0000-4000-a000-000000000001', 1, 'Type it.', 'TEXT'),
  ('b3100000-0000-4000-a000-000000000012', 'b3100000-0000-4000-a000-000000000001', 2, 'Show it.', 'VIDEO'),
  ('b3100000-0000-4000-a000-000000000013', 'b3100000-0000-4000-a000-000000000001', 3, 'Say it.', 'AUDIO'),
  ('b3100000-0000-4000-a000-000000000014', 'b3100000-0000-4000-a000-000000000001', 4, 'Type more.', 'TEXT');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status,
                                started_at, unique_link_token) values
  ('b3100000-0000-4000-a000-000000000021', 'b3100000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t31_cand'), 'Cody', 'Taker', tests.get_supabase_email('t31_cand'), 'STARTED',
   now(), 'tok31-complete-xxxxxxx');
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text, media_path,
                              ai_insights) values
  ('b3100000-0000-4000-a000-000000000031', 'b3100000-0000-4000-a000-000000000021',
   'b3100000-0000-4000-a000-000000000011', tests.get_supabase_uid('t31_cand'), 'Typed.', null, null),
  ('b3100000-0000-4000-a000-000000000032', 'b3100000-0000-4000-a000-000000000021',
   'b3100000-0000-4000-a000-000000000012', tests.get_supabase_uid('t31_cand'), null,
   'b3100000-0000-4000-a000-000000000021/b3100000-0000-4000-a000-000000000012/1.webm', null),
  ('b3100000-0000-4000-a000-000000000033', 'b3100000-0000-4000-a000-000000000021',
   'b3100000-0000-4000-a000-000000000013', tests.get_supabase_uid('t31_cand'), null,
   'b3100000-0000-4000-a000-000000000021/b3100000-0000-4000-a000-000000000013/1.webm', null),
  ('b3100000-0000-4000-a000-000000000034', 'b3100000-0000-4000-a000-000000000021',
   'b3100000-0000-4000-a000-000000000014', tests.get_supabase_uid('t31_cand'), 'More.', null,
   '{"score": 70}');
update public.recording_media set status = 'READY'
where response_id = 'b3100000-0000-4000-a000-000000000033';

create function pg_temp.analysis_jobs() returns table (key text, task text, max_attempts smallint)
language sql security definer set search_path = '' as $$
  select j.key, j.task_identifier, j.max_attempts from graphile_worker.jobs j
  where j.key like 'analysis:b3100000-%' order by j.key
$$;
create function pg_temp.complete_then_fail() returns void
language plpgsql as $$
begin
  perform public.complete_interview('tok31-complete-xxxxxxx');
  raise exception 'the request failed after completing' using errcode = 'P0001';
end
$$;
grant execute on function pg_temp.analysis_jobs(), pg_temp.complete_then_fail() to authenticated;

-- Section: a completion that rolls back queues nothing --------------------------------------------
select tests.authenticate_as('t31_cand');
select throws_ok($$ select pg_temp.complete_then_fail() $$, 'P0001', null,
  'A transaction that completes the interview and then fails...');
select tests.reset_authentication();
select is((select status::text from public.invitations where id = 'b3100000-0000-4000-a000-000000000021'),
  'STARTED', '...leaves the interview STARTED...');
select is((select count(*) from pg_temp.analysis_jobs()), 0::bigint, '...and no analysis job.');
select is((select count(*) from public.responses
           where invitation_id = 'b3100000-0000-4000-a000-000000000021' and analysis_status is not null),
  0::bigint, '...and no answer QUEUED.');

-- Section: completing queues ----------------------------------------------------------------------
select tests.authenticate_as('t31_cand');
select lives_ok($$ select public.complete_interview('tok31-complete-xxxxxxx') $$,
  'The candidate completes the interview.');
select tests.reset_authentication();
select results_eq(
  $$ select id::text, coalesce(analysis_status::text, 'none') from public.responses
     where invitation_id = 'b3100000-0000-4000-a000-000000000021' order by id $$,
  $$ values ('b3100000-0000-4000-a000-000000000031', 'QUEUED'),
            ('b3100000-0000-4000-a000-000000000032', 'QUEUED'),
            ('b3100000-0000-4000-a000-000000000033', 'QUEUED'),
            ('b3100000-0000-4000-a000-000000000034', 'none') $$,
  'Every answer without an analysis is QUEUED; the analysed one is left alone.');
select results_eq(
  $$ select * from pg_temp.analysis_jobs() $$,
  $$ values ('analysis:b3100000-0000-4000-a000-000000000031'::text, 'analyse_answer'::text, 5::smallint),
            ('analysis:b3100000-0000-4000-a000-000000000033', 'analyse_answer', 5::smallint) $$,
  'In the same transaction, the typed answer and the answer with a processed recording have their job.');

-- Section: a recording done after completion -----------------------------------------------------
update public.recording_media set status = 'FAILED', error = 'Not a recording'
where response_id = 'b3100000-0000-4000-a000-000000000032';
select is((select count(*) from pg_temp.analysis_jobs()
           where key = 'analysis:b3100000-0000-4000-a000-000000000032'), 1::bigint,
  'A recording settling (here FAILED, whose reason the job records) queues its answer''s analysis.');
select is((select count(*) from pg_temp.analysis_jobs()), 3::bigint, 'Three analysis jobs in all.');

-- Section: nothing more ---------------------------------------------------------------------------
select tests.authenticate_as('t31_cand');
select lives_ok($$ select public.complete_interview('tok31-complete-xxxxxxx') $$,
  'Completing again (a retried request) is accepted...');
select tests.reset_authentication();
update public.recording_media set status = 'READY', error = null
where response_id = 'b3100000-0000-4000-a000-000000000033';
select is((select count(*) from pg_temp.analysis_jobs()), 3::bigint,
  '...and, like a recording update that does not change its state, queues nothing more.');
update public.invitations set status = 'REVIEWED' where id = 'b3100000-0000-4000-a000-000000000021';
select is((select count(*) from pg_temp.analysis_jobs()), 3::bigint,
  'Marking the interview reviewed queues nothing more.');
select is((select count(*) from public.responses
           where id = 'b3100000-0000-4000-a000-000000000034' and analysis_status is null), 1::bigint,
  'The analysed answer stays without a queued analysis.');

select * from finish();
rollback;
