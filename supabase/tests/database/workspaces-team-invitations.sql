-- Team invitations per persona: only a workspace's owners (and admins) read, write, revoke and
-- delete its invitations and queue their e-mails (to the invitee only, in the workspace's name,
-- within the limits); the link's two functions show the offer to anyone holding the token and let
-- only the account with the invited, confirmed e-mail join.
begin;
select plan(55);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t40_owner');
select tests.create_supabase_user('t40_recruiter');
select tests.create_supabase_user('t40_reviewer');
select tests.create_supabase_user('t40_other');
select tests.create_supabase_user('t40_cand');
select tests.create_supabase_user('t40_admin');
select tests.create_supabase_user('t40_invitee', 'invitee40@example.com');
select tests.create_supabase_user('t40_unconfirmed', 'unconfirmed40@example.com');
select tests.set_role('t40_admin', 'ADMIN');
update auth.users set email_confirmed_at = now()
where id in (tests.get_supabase_uid('t40_invitee'), tests.get_supabase_uid('t40_cand'),
             tests.get_supabase_uid('t40_recruiter'));

-- Section: data (as postgres) ---------------------------------------------------------------------
insert into public.workspaces (id, name, slug, email_sender_name) values
  ('40000000-0000-4000-a000-000000000001', 'Team Forty', 't40-team', 'Forty Talent'),
  ('40000000-0000-4000-a000-000000000002', 'Other Forty', 't40-other', null);
insert into public.workspace_members (workspace_id, user_id, role) values
  ('40000000-0000-4000-a000-000000000001', tests.get_supabase_uid('t40_owner'), 'OWNER'),
  ('40000000-0000-4000-a000-000000000001', tests.get_supabase_uid('t40_recruiter'), 'RECRUITER'),
  ('40000000-0000-4000-a000-000000000001', tests.get_supabase_uid('t40_reviewer'), 'REVIEWER'),
  ('40000000-0000-4000-a000-000000000002', tests.get_supabase_uid('t40_other'), 'OWNER');
-- PENDING: to the invitee; EXPIRED: past its date; REVOKED; MEMBER: to the recruiter member.
insert into public.workspace_invitations (id, workspace_id, email, role, token, invited_by, created_at, expires_at, status, revoked_at) values
  ('40100000-0000-4000-a000-000000000001', '40000000-0000-4000-a000-000000000001', 'invitee40@example.com', 'REVIEWER',
   'tok40-pending-xxxxxxxx', tests.get_supabase_uid('t40_owner'), now(), now() + interval '14 days', 'PENDING', null),
  ('40100000-0000-4000-a000-000000000002', '40000000-0000-4000-a000-000000000001', 'late40@example.com', 'RECRUITER',
   'tok40-expired-xxxxxxxx', tests.get_supabase_uid('t40_owner'), now() - interval '20 days', now() - interval '1 day', 'PENDING', null),
  ('40100000-0000-4000-a000-000000000003', '40000000-0000-4000-a000-000000000001', 'gone40@example.com', 'RECRUITER',
   'tok40-revoked-xxxxxxxx', tests.get_supabase_uid('t40_owner'), now(), now() + interval '14 days', 'REVOKED', now()),
  ('40100000-0000-4000-a000-000000000004', '40000000-0000-4000-a000-000000000001', tests.get_supabase_email('t40_recruiter'), 'OWNER',
   'tok40-member-xxxxxxxxx', tests.get_supabase_uid('t40_owner'), now(), now() + interval '14 days', 'PENDING', null);

create function pg_temp.visible() returns integer language sql as $$
  select count(*)::int from public.workspace_invitations where workspace_id = '40000000-0000-4000-a000-000000000001'
$$;
create function pg_temp.invite(p_email text) returns void language sql as $$
  insert into public.workspace_invitations (workspace_id, email, role)
  values ('40000000-0000-4000-a000-000000000001', p_email, 'RECRUITER')
$$;
create function pg_temp.queue(p_invitation uuid, p_email text, p_from text) returns void language sql as $$
  insert into public.mail_outbox (kind, workspace_invitation_id, to_email, from_name, subject, html, text_body)
  values ('TEAM_INVITATION', p_invitation, p_email, p_from, 'Join', '<p>Join</p>', 'Join')
