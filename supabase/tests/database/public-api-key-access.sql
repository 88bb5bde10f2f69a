-- Requests made with an API key (issue #22 item 1): private.authenticate_api_key finds a live key
-- by its hash and stamps its use; as workspace_api with a key's claims, row-level security shows
-- the key's workspace's interviews and no other workspace's; a revoked key reaches nothing, and
-- the client roles can neither authenticate keys nor act as one.
-- Keys: A (W1, live), B (W2, live), R (W1, revoked). Interviews: a9910000-…01 in W1, …02 in W2.
begin;
select plan(16);

select tests.create_supabase_user('t991_owner');
select tests.create_supabase_user('t991_other');
select tests.set_role('t991_owner', 'RECRUITER');
select tests.set_role('t991_other', 'RECRUITER');
select set_config('t991.w1', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t991_owner')), true);
select set_config('t991.w2', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t991_other')), true);
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9910000-0000-4000-a000-000000000001', current_setting('t991.w1')::uuid, tests.get_supabase_uid('t991_owner'), 'T991 one'),
  ('a9910000-0000-4000-a000-000000000002', current_setting('t991.w2')::uuid, tests.get_supabase_uid('t991_other'), 'T991 other');
insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope, revoked_at) values
  (current_setting('t991.w1')::uuid, 'A', 'aik_T991keyA', sha256('t991 key A'), 'READ', null),
  (current_setting('t991.w2')::uuid, 'B', 'aik_T991keyB', sha256('t991 key B'), 'READ_WRITE', null),
  (current_setting('t991.w1')::uuid, 'R', 'aik_T991keyR', sha256('t991 key R'), 'READ', now() - interval '1 hour');

-- Acts as workspace_api with the claims the api gives a request of the key `p_prefix` (from postgres).
create function pg_temp.act_as_key(p_prefix text) returns void
language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('role', 'workspace_api', 'key_id',
           (select id from public.workspace_api_keys where prefix = p_prefix))::text, true),
         set_config('role', 'workspace_api', true)
$$;

-- Section: authenticating a key -------------------------------------------------------------------
select set_config('role', 'workspace_api', true);
select set_config('t991.found', (select workspace_id::text || ' ' || scope::text || ' ' || retry_after::text
                                 from private.authenticate_api_key(sha256('t991 key B'))), true);
select set_config('t991.revoked', (select count(*)::text from private.authenticate_api_key(sha256('t991 key R'))), true);
select set_config('t991.unknown', (select count(*)::text from private.authenticate_api_key(sha256('nobody'))), true);
reset role;
select is(current_setting('t991.found'), current_setting('t991.w2') || ' READ_WRITE 0',
  'A live key answers its workspace and scope, with nothing to wait.');
select is(current_setting('t991.revoked'), '0', 'A revoked key answers nothing.');
select is(current_setting('t991.unknown'), '0', 'An unknown key answers nothing.');
select isnt((select last_used_at from public.workspace_api_keys where prefix = 'aik_T991keyB'), null,
  'Authenticating a key stamps its use.');
select is((select last_used_at from public.workspace_api_keys where prefix = 'aik_T991keyR'), null,
  'A revoked key is not stamped.');
update public.workspace_api_keys set last_used_at = now() - interval '30 seconds' where prefix = 'aik_T991keyB';
set local role workspace_api;
select count(*) from private.authenticate_api_key(sha256('t991 key B'));
reset role;
select is((select last_used_at from public.workspace_api_keys where prefix = 'aik_T991keyB'), now() - interval '30 seconds',
  'A key used within the minute is not stamped again.');

-- Section: the rate limit -------------------------------------------------------------------------
select is((select tokens from private.api_key_rate r join public.workspace_api_keys k on k.id = r.key_id
           where k.prefix = 'aik_T991keyB'), 58::double precision,
  'Each request takes one token of the key''s bucket of 60.');
update private.api_key_rate set tokens = 0.25, refilled_at = now()
  where key_id = (select id from public.workspace_api_keys where prefix = 'aik_T991keyB');
set local role workspace_api;
select set_config('t991.wait', (select retry_after::text from private.authenticate_api_key(sha256('t991 key B'))), true);
reset role;
select is(current_setting('t991.wait'), '1', 'An empty bucket says how many seconds until the next token.');
update private.api_key_rate set tokens = 0, refilled_at = now() - interval '10 seconds'
  where key_id = (select id from public.workspace_api_keys where prefix = 'aik_T991keyB');
set local role workspace_api;
select set_config('t991.wait', (select retry_after::text from private.authenticate_api_key(sha256('t991 key B'))), true);
reset role;
select is(current_setting('t991.wait'), '0', 'The bucket refills at one token a second.');
select is((select tokens from private.api_key_rate r join public.workspace_api_keys k on k.id = r.key_id
           where k.prefix = 'aik_T991keyA'), null, 'Another key''s bucket is its own.');

-- Section: what a key reaches ---------------------------------------------------------------------
select pg_temp.act_as_key('aik_T991keyA');
select set_config('t991.seen_a', (select coalesce(string_agg(title, ',' order by title), '') from public.interviews
                                  where title like 'T991%'), true);
reset role;
select pg_temp.act_as_key('aik_T991keyB');
select set_config('t991.seen_b', (select coalesce(string_agg(title, ',' order by title), '') from public.interviews
                                  where title like 'T991%'), true);
reset role;
select pg_temp.act_as_key('aik_T991keyR');
select set_config('t991.seen_r', (select count(*)::text from public.interviews), true);
select set_config('request.jwt.claims', '{"role": "workspace_api"}', true);
select set_config('t991.seen_none', (select count(*)::text from public.interviews), true);
reset role;
select is(current_setting('t991.seen_a'), 'T991 one', 'A key of W1 reads W1''s interviews, not W2''s.');
select is(current_setting('t991.seen_b'), 'T991 other', 'A key of W2 reads W2''s interviews, not W1''s.');
select is(current_setting('t991.seen_r'), '0', 'A revoked key reads nothing.');
select is(current_setting('t991.seen_none'), '0', 'workspace_api without a key reads nothing.');

-- Section: the client roles -----------------------------------------------------------------------
select tests.authenticate_as('t991_owner');
select throws_ok($$ select * from private.authenticate_api_key(sha256('t991 key A')) $$, '42501', null,
  'A signed-in user cannot authenticate keys.');
select tests.reset_authentication();
select ok(not pg_has_role('authenticator', 'workspace_api', 'member')
          and not pg_has_role('authenticated', 'workspace_api', 'member')
          and not pg_has_role('anon', 'workspace_api', 'member'),
  'The Data API''s roles cannot act as a key: only the api''s own login role switches to it.');

select * from finish();
rollback;
