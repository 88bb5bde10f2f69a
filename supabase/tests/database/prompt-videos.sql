-- Video prompts (issue #37 item 3), per persona: the workspace's OWNER, a RECRUITER member, a
-- REVIEWER member, a member of another workspace (outsider), the candidate bound to an invitation
-- of an interview that uses the prompt, a candidate of another interview, anon, a platform admin,
-- the workspace's API key.
-- prompt_videos rows, the prompt-videos bucket, the prompt's recording_media row and renditions,
-- the same-workspace rule, and the freeze of an answered question's video.
-- Ids start with a3700000. Prompts: ...601 question prompt (W1), ...602 welcome prompt (W1),
-- ...603 unused (W1), ...621 W2's. Invitations: ...102 PENDING bound to t37_cand, ...103 (W1, other
-- interview, t37_cand2).
begin;
select plan(74);

select set_config('storage.allow_delete_query', 'true', true);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t37_owner');
select tests.create_supabase_user('t37_recruiter');
select tests.create_supabase_user('t37_reviewer');
select tests.create_supabase_user('t37_outsider');
select tests.create_supabase_user('t37_cand');
select tests.create_supabase_user('t37_cand2');
select tests.create_supabase_user('t37_admin');
select tests.set_role('t37_owner', 'RECRUITER');
select tests.set_role('t37_outsider', 'RECRUITER');
select tests.set_role('t37_admin', 'ADMIN');
select set_config('t37.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t37_owner')), true);
select set_config('t37.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t37_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_recruiter'), 'RECRUITER'),
  (current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_reviewer'), 'REVIEWER');

-- Section: structure ------------------------------------------------------------------------------
select has_table('public'::name, 'prompt_videos'::name, 'prompt_videos exists');
select col_is_pk('public'::name, 'prompt_videos'::name, 'id'::name, 'prompt_videos.id is its key');
select fk_ok('public', 'questions', 'prompt_video_id', 'public', 'prompt_videos', 'id');
select fk_ok('public', 'interviews', 'welcome_prompt_video_id', 'public', 'prompt_videos', 'id');
select fk_ok('public', 'recording_media', 'prompt_video_id', 'public', 'prompt_videos', 'id');
select results_eq(
  $$select public, file_size_limit from storage.buckets where id = 'prompt-videos'$$,
  $$values (false, 33554432::bigint)$$,
  'The prompt-videos bucket is private and holds short clips (32 MiB).');

-- Section: data, arranged as postgres -------------------------------------------------------------
create function pg_temp.path(p_workspace text, p_id text) returns text language sql as $$
  select current_setting(p_workspace) || '/a3700000-0000-4000-a000-000000000' || p_id || '.webm'
$$;
grant execute on function pg_temp.path(text, text) to anon, authenticated;
insert into public.prompt_videos (id, workspace_id, source_path, created_by) values
  ('a3700000-0000-4000-a000-000000000601', current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '601'), tests.get_supabase_uid('t37_owner')),
  ('a3700000-0000-4000-a000-000000000602', current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '602'), tests.get_supabase_uid('t37_owner')),
  ('a3700000-0000-4000-a000-000000000603', current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '603'), tests.get_supabase_uid('t37_owner')),
  ('a3700000-0000-4000-a000-000000000621', current_setting('t37.w2')::uuid, pg_temp.path('t37.w2', '621'), tests.get_supabase_uid('t37_outsider'));
insert into storage.objects (bucket_id, name)
select 'prompt-videos', source_path from public.prompt_videos where id::text like 'a3700000-%';
insert into public.interviews (id, workspace_id, recruiter_id, title, welcome_prompt_video_id) values
  ('a3700000-0000-4000-a000-000000000001', current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_owner'), 'T37 asked on video',
   'a3700000-0000-4000-a000-000000000602'),
  ('a3700000-0000-4000-a000-000000000002', current_setting('t37.w1')::uuid, tests.get_supabase_uid('t37_owner'), 'T37 other', null),
  ('a3700000-0000-4000-a000-000000000003', current_setting('t37.w2')::uuid, tests.get_supabase_uid('t37_outsider'), 'T37 W2', null);