$$;
grant execute on function pg_temp.visible() to anon, authenticated;
grant execute on function pg_temp.invite(text) to anon, authenticated;
grant execute on function pg_temp.queue(uuid, text, text) to anon, authenticated;
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

-- Section: reading ----------------------------------------------------------------------------------
select tests.authenticate_as('t40_owner');
select is(pg_temp.visible(), 4, 'The owner sees the workspace''s team invitations.');
select tests.authenticate_as('t40_recruiter');
select is(pg_temp.visible(), 0, 'A recruiter member sees none.');
select tests.authenticate_as('t40_reviewer');
select is(pg_temp.visible(), 0, 'A reviewer member sees none.');
select tests.authenticate_as('t40_other');
select is(pg_temp.visible(), 0, 'The owner of another workspace sees none.');
select tests.authenticate_as('t40_cand');
select is(pg_temp.visible(), 0, 'A candidate sees none.');
select tests.authenticate_as('t40_admin');
select is(pg_temp.visible(), 4, 'An admin sees them all.');
select tests.clear_authentication();
select throws_ok('select pg_temp.visible()', '42501', NULL, 'Anon cannot read team invitations.');

-- Section: inviting ---------------------------------------------------------------------------------
select tests.authenticate_as('t40_owner');
select lives_ok($$select pg_temp.invite('new40@example.com')$$, 'The owner invites a teammate.');
select is((select invited_by from public.workspace_invitations where email = 'new40@example.com'),
  tests.get_supabase_uid('t40_owner'), 'The invitation records who invited.');
select throws_ok($$insert into public.workspace_invitations (workspace_id, email, role, token)
  values ('40000000-0000-4000-a000-000000000001', 'tok40@example.com', 'OWNER', 'chosen-token-xxxxxxxxxx')$$,
  '42501', NULL, 'The owner cannot choose the token.');
select throws_ok($$insert into public.workspace_invitations (workspace_id, email, role, invited_by)
  values ('40000000-0000-4000-a000-000000000001', 'by40@example.com', 'OWNER', tests.get_supabase_uid('t40_admin'))$$,
  '42501', NULL, 'The owner cannot name someone else as the inviter.');
select tests.authenticate_as('t40_recruiter');
select throws_ok($$select pg_temp.invite('r40@example.com')$$, '42501', NULL, 'A recruiter member cannot invite.');
select tests.authenticate_as('t40_reviewer');
select throws_ok($$select pg_temp.invite('v40@example.com')$$, '42501', NULL, 'A reviewer member cannot invite.');
select tests.authenticate_as('t40_other');
select throws_ok($$select pg_temp.invite('o40@example.com')$$, '42501', NULL, 'Another workspace''s owner cannot invite.');
select tests.authenticate_as('t40_cand');
select throws_ok($$select pg_temp.invite('c40@example.com')$$, '42501', NULL, 'A candidate cannot invite.');
select tests.clear_authentication();
select throws_ok($$select pg_temp.invite('a40@example.com')$$, '42501', NULL, 'Anon cannot invite.');
select tests.authenticate_as('t40_admin');
select lives_ok($$select pg_temp.invite('admin40@example.com')$$, 'An admin invites into any workspace.');

-- Section: revoking, extending, deleting --------------------------------------------------------------
select tests.authenticate_as('t40_recruiter');
select is(tests.affected_rows($$update public.workspace_invitations set status = 'REVOKED', revoked_at = now()
  where email = 'new40@example.com'$$), 0, 'A recruiter member cannot revoke.');
select tests.authenticate_as('t40_other');
select is(tests.affected_rows($$update public.workspace_invitations set expires_at = now() + interval '1 day'
  where email = 'new40@example.com'$$), 0, 'Another workspace''s owner cannot extend.');
select tests.authenticate_as('t40_owner');
select throws_ok($$update public.workspace_invitations set status = 'ACCEPTED' where email = 'new40@example.com'$$,
  '23514', NULL, 'The owner cannot mark an invitation accepted.');
select throws_ok($$update public.workspace_invitations set accepted_by = auth.uid() where email = 'new40@example.com'$$,
  '42501', NULL, 'The owner cannot write who accepted.');
select is(tests.affected_rows($$update public.workspace_invitations set status = 'REVOKED', revoked_at = now()
  where email = 'new40@example.com'$$), 1, 'The owner revokes a pending invitation.');
