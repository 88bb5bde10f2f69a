-- View tracking of video resumes through record_resume_view(), called as the api calls it (service
-- role, the viewer's user id passed explicitly): the owner's own views, one count per viewer per 30
-- minutes, at most 3 viewers per network a day, at most 60 views an hour, for anon and a signed-in
-- viewer; what a counted view stores.
-- Ids of this file start with ad000000 so it never meets the seed or another file's rows.
begin;
select plan(17);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('owner', null, '{"first_name": "Olga", "last_name": "Owner"}'::jsonb);
select tests.create_supabase_user('viewer');

-- Section: data, arranged as postgres -------------------------------------------------------------
-- R1 takes the per-viewer and per-network rules, R2 the hourly ceiling, R3 is inactive.
insert into public.video_resumes (id, candidate_id, video_path, public_url, is_active) values
  ('ad000000-0000-4000-a000-000000000001', tests.get_supabase_uid('owner'),
   tests.get_supabase_uid('owner') || '/one.webm', 'video-resume-ad000000-0000-4000-a000-000000000001', true),
  ('ad000000-0000-4000-a000-000000000002', tests.get_supabase_uid('owner'),
   tests.get_supabase_uid('owner') || '/two.webm', 'video-resume-ad000000-0000-4000-a000-000000000002', true),
  ('ad000000-0000-4000-a000-000000000003', tests.get_supabase_uid('owner'),
   tests.get_supabase_uid('owner') || '/three.webm', 'video-resume-ad000000-0000-4000-a000-000000000003', false);

select has_column('public'::name, 'resume_views'::name, 'network_key'::name,
  'resume_views keeps the hashed network of each view');

-- Section: anon (no viewer id) --------------------------------------------------------------------
select tests.authenticate_as_service_role();

select is(
  public.record_resume_view('video-resume-ad000000-0000-4000-a000-000000000001', 'viewer-1',
                            'Firefox', 'https://example.com/jobs', 'DE', 'net-a'),
  1,
  'Anon''s first view of an active resume counts.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-1', 'Firefox', null, null, 'net-a'),
  1,
  'The same viewer again within 30 minutes is not counted again.'
);

select throws_ok(
  $$ select public.record_resume_view('ad000000-0000-4000-a000-000000000003', 'viewer-1', null, null, null, 'net-a') $$,
  'P0002', null,
  'A view of an inactive resume is refused as not found.'
);

select throws_ok(
  $$ select public.record_resume_view('ad000000-0000-4000-a000-000000000001', '  ', null, null, null, 'net-a') $$,
  '22023', null,
  'A view without a viewer key is refused as invalid input.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-2', 'Chrome', null, null, 'net-a'),
  2,
  'A second viewer on the same network counts.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-3', 'Safari', null, null, 'net-a'),
  3,
  'A third viewer on the same network counts.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-4', 'Edge', null, null, 'net-a'),
  3,
  'A fourth viewer on the same network on the same day is not counted.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-5', 'Edge', null, null, 'net-b'),
  4,
  'A viewer on another network counts.'
);

-- The first viewer's view moves 31 minutes into the past.
select tests.reset_authentication();
update public.resume_views set viewed_at = now() - interval '31 minutes'
  where resume_id = 'ad000000-0000-4000-a000-000000000001' and viewer_key = 'viewer-1';
select tests.authenticate_as_service_role();

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-1', 'Firefox', null, null, 'net-a'),
  5,
  'The same viewer after 30 minutes counts again, even on a network at its limit of viewers.'
);

-- Section: signed-in viewer and owner -------------------------------------------------------------
select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'viewer-signed-in', null, null, null, 'net-c',
                            tests.get_supabase_uid('viewer')),
  6,
  'A signed-in viewer''s view counts.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000001', 'owner-key', null, null, null, 'net-d',
                            tests.get_supabase_uid('owner')),
  6,
  'The owner viewing their own resume is not counted.'
);

select tests.reset_authentication();
select results_eq(
  $$ select viewer_key, network_key, viewer_id, user_agent, referrer, location
     from public.resume_views
     where resume_id = 'ad000000-0000-4000-a000-000000000001' and viewer_key in ('viewer-1', 'viewer-signed-in')
     order by viewer_key, viewed_at $$,
  $$ values ('viewer-1'::text, 'net-a'::text, null::uuid, 'Firefox'::text, 'https://example.com/jobs'::text, 'DE'::text),
            ('viewer-1'::text, 'net-a'::text, null::uuid, 'Firefox'::text, null::text, null::text),
            ('viewer-signed-in'::text, 'net-c'::text, tests.get_supabase_uid('viewer'), null::text, null::text, null::text) $$,
  'A counted view stores its viewer key, network key, signed-in viewer and details.'
);

select is(
  (select count(*)::integer from public.resume_views where resume_id = 'ad000000-0000-4000-a000-000000000001'),
  6,
  'Only counted views are stored: one row per counted view.'
);

select is(
  (select views_count from public.video_resumes where id = 'ad000000-0000-4000-a000-000000000001'),
  6,
  'views_count equals the counted views.'
);

-- Section: hourly ceiling -------------------------------------------------------------------------
-- 59 views of R2 within the last hour, arranged as postgres.
insert into public.resume_views (resume_id, viewer_key, network_key, viewed_at)
select 'ad000000-0000-4000-a000-000000000002', 'flood-' || n, 'flood-net-' || n, now() - interval '40 minutes'
from generate_series(1, 59) as n;

select tests.authenticate_as_service_role();
select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000002', 'viewer-60', null, null, null, 'net-60'),
  1,
  'The 60th view of the hour counts.'
);

select is(
  public.record_resume_view('ad000000-0000-4000-a000-000000000002', 'viewer-61', null, null, null, 'net-61'),
  1,
  'The 61st view of the hour is not counted, whatever network it claims.'
);

select * from finish();
rollback;
