-- The buckets under workspace access (issue #17), per persona: the workspace's OWNER, a RECRUITER
-- member, a REVIEWER member, a member of another workspace, the bound candidate, anon, a platform
-- admin. responses: answer takes; renditions: the worker's output; workspace-logos: each
-- workspace's logo, written by its owners only, with workspaces.logo_path naming a file of its folder.
-- Ids start with a3600000. Invitations: 102 STARTED (the candidate's), 103 COMPLETED (W1), 201 (W2).
begin;
select plan(45);

-- The deletes below stand for the Storage API's: it tells Storage's delete protection so on each
-- request, and row-level security then decides as it does for the API.
select set_config('storage.allow_delete_query', 'true', true);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t36_owner');
select tests.create_supabase_user('t36_recruiter');
select tests.create_supabase_user('t36_reviewer');
select tests.create_supabase_user('t36_outsider');
select tests.create_supabase_user('t36_cand');
select tests.create_supabase_user('t36_cand2');
select tests.create_supabase_user('t36_admin');
select tests.set_role('t36_owner', 'RECRUITER');
select tests.set_role('t36_outsider', 'RECRUITER');
select tests.set_role('t36_admin', 'ADMIN');
select set_config('t36.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t36_owner')), true);
select set_config('t36.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t36_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t36.w1')::uuid, tests.get_supabase_uid('t36_recruiter'), 'RECRUITER'),
  (current_setting('t36.w1')::uuid, tests.get_supabase_uid('t36_reviewer'), 'REVIEWER');

-- Section: data, arranged as postgres -------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a3600000-0000-4000-a000-000000000001', current_setting('t36.w1')::uuid, tests.get_supabase_uid('t36_owner'), 'T36 team'),
  ('a3600000-0000-4000-a000-000000000002', current_setting('t36.w2')::uuid, tests.get_supabase_uid('t36_outsider'), 'T36 other');
insert into public.questions (id, interview_id, order_number, text) values
  ('a3600000-0000-4000-a000-000000000011', 'a3600000-0000-4000-a000-000000000001', 1, 'T36 question'),
  ('a3600000-0000-4000-a000-000000000021', 'a3600000-0000-4000-a000-000000000002', 1, 'T36 other question');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a3600000-0000-4000-a000-000000000102', 'a3600000-0000-4000-a000-000000000001', tests.get_supabase_uid('t36_cand'), 'Sam', 'Started', 't36.102@example.com', 'STARTED'),
  ('a3600000-0000-4000-a000-000000000103', 'a3600000-0000-4000-a000-000000000001', tests.get_supabase_uid('t36_cand2'), 'Cid', 'Completed', 't36.103@example.com', 'COMPLETED'),
  ('a3600000-0000-4000-a000-000000000201', 'a3600000-0000-4000-a000-000000000002', tests.get_supabase_uid('t36_cand2'), 'Oz', 'Other', 't36.201@example.com', 'COMPLETED');
insert into public.responses (id, invitation_id, question_id, candidate_id, media_path) values
  ('a3600000-0000-4000-a000-000000000302', 'a3600000-0000-4000-a000-000000000102', 'a3600000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t36_cand'), 'a3600000-0000-4000-a000-000000000102/a3600000-0000-4000-a000-000000000011/1.webm'),
  ('a3600000-0000-4000-a000-000000000303', 'a3600000-0000-4000-a000-000000000103', 'a3600000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t36_cand2'), 'a3600000-0000-4000-a000-000000000103/a3600000-0000-4000-a000-000000000011/1.webm'),
  ('a3600000-0000-4000-a000-000000000321', 'a3600000-0000-4000-a000-000000000201', 'a3600000-0000-4000-a000-000000000021',
   tests.get_supabase_uid('t36_cand2'), 'a3600000-0000-4000-a000-000000000201/a3600000-0000-4000-a000-000000000021/1.webm');
insert into storage.objects (bucket_id, name, owner, owner_id)
select 'responses', r.media_path, r.candidate_id, r.candidate_id::text from public.responses r where r.id::text like 'a3600000-%';
update public.recording_media set id = ('a3600000-0000-4000-a000-0000000005' || right(response_id::text, 2))::uuid
  where response_id::text like 'a3600000-%';
