-- The public API's interviews and invitations (issue #22 item 3) per key: a key of workspace W1
-- reads W1's questions, invitations, invitation e-mails and workspace row, never W2's; only a live
-- READ_WRITE key invites, only to W1's interviews that take invitations, and only writes the
-- invitation e-mail the app would (to the invitee, under the workspace's sender name); a revoked
-- key reaches nothing, and the client roles cannot call the key's functions.
-- Keys: R (W1, READ), W (W1, READ_WRITE), B (W2, READ_WRITE), X (W1, READ_WRITE, revoked).
-- Interviews: a99c0000-…01 (W1), …02 (W2), …03 (W1, DRAFT). Invitations: …301 (W1), …302 (W2).
begin;
select plan(30);

select tests.create_supabase_user('t99c_owner');
select tests.create_supabase_user('t99c_other');
select tests.set_role('t99c_owner', 'RECRUITER');
select tests.set_role('t99c_other', 'RECRUITER');
select set_config('t99c.w1', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99c_owner')), true);
select set_config('t99c.w2', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t99c_other')), true);
insert into public.interviews (id, workspace_id, recruiter_id, title, status) values
  ('a99c0000-0000-4000-a000-000000000001', current_setting('t99c.w1')::uuid, tests.get_supabase_uid('t99c_owner'), 'T99c one', 'ACTIVE'),
  ('a99c0000-0000-4000-a000-000000000002', current_setting('t99c.w2')::uuid, tests.get_supabase_uid('t99c_other'), 'T99c other', 'ACTIVE'),
  ('a99c0000-0000-4000-a000-000000000003', current_setting('t99c.w1')::uuid, tests.get_supabase_uid('t99c_owner'), 'T99c draft', 'DRAFT');
insert into public.questions (interview_id, order_number, text) values
  ('a99c0000-0000-4000-a000-000000000001', 1, 'T99c question one'),
  ('a99c0000-0000-4000-a000-000000000002', 1, 'T99c question other');
insert into public.invitations (id, interview_id, first_name, last_name, email) values
  ('a99c0000-0000-4000-a000-000000000301', 'a99c0000-0000-4000-a000-000000000001', 'Ann', 'One', 't99c.301@example.com'),
  ('a99c0000-0000-4000-a000-000000000302', 'a99c0000-0000-4000-a000-000000000002', 'Bo', 'Other', 't99c.302@example.com');
-- Sent an hour ago: past the resend cooldown, so the tries below meet the policies, not the limits.
insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, created_at) values
  ('a99c0000-0000-4000-a000-000000000301', 't99c.301@example.com', 'T99c one', '<p>one</p>', 'one', now() - interval '1 hour'),
  ('a99c0000-0000-4000-a000-000000000302', 't99c.302@example.com', 'T99c other', '<p>other</p>', 'other', now() - interval '1 hour');
insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope, revoked_at) values
  (current_setting('t99c.w1')::uuid, 'R', 'aik_T99ckeyR', sha256('t99c key R'), 'READ', null),
  (current_setting('t99c.w1')::uuid, 'W', 'aik_T99ckeyW', sha256('t99c key W'), 'READ_WRITE', null),
  (current_setting('t99c.w2')::uuid, 'B', 'aik_T99ckeyB', sha256('t99c key B'), 'READ_WRITE', null),
  (current_setting('t99c.w1')::uuid, 'X', 'aik_T99ckeyX', sha256('t99c key X'), 'READ_WRITE', now() - interval '1 hour');

-- Acts as workspace_api with the claims the api gives a request of the key `p_prefix` (from postgres).
create function pg_temp.act_as_key(p_prefix text) returns void
language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('role', 'workspace_api', 'key_id',
           (select id from public.workspace_api_keys where prefix = p_prefix))::text, true),
         set_config('role', 'workspace_api', true)
$$;

-- What the acting key reads of the fixture: questions, invitations, e-mails and workspaces, by name.
create function pg_temp.seen() returns text
language sql as $$
  select concat_ws(' | ',
    (select coalesce(string_agg(text, ',' order by text), '') from public.questions where text like 'T99c%'),
    (select coalesce(string_agg(email, ',' order by email), '') from public.invitations where email like 't99c.%'),
    (select coalesce(string_agg(invitation_id::text, ',' order by invitation_id), '') from public.mail_outbox
     where invitation_id in ('a99c0000-0000-4000-a000-000000000301', 'a99c0000-0000-4000-a000-000000000302')),
    (select count(*)::text from public.workspaces))
$$;
grant execute on function pg_temp.seen() to workspace_api;

