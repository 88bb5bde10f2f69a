-- Blind review in Storage (issue #33, item 1): until a member may see who the candidate is
-- (private.candidate_identity_visible), the responses and renditions buckets show them an answer's
-- speech track alone: no original take, no poster, no video, whatever object name they ask for.
-- Every object name of both buckets is tried per persona, in a blind and an open interview, before
-- and after the REVIEWER submits. Ids start with a5600000.
--   Interview …01 (blind): invitation …21, answer …31, recording …a1.
--   Interview …02 (open):  invitation …22, answer …32, recording …a2.
begin;
select plan(14);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t56_owner');
select tests.create_supabase_user('t56_recruiter');
select tests.create_supabase_user('t56_reviewer');
select tests.create_supabase_user('t56_outsider');
select tests.create_supabase_user('t56_admin');
select tests.create_supabase_user('t56_cand');
select tests.set_role('t56_owner', 'RECRUITER');
select tests.set_role('t56_outsider', 'RECRUITER');
select tests.set_role('t56_admin', 'ADMIN');
select set_config('t56.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t56_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t56.w1')::uuid, tests.get_supabase_uid('t56_recruiter'), 'RECRUITER'),
  (current_setting('t56.w1')::uuid, tests.get_supabase_uid('t56_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title, anonymous_review) values
  ('a5600000-0000-4000-a000-000000000001', current_setting('t56.w1')::uuid, tests.get_supabase_uid('t56_owner'), 'T56 blind', true),
  ('a5600000-0000-4000-a000-000000000002', current_setting('t56.w1')::uuid, tests.get_supabase_uid('t56_owner'), 'T56 open', false);
insert into public.questions (id, interview_id, order_number, text) values
  ('a5600000-0000-4000-a000-000000000011', 'a5600000-0000-4000-a000-000000000001', 1, 'Introduce yourself.'),
  ('a5600000-0000-4000-a000-000000000012', 'a5600000-0000-4000-a000-000000000002', 1, 'Introduce yourself.');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a5600000-0000-4000-a000-000000000021', 'a5600000-0000-4000-a000-000000000001', tests.get_supabase_uid('t56_cand'),
   'Ann', 'Blind', 't56.21@example.com', 'STARTED'),
  ('a5600000-0000-4000-a000-000000000022', 'a5600000-0000-4000-a000-000000000002', tests.get_supabase_uid('t56_cand'),
   'Ann', 'Open', 't56.22@example.com', 'STARTED');
-- Two takes of each answer, the second submitted.
insert into storage.objects (bucket_id, name, owner_id)
select 'responses', inv || '/' || q || '/' || take || '.webm', tests.get_supabase_uid('t56_cand')::text
from (values ('a5600000-0000-4000-a000-000000000021', 'a5600000-0000-4000-a000-000000000011'),
             ('a5600000-0000-4000-a000-000000000022', 'a5600000-0000-4000-a000-000000000012')) as a(inv, q)
cross join generate_series(1, 2) as take;
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a5600000-0000-4000-a000-000000000031', 'a5600000-0000-4000-a000-000000000021',
   'a5600000-0000-4000-a000-000000000011', tests.get_supabase_uid('t56_cand'),
   'a5600000-0000-4000-a000-000000000021/a5600000-0000-4000-a000-000000000011/2.webm'),
  ('a5600000-0000-4000-a000-000000000032', 'a5600000-0000-4000-a000-000000000022',
   'a5600000-0000-4000-a000-000000000012', tests.get_supabase_uid('t56_cand'),
   'a5600000-0000-4000-a000-000000000022/a5600000-0000-4000-a000-000000000012/2.webm');
update public.invitations set status = 'COMPLETED' where id::text like 'a5600000-%';
-- The saving trigger's rows, given known ids and made READY with every file the worker writes.
update public.recording_media set id = 'a5600000-0000-4000-a000-0000000000a1'
  where response_id = 'a5600000-0000-4000-a000-000000000031';
update public.recording_media set id = 'a5600000-0000-4000-a000-0000000000a2'
  where response_id = 'a5600000-0000-4000-a000-000000000032';
update public.recording_media
set status = 'READY', has_video = true, duration_seconds = 6, processed_at = now(),
    seekable_path = id || '/seekable.webm', playback_path = id || '/playback.mp4',
    poster_path = id || '/poster.jpg', speech_path = id || '/speech.mp3'
where id::text like 'a5600000-%';
insert into storage.objects (bucket_id, name)
select 'renditions', m.id || '/' || f.file
from public.recording_media m
cross join (values ('seekable.webm'), ('playback.mp4'), ('playback.m4a'), ('poster.jpg'), ('speech.mp3')) as f(file)
where m.id::text like 'a5600000-%';

