-- An outbox row held back by the mail provider's test mode has the status TEST_MODE, which only
-- the server (service role) writes; the recruiter who owns the invitation and admins read it,
-- nobody else.
begin;
select plan(12);

-- Section: structure ------------------------------------------------------------------------------
select enum_has_labels('public'::name, 'mail_outbox_status'::name,
  array['PENDING', 'SENT', 'FAILED', 'TEST_MODE']::name[],
  'mail_outbox_status has the labels PENDING, SENT, FAILED, TEST_MODE');
select col_type_is('public'::name, 'mail_outbox'::name, 'status'::name, 'mail_outbox_status',
  'mail_outbox.status is a mail_outbox_status');
select col_default_is('public'::name, 'mail_outbox'::name, 'status'::name, 'PENDING'::public.mail_outbox_status,
  'mail_outbox.status defaults to PENDING');

-- Section: personas and data (as postgres) --------------------------------------------------------
select tests.create_supabase_user('tm_cand', null, '{"first_name": "Tess", "last_name": "Mode"}');
select tests.create_supabase_user('tm_recruiter', null, '{"first_name": "Rita", "last_name": "Owner"}');
select tests.create_supabase_user('tm_recruiter2', null, '{"first_name": "Rob", "last_name": "Other"}');
select tests.create_supabase_user('tm_admin', null, '{"first_name": "Ada", "last_name": "Admin"}');
select tests.set_role('tm_recruiter', 'RECRUITER');
select tests.set_role('tm_recruiter2', 'RECRUITER');
select tests.set_role('tm_admin', 'ADMIN');

insert into public.interviews (id, recruiter_id, title)
values ('27100000-0000-4000-a000-000000000001', tests.get_supabase_uid('tm_recruiter'), 'Test mode interview');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email)
values ('27200000-0000-4000-a000-000000000001', '27100000-0000-4000-a000-000000000001',
        tests.get_supabase_uid('tm_cand'), 'Tess', 'Mode', 'tess.mode@test.example.com');

-- Section: the owning recruiter -------------------------------------------------------------------
select tests.authenticate_as('tm_recruiter');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status)
     values ('27200000-0000-4000-a000-000000000001', 'tess.mode@test.example.com', 'Held?', '<p>x</p>', 'x', 'TEST_MODE') $$,
  '42501', null,
  'the owning recruiter cannot queue an e-mail already marked TEST_MODE (status has no insert grant)'
);
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('27200000-0000-4000-a000-000000000001', 'tess.mode@test.example.com', 'Invitation', '<p>x</p>', 'x') $$,
  'the owning recruiter queues the invitation e-mail'
);
select throws_ok(
  $$ update public.mail_outbox set status = 'TEST_MODE' where invitation_id = '27200000-0000-4000-a000-000000000001' $$,
  '42501', null,
  'the owning recruiter cannot mark their e-mail as held back by test mode'
);

-- Section: the server records the outcome ---------------------------------------------------------
select tests.authenticate_as_service_role();
select is(
  tests.affected_rows($$ update public.mail_outbox set status = 'TEST_MODE', attempts = attempts + 1
                         where invitation_id = '27200000-0000-4000-a000-000000000001' $$),
  1,
  'the service role marks the e-mail as held back by test mode'
);

-- Section: who reads it ---------------------------------------------------------------------------
select tests.authenticate_as('tm_recruiter');
select results_eq(
  $$ select status::text, last_error from public.mail_outbox where invitation_id = '27200000-0000-4000-a000-000000000001' $$,
  $$ values ('TEST_MODE'::text, null::text) $$,
  'the owning recruiter reads TEST_MODE as the status, with no error'
);

select tests.authenticate_as('tm_admin');
select results_eq(
  $$ select status::text from public.mail_outbox where invitation_id = '27200000-0000-4000-a000-000000000001' $$,
  $$ values ('TEST_MODE'::text) $$,
  'the admin reads the status'
);

select tests.authenticate_as('tm_recruiter2');
select is_empty(
  $$ select status from public.mail_outbox where invitation_id = '27200000-0000-4000-a000-000000000001' $$,
  'the other recruiter cannot read the status'
);

select tests.authenticate_as('tm_cand');
select is_empty(
  $$ select status from public.mail_outbox where invitation_id = '27200000-0000-4000-a000-000000000001' $$,
  'the candidate cannot read the status of their own invitation''s e-mail'
);

select tests.clear_authentication();
select throws_ok(
  $$ select status from public.mail_outbox $$,
  '42501', null,
  'anon cannot read the status'
);

select * from finish();
rollback;
