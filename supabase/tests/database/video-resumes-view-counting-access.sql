-- Who may count a video resume view: only the service role (the api function, which derives the
-- viewer keys from the request); anon, candidates, recruiters and admins calling
-- record_resume_view themselves are refused, so no caller can mint views with keys of their own.
-- A location is an ISO 3166-1 alpha-2 code or nothing.
begin;
select plan(10);

-- Section: personas and data ----------------------------------------------------------------------
select tests.create_supabase_user('t17_owner');
select tests.create_supabase_user('t17_cand');
select tests.create_supabase_user('t17_rec');
select tests.create_supabase_user('t17_admin');
select tests.set_role('t17_rec', 'RECRUITER');
select tests.set_role('t17_admin', 'ADMIN');
insert into public.video_resumes (id, candidate_id, video_path, public_url, is_active) values
  ('17000000-0000-4000-a000-000000000001', tests.get_supabase_uid('t17_owner'),
   tests.get_supabase_uid('t17_owner') || '/one.webm', 'video-resume-17000000-0000-4000-a000-000000000001', true);

-- Section: refused callers ------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'forged-anon') $$,
  '42501', null, 'Anon cannot count a view itself.');
select tests.authenticate_as('t17_cand');
select throws_ok($$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'forged-cand') $$,
  '42501', null, 'A candidate cannot count a view itself.');
select tests.authenticate_as('t17_owner');
select throws_ok($$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'forged-owner') $$,
  '42501', null, 'The owning candidate cannot count a view of their own resume.');
select tests.authenticate_as('t17_rec');
select throws_ok($$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'forged-rec') $$,
  '42501', null, 'A recruiter cannot count a view itself.');
select tests.authenticate_as('t17_admin');
select throws_ok($$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'forged-admin') $$,
  '42501', null, 'An admin cannot count a view itself.');

-- Section: the service role and the location ------------------------------------------------------
select tests.authenticate_as_service_role();
select is(public.record_resume_view('17000000-0000-4000-a000-000000000001', 'real-1', null, null, 'DE', 'net-1'), 1,
  'The service role counts a view with a country code.');
select throws_ok(
  $$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'real-2', null, null, 'Berlin', 'net-2') $$,
  '22023', 'A location must be a two-letter country code', 'A location that is not a country code is refused.');
select throws_ok(
  $$ select public.record_resume_view('17000000-0000-4000-a000-000000000001', 'real-2', null, null, 'de', 'net-2') $$,
  '22023', 'A location must be a two-letter country code', 'A lower-case country code is refused.');
select is(public.record_resume_view('17000000-0000-4000-a000-000000000001', 'real-2', null, null, null, 'net-2'), 2,
  'The service role counts a view without a location.');

select tests.reset_authentication();
select is((select count(*)::int from public.resume_views where resume_id = '17000000-0000-4000-a000-000000000001'), 2,
  'Only the two service-role views were stored.');

select * from finish();
rollback;
