-- A DATA_DELETED e-mail (the confirmation of a deletion) leaves the outbox once its send is
-- settled, whatever the outcome, and stays while it is PENDING; other kinds of e-mail stay.
begin;
select plan(5);

select tests.create_supabase_user('t99e_rec');
select tests.set_role('t99e_rec', 'RECRUITER');
insert into public.interviews (id, recruiter_id, title) values
  ('99e00000-0000-4000-a000-000000000001', tests.get_supabase_uid('t99e_rec'), 'Kept mail');
insert into public.invitations (id, interview_id, first_name, last_name, email, unique_link_token, expires_at) values
  ('99e00000-0000-4000-a000-000000000002', '99e00000-0000-4000-a000-000000000001', 'Ida', 'Invitee',
   'ida99e@example.com', 'tok99e-ida-xxxxxxxxxxx', now() + interval '7 days');
insert into public.mail_outbox (id, kind, to_email, subject, html, text_body) values
  ('99e10000-0000-4000-a000-000000000001', 'DATA_DELETED', 'gone99e@example.com', 'Your account and all your data were deleted', '<p>Gone</p>', 'Gone'),
  ('99e10000-0000-4000-a000-000000000002', 'DATA_DELETED', 'test99e@example.com', 'Your data for Kept mail was deleted', '<p>Gone</p>', 'Gone'),
  ('99e10000-0000-4000-a000-000000000003', 'DATA_DELETED', 'failed99e@example.com', 'Your data for Kept mail was deleted', '<p>Gone</p>', 'Gone');
insert into public.mail_outbox (id, invitation_id, to_email, subject, html, text_body) values
  ('99e10000-0000-4000-a000-000000000004', '99e00000-0000-4000-a000-000000000002', 'ida99e@example.com', 'Invitation', '<p>Hi</p>', 'Hi');

update public.mail_outbox set attempts = attempts + 1, last_error = 'Try again'
where id = '99e10000-0000-4000-a000-000000000001';
select is((select status::text from public.mail_outbox where id = '99e10000-0000-4000-a000-000000000001'), 'PENDING',
  'A confirmation still to be sent stays.');

update public.mail_outbox set status = 'SENT', sent_at = now() where id = '99e10000-0000-4000-a000-000000000001';
select is((select count(*)::int from public.mail_outbox where id = '99e10000-0000-4000-a000-000000000001'), 0,
  'A sent confirmation is gone.');
update public.mail_outbox set status = 'TEST_MODE' where id = '99e10000-0000-4000-a000-000000000002';
select is((select count(*)::int from public.mail_outbox where id = '99e10000-0000-4000-a000-000000000002'), 0,
  'One settled in test mode is gone.');
update public.mail_outbox set status = 'FAILED', last_error = 'Refused' where id = '99e10000-0000-4000-a000-000000000003';
select is((select count(*)::int from public.mail_outbox where id = '99e10000-0000-4000-a000-000000000003'), 0,
  'One that failed is gone.');
update public.mail_outbox set status = 'SENT', sent_at = now() where id = '99e10000-0000-4000-a000-000000000004';
select is((select status::text from public.mail_outbox where id = '99e10000-0000-4000-a000-000000000004'), 'SENT',
  'An invitation e-mail stays once sent.');

select * from finish();
rollback;