select is(tests.affected_rows($$update public.workspace_invitations set status = 'PENDING', revoked_at = null
  where email = 'new40@example.com'$$), 0, 'The owner cannot bring a revoked invitation back.');
select tests.authenticate_as('t40_reviewer');
select is(tests.affected_rows($$delete from public.workspace_invitations where email = 'new40@example.com'$$), 0,
  'A reviewer member cannot delete an invitation.');
select tests.authenticate_as('t40_owner');
select is(tests.affected_rows($$delete from public.workspace_invitations where email = 'new40@example.com'$$), 1,
  'The owner deletes an invitation.');
select tests.authenticate_as('t40_admin');
select is(tests.affected_rows($$update public.workspace_invitations set expires_at = now() + interval '2 days'
  where email = 'admin40@example.com'$$), 1, 'An admin extends any invitation.');

-- Section: the e-mail -------------------------------------------------------------------------------
select tests.authenticate_as('t40_owner');
select lives_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000001', 'invitee40@example.com', 'Forty Talent')$$,
  'The owner queues the invitation e-mail to the invitee in the workspace''s name.');
select is((select count(*)::int from public.mail_outbox where workspace_invitation_id = '40100000-0000-4000-a000-000000000001'), 1,
  'The owner sees the queued e-mail.');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', 'someone@example.com', 'Forty Talent')$$,
  '42501', NULL, 'The owner cannot send it to another address.');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', tests.get_supabase_email('t40_recruiter'), 'Other Corp')$$,
  '42501', NULL, 'The owner cannot send it in another name.');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000003', 'gone40@example.com', null)$$,
  '42501', NULL, 'The owner cannot e-mail a revoked invitation.');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000001', 'invitee40@example.com', 'Forty Talent')$$,
  'P0429', 'This team invitation was sent less than a minute ago; wait a minute before sending it again',
  'The owner cannot send it again within the cooldown.');
select is(pg_temp.hint_of($$select pg_temp.queue('40100000-0000-4000-a000-000000000001', 'invitee40@example.com', 'Forty Talent')$$),
  '60', 'Its HINT is the seconds until the cooldown ends: 60 right after the send.');
select tests.authenticate_as('t40_recruiter');
select is((select count(*)::int from public.mail_outbox where workspace_invitation_id is not null), 0,
  'A recruiter member sees no team invitation e-mail.');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', tests.get_supabase_email('t40_recruiter'), null)$$,
  '42501', NULL, 'A recruiter member cannot queue a team invitation e-mail.');
select tests.authenticate_as('t40_other');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', tests.get_supabase_email('t40_recruiter'), null)$$,
  '42501', NULL, 'Another workspace''s owner cannot queue it.');
select tests.authenticate_as('t40_cand');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', tests.get_supabase_email('t40_recruiter'), null)$$,
  '42501', NULL, 'A candidate cannot queue it.');

select tests.reset_authentication();
update public.mail_outbox set created_at = now() - interval '1 hour'
where workspace_invitation_id = '40100000-0000-4000-a000-000000000001';
insert into public.mail_outbox (kind, workspace_invitation_id, to_email, subject, html, text_body, created_at)
select 'TEAM_INVITATION', '40100000-0000-4000-a000-000000000001', 'invitee40@example.com', 'Join', '', '', now() - interval '10 minutes' * n
from generate_series(1, 4) n;
select tests.authenticate_as('t40_owner');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000001', 'invitee40@example.com', null)$$,
  'P0429', 'This team invitation has already been sent 5 times; it cannot be sent again',
  'Five sends is the cap of one invitation.');
select is(pg_temp.hint_of($$select pg_temp.queue('40100000-0000-4000-a000-000000000001', 'invitee40@example.com', null)$$),
  NULL, 'Its refusal has no HINT: no wait lifts the cap of one invitation.');
select tests.reset_authentication();
-- Written already sent (history), which the limits count but do not refuse.
insert into public.mail_outbox (kind, workspace_invitation_id, to_email, subject, html, text_body, status, created_at, sent_at)
select 'TEAM_INVITATION', '40100000-0000-4000-a000-000000000002', 'late40@example.com', 'Join', '', '', 'SENT', now() - interval '1 minute' * n, now()
from generate_series(1, 45) n;
select tests.authenticate_as('t40_owner');
select throws_ok($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', tests.get_supabase_email('t40_recruiter'), null)$$,
  'P0429', 'This workspace has reached the limit of 50 team invitation e-mails a day; try again later',
  'Fifty sends a day is the cap of a workspace.');
