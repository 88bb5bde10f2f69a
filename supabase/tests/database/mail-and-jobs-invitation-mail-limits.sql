-- Limits on invitation e-mail (mail_outbox rows): a 60 s cooldown and a cap of 5 sends per
-- invitation, 2000 sends a day per workspace and 10 a day per address across workspaces, refused
-- with P0429 for every persona that may queue mail (owning recruiter, admin); the other recruiter's
-- own sends are counted apart, and anon and candidates cannot queue mail at all.
begin;
select plan(22);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t16_cand');
select tests.create_supabase_user('t16_rec_owner');
select tests.create_supabase_user('t16_rec_other');
select tests.create_supabase_user('t16_admin');
select tests.set_role('t16_rec_owner', 'RECRUITER');
select tests.set_role('t16_rec_other', 'RECRUITER');
select tests.set_role('t16_admin', 'ADMIN');

-- Section: data (as postgres) ---------------------------------------------------------------------
insert into public.interviews (id, recruiter_id, title) values
  ('16100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t16_rec_owner'), 'Owner interview'),
  ('16100000-0000-4000-a000-000000000002', tests.get_supabase_uid('t16_rec_other'), 'Other interview');
-- INV_A and INV_NEW: the owner's; INV_OTHER: the other recruiter's; INV_BULK_n: the owner's, for
-- filling the daily cap.
insert into public.invitations (id, interview_id, first_name, last_name, email, unique_link_token, expires_at) values
  ('16300000-0000-4000-a000-000000000001', '16100000-0000-4000-a000-000000000001', 'Ann', 'A', 'a16@example.com', 'tok16-a-xxxxxxxxxxxxxx', now() + interval '7 days'),
  ('16300000-0000-4000-a000-000000000002', '16100000-0000-4000-a000-000000000001', 'Ned', 'New', 'new16@example.com', 'tok16-new-xxxxxxxxxxxx', now() + interval '7 days'),
  ('16300000-0000-4000-a000-000000000003', '16100000-0000-4000-a000-000000000002', 'Oli', 'Other', 'other16@example.com', 'tok16-other-xxxxxxxxxx', now() + interval '7 days');
insert into public.invitations (interview_id, first_name, last_name, email, unique_link_token, expires_at)
select '16100000-0000-4000-a000-000000000001', 'Bulk', 'B' || n, 'bulk' || n || '16@example.com',
       'tok16-bulk-' || lpad(n::text, 11, 'x'), now() + interval '7 days'
from generate_series(1, 2000) n;

create function pg_temp.queue(p_invitation uuid, p_email text) returns void language sql as $$
  insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
  values (p_invitation, p_email, 'Invitation', '<p>Hi</p>', 'Hi');
$$;
grant execute on function pg_temp.queue(uuid, text) to anon, authenticated;
-- The HINT of the error a statement raises (the api's Retry-After), null when the error has none;
-- a statement that raises nothing fails the test.
create function pg_temp.hint_of(p_statement text) returns text language plpgsql as $fn$
declare
  v_hint text;
begin
  begin
    execute p_statement;
  exception when others then
    get stacked diagnostics v_hint = pg_exception_hint;
    return nullif(v_hint, '');
  end;
  raise exception 'The statement raised no error: %', p_statement;
end
$fn$;
grant execute on function pg_temp.hint_of(text) to authenticated;

-- Section: cooldown -------------------------------------------------------------------------------
select tests.authenticate_as('t16_rec_owner');
select lives_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$,
  'The owning recruiter queues the first e-mail of an invitation.');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$,
  'P0429', 'This invitation was sent less than a minute ago; wait a minute before sending it again',
  'The owning recruiter cannot send it again within the cooldown.');
select is(pg_temp.hint_of($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$),
  '60', 'Its HINT is the seconds until the cooldown ends: 60 right after the send.');

select tests.authenticate_as('t16_admin');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$,
  'P0429', 'This invitation was sent less than a minute ago; wait a minute before sending it again',
  'An admin cannot send it again within the cooldown either.');

select tests.authenticate_as('t16_rec_other');
select lives_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000003', 'other16@example.com')$$,
  'Another recruiter''s own invitation is not held back by the owner''s sends.');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$,
  '42501', NULL, 'Another recruiter still cannot queue mail for the owner''s invitation.');

select tests.authenticate_as('t16_cand');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000002', 'new16@example.com')$$,
  '42501', NULL, 'A candidate cannot queue mail.');

select tests.clear_authentication();
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000002', 'new16@example.com')$$,
  '42501', NULL, 'Anon cannot queue mail.');

-- Section: cap per invitation ---------------------------------------------------------------------
select tests.reset_authentication();
update public.mail_outbox set created_at = now() - interval '2 minutes'
where invitation_id = '16300000-0000-4000-a000-000000000001';
select tests.authenticate_as('t16_rec_owner');
select lives_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$,
  'Once the cooldown has passed the invitation can be sent again.');

