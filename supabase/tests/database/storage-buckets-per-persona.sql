-- Storage: the two private buckets, and who may insert, read, update and delete objects in each, for
-- every persona (anon, candidate A, candidate B, the owning recruiter, another recruiter, an admin).
-- Storage writes and reads object rows as the caller (role authenticated with their JWT claims,
-- owner_id = their uid as text), so each persona acts on storage.objects directly.
--   responses/<invitation_id>/<question_id>/<take>.webm: the candidate bound to a STARTED, unexpired
--     invitation uploads takes 1-3 and removes discarded ones; the owning recruiter and admins read
--     the submitted take only (take-answer-takes.sql tests the take rules) and delete.
--   resumes/<user_id>/<file>: its owner only.
-- Ids of this file start with a9000000 so it never meets the seed or another file's rows.
begin;
select plan(65);

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
-- Interview ...01 (question ...11) is the owning recruiter's; its invitations are bound to candidate A:
-- ...21 STARTED, ...22 PENDING, ...23 COMPLETED, ...24 STARTED but expired.
-- Interview ...02 (question ...12) is the other recruiter's; invitation ...25 is candidate B's, STARTED.
insert into public.interviews (id, recruiter_id, title) values
  ('a9000000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec_owner'), 'Storage interview'),
  ('a9000000-0000-4000-a000-000000000002', tests.get_supabase_uid('rec_other'), 'Other storage interview');

insert into public.questions (id, interview_id, order_number, text) values
  ('a9000000-0000-4000-a000-000000000011', 'a9000000-0000-4000-a000-000000000001', 1, 'Introduce yourself.'),
  ('a9000000-0000-4000-a000-000000000013', 'a9000000-0000-4000-a000-000000000001', 2, 'Why us?'),
  ('a9000000-0000-4000-a000-000000000012', 'a9000000-0000-4000-a000-000000000002', 1, 'Introduce yourself.');

insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, created_at, expires_at)
values
  ('a9000000-0000-4000-a000-000000000021', 'a9000000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'),
   'Alice', 'Able', 'alice@example.com', 'STARTED', now(), now() + interval '7 days'),
  ('a9000000-0000-4000-a000-000000000022', 'a9000000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'),
   'Alice', 'Able', 'alice@example.com', 'PENDING', now(), now() + interval '7 days'),
  ('a9000000-0000-4000-a000-000000000023', 'a9000000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'),
   'Alice', 'Able', 'alice@example.com', 'COMPLETED', now(), now() + interval '7 days'),
  ('a9000000-0000-4000-a000-000000000024', 'a9000000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'),
   'Alice', 'Able', 'alice@example.com', 'STARTED', now() - interval '30 days', now() - interval '1 day'),
  ('a9000000-0000-4000-a000-000000000025', 'a9000000-0000-4000-a000-000000000002', tests.get_supabase_uid('cand_b'),
   'Bea', 'Baker', 'bea@example.com', 'STARTED', now(), now() + interval '7 days');

-- Objects already uploaded: A's take 1 (not submitted) in the STARTED invitation, A's submitted
-- answer in the COMPLETED one, a file in A's STARTED folder that A did not upload, and B's
-- submitted answer in the other interview.
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/1.webm',
   tests.get_supabase_uid('cand_a'), tests.get_supabase_uid('cand_a')::text),
  ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/3.webm', null, null),
  ('responses', 'a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/1.webm',
   tests.get_supabase_uid('cand_a'), tests.get_supabase_uid('cand_a')::text),
  ('responses', 'a9000000-0000-4000-a000-000000000025/a9000000-0000-4000-a000-000000000012/1.webm',
   tests.get_supabase_uid('cand_b'), tests.get_supabase_uid('cand_b')::text),
  ('resumes', tests.get_supabase_uid('cand_a') || '/resume.webm',
   tests.get_supabase_uid('cand_a'), tests.get_supabase_uid('cand_a')::text),
  ('resumes', tests.get_supabase_uid('cand_b') || '/resume.webm',
   tests.get_supabase_uid('cand_b'), tests.get_supabase_uid('cand_b')::text);

insert into public.responses (invitation_id, question_id, candidate_id, media_path) values
  ('a9000000-0000-4000-a000-000000000023', 'a9000000-0000-4000-a000-000000000011', tests.get_supabase_uid('cand_a'),
   'a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/1.webm'),
  ('a9000000-0000-4000-a000-000000000025', 'a9000000-0000-4000-a000-000000000012', tests.get_supabase_uid('cand_b'),
   'a9000000-0000-4000-a000-000000000025/a9000000-0000-4000-a000-000000000012/1.webm');