select is(pg_temp.hint_of($$select pg_temp.queue('40100000-0000-4000-a000-000000000004', tests.get_supabase_email('t40_recruiter'), null)$$),
  '82800', 'Its HINT is the seconds until the day''s oldest send, 1 hour old, is 24 hours old: 23 hours.');

-- Section: the link ---------------------------------------------------------------------------------
select tests.clear_authentication();
select results_eq($$select workspace_name, email, role::text, status, invited_by_name is null from public.get_team_invitation('tok40-pending-xxxxxxxx')$$,
  $$values ('Team Forty', 'invitee40@example.com', 'REVIEWER', 'PENDING', true)$$,
  'Anon holding the token sees the offer.');
select is((select status from public.get_team_invitation('tok40-expired-xxxxxxxx')), 'EXPIRED',
  'A pending invitation past its date shows EXPIRED.');
select is_empty($$select * from public.get_team_invitation('tok40-unknown-xxxxxxxx')$$, 'An unknown token shows nothing.');
select throws_ok($$select public.accept_team_invitation('tok40-pending-xxxxxxxx')$$, '42501', NULL, 'Anon cannot accept.');

select tests.authenticate_as('t40_cand');
select throws_ok($$select public.accept_team_invitation('tok40-pending-xxxxxxxx')$$, '42501',
  'This invitation was sent to another e-mail address; sign in with that address to join',
  'Another account cannot accept.');
select tests.authenticate_as('t40_unconfirmed');
select throws_ok($$select public.accept_team_invitation('tok40-pending-xxxxxxxx')$$, '42501',
  'This invitation was sent to another e-mail address; sign in with that address to join',
  'An account whose e-mail is not confirmed cannot accept.');
select tests.authenticate_as('t40_invitee');
select throws_ok($$select public.accept_team_invitation('tok40-unknown-xxxxxxxx')$$, 'P0002', 'Team invitation not found',
  'An unknown token is not found.');
select throws_ok($$select public.accept_team_invitation('tok40-revoked-xxxxxxxx')$$, '55000', 'This team invitation has been withdrawn',
  'A revoked invitation cannot be accepted.');
select throws_ok($$select public.accept_team_invitation('tok40-expired-xxxxxxxx')$$, '55000', 'This team invitation has expired; ask for a new one',
  'An expired invitation cannot be accepted.');
select is(public.accept_team_invitation('tok40-pending-xxxxxxxx'), '40000000-0000-4000-a000-000000000001'::uuid,
  'The invited account joins and gets the workspace id.');
select tests.reset_authentication();
select results_eq($$select m.role::text, wi.status::text, wi.accepted_by = m.user_id, wi.accepted_at is not null
  from public.workspace_members m join public.workspace_invitations wi on wi.token = 'tok40-pending-xxxxxxxx'
  where m.workspace_id = '40000000-0000-4000-a000-000000000001' and m.user_id = tests.get_supabase_uid('t40_invitee')$$,
  $$values ('REVIEWER', 'ACCEPTED', true, true)$$, 'The member has the invited role and the invitation is used.');
select tests.authenticate_as('t40_cand');
select throws_ok($$select public.accept_team_invitation('tok40-pending-xxxxxxxx')$$, '55000', 'This team invitation has already been used',
  'A used invitation cannot be accepted by anyone else.');

select tests.authenticate_as('t40_recruiter');
select is(public.accept_team_invitation('tok40-member-xxxxxxxxx'), '40000000-0000-4000-a000-000000000001'::uuid,
  'A member accepting an invitation to their own workspace is not refused.');
select tests.reset_authentication();
select results_eq($$select m.role::text, wi.status::text
  from public.workspace_members m join public.workspace_invitations wi on wi.token = 'tok40-member-xxxxxxxxx'
  where m.workspace_id = '40000000-0000-4000-a000-000000000001' and m.user_id = tests.get_supabase_uid('t40_recruiter')$$,
  $$values ('RECRUITER', 'ACCEPTED')$$, 'They keep their membership as it was, and the invitation is used.');

select * from finish();
rollback;
