-- Generate, Regenerate and Retry (issue #16): public.request_answer_analysis queues an answer's
-- transcription and analysis for its reviewers only (the owning recruiter, admins), once its
-- interview is completed; a recording still being processed is waited for, a failed one is
-- processed again first. Every refusal changes nothing. What the job works from, the answer's
-- recording_media row and its renditions, is read by the same reviewers only.
-- Ids of this file start with b3000000.
begin;
select plan(31);

-- The deletes below stand for the Storage API's: it tells Storage's delete protection so on each
-- request, and row-level security then decides as it does for the API.
select set_config('storage.allow_delete_query', 'true', true);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t30_cand');
select tests.create_supabase_user('t30_rec_owner');
select tests.create_supabase_user('t30_rec_other');
select tests.create_supabase_user('t30_admin');
select tests.set_role('t30_rec_owner', 'RECRUITER');
select tests.set_role('t30_rec_other', 'RECRUITER');
select tests.set_role('t30_admin', 'ADMIN');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- Interview ...01 (the owner's): TEXT ...11, VIDEO ...12, AUDIO ...13, TEXT ...14. Invitation ...21
-- is COMPLETED (inserted so, which queues nothing), ...22 is STARTED. Answers of ...21: typed ...31,
-- video ...32 (recording QUEUED), audio ...33 (recording FAILED), typed ...34 (never asked for);
-- answer ...35 belongs to ...22.
insert into public.interviews (id, recruiter_id, title) values
  ('b3000000-0000-4000-a000-000000000001', tests.get_supabase_uid('t30_rec_owner'), 'Analysis requests');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('b3000000-0000-4000-a000-000000000011', 'b3000000-0000-4000-a000-000000000001', 1, 'Type it.', 'TEXT'),
  ('b3000000-0000-4000-a000-000000000012', 'b3000000-0000-4000-a000-000000000001', 2, 'Show it.', 'VIDEO'),
  ('b3000000-0000-4000-a000-000000000013', 'b3000000-0000-4000-a000-000000000001', 3, 'Say it.', 'AUDIO'),
  ('b3000000-0000-4000-a000-000000000014', 'b3000000-0000-4000-a000-000000000001', 4, 'Type more.', 'TEXT');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status,
                                started_at, completed_at) values
  ('b3000000-0000-4000-a000-000000000021', 'b3000000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t30_cand'), 'Cara', 'Done', 'cara@example.com', 'COMPLETED', now(), now()),
  ('b3000000-0000-4000-a000-000000000022', 'b3000000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t30_cand'), 'Cara', 'Busy', 'cara@example.com', 'STARTED', now(), null);
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text, media_path) values
  ('b3000000-0000-4000-a000-000000000031', 'b3000000-0000-4000-a000-000000000021',
   'b3000000-0000-4000-a000-000000000011', tests.get_supabase_uid('t30_cand'), 'Typed.', null),
  ('b3000000-0000-4000-a000-000000000032', 'b3000000-0000-4000-a000-000000000021',
   'b3000000-0000-4000-a000-000000000012', tests.get_supabase_uid('t30_cand'), null,
   'b3000000-0000-4000-a000-000000000021/b3000000-0000-4000-a000-000000000012/1.webm'),
  ('b3000000-0000-4000-a000-000000000033', 'b3000000-0000-4000-a000-000000000021',
   'b3000000-0000-4000-a000-000000000013', tests.get_supabase_uid('t30_cand'), null,
   'b3000000-0000-4000-a000-000000000021/b3000000-0000-4000-a000-000000000013/1.webm'),
  ('b3000000-0000-4000-a000-000000000034', 'b3000000-0000-4000-a000-000000000021',
   'b3000000-0000-4000-a000-000000000014', tests.get_supabase_uid('t30_cand'), 'More.', null),
  ('b3000000-0000-4000-a000-000000000035', 'b3000000-0000-4000-a000-000000000022',
   'b3000000-0000-4000-a000-000000000011', tests.get_supabase_uid('t30_cand'), 'Not done.', null);