insert into storage.objects (bucket_id, name)
select 'renditions', id || '/poster.jpg' from public.recording_media where id::text like 'a3600000-%';
insert into storage.objects (bucket_id, name) values
  ('workspace-logos', current_setting('t36.w1') || '/old.png'),
  ('workspace-logos', current_setting('t36.w2') || '/other.png');

-- What the current persona lists of each bucket, short: an answer by its invitation, a rendition
-- by its recording, a logo as W1/… or W2/….
create function pg_temp.listed(p_bucket text) returns text[] language sql as $$
  select coalesce(array_agg(label order by label), '{}') from (
    select case p_bucket
             when 'workspace-logos' then replace(replace(o.name, current_setting('t36.w1'), 'W1'), current_setting('t36.w2'), 'W2')
             else right(split_part(o.name, '/', 1), 3) end as label
    from storage.objects o
    where o.bucket_id = p_bucket
      and (o.name like 'a3600000-%' or o.name like current_setting('t36.w1') || '/%' or o.name like current_setting('t36.w2') || '/%')
  ) listed
$$;
grant execute on function pg_temp.listed(text) to anon, authenticated;

select results_eq(
  $$select id::text, public from storage.buckets where id = 'workspace-logos'$$,
  $$values ('workspace-logos'::text, true)$$,
  'The workspace-logos bucket exists and is public (logos show where nobody is signed in).');

-- Section: reading ------------------------------------------------------------------------------------
select tests.clear_authentication();
select is(pg_temp.listed('responses'), '{}'::text[], 'Anon lists no answer.');
select is(pg_temp.listed('workspace-logos'), '{}'::text[], 'Anon lists no logo (they load by public URL).');

select tests.authenticate_as('t36_owner');
select is(pg_temp.listed('responses'), array['102', '103'], 'The OWNER reads every answer of the workspace.');
select is(pg_temp.listed('renditions'), array['502', '503'], 'The OWNER reads every rendition of the workspace.');
select is(pg_temp.listed('workspace-logos'), array['W1/old.png'], 'The OWNER lists their workspace''s logo folder.');

select tests.authenticate_as('t36_recruiter');
select is(pg_temp.listed('responses'), array['102', '103'], 'A RECRUITER member reads every answer of the workspace.');
select is(pg_temp.listed('renditions'), array['502', '503'], 'A RECRUITER member reads every rendition of the workspace.');
select is(pg_temp.listed('workspace-logos'), '{}'::text[], 'A RECRUITER member does not list the logo folder (owners manage it).');

select tests.authenticate_as('t36_reviewer');
select is(pg_temp.listed('responses'), array['103'], 'A REVIEWER reads the answers of completed invitations only.');
select is(pg_temp.listed('renditions'), array['503'], 'A REVIEWER reads the renditions of those answers only.');
select is(pg_temp.listed('workspace-logos'), '{}'::text[], 'A REVIEWER does not list the logo folder.');

select tests.authenticate_as('t36_outsider');
select is(pg_temp.listed('responses'), array['201'], 'A member of another workspace reads none of this one''s answers.');
select is(pg_temp.listed('renditions'), array['521'], 'A member of another workspace reads none of its renditions.');
select is(pg_temp.listed('workspace-logos'), array['W2/other.png'], 'A member of another workspace lists only their own logo folder.');

select tests.authenticate_as('t36_cand');
select is(pg_temp.listed('responses'), array['102'], 'The candidate reads their own take of their STARTED invitation only.');
select is(pg_temp.listed('renditions'), '{}'::text[], 'The candidate reads no answer rendition.');

select tests.authenticate_as('t36_admin');
select is(pg_temp.listed('responses'), array['102', '103', '201'], 'A platform admin reads every answer.');
select is(pg_temp.listed('renditions'), array['502', '503', '521'], 'A platform admin reads every rendition.');
select is(pg_temp.listed('workspace-logos'), array['W1/old.png', 'W2/other.png'], 'A platform admin lists every logo.');

-- Section: answers and renditions, writes ----------------------------------------------------------------
select tests.authenticate_as('t36_reviewer');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'responses' and name like 'a3600000-%'$$),
  0, 'A REVIEWER cannot delete an answer''s recording.');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id)
    values ('responses', 'a3600000-0000-4000-a000-000000000103/a3600000-0000-4000-a000-000000000011/2.webm', auth.uid(), auth.uid()::text)$$,
  '42501', null, 'A REVIEWER cannot store a take.');
