-- The webhook delivery log's retention (issue #22) per persona: private.prune_webhook_deliveries
-- deletes the deliveries settled (DELIVERED by delivered_at, FAILED by their last attempt's
-- moment) before the moment it is given, never a PENDING one, and only server code (the worker)
-- runs it: no owner, member, candidate, admin or anon caller. Ids start with a9c00000.
begin;
select plan(14);

select has_function('private'::name, 'prune_webhook_deliveries'::name, array['timestamp with time zone'],
  'private.prune_webhook_deliveries(timestamptz) exists');

select tests.create_supabase_user('t9c_owner');
select tests.create_supabase_user('t9c_recruiter');
select tests.create_supabase_user('t9c_reviewer');
select tests.create_supabase_user('t9c_cand');
select tests.create_supabase_user('t9c_admin');
select tests.set_role('t9c_owner', 'RECRUITER');
select tests.set_role('t9c_admin', 'ADMIN');
select set_config('t9c.w', (select workspace_id::text from public.workspace_members
                            where user_id = tests.get_supabase_uid('t9c_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t9c.w')::uuid, tests.get_supabase_uid('t9c_recruiter'), 'RECRUITER'),
  (current_setting('t9c.w')::uuid, tests.get_supabase_uid('t9c_reviewer'), 'REVIEWER');
insert into public.webhook_endpoints (id, workspace_id, url, events) values
  ('a9c00000-0000-4000-a000-000000000001', current_setting('t9c.w')::uuid, 'https://ats.example.com/hooks', '{decision.made}');
-- Settled 40 days ago (delivered, failed), settled 10 days ago (both), and pending since 40 days.
insert into public.webhook_deliveries (id, endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, delivered_at, created_at) values
  ('a9c00000-0000-4000-a000-000000000101', 'a9c00000-0000-4000-a000-000000000001', gen_random_uuid(), 'decision.made', '{}', 'DELIVERED', 1, now() - interval '40 days', now() - interval '40 days', now() - interval '40 days'),
  ('a9c00000-0000-4000-a000-000000000102', 'a9c00000-0000-4000-a000-000000000001', gen_random_uuid(), 'decision.made', '{}', 'FAILED', 8, now() - interval '40 days', null, now() - interval '41 days'),
  ('a9c00000-0000-4000-a000-000000000103', 'a9c00000-0000-4000-a000-000000000001', gen_random_uuid(), 'decision.made', '{}', 'DELIVERED', 3, now() - interval '10 days', now() - interval '10 days', now() - interval '45 days'),
  ('a9c00000-0000-4000-a000-000000000104', 'a9c00000-0000-4000-a000-000000000001', gen_random_uuid(), 'decision.made', '{}', 'FAILED', 8, now() - interval '10 days', null, now() - interval '11 days'),
  ('a9c00000-0000-4000-a000-000000000105', 'a9c00000-0000-4000-a000-000000000001', gen_random_uuid(), 'decision.made', '{}', 'PENDING', 0, now() - interval '40 days', null, now() - interval '40 days');

-- Section: server code only -----------------------------------------------------------------------
select ok(not has_function_privilege(role, 'private.prune_webhook_deliveries(timestamptz)', 'execute'),
  format('%s cannot execute private.prune_webhook_deliveries', role))
from (values ('anon'), ('authenticated'), ('service_role')) as r(role);

select tests.authenticate_as('t9c_owner');
select throws_ok($$ select private.prune_webhook_deliveries(now()) $$, '42501', null, 'The owner cannot prune the log.');
select tests.authenticate_as('t9c_recruiter');
select throws_ok($$ select private.prune_webhook_deliveries(now()) $$, '42501', null, 'A recruiter cannot prune the log.');
select tests.authenticate_as('t9c_reviewer');
select throws_ok($$ select private.prune_webhook_deliveries(now()) $$, '42501', null, 'A reviewer cannot prune the log.');
select tests.authenticate_as('t9c_cand');
select throws_ok($$ select private.prune_webhook_deliveries(now()) $$, '42501', null, 'A candidate cannot prune the log.');
select tests.authenticate_as('t9c_admin');
select throws_ok($$ select private.prune_webhook_deliveries(now()) $$, '42501', null, 'An admin cannot prune the log.');
select tests.reset_authentication();
set local role anon;
select throws_ok($$ select private.prune_webhook_deliveries(now()) $$, '42501', null, 'anon cannot prune the log.');
reset role;
select is((select count(*)::int from public.webhook_deliveries where endpoint_id = 'a9c00000-0000-4000-a000-000000000001'), 5,
  'The refused calls deleted nothing.');

-- Section: what the worker deletes ----------------------------------------------------------------
select is(private.prune_webhook_deliveries(now() - interval '30 days'), 2,
  'Settled more than 30 days before: the old delivered and failed deliveries are deleted.');
select is((select array_agg(right(id::text, 3) order by id) from public.webhook_deliveries
           where endpoint_id = 'a9c00000-0000-4000-a000-000000000001'), array['103', '104', '105'],
  'Recently settled deliveries (however old the event) and pending ones are kept.');
select is(private.prune_webhook_deliveries(now() - interval '30 days'), 0, 'A second run deletes nothing.');

select * from finish();
rollback;