insert into public.questions (id, interview_id, order_number, text, prompt_video_id) values
  ('a3700000-0000-4000-a000-000000000011', 'a3700000-0000-4000-a000-000000000001', 1, 'T37 watch and answer', 'a3700000-0000-4000-a000-000000000601'),
  ('a3700000-0000-4000-a000-000000000012', 'a3700000-0000-4000-a000-000000000002', 1, 'T37 plain', null),
  ('a3700000-0000-4000-a000-000000000013', 'a3700000-0000-4000-a000-000000000003', 1, 'T37 W2 question', null);
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a3700000-0000-4000-a000-000000000102', 'a3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand'), 'Sam', 'Seen', 't37.102@example.com', 'PENDING'),
  ('a3700000-0000-4000-a000-000000000103', 'a3700000-0000-4000-a000-000000000002', tests.get_supabase_uid('t37_cand2'), 'Cid', 'Other', 't37.103@example.com', 'PENDING');
-- Section: a saved prompt is queued for processing ------------------------------------------------
select results_eq(
  $$select right(prompt_video_id::text, 3), source_bucket, status::text from public.recording_media
    where prompt_video_id::text like 'a3700000-%' order by 1$$,
  $$values ('601', 'prompt-videos', 'QUEUED'), ('602', 'prompt-videos', 'QUEUED'),
           ('603', 'prompt-videos', 'QUEUED'), ('621', 'prompt-videos', 'QUEUED')$$,
  'Each saved prompt has a QUEUED recording of its clip.');
select is(
  (select count(*)::int from graphile_worker.jobs j
   where j.task_identifier = 'process_recording'
     and j.key in (select 'recording:' || id from public.recording_media where prompt_video_id::text like 'a3700000-%')),
  4, 'Each saved prompt queued one process_recording job.');

-- Renditions named by each prompt's recording: ...5<last two digits of the prompt>.
update public.recording_media set id = ('a3700000-0000-4000-a000-0000000005' || right(prompt_video_id::text, 2))::uuid
  where prompt_video_id::text like 'a3700000-%';
insert into storage.objects (bucket_id, name)
select 'renditions', id || '/playback.mp4' from public.recording_media where id::text like 'a3700000-%';

-- What the current persona reads, short: a prompt or recording by its last three digits, in order
-- of those (not of the rows' places on disk, which updates move).
create function pg_temp.prompts() returns text[] language sql as $$
  select coalesce(array_agg(right(id::text, 3) order by right(id::text, 3)), '{}') from public.prompt_videos where id::text like 'a3700000-%'
$$;
create function pg_temp.recordings() returns text[] language sql as $$
  select coalesce(array_agg(right(id::text, 3) order by right(id::text, 3)), '{}') from public.recording_media where id::text like 'a3700000-%'
$$;
create function pg_temp.listed(p_bucket text) returns text[] language sql as $$
  select coalesce(array_agg(short order by short), '{}')
  from (
    select right(split_part(o.name, '/', case p_bucket when 'renditions' then 1 else 2 end),
                 case p_bucket when 'renditions' then 3 else 8 end) as short
    from storage.objects o
    where o.bucket_id = p_bucket
      and (o.name like 'a3700000-%' or o.name like current_setting('t37.w1') || '/%'
           or o.name like current_setting('t37.w2') || '/%')
  ) objects
$$;
grant execute on function pg_temp.prompts() to anon, authenticated;
grant execute on function pg_temp.recordings() to anon, authenticated;
grant execute on function pg_temp.listed(text) to anon, authenticated;

-- Section: reading --------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select pg_temp.prompts()$$, '42501', null, 'Anon cannot read prompts.');
select is(pg_temp.listed('prompt-videos'), '{}'::text[], 'Anon lists no prompt clip.');

select tests.reset_authentication();
insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope) values
  (current_setting('t37.w1')::uuid, 'Key', 'aik_T37keyA1', sha256('t37 key'), 'READ_WRITE');