select tests.reset_authentication();
update public.mail_outbox set created_at = now() - interval '1 hour'
where invitation_id = '16300000-0000-4000-a000-000000000001';
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, created_at)
select '16300000-0000-4000-a000-000000000001', 'a16@example.com', 'Invitation', '<p>Hi</p>', 'Hi',
       now() - interval '10 minutes' * n
from generate_series(1, 3) n;
select is((select count(*)::int from public.mail_outbox where invitation_id = '16300000-0000-4000-a000-000000000001'), 5,
  'The invitation has been sent 5 times.');
select tests.authenticate_as('t16_rec_owner');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$,
  'P0429', 'This invitation has already been sent 5 times; it cannot be sent again',
  'A sixth send of one invitation is refused.');
select is(pg_temp.hint_of($$select pg_temp.queue('16300000-0000-4000-a000-000000000001', 'a16@example.com')$$),
  NULL, 'Its refusal has no HINT: no wait lifts the cap of one invitation.');

-- Section: daily cap per recruiter ----------------------------------------------------------------
-- Sends older than a day do not count; the 2000 bulk sends within the day bring the owner's workspace to its cap.
select tests.reset_authentication();
update public.mail_outbox set created_at = now() - interval '25 hours'
where invitation_id = '16300000-0000-4000-a000-000000000001';
update public.mail_outbox set created_at = now() - interval '2 minutes'
where invitation_id = '16300000-0000-4000-a000-000000000003';
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, created_at, status, sent_at)
select inv.id, inv.email, 'Invitation', '<p>Hi</p>', 'Hi', now() - interval '2 hours', 'SENT', now() - interval '2 hours'
from public.invitations inv where inv.unique_link_token like 'tok16-bulk-%';
select tests.authenticate_as('t16_rec_owner');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000002', 'new16@example.com')$$,
  'P0429', 'This workspace has reached the limit of 2000 invitation e-mails a day; try again later',
  'The workspace''s 2001st send within a day is refused.');
select is(pg_temp.hint_of($$select pg_temp.queue('16300000-0000-4000-a000-000000000002', 'new16@example.com')$$),
  '79200', 'Its HINT is the seconds until the day''s oldest send, 2 hours old, is 24 hours old: 22 hours.');
select tests.authenticate_as('t16_admin');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000002', 'new16@example.com')$$,
  'P0429', 'This workspace has reached the limit of 2000 invitation e-mails a day; try again later',
  'An admin''s send for the owner''s invitation counts against the owner''s day too.');
select tests.authenticate_as('t16_rec_other');
select lives_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000003', 'other16@example.com')$$,
  'The other recruiter''s day is counted apart (the cooldown passed for their invitation too).');
select tests.reset_authentication();
select is((select count(*)::int from public.mail_outbox where invitation_id = '16300000-0000-4000-a000-000000000002'), 0,
  'The refused sends wrote no outbox row.');

-- Section: daily cap per address ------------------------------------------------------------------
-- 9 sends to one address within the day from the owner's workspace, in another case: the other
-- workspace may send the 10th, and no workspace an 11th.
insert into public.invitations (id, interview_id, first_name, last_name, email, unique_link_token, expires_at) values
  ('16300000-0000-4000-a000-000000000004', '16100000-0000-4000-a000-000000000002', 'Mia', 'Many', 'many16@example.com', 'tok16-many-1xxxxxxxxxx', now() + interval '7 days'),
  ('16300000-0000-4000-a000-000000000005', '16100000-0000-4000-a000-000000000002', 'Mia', 'Many', 'many16@example.com', 'tok16-many-2xxxxxxxxxx', now() + interval '7 days');
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, created_at, status, sent_at)
select inv.id, 'Many16@Example.com', 'Invitation', '<p>Hi</p>', 'Hi', now() - interval '3 hours', 'SENT', now() - interval '3 hours'
from public.invitations inv where inv.unique_link_token like 'tok16-bulk-%' order by inv.id limit 9;
select tests.authenticate_as('t16_rec_other');
select lives_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000004', 'many16@example.com')$$,
  'The 10th invitation e-mail to an address within a day is sent.');
select throws_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000005', 'many16@example.com')$$,
  'P0429', 'This address has already been sent 10 invitation e-mails in 24 hours; try again later',
  'The 11th, from any workspace, is refused.');
select is(pg_temp.hint_of($$select pg_temp.queue('16300000-0000-4000-a000-000000000005', 'many16@example.com')$$),
  '75600', 'Its HINT is the seconds until the address''s oldest send, 3 hours old, is 24 hours old: 21 hours.');
select tests.reset_authentication();
select is((select count(*)::int from public.mail_outbox where invitation_id = '16300000-0000-4000-a000-000000000005'), 0,
  'The refused send wrote no outbox row.');
update public.mail_outbox set created_at = now() - interval '25 hours' where lower(to_email) = 'many16@example.com';
select tests.authenticate_as('t16_rec_other');
select lives_ok($$select pg_temp.queue('16300000-0000-4000-a000-000000000005', 'many16@example.com')$$,
  'Sends older than a day no longer count against the address.');

select * from finish();
rollback;
