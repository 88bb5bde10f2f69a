-- Webhooks (issue #22 item 4) per persona: a workspace's OWNERS alone register, read (with the
-- secret), change and delete its endpoints and read their delivery log; nobody writes the log but
-- the database; a status change or decision writes one delivery per enabled endpoint that wants it,
-- with its job. Ids start with a9b00000.
begin;
select plan(30);

select tests.create_supabase_user('t9b_owner');
select tests.create_supabase_user('t9b_recruiter');
select tests.create_supabase_user('t9b_reviewer');
select tests.create_supabase_user('t9b_outsider');
select tests.create_supabase_user('t9b_cand');
select tests.create_supabase_user('t9b_admin');
select tests.set_role('t9b_admin', 'ADMIN');
select tests.set_role('t9b_owner', 'RECRUITER');
select tests.set_role('t9b_outsider', 'RECRUITER');
select set_config('t9b.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t9b_owner')), true);
select set_config('t9b.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t9b_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t9b.w1')::uuid, tests.get_supabase_uid('t9b_recruiter'), 'RECRUITER'),
  (current_setting('t9b.w1')::uuid, tests.get_supabase_uid('t9b_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9b00000-0000-4000-a000-000000000001', current_setting('t9b.w1')::uuid, tests.get_supabase_uid('t9b_owner'), 'T9b one');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9b00000-0000-4000-a000-000000000301', 'a9b00000-0000-4000-a000-000000000001', tests.get_supabase_uid('t9b_cand'), 'Cy', 'Hook', 't9b.301@example.com', 'PENDING'),
  ('a9b00000-0000-4000-a000-000000000302', 'a9b00000-0000-4000-a000-000000000001', tests.get_supabase_uid('t9b_cand'), 'Di', 'Hook', 't9b.302@example.com', 'PENDING');

-- Section: who registers --------------------------------------------------------------------------
select tests.authenticate_as('t9b_owner');
select lives_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events) values
  (%L, 'https://ats.example.com/hooks', '{invitation.completed,decision.made}') $$,
  current_setting('t9b.w1')), 'The owner registers an endpoint.');
select lives_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events, description) values
  (%L, 'http://127.0.0.1:9999/in', '{invitation.started}', 'local') $$,
  current_setting('t9b.w1')), 'Plain http to this machine is allowed.');
select throws_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events) values
  (%L, 'http://ats.example.com/hooks', '{decision.made}') $$, current_setting('t9b.w1')),
  '23514', null, 'Plain http elsewhere is refused.');
select throws_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events) values
  (%L, 'https://ats.example.com/hooks', '{}') $$, current_setting('t9b.w1')),
  '23514', null, 'An endpoint wants at least one event.');
select throws_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events) values
  (%L, 'https://ats.example.com/hooks', '{webhook.test}') $$, current_setting('t9b.w1')),
  '23514', null, 'Nobody subscribes to the test event.');
select throws_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events) values
  (%L, 'https://ats.example.com/hooks', '{decision.made}') $$, current_setting('t9b.w2')),
  '42501', null, 'The owner cannot register an endpoint in another workspace.');
select throws_ok($$ insert into public.webhook_endpoints (workspace_id, url, events, secret) values
  (null, 'https://ats.example.com/hooks', '{decision.made}', 'whsec_mine') $$,
  '42501', null, 'Nobody chooses the secret.');
select set_config('t9b.e1', (select id::text from public.webhook_endpoints where url like 'https:%' and workspace_id = current_setting('t9b.w1')::uuid), true);
select set_config('t9b.e2', (select id::text from public.webhook_endpoints where url like 'http:%' and workspace_id = current_setting('t9b.w1')::uuid), true);
select ok((select secret ~ '^whsec_[A-Za-z0-9+/]{32}$' from public.webhook_endpoints where id = current_setting('t9b.e1')::uuid),
  'The owner reads the endpoint''s whsec_ secret.');

select tests.authenticate_as('t9b_recruiter');
select throws_ok(format($$ insert into public.webhook_endpoints (workspace_id, url, events) values
  (%L, 'https://ats.example.com/r', '{decision.made}') $$, current_setting('t9b.w1')),
  '42501', null, 'A recruiter cannot register an endpoint.');
select is((select count(*)::int from public.webhook_endpoints), 0, 'A recruiter reads no endpoint.');
select tests.authenticate_as('t9b_reviewer');
select is((select count(*)::int from public.webhook_endpoints), 0, 'A reviewer reads no endpoint.');
select tests.authenticate_as('t9b_outsider');
select is((select count(*)::int from public.webhook_endpoints), 0, 'The owner of another workspace reads none.');
update public.webhook_endpoints set enabled = false;
select tests.authenticate_as('t9b_cand');
select is((select count(*)::int from public.webhook_endpoints), 0, 'A candidate reads none.');
select tests.authenticate_as('t9b_admin');
select is((select count(*)::int from public.webhook_endpoints), 0, 'An admin reads no secret either.');
select tests.clear_authentication();
select throws_ok($$ select count(*) from public.webhook_endpoints $$, '42501', null, 'anon reads none.');
select tests.reset_authentication();
select is((select count(*)::int from public.webhook_endpoints where enabled and workspace_id = current_setting('t9b.w1')::uuid), 2,
  'Another workspace''s owner changed nothing.');

