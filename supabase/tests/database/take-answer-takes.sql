-- Answer takes (issue #14, items 10, 14 and 15): a recording is take 1, 2 or 3 of a VIDEO or AUDIO
-- question of the invitation's own interview, so a fourth take is refused by storage and by
-- submit_answer; a submitted take can no longer be overwritten; the recruiter reads the submitted
-- take only; the candidate removes discarded takes, and completing refuses while one is left.
-- The buckets' size limit fits the longest answer. Ids of this file start with b1800000.
begin;
select plan(30);

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
-- Interview ...01 (the owner's): VIDEO question ...11, TEXT question ...12. Interview ...02 (the
-- other recruiter's): question ...13. Invitation ...21 of interview ...01 is candidate A's, STARTED.
insert into public.interviews (id, recruiter_id, title) values
  ('b1800000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec_owner'), 'Takes interview'),
  ('b1800000-0000-4000-a000-000000000002', tests.get_supabase_uid('rec_other'), 'Other interview');
insert into public.questions (id, interview_id, order_number, text, response_format) values
  ('b1800000-0000-4000-a000-000000000011', 'b1800000-0000-4000-a000-000000000001', 1, 'Show us.', 'VIDEO'),
  ('b1800000-0000-4000-a000-000000000012', 'b1800000-0000-4000-a000-000000000001', 2, 'Tell us.', 'TEXT'),
  ('b1800000-0000-4000-a000-000000000013', 'b1800000-0000-4000-a000-000000000002', 1, 'Elsewhere.', 'VIDEO');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token)
values ('b1800000-0000-4000-a000-000000000021', 'b1800000-0000-4000-a000-000000000001',
        tests.get_supabase_uid('cand_a'), 'Alice', 'Able', 'alice@example.com', 'STARTED', 'tok18-takes-xxxxxxxxxx');

-- Uploads as candidate A: Storage writes the row as the caller, so the policies decide.
create function pg_temp.upload(take text) returns void language sql as $$
  insert into storage.objects (bucket_id, name, owner, owner_id)
  values ('responses', take, auth.uid(), auth.uid()::text)
$$;
grant execute on function pg_temp.upload to public;

-- Section: bucket limits --------------------------------------------------------------------------
select results_eq(
  $$ select id, file_size_limit from storage.buckets where id in ('responses', 'resumes') order by id $$,
  $$ values ('responses'::text, 134217728::bigint), ('resumes'::text, 134217728::bigint) $$,
  'Both buckets take at most 128 MiB an object: the longest answer (about 81 MiB) with room to spare.'
);

-- Section: which takes may be stored --------------------------------------------------------------
select tests.authenticate_as('cand_a');
select lives_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/1.webm') $$,
  'The bound candidate stores take 1 of a video question.');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/4.webm') $$,
  '42501', null, 'A fourth take is refused by storage.');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/extra.webm') $$,
  '42501', null, 'An object that is not a numbered take is refused, so no question folder holds more than three.');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/1.txt') $$,
  '42501', null, 'A take must be a recording (webm, mp4 or ogg).');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000012/1.webm') $$,
  '42501', null, 'A text question takes no recording.');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000013/1.webm') $$,
  '42501', null, 'A question of another interview is refused.');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-0000000000ff/1.webm') $$,
  '42501', null, 'A question folder that names no question is refused.');

-- Section: submitting takes -----------------------------------------------------------------------
select is(public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000011', null,
    'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/1.webm') ->> 'attempts', '1',
  'Take 1 is submitted as attempt 1.');
select is(tests.affected_rows($$ update storage.objects set metadata = '{"size": 1}' where bucket_id = 'responses'
    and name = 'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/1.webm' $$), 0,
  'A submitted take can no longer be overwritten (0 rows).');
select lives_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/2.webm') $$,
  'Take 2 is stored.');
select is(public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000011', null,
    'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/2.webm') ->> 'attempts', '2',
  'Take 2 is submitted as attempt 2.');
select throws_ok($$ select public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000011', null,
    'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/1.webm') $$,
  '55000', 'A retake must be newer than the submitted take', 'Going back to an older take is refused.');
select throws_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/1.webm') $$,
  '42501', null, 'A take older than the submitted one cannot be stored again.');
select lives_ok($$ select pg_temp.upload('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/3.webm') $$,
  'Take 3 is stored.');
select is(public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000011', null,
    'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/3.webm') ->> 'attempts', '3',
  'Take 3 is submitted as attempt 3.');
select throws_ok($$ select public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000011', null,
    'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/4.webm') $$,
  '55000', 'No attempts left for this question (3 at most)', 'A fourth take is refused by submit_answer too.');
select throws_ok($$ select public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000011', null,
    'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/answer.webm') $$,
  '22023', 'A recording is named by its take, from 1 to 3 (e.g. 1.webm)', 'A recording that is not a numbered take is refused.');

-- Section: who reads the takes --------------------------------------------------------------------
select tests.authenticate_as('rec_owner');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$,
  $$ values ('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/3.webm'::text) $$,
  'The owning recruiter reads the submitted take only, not the discarded takes 1 and 2.'
);
select tests.authenticate_as('admin');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$,
  $$ values ('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/3.webm'::text) $$,
  'An admin reads the submitted take only.'
);
select tests.authenticate_as('rec_other');
select is_empty($$ select name from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$,
  'Another recruiter reads none of the takes.');
select tests.authenticate_as('cand_b');
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$), 0,
  'Another candidate removes none of the takes (0 rows).');
select tests.clear_authentication();
select is_empty($$ select name from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$,
  'Anon reads none of the takes.');

-- Section: discarded takes go before completing ---------------------------------------------------
select tests.authenticate_as('cand_a');
select lives_ok($$ select public.submit_answer('tok18-takes-xxxxxxxxxx', 'b1800000-0000-4000-a000-000000000012', 'In words.', null) $$,
  'The text question is answered.');
select throws_ok($$ select public.complete_interview('tok18-takes-xxxxxxxxxx') $$, '55000',
  'Discarded recordings of this interview are still stored; remove them first',
  'Completing is refused while discarded takes are stored.');
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses'
    and name = 'b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/3.webm' $$), 0,
  'The candidate cannot remove their submitted take (0 rows).');
select is(tests.affected_rows($$ delete from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$), 2,
  'The candidate removes their discarded takes 1 and 2.');
select lives_ok($$ select public.complete_interview('tok18-takes-xxxxxxxxxx') $$,
  'With the discarded takes gone, the interview completes.');

select tests.reset_authentication();
select results_eq(
  $$ select name from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$,
  $$ values ('b1800000-0000-4000-a000-000000000021/b1800000-0000-4000-a000-000000000011/3.webm'::text) $$,
  'After three takes and completion the bucket holds the submitted take alone.'
);
select tests.authenticate_as('cand_a');
select is_empty($$ select name from storage.objects where bucket_id = 'responses' and name like 'b1800000-%' $$,
  'Once completed, the candidate reads no take any more.');

select * from finish();
rollback;
