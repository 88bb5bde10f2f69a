-- invitation_reminders (20261128800100): read by those who manage the invitation's interview and
-- by admins; written by nobody but the worker; private.due_reminders finds the moments that have
-- come, once. Ids cccccccc-0086-…; rolls back.
begin;
select plan(11);

select tests.create_supabase_user('t86_owner');
select tests.create_supabase_user('t86_reviewer');
select tests.create_supabase_user('t86_outsider');
select tests.create_supabase_user('t86_cand');
select tests.create_supabase_user('t86_admin');
select tests.set_role('t86_owner', 'RECRUITER');
select tests.set_role('t86_outsider', 'RECRUITER');
select tests.set_role('t86_admin', 'ADMIN');

insert into public.interviews (id, recruiter_id, title) values
  ('cccccccc-0086-4000-a000-000000000001', tests.get_supabase_uid('t86_owner'), 'T86 interview');
insert into public.workspace_members (workspace_id, user_id, role)
select workspace_id, tests.get_supabase_uid('t86_reviewer'), 'REVIEWER'
from public.interviews where id = 'cccccccc-0086-4000-a000-000000000001';
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, created_at, expires_at) values
  ('cccccccc-0086-4000-a000-000000000101', 'cccccccc-0086-4000-a000-000000000001', tests.get_supabase_uid('t86_cand'),
   'Cara', 'Eightysix', 't86.cand@example.com', 'STARTED', now() - interval '3 days', now() + interval '30 hours');

select results_eq(
  $$select hours_before from private.due_reminders(now()) where invitation_id = 'cccccccc-0086-4000-a000-000000000101'$$,
  $$values (48)$$,
  'the 48 h moment has come 30 h before the deadline; the 24 h one has not');
select is((select count(*)::int from private.due_reminders(now() + interval '7 hours')
           where invitation_id = 'cccccccc-0086-4000-a000-000000000101'), 2,
  'both have come 23 h before the deadline');
insert into public.invitation_reminders (invitation_id, hours_before, due_at) values
  ('cccccccc-0086-4000-a000-000000000101', 48, now() - interval '18 hours');
select results_eq(
  $$select hours_before from private.due_reminders(now() + interval '7 hours') where invitation_id = 'cccccccc-0086-4000-a000-000000000101'$$,
  $$values (24)$$,
  'a recorded moment is not due again');
select throws_ok(
  $$insert into public.invitation_reminders (invitation_id, hours_before, due_at) values ('cccccccc-0086-4000-a000-000000000101', 48, now())$$,
  '23505', null, 'a moment is recorded once');

select tests.authenticate_as('t86_owner');
select is((select count(*)::int from public.invitation_reminders), 1, 'the owner sees the reminders of their invitations');
select throws_ok(
  $$insert into public.invitation_reminders (invitation_id, hours_before, due_at) values ('cccccccc-0086-4000-a000-000000000101', 24, now())$$,
  '42501', null, 'but does not write them');
select throws_ok($$select * from private.due_reminders(now())$$, '42501', null, 'nor runs the schedule''s query');
select tests.authenticate_as('t86_reviewer');
select is((select count(*)::int from public.invitation_reminders), 0, 'a REVIEWER sees none');
select tests.authenticate_as('t86_outsider');
select is((select count(*)::int from public.invitation_reminders), 0, 'another workspace sees none');
select tests.authenticate_as('t86_cand');
select is((select count(*)::int from public.invitation_reminders), 0, 'the candidate sees none');
select tests.authenticate_as('t86_admin');
select is((select count(*)::int from public.invitation_reminders where invitation_id = 'cccccccc-0086-4000-a000-000000000101'), 1, 'an admin sees them');

select * from finish();
rollback;