-- Section: events ---------------------------------------------------------------------------------
update public.invitations set status = 'STARTED' where id = 'a9b00000-0000-4000-a000-000000000301';
update public.invitations set status = 'COMPLETED' where id = 'a9b00000-0000-4000-a000-000000000301';
insert into public.candidate_decisions (invitation_id, decision, reason, decided_by) values
  ('a9b00000-0000-4000-a000-000000000301', 'ADVANCE', 'T9b', tests.get_supabase_uid('t9b_owner'));
select results_eq(
  $$ select e.url, d.event_type::text, d.payload->'data'->>'invitation_id' from public.webhook_deliveries d
     join public.webhook_endpoints e on e.id = d.endpoint_id where e.workspace_id = current_setting('t9b.w1')::uuid
     order by d.created_at, d.event_type $$,
  $$ values ('http://127.0.0.1:9999/in', 'invitation.started', 'a9b00000-0000-4000-a000-000000000301'),
            ('https://ats.example.com/hooks', 'invitation.completed', 'a9b00000-0000-4000-a000-000000000301'),
            ('https://ats.example.com/hooks', 'decision.made', 'a9b00000-0000-4000-a000-000000000301') $$,
  'Each event goes to the endpoints that want it.');
select is((select count(*)::int from graphile_worker.jobs j join public.webhook_deliveries d on j.key = 'webhook:' || d.id
           join public.webhook_endpoints e on e.id = d.endpoint_id where e.workspace_id = current_setting('t9b.w1')::uuid), 3,
  'Each delivery is queued.');

select tests.authenticate_as('t9b_owner');
update public.webhook_endpoints set enabled = false where id = current_setting('t9b.e2')::uuid;
select tests.reset_authentication();
update public.invitations set status = 'REVIEWED' where id = 'a9b00000-0000-4000-a000-000000000301';
update public.invitations set status = 'STARTED' where id = 'a9b00000-0000-4000-a000-000000000302';
select is((select count(*)::int from public.webhook_deliveries d join public.webhook_endpoints e on e.id = d.endpoint_id
           where e.workspace_id = current_setting('t9b.w1')::uuid), 3,
  'A disabled endpoint gets nothing, nor one that does not want the event.');

-- Section: the delivery log -----------------------------------------------------------------------
select tests.authenticate_as('t9b_owner');
select is((select count(*)::int from public.webhook_deliveries), 3, 'The owner reads the delivery log.');
select throws_ok($$ update public.webhook_deliveries set status = 'DELIVERED' $$, '42501', null, 'The owner cannot write the log.');
select lives_ok($$ select private.send_webhook_test(current_setting('t9b.e2')::uuid) $$,
  'The owner sends a test event, even to a disabled endpoint.');
select lives_ok($$ select private.resend_webhook_delivery((select id from public.webhook_deliveries where event_type = 'decision.made')) $$,
  'The owner resends a delivery.');
select tests.authenticate_as('t9b_recruiter');
select is((select count(*)::int from public.webhook_deliveries), 0, 'A recruiter reads no delivery.');
select throws_ok($$ select private.send_webhook_test(current_setting('t9b.e2')::uuid) $$,
  'P0002', 'Webhook endpoint not found', 'A recruiter cannot send a test event.');
select throws_ok(format($$ select private.resend_webhook_delivery(%L) $$,
  (select id from public.webhook_deliveries where event_type = 'decision.made')),
  'P0002', 'Webhook delivery not found', 'A recruiter cannot resend.');
select tests.authenticate_as('t9b_outsider');
select is((select count(*)::int from public.webhook_deliveries), 0, 'The owner of another workspace reads no delivery.');

-- Section: enabling again, deleting ---------------------------------------------------------------
select tests.reset_authentication();
update public.webhook_endpoints set enabled = false, disabled_reason = 'Failed', failing_since = now()
  where id = current_setting('t9b.e1')::uuid;
select tests.authenticate_as('t9b_owner');
update public.webhook_endpoints set enabled = true where id = current_setting('t9b.e1')::uuid;
select is((select (disabled_reason, failing_since)::text from public.webhook_endpoints where id = current_setting('t9b.e1')::uuid),
  '(,)', 'Enabled again, an endpoint starts afresh.');
delete from public.webhook_endpoints where id = current_setting('t9b.e1')::uuid;
select tests.reset_authentication();
select is((select count(*)::int from public.webhook_deliveries d where d.endpoint_id = current_setting('t9b.e1')::uuid), 0,
  'Deleting an endpoint deletes its log.');
select is((select count(*)::int from public.webhook_endpoints where workspace_id = current_setting('t9b.w1')::uuid), 1, 'The owner deleted one endpoint.');

select * from finish();
rollback;
