-- REVIEW_OPENED once per visit (issue #39 item 3), per persona: private.record_review_opened records
-- a page's first load; a reload records nothing while the caller's opening of that review from the
-- last 12 hours is on the trail, and is recorded as the opening otherwise; nobody records a look at
-- what they cannot see, reload or not. Ids start with a9390000.
begin;
select plan(7);

-- Section: personas and data ----------------------------------------------------------------------
select tests.create_supabase_user('t939_owner');
select tests.create_supabase_user('t939_recruiter');
select tests.create_supabase_user('t939_reviewer');
select tests.create_supabase_user('t939_outsider');
select tests.create_supabase_user('t939_cand');
select tests.set_role('t939_owner', 'RECRUITER');
select tests.set_role('t939_outsider', 'RECRUITER');
select set_config('t939.w1', (select workspace_id::text from public.workspace_members
                              where user_id = tests.get_supabase_uid('t939_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t939.w1')::uuid, tests.get_supabase_uid('t939_recruiter'), 'RECRUITER'),
  (current_setting('t939.w1')::uuid, tests.get_supabase_uid('t939_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a9390000-0000-4000-a000-000000000001', current_setting('t939.w1')::uuid, tests.get_supabase_uid('t939_owner'), 'T939 one');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a9390000-0000-4000-a000-000000000301', 'a9390000-0000-4000-a000-000000000001', tests.get_supabase_uid('t939_cand'), 'Cid', 'Completed', 't939.301@example.com', 'COMPLETED');

-- Openings of earlier visits, as the trail holds them: the owner's 11 hours ago, the recruiter's 13.
insert into public.audit_events (workspace_id, actor_id, action, interview_id, invitation_id, occurred_at) values
  (current_setting('t939.w1')::uuid, tests.get_supabase_uid('t939_owner'), 'REVIEW_OPENED',
   'a9390000-0000-4000-a000-000000000001', 'a9390000-0000-4000-a000-000000000301', now() - interval '11 hours'),
  (current_setting('t939.w1')::uuid, tests.get_supabase_uid('t939_recruiter'), 'REVIEW_OPENED',
   'a9390000-0000-4000-a000-000000000001', 'a9390000-0000-4000-a000-000000000301', now() - interval '13 hours');

create function pg_temp.openings(p_user text) returns int
language sql security definer set search_path = '' as $$
  select count(*)::int from public.audit_events
  where action = 'REVIEW_OPENED' and invitation_id = 'a9390000-0000-4000-a000-000000000301'
    and actor_id = tests.get_supabase_uid(p_user)
$$;
grant execute on function pg_temp.openings(text) to public;

-- Section: a visit ---------------------------------------------------------------------------------
select tests.authenticate_as('t939_reviewer');
select private.record_review_opened('a9390000-0000-4000-a000-000000000301', true);
select is(pg_temp.openings('t939_reviewer'), 1, 'A reload with no opening on the trail is recorded as the opening.');
select private.record_review_opened('a9390000-0000-4000-a000-000000000301', true);
select private.record_review_opened('a9390000-0000-4000-a000-000000000301', true);
select is(pg_temp.openings('t939_reviewer'), 1, 'The reloads of a visit record nothing more.');

select tests.authenticate_as('t939_owner');
select private.record_review_opened('a9390000-0000-4000-a000-000000000301', true);
select is(pg_temp.openings('t939_owner'), 1, 'A reload within 12 hours of its opening belongs to that visit.');
select private.record_review_opened('a9390000-0000-4000-a000-000000000301', false);
select is(pg_temp.openings('t939_owner'), 2, 'A first load opens a new visit.');

select tests.authenticate_as('t939_recruiter');
select private.record_review_opened('a9390000-0000-4000-a000-000000000301', true);
select is(pg_temp.openings('t939_recruiter'), 2, 'A page reloaded 13 hours after its opening is a new visit.');

-- Section: who may record -------------------------------------------------------------------------
select tests.authenticate_as('t939_outsider');
select throws_ok($$ select private.record_review_opened('a9390000-0000-4000-a000-000000000301', true) $$,
  '42501', 'Not allowed to record this access.', 'Nobody records a reload of a review of another workspace.');
select tests.authenticate_as('t939_cand');
select throws_ok($$ select private.record_review_opened('a9390000-0000-4000-a000-000000000301', false) $$,
  '42501', 'Not allowed to record this access.', 'The candidate records no opening of their own review.');

select * from finish();
rollback;
