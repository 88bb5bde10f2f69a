-- admin_logs (read by admins only; an admin logs their own actions; nobody edits the log) and
-- mail_outbox (written by the recruiter who owns the invitation, and by admins; they read each
-- e-mail's state, its address and bodies nobody but the sender: mail-and-jobs-outbox-bodies).
begin;
select plan(50);

-- Section: personas and data (as postgres) --------------------------------------------------------
select tests.create_supabase_user('l_cand_a', null, '{"first_name": "Alice", "last_name": "Anders"}');
select tests.create_supabase_user('l_cand_b', null, '{"first_name": "Bob", "last_name": "Brown"}');
select tests.create_supabase_user('l_recruiter', null, '{"first_name": "Rita", "last_name": "Owner"}');
select tests.create_supabase_user('l_recruiter2', null, '{"first_name": "Rob", "last_name": "Other"}');
select tests.create_supabase_user('l_admin', null, '{"first_name": "Ada", "last_name": "Admin"}');
select tests.create_supabase_user('l_admin2', null, '{"first_name": "Alan", "last_name": "Second"}');
select tests.set_role('l_recruiter', 'RECRUITER');
select tests.set_role('l_recruiter2', 'RECRUITER');
select tests.set_role('l_admin', 'ADMIN');
select tests.set_role('l_admin2', 'ADMIN');

insert into public.admin_logs (id, admin_id, action, target_user_id, target_user_email, notes)
values ('b8000000-0000-4000-a000-000000000001', tests.get_supabase_uid('l_admin'), 'DELETE_USER',
        tests.get_supabase_uid('l_cand_b'), tests.get_supabase_email('l_cand_b'), 'Arranged by the test');

insert into public.interviews (id, recruiter_id, title)
values ('b8100000-0000-4000-a000-000000000001', tests.get_supabase_uid('l_recruiter'), 'Outbox test interview');

insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email)
values ('b8200000-0000-4000-a000-000000000001', 'b8100000-0000-4000-a000-000000000001',
        tests.get_supabase_uid('l_cand_a'), 'Alice', 'Anders', 'alice.outbox@test.example.com');

-- Section: admin_logs select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ select * from public.admin_logs $$,
  '42501', null,
  'anon cannot read admin_logs'
);

select tests.authenticate_as('l_cand_a');
select is_empty(
  $$ select * from public.admin_logs
     where id = 'b8000000-0000-4000-a000-000000000001' or target_user_id = tests.get_supabase_uid('l_recruiter') $$,
  'candidate A sees no admin log'
);

select tests.authenticate_as('l_cand_b');
select is_empty(
  $$ select * from public.admin_logs where target_user_id = tests.get_supabase_uid('l_cand_b') $$,
  'candidate B cannot read the log about themself'
);

select tests.authenticate_as('l_recruiter');
select is_empty(
  $$ select * from public.admin_logs
     where id = 'b8000000-0000-4000-a000-000000000001' or target_user_id = tests.get_supabase_uid('l_recruiter') $$,
  'the recruiter sees no admin log, not even of their own role change'
);

select tests.authenticate_as('l_recruiter2');
select is_empty(
  $$ select * from public.admin_logs
     where id = 'b8000000-0000-4000-a000-000000000001' or target_user_id = tests.get_supabase_uid('l_recruiter2') $$,
  'the other recruiter sees no admin log'
);

select tests.authenticate_as('l_admin');
select is(
  (select count(*)::int from public.admin_logs
   where id = 'b8000000-0000-4000-a000-000000000001'
      or (target_user_id = tests.get_supabase_uid('l_recruiter') and action = 'ROLE_CHANGE')),
  2,
  'the admin sees the arranged log and the recruiter''s role change log'
);

select tests.authenticate_as('l_admin2');
select isnt_empty(
  $$ select * from public.admin_logs where id = 'b8000000-0000-4000-a000-000000000001' $$,
  'the second admin also sees a log written about another admin''s action'
);

