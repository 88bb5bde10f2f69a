-- API keys per workspace (issue #22 item 1) per persona: the owners of a workspace (and a platform
-- admin) make, list and revoke its keys; other members, owners of other workspaces, candidates and
-- anon do nothing with them; nobody reads a key's hash back, and a revoked key stays revoked.
-- Keys are told apart by their prefixes. W1 is t99_owner's workspace, W2 t99_outsider's.
begin;
select plan(26);

select has_table('public'::name, 'workspace_api_keys'::name, 'workspace_api_keys exists');

-- Section: personas and data ----------------------------------------------------------------------
select tests.create_supabase_user('t99_owner');
select tests.create_supabase_user('t99_recruiter');
select tests.create_supabase_user('t99_reviewer');
select tests.create_supabase_user('t99_outsider');
select tests.create_supabase_user('t99_cand');
select tests.create_supabase_user('t99_admin');
select tests.set_role('t99_owner', 'RECRUITER');
select tests.set_role('t99_outsider', 'RECRUITER');
select tests.set_role('t99_admin', 'ADMIN');
select set_config('t99.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t99_owner')), true);
select set_config('t99.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t99_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t99.w1')::uuid, tests.get_supabase_uid('t99_recruiter'), 'RECRUITER'),
  (current_setting('t99.w1')::uuid, tests.get_supabase_uid('t99_reviewer'), 'REVIEWER');

-- A key as the api stores it: its prefix and the SHA-256 of the whole key.
create function pg_temp.add_key(p_workspace text, p_prefix text) returns void
language sql as $$
  insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
  values (current_setting(p_workspace)::uuid, 'ATS ' || p_prefix, p_prefix,
          sha256(convert_to(p_prefix || '_secret', 'UTF8')), 'READ')
$$;
grant execute on function pg_temp.add_key(text, text) to public;

-- Section: who makes keys -------------------------------------------------------------------------
select tests.authenticate_as('t99_owner');
select lives_ok($$ select pg_temp.add_key('t99.w1', 'aik_Owner001') $$,
  'An owner makes a key for their workspace.');
select is((select created_by from public.workspace_api_keys where prefix = 'aik_Owner001'),
  tests.get_supabase_uid('t99_owner'), 'The key names the owner who made it.');
select throws_ok($$ select pg_temp.add_key('t99.w2', 'aik_Owner002') $$,
  '42501', null, 'An owner makes no key for another workspace.');
select throws_ok($$ insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope, created_by)
                   values (current_setting('t99.w1')::uuid, 'Theirs', 'aik_Owner003', sha256('x'), 'READ',
                           tests.get_supabase_uid('t99_recruiter')) $$,
  '42501', null, 'Nobody makes a key in someone else''s name.');
select throws_ok($$ insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
                   values (current_setting('t99.w1')::uuid, 'Short', 'aik_Owner004', '\x00', 'READ') $$,
  '23514', null, 'A hash is a SHA-256.');
select tests.authenticate_as('t99_recruiter');
select throws_ok($$ select pg_temp.add_key('t99.w1', 'aik_Recru005') $$,
  '42501', null, 'A recruiter member makes no key.');
select tests.authenticate_as('t99_reviewer');
select throws_ok($$ select pg_temp.add_key('t99.w1', 'aik_Revie006') $$,
  '42501', null, 'A reviewer member makes no key.');
select tests.authenticate_as('t99_cand');
select throws_ok($$ select pg_temp.add_key('t99.w1', 'aik_Candi007') $$,
  '42501', null, 'A candidate makes no key.');
select tests.clear_authentication();
select throws_ok($$ select pg_temp.add_key('t99.w1', 'aik_Anony008') $$,
  '42501', null, 'anon makes no key.');
select tests.authenticate_as('t99_admin');
select lives_ok($$ select pg_temp.add_key('t99.w1', 'aik_Admin009') $$,
  'A platform admin makes a key for any workspace.');
select tests.authenticate_as('t99_outsider');
select lives_ok($$ select pg_temp.add_key('t99.w2', 'aik_Other010') $$,
  'The owner of another workspace makes a key for their own.');

-- Section: who reads them -------------------------------------------------------------------------
select tests.authenticate_as('t99_owner');
select is((select array_agg(prefix order by prefix) from public.workspace_api_keys),
  array['aik_Admin009', 'aik_Owner001'], 'An owner reads the keys of their workspace only.');
select throws_ok($$ select secret_hash from public.workspace_api_keys $$, '42501', null,
  'An owner does not read a key''s hash.');
select tests.authenticate_as('t99_recruiter');
select is((select count(*)::int from public.workspace_api_keys), 0, 'A recruiter member reads none.');
select tests.authenticate_as('t99_reviewer');
select is((select count(*)::int from public.workspace_api_keys), 0, 'A reviewer member reads none.');
select tests.authenticate_as('t99_outsider');
select is((select array_agg(prefix) from public.workspace_api_keys), array['aik_Other010'],
  'The owner of another workspace reads only their own.');
select tests.authenticate_as('t99_cand');
select is((select count(*)::int from public.workspace_api_keys), 0, 'A candidate reads none.');
select tests.authenticate_as('t99_admin');
select is((select count(*)::int from public.workspace_api_keys
           where workspace_id in (current_setting('t99.w1')::uuid, current_setting('t99.w2')::uuid)), 3,
  'A platform admin reads every workspace''s keys.');
select throws_ok($$ select secret_hash from public.workspace_api_keys $$, '42501', null,
  'A platform admin does not read a key''s hash either.');
select tests.clear_authentication();
select throws_ok($$ select count(*) from public.workspace_api_keys $$, '42501', null, 'anon may not read them.');

-- Section: revoking -------------------------------------------------------------------------------
select tests.authenticate_as('t99_outsider');
update public.workspace_api_keys set revoked_at = now() where prefix = 'aik_Owner001';
select tests.authenticate_as('t99_recruiter');
update public.workspace_api_keys set revoked_at = now() where prefix = 'aik_Owner001';
select tests.authenticate_as('t99_owner');
select is((select revoked_at from public.workspace_api_keys where prefix = 'aik_Owner001'),
  null, 'Neither another workspace''s owner nor a recruiter member revokes a key.');
update public.workspace_api_keys set revoked_at = now() where prefix = 'aik_Owner001';
select is((select revoked_at from public.workspace_api_keys where prefix = 'aik_Owner001'),
  now(), 'An owner revokes a key of their workspace, now.');
select throws_ok($$ update public.workspace_api_keys set revoked_at = now() - interval '1 day'
                    where prefix = 'aik_Admin009' $$,
  '42501', null, 'A revocation is dated when it happens.');
update public.workspace_api_keys set revoked_at = null where prefix = 'aik_Owner001';
select isnt((select revoked_at from public.workspace_api_keys where prefix = 'aik_Owner001'),
  null, 'A revoked key is never live again.');
select throws_ok($$ update public.workspace_api_keys set name = 'Renamed' $$, '42501', null,
  'Only revoking changes a key.');

select * from finish();
rollback;
