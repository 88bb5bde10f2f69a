-- private.member_invitation_workspace: a member of the invitation's workspace (any role, a
-- REVIEWER too, for a PENDING invitation row-level security hides from them) and an admin get the
-- workspace; a member of another workspace, the invited candidate and anon get nothing.
begin;
select plan(7);

select tests.create_supabase_user('t99f_owner');
select tests.create_supabase_user('t99f_reviewer');
select tests.create_supabase_user('t99f_outsider');
select tests.create_supabase_user('t99f_cand');
select tests.create_supabase_user('t99f_admin');
select tests.set_role('t99f_owner', 'RECRUITER');
select tests.set_role('t99f_outsider', 'RECRUITER');
select tests.set_role('t99f_admin', 'ADMIN');
select set_config('t99f.w1', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99f_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t99f.w1')::uuid, tests.get_supabase_uid('t99f_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('99f00000-0000-4000-a000-000000000001', current_setting('t99f.w1')::uuid, tests.get_supabase_uid('t99f_owner'), 'T99f interview');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, unique_link_token, expires_at) values
  ('99f00000-0000-4000-a000-000000000002', '99f00000-0000-4000-a000-000000000001', tests.get_supabase_uid('t99f_cand'),
   'Pia', 'Pending', tests.get_supabase_email('t99f_cand'), 'tok99f-pia-xxxxxxxxxxx', now() + interval '7 days');

select tests.authenticate_as('t99f_reviewer');
select is((select count(*)::int from public.invitations where id = '99f00000-0000-4000-a000-000000000002'), 0,
  'The reviewer does not see the PENDING invitation itself.');
select is(private.member_invitation_workspace('99f00000-0000-4000-a000-000000000002'), current_setting('t99f.w1')::uuid,
  'The reviewer is told its workspace, theirs.');
select tests.authenticate_as('t99f_owner');
select is(private.member_invitation_workspace('99f00000-0000-4000-a000-000000000002'), current_setting('t99f.w1')::uuid,
  'The owner is told its workspace.');
select tests.authenticate_as('t99f_admin');
select is(private.member_invitation_workspace('99f00000-0000-4000-a000-000000000002'), current_setting('t99f.w1')::uuid,
  'An admin is told its workspace.');
select tests.authenticate_as('t99f_outsider');
select is(private.member_invitation_workspace('99f00000-0000-4000-a000-000000000002'), null,
  'A member of another workspace is told nothing.');
select tests.authenticate_as('t99f_cand');
select is(private.member_invitation_workspace('99f00000-0000-4000-a000-000000000002'), null,
  'The invited candidate is told nothing.');
select tests.clear_authentication();
select throws_ok($$select private.member_invitation_workspace('99f00000-0000-4000-a000-000000000002')$$,
  '42501', NULL, 'Anon may not call it.');

select * from finish();
rollback;