update public.recording_media set status = 'FAILED', error = 'Not a recording'
where response_id = 'b3000000-0000-4000-a000-000000000033';

-- The waiting jobs of one key, as postgres (graphile_worker is not the callers' to read).
create function pg_temp.jobs_of(p_key text) returns bigint
language sql security definer set search_path = '' as $$
  select count(*) from graphile_worker.jobs where key = p_key
$$;
create function pg_temp.analysis_status_of(p_id uuid) returns text
language sql security definer set search_path = '' as $$
  select coalesce(analysis_status::text, 'none') from public.responses where id = p_id
$$;
grant execute on function pg_temp.jobs_of(text), pg_temp.analysis_status_of(uuid) to anon, authenticated;

-- Section: the owning recruiter and an admin queue ------------------------------------------------
select tests.authenticate_as('t30_rec_owner');
select is(public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                         'b3000000-0000-4000-a000-000000000031')::text, 'QUEUED',
  'The owning recruiter asks for the analysis of a typed answer: QUEUED.');
select is(pg_temp.analysis_status_of('b3000000-0000-4000-a000-000000000031'), 'QUEUED',
  'The answer is QUEUED.');
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000031'), 1::bigint,
  'One analyse_answer job is waiting for it.');

select tests.authenticate_as('t30_admin');
select is(public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                         'b3000000-0000-4000-a000-000000000031')::text, 'QUEUED',
  'An admin asks again (Regenerate): QUEUED.');
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000031'), 1::bigint,
  'Asking twice leaves one waiting job for the answer (its job key).');

select tests.authenticate_as('t30_rec_owner');
select is(public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                         'b3000000-0000-4000-a000-000000000032')::text, 'QUEUED',
  'A recorded answer whose recording is still being processed is QUEUED too.');
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000032'), 0::bigint,
  'Its analysis waits for the recording: no job yet.');
select tests.reset_authentication();
update public.recording_media set status = 'READY' where response_id = 'b3000000-0000-4000-a000-000000000032';
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000032'), 1::bigint,
  'The recording becoming READY queues the analysis.');

select tests.authenticate_as('t30_rec_owner');
select is(public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                         'b3000000-0000-4000-a000-000000000033')::text, 'QUEUED',
  'Retry on an answer whose recording failed: QUEUED.');
select tests.reset_authentication();
select results_eq(
  $$ select status::text, error from public.recording_media
     where response_id = 'b3000000-0000-4000-a000-000000000033' $$,
  $$ values ('QUEUED', null::text) $$,
  'The failed recording is queued for processing again, its reason cleared.');
select is((select count(*) from graphile_worker.jobs j
           join public.recording_media m on j.key = 'recording:' || m.id
           where m.response_id = 'b3000000-0000-4000-a000-000000000033'), 1::bigint,
  'A process_recording job is waiting for it.');
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000033'), 0::bigint,
  'Its analysis waits for the recording again.');

-- Section: refusals change nothing ----------------------------------------------------------------
select tests.authenticate_as('t30_rec_other');
select throws_ok($$ select public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                                          'b3000000-0000-4000-a000-000000000034') $$,
  'P0002', 'Response not found', 'Another recruiter is told the answer is not found.');
select tests.authenticate_as('t30_cand');
select throws_ok($$ select public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                                          'b3000000-0000-4000-a000-000000000034') $$,
  'P0002', 'Response not found', 'The candidate who gave the answer cannot ask for its analysis.');
select tests.clear_authentication();
select throws_ok($$ select public.request_answer_analysis('b3000000-0000-4000-a000-000000000021',
                                                          'b3000000-0000-4000-a000-000000000034') $$,
  '42501', null, 'An anonymous caller may not call it at all.');
select tests.authenticate_as('t30_rec_owner');
select throws_ok($$ select public.request_answer_analysis('b3000000-0000-4000-a000-000000000022',
                                                          'b3000000-0000-4000-a000-000000000034') $$,
  'P0002', 'Response not found', 'An answer named with another invitation is not found.');
