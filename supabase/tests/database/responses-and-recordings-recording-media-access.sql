-- Who reads the worker's output (issue #16): recording_media rows and the renditions bucket's
-- objects, per persona. An answer's recording is read by its reviewers (the owning recruiter, an
-- admin); a video resume's by its owner. Nobody but the worker (the secret key) writes either.
-- Recordings: ...a1 candidate A's answer to the owning recruiter, ...a2 candidate B's answer to
-- the other recruiter, ...a3 candidate A's resume, ...a4 candidate B's resume.
-- Ids of this file start with a2800000 so it never meets the seed or another file's rows.
begin;
select plan(25);

-- The deletes below stand for the Storage API's: it tells Storage's delete protection so on each
-- request, and row-level security then decides as it does for the API.
select set_config('storage.allow_delete_query', 'true', true);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('cand_a');
select tests.create_supabase_user('cand_b');
select tests.create_supabase_user('rec_owner');
select tests.create_supabase_user('rec_other');
select tests.create_supabase_user('admin');
select tests.set_role('rec_owner', 'RECRUITER');
select tests.set_role('rec_other', 'RECRUITER');
select tests.set_role('admin', 'ADMIN');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, recruiter_id, title) values
  ('a2800000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec_owner'), 'Owner''s interview'),
  ('a2800000-0000-4000-a000-000000000002', tests.get_supabase_uid('rec_other'), 'Other interview');
insert into public.questions (id, interview_id, order_number, text) values
  ('a2800000-0000-4000-a000-000000000011', 'a2800000-0000-4000-a000-000000000001', 1, 'Introduce yourself.'),
  ('a2800000-0000-4000-a000-000000000012', 'a2800000-0000-4000-a000-000000000002', 1, 'Introduce yourself.');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status)
values
  ('a2800000-0000-4000-a000-000000000021', 'a2800000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'),
   'Alice', 'Able', 'alice@example.com', 'STARTED'),
  ('a2800000-0000-4000-a000-000000000022', 'a2800000-0000-4000-a000-000000000002', tests.get_supabase_uid('cand_b'),
   'Bea', 'Baker', 'bea@example.com', 'STARTED');
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a2800000-0000-4000-a000-000000000031', 'a2800000-0000-4000-a000-000000000021',
   'a2800000-0000-4000-a000-000000000011', tests.get_supabase_uid('cand_a'),
   'a2800000-0000-4000-a000-000000000021/a2800000-0000-4000-a000-000000000011/1.webm'),
  ('a2800000-0000-4000-a000-000000000032', 'a2800000-0000-4000-a000-000000000022',
   'a2800000-0000-4000-a000-000000000012', tests.get_supabase_uid('cand_b'),
   'a2800000-0000-4000-a000-000000000022/a2800000-0000-4000-a000-000000000012/1.webm');
insert into public.video_resumes (id, candidate_id, video_path, public_url) values
  ('a2800000-0000-4000-a000-000000000041', tests.get_supabase_uid('cand_a'),
   tests.get_supabase_uid('cand_a') || '/resume.webm', 'video-resume-a2800000-0000-4000-a000-000000000041'),
  ('a2800000-0000-4000-a000-000000000042', tests.get_supabase_uid('cand_b'),
   tests.get_supabase_uid('cand_b') || '/resume.webm', 'video-resume-a2800000-0000-4000-a000-000000000042');

-- The rows the saving triggers made, given known ids, each with a rendition as the worker stores it.
update public.recording_media set id = 'a2800000-0000-4000-a000-0000000000a1'
  where response_id = 'a2800000-0000-4000-a000-000000000031';
update public.recording_media set id = 'a2800000-0000-4000-a000-0000000000a2'
  where response_id = 'a2800000-0000-4000-a000-000000000032';
update public.recording_media set id = 'a2800000-0000-4000-a000-0000000000a3'
  where video_resume_id = 'a2800000-0000-4000-a000-000000000041';
update public.recording_media set id = 'a2800000-0000-4000-a000-0000000000a4'
  where video_resume_id = 'a2800000-0000-4000-a000-000000000042';
insert into storage.objects (bucket_id, name)
select 'renditions', id || '/poster.jpg' from public.recording_media where id::text like 'a2800000-%';

select is(
  (select count(*)::int from public.recording_media where id::text like 'a2800000-%'),
  4,
  'Saving two answers and two resumes made four recording_media rows.'
);

select results_eq(
  $$ select id::text, public from storage.buckets where id = 'renditions' $$,
  $$ values ('renditions'::text, false) $$,
  'The renditions bucket exists and is private.'
);

-- Section: recording_media, SELECT ----------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ select id from public.recording_media $$,
  '42501', null,
  'Anon cannot read recording_media.'
);