select set_config('request.jwt.claims', jsonb_build_object('role', 'workspace_api', 'key_id',
         (select id from public.workspace_api_keys where prefix = 'aik_T37keyA1'))::text, true);
set local role workspace_api;
do $$ begin
  perform id from public.prompt_videos;
  perform set_config('t37.api_read', 'read', true);
exception when insufficient_privilege then
  perform set_config('t37.api_read', '42501', true);
end $$;
reset role;
select is(current_setting('t37.api_read'), '42501', 'An API key of the workspace cannot read its prompts: they are not in the public API.');

select tests.authenticate_as('t37_owner');
select is(pg_temp.prompts(), array['601', '602', '603'], 'The OWNER reads the workspace''s prompts.');
select is(pg_temp.recordings(), array['501', '502', '503'], 'The OWNER reads their recordings.');
select is(pg_temp.listed('prompt-videos'), array['601.webm', '602.webm', '603.webm'], 'The OWNER lists the workspace''s clips.');
select is(pg_temp.listed('renditions'), array['501', '502', '503'], 'The OWNER reads the prompts'' renditions.');

select tests.authenticate_as('t37_recruiter');
select is(pg_temp.prompts(), array['601', '602', '603'], 'A RECRUITER member reads the workspace''s prompts.');
select is(pg_temp.listed('renditions'), array['501', '502', '503'], 'A RECRUITER member reads the prompts'' renditions.');

select tests.authenticate_as('t37_reviewer');
select is(pg_temp.prompts(), array['601', '602', '603'], 'A REVIEWER reads the workspace''s prompts (the review plays them).');
select is(pg_temp.recordings(), array['501', '502', '503'], 'A REVIEWER reads their recordings.');
select is(pg_temp.listed('prompt-videos'), array['601.webm', '602.webm', '603.webm'], 'A REVIEWER lists the workspace''s clips.');
select is(pg_temp.listed('renditions'), array['501', '502', '503'], 'A REVIEWER reads the prompts'' renditions.');

select tests.authenticate_as('t37_outsider');
select is(pg_temp.prompts(), array['621'], 'A member of another workspace reads only their own prompts.');
select is(pg_temp.recordings(), array['521'], 'A member of another workspace reads none of this one''s recordings.');
select is(pg_temp.listed('prompt-videos'), array['621.webm'], 'A member of another workspace lists only their own clips.');
select is(pg_temp.listed('renditions'), array['521'], 'A member of another workspace reads none of this one''s renditions.');

select tests.authenticate_as('t37_cand');
select is(pg_temp.prompts(), '{}'::text[], 'The invited candidate reads no prompt row.');
select is(pg_temp.recordings(), array['501', '502'], 'The invited candidate reads the recordings of their interview''s question and welcome prompts.');
select is(pg_temp.listed('renditions'), array['501', '502'], 'The invited candidate reads those renditions, not an unused prompt''s.');
select is(pg_temp.listed('prompt-videos'), '{}'::text[], 'The invited candidate lists no original clip.');

select tests.authenticate_as('t37_cand2');
select is(pg_temp.recordings(), '{}'::text[], 'A candidate of another interview reads none of them.');
select is(pg_temp.listed('renditions'), '{}'::text[], 'A candidate of another interview reads no prompt rendition.');

select tests.authenticate_as('t37_admin');
select is(pg_temp.prompts(), array['601', '602', '603', '621'], 'A platform admin reads every prompt.');

-- Captions: a processed prompt is queued for transcription; the worker alone writes its segments,
-- and whoever may watch it reads them, the candidate through the definer function only.
select tests.reset_authentication();
update public.recording_media set status = 'READY' where id = 'a3700000-0000-4000-a000-000000000501';
select is(
  (select count(*)::int from graphile_worker.jobs j
   where j.task_identifier = 'transcribe_prompt_video' and j.key = 'prompt-transcript:a3700000-0000-4000-a000-000000000601'),
  1, 'A prompt whose recording becomes READY is queued for transcription.');
update public.prompt_videos set transcript_segments = '[{"start": 0, "end": 2.5, "text": "Tell us"}]'
  where id = 'a3700000-0000-4000-a000-000000000601';