-- Every object name of this file a persona reads, in both buckets, as bucket:name with the ids'
-- common prefix left out (…21/…11/2.webm reads 21/11/2.webm).
create function pg_temp.readable() returns text[] language sql as $$
  select coalesce(array_agg(bucket_id || ':' || regexp_replace(name, 'a5600000-0000-4000-a000-0000000000', '', 'g')
                            order by bucket_id, name), '{}')
  from storage.objects
  where bucket_id in ('responses', 'renditions') and name like 'a5600000-%'
$$;
grant execute on function pg_temp.readable() to anon, authenticated;

select is(cardinality(pg_temp.readable()), 14, 'Both buckets hold four takes and ten renditions of this file.');

-- What a member who may not see the candidate of …21 reads: the blind answer's speech track, and
-- everything a reviewer reads of the open answer.
create function pg_temp.blind_view() returns text[] language sql as $$
  select array['renditions:a1/speech.mp3',
               'renditions:a2/playback.m4a', 'renditions:a2/playback.mp4', 'renditions:a2/poster.jpg',
               'renditions:a2/seekable.webm', 'renditions:a2/speech.mp3',
               'responses:22/12/2.webm']
$$;
-- What a member who may see both candidates reads: every rendition and the submitted takes.
create function pg_temp.full_view() returns text[] language sql as $$
  select array['renditions:a1/playback.m4a', 'renditions:a1/playback.mp4', 'renditions:a1/poster.jpg',
               'renditions:a1/seekable.webm', 'renditions:a1/speech.mp3',
               'renditions:a2/playback.m4a', 'renditions:a2/playback.mp4', 'renditions:a2/poster.jpg',
               'renditions:a2/seekable.webm', 'renditions:a2/speech.mp3',
               'responses:21/11/2.webm', 'responses:22/12/2.webm']
$$;
grant execute on function pg_temp.blind_view() to authenticated;
grant execute on function pg_temp.full_view() to authenticated;

-- Section: before anyone submits ------------------------------------------------------------------------
select tests.authenticate_as('t56_reviewer');
select is(pg_temp.readable(), pg_temp.blind_view(),
  'A REVIEWER who has not submitted reads the blind answer''s speech track alone: no take, poster or video.');
select tests.authenticate_as('t56_recruiter');
select is(pg_temp.readable(), pg_temp.blind_view(), 'So does a RECRUITER member who has not submitted.');
select tests.authenticate_as('t56_owner');
select is(pg_temp.readable(), pg_temp.blind_view(), 'So does the OWNER who has not submitted.');
select tests.authenticate_as('t56_admin');
select is(pg_temp.readable(), pg_temp.blind_view(), 'So does an admin.');
select tests.authenticate_as('t56_outsider');
select is(pg_temp.readable(), '{}'::text[], 'A member of another workspace reads nothing.');
select tests.authenticate_as('t56_cand');
select is(pg_temp.readable(), '{}'::text[], 'The candidate, done with both interviews, reads nothing.');
select tests.clear_authentication();
select is(pg_temp.readable(), '{}'::text[], 'Anon reads nothing.');

-- Section: the REVIEWER submits -------------------------------------------------------------------------
select tests.authenticate_as('t56_reviewer');
select lives_ok(
  $$insert into public.rating_submissions (invitation_id, rater_id) values ('a5600000-0000-4000-a000-000000000021', auth.uid())$$,
  'The REVIEWER submits their ratings of the blind candidate.');
select is(pg_temp.readable(), pg_temp.full_view(),
  'Having submitted, the REVIEWER reads the blind answer''s take and every rendition.');
select tests.authenticate_as('t56_recruiter');
select is(pg_temp.readable(), pg_temp.blind_view(), 'The REVIEWER''s submission reveals nothing to the RECRUITER.');
select tests.authenticate_as('t56_owner');
select is(pg_temp.readable(), pg_temp.blind_view(), 'Nor to the OWNER.');

-- Section: the interview is no longer blind ---------------------------------------------------------------
select tests.reset_authentication();
update public.interviews set anonymous_review = false where id = 'a5600000-0000-4000-a000-000000000001';
select tests.authenticate_as('t56_recruiter');
select is(pg_temp.readable(), pg_temp.full_view(), 'With blind review off, the RECRUITER reads everything a reviewer may.');
select tests.authenticate_as('t56_outsider');
select is(pg_temp.readable(), '{}'::text[], 'A member of another workspace still reads nothing.');

select * from finish();
rollback;
