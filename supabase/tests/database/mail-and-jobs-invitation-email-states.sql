-- private.invitation_email_states(ids), the invitation list's newest e-mail per invitation of its page
-- (issue #39), gives each persona what they get reading the outbox themselves (mail_outbox_select,
-- which asks reviews_invitation() per e-mail), which it replaced.
--   W1: interview …01; a COMPLETED invitation (…101) whose invitation e-mail FAILED and was then
--   SENT, with a later reminder; a PENDING one (…102) whose e-mail FAILED; a STARTED one (…103) held
--   by test mode; a COMPLETED one (…104) with none;
--   W2: another workspace's PENDING invitation (…201), SENT. Ids start with a6400000.
begin;
select plan(12);

select tests.create_supabase_user('t64_owner');
select tests.create_supabase_user('t64_recruiter');
select tests.create_supabase_user('t64_reviewer');
select tests.create_supabase_user('t64_outsider');
select tests.create_supabase_user('t64_admin');
select tests.create_supabase_user('t64_cand');
select tests.set_role('t64_owner', 'RECRUITER');
select tests.set_role('t64_outsider', 'RECRUITER');
select tests.set_role('t64_admin', 'ADMIN');
select set_config('t64.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t64_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t64.w1')::uuid, tests.get_supabase_uid('t64_recruiter'), 'RECRUITER'),
  (current_setting('t64.w1')::uuid, tests.get_supabase_uid('t64_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a6400000-0000-4000-a000-000000000001', current_setting('t64.w1')::uuid, tests.get_supabase_uid('t64_owner'), 'T64 W1');
insert into public.interviews (id, recruiter_id, title) values
  ('a6400000-0000-4000-a000-000000000002', tests.get_supabase_uid('t64_outsider'), 'T64 W2');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a6400000-0000-4000-a000-000000000101', 'a6400000-0000-4000-a000-000000000001', tests.get_supabase_uid('t64_cand'),
   'Ann', 'Done', 't64.101@example.com', 'COMPLETED'),
  ('a6400000-0000-4000-a000-000000000102', 'a6400000-0000-4000-a000-000000000001', null,
   'Ben', 'Pending', 't64.102@example.com', 'PENDING'),
  ('a6400000-0000-4000-a000-000000000103', 'a6400000-0000-4000-a000-000000000001', null,
   'Cy', 'Started', 't64.103@example.com', 'STARTED'),
  ('a6400000-0000-4000-a000-000000000104', 'a6400000-0000-4000-a000-000000000001', null,
   'Dee', 'Unsent', 't64.104@example.com', 'COMPLETED'),
  ('a6400000-0000-4000-a000-000000000201', 'a6400000-0000-4000-a000-000000000002', null,
   'Di', 'Elsewhere', 't64.201@example.com', 'PENDING');
-- Written as delivered (not PENDING), so the sending limits and the send job stay out of it.
insert into public.mail_outbox (invitation_id, kind, status, last_error, created_at, to_email, subject, html, text_body) values
  ('a6400000-0000-4000-a000-000000000101', 'INVITATION', 'FAILED', 'Bounced', now() - interval '3 hours',
   't64.101@example.com', 'Invitation', '<p>Hi</p>', 'Hi'),
  ('a6400000-0000-4000-a000-000000000101', 'INVITATION', 'SENT', null, now() - interval '2 hours',
   't64.101@example.com', 'Invitation', '<p>Hi</p>', 'Hi'),
  ('a6400000-0000-4000-a000-000000000101', 'REMINDER', 'FAILED', 'Not an invitation', now() - interval '1 hour',
   't64.101@example.com', 'Reminder', '<p>Hi</p>', 'Hi'),
  ('a6400000-0000-4000-a000-000000000102', 'INVITATION', 'FAILED', 'Mailbox full', now() - interval '2 hours',
   't64.102@example.com', 'Invitation', '<p>Hi</p>', 'Hi'),
  ('a6400000-0000-4000-a000-000000000103', 'INVITATION', 'TEST_MODE', null, now() - interval '2 hours',
   't64.103@example.com', 'Invitation', '<p>Hi</p>', 'Hi'),
  ('a6400000-0000-4000-a000-000000000201', 'INVITATION', 'SENT', null, now() - interval '2 hours',
   't64.201@example.com', 'Invitation', '<p>Hi</p>', 'Hi');

-- Every invitation of this file, read as postgres, so the invitations' own policies do not choose.
create function pg_temp.ids() returns uuid[] language sql security definer as $$
  select array_agg(inv.id order by inv.id) from public.invitations inv where inv.id::text like 'a6400000-%'
$$;
-- "<suffix>:<status>[:<reason>]" of each invitation with an invitation e-mail, from the function...
create function pg_temp.paged() returns text[] language sql as $$
  select coalesce(array_agg(right(s.invitation_id::text, 3) || ':' || s.status || coalesce(':' || s.last_error, '')
                            order by s.invitation_id), '{}')
  from private.invitation_email_states(pg_temp.ids()) s
$$;
-- ...and from the caller's own read of the outbox, the list's statement before.
create function pg_temp.read() returns text[] language sql as $$
  select coalesce(array_agg(right(given.id::text, 3) || ':' || o.status || coalesce(':' || o.last_error, '')
                            order by given.id), '{}')
  from unnest(pg_temp.ids()) as given (id)
  cross join lateral (
    select o.status, o.last_error from public.mail_outbox o
    where o.invitation_id = given.id and o.kind = 'INVITATION'
    order by o.created_at desc, o.id desc
    limit 1
  ) o
$$;
grant execute on function pg_temp.ids(), pg_temp.paged(), pg_temp.read() to authenticated;

select tests.authenticate_as('t64_owner');
select is(pg_temp.paged(), array['101:SENT', '102:FAILED:Mailbox full', '103:TEST_MODE'],
  'The OWNER gets the newest invitation e-mail of every invitation of their workspace that has one.');
select is(pg_temp.paged(), pg_temp.read(), 'The same as the OWNER''s own read of the outbox.');
select tests.authenticate_as('t64_recruiter');
select is(pg_temp.paged(), pg_temp.read(), 'And as a RECRUITER''s of the workspace.');
select tests.authenticate_as('t64_reviewer');
select is(pg_temp.paged(), array['101:SENT'], 'A REVIEWER gets the COMPLETED and REVIEWED invitations'' only.');
select is(pg_temp.paged(), pg_temp.read(), 'The same as the REVIEWER''s own read.');
select tests.authenticate_as('t64_outsider');
select is(pg_temp.paged(), array['201:SENT'], 'Another workspace''s owner gets only their own invitation''s.');
select is(pg_temp.paged(), pg_temp.read(), 'The same as their own read.');
select tests.authenticate_as('t64_cand');
select is(pg_temp.paged(), '{}'::text[], 'The candidate of an invitation gets nothing...');
select is(pg_temp.paged(), pg_temp.read(), '...as they read none of its e-mails.');
select tests.authenticate_as('t64_admin');
select is(pg_temp.paged(), array['101:SENT', '102:FAILED:Mailbox full', '103:TEST_MODE', '201:SENT'],
  'An admin gets every invitation''s...');
select is(pg_temp.paged(), pg_temp.read(), '...as they read every e-mail.');
select is((select count(*)::int from private.invitation_email_states(null)), 0, 'No invitations, no rows.');

select * from finish();
rollback;
