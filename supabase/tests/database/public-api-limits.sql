-- Limits of the public API per workspace (issue #33 item 10): an owner keeps at most 10 live keys
-- (the eleventh is refused with the reason, a revoked key makes room), and a workspace's keys
-- share a bucket beside each key's own: with it empty, a fresh key waits too, and a refused
-- request takes no token. W1 is the owner's workspace, W2 another's.
begin;
select plan(9);

select tests.create_supabase_user('t99e_owner');
select tests.create_supabase_user('t99e_other');
select tests.set_role('t99e_owner', 'RECRUITER');
select tests.set_role('t99e_other', 'RECRUITER');
select set_config('t99e.w1', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99e_owner')), true);
select set_config('t99e.w2', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99e_other')), true);

-- Makes key number `p_n` of the owner's workspace, as the api does (the caller's insert).
create function pg_temp.add_key(p_n integer) returns void
language sql as $$
  insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
  values (current_setting('t99e.w1')::uuid, 'Key ' || p_n, 'aik_T99e' || lpad(p_n::text, 4, '0'),
          sha256(convert_to('t99e key ' || p_n, 'UTF8')), 'READ')
$$;
grant execute on function pg_temp.add_key(integer) to authenticated;

-- Section: at most 10 live keys -------------------------------------------------------------------
select tests.authenticate_as('t99e_owner');
select lives_ok($$ select pg_temp.add_key(n) from generate_series(1, 10) n $$,
  'An owner makes ten keys.');
select throws_ok($$ select pg_temp.add_key(11) $$, '55000',
  'A workspace can have at most 10 active API keys: revoke one it no longer uses to make another',
  'The eleventh live key is refused with the reason.');
update public.workspace_api_keys set revoked_at = now() where prefix = 'aik_T99e0001';
select lives_ok($$ select pg_temp.add_key(11) $$, 'A revoked key makes room for another.');
select throws_ok($$ select pg_temp.add_key(12) $$, '55000', null,
  'Revoked keys do not count, live ones do: the cap holds again.');
reset role;
select throws_ok($$ insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
                    values (current_setting('t99e.w1')::uuid, 'Direct', 'aik_T99eDIRE', sha256('t99e direct'), 'READ') $$,
  '55000', null, 'The cap holds for any writer, not only the api.');
insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
values (current_setting('t99e.w2')::uuid, 'Other', 'aik_T99eOTHR', sha256('t99e other'), 'READ');
select is((select count(*)::int from public.workspace_api_keys where workspace_id = current_setting('t99e.w2')::uuid),
  1, 'Another workspace''s keys are counted apart.');

-- Section: the workspace's bucket -----------------------------------------------------------------
set local role workspace_api;
select count(*) from private.authenticate_api_key(sha256(convert_to('t99e key 2', 'UTF8')));
reset role;
select is((select tokens from private.api_workspace_rate where workspace_id = current_setting('t99e.w1')::uuid),
  299::double precision, 'Each request takes one token of the workspace''s bucket of 300 too.');
update private.api_workspace_rate set tokens = 0, refilled_at = now()
  where workspace_id = current_setting('t99e.w1')::uuid;
set local role workspace_api;
select set_config('t99e.limited', (select retry_after::text || ' ' || workspace_limited::text
                                   from private.authenticate_api_key(sha256(convert_to('t99e key 3', 'UTF8')))), true);
reset role;
select is(current_setting('t99e.limited'), '1 true',
  'With the workspace''s bucket empty, a key whose own bucket is full waits, and says why.');
select is((select tokens from private.api_key_rate r join public.workspace_api_keys k on k.id = r.key_id
           where k.prefix = 'aik_T99e0003'), 60::double precision,
  'A refused request takes no token from the key''s own bucket.');

select * from finish();
rollback;
