-- Video resumes: who inserts, reads, updates and deletes video_resumes and reads resume_views, for
-- every persona (anon, candidate A the owner, candidate B, a recruiter, another recruiter, an admin);
-- the defaults and checks of a new resume; and the two public functions behind the share page,
-- record_resume_view() and get_public_video_resume().
-- Ids of this file start with a7000000 so it never meets the seed or another file's rows.
begin;
select plan(54);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('cand_a', null, '{"first_name": "Alice", "last_name": "Able"}'::jsonb);
select tests.create_supabase_user('cand_b', null, '{"first_name": "Bea", "last_name": "Baker"}'::jsonb);
select tests.create_supabase_user('rec_owner');
select tests.create_supabase_user('rec_other');
select tests.create_supabase_user('admin');
select tests.set_role('rec_owner', 'RECRUITER');
select tests.set_role('rec_other', 'RECRUITER');
select tests.set_role('admin', 'ADMIN');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- R1 active and R2 inactive belong to candidate A; R4 and R5 to candidate B. V1 is B's view of R1,
-- V2 is A's view of R4.
insert into public.video_resumes (id, candidate_id, title, description, video_path, public_url, is_active, views_count)
values
  ('a7000000-0000-4000-a000-000000000001', tests.get_supabase_uid('cand_a'), 'Alice on camera',
   'Frontend developer, five years.', tests.get_supabase_uid('cand_a') || '/intro.webm',
   'video-resume-a7000000-0000-4000-a000-000000000001', true, 5),
  ('a7000000-0000-4000-a000-000000000002', tests.get_supabase_uid('cand_a'), 'Old take', '',
   tests.get_supabase_uid('cand_a') || '/old.webm',
   'video-resume-a7000000-0000-4000-a000-000000000002', false, 0),
  ('a7000000-0000-4000-a000-000000000004', tests.get_supabase_uid('cand_b'), 'Bea on camera', '',
   tests.get_supabase_uid('cand_b') || '/intro.webm',
   'video-resume-a7000000-0000-4000-a000-000000000004', true, 1),
  ('a7000000-0000-4000-a000-000000000005', tests.get_supabase_uid('cand_b'), 'Bea spare take', '',
   tests.get_supabase_uid('cand_b') || '/spare.webm',
   'video-resume-a7000000-0000-4000-a000-000000000005', true, 0);

insert into public.resume_views (id, resume_id, viewer_id, viewer_key) values
  ('a7000000-0000-4000-a000-0000000000a1', 'a7000000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('cand_b'), 'seeded-viewer-b'),
  ('a7000000-0000-4000-a000-0000000000a2', 'a7000000-0000-4000-a000-000000000004',
   tests.get_supabase_uid('cand_a'), 'seeded-viewer-a');

-- Section: INSERT(video_resumes) ------------------------------------------------------------------
select tests.authenticate_as('cand_a');

select lives_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (tests.get_supabase_uid('cand_a') || '/fresh.webm', 'video-resume-a7000000-0000-4000-a000-000000000003') $$,
  'A signed-in candidate inserts a resume of their own, giving only its path and share identifier.'
);

select results_eq(
  $$ select candidate_id, title, description, is_active, views_count
     from public.video_resumes where public_url = 'video-resume-a7000000-0000-4000-a000-000000000003' $$,
  $$ values (tests.get_supabase_uid('cand_a'), 'My Video Resume'::text, ''::text, true, 0) $$,
  'A new resume belongs to its author and starts as "My Video Resume", empty description, active, with 0 views.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (tests.get_supabase_uid('cand_b') || '/stolen.webm', 'video-resume-a7000000-0000-4000-a000-0000000000e1') $$,
  '23514', null,
  'A candidate cannot point a resume at a file in another user''s folder.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values ('videos/' || tests.get_supabase_uid('cand_a') || '/intro.webm', 'video-resume-a7000000-0000-4000-a000-0000000000e2') $$,
  '23514', null,
  'A resume path that does not start with the owner''s folder is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (tests.get_supabase_uid('cand_a')::text, 'video-resume-a7000000-0000-4000-a000-0000000000e3') $$,
  '23514', null,
  'A resume path that is the bare user id, with no "/" and file after it, is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values (tests.get_supabase_uid('cand_a') || '/other.webm', 'my-video-resume') $$,
  '23514', null,
  'A share identifier that is not video-resume-<uuid> is refused.'
);

select throws_ok(
  $$ insert into public.video_resumes (candidate_id, video_path, public_url)
     values (tests.get_supabase_uid('cand_b'), tests.get_supabase_uid('cand_b') || '/x.webm',
             'video-resume-a7000000-0000-4000-a000-0000000000e4') $$,
  '42501', null,
  'A candidate cannot choose the owner of a new resume: candidate_id is not granted.'
);

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url, views_count)
     values (tests.get_supabase_uid('cand_a') || '/padded.webm', 'video-resume-a7000000-0000-4000-a000-0000000000e5', 1000) $$,
  '42501', null,
  'A candidate cannot give a new resume a views count: views_count is not granted.'
);