-- Section: buckets --------------------------------------------------------------------------------
select results_eq(
  $$ select id, public from storage.buckets where id in ('responses', 'resumes') order by id $$,
  $$ values ('responses'::text, false), ('resumes'::text, false) $$,
  'Both buckets, responses and resumes, exist and are private.'
);

select results_eq(
  $$ select id from storage.buckets where id in ('responses', 'resumes') and file_size_limit > 0 order by id $$,
  $$ values ('responses'::text), ('resumes'::text) $$,
  'Both buckets have a file size limit.'
);

select results_eq(
  $$ select id from storage.buckets
     where id in ('responses', 'resumes') and allowed_mime_types @> array['video/webm', 'audio/webm'] order by id $$,
  $$ values ('responses'::text), ('resumes'::text) $$,
  'Both buckets allow video/webm and audio/webm.'
);

-- Section: responses bucket, INSERT ---------------------------------------------------------------
select tests.authenticate_as('cand_a');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/2.webm',
             auth.uid(), auth.uid()::text) $$,
  'The bound candidate uploads into their STARTED, unexpired invitation''s folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000022/a9000000-0000-4000-a000-000000000011/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'The same candidate cannot upload into a PENDING invitation''s folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/2.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'The same candidate cannot upload into a COMPLETED invitation''s folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000024/a9000000-0000-4000-a000-000000000011/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'The same candidate cannot upload into an expired invitation''s folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'answers/a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/x.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'An object name that does not start with an invitation uuid folder is refused.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A bare invitation uuid with no file part is refused.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'An invitation folder with an empty file name is refused.'
);

select tests.authenticate_as('cand_b');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000013/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'Candidate B cannot upload into candidate A''s invitation folder.'
);

select tests.authenticate_as('rec_owner');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000013/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'The owning recruiter cannot upload a response.'
);

select tests.authenticate_as('rec_other');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000013/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'Another recruiter cannot upload a response.'
);

select tests.authenticate_as('admin');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000013/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'An admin cannot upload a response.'
);

select tests.clear_authentication();
select throws_ok(
  $$ insert into storage.objects (bucket_id, name)
     values ('responses', 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000013/1.webm') $$,
  '42501', null,
  'Anon cannot upload a response.'
);

-- Section: responses bucket, SELECT ---------------------------------------------------------------
select tests.authenticate_as('rec_owner');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' order by name $$,
  $$ values ('a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/1.webm'::text) $$,
  'The owning recruiter reads the submitted recordings of their invitations, no unsubmitted take, none of another recruiter''s.'
);

select tests.authenticate_as('admin');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' order by name $$,
  $$ values ('a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/1.webm'::text),
            ('a9000000-0000-4000-a000-000000000025/a9000000-0000-4000-a000-000000000012/1.webm'::text) $$,
  'An admin reads every submitted recording, no unsubmitted take.'
);

select tests.authenticate_as('cand_a');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' order by name $$,
  $$ values ('a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/1.webm'::text),
            ('a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/2.webm'::text) $$,
  'The uploader reads their own recordings while the invitation is STARTED; not after it is completed, not others'' files.'
);

select tests.authenticate_as('cand_b');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' order by name $$,
  $$ values ('a9000000-0000-4000-a000-000000000025/a9000000-0000-4000-a000-000000000012/1.webm'::text) $$,
  'Candidate B reads only their own recording, none of candidate A''s.'
);

select tests.authenticate_as('rec_other');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' order by name $$,
  $$ values ('a9000000-0000-4000-a000-000000000025/a9000000-0000-4000-a000-000000000012/1.webm'::text) $$,
  'Another recruiter reads only the recordings of their own invitations, none of the owning recruiter''s.'
);

select tests.clear_authentication();
select is_empty(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' $$,
  'Anon reads no recording.'
);

-- Section: responses bucket, UPDATE ---------------------------------------------------------------
select tests.authenticate_as('cand_a');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 2048}'
                         where bucket_id = 'responses'
                           and name = 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/1.webm' $$),
  1,
  'The uploader overwrites their own recording while the invitation is STARTED.'
);

select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 2048}'
                         where bucket_id = 'responses'
                           and name = 'a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/1.webm' $$),
  0,
  'The uploader cannot overwrite a recording once the invitation is COMPLETED (0 rows).'
);

