-- FILE questions (issue #37 item 2): the answer-files bucket and the answer's file, per persona.
--   answer-files/<invitation_id>/<question_id>/<take>.<pdf|png|jpg|docx>: the candidate bound to a
--     STARTED, unexpired invitation uploads takes of a FILE question within its attempts and removes
--     the ones not submitted; the workspace's members read the submitted file (blind review hiding
--     it until they may see the candidate), managers and admins remove it; nobody else touches it.
--   submit_answer saves the upload the api checked: this invitation's, this question's, within the
--     attempts, and the very version of the object the api read.
-- Ids start with a3700000.
--   Interview …01 (open, owner's workspace): FILE question …11 (2 attempts), VIDEO question …12.
--     Invitation …21 STARTED by candidate A; …23 STARTED by candidate B; …24 COMPLETED by B with
--     its file …24/…11/1.pdf submitted.
--   Interview …02 (blind): FILE question …13; invitation …22 COMPLETED by A, file submitted.
begin;
select plan(54);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t37_owner');
select tests.create_supabase_user('t37_recruiter');
select tests.create_supabase_user('t37_reviewer');
select tests.create_supabase_user('t37_outsider');
select tests.create_supabase_user('t37_admin');
select tests.create_supabase_user('t37_cand_a');
select tests.create_supabase_user('t37_cand_b');
select tests.set_role('t37_owner', 'RECRUITER');
select tests.set_role('t37_outsider', 'RECRUITER');
select tests.set_role('t37_admin', 'ADMIN');
select set_config('t37.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t37_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_recruiter'), 'RECRUITER'),
  (current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title, anonymous_review) values
  ('a3700000-0000-4000-a000-000000000001', current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_owner'), 'T37 open', false),
  ('a3700000-0000-4000-a000-000000000002', current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_owner'), 'T37 blind', true);
insert into public.questions (id, interview_id, order_number, text, response_format, max_attempts) values
  ('a3700000-0000-4000-a000-000000000011', 'a3700000-0000-4000-a000-000000000001', 1, 'Your CV, please.', 'FILE', 2),
  ('a3700000-0000-4000-a000-000000000012', 'a3700000-0000-4000-a000-000000000001', 2, 'Introduce yourself.', 'VIDEO', 3),
  ('a3700000-0000-4000-a000-000000000013', 'a3700000-0000-4000-a000-000000000002', 1, 'Your CV, please.', 'FILE', 1);
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a3700000-0000-4000-a000-000000000021', 'a3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand_a'),
   'Ann', 'Able', 't37.21@example.com', 'STARTED'),
  ('a3700000-0000-4000-a000-000000000022', 'a3700000-0000-4000-a000-000000000002', tests.get_supabase_uid('t37_cand_a'),
   'Ann', 'Able', 't37.22@example.com', 'STARTED'),
  ('a3700000-0000-4000-a000-000000000023', 'a3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand_b'),
   'Bea', 'Baker', 't37.23@example.com', 'STARTED'),
  ('a3700000-0000-4000-a000-000000000024', 'a3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand_b'),
   'Bea', 'Baker', 't37.24@example.com', 'STARTED');
insert into storage.objects (bucket_id, name, owner_id, version) values
  ('answer-files', 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf',
   tests.get_supabase_uid('t37_cand_a')::text, 'v1'),
  ('answer-files', 'a3700000-0000-4000-a000-000000000022/a3700000-0000-4000-a000-000000000013/1.pdf',
   tests.get_supabase_uid('t37_cand_a')::text, 'v1'),
  ('answer-files', 'a3700000-0000-4000-a000-000000000023/a3700000-0000-4000-a000-000000000011/1.pdf',
   tests.get_supabase_uid('t37_cand_b')::text, 'v1'),
  ('answer-files', 'a3700000-0000-4000-a000-000000000024/a3700000-0000-4000-a000-000000000011/1.pdf',
   tests.get_supabase_uid('t37_cand_b')::text, 'v1');
insert into public.responses (invitation_id, question_id, candidate_id, file_path, file_name, file_type, file_size)
select inv::uuid, q::uuid, tests.get_supabase_uid(cand), inv || '/' || q || '/1.pdf', 'cv.pdf', 'application/pdf', 1000
from (values ('a3700000-0000-4000-a000-000000000022', 'a3700000-0000-4000-a000-000000000013', 't37_cand_a'),
             ('a3700000-0000-4000-a000-000000000024', 'a3700000-0000-4000-a000-000000000011', 't37_cand_b')) as a(inv, q, cand);
