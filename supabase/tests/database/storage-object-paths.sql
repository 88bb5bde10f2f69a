-- Stored object paths (issue #14, item 1): a resume's video_path, an answer's media_path and the
-- object names the storage policies admit are the owner's folder and one plain file name, so no
-- '..' segment can send a Storage URL into another folder or bucket, whoever writes the row.
-- Ids of this file start with af000000 so it never meets the seed or another file's rows.
begin;
select plan(17);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('cand_a');
select tests.create_supabase_user('cand_b');
select tests.create_supabase_user('rec_owner');
select tests.set_role('rec_owner', 'RECRUITER');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- Interview ...01 (question ...11) is the recruiter's; invitation ...21 is candidate A's, STARTED,
-- with A's recording of question ...11 stored.
insert into public.interviews (id, recruiter_id, title) values
  ('af000000-0000-4000-a000-000000000001', tests.get_supabase_uid('rec_owner'), 'Paths interview');
insert into public.questions (id, interview_id, order_number, text) values
  ('af000000-0000-4000-a000-000000000011', 'af000000-0000-4000-a000-000000000001', 1, 'Introduce yourself.');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token)
values ('af000000-0000-4000-a000-000000000021', 'af000000-0000-4000-a000-000000000001',
        tests.get_supabase_uid('cand_a'), 'Alice', 'Able', 'alice@example.com', 'STARTED', 'tok15-paths-xxxxxxxxxx');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('responses', 'af000000-0000-4000-a000-000000000021/af000000-0000-4000-a000-000000000011/1.webm',
   tests.get_supabase_uid('cand_a'), tests.get_supabase_uid('cand_a')::text);

-- Section: video_resumes.video_path ---------------------------------------------------------------
select tests.authenticate_as('cand_a');

select lives_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/intro.webm', 'video-resume-af000000-0000-4000-a000-000000000031') $$,
  'A resume path of the owner''s folder and one file name is stored.'
);

select throws_ok(
  format($$ insert into public.video_resumes (video_path, public_url)
            values (auth.uid() || '/../%s/intro.webm', 'video-resume-af000000-0000-4000-a000-000000000032') $$,
         tests.get_supabase_uid('cand_b')),
  '23514', null,
  'A resume path that climbs out of the owner''s folder into another user''s is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/../../responses/x.webm', 'video-resume-af000000-0000-4000-a000-000000000033') $$,
  '23514', null,
  'A resume path that climbs into another bucket is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/../../../../bucket/responses/empty', 'video-resume-af000000-0000-4000-a000-000000000034') $$,
  '23514', null,
  'A resume path that climbs to Storage''s bucket calls is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/..', 'video-resume-af000000-0000-4000-a000-000000000035') $$,
  '23514', null,
  'A resume file name of dots only is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (auth.uid() || '/intro.webm/', 'video-resume-af000000-0000-4000-a000-000000000036') $$,
  '23514', null,
  'A resume path with a "/" after the file name is refused.'
);

select throws_ok(
  $$ update public.video_resumes set video_path = auth.uid() || '/../x.webm'
     where public_url = 'video-resume-af000000-0000-4000-a000-000000000031' $$,
  '42501', null,
  'A candidate cannot change a stored resume''s path at all (no column grant).'
);

-- Section: responses.media_path -------------------------------------------------------------------
select throws_ok(
  $$ select public.submit_answer('tok15-paths-xxxxxxxxxx', 'af000000-0000-4000-a000-000000000011', null,
       'af000000-0000-4000-a000-000000000021/af000000-0000-4000-a000-000000000011/../../x.webm') $$,
  null, null,
  'An answer whose recording path climbs out of its question''s folder is refused.'
);

select tests.clear_authentication();
reset role;

select throws_ok(
  $$ insert into public.responses (invitation_id, question_id, candidate_id, media_path)
     values ('af000000-0000-4000-a000-000000000021', 'af000000-0000-4000-a000-000000000011',
             tests.get_supabase_uid('cand_a'),
             'af000000-0000-4000-a000-000000000021/af000000-0000-4000-a000-000000000011/../../../resumes/x.webm') $$,
  '23514', null,
  'Even server code cannot store an answer path with ".." segments.'
);

select throws_ok(
  $$ insert into public.responses (invitation_id, question_id, candidate_id, media_path)
     values ('af000000-0000-4000-a000-000000000021', 'af000000-0000-4000-a000-000000000011',
             tests.get_supabase_uid('cand_a'), 'af000000-0000-4000-a000-000000000021/other-question/1.webm') $$,
  '23514', null,
  'An answer path must name the answer''s own invitation and question folders.'
);

select throws_ok(
  $$ insert into public.video_resumes (candidate_id, video_path, public_url)
     values (tests.get_supabase_uid('cand_a'), tests.get_supabase_uid('cand_a') || '/a/../b.webm',
             'video-resume-af000000-0000-4000-a000-000000000037') $$,
  '23514', null,
  'Even server code cannot store a resume path with more than one segment after the owner''s folder.'
);

-- Section: storage object names -------------------------------------------------------------------
select tests.authenticate_as('cand_a');

select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/fresh.webm', auth.uid(), auth.uid()::text) $$,
  'The owner uploads one file into their resume folder.'
);

select throws_ok(
  format($$ insert into storage.objects (bucket_id, name, owner, owner_id)
            values ('resumes', auth.uid() || '/../%s/x.webm', auth.uid(), auth.uid()::text) $$,
         tests.get_supabase_uid('cand_b')),
  '42501', null,
  'No resume object may be named into another user''s folder through "..".'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/..', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'No resume object may be named "..".'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('resumes', auth.uid() || '/nested/x.webm', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'No resume object may sit in a sub-folder.'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'af000000-0000-4000-a000-000000000021/af000000-0000-4000-a000-000000000011/../../x.webm',
             auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'No recording may be named out of its question folder through "..".'
);

select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('responses', 'af000000-0000-4000-a000-000000000021/..', auth.uid(), auth.uid()::text) $$,
  '42501', null,
  'No recording may be named ".." in an invitation''s folder.'
);

select * from finish();
rollback;