select tests.clear_authentication();

select throws_ok(
  $$ insert into public.video_resumes (video_path, public_url)
     values ('a7000000-0000-4000-a000-000000000000/anon.webm', 'video-resume-a7000000-0000-4000-a000-0000000000e6') $$,
  '42501', null,
  'Anon cannot insert a video resume.'
);

-- Section: SELECT(video_resumes) ------------------------------------------------------------------
select tests.authenticate_as('cand_a');
select results_eq(
  $$ select id from public.video_resumes
     where id in ('a7000000-0000-4000-a000-000000000001', 'a7000000-0000-4000-a000-000000000002',
                  'a7000000-0000-4000-a000-000000000004', 'a7000000-0000-4000-a000-000000000005')
     order by id $$,
  $$ values ('a7000000-0000-4000-a000-000000000001'::uuid), ('a7000000-0000-4000-a000-000000000002'::uuid) $$,
  'The owner sees their own resumes, active and inactive, and not candidate B''s.'
);

select tests.authenticate_as('cand_b');
select results_eq(
  $$ select id from public.video_resumes
     where id in ('a7000000-0000-4000-a000-000000000001', 'a7000000-0000-4000-a000-000000000002',
                  'a7000000-0000-4000-a000-000000000004', 'a7000000-0000-4000-a000-000000000005')
     order by id $$,
  $$ values ('a7000000-0000-4000-a000-000000000004'::uuid), ('a7000000-0000-4000-a000-000000000005'::uuid) $$,
  'Candidate B sees only their own resumes, none of candidate A''s.'
);

select tests.authenticate_as('rec_owner');
select is_empty(
  $$ select id from public.video_resumes where id::text like 'a7000000-%' $$,
  'A recruiter sees no candidate''s video resumes.'
);

select tests.authenticate_as('rec_other');
select is_empty(
  $$ select id from public.video_resumes where id::text like 'a7000000-%' $$,
  'Another recruiter sees no candidate''s video resumes either.'
);

select tests.authenticate_as('admin');
select results_eq(
  $$ select id from public.video_resumes
     where id in ('a7000000-0000-4000-a000-000000000001', 'a7000000-0000-4000-a000-000000000002',
                  'a7000000-0000-4000-a000-000000000004', 'a7000000-0000-4000-a000-000000000005')
     order by id $$,
  $$ values ('a7000000-0000-4000-a000-000000000001'::uuid), ('a7000000-0000-4000-a000-000000000002'::uuid),
            ('a7000000-0000-4000-a000-000000000004'::uuid), ('a7000000-0000-4000-a000-000000000005'::uuid) $$,
  'An admin sees every candidate''s resumes.'
);

select tests.clear_authentication();
select throws_ok(
  $$ select id from public.video_resumes $$,
  '42501', null,
  'Anon cannot read the video_resumes table.'
);

-- Section: UPDATE(video_resumes) ------------------------------------------------------------------
select tests.authenticate_as('cand_a');
select is(
  tests.affected_rows($$ update public.video_resumes set title = 'Fresh take', description = 'Second try', is_active = false
                         where public_url = 'video-resume-a7000000-0000-4000-a000-000000000003' $$),
  1,
  'The owner renames, describes and deactivates their own resume.'
);

select throws_ok(
  $$ update public.video_resumes set views_count = 1000 where id = 'a7000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'The owner cannot change the views count: views_count is not granted for update.'
);

select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ update public.video_resumes set title = 'Hacked' where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'Candidate B cannot update candidate A''s resume (0 rows).'
);

select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ update public.video_resumes set is_active = false where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'A recruiter cannot update a candidate''s resume (0 rows).'
);