update public.invitations set status = 'COMPLETED'
  where id in ('a3700000-0000-4000-a000-000000000022', 'a3700000-0000-4000-a000-000000000024');

-- The deletes stand for the Storage API's, which sets storage.allow_delete_query on each.
select set_config('storage.allow_delete_query', 'true', true);
select set_config('t37.token21', (select unique_link_token from public.invitations
                                  where id = 'a3700000-0000-4000-a000-000000000021'), true);

-- The answer-files objects of this file a persona reads, ids' common prefix left out (…21/…11/1.pdf reads 21/11/1.pdf).
create function pg_temp.readable() returns text[] language sql as $$
  select coalesce(array_agg(regexp_replace(name, 'a3700000-0000-4000-a000-0000000000', '', 'g') order by name), '{}')
  from storage.objects
  where bucket_id = 'answer-files' and name like 'a3700000-%'
$$;
grant execute on function pg_temp.readable() to anon, authenticated;

create function pg_temp.upload(p_name text) returns void language sql as $$
  insert into storage.objects (bucket_id, name, owner, owner_id, version)
  values ('answer-files', 'a3700000-0000-4000-a000-0000000000' || p_name, auth.uid(), auth.uid()::text, 'v1')
$$;
grant execute on function pg_temp.upload(text) to anon, authenticated;

create function pg_temp.submit(p_invitation text, p_question text, p_path text, p_version text default 'v1')
returns jsonb language sql as $$
  select public.submit_answer(
    current_setting('t37.token' || p_invitation),
    ('a3700000-0000-4000-a000-0000000000' || p_question)::uuid,
    p_file_path => regexp_replace(p_path, '(\d\d)', 'a3700000-0000-4000-a000-0000000000\1', 'g'),
    p_file_name => 'cv.pdf', p_file_type => 'application/pdf', p_file_size => 1000, p_file_version => p_version)
$$;
grant execute on function pg_temp.submit(text, text, text, text) to authenticated;

-- Section: the bucket -----------------------------------------------------------------------------
select results_eq(
  $$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'answer-files' $$,
  $$ values (false, 20971520::bigint, array['application/pdf', 'image/png', 'image/jpeg',
             'application/vnd.openxmlformats-officedocument.wordprocessingml.document']) $$,
  'answer-files is private, takes 20 MiB at most, and PDF, PNG, JPEG and Word documents only.'
);

-- Section: INSERT -----------------------------------------------------------------------------------
select tests.authenticate_as('t37_cand_a');
select lives_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/2.docx') $$,
  'The bound candidate uploads take 2 of a FILE question with 2 attempts.');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/3.pdf') $$, '42501', null,
  'Take 3 of a question with 2 attempts is refused.');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000012/1.pdf') $$, '42501', null,
  'A file under a VIDEO question is refused.');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/1.html') $$, '42501', null,
  'A name other than <take>.<pdf|png|jpg|docx> is refused.');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null, 'A recording under a FILE question is refused in the responses bucket.');
select throws_ok($$ select pg_temp.upload('22/a3700000-0000-4000-a000-000000000013/1.png') $$, '42501', null,
  'Nothing is uploaded into a COMPLETED invitation''s folder.');
select tests.authenticate_as('t37_cand_b');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/1.png') $$, '42501', null,
  'Another candidate cannot upload into the invitation''s folder.');
select tests.authenticate_as('t37_owner');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/1.jpg') $$, '42501', null,
  'The OWNER cannot upload a candidate''s file.');
select tests.authenticate_as('t37_admin');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/1.jpg') $$, '42501', null,
  'Nor can an admin.');
select tests.clear_authentication();
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/1.jpg') $$, '42501', null,
  'Nor anon.');

-- Section: UPDATE ------------------------------------------------------------------------------------
-- A resumable upload writes its row twice; the uploader finishes their own file while they may answer.
select tests.authenticate_as('t37_cand_a');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 2048}'
                         where bucket_id = 'answer-files'
                           and name = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf' $$),
  1, 'The uploader finishes writing their own file while the invitation is STARTED.');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'answer-files'
                           and name = 'a3700000-0000-4000-a000-000000000022/a3700000-0000-4000-a000-000000000013/1.pdf' $$),
  0, 'The uploader cannot overwrite a file once the invitation is COMPLETED (0 rows).');