select throws_ok($$ select public.request_answer_analysis('b3000000-0000-4000-a000-000000000022',
                                                          'b3000000-0000-4000-a000-000000000035') $$,
  '55000', 'This interview has not been completed yet',
  'An answer of an interview still being taken is refused.');
select is(pg_temp.analysis_status_of('b3000000-0000-4000-a000-000000000034'), 'none',
  'The refused answer has no analysis state.');
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000034'), 0::bigint,
  'No job was queued for the refused answer.');
select is(pg_temp.analysis_status_of('b3000000-0000-4000-a000-000000000035'), 'none',
  'The answer of the unfinished interview has no analysis state.');
select is(pg_temp.jobs_of('analysis:b3000000-0000-4000-a000-000000000035'), 0::bigint,
  'No job was queued for the unfinished interview.');

-- Section: who reads an answer's recording and its renditions ----------------------------------
select tests.reset_authentication();
insert into storage.objects (bucket_id, name)
select 'renditions', m.id || '/speech.mp3' from public.recording_media m
where m.response_id = 'b3000000-0000-4000-a000-000000000032';
create function pg_temp.readable() returns table (rows_seen bigint, objects_seen bigint)
language sql as $$
  select (select count(*) from public.recording_media
          where response_id in ('b3000000-0000-4000-a000-000000000032', 'b3000000-0000-4000-a000-000000000033')),
         (select count(*) from storage.objects o
          where o.bucket_id = 'renditions' and o.name in (
            select m.id || '/speech.mp3' from public.recording_media m
            where m.response_id = 'b3000000-0000-4000-a000-000000000032'))
$$;
create function pg_temp.rendition_name() returns text
language sql security definer set search_path = '' as $$
  select m.id || '/speech.mp3' from public.recording_media m
  where m.response_id = 'b3000000-0000-4000-a000-000000000032'
$$;
grant execute on function pg_temp.readable(), pg_temp.rendition_name() to anon, authenticated;

select tests.authenticate_as('t30_rec_owner');
select results_eq($$ select * from pg_temp.readable() $$, $$ values (2::bigint, 1::bigint) $$,
  'The owning recruiter reads both recordings of the answers and the rendition.');
select tests.authenticate_as('t30_admin');
select results_eq($$ select * from pg_temp.readable() $$, $$ values (2::bigint, 1::bigint) $$,
  'An admin reads them too.');
select tests.authenticate_as('t30_rec_other');
select results_eq($$ select * from pg_temp.readable() $$, $$ values (0::bigint, 0::bigint) $$,
  'Another recruiter reads neither.');
select tests.authenticate_as('t30_cand');
select results_eq($$ select * from pg_temp.readable() $$, $$ values (0::bigint, 0::bigint) $$,
  'The candidate reads neither (the recording is the reviewers'').');
select tests.clear_authentication();
select throws_ok($$ select count(*) from public.recording_media $$, '42501', null,
  'An anonymous caller may not read recording_media at all.');
select is((select count(*) from storage.objects where bucket_id = 'renditions'), 0::bigint,
  'An anonymous caller reads no rendition.');
select tests.authenticate_as('t30_rec_owner');
select throws_ok($$ update public.recording_media set status = 'READY' $$, '42501', null,
  'A reviewer cannot change a recording''s state (no UPDATE grant).');
select is(tests.affected_rows(format($$ delete from storage.objects where bucket_id = 'renditions' and name = %L $$,
                                     pg_temp.rendition_name())), 0,
  'A reviewer cannot delete a rendition (0 rows).');
select throws_ok(format($$ insert into storage.objects (bucket_id, name, owner, owner_id)
                           values ('renditions', %L, auth.uid(), auth.uid()::text) $$,
                        replace(pg_temp.rendition_name(), 'speech.mp3', 'poster.jpg')),
  '42501', null, 'A reviewer cannot store a rendition: only the worker, with the secret key.');
select tests.reset_authentication();
select is((select count(*) from storage.objects where bucket_id = 'renditions'
           and name = pg_temp.rendition_name()), 1::bigint, 'The rendition is still there.');

select * from finish();
rollback;