select tests.authenticate_as('cand_a');
select results_eq(
  $$ select id::text from public.recording_media where id::text like 'a2800000-%' order by id $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a3') $$,
  'Candidate A reads their own resume''s recording, not their answers'' (a reviewer''s), none of B''s.'
);

select tests.authenticate_as('cand_b');
select results_eq(
  $$ select id::text from public.recording_media where id::text like 'a2800000-%' order by id $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a4') $$,
  'Candidate B reads their own resume''s recording only.'
);

select tests.authenticate_as('rec_owner');
select results_eq(
  $$ select id::text from public.recording_media where id::text like 'a2800000-%' order by id $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a1') $$,
  'The owning recruiter reads the recording of the answer to their interview only.'
);

select tests.authenticate_as('rec_other');
select results_eq(
  $$ select id::text from public.recording_media where id::text like 'a2800000-%' order by id $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a2') $$,
  'Another recruiter reads the recordings of their own interviews, not the owning recruiter''s.'
);

select tests.authenticate_as('admin');
select results_eq(
  $$ select id::text from public.recording_media where id::text like 'a2800000-%' order by id $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a1'), ('a2800000-0000-4000-a000-0000000000a2') $$,
  'An admin reads every answer''s recording; a resume''s is its owner''s alone.'
);

-- Section: recording_media, writes ----------------------------------------------------------------
select tests.authenticate_as('rec_owner');
select throws_ok(
  $$ update public.recording_media set status = 'READY' where id = 'a2800000-0000-4000-a000-0000000000a1' $$,
  '42501', null,
  'The owning recruiter cannot mark a recording ready.'
);
select throws_ok(
  $$ delete from public.recording_media where id = 'a2800000-0000-4000-a000-0000000000a1' $$,
  '42501', null,
  'The owning recruiter cannot delete a recording row.'
);

select tests.authenticate_as('cand_a');
select throws_ok(
  $$ insert into public.recording_media (video_resume_id, source_bucket, source_path)
     values ('a2800000-0000-4000-a000-000000000041', 'resumes', 'x/y.webm') $$,
  '42501', null,
  'A resume owner cannot insert a recording row.'
);
select throws_ok(
  $$ update public.recording_media set duration_seconds = 1 where id = 'a2800000-0000-4000-a000-0000000000a3' $$,
  '42501', null,
  'A resume owner cannot change their recording''s row.'
);

-- Section: renditions bucket, SELECT --------------------------------------------------------------
select tests.clear_authentication();
select is_empty(
  $$ select name from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' $$,
  'Anon reads no rendition.'
);

select tests.authenticate_as('cand_a');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' order by name $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a3/poster.jpg'::text) $$,
  'Candidate A reads their resume''s renditions only.'
);

select tests.authenticate_as('cand_b');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' order by name $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a4/poster.jpg'::text) $$,
  'Candidate B reads their resume''s renditions only.'
);

select tests.authenticate_as('rec_owner');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' order by name $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a1/poster.jpg'::text) $$,
  'The owning recruiter reads the renditions of their interview''s answer only.'
);

select tests.authenticate_as('rec_other');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' order by name $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a2/poster.jpg'::text) $$,
  'Another recruiter reads their own answers'' renditions, not the owning recruiter''s.'
);

select tests.authenticate_as('admin');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' order by name $$,
  $$ values ('a2800000-0000-4000-a000-0000000000a1/poster.jpg'::text),
            ('a2800000-0000-4000-a000-0000000000a2/poster.jpg'::text) $$,
  'An admin reads every answer''s renditions, no resume''s.'
);

-- Section: renditions bucket, writes --------------------------------------------------------------
select tests.authenticate_as('rec_owner');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('renditions', 'a2800000-0000-4000-a000-0000000000a1/playback.mp4', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'The owning recruiter cannot store a rendition.'
);
select is(
  tests.affected_rows($$ delete from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' $$),
  0,
  'The owning recruiter cannot delete a rendition.'
);
select is(
  tests.affected_rows($$ update storage.objects set name = name || 'x' where bucket_id = 'renditions' and name like 'a2800000-%' $$),
  0,
  'The owning recruiter cannot rename a rendition.'
);

select tests.authenticate_as('cand_a');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('renditions', 'a2800000-0000-4000-a000-0000000000a3/poster.jpg', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A resume owner cannot store a rendition of their own resume.'
);
select is(
  tests.affected_rows($$ delete from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%' $$),
  0,
  'A resume owner cannot delete their resume''s renditions.'
);

select tests.clear_authentication();
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('renditions', 'a2800000-0000-4000-a000-0000000000a1/x.jpg') $$,
  '42501', null,
  'Anon cannot store a rendition.'
);

select tests.reset_authentication();
select is(
  (select count(*)::int from storage.objects where bucket_id = 'renditions' and name like 'a2800000-%'),
  4,
  'Every rendition is still stored after the refused writes.'
);

select * from finish();
rollback;
