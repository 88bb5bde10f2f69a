-- The From display name of a workspace's e-mails has one definition, private.mail_sender_name: the
-- sender name, else the workspace name, cleaned of what a header cannot hold. Both outbox policies
-- (candidate and team invitations) admit that name or none, never another.
begin;
select plan(9);

select tests.create_supabase_user('t38_owner');
insert into public.workspaces (id, name, slug, email_sender_name) values
  ('38000000-0000-4000-a000-000000000001', 'Team Thirty-Eight', 't38-team', 'Thirty-Eight Talent'),
  ('38000000-0000-4000-a000-000000000002', 'Acme "R&D" <Labs>' || chr(10), 't38-odd', null),
  ('38000000-0000-4000-a000-000000000003', '<>"', 't38-empty', null),
  ('38000000-0000-4000-a000-000000000004', repeat('n', 98) || ' "', 't38-long', null);
insert into public.workspace_members (workspace_id, user_id, role) values
  ('38000000-0000-4000-a000-000000000002', tests.get_supabase_uid('t38_owner'), 'OWNER');
insert into public.interviews (id, workspace_id, recruiter_id, title, status) values
  ('38100000-0000-4000-a000-000000000001', '38000000-0000-4000-a000-000000000002', tests.get_supabase_uid('t38_owner'), 'T38', 'ACTIVE');
insert into public.invitations (id, interview_id, first_name, last_name, email, expires_at) values
  ('38200000-0000-4000-a000-000000000001', '38100000-0000-4000-a000-000000000001', 'Cy', 'Candidate', 'cy38@example.com', now() + interval '7 days');
insert into public.workspace_invitations (id, workspace_id, email, role, invited_by) values
  ('38300000-0000-4000-a000-000000000001', '38000000-0000-4000-a000-000000000002', 'mate38@example.com', 'RECRUITER', tests.get_supabase_uid('t38_owner')),
  ('38300000-0000-4000-a000-000000000002', '38000000-0000-4000-a000-000000000002', 'pal38@example.com', 'REVIEWER', tests.get_supabase_uid('t38_owner'));

select is(private.mail_sender_name('38000000-0000-4000-a000-000000000001'), 'Thirty-Eight Talent', 'The sender name wins over the workspace name.');
select is(private.mail_sender_name('38000000-0000-4000-a000-000000000002'), 'Acme R&D Labs', 'What a From header cannot hold is dropped from the name.');
select is(private.mail_sender_name('38000000-0000-4000-a000-000000000003'), null, 'Nothing left: no name (the platform''s alone).');
select is(private.mail_sender_name('38000000-0000-4000-a000-000000000004'), repeat('n', 98), 'What is left is trimmed.');

create function pg_temp.queue_invitation(p_from text) returns void language sql as $$
  insert into public.mail_outbox (invitation_id, to_email, from_name, subject, html, text_body)
  values ('38200000-0000-4000-a000-000000000001', 'cy38@example.com', p_from, 'Invite', '<p>Invite</p>', 'Invite')
$$;
create function pg_temp.queue_team(p_invitation uuid, p_email text, p_from text) returns void language sql as $$
  insert into public.mail_outbox (kind, workspace_invitation_id, to_email, from_name, subject, html, text_body)
  values ('TEAM_INVITATION', p_invitation, p_email, p_from, 'Join', '<p>Join</p>', 'Join')
$$;
grant execute on function pg_temp.queue_invitation(text) to authenticated;
grant execute on function pg_temp.queue_team(uuid, text, text) to authenticated;

-- Refusals first: the mail limits' one-minute cooldown is checked before the policy, so once a row is
-- queued the next one for the same invitation would be refused by the cooldown whatever its name.
select tests.authenticate_as('t38_owner');
select throws_ok($$select pg_temp.queue_invitation('PayPal Security')$$, '42501', null,
  'A candidate invitation e-mail cannot go out under another name.');
select lives_ok($$select pg_temp.queue_invitation(private.invitation_mail_sender_name('38200000-0000-4000-a000-000000000001'))$$,
  'A candidate invitation e-mail may go out under the workspace''s cleaned name.');
select throws_ok($$select pg_temp.queue_team('38300000-0000-4000-a000-000000000001', 'mate38@example.com', 'Acme "R&D" <Labs>')$$, '42501', null,
  'A team invitation e-mail cannot go out under the raw name.');
select lives_ok($$select pg_temp.queue_team('38300000-0000-4000-a000-000000000001', 'mate38@example.com', 'Acme R&D Labs')$$,
  'A team invitation e-mail goes out under the same cleaned name.');
select lives_ok($$select pg_temp.queue_team('38300000-0000-4000-a000-000000000002', 'pal38@example.com', null)$$,
  'Without a name, the platform''s alone is used.');

select * from finish();
rollback;