select tests.authenticate_as('t37_cand');
select is(private.prompt_video_transcript_segments('a3700000-0000-4000-a000-000000000601'),
  '[{"start": 0, "end": 2.5, "text": "Tell us"}]'::jsonb, 'The invited candidate reads the captions of their question''s prompt.');
select throws_ok(
  $$update public.prompt_videos set transcript_segments = '[]' where id = 'a3700000-0000-4000-a000-000000000601'$$,
  '42501', null, 'A candidate cannot write a prompt''s captions.');

select tests.authenticate_as('t37_cand2');
select is(private.prompt_video_transcript_segments('a3700000-0000-4000-a000-000000000601'),
  null, 'A candidate of another interview reads none of its captions.');

select tests.authenticate_as('t37_outsider');
select is(private.prompt_video_transcript_segments('a3700000-0000-4000-a000-000000000601'),
  null, 'A member of another workspace reads none of its captions.');

select tests.authenticate_as('t37_recruiter');
select throws_ok(
  $$update public.prompt_videos set transcript_segments = '[]' where id = 'a3700000-0000-4000-a000-000000000601'$$,
  '42501', null, 'A RECRUITER cannot write a prompt''s captions: the worker does.');
select tests.authenticate_as('t37_owner');
select throws_ok(
  $$update public.prompt_videos set transcript_segments = '[]' where id = 'a3700000-0000-4000-a000-000000000601'$$,
  '42501', null, 'The OWNER cannot write a prompt''s captions either.');

-- The link's prompts by id, for anyone holding it (the renditions above decide who plays them).
select tests.reset_authentication();
select set_config('t37.token', (select unique_link_token from public.invitations
                                where id = 'a3700000-0000-4000-a000-000000000102'), true);
select tests.clear_authentication();
select is(
  public.get_take_prompt_videos(current_setting('t37.token')),
  jsonb_build_object(
    'welcome_prompt_video_id', 'a3700000-0000-4000-a000-000000000602',
    'questions', jsonb_build_array(jsonb_build_object(
      'question_id', 'a3700000-0000-4000-a000-000000000011', 'prompt_video_id', 'a3700000-0000-4000-a000-000000000601'))),
  'The link names its welcome and question prompts, to anon too.');
select throws_ok(
  $$select public.get_take_prompt_videos('AAAAAAAAAAAAAAAAAAAAAA')$$,
  'P0002', null, 'An unknown link names no prompt.');

-- A candidate once the invitation is finished: the prompt is no longer theirs to watch.
select tests.reset_authentication();
update public.invitations set status = 'STARTED' where id = 'a3700000-0000-4000-a000-000000000102';
update public.invitations set status = 'COMPLETED' where id = 'a3700000-0000-4000-a000-000000000102';
select tests.authenticate_as('t37_cand');
select is(pg_temp.recordings(), '{}'::text[], 'The candidate of a completed invitation reads no prompt recording.');

-- Section: writing rows ---------------------------------------------------------------------------
select tests.authenticate_as('t37_recruiter');
select lives_ok(
  $$insert into public.prompt_videos (workspace_id, source_path)
    values (current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '604'))$$,
  'A RECRUITER member saves a prompt of the workspace, as themselves.');
select is((select created_by from public.prompt_videos where source_path = pg_temp.path('t37.w1', '604')),
  tests.get_supabase_uid('t37_recruiter'), 'The prompt names its author.');
select throws_ok(
  $$insert into public.prompt_videos (workspace_id, source_path)
    values (current_setting('t37.w1')::uuid, pg_temp.path('t37.w2', '605'))$$,
  '23514', null, 'A prompt whose clip lies in another workspace''s folder is refused.');
select throws_ok(
  $$update public.prompt_videos set source_path = source_path where id = 'a3700000-0000-4000-a000-000000000603'$$,
  '42501', null, 'Nobody changes a saved prompt.');

select tests.authenticate_as('t37_reviewer');
select throws_ok(
  $$insert into public.prompt_videos (workspace_id, source_path)
    values (current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '606'))$$,
  '42501', null, 'A REVIEWER cannot save a prompt.');
