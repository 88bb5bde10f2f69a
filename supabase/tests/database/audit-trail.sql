-- The audit trail (issue #20 item 4) per persona. Writes are recorded by the database whoever makes
-- them; reads through private.record_access only about what the caller may see; the owners of a
-- workspace (and a platform admin) read its trail, nobody else; and nobody, postgres included,
-- changes or removes an event. Ids start with a9200000.
--   W1 interview …01: invitations 301 COMPLETED, 302 PENDING. W2 interview …02: invitation 401.
begin;
select plan(25);

select has_table('public'::name, 'audit_events'::name, 'audit_events exists');

-- Section: personas and data ----------------------------------------------------------------------
select tests.create_supabase_user('t92_owner');
select tests.create_supabase_user('t92_recruiter');
select tests.create_supabase_user('t92_reviewer');
select tests.create_supabase_user('t92_outsider');
select tests.create_supabase_user('t92_cand');
select tests.create_supabase_user('t92_admin');
select tests.set_role('t92_owner', 'RECRUITER');
select tests.set_role('t92_outsider', 'RECRUITER');
select tests.set_role('t92_admin', 'ADMIN');
select set_config('t92.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t92_owner')), true);
select set_config('t92.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t92_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t92.w1')::uuid, tests.get_supabase_uid('t92_recruiter'), 'RECRUITER'),
  (current_setting('t92.w1')::uuid, tests.get_supabase_uid('t92_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9200000-0000-4000-a000-000000000001', current_setting('t92.w1')::uuid, tests.get_supabase_uid('t92_owner'), 'T92 one'),
  ('a9200000-0000-4000-a000-000000000002', current_setting('t92.w2')::uuid, tests.get_supabase_uid('t92_outsider'), 'T92 other');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9200000-0000-4000-a000-000000000301', 'a9200000-0000-4000-a000-000000000001', tests.get_supabase_uid('t92_cand'), 'Cid', 'Completed', 't92.301@example.com', 'COMPLETED'),
  ('a9200000-0000-4000-a000-000000000302', 'a9200000-0000-4000-a000-000000000001', null, 'Pia', 'Pending', 't92.302@example.com', 'PENDING'),
  ('a9200000-0000-4000-a000-000000000401', 'a9200000-0000-4000-a000-000000000002', tests.get_supabase_uid('t92_cand'), 'Oz', 'Other', 't92.401@example.com', 'COMPLETED');

create function pg_temp.events(p_action public.audit_action) returns text[]
language sql security definer set search_path = '' as $$
  select coalesce(array_agg(coalesce(p.email, 'nobody') || ' ' || coalesce(e.invitation_id::text, e.interview_id::text, '-')
                            order by e.id), '{}')
  from public.audit_events e left join public.profiles p on p.id = e.actor_id
  where e.action = p_action and e.workspace_id in (current_setting('t92.w1')::uuid, current_setting('t92.w2')::uuid)
$$;
grant execute on function pg_temp.events(public.audit_action) to public;

-- Section: writes are recorded by the database ----------------------------------------------------
select tests.authenticate_as('t92_recruiter');
insert into public.candidate_decisions (invitation_id, decision, reason)
  values ('a9200000-0000-4000-a000-000000000301', 'ADVANCE', 'T92 strong answers');
insert into public.review_shares (invitation_id, expires_at)
  values ('a9200000-0000-4000-a000-000000000301', now() + interval '7 days');
update public.review_shares set revoked_at = now() where invitation_id = 'a9200000-0000-4000-a000-000000000301';
delete from public.invitations where id = 'a9200000-0000-4000-a000-000000000302';
select tests.reset_authentication();

select is(pg_temp.events('DECIDED'), array[tests.get_supabase_email('t92_recruiter') || ' a9200000-0000-4000-a000-000000000301'],
  'A decision is recorded with who made it and about whom.');
select is(pg_temp.events('SHARED'), array[tests.get_supabase_email('t92_recruiter') || ' a9200000-0000-4000-a000-000000000301'],
  'A shared link is recorded.');
select is(pg_temp.events('SHARE_REVOKED'), array[tests.get_supabase_email('t92_recruiter') || ' a9200000-0000-4000-a000-000000000301'],
  'Revoking a shared link is recorded.');
select is(pg_temp.events('DELETED'), array[tests.get_supabase_email('t92_recruiter') || ' a9200000-0000-4000-a000-000000000302'],
  'Deleting an invitation is recorded.');

-- Section: reads, through record_access -----------------------------------------------------------
select tests.authenticate_as('t92_reviewer');
select lives_ok($$ select private.record_access('REVIEW_OPENED', null, null, 'a9200000-0000-4000-a000-000000000301') $$,
  'A reviewer records opening a completed review they may see.');
select throws_ok($$ select private.record_access('REVIEW_OPENED', null, null, 'a9200000-0000-4000-a000-000000000401') $$,
  '42501', 'Not allowed to record this access.', 'Nobody records opening a review of another workspace.');
select throws_ok($$ select private.record_access('DECIDED', null, null, 'a9200000-0000-4000-a000-000000000301') $$,
  '22023', 'Only reads are recorded this way.', 'A write cannot be recorded as if it happened.');
select tests.authenticate_as('t92_owner');
select lives_ok($$ select private.record_access('EXPORTED', null, 'a9200000-0000-4000-a000-000000000001', null, '{"what": "comparison"}') $$,
  'An interview''s export is recorded.');
select lives_ok($$ select private.record_access('EXPORTED', null, 'a9200000-0000-4000-a000-000000000001', null, '{"what": "comparison"}'),
                          private.record_access('EXPORTED', null, 'a9200000-0000-4000-a000-000000000001', null, '{"what": "comparison"}') $$,
  'The same export again, twice, within 10 minutes (counted once, below).');
select tests.reset_authentication();
select is(pg_temp.events('REVIEW_OPENED'), array[tests.get_supabase_email('t92_reviewer') || ' a9200000-0000-4000-a000-000000000301'],
  'Opening a review is recorded as the reviewer.');
select is(pg_temp.events('EXPORTED'), array[tests.get_supabase_email('t92_owner') || ' a9200000-0000-4000-a000-000000000001'],
  'The export is recorded against its interview, once for the same export within 10 minutes.');

-- Section: who reads the trail --------------------------------------------------------------------
select tests.authenticate_as('t92_owner');
select is((select count(*)::int from public.audit_events where workspace_id = current_setting('t92.w1')::uuid), 6,
  'An owner reads every event of their workspace.');
select tests.authenticate_as('t92_recruiter');
select is((select count(*)::int from public.audit_events), 0, 'A recruiter member reads none.');
select tests.authenticate_as('t92_reviewer');
select is((select count(*)::int from public.audit_events), 0, 'A reviewer member reads none.');
select tests.authenticate_as('t92_outsider');
select is((select count(*)::int from public.audit_events where workspace_id = current_setting('t92.w1')::uuid), 0,
  'The owner of another workspace reads none of it.');
select tests.authenticate_as('t92_cand');
select is((select count(*)::int from public.audit_events), 0, 'A candidate reads none.');
select tests.authenticate_as('t92_admin');
select is((select count(*)::int from public.audit_events where workspace_id = current_setting('t92.w1')::uuid), 6,
  'A platform admin reads it.');
select tests.clear_authentication();
select throws_ok($$ select count(*) from public.audit_events $$, '42501', null, 'anon may not read it.');

-- Section: nobody changes it ----------------------------------------------------------------------
select tests.authenticate_as('t92_owner');
select throws_ok($$ update public.audit_events set action = 'RATED' $$, '42501', null, 'An owner cannot change an event.');
select throws_ok($$ delete from public.audit_events $$, '42501', null, 'An owner cannot remove an event.');
select throws_ok($$ insert into public.audit_events (workspace_id, action) values (current_setting('t92.w1')::uuid, 'RATED') $$,
  '42501', null, 'An owner cannot write an event of their own.');
select tests.authenticate_as_service_role();
select throws_ok($$ delete from public.audit_events $$, '42501', null, 'service_role cannot remove an event.');
select tests.reset_authentication();
select throws_ok($$ update public.audit_events set action = 'RATED' where workspace_id = current_setting('t92.w1')::uuid $$,
  '42501', 'The audit trail is append-only: its events cannot be changed or removed.', 'postgres cannot change an event.');
select throws_ok($$ truncate public.audit_events $$,
  '42501', 'The audit trail is append-only: its events cannot be changed or removed.', 'postgres cannot empty the trail.');

select * from finish();
rollback;