select tests.authenticate_as('rec_other');
select is(
  tests.affected_rows($$ update public.video_resumes set is_active = false where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'Another recruiter cannot update a candidate''s resume (0 rows).'
);

select tests.authenticate_as('admin');
select is(
  tests.affected_rows($$ update public.video_resumes set title = 'Moderated' where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'An admin cannot update a candidate''s resume: there is no admin update policy (0 rows).'
);

select tests.clear_authentication();
select throws_ok(
  $$ update public.video_resumes set title = 'Anon' where id = 'a7000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'Anon cannot update a video resume.'
);

select tests.reset_authentication();
select results_eq(
  $$ select public_url, title, description, is_active from public.video_resumes
     where public_url in ('video-resume-a7000000-0000-4000-a000-000000000001', 'video-resume-a7000000-0000-4000-a000-000000000003')
     order by public_url $$,
  $$ values ('video-resume-a7000000-0000-4000-a000-000000000001'::text, 'Alice on camera'::text, 'Frontend developer, five years.'::text, true),
            ('video-resume-a7000000-0000-4000-a000-000000000003'::text, 'Fresh take'::text, 'Second try'::text, false) $$,
  'Only the owner''s update took effect: R1 is untouched and the new resume is renamed and inactive.'
);

-- Section: resume_views ---------------------------------------------------------------------------
select tests.authenticate_as('cand_a');
select results_eq(
  $$ select id from public.resume_views
     where id in ('a7000000-0000-4000-a000-0000000000a1', 'a7000000-0000-4000-a000-0000000000a2') $$,
  $$ values ('a7000000-0000-4000-a000-0000000000a1'::uuid) $$,
  'A resume owner sees the views of their resume, not the views they made of someone else''s.'
);

select throws_ok(
  $$ insert into public.resume_views (resume_id, viewer_key) values ('a7000000-0000-4000-a000-000000000001', 'fake') $$,
  '42501', null,
  'The owner cannot insert views directly.'
);

select throws_ok(
  $$ update public.resume_views set viewer_key = 'edited' where id = 'a7000000-0000-4000-a000-0000000000a1' $$,
  '42501', null,
  'The owner cannot update views.'
);

select throws_ok(
  $$ delete from public.resume_views where id = 'a7000000-0000-4000-a000-0000000000a1' $$,
  '42501', null,
  'The owner cannot delete views.'
);

select tests.authenticate_as('cand_b');
select results_eq(
  $$ select id from public.resume_views
     where id in ('a7000000-0000-4000-a000-0000000000a1', 'a7000000-0000-4000-a000-0000000000a2') $$,
  $$ values ('a7000000-0000-4000-a000-0000000000a2'::uuid) $$,
  'Candidate B sees the views of their own resume only, not their view of candidate A''s.'
);

select tests.authenticate_as('rec_owner');
select is_empty(
  $$ select id from public.resume_views where resume_id::text like 'a7000000-%' $$,
  'A recruiter sees no resume views.'
);

select tests.authenticate_as('admin');
select results_eq(
  $$ select id from public.resume_views
     where id in ('a7000000-0000-4000-a000-0000000000a1', 'a7000000-0000-4000-a000-0000000000a2') order by id $$,
  $$ values ('a7000000-0000-4000-a000-0000000000a1'::uuid), ('a7000000-0000-4000-a000-0000000000a2'::uuid) $$,
  'An admin sees every resume''s views.'
);

select throws_ok(
  $$ insert into public.resume_views (resume_id, viewer_key) values ('a7000000-0000-4000-a000-000000000001', 'admin-fake') $$,
  '42501', null,
  'An admin cannot insert views directly either.'
);

select throws_ok(
  $$ delete from public.resume_views where id = 'a7000000-0000-4000-a000-0000000000a1' $$,
  '42501', null,
  'An admin cannot delete views.'
);

select tests.clear_authentication();
select throws_ok(
  $$ select id from public.resume_views $$,
  '42501', null,
  'Anon cannot read resume views.'
);

-- Section: record_resume_view ---------------------------------------------------------------------
-- Called as the api calls it: the service role, the viewer's user id passed explicitly (none for
-- anon). Who else may call it: video-resumes-view-counting-access.sql.
select tests.authenticate_as_service_role();
-- Anon on the public page, by share identifier.
select is(
  public.record_resume_view('video-resume-a7000000-0000-4000-a000-000000000001', 'anon-visitor',
                            'Firefox', 'https://example.com/jobs', 'DE'),
  6,
  'Anon records a view of an active resume by its share identifier and gets the new count.'
);

select throws_ok(
  $$ select public.record_resume_view('video-resume-a7000000-0000-4000-a000-000000000002', 'anon-visitor') $$,
  'P0002', null,
  'A view of an inactive resume is refused as not found.'
);

select throws_ok(
  $$ select public.record_resume_view('a7000000-0000-4000-a000-000000000002', 'anon-visitor') $$,
  'P0002', null,
  'A view of an inactive resume by its id is refused as not found too.'
);

select throws_ok(
  $$ select public.record_resume_view('video-resume-a7000000-0000-4000-a000-0000000000ff', 'anon-visitor') $$,
  'P0002', null,
  'A view of an unknown resume is refused as not found.'
);

select throws_ok(
  $$ select public.record_resume_view('video-resume-a7000000-0000-4000-a000-000000000001', '   ') $$,
  '22023', null,
  'A view with a blank viewer key is refused as invalid input.'
);

-- A signed-in user, by id.
select is(
  public.record_resume_view('a7000000-0000-4000-a000-000000000001', 'viewer-b-live',
                            p_viewer_id => tests.get_supabase_uid('cand_b')),
  7,
  'A signed-in user records a view of an active resume by its id and gets the new count.'
);

-- The owner watching their own resume.
select is(
  public.record_resume_view('video-resume-a7000000-0000-4000-a000-000000000001', 'owner-key',
                            p_viewer_id => tests.get_supabase_uid('cand_a')),
  7,
  'The owner viewing their own resume is not counted.'
);

select tests.reset_authentication();
select results_eq(
  $$ select viewer_id, viewer_key, user_agent, referrer, location from public.resume_views
     where resume_id = 'a7000000-0000-4000-a000-000000000001' and id <> 'a7000000-0000-4000-a000-0000000000a1'
     order by viewer_key $$,
  $$ values (null::uuid, 'anon-visitor'::text, 'Firefox'::text, 'https://example.com/jobs'::text, 'DE'::text),
            (tests.get_supabase_uid('cand_b'), 'viewer-b-live'::text, null::text, null::text, null::text) $$,
  'Each counted view is stored with its viewer (none for anon) and details; the owner''s own view is not.'
);

select is(
  (select views_count from public.video_resumes where id = 'a7000000-0000-4000-a000-000000000001'),
  7,
  'The resume''s views_count went up once per counted view.'
);

-- Section: get_public_video_resume ----------------------------------------------------------------
select tests.clear_authentication();
select results_eq(
  $$ select j ->> 'title', j ->> 'description', (j ->> 'views_count')::integer,
            j #>> '{candidate,first_name}', j #>> '{candidate,last_name}', j #>> '{candidate,email}'
     from (select public.get_public_video_resume('video-resume-a7000000-0000-4000-a000-000000000001') as j) s $$,
  $$ values ('Alice on camera'::text, 'Frontend developer, five years.'::text, 7,
             'Alice'::text, 'Able'::text, tests.get_supabase_email('cand_a')) $$,
  'Anon reads an active resume''s public fields and its candidate''s name and e-mail by share identifier.'
);

select is(
  public.get_public_video_resume('video-resume-a7000000-0000-4000-a000-000000000002'),
  null,
  'An inactive resume is not public: the function returns null.'
);

select is(
  public.get_public_video_resume('video-resume-a7000000-0000-4000-a000-0000000000ff'),
  null,
  'An unknown resume returns null.'
);

select tests.authenticate_as('rec_other');
select is(
  public.get_public_video_resume('a7000000-0000-4000-a000-000000000001') ->> 'title',
  'Alice on camera',
  'A signed-in user reads an active resume by its id.'
);

select is(
  public.get_public_video_resume('a7000000-0000-4000-a000-000000000002'),
  null,
  'An inactive resume read by its id returns null as well.'
);

-- Section: DELETE(video_resumes) ------------------------------------------------------------------
select tests.authenticate_as('cand_b');
select is(
  tests.affected_rows($$ delete from public.video_resumes where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'Candidate B cannot delete candidate A''s resume (0 rows).'
);

select tests.authenticate_as('rec_owner');
select is(
  tests.affected_rows($$ delete from public.video_resumes where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'A recruiter cannot delete a candidate''s resume (0 rows).'
);

select tests.authenticate_as('rec_other');
select is(
  tests.affected_rows($$ delete from public.video_resumes where id = 'a7000000-0000-4000-a000-000000000001' $$),
  0,
  'Another recruiter cannot delete a candidate''s resume (0 rows).'
);

select tests.clear_authentication();
select throws_ok(
  $$ delete from public.video_resumes where id = 'a7000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'Anon cannot delete a video resume.'
);

select tests.authenticate_as('cand_a');
select is(
  tests.affected_rows($$ delete from public.video_resumes where public_url = 'video-resume-a7000000-0000-4000-a000-000000000003' $$),
  1,
  'The owner deletes their own resume.'
);

select tests.authenticate_as('admin');
select is(
  tests.affected_rows($$ delete from public.video_resumes where id = 'a7000000-0000-4000-a000-000000000005' $$),
  1,
  'An admin deletes any candidate''s resume.'
);

select tests.reset_authentication();
select results_eq(
  $$ select public_url from public.video_resumes
     where public_url in ('video-resume-a7000000-0000-4000-a000-000000000001', 'video-resume-a7000000-0000-4000-a000-000000000002',
                          'video-resume-a7000000-0000-4000-a000-000000000003', 'video-resume-a7000000-0000-4000-a000-000000000004',
                          'video-resume-a7000000-0000-4000-a000-000000000005')
     order by public_url $$,
  $$ values ('video-resume-a7000000-0000-4000-a000-000000000001'::text), ('video-resume-a7000000-0000-4000-a000-000000000002'::text),
            ('video-resume-a7000000-0000-4000-a000-000000000004'::text) $$,
  'Only the owner''s and the admin''s deletes took effect.'
);

select * from finish();
rollback;