select tests.authenticate_as('t37_cand_b');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'answer-files'
                           and name = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf' $$),
  0, 'Another candidate cannot overwrite the file (0 rows).');
select tests.authenticate_as('t37_owner');
select is(
  tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}'
                         where bucket_id = 'answer-files'
                           and name = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf' $$),
  0, 'The OWNER cannot overwrite a candidate''s file (0 rows).');

-- Section: SELECT -----------------------------------------------------------------------------------
select tests.authenticate_as('t37_cand_a');
select is(pg_temp.readable(), array['21/11/1.pdf', '21/11/2.docx'],
  'The candidate reads their uploads of the STARTED invitation only (not the completed one''s).');
select tests.authenticate_as('t37_cand_b');
select is(pg_temp.readable(), array['23/11/1.pdf'], 'Another candidate reads only their own.');
select tests.authenticate_as('t37_owner');
select is(pg_temp.readable(), array['24/11/1.pdf'],
  'The OWNER reads the submitted file of the open interview: no upload in progress, no blind one.');
select tests.authenticate_as('t37_recruiter');
select is(pg_temp.readable(), array['24/11/1.pdf'], 'So does a RECRUITER member.');
select tests.authenticate_as('t37_reviewer');
select is(pg_temp.readable(), array['24/11/1.pdf'], 'So does a REVIEWER member.');
select tests.authenticate_as('t37_admin');
select is(pg_temp.readable(), array['24/11/1.pdf'], 'So does an admin.');
select tests.authenticate_as('t37_outsider');
select is(pg_temp.readable(), '{}'::text[], 'A member of another workspace reads nothing.');
select tests.clear_authentication();
select is(pg_temp.readable(), '{}'::text[], 'Anon reads nothing.');
select tests.authenticate_as('t37_reviewer');
select lives_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a3700000-0000-4000-a000-000000000022', auth.uid())$$,
  'The REVIEWER submits their ratings of the blind candidate.');
select is(pg_temp.readable(), array['22/13/1.pdf', '24/11/1.pdf'],
  'Having submitted, the REVIEWER reads the blind candidate''s file too.');
select tests.authenticate_as('t37_owner');
select is(pg_temp.readable(), array['24/11/1.pdf'], 'The REVIEWER''s submission reveals nothing to the OWNER.');

-- Section: submit_answer --------------------------------------------------------------------------------
select tests.authenticate_as('t37_cand_a');
select throws_ok($$ select pg_temp.submit('21', '11', '21/11/1.pdf', 'v0') $$, '22023', 'The file has not been uploaded yet',
  'A version of the object other than the one the api read is refused.');
select throws_ok($$ select pg_temp.submit('21', '11', '23/11/1.pdf') $$, '22023', 'The file must be stored under this invitation',
  'Another candidate''s upload is refused.');
select throws_ok($$ select pg_temp.submit('21', '11', '21/12/1.pdf') $$, '22023', 'The file must be stored under this question',
  'A file of another question is refused.');
select throws_ok($$ select pg_temp.submit('21', '11', '21/11/3.pdf') $$, '55000', 'No attempts left for this question (2 at most)',
  'A take beyond the question''s attempts is refused.');
select throws_ok($$ select pg_temp.submit('21', '12', '21/12/1.pdf') $$, '22023', 'Only a file question is answered by uploading a file',
  'A VIDEO question takes no file.');
select throws_ok(
  $$ select public.submit_answer(current_setting('t37.token21'),
                                 'a3700000-0000-4000-a000-000000000011', 'My CV is on my website') $$,
  '22023', 'A file question is answered by uploading a file', 'A FILE question takes no text.');
select is(pg_temp.submit('21', '11', '21/11/1.pdf') ->> 'take', '1', 'The checked upload is saved as take 1.');
select tests.reset_authentication();
select is(
  (select row(file_path, file_name, file_type, file_size, attempts)::text from public.responses
   where invitation_id = 'a3700000-0000-4000-a000-000000000021'),
  row('a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf', 'cv.pdf', 'application/pdf', 1000, 1)::text,
  'The answer holds the file''s path, name, type and size.');
