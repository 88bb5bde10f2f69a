-- An invitation's link token opens the candidate's interview as them (issue #33, item 12): no
-- caller selects the column; its managers, admins and the candidate get it through
-- private.invitation_link_token(), a REVIEWER or anyone else nothing. Ids start with a5800000.
begin;
select plan(14);

select tests.create_supabase_user('t58_owner');
select tests.create_supabase_user('t58_recruiter');
select tests.create_supabase_user('t58_reviewer');
select tests.create_supabase_user('t58_outsider');
select tests.create_supabase_user('t58_admin');
select tests.create_supabase_user('t58_cand');
select tests.set_role('t58_owner', 'RECRUITER');
select tests.set_role('t58_outsider', 'RECRUITER');
select tests.set_role('t58_admin', 'ADMIN');
select set_config('t58.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t58_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t58.w1')::uuid, tests.get_supabase_uid('t58_recruiter'), 'RECRUITER'),
  (current_setting('t58.w1')::uuid, tests.get_supabase_uid('t58_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a5800000-0000-4000-a000-000000000001', current_setting('t58.w1')::uuid, tests.get_supabase_uid('t58_owner'), 'T58');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token) values
  ('a5800000-0000-4000-a000-000000000021', 'a5800000-0000-4000-a000-000000000001', tests.get_supabase_uid('t58_cand'),
   'Ann', 'Token', 't58.21@example.com', 'COMPLETED', 't58tokenAAAAAAAAAAAAAA');

create function pg_temp.token() returns text language sql as $$
  select private.invitation_link_token('a5800000-0000-4000-a000-000000000021')
$$;
grant execute on function pg_temp.token() to authenticated, workspace_api;
-- A page's tokens in one call, as the invitation list reads them.
create function pg_temp.page_tokens() returns text[] language sql as $$
  select array_agg(t.token) from private.invitation_link_tokens(array['a5800000-0000-4000-a000-000000000021',
                                                                      'a5800000-0000-4000-a000-000000000099']::uuid[]) t
$$;
grant execute on function pg_temp.page_tokens() to authenticated;

insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope, revoked_at) values
  (current_setting('t58.w1')::uuid, 'T58 live', 'aik_T58live0', decode(repeat('a1', 32), 'hex'), 'READ', null),
  (current_setting('t58.w1')::uuid, 'T58 revoked', 'aik_T58gone0', decode(repeat('b2', 32), 'hex'), 'READ', now()),
  ((select workspace_id from public.workspace_members where user_id = tests.get_supabase_uid('t58_outsider')),
   'T58 other', 'aik_T58othr0', decode(repeat('c3', 32), 'hex'), 'READ', null);

-- The workspace's API key, as the public API calls with one.
create function pg_temp.as_key(p_prefix text) returns void language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('role', 'workspace_api', 'key_id',
           (select id from public.workspace_api_keys where prefix = p_prefix))::text, true);
$$;

select tests.authenticate_as('t58_reviewer');
select is((select status::text from public.invitations where id = 'a5800000-0000-4000-a000-000000000021'), 'COMPLETED',
  'A REVIEWER reads the completed invitation they review.');
select throws_ok($$select unique_link_token from public.invitations$$, '42501', null,
  'The REVIEWER cannot select its link token.');
select is(pg_temp.token(), null, 'Nor get it from invitation_link_token().');
select is(pg_temp.page_tokens(), null, 'Nor from a page''s tokens (invitation_link_tokens()).');
select tests.authenticate_as('t58_owner');
select throws_ok($$select unique_link_token from public.invitations$$, '42501', null,
  'No caller selects the column, the OWNER neither.');
select is(pg_temp.token(), 't58tokenAAAAAAAAAAAAAA', 'The OWNER gets the token of their invitation.');
select is(pg_temp.page_tokens(), array['t58tokenAAAAAAAAAAAAAA'],
  'And from a page''s tokens, one per invitation that exists.');
select tests.authenticate_as('t58_recruiter');
select is(pg_temp.token(), 't58tokenAAAAAAAAAAAAAA', 'So does a RECRUITER member.');
select tests.authenticate_as('t58_admin');
select is(pg_temp.token(), 't58tokenAAAAAAAAAAAAAA', 'So does an admin.');
select tests.authenticate_as('t58_cand');
select is(pg_temp.token(), 't58tokenAAAAAAAAAAAAAA', 'So does the candidate.');
select tests.authenticate_as('t58_outsider');
select is(pg_temp.token(), null, 'A member of another workspace gets nothing.');

reset role;
-- pgTAP is not on the key role's path: each answer is kept, and checked as the test's own role.
create function pg_temp.token_of_key(p_prefix text) returns text language plpgsql as $$
begin
  perform pg_temp.as_key(p_prefix);
  set local role workspace_api;
  perform set_config('t58.key_token', coalesce(pg_temp.token(), 'none'), true);
  reset role;
  return current_setting('t58.key_token');
end;
$$;
select is(pg_temp.token_of_key('aik_T58live0'), 't58tokenAAAAAAAAAAAAAA', 'An API key of the invitation''s workspace gets it.');
select is(pg_temp.token_of_key('aik_T58gone0'), 'none', 'A revoked key of that workspace gets nothing.');
select is(pg_temp.token_of_key('aik_T58othr0'), 'none', 'A key of another workspace gets nothing.');

select * from finish();
rollback;
