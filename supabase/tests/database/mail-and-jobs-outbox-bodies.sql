-- Who reads what the outbox sends (issue #33, item 12): an e-mail's address, sender, subject and
-- bodies (a candidate's name, their interview link) are the sender's and the worker's business,
-- never a member's through the Data API: no route reads them as the caller. The state the
-- invitation lists show (status, error, when) stays readable. Ids start with a5700000.
begin;
select plan(9);

select tests.create_supabase_user('t57_owner');
select tests.create_supabase_user('t57_reviewer');
select tests.create_supabase_user('t57_admin');
select tests.set_role('t57_owner', 'RECRUITER');
select tests.set_role('t57_admin', 'ADMIN');
select set_config('t57.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t57_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t57.w1')::uuid, tests.get_supabase_uid('t57_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a5700000-0000-4000-a000-000000000001', current_setting('t57.w1')::uuid, tests.get_supabase_uid('t57_owner'), 'T57');
insert into public.invitations (id, interview_id, first_name, last_name, email, status) values
  ('a5700000-0000-4000-a000-000000000021', 'a5700000-0000-4000-a000-000000000001', 'Ann', 'Mail', 't57.21@example.com', 'COMPLETED');
insert into public.mail_outbox (id, invitation_id, to_email, subject, html, text_body, status, created_at, sent_at) values
  ('a5700000-0000-4000-a000-000000000031', 'a5700000-0000-4000-a000-000000000021', 't57.21@example.com',
   'Ann, your interview', '<p>Ann: /take/secret</p>', 'Ann: /take/secret', 'SENT',
   now() - interval '1 day', now() - interval '1 day');

create function pg_temp.body_columns_refused() returns text[] language plpgsql as $$
declare
  col text;
  refused text[] := '{}';
begin
  foreach col in array array['to_email', 'from_name', 'subject', 'html', 'text_body'] loop
    begin
      execute format('select %I from public.mail_outbox where id = %L', col, 'a5700000-0000-4000-a000-000000000031');
    exception when insufficient_privilege then
      refused := refused || col;
    end;
  end loop;
  return refused;
end;
$$;
grant execute on function pg_temp.body_columns_refused() to authenticated;

select tests.authenticate_as('t57_reviewer');
select is(pg_temp.body_columns_refused(), array['to_email', 'from_name', 'subject', 'html', 'text_body'],
  'A REVIEWER reads no address, sender, subject or body of an e-mail.');
select throws_ok($$select * from public.mail_outbox$$, '42501', null, 'Nor all of a row at once.');
select is((select status::text from public.mail_outbox where id = 'a5700000-0000-4000-a000-000000000031'), 'SENT',
  'The REVIEWER still reads whether the e-mail of a completed invitation went out.');

select tests.authenticate_as('t57_owner');
select is(pg_temp.body_columns_refused(), array['to_email', 'from_name', 'subject', 'html', 'text_body'],
  'The OWNER who sent it does not read it back either.');
select is((select status::text || ' ' || (sent_at is not null)::text from public.mail_outbox where id = 'a5700000-0000-4000-a000-000000000031'),
  'SENT true', 'The OWNER reads its state.');
select lives_ok(
  $$insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
    values ('a5700000-0000-4000-a000-000000000021', 't57.21@example.com', 'Reminder', '<p>Again</p>', 'Again')$$,
  'The OWNER still queues an e-mail of their invitation.');
select is((select count(*)::int from public.mail_outbox where invitation_id = 'a5700000-0000-4000-a000-000000000021'), 2,
  'The OWNER counts the invitation''s e-mails.');

select tests.authenticate_as('t57_admin');
select is(pg_temp.body_columns_refused(), array['to_email', 'from_name', 'subject', 'html', 'text_body'],
  'Nor does an admin read it through the Data API.');

select tests.authenticate_as_service_role();
select is((select subject from public.mail_outbox where id = 'a5700000-0000-4000-a000-000000000031'), 'Ann, your interview',
  'The secret key (the sender) still reads it.');

select * from finish();
rollback;