select throws_ok(
  $$ update storage.objects set name = 'a9000000-0000-4000-a000-000000000022/a9000000-0000-4000-a000-000000000011/moved.webm'
     where bucket_id = 'responses'
       and name = 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/1.webm' $$,
  '42501', null,
  'The uploader cannot move a recording into an invitation that is not STARTED.'
);

select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'Candidate B cannot overwrite candidate A''s recordings (0 rows).'
);

select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'The owning recruiter cannot overwrite a recording (0 rows).'
);

select tests.authenticate_as('rec_other');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'Another recruiter cannot overwrite a recording (0 rows).'
);

select tests.authenticate_as('admin');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'An admin cannot overwrite a recording (0 rows).'
);

select tests.clear_authentication();
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'Anon cannot overwrite a recording (0 rows).'
);

-- Section: responses bucket, DELETE ---------------------------------------------------------------
-- A DELETE that does not come from the Storage API would leave the file behind: Storage refuses it,
-- whoever asks, the table owner's role included.
select tests.authenticate_as('cand_a');
select throws_ok(
  $$ delete from storage.objects where bucket_id = 'responses'
       and name = 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/2.webm' $$,
  '42501',
  'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'A direct delete of an object, without the Storage API''s setting, is refused.'
);
select tests.clear_authentication();
select throws_ok(
  $$ delete from storage.buckets where id = 'responses' $$,
  '42501',
  'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'A direct delete of a bucket is refused, even to postgres.'
);

-- From here the deletes stand for the Storage API's, which sets storage.allow_delete_query on each
-- request; row-level security decides which rows the caller may delete.
select set_config('storage.allow_delete_query', 'true', true);
select tests.authenticate_as('cand_a');
select is(
  tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses'
                           and name = 'a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/2.webm' $$),
  1,
  'The candidate removes a discarded take of their own while the invitation is STARTED.'
);

select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000023/%' $$),
  0,
  'The candidate cannot delete a recording once the invitation is COMPLETED (0 rows).'
);

select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000025/%' $$),
  0,
  'The candidate cannot delete their submitted take (0 rows).'
);

select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'Candidate B cannot delete candidate A''s recordings (0 rows).'
);

select tests.authenticate_as('rec_other');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'Another recruiter cannot delete the owning recruiter''s recordings (0 rows).'
);

select tests.clear_authentication();
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'responses' and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'Anon cannot delete recordings (0 rows).'
);

select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses'
                           and name like 'a9000000-0000-4000-a000-000000000021/%' $$),
  0,
  'The owning recruiter cannot delete an unsubmitted take, which they may not read (0 rows).'
);

select is(
  tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses'
                           and name = 'a9000000-0000-4000-a000-000000000023/a9000000-0000-4000-a000-000000000011/1.webm' $$),
  1,
  'The owning recruiter deletes a recording of their invitation.'
);

select tests.authenticate_as('admin');
select is(
  tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses'
                           and name = 'a9000000-0000-4000-a000-000000000025/a9000000-0000-4000-a000-000000000012/1.webm' $$),
  1,
  'An admin deletes any submitted recording.'
);

select tests.reset_authentication();
select results_eq(
  $$ select name, metadata from storage.objects where bucket_id = 'responses' and name like 'a9000000-%' order by name $$,
  $$ values ('a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/1.webm'::text, '{"size": 2048}'::jsonb),
            ('a9000000-0000-4000-a000-000000000021/a9000000-0000-4000-a000-000000000011/3.webm'::text, null::jsonb) $$,
  'Only the candidate''s, the owning recruiter''s and the admin''s deletes took effect, and no forbidden overwrite did.'
);

-- Section: resumes bucket, INSERT -----------------------------------------------------------------
select tests.authenticate_as('cand_a');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', tests.get_supabase_uid('cand_a') || '/new.webm', auth.uid(), auth.uid()::text) $$,
  'A user uploads a video resume into their own folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', tests.get_supabase_uid('cand_a') || '/', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A user cannot create an object with an empty file name in their own folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', tests.get_supabase_uid('cand_b') || '/planted.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A user cannot upload into another user''s folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', 'loose.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A user cannot upload outside any folder.'
);

select tests.authenticate_as('rec_owner');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', tests.get_supabase_uid('cand_a') || '/rec.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'A recruiter cannot upload into a candidate''s resume folder.'
);

select tests.authenticate_as('admin');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', tests.get_supabase_uid('cand_a') || '/admin.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'An admin cannot upload into a candidate''s resume folder.'
);

