-- A candidate's name and e-mail (issue #33, item 12): no caller selects first_name, last_name or
-- email of an invitation; private.invitation_identity() gives them to its managers, admins, the
-- candidate and a reviewer who may see who the candidate is (candidate_identity_visible: not
-- blind, or ratings submitted), and nulls to anyone else. Ids start with a5900000.
--   W1 interviews …01 (blind) and …02 (not blind); W2 is another workspace.
begin;
select plan(31);

select tests.create_supabase_user('t59_owner');
select tests.create_supabase_user('t59_recruiter');
select tests.create_supabase_user('t59_reviewer');
select tests.create_supabase_user('t59_outsider');
select tests.create_supabase_user('t59_admin');
select tests.create_supabase_user('t59_cand');
select tests.create_supabase_user('t59_invitee', 't59.invitee@example.com');
update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('t59_invitee');
select tests.set_role('t59_owner', 'RECRUITER');
select tests.set_role('t59_outsider', 'RECRUITER');
select tests.set_role('t59_admin', 'ADMIN');
select set_config('t59.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t59_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t59.w1')::uuid, tests.get_supabase_uid('t59_recruiter'), 'RECRUITER'),
  (current_setting('t59.w1')::uuid, tests.get_supabase_uid('t59_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title, anonymous_review) values
  ('a5900000-0000-4000-a000-000000000001', current_setting('t59.w1')::uuid, tests.get_supabase_uid('t59_owner'), 'T59 blind', true),
  ('a5900000-0000-4000-a000-000000000002', current_setting('t59.w1')::uuid, tests.get_supabase_uid('t59_owner'), 'T59 open', false);
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a5900000-0000-4000-a000-000000000101', 'a5900000-0000-4000-a000-000000000001', tests.get_supabase_uid('t59_cand'),
   'Ann', 'Blind', 't59.101@example.com', 'COMPLETED'),
  ('a5900000-0000-4000-a000-000000000102', 'a5900000-0000-4000-a000-000000000001', null,
   'Ivy', 'Unbound', 't59.invitee@example.com', 'PENDING'),
  ('a5900000-0000-4000-a000-000000000201', 'a5900000-0000-4000-a000-000000000002', null,
   'Ben', 'Open', 't59.201@example.com', 'COMPLETED');

-- A page's identities in one call: "id-suffix shown|hidden first last <email>" per invitation.
create function pg_temp.page() returns text[] language sql as $$
  select array_agg(concat_ws(' ', right(c.invitation_id::text, 3),
                             case when c.visible then 'shown' else 'hidden' end, c.first_name, c.last_name,
                             '<' || c.email || '>') order by c.invitation_id)
  from private.candidate_identities(array['a5900000-0000-4000-a000-000000000101',
                                          'a5900000-0000-4000-a000-000000000102',
                                          'a5900000-0000-4000-a000-000000000201']::uuid[]) c
$$;
grant execute on function pg_temp.page() to authenticated, anon;

-- "first last <email>", or null when the caller gets nothing.
create function pg_temp.who(p_invitation text) returns text language sql as $$
  select nullif(concat_ws(' ', idn.first_name, idn.last_name, '<' || idn.email || '>'), '')
  from private.invitation_identity(('a5900000-0000-4000-a000-000000000' || p_invitation)::uuid) idn
$$;
grant execute on function pg_temp.who(text) to authenticated, anon;

select tests.authenticate_as('t59_reviewer');
select is((select count(*)::int from public.invitations where id = 'a5900000-0000-4000-a000-000000000101'), 1,
  'A REVIEWER reads the completed invitation of the blind interview.');
select throws_ok($$select first_name from public.invitations$$, '42501', null, 'The REVIEWER cannot select first_name.');
select throws_ok($$select last_name from public.invitations$$, '42501', null, 'Nor last_name.');
select throws_ok($$select email from public.invitations$$, '42501', null, 'Nor email.');
select is(pg_temp.who('101'), null, 'Before submitting ratings, invitation_identity() gives the blind REVIEWER nothing.');
select is(pg_temp.who('201'), 'Ben Open <t59.201@example.com>', 'On an interview that is not blind, the REVIEWER gets the name.');
select is(pg_temp.who('102'), null, 'A REVIEWER gets nothing of an invitation still PENDING.');
select is(array(select private.invited_emails('a5900000-0000-4000-a000-000000000001', array['t59.101@example.com'])),
  '{}'::text[], 'Nor learns from the bulk check whether an address was invited.');
select is(pg_temp.page(), array['101 hidden', '102 hidden', '201 shown Ben Open <t59.201@example.com>'],
  'A page''s identities in one call give the blind REVIEWER the same: the open interview''s name only.');
reset role;
insert into public.rating_submissions (invitation_id, rater_id)
  values ('a5900000-0000-4000-a000-000000000101', tests.get_supabase_uid('t59_reviewer'));
select tests.authenticate_as('t59_reviewer');
select is(pg_temp.who('101'), 'Ann Blind <t59.101@example.com>', 'Once they have submitted their ratings, the REVIEWER gets the name.');
select throws_ok($$select first_name from public.invitations$$, '42501', null, 'Still never from the column.');

select tests.authenticate_as('t59_owner');
select throws_ok($$select first_name, last_name, email from public.invitations$$, '42501', null,
  'No caller selects the columns, the OWNER neither.');
select is(pg_temp.who('101'), 'Ann Blind <t59.101@example.com>', 'The OWNER gets the name of a blind interview''s candidate.');
select is(pg_temp.who('102'), 'Ivy Unbound <t59.invitee@example.com>', 'And of a PENDING invitation.');
select is(pg_temp.page(), array['101 hidden Ann Blind <t59.101@example.com>', '102 hidden Ivy Unbound <t59.invitee@example.com>',
                                '201 shown Ben Open <t59.201@example.com>'],
  'A page''s identities give the OWNER every name, and say which a blind review hides until they rate.');
select is(array(select private.invited_emails('a5900000-0000-4000-a000-000000000002', array['t59.201@example.com', 't59.new@example.com'])),
  array['t59.201@example.com'], 'A bulk invitation''s check tells the OWNER which addresses the interview has invited.');
select tests.authenticate_as('t59_recruiter');
select is(pg_temp.who('101'), 'Ann Blind <t59.101@example.com>', 'So does a RECRUITER member.');
select tests.authenticate_as('t59_admin');
select is(pg_temp.who('101'), 'Ann Blind <t59.101@example.com>', 'So does an admin.');
select tests.authenticate_as('t59_cand');
select is(pg_temp.who('101'), 'Ann Blind <t59.101@example.com>', 'So does the candidate bound to the invitation.');
select is(pg_temp.who('201'), null, 'The candidate gets nothing of another candidate''s invitation.');
select throws_ok($$select email from public.invitations$$, '42501', null, 'The candidate cannot select the column either.');
select tests.authenticate_as('t59_invitee');
select is(pg_temp.who('102'), 'Ivy Unbound <t59.invitee@example.com>', 'So does the invitee of an unbound invitation sent to their confirmed address.');
select tests.authenticate_as('t59_outsider');
select is(pg_temp.who('101'), null, 'A member of another workspace gets nothing.');
select is(pg_temp.who('201'), null, 'Not even of an interview that is not blind.');
select is(pg_temp.page(), array['101 hidden', '102 hidden', '201 shown'],
  'Nor from a page''s identities, which only say whether the interview is blind.');
select is(array(select private.invited_emails('a5900000-0000-4000-a000-000000000002', array['t59.201@example.com'])),
  '{}'::text[], 'Nor from the bulk check.');
select tests.clear_authentication();
select throws_ok($$select pg_temp.who('201')$$, '42501', null, 'anon cannot call invitation_identity().');
select throws_ok($$select pg_temp.page()$$, '42501', null, 'Nor candidate_identities().');
select throws_ok($$select first_name from public.invitations$$, '42501', null, 'Nor select the column.');

-- The public API's key reads its workspace's invitations, names included, by its own grant.
reset role;
select ok(has_column_privilege('workspace_api', 'public.invitations', 'email', 'select'),
  'An API key (workspace_api) still selects the e-mail of its workspace''s invitations.');
select ok(has_column_privilege('job_worker', 'public.invitations', 'first_name', 'select'),
  'The worker still selects the name for the e-mails it sends.');

select * from finish();
rollback;
