-- Queueing recordings for the worker (issue #16): saving a recording (an answer's take, a resume's
-- video) puts its recording_media row to QUEUED and adds one process_recording job keyed
-- recording:<id>, in the same transaction; a new take resets a processed row and queues it again;
-- a deleted recording queues the removal of its renditions. Nobody but server code can enqueue.
-- Ids of this file start with a2900000 so it never meets the seed or another file's rows.
begin;
select plan(16);

select tests.create_supabase_user('cand');
select tests.create_supabase_user('rec');
select tests.set_role('rec', 'RECRUITER');

insert into public.interviews (id, recruiter_id, title) values
  ('a2900000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec'), 'Queue interview');
insert into public.questions (id, interview_id, order_number, text) values
  ('a2900000-0000-4000-a000-000000000011', 'a2900000-0000-4000-a000-000000000001', 1, 'Introduce yourself.'),
  ('a2900000-0000-4000-a000-000000000012', 'a2900000-0000-4000-a000-000000000001', 2, 'Why us?');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status)
values ('a2900000-0000-4000-a000-000000000021', 'a2900000-0000-4000-a000-000000000001',
        tests.get_supabase_uid('cand'), 'Cas', 'Cand', 'cas@example.com', 'STARTED');

-- The jobs of a recording, as graphile-worker holds them: task, key and the payload's recording.
create function pg_temp.jobs_of(p_recording uuid)
returns table (task text, key text, recording text)
language sql
as $$
  select j.task_identifier, j.key, p.payload ->> 'recording_id'
  from graphile_worker.jobs j join graphile_worker._private_jobs p on p.id = j.id
  where j.key in ('recording:' || p_recording, 'remove-renditions:' || p_recording)
  order by j.id
$$;
grant execute on function pg_temp.jobs_of to public;

-- Section: an answer's first take -----------------------------------------------------------------
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a2900000-0000-4000-a000-000000000031', 'a2900000-0000-4000-a000-000000000021',
   'a2900000-0000-4000-a000-000000000011', tests.get_supabase_uid('cand'),
   'a2900000-0000-4000-a000-000000000021/a2900000-0000-4000-a000-000000000011/1.webm');
select results_eq(
  $$ select source_bucket, source_path, status::text from public.recording_media
     where response_id = 'a2900000-0000-4000-a000-000000000031' $$,
  $$ values ('responses'::text,
             'a2900000-0000-4000-a000-000000000021/a2900000-0000-4000-a000-000000000011/1.webm'::text,
             'QUEUED'::text) $$,
  'A saved recorded answer gets a QUEUED recording_media row naming its take.'
);

select results_eq(
  $$ select * from pg_temp.jobs_of((select id from public.recording_media
                                    where response_id = 'a2900000-0000-4000-a000-000000000031')) $$,
  $$ select 'process_recording'::text, 'recording:' || id, id::text from public.recording_media
     where response_id = 'a2900000-0000-4000-a000-000000000031' $$,
  'Saving it added one process_recording job keyed recording:<id> with the recording''s id.'
);

-- Section: the worker's result, then a new take ---------------------------------------------------
-- A second answer, processed by the worker (as postgres), then retaken.
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a2900000-0000-4000-a000-000000000032', 'a2900000-0000-4000-a000-000000000021',
   'a2900000-0000-4000-a000-000000000012', tests.get_supabase_uid('cand'),
   'a2900000-0000-4000-a000-000000000021/a2900000-0000-4000-a000-000000000012/1.webm');
create temporary table second_recording on commit drop as
  select id from public.recording_media where response_id = 'a2900000-0000-4000-a000-000000000032';

select results_eq(
  $$ select * from pg_temp.jobs_of((select id from second_recording)) $$,
  $$ select 'process_recording'::text, 'recording:' || id, id::text from second_recording $$,
  'The second answer has its own job.'
);

update public.recording_media
set status = 'READY', duration_seconds = 12.5, has_video = true, processed_at = now(),
    seekable_path = id || '/seekable.webm', playback_path = id || '/playback.mp4',
    poster_path = id || '/poster.jpg', speech_path = id || '/speech.mp3'
where id = (select id from second_recording);
delete from graphile_worker._private_jobs where key = 'recording:' || (select id from second_recording);

-- The candidate retakes: the same answer names take 2.
update public.responses
set media_path = 'a2900000-0000-4000-a000-000000000021/a2900000-0000-4000-a000-000000000012/2.webm'
where id = 'a2900000-0000-4000-a000-000000000032';