select tests.clear_authentication();
select throws_ok(
  $$ insert into storage.objects (bucket_id, name)
     values ('resumes', tests.get_supabase_uid('cand_a') || '/anon.webm') $$,
  '42501', null,
  'Anon cannot upload a video resume.'
);

-- Section: resumes bucket, SELECT -----------------------------------------------------------------
select tests.authenticate_as('cand_a');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'resumes'
       and split_part(name, '/', 1) in (tests.get_supabase_uid('cand_a')::text, tests.get_supabase_uid('cand_b')::text)
     order by name $$,
  $$ values (tests.get_supabase_uid('cand_a') || '/new.webm'), (tests.get_supabase_uid('cand_a') || '/resume.webm') $$,
  'A user reads the files of their own folder, not another user''s.'
);

select tests.authenticate_as('cand_b');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'resumes'
       and split_part(name, '/', 1) in (tests.get_supabase_uid('cand_a')::text, tests.get_supabase_uid('cand_b')::text)
     order by name $$,
  $$ values (tests.get_supabase_uid('cand_b') || '/resume.webm') $$,
  'Candidate B reads only their own folder.'
);

select tests.authenticate_as('rec_owner');
select is_empty(
  $$ select name from storage.objects where bucket_id = 'resumes'
       and split_part(name, '/', 1) in (tests.get_supabase_uid('cand_a')::text, tests.get_supabase_uid('cand_b')::text) $$,
  'A recruiter reads no candidate''s resume files.'
);

select tests.authenticate_as('admin');
select is_empty(
  $$ select name from storage.objects where bucket_id = 'resumes'
       and split_part(name, '/', 1) in (tests.get_supabase_uid('cand_a')::text, tests.get_supabase_uid('cand_b')::text) $$,
  'An admin reads no candidate''s resume files either.'
);

select tests.clear_authentication();
select is_empty(
  $$ select name from storage.objects where bucket_id = 'resumes'
       and split_part(name, '/', 1) in (tests.get_supabase_uid('cand_a')::text, tests.get_supabase_uid('cand_b')::text) $$,
  'Anon reads no resume files.'
);

-- Section: resumes bucket, UPDATE -----------------------------------------------------------------
select tests.authenticate_as('cand_a');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 4096}'
                         where bucket_id = 'resumes' and name = tests.get_supabase_uid('cand_a') || '/resume.webm' $$),
  1,
  'A user overwrites a file in their own folder.'
);

select throws_ok(
  $$ update storage.objects set name = tests.get_supabase_uid('cand_b') || '/moved.webm'
     where bucket_id = 'resumes' and name = tests.get_supabase_uid('cand_a') || '/resume.webm' $$,
  '42501', null,
  'A user cannot move a file into another user''s folder.'
);

select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'Candidate B cannot overwrite candidate A''s files (0 rows).'
);

select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'A recruiter cannot overwrite a candidate''s resume files (0 rows).'
);

select tests.authenticate_as('admin');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'An admin cannot overwrite a candidate''s resume files (0 rows).'
);

select tests.clear_authentication();
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'Anon cannot overwrite resume files (0 rows).'
);

-- Section: resumes bucket, DELETE -----------------------------------------------------------------
select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'Candidate B cannot delete candidate A''s files (0 rows).'
);

select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'A recruiter cannot delete a candidate''s resume files (0 rows).'
);

select tests.authenticate_as('admin');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'An admin cannot delete a candidate''s resume files (0 rows).'
);

select tests.clear_authentication();
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'resumes' and split_part(name, '/', 1) = tests.get_supabase_uid('cand_a')::text $$),
  0,
  'Anon cannot delete resume files (0 rows).'
);

select tests.authenticate_as('cand_a');
select is(
  tests.affected_rows($$ delete from storage.objects
                         where bucket_id = 'resumes' and name = tests.get_supabase_uid('cand_a') || '/resume.webm' $$),
  1,
  'A user deletes a file from their own folder.'
);

select tests.reset_authentication();
select results_eq(
  $$ select name, metadata from storage.objects where bucket_id = 'resumes'
       and split_part(name, '/', 1) in (tests.get_supabase_uid('cand_a')::text, tests.get_supabase_uid('cand_b')::text)
     order by name $$,
  $$ select * from (values (tests.get_supabase_uid('cand_a') || '/new.webm', null::jsonb),
                          (tests.get_supabase_uid('cand_b') || '/resume.webm', null::jsonb)) expected
     order by 1 $$,
  'Only the owner''s own delete took effect in the resumes bucket, and no forbidden overwrite did.'
);

select * from finish();
rollback;