-- Section: admin_logs insert ----------------------------------------------------------------------
select tests.authenticate_as('l_admin');
select lives_ok(
  $$ insert into public.admin_logs (action, target_user_id, target_user_email, notes)
     values ('DELETE_USER', tests.get_supabase_uid('l_cand_b'), 'own-action.l@test.example.com', 'Deleted by the admin') $$,
  'the admin logs a DELETE_USER action of their own'
);
select throws_ok(
  $$ insert into public.admin_logs (action, target_user_id, target_user_email, previous_role, new_role, notes)
     values ('ROLE_CHANGE', tests.get_supabase_uid('l_cand_b'), 'forged-role.l@test.example.com',
             'CANDIDATE', 'ADMIN', 'Role changed from CANDIDATE to ADMIN') $$,
  '42501', null,
  'the admin cannot write a role change by hand; only the role trigger logs role changes'
);
select throws_ok(
  $$ insert into public.admin_logs (admin_id, action, target_user_id, target_user_email)
     values (tests.get_supabase_uid('l_admin2'), 'DELETE_USER', tests.get_supabase_uid('l_cand_b'), 'forged.l@test.example.com') $$,
  '42501', null,
  'the admin cannot write a log in another admin''s name (admin_id has no insert grant)'
);
select throws_ok(
  $$ insert into public.admin_logs (admin_id, action, target_user_id, target_user_email)
     values (tests.get_supabase_uid('l_admin'), 'DELETE_USER', tests.get_supabase_uid('l_cand_b'), 'explicit.l@test.example.com') $$,
  '42501', null,
  'the admin cannot set admin_id explicitly even to themself; it always comes from the session'
);

select tests.reset_authentication();
select results_eq(
  $$ select admin_id, action from public.admin_logs where target_user_email = 'own-action.l@test.example.com' $$,
  $$ values (tests.get_supabase_uid('l_admin'), 'DELETE_USER'::public.admin_action) $$,
  'the admin''s own log row carries their id as admin_id'
);
select is_empty(
  $$ select * from public.admin_logs
     where target_user_email in ('forged.l@test.example.com', 'explicit.l@test.example.com') $$,
  'the refused log rows were not written'
);

select tests.clear_authentication();
select throws_ok(
  $$ insert into public.admin_logs (action, target_user_email) values ('DELETE_USER', 'anon.l@test.example.com') $$,
  '42501', null,
  'anon cannot write admin_logs'
);

select tests.authenticate_as('l_cand_a');
select throws_ok(
  $$ insert into public.admin_logs (action, target_user_email) values ('DELETE_USER', 'cand.l@test.example.com') $$,
  '42501', null,
  'candidate A cannot write admin_logs'
);

select tests.authenticate_as('l_recruiter');
select throws_ok(
  $$ insert into public.admin_logs (action, target_user_id, target_user_email, previous_role, new_role)
     values ('ROLE_CHANGE', tests.get_supabase_uid('l_recruiter'), 'rec.l@test.example.com', 'RECRUITER', 'ADMIN') $$,
  '42501', null,
  'the recruiter cannot write admin_logs'
);

-- Section: admin_logs update and delete (no grants) -----------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ update public.admin_logs set notes = 'changed' where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'anon cannot update admin_logs'
);
select throws_ok(
  $$ delete from public.admin_logs where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'anon cannot delete admin_logs'
);

select tests.authenticate_as('l_cand_a');
select throws_ok(
  $$ update public.admin_logs set notes = 'changed' where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'candidate A cannot update admin_logs'
);
select throws_ok(
  $$ delete from public.admin_logs where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'candidate A cannot delete admin_logs'
);

select tests.authenticate_as('l_recruiter');
select throws_ok(
  $$ update public.admin_logs set notes = 'changed' where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the recruiter cannot update admin_logs'
);
select throws_ok(
  $$ delete from public.admin_logs where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the recruiter cannot delete admin_logs'
);

select tests.authenticate_as('l_admin');
select throws_ok(
  $$ update public.admin_logs set notes = 'changed' where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the admin cannot update admin_logs'
);
select throws_ok(
  $$ delete from public.admin_logs where id = 'b8000000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the admin cannot delete admin_logs'
);

select tests.reset_authentication();
select is(
  (select notes from public.admin_logs where id = 'b8000000-0000-4000-a000-000000000001'),
  'Arranged by the test',
  'the arranged log is unchanged'
);

-- Section: mail_outbox insert and select ----------------------------------------------------------
select tests.authenticate_as('l_recruiter');
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'alice.outbox@test.example.com',
             'Your interview (recruiter)', '<p>Hello</p>', 'Hello') $$,
  'the owning recruiter queues an e-mail for their own invitation'
);
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'someone.else@test.example.com',
             'Not an invitation', '<p>Spam</p>', 'Spam') $$,
  '42501', null,
  'the owning recruiter cannot queue an e-mail for their invitation to anyone but the invitee'
);
select results_eq(
  $$ select kind, status from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  $$ values ('INVITATION'::public.mail_kind, 'PENDING'::public.mail_outbox_status) $$,
  'the owning recruiter sees their queued e-mail, PENDING'
);
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status)
     values ('b8200000-0000-4000-a000-000000000001', 'alice.outbox@test.example.com', 'Sent?', '<p>x</p>', 'x', 'SENT') $$,
  '42501', null,
  'the owning recruiter cannot queue an e-mail already marked SENT (status has no insert grant)'
);