select tests.authenticate_as('t36_outsider');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'responses' and name like 'a3600000-0000-4000-a000-000000000103/%'$$),
  0, 'A member of another workspace cannot delete its recordings.');
select tests.authenticate_as('t36_owner');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('renditions', 'a3600000-0000-4000-a000-000000000503/playback.mp4')$$,
  '42501', null, 'The OWNER cannot store a rendition (the worker does).');
select tests.authenticate_as('t36_recruiter');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'responses' and name like 'a3600000-0000-4000-a000-000000000103/%'$$),
  1, 'A RECRUITER member deletes a recording of the workspace (with its answer).');

-- Section: workspace logos, writes --------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('workspace-logos', current_setting('t36.w1') || '/anon.png')$$,
  '42501', null, 'Anon cannot store a logo.');

select tests.authenticate_as('t36_recruiter');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w1') || '/r.png', auth.uid()::text)$$,
  '42501', null, 'A RECRUITER member cannot store the workspace''s logo.');
select is(tests.affected_rows($$update storage.objects set metadata = '{}' where bucket_id = 'workspace-logos' and name like current_setting('t36.w1') || '/%'$$),
  0, 'A RECRUITER member cannot replace the logo.');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'workspace-logos' and name like current_setting('t36.w1') || '/%'$$),
  0, 'A RECRUITER member cannot delete the logo.');
select tests.authenticate_as('t36_reviewer');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w1') || '/v.png', auth.uid()::text)$$,
  '42501', null, 'A REVIEWER cannot store the workspace''s logo.');
select tests.authenticate_as('t36_outsider');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w1') || '/o.png', auth.uid()::text)$$,
  '42501', null, 'A member of another workspace cannot store a logo in this one''s folder.');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'workspace-logos' and name like current_setting('t36.w1') || '/%'$$),
  0, 'A member of another workspace cannot delete this one''s logo.');
select tests.authenticate_as('t36_cand');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w1') || '/c.png', auth.uid()::text)$$,
  '42501', null, 'A candidate cannot store a logo.');

select tests.authenticate_as('t36_owner');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w1') || '/logo.png', auth.uid()::text)$$,
  'The OWNER stores a logo directly in their workspace''s folder.');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w1') || '/nested/logo.png', auth.uid()::text)$$,
  '42501', null, 'The OWNER cannot store a logo in a sub-folder.');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', 'logo.png', auth.uid()::text)$$,
  '42501', null, 'The OWNER cannot store a logo outside a workspace folder.');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w2') || '/logo.png', auth.uid()::text)$$,
  '42501', null, 'The OWNER cannot store a logo in another workspace''s folder.');
select is(tests.affected_rows($$update storage.objects set metadata = '{"mimetype": "image/png"}' where bucket_id = 'workspace-logos' and name = current_setting('t36.w1') || '/old.png'$$),
  1, 'The OWNER replaces their workspace''s logo.');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'workspace-logos' and name = current_setting('t36.w1') || '/old.png'$$),
  1, 'The OWNER deletes their workspace''s old logo.');

select tests.authenticate_as('t36_admin');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner_id) values ('workspace-logos', current_setting('t36.w2') || '/admin.png', auth.uid()::text)$$,
  'A platform admin stores a logo for any workspace.');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'workspace-logos' and name = current_setting('t36.w2') || '/other.png'$$),
  1, 'A platform admin deletes any workspace''s logo.');

-- Section: workspaces.logo_path names a file of the workspace's own folder ----------------------------------
select tests.reset_authentication();
select lives_ok(
  $$update public.workspaces set logo_path = id || '/logo.png' where id = current_setting('t36.w1')::uuid$$,
  'A logo_path in the workspace''s own folder is stored.');
select throws_ok(
  $$update public.workspaces set logo_path = current_setting('t36.w2') || '/logo.png' where id = current_setting('t36.w1')::uuid$$,
  '23514', null, 'A logo_path in another workspace''s folder is refused.');
select throws_ok(
  $$update public.workspaces set logo_path = id || '/nested/logo.png' where id = current_setting('t36.w1')::uuid$$,
  '23514', null, 'A logo_path in a sub-folder is refused.');
select throws_ok(
  $$update public.workspaces set logo_path = id || '/' where id = current_setting('t36.w1')::uuid$$,
  '23514', null, 'A logo_path naming no file is refused.');

select * from finish();
rollback;
