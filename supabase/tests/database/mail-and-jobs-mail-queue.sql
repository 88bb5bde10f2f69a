-- Mail on the job queue: the outbox holds INVITATION and INTERVIEW_READY e-mails; recruiters and
-- admins queue invitation e-mails to the invitee only, never a notice nor mail to another address;
-- every PENDING row's send_mail job is added in the inserting transaction; the sending limits
-- count and refuse invitation e-mails only; at most one notice per invitation.
begin;
select plan(20);

-- Section: structure ------------------------------------------------------------------------------
select col_type_is('public'::name, 'mail_outbox'::name, 'kind'::name, 'mail_kind', 'mail_outbox.kind is a mail_kind');
select col_default_is('public'::name, 'mail_outbox'::name, 'kind'::name, 'INVITATION'::public.mail_kind,
  'mail_outbox.kind defaults to INVITATION');
select hasnt_column('public'::name, 'invitations'::name, 'email_status'::name,
  'invitations store no e-mail status of their own');

-- Section: personas and data (as postgres) --------------------------------------------------------
select tests.create_supabase_user('t32_cand');
select tests.create_supabase_user('t32_owner', 't32.owner@example.com');
select tests.create_supabase_user('t32_other');
select tests.create_supabase_user('t32_admin');
select tests.set_role('t32_owner', 'RECRUITER');
select tests.set_role('t32_other', 'RECRUITER');
select tests.set_role('t32_admin', 'ADMIN');

insert into public.interviews (id, recruiter_id, title) values
  ('32100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t32_owner'), 'Queue interview');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email) values
  ('32200000-0000-4000-a000-000000000001', '32100000-0000-4000-a000-000000000001',
   tests.get_supabase_uid('t32_cand'), 'Quinn', 'Queue', 'quinn@example.com'),
  ('32200000-0000-4000-a000-000000000002', '32100000-0000-4000-a000-000000000001',
   null, 'Adam', 'Admin-sent', 'adam@example.com');

create function pg_temp.queued_send_jobs(p_invitation uuid) returns bigint language sql security definer as $$
  select count(*) from graphile_worker.jobs j
  join public.mail_outbox o on j.key = 'mail:' || o.id
  where j.task_identifier = 'send_mail' and o.invitation_id = p_invitation
$$;
grant execute on function pg_temp.queued_send_jobs to public;

-- Section: the owning recruiter -------------------------------------------------------------------
select tests.authenticate_as('t32_owner');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'INTERVIEW_READY', 't32.owner@example.com', 'Ready', '<p>x</p>', 'x') $$,
  '42501', null, 'the owner cannot write the interview-ready notice (only the worker does)');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'INTERVIEW_READY', 'quinn@example.com', 'Ready', '<p>x</p>', 'x') $$,
  '42501', null, 'the owner cannot write a notice even to the invitee''s address');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'somebody.else@example.com', 'Invitation', '<p>x</p>', 'x') $$,
  '42501', null, 'the owner cannot mail another address than the invitee''s');
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'INVITATION', 'quinn@example.com', 'Invitation', '<p>x</p>', 'x') $$,
  'the owner queues the invitation e-mail to the invitee');
select is(pg_temp.queued_send_jobs('32200000-0000-4000-a000-000000000001'), 1::bigint,
  'its send_mail job is queued in the same transaction, keyed by the row');

-- Section: the admin ------------------------------------------------------------------------------
select tests.authenticate_as('t32_admin');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000002', 'INTERVIEW_READY', 'adam@example.com', 'Ready', '<p>x</p>', 'x') $$,
  '42501', null, 'an admin cannot write the notice either');
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000002', 'adam@example.com', 'Invitation', '<p>x</p>', 'x') $$,
  'an admin queues an invitation e-mail to the invitee');

-- Section: others ---------------------------------------------------------------------------------
select tests.authenticate_as('t32_other');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation', '<p>x</p>', 'x') $$,
  '42501', null, 'another recruiter cannot queue mail for the owner''s invitation');
select tests.authenticate_as('t32_cand');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation', '<p>x</p>', 'x') $$,
  '42501', null, 'the candidate cannot queue mail');
select tests.clear_authentication();
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation', '<p>x</p>', 'x') $$,
  '42501', null, 'anon cannot queue mail');

-- Section: the limits are for invitation e-mail only ----------------------------------------------
select tests.reset_authentication();
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation again', '<p>x</p>', 'x') $$,
  'P0429', null, 'a second invitation e-mail within the cooldown is refused');
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'INTERVIEW_READY', 't32.owner@example.com', 'Ready', '<p>x</p>', 'x') $$,
  'the worker writes the notice within the cooldown of an invitation e-mail: notices are not limited');
select is(pg_temp.queued_send_jobs('32200000-0000-4000-a000-000000000001'), 2::bigint,
  'the notice''s send_mail job is queued too');
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'INTERVIEW_READY', 't32.owner@example.com', 'Ready again', '<p>x</p>', 'x') $$,
  '23505', null, 'a second notice for the same invitation is refused');
-- The notice is not counted as a send: past the cooldown, the invitation is sent again.
update public.mail_outbox set created_at = now() - interval '2 minutes'
where invitation_id = '32200000-0000-4000-a000-000000000001';
-- Sends 2 to 4, recorded as history (counted by the cap, not limited themselves).
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, sent_at)
select '32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation ' || n, '<p>x</p>', 'x', 'SENT', now()
from generate_series(2, 4) n;
update public.mail_outbox set created_at = now() - interval '2 minutes'
where invitation_id = '32200000-0000-4000-a000-000000000001';
select lives_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation 5', '<p>x</p>', 'x') $$,
  'the fifth invitation e-mail is allowed although a notice was written too (the cap counts invitation e-mails)');
update public.mail_outbox set created_at = now() - interval '2 minutes'
where invitation_id = '32200000-0000-4000-a000-000000000001';
select throws_ok(
  $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
     values ('32200000-0000-4000-a000-000000000001', 'quinn@example.com', 'Invitation 6', '<p>x</p>', 'x') $$,
  'P0429', null, 'the sixth invitation e-mail is refused: the cap still holds');

-- Section: settled history queues nothing ---------------------------------------------------------
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, sent_at)
values ('32200000-0000-4000-a000-000000000002', 'adam@example.com', 'Sent before', '', '', 'SENT', now());
select is(pg_temp.queued_send_jobs('32200000-0000-4000-a000-000000000002'), 1::bigint,
  'a row written already SENT queues no send (only the admin''s PENDING one is queued)');

select * from finish();
rollback;