select is(tests.affected_rows($$delete from public.prompt_videos where id = 'a3700000-0000-4000-a000-000000000603'$$),
  0, 'A REVIEWER cannot delete a prompt.');

select tests.authenticate_as('t37_outsider');
select throws_ok(
  $$insert into public.prompt_videos (workspace_id, source_path)
    values (current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '607'))$$,
  '42501', null, 'A member of another workspace cannot save a prompt in this one.');
select is(tests.affected_rows($$delete from public.prompt_videos where id = 'a3700000-0000-4000-a000-000000000603'$$),
  0, 'A member of another workspace cannot delete this one''s prompt.');

select tests.authenticate_as('t37_owner');
select is(tests.affected_rows($$delete from public.prompt_videos where id = 'a3700000-0000-4000-a000-000000000603'$$),
  1, 'The OWNER deletes an unused prompt.');
select tests.reset_authentication();
select is(
  (select count(*)::int from graphile_worker.jobs j
   where j.task_identifier = 'remove_renditions' and j.key = 'remove-renditions:a3700000-0000-4000-a000-000000000503'),
  1, 'Deleting a prompt queues the removal of its renditions.');
select tests.authenticate_as('t37_owner');

-- Section: a question's video is of its interview's workspace -------------------------------------
select throws_ok(
  $$update public.questions set prompt_video_id = 'a3700000-0000-4000-a000-000000000621'
    where id = 'a3700000-0000-4000-a000-000000000012'$$,
  '22023', 'The video of a question must belong to the interview''s workspace',
  'A question cannot ask with another workspace''s prompt.');
select throws_ok(
  $$update public.interviews set welcome_prompt_video_id = 'a3700000-0000-4000-a000-000000000621'
    where id = 'a3700000-0000-4000-a000-000000000002'$$,
  '22023', 'The video of a question must belong to the interview''s workspace',
  'An interview cannot welcome with another workspace''s prompt.');
select lives_ok(
  $$update public.questions set prompt_video_id = 'a3700000-0000-4000-a000-000000000602'
    where id = 'a3700000-0000-4000-a000-000000000012'$$,
  'A question asks with a prompt of its workspace.');

-- Section: storage writes -------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('prompt-videos', pg_temp.path('t37.w1', '701'))$$,
  '42501', null, 'Anon cannot store a clip.');
select tests.authenticate_as('t37_reviewer');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('prompt-videos', pg_temp.path('t37.w1', '702'), auth.uid()::text)$$,
  '42501', null, 'A REVIEWER cannot store a clip.');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'prompt-videos' and name = pg_temp.path('t37.w1', '601')$$),
  0, 'A REVIEWER cannot delete a clip.');
select tests.authenticate_as('t37_outsider');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('prompt-videos', pg_temp.path('t37.w1', '703'), auth.uid()::text)$$,
  '42501', null, 'A member of another workspace cannot store a clip in this one''s folder.');
select tests.authenticate_as('t37_cand');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('prompt-videos', pg_temp.path('t37.w1', '704'), auth.uid()::text)$$,
  '42501', null, 'A candidate cannot store a clip.');
select tests.authenticate_as('t37_recruiter');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('prompt-videos', pg_temp.path('t37.w1', '705'), auth.uid()::text)$$,
  'A RECRUITER member stores a clip in the workspace''s folder.');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('prompt-videos', current_setting('t37.w1') || '/nested/clip.webm', auth.uid()::text)$$,
  '42501', null, 'A clip is one <uuid>.<ext> file directly in the workspace''s folder.');
-- UPDATE: a resumable upload finished again under the same name (TUS writes the row twice).
select is(tests.affected_rows($$update storage.objects set metadata = '{"size": 2048}'
                                where bucket_id = 'prompt-videos' and name = pg_temp.path('t37.w1', '705')$$),
  1, 'A RECRUITER member finishes writing a clip of the workspace.');