select tests.authenticate_as('t37_cand_a');
select is(pg_temp.submit('21', '11', '21/11/1.pdf') ->> 'attempts', '1', 'The same file sent again is not another attempt.');
select is(tests.affected_rows($$ update storage.objects set version = 'v2'
  where bucket_id = 'answer-files' and name = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf' $$),
  0, 'The submitted file can no longer be overwritten.');
select is(tests.affected_rows($$ delete from storage.objects
  where bucket_id = 'answer-files' and name = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf' $$),
  0, 'Nor removed by the candidate.');
select is(pg_temp.submit('21', '11', '21/11/2.docx') ->> 'attempts', '2', 'A newer upload replaces it as the second attempt.');
select throws_ok($$ select pg_temp.upload('21/a3700000-0000-4000-a000-000000000011/1.png') $$, '42501', null,
  'A take older than the submitted one can no longer be written.');
select is(tests.affected_rows($$ delete from storage.objects
  where bucket_id = 'answer-files' and name = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000011/1.pdf' $$),
  1, 'The candidate removes their replaced upload.');
select tests.authenticate_as('t37_owner');
select is(pg_temp.readable(), array['21/11/2.docx', '24/11/1.pdf'], 'The OWNER reads the newly submitted file.');

-- Section: DELETE -----------------------------------------------------------------------------------
select tests.authenticate_as('t37_cand_b');
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'answer-files' and name like 'a3700000-%' $$),
  1, 'A candidate removes only their own unsubmitted upload of a STARTED invitation.');
select tests.authenticate_as('t37_reviewer');
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'answer-files' and name like 'a3700000-%' $$),
  0, 'A REVIEWER removes nothing.');
select tests.authenticate_as('t37_outsider');
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'answer-files' and name like 'a3700000-%' $$),
  0, 'A member of another workspace removes nothing.');
select tests.authenticate_as('t37_owner');
select is(
  (select array_agg(regexp_replace(n, 'a3700000-0000-4000-a000-0000000000', '', 'g') order by n)
   from private.invitation_object_names('answer-files', array['a3700000-0000-4000-a000-000000000021'::uuid]) as n),
  array['21/11/2.docx'], 'The OWNER lists every file of an invitation to remove with it.');
select throws_ok($$ select private.invitation_object_names('resumes', array['a3700000-0000-4000-a000-000000000021'::uuid]) $$,
  '22023', 'Only the responses and answer-files buckets hold invitations'' folders',
  'The listing names no other bucket''s objects.');
select is(tests.affected_rows($$ delete from storage.objects
  where bucket_id = 'answer-files' and name like 'a3700000-0000-4000-a000-000000000024/%' $$),
  1, 'The OWNER removes a submitted file.');
select tests.authenticate_as('t37_admin');
select is(tests.affected_rows($$ delete from storage.objects
  where bucket_id = 'answer-files' and name like 'a3700000-0000-4000-a000-000000000021/%' $$),
  1, 'An admin removes one.');

-- Section: the answer's columns ------------------------------------------------------------------------
select tests.reset_authentication();
select is(
  (select array_agg(name order by name) from private.invitation_stored_objects('a3700000-0000-4000-a000-000000000022')),
  array['a3700000-0000-4000-a000-000000000022/a3700000-0000-4000-a000-000000000013/1.pdf'],
  'Retention and the candidate''s deletion list an invitation''s uploaded files.');
select throws_ok(
  $$ update public.responses set file_name = '../etc/passwd' where invitation_id = 'a3700000-0000-4000-a000-000000000022' $$,
  '23514', null, 'A file name with a slash is refused.');
select throws_ok(
  $$ update public.responses set file_type = 'text/html' where invitation_id = 'a3700000-0000-4000-a000-000000000022' $$,
  '23514', null, 'A type other than the four is refused.');
select throws_ok(
  $$ update public.responses set file_size = null where invitation_id = 'a3700000-0000-4000-a000-000000000022' $$,
  '23514', null, 'A file answer names its path, name, type and size together.');
select throws_ok(
  $$ update public.responses set file_path = 'a3700000-0000-4000-a000-000000000021/a3700000-0000-4000-a000-000000000013/1.pdf'
     where invitation_id = 'a3700000-0000-4000-a000-000000000022' $$,
  '23514', null, 'A file answer''s path is in its own answer''s folder.');
select tests.authenticate_as('t37_admin');
select throws_ok(
  $$ select public.request_answer_analysis('a3700000-0000-4000-a000-000000000022',
       (select id from public.responses where invitation_id = 'a3700000-0000-4000-a000-000000000022')) $$,
  '22023', 'A file answer is not analysed: the reviewers read the file', 'A file answer is never sent to the AI.');

select * from finish();
rollback;