-- Runs `p_sql` as the acting key and keeps its outcome in t99c.<p_name>: 'ok', or the SQLSTATE and
-- message of its error (workspace_api cannot reach pgTAP's functions, so the checks come after).
create function pg_temp.try(p_name text, p_sql text) returns void
language plpgsql as $$
begin
  execute p_sql;
  perform set_config('t99c.' || p_name, 'ok', true);
exception when others then
  perform set_config('t99c.' || p_name, sqlstate || ': ' || sqlerrm, true);
end
$$;
grant execute on function pg_temp.try(text, text) to workspace_api;

-- Section: what a key reads -----------------------------------------------------------------------
select pg_temp.act_as_key('aik_T99ckeyR');
select set_config('t99c.seen_r', pg_temp.seen(), true);
select pg_temp.try('r_settings', 'select email_sender_name from public.workspaces');
select pg_temp.try('r_account', 'select candidate_id from public.invitations');
select pg_temp.try('r_html', 'select html from public.mail_outbox');
select set_config('t99c.r_write', private.api_key_can_write()::text, true);
reset role;
select pg_temp.act_as_key('aik_T99ckeyW');
select set_config('t99c.seen_w', pg_temp.seen(), true);
reset role;
select pg_temp.act_as_key('aik_T99ckeyB');
select set_config('t99c.seen_b', pg_temp.seen(), true);
reset role;
select pg_temp.act_as_key('aik_T99ckeyX');
select set_config('t99c.seen_x', pg_temp.seen(), true);
select set_config('request.jwt.claims', '{"role": "workspace_api"}', true);
select set_config('t99c.seen_none', pg_temp.seen(), true);
reset role;
select is(current_setting('t99c.seen_r'),
  'T99c question one | t99c.301@example.com | a99c0000-0000-4000-a000-000000000301 | 1',
  'A READ key of W1 reads W1''s questions, invitations, invitation e-mails and workspace, not W2''s.');
select is(current_setting('t99c.seen_w'), current_setting('t99c.seen_r'),
  'A READ_WRITE key of W1 reads what the READ key reads.');
select is(current_setting('t99c.seen_b'),
  'T99c question other | t99c.302@example.com | a99c0000-0000-4000-a000-000000000302 | 1',
  'A key of W2 reads W2''s rows, not W1''s.');
select is(current_setting('t99c.seen_x'), ' |  |  | 0', 'A revoked key reads nothing.');
select is(current_setting('t99c.seen_none'), ' |  |  | 0', 'workspace_api without a key reads nothing.');
select is(left(current_setting('t99c.r_settings'), 5), '42501',
  'A key reads its workspace''s name, logo and colour, not its other settings.');
select is(left(current_setting('t99c.r_account'), 5), '42501',
  'A key does not read which account took an invitation.');
select is(left(current_setting('t99c.r_html'), 5), '42501', 'A key reads whether an e-mail was sent, not the e-mail.');
select is(current_setting('t99c.r_write'), 'false', 'A READ key may not write.');

-- Section: a READ key cannot invite ---------------------------------------------------------------
select pg_temp.act_as_key('aik_T99ckeyR');
select pg_temp.try('r_invite', $$ insert into public.invitations (interview_id, first_name, last_name, email)
  values ('a99c0000-0000-4000-a000-000000000001', 'Rea', 'Der', 't99c.read@example.com') $$);
select pg_temp.try('r_mail', $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
  values ('a99c0000-0000-4000-a000-000000000301', 't99c.301@example.com', 'Again', '<p>x</p>', 'x') $$);
reset role;
select is(left(current_setting('t99c.r_invite'), 5), '42501',
  'A READ key cannot invite, even to its own workspace''s interview.');
select is(left(current_setting('t99c.r_mail'), 5), '42501', 'A READ key cannot send an invitation e-mail.');

-- Section: a READ_WRITE key invites into its own workspace ----------------------------------------
select pg_temp.act_as_key('aik_T99ckeyW');
select set_config('t99c.w_write', private.api_key_can_write()::text, true);
select pg_temp.try('w_invite', $$ insert into public.invitations (interview_id, first_name, last_name, email, bulk_key)
  values ('a99c0000-0000-4000-a000-000000000001', 'Wri', 'Ter', 't99c.303@example.com',
          'a99c0000-0000-4000-a000-0000000000f1') $$);
select set_config('t99c.new_id', coalesce((select id::text from public.invitations
                                           where bulk_key = 'a99c0000-0000-4000-a000-0000000000f1'), ''), true);
select pg_temp.try('w_mail', $$ insert into public.mail_outbox (invitation_id, to_email, from_name, subject, html, text_body)
  values (nullif(current_setting('t99c.new_id'), '')::uuid, 't99c.303@example.com',
          private.invitation_mail_sender_name(nullif(current_setting('t99c.new_id'), '')::uuid),
          'You are invited', '<p>x</p>', 'x') $$);
select pg_temp.try('w_address', $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
  values ('a99c0000-0000-4000-a000-000000000301', 'someone.else@example.com', 'Hi', '<p>x</p>', 'x') $$);
select pg_temp.try('w_sender', $$ insert into public.mail_outbox (invitation_id, to_email, from_name, subject, html, text_body)
  values ('a99c0000-0000-4000-a000-000000000301', 't99c.301@example.com', 'Not Us', 'Hi', '<p>x</p>', 'x') $$);
select pg_temp.try('w_kind', $$ insert into public.mail_outbox (invitation_id, to_email, kind, subject, html, text_body)
  values ('a99c0000-0000-4000-a000-000000000301', 't99c.301@example.com', 'COMPLETION_RECEIPT', 'Hi', '<p>x</p>', 'x') $$);
select pg_temp.try('w_other', $$ insert into public.invitations (interview_id, first_name, last_name, email)
  values ('a99c0000-0000-4000-a000-000000000002', 'Wri', 'Ter', 't99c.other@example.com') $$);
select pg_temp.try('w_other_mail', $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
  values ('a99c0000-0000-4000-a000-000000000302', 't99c.302@example.com', 'Hi', '<p>x</p>', 'x') $$);
select pg_temp.try('w_status', $$ insert into public.invitations (interview_id, first_name, last_name, email, status)
  values ('a99c0000-0000-4000-a000-000000000001', 'Wri', 'Ter', 't99c.done@example.com', 'COMPLETED') $$);
select pg_temp.try('w_draft', $$ insert into public.invitations (interview_id, first_name, last_name, email)
  values ('a99c0000-0000-4000-a000-000000000003', 'Wri', 'Ter', 't99c.draft@example.com') $$);
reset role;
select is(current_setting('t99c.w_write'), 'true', 'A live READ_WRITE key may write.');
select is(current_setting('t99c.w_invite'), 'ok', 'A READ_WRITE key invites to its workspace''s interview.');
select is(current_setting('t99c.w_mail'), 'ok',
  'It writes the invitation e-mail to the invitee, under the workspace''s sender name.');
select is(left(current_setting('t99c.w_address'), 5), '42501', 'Not to another address.');
select is(left(current_setting('t99c.w_sender'), 5), '42501', 'Not under another sender name.');
select is(left(current_setting('t99c.w_kind'), 5), '42501', 'Not another kind of e-mail.');
select is(left(current_setting('t99c.w_other'), 5), '42501', 'Not to another workspace''s interview.');
select is(left(current_setting('t99c.w_other_mail'), 5), '42501', 'Nor an e-mail of another workspace''s invitation.');
select is(left(current_setting('t99c.w_status'), 5), '42501', 'It cannot set an invitation''s status.');
select is(current_setting('t99c.w_draft'), '55000: Publish the interview before inviting candidates',
  'Not to an interview that does not take invitations, with the reason.');
select results_eq(
  $$ select inv.candidate_number, inv.expires_at > now() + interval '6 days', inv.status::text
     from public.invitations inv where inv.bulk_key = 'a99c0000-0000-4000-a000-0000000000f1' $$,
  $$ values (2, true, 'PENDING') $$,
  'The key''s invitation is numbered and gets the interview''s default deadline, as the app''s do.');
select is((select count(*)::int from graphile_worker.jobs j
           join public.mail_outbox o on j.key = 'mail:' || o.id
           where j.task_identifier = 'send_mail' and o.invitation_id = current_setting('t99c.new_id')::uuid),
  1, 'Its e-mail''s send is queued.');

-- Section: a revoked key and another workspace's key ---------------------------------------------
select pg_temp.act_as_key('aik_T99ckeyR');
select pg_temp.try('r_resend', $$ insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
  values (current_setting('t99c.new_id')::uuid, 't99c.303@example.com', 'Again', '<p>x</p>', 'x') $$);
reset role;
select pg_temp.act_as_key('aik_T99ckeyX');
select set_config('t99c.x_write', private.api_key_can_write()::text, true);
select pg_temp.try('x_invite', $$ insert into public.invitations (interview_id, first_name, last_name, email)
  values ('a99c0000-0000-4000-a000-000000000001', 'Rev', 'Oked', 't99c.revoked@example.com') $$);
reset role;
select pg_temp.act_as_key('aik_T99ckeyB');
select pg_temp.try('b_invite', $$ insert into public.invitations (interview_id, first_name, last_name, email)
  values ('a99c0000-0000-4000-a000-000000000001', 'Bee', 'Other', 't99c.b@example.com') $$);
reset role;
select is(left(current_setting('t99c.r_resend'), 5), '42501',
  'A READ key is refused an e-mail sent a moment ago as any other: the send limits tell it nothing.');
select is(current_setting('t99c.x_write'), 'false', 'A revoked key may not write.');
select is(left(current_setting('t99c.x_invite'), 5), '42501', 'A revoked READ_WRITE key cannot invite.');
select is(left(current_setting('t99c.b_invite'), 5), '42501', 'A READ_WRITE key of W2 cannot invite to W1''s interview.');
select is((select count(*)::int from public.invitations where email like 't99c.%'), 3,
  'Of all the tries, only the READ_WRITE key''s invitation to its own interview was written.');

-- Section: the client roles -----------------------------------------------------------------------
select tests.authenticate_as('t99c_owner');
select throws_ok($$ select private.api_key_can_write() $$, '42501', null,
  'A signed-in user cannot call the key''s functions.');
select tests.reset_authentication();
select is((select count(*)::int from pg_catalog.pg_policy p
           where p.polrelid in ('public.workspaces'::regclass, 'public.questions'::regclass,
                                'public.invitations'::regclass, 'public.mail_outbox'::regclass)
             and p.polname like '%api_key%'
             and p.polroles <> array['workspace_api'::regrole]::oid[]),
  0, 'The key''s policies apply to workspace_api alone.');

select * from finish();
rollback;