select tests.authenticate_as('t37_reviewer');
select is(tests.affected_rows($$update storage.objects set metadata = '{"size": 1}'
                                where bucket_id = 'prompt-videos' and name = pg_temp.path('t37.w1', '705')$$),
  0, 'A REVIEWER cannot overwrite a clip (0 rows).');
select tests.authenticate_as('t37_outsider');
select is(tests.affected_rows($$update storage.objects set metadata = '{"size": 1}'
                                where bucket_id = 'prompt-videos' and name = pg_temp.path('t37.w1', '705')$$),
  0, 'A member of another workspace cannot overwrite a clip (0 rows).');
select tests.authenticate_as('t37_recruiter');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'prompt-videos' and name = pg_temp.path('t37.w1', '705')$$),
  1, 'A RECRUITER member deletes a clip of the workspace.');
select tests.authenticate_as('t37_admin');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('prompt-videos', pg_temp.path('t37.w2', '706'), auth.uid()::text)$$,
  'A platform admin stores a clip in any workspace''s folder.');

-- Section: an answered question's video is frozen -------------------------------------------------
select tests.reset_authentication();
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a3700000-0000-4000-a000-000000000104', 'a3700000-0000-4000-a000-000000000001', tests.get_supabase_uid('t37_cand2'), 'Ann', 'Answered', 't37.104@example.com', 'STARTED');
insert into public.responses (invitation_id, question_id, candidate_id, response_text) values
  ('a3700000-0000-4000-a000-000000000104', 'a3700000-0000-4000-a000-000000000011', tests.get_supabase_uid('t37_cand2'), 'My answer');
select tests.authenticate_as('t37_owner');
select throws_ok(
  $$update public.questions set prompt_video_id = null where id = 'a3700000-0000-4000-a000-000000000011'$$,
  '55000', null, 'An answered question''s video cannot be removed.');
-- Section: clips nothing uses are deleted by the retention schedule -------------------------------
select tests.authenticate_as('t37_recruiter');
select throws_ok(
  $$select private.delete_unused_prompt_videos(now())$$,
  '42501', null, 'A recruiter cannot delete unused clips wholesale: the worker''s retention schedule does.');
select tests.reset_authentication();
insert into public.prompt_videos (id, workspace_id, source_path, created_by) values
  ('a3700000-0000-4000-a000-000000000608', current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '608'), tests.get_supabase_uid('t37_owner')),
  ('a3700000-0000-4000-a000-000000000609', current_setting('t37.w1')::uuid, pg_temp.path('t37.w1', '609'), tests.get_supabase_uid('t37_owner'));
insert into public.interview_templates (workspace_id, kind, name, content) values
  (current_setting('t37.w1')::uuid, 'INTERVIEW', 'T37 kept clip',
   jsonb_build_object('questions', jsonb_build_array(jsonb_build_object('prompt_video_id', 'a3700000-0000-4000-a000-000000000609'))));
update public.prompt_videos set created_at = now() - interval '2 days' where id::text like 'a3700000-%';
select private.delete_unused_prompt_videos(now() - interval '1 day');
select is(pg_temp.prompts(), array['601', '602', '609'],
  'Clips a day old that no question, interview or template uses are deleted; the used ones stay.');
select is((select count(*)::int from public.prompt_videos where source_path = pg_temp.path('t37.w1', '604')),
  1, 'A clip saved less than a day ago stays though nothing uses it yet.');
select is(
  (select count(*)::int from graphile_worker.jobs j
   where j.task_identifier = 'remove_prompt_video' and j.key = 'remove-prompt-video:a3700000-0000-4000-a000-000000000608'),
  1, 'A deleted clip''s original is queued for removal from Storage.');

select tests.reset_authentication();
select lives_ok(
  $$delete from public.workspaces where id = current_setting('t37.w1')::uuid$$,
  'Deleting the workspace still takes its answered interviews and their prompts with it.');
select is(
  (select count(*)::int from graphile_worker.jobs j
   where j.task_identifier = 'remove_prompt_video' and j.key = 'remove-prompt-video:a3700000-0000-4000-a000-000000000601'),
  1, 'A deleted workspace''s clips are queued for removal from Storage.');

select * from finish();
rollback;