select tests.authenticate_as('l_recruiter2');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'alice.outbox@test.example.com',
             'Your interview (other)', '<p>Hello</p>', 'Hello') $$,
  '42501', null,
  'the other recruiter cannot queue an e-mail for the recruiter''s invitation'
);
select is_empty(
  $$ select id from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  'the other recruiter cannot see the recruiter''s outbox'
);

select tests.authenticate_as('l_admin');
select results_eq(
  $$ select status from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  $$ values ('PENDING'::public.mail_outbox_status) $$,
  'the admin sees the recruiter''s queued e-mail'
);
-- Past the 60 s cooldown between two sends of one invitation (mail-and-jobs-invitation-mail-limits.sql).
select tests.reset_authentication();
update public.mail_outbox set created_at = now() - interval '2 minutes'
where invitation_id = 'b8200000-0000-4000-a000-000000000001';
select tests.authenticate_as('l_admin');
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'alice.outbox@test.example.com',
             'Your interview (admin)', '<p>Hello</p>', 'Hello') $$,
  'the admin queues an e-mail for any invitation'
);

select tests.authenticate_as('l_recruiter');
select results_eq(
  $$ select count(*)::int from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  $$ values (2) $$,
  'the owning recruiter sees every e-mail queued for their invitation'
);

select tests.authenticate_as('l_cand_a');
select is_empty(
  $$ select id from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  'candidate A cannot see the outbox of the invitation bound to them'
);
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'alice.outbox@test.example.com', 'Self', '<p>x</p>', 'x') $$,
  '42501', null,
  'candidate A cannot queue an e-mail for their invitation'
);

select tests.authenticate_as('l_cand_b');
select is_empty(
  $$ select id from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  'candidate B cannot see the outbox'
);
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'bob.outbox@test.example.com', 'Other', '<p>x</p>', 'x') $$,
  '42501', null,
  'candidate B cannot queue an e-mail'
);

select tests.clear_authentication();
select throws_ok(
  $$ select * from public.mail_outbox $$,
  '42501', null,
  'anon cannot read mail_outbox'
);
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('b8200000-0000-4000-a000-000000000001', 'anon.outbox@test.example.com', 'Anon', '<p>x</p>', 'x') $$,
  '42501', null,
  'anon cannot queue an e-mail'
);

-- Section: mail_outbox update and delete (no grants for authenticated) ----------------------------
select throws_ok(
  $$ update public.mail_outbox set subject = 'changed' where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'anon cannot update mail_outbox'
);
select throws_ok(
  $$ delete from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'anon cannot delete mail_outbox'
);

select tests.authenticate_as('l_recruiter');
select throws_ok(
  $$ update public.mail_outbox set status = 'SENT' where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the owning recruiter cannot mark their e-mail as sent'
);
select throws_ok(
  $$ delete from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the owning recruiter cannot delete queued e-mails'
);

select tests.authenticate_as('l_admin');
select throws_ok(
  $$ update public.mail_outbox set subject = 'changed' where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the admin cannot update mail_outbox'
);
select throws_ok(
  $$ delete from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the admin cannot delete mail_outbox'
);

select tests.authenticate_as('l_cand_a');
select throws_ok(
  $$ update public.mail_outbox set subject = 'changed' where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'candidate A cannot update mail_outbox'
);
select throws_ok(
  $$ delete from public.mail_outbox where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'candidate A cannot delete mail_outbox'
);

-- The worker (service role) is the one that sends and marks e-mails.
select tests.authenticate_as_service_role();
select is(
  tests.affected_rows($$ update public.mail_outbox set status = 'SENT', sent_at = now()
                         where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$),
  2,
  'the service role marks the queued e-mails as sent'
);

select tests.reset_authentication();
select results_eq(
  $$ select count(*)::int, count(*) filter (where status = 'SENT')::int from public.mail_outbox
     where invitation_id = 'b8200000-0000-4000-a000-000000000001' $$,
  $$ values (2, 2) $$,
  'exactly the two allowed e-mails were queued, and only the service role changed them'
);

select * from finish();
rollback;
