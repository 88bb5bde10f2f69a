-- Retention (issue #20 item 2) per persona: only an owner (or an admin) changes how long the
-- workspace keeps answers, within 30..730 days; the purge and its helpers run only as server code
-- (the worker, the api as postgres), never for anon or authenticated. Ids start with a9600000.
begin;
select plan(20);

select has_column('public'::name, 'invitations'::name, 'data_deleted_at'::name, 'invitations.data_deleted_at exists');

select tests.create_supabase_user('t96_owner');
select tests.create_supabase_user('t96_recruiter');
select tests.create_supabase_user('t96_reviewer');
select tests.create_supabase_user('t96_cand');
select tests.create_supabase_user('t96_admin');
select tests.set_role('t96_owner', 'RECRUITER');
select tests.set_role('t96_admin', 'ADMIN');
select set_config('t96.w', (select workspace_id::text from public.workspace_members
                            where user_id = tests.get_supabase_uid('t96_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t96.w')::uuid, tests.get_supabase_uid('t96_recruiter'), 'RECRUITER'),
  (current_setting('t96.w')::uuid, tests.get_supabase_uid('t96_reviewer'), 'REVIEWER');

select is((select retention_days from public.workspaces where id = current_setting('t96.w')::uuid), 180,
  'A workspace keeps answers 180 days by default.');

-- Section: who changes retention_days --------------------------------------------------------------
select tests.authenticate_as('t96_recruiter');
update public.workspaces set retention_days = 31 where id = current_setting('t96.w')::uuid;
select tests.authenticate_as('t96_reviewer');
update public.workspaces set retention_days = 32 where id = current_setting('t96.w')::uuid;
select tests.authenticate_as('t96_cand');
update public.workspaces set retention_days = 33 where id = current_setting('t96.w')::uuid;
select tests.reset_authentication();
select is((select retention_days from public.workspaces where id = current_setting('t96.w')::uuid), 180,
  'A recruiter, a reviewer and a candidate change nothing.');
select tests.clear_authentication();
select throws_ok($$ update public.workspaces set retention_days = 34 $$, '42501', null, 'anon cannot change it.');

select tests.authenticate_as('t96_owner');
select throws_ok($$ update public.workspaces set retention_days = 29 where id = current_setting('t96.w')::uuid $$,
  '23514', null, 'Fewer than 30 days is refused.');
select throws_ok($$ update public.workspaces set retention_days = 731 where id = current_setting('t96.w')::uuid $$,
  '23514', null, 'More than 730 days is refused.');
select lives_ok($$ update public.workspaces set retention_days = 30 where id = current_setting('t96.w')::uuid $$,
  'The owner sets 30 days.');
select tests.authenticate_as('t96_admin');
select lives_ok($$ update public.workspaces set retention_days = 730 where id = current_setting('t96.w')::uuid $$,
  'An admin sets 730 days.');
select tests.reset_authentication();
select is((select retention_days from public.workspaces where id = current_setting('t96.w')::uuid), 730,
  'The owner''s and the admin''s changes are kept.');

-- Section: the purge is server code only -----------------------------------------------------------
select ok(not has_function_privilege(role, fn, 'execute'), format('%s cannot execute %s', role, fn))
from (values ('private.purge_invitation_data(uuid, text)'), ('private.invitation_stored_objects(uuid)'),
             ('private.invitations_past_retention(timestamptz)')) as f(fn)
cross join (values ('anon'), ('authenticated')) as r(role);

select tests.authenticate_as('t96_owner');
select throws_ok($$ select private.purge_invitation_data('a9600000-0000-4000-a000-000000000001') $$,
  '42501', null, 'An owner cannot call the purge.');
select tests.authenticate_as('t96_cand');
select throws_ok($$ select private.purge_invitation_data('a9600000-0000-4000-a000-000000000001') $$,
  '42501', null, 'A candidate cannot call the purge.');
select tests.reset_authentication();

-- Section: the purge, as server code ----------------------------------------------------------------
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9600000-0000-4000-a000-000000000001', current_setting('t96.w')::uuid, tests.get_supabase_uid('t96_owner'), 'T96');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9600000-0000-4000-a000-000000000101', 'a9600000-0000-4000-a000-000000000001', tests.get_supabase_uid('t96_cand'), 'Pat', 'Pending', 't96.101@example.com', 'PENDING');
select ok(private.purge_invitation_data('a9600000-0000-4000-a000-000000000101', 'candidate'), 'The purge runs once…');
select ok(not private.purge_invitation_data('a9600000-0000-4000-a000-000000000101', 'candidate'), '…and a second call does nothing.');
select row_eq($$ select status::text, first_name, email, candidate_id from public.invitations where id = 'a9600000-0000-4000-a000-000000000101' $$,
  row('CANCELLED'::text, 'Deleted'::text, 'deleted-candidate@deleted.invalid'::text, null::uuid),
  'A pending invitation is cancelled and anonymised.');

select * from finish();
rollback;