select results_eq(
  $$ select id, source_path, status::text, error, duration_seconds, has_video, seekable_path,
            playback_path, poster_path, speech_path, processed_at
     from public.recording_media where response_id = 'a2900000-0000-4000-a000-000000000032' $$,
  $$ select id, 'a2900000-0000-4000-a000-000000000021/a2900000-0000-4000-a000-000000000012/2.webm'::text,
            'QUEUED'::text, null::text, null::numeric, null::boolean, null::text, null::text, null::text,
            null::text, null::timestamptz
     from second_recording $$,
  'A new take resets the same row to QUEUED with the new source and none of the old results.'
);

select results_eq(
  $$ select * from pg_temp.jobs_of((select id from second_recording)) $$,
  $$ select 'process_recording'::text, 'recording:' || id, id::text from second_recording $$,
  'A new take queues the recording again: one process_recording job.'
);

update public.responses
set media_path = 'a2900000-0000-4000-a000-000000000021/a2900000-0000-4000-a000-000000000012/3.webm'
where id = 'a2900000-0000-4000-a000-000000000032';
select is(
  (select count(*)::int from pg_temp.jobs_of((select id from second_recording))),
  1,
  'Another take while the job waits still leaves one job for the recording (its key).'
);

update public.responses set response_text = 'Also in words.' where id = 'a2900000-0000-4000-a000-000000000032';
select is(
  (select count(*)::int from pg_temp.jobs_of((select id from second_recording))),
  1,
  'Changing anything but the take queues nothing more.'
);

-- Section: a video resume -------------------------------------------------------------------------
insert into public.video_resumes (id, candidate_id, video_path, public_url) values
  ('a2900000-0000-4000-a000-000000000041', tests.get_supabase_uid('cand'),
   tests.get_supabase_uid('cand') || '/one.webm', 'video-resume-a2900000-0000-4000-a000-000000000041');
create temporary table resume_recording on commit drop as
  select id from public.recording_media where video_resume_id = 'a2900000-0000-4000-a000-000000000041';

select results_eq(
  $$ select m.source_bucket, m.source_path, m.status::text from public.recording_media m
     where m.video_resume_id = 'a2900000-0000-4000-a000-000000000041' $$,
  $$ values ('resumes'::text, tests.get_supabase_uid('cand') || '/one.webm', 'QUEUED'::text) $$,
  'A saved video resume gets a QUEUED recording_media row naming its video.'
);
select results_eq(
  $$ select * from pg_temp.jobs_of((select id from resume_recording)) $$,
  $$ select 'process_recording'::text, 'recording:' || id, id::text from resume_recording $$,
  'Saving a video resume adds its process_recording job.'
);

update public.recording_media set status = 'FAILED', error = 'The recording could not be read'
where id = (select id from resume_recording);
update public.video_resumes set video_path = tests.get_supabase_uid('cand') || '/two.webm'
where id = 'a2900000-0000-4000-a000-000000000041';
select results_eq(
  $$ select source_path, status::text, error from public.recording_media
     where video_resume_id = 'a2900000-0000-4000-a000-000000000041' $$,
  $$ values (tests.get_supabase_uid('cand') || '/two.webm', 'QUEUED'::text, null::text) $$,
  'A new resume video queues its failed row again, the reason cleared.'
);

-- Section: deletion -------------------------------------------------------------------------------
delete from public.video_resumes where id = 'a2900000-0000-4000-a000-000000000041';
select is_empty(
  $$ select 1 from public.recording_media where id = (select id from resume_recording) $$,
  'Deleting the resume deletes its recording row.'
);
select results_eq(
  $$ select * from pg_temp.jobs_of((select id from resume_recording)) where task = 'remove_renditions' $$,
  $$ select 'remove_renditions'::text, 'remove-renditions:' || id, id::text from resume_recording $$,
  'Deleting it queues the removal of its renditions.'
);

delete from public.invitations where id = 'a2900000-0000-4000-a000-000000000021';
select results_eq(
  $$ select * from pg_temp.jobs_of((select id from second_recording)) where task = 'remove_renditions' $$,
  $$ select 'remove_renditions'::text, 'remove-renditions:' || id, id::text from second_recording $$,
  'Deleting the invitation queues the removal of its answers'' renditions.'
);

-- Section: who can enqueue ------------------------------------------------------------------------
select tests.authenticate_as('cand');
select throws_ok(
  $$ select private.enqueue_job('process_recording', '{"recording_id": "a2900000-0000-4000-a000-0000000000a1"}') $$,
  '42501', null,
  'A signed-in user cannot add jobs.'
);
select throws_ok(
  $$ select private.queue_recording(null, 'a2900000-0000-4000-a000-000000000041', 'resumes', 'x/y.webm') $$,
  '42501', null,
  'A signed-in user cannot queue a recording.'
);

select tests.clear_authentication();
select throws_ok(
  $$ select private.enqueue_job('remove_renditions', '{"recording_id": "a2900000-0000-4000-a000-0000000000a1"}') $$,
  '42501', null,
  'Anon cannot add jobs.'
);

select * from finish();
rollback;
