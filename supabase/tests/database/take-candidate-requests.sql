-- candidate_requests (20261129500000): a candidate asks from their invite link (anon too) through
-- request_from_candidate; those who manage the interview, and admins, read the requests and answer
-- each once through decide_candidate_request; nobody writes rows directly. Ids cccccccc-0090-…;
-- rolls back.
begin;
select plan(27);

select tests.create_supabase_user('t90_owner');
select tests.create_supabase_user('t90_reviewer');
select tests.create_supabase_user('t90_outsider');
select tests.create_supabase_user('t90_cand');
select tests.create_supabase_user('t90_admin');
select tests.set_role('t90_owner', 'RECRUITER');
select tests.set_role('t90_outsider', 'RECRUITER');
select tests.set_role('t90_admin', 'ADMIN');

insert into public.interviews (id, recruiter_id, title, reminder_hours) values
  ('cccccccc-0090-4000-a000-000000000001', tests.get_supabase_uid('t90_owner'), 'T90 interview', '{48,24}');
insert into public.workspace_members (workspace_id, user_id, role)
select workspace_id, tests.get_supabase_uid('t90_reviewer'), 'REVIEWER'
from public.interviews where id = 'cccccccc-0090-4000-a000-000000000001';
-- 101 expired, 102 a week left, 103 completed, 104 one day left.
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status, unique_link_token, created_at, expires_at) values
  ('cccccccc-0090-4000-a000-000000000101', 'cccccccc-0090-4000-a000-000000000001', tests.get_supabase_uid('t90_cand'),
   'Cara', 'Ninety', 't90.cand@example.com', 'STARTED', 't90_expired_aaaaaaaaaa', now() - interval '9 days', now() - interval '1 hour'),
  ('cccccccc-0090-4000-a000-000000000102', 'cccccccc-0090-4000-a000-000000000001', null,
   'Bo', 'Ninety', 't90.bo@example.com', 'PENDING', 't90_weekleft_aaaaaaaaa', now(), now() + interval '7 days'),
  ('cccccccc-0090-4000-a000-000000000104', 'cccccccc-0090-4000-a000-000000000001', null,
   'Di', 'Ninety', 't90.di@example.com', 'PENDING', 't90_dayleft_aaaaaaaaaa', now() - interval '6 days', now() + interval '1 day');
insert into public.invitation_reminders (invitation_id, hours_before, due_at) values
  ('cccccccc-0090-4000-a000-000000000101', 48, now() - interval '49 hours'),
  ('cccccccc-0090-4000-a000-000000000101', 24, now() - interval '25 hours');

-- Section: asking, as anyone holding the link ---------------------------------------------------
select tests.clear_authentication();
select is((public.request_from_candidate('t90_expired_aaaaaaaaaa', 'EXTENSION', '  I was ill  ')->>'status'), 'PENDING',
  'anon holding an expired link asks for more time');
select throws_ok($$select public.request_from_candidate('t90_expired_aaaaaaaaaa', 'EXTENSION', 'again')$$,
  '55000', 'You have already asked; the team will answer you by e-mail', 'one pending request of a kind');
select throws_ok($$select public.request_from_candidate('t90_weekleft_aaaaaaaaa', 'EXTENSION', 'early')$$,
  '55000', 'You can ask for more time once your deadline is less than 48 hours away', 'a week before the deadline is too early');
select lives_ok($$select public.request_from_candidate('t90_dayleft_aaaaaaaaaa', 'EXTENSION', 'travelling')$$,
  'a day before the deadline is not');
select throws_ok($$select public.request_from_candidate('t90_expired_aaaaaaaaaa', 'ACCOMMODATION', 'screen reader')$$,
  '55000', 'Your deadline has passed; ask for more time first', 'an accommodation needs an open link');
select lives_ok($$select public.request_from_candidate('t90_weekleft_aaaaaaaaa', 'ACCOMMODATION', 'I use a screen reader')$$,
  'an open link asks for an accommodation');
select throws_ok($$select public.request_from_candidate('t90_weekleft_aaaaaaaaa', 'ACCOMMODATION', '   ')$$,
  '22023', 'Tell the team why, in up to 1000 characters', 'a blank reason is refused');
select throws_ok($$select public.request_from_candidate('nope_nope_nope_nope_no', 'EXTENSION', 'x')$$,
  'P0002', 'Interview not found or expired', 'an unknown token is not found');
select throws_ok($$insert into public.candidate_requests (invitation_id, kind, reason) values ('cccccccc-0090-4000-a000-000000000102', 'EXTENSION', 'x')$$,
  '42501', null, 'anon writes no row directly');

-- Section: reading ------------------------------------------------------------------------------
select tests.authenticate_as('t90_owner');
select is((select count(*)::int from public.candidate_requests), 3, 'the owner sees the requests of their invitations');
select is((select reason from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), 'I was ill',
  'with the reason, trimmed');
select tests.authenticate_as('t90_reviewer');
select is((select count(*)::int from public.candidate_requests), 0, 'a REVIEWER sees none');
select throws_ok($$select public.decide_candidate_request((select id from public.candidate_requests limit 1), true, now() + interval '3 days')$$,
  'P0002', 'Request not found', 'nor answers any');
select tests.authenticate_as('t90_outsider');
select is((select count(*)::int from public.candidate_requests), 0, 'another workspace sees none');
select tests.authenticate_as('t90_cand');
select is((select count(*)::int from public.candidate_requests), 0, 'the candidate reads theirs through the link only');
select tests.authenticate_as('t90_admin');
select is((select count(*)::int from public.candidate_requests where invitation_id::text like 'cccccccc-0090-%'), 3, 'an admin sees them');

-- Section: answering ----------------------------------------------------------------------------
select tests.authenticate_as('t90_outsider');
select throws_ok($$select public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), true, now() + interval '3 days')$$,
  'P0002', 'Request not found', 'another workspace cannot answer');
select tests.authenticate_as('t90_owner');
select throws_ok($$update public.candidate_requests set status = 'APPROVED', decided_at = now()$$,
  '42501', null, 'the owner does not write rows directly');
select throws_ok($$select public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), true, null)$$,
  '22023', 'Choose the new deadline', 'an extension needs its new deadline');
select throws_ok($$select public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), true, now() - interval '1 minute')$$,
  '22023', 'The deadline must be in the future', 'in the future');
select is((select (public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), true, now() + interval '3 days')).status::text),
  'APPROVED', 'the owner approves the extension');
select is((select expires_at from public.invitations where id = 'cccccccc-0090-4000-a000-000000000101'), now() + interval '3 days',
  'which moves the deadline');
select is((select count(*)::int from public.invitation_reminders where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), 0,
  'and lets the reminders come again before the new one');
reset role;
select is((select count(*)::int from graphile_worker.jobs where key = 'request-decision:' ||
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101')), 1,
  'and queues the candidate''s e-mail');
select tests.authenticate_as('t90_owner');
select throws_ok($$select public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000101'), false, null)$$,
  '55000', 'This request has already been answered', 'a request is answered once');
select is((select (public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000102'), false, null)).status::text),
  'DECLINED', 'the owner declines the accommodation');
select throws_ok($$select public.decide_candidate_request(
    (select id from public.candidate_requests where invitation_id = 'cccccccc-0090-4000-a000-000000000104'), false, now() + interval '3 days')$$,
  '22023', 'Only an approved request for more time takes a new deadline', 'a decline takes no deadline');

select * from finish();
rollback;
