-- private.processing_answer_counts(ids), the completed list's answers in process for its page (issue
-- #39), gives each persona the counts they get reading the answers and recordings themselves
-- (responses_select with reviewable_invitation_ids(), recording_media_select), which it replaced.
--   W1: interview …01; a COMPLETED invitation (…101) with a recording QUEUED and an analysis
--   PROCESSING, a REVIEWED one (…102) with an analysis QUEUED and one READY, a STARTED one (…103)
--   with an analysis QUEUED, a COMPLETED one (…104) with nothing in process;
--   W2: another workspace's COMPLETED invitation (…201) with an analysis QUEUED. Ids start with a6200000.
begin;
select plan(12);

select tests.create_supabase_user('t62_owner');
select tests.create_supabase_user('t62_recruiter');
select tests.create_supabase_user('t62_reviewer');
select tests.create_supabase_user('t62_outsider');
select tests.create_supabase_user('t62_admin');
select tests.create_supabase_user('t62_cand');
select tests.set_role('t62_owner', 'RECRUITER');
select tests.set_role('t62_outsider', 'RECRUITER');
select tests.set_role('t62_admin', 'ADMIN');
select set_config('t62.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t62_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t62.w1')::uuid, tests.get_supabase_uid('t62_recruiter'), 'RECRUITER'),
  (current_setting('t62.w1')::uuid, tests.get_supabase_uid('t62_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a6200000-0000-4000-a000-000000000001', current_setting('t62.w1')::uuid, tests.get_supabase_uid('t62_owner'), 'T62 W1');
insert into public.interviews (id, recruiter_id, title) values
  ('a6200000-0000-4000-a000-000000000002', tests.get_supabase_uid('t62_outsider'), 'T62 W2');
insert into public.questions (id, interview_id, order_number, text) values
  ('a6200000-0000-4000-a000-000000000011', 'a6200000-0000-4000-a000-000000000001', 1, 'Introduce yourself.'),
  ('a6200000-0000-4000-a000-000000000012', 'a6200000-0000-4000-a000-000000000001', 2, 'Why us?'),
  ('a6200000-0000-4000-a000-000000000021', 'a6200000-0000-4000-a000-000000000002', 1, 'Introduce yourself.');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a6200000-0000-4000-a000-000000000101', 'a6200000-0000-4000-a000-000000000001', tests.get_supabase_uid('t62_cand'),
   'Ann', 'Done', 't62.101@example.com', 'COMPLETED'),
  ('a6200000-0000-4000-a000-000000000102', 'a6200000-0000-4000-a000-000000000001', null,
   'Ben', 'Reviewed', 't62.102@example.com', 'REVIEWED'),
  ('a6200000-0000-4000-a000-000000000103', 'a6200000-0000-4000-a000-000000000001', null,
   'Cy', 'Started', 't62.103@example.com', 'STARTED'),
  ('a6200000-0000-4000-a000-000000000104', 'a6200000-0000-4000-a000-000000000001', null,
   'Dee', 'Ready', 't62.104@example.com', 'COMPLETED'),
  ('a6200000-0000-4000-a000-000000000201', 'a6200000-0000-4000-a000-000000000002', null,
   'Di', 'Elsewhere', 't62.201@example.com', 'COMPLETED');
-- A recorded answer gets its recording_media row, QUEUED, from the saving trigger.
insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path, analysis_status)
values
  ('a6200000-0000-4000-a000-000000000101', 'a6200000-0000-4000-a000-000000000011', tests.get_supabase_uid('t62_cand'),
   null, 'a6200000-0000-4000-a000-000000000101/a6200000-0000-4000-a000-000000000011/1.webm', null),
  ('a6200000-0000-4000-a000-000000000101', 'a6200000-0000-4000-a000-000000000012', tests.get_supabase_uid('t62_cand'),
   'An answer.', null, 'PROCESSING'),
  ('a6200000-0000-4000-a000-000000000102', 'a6200000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t62_cand'), 'An answer.', null, 'QUEUED'),
  ('a6200000-0000-4000-a000-000000000102', 'a6200000-0000-4000-a000-000000000012',
   tests.get_supabase_uid('t62_cand'), 'An answer.', null, 'READY'),
  ('a6200000-0000-4000-a000-000000000103', 'a6200000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t62_cand'), 'An answer.', null, 'QUEUED'),
  ('a6200000-0000-4000-a000-000000000104', 'a6200000-0000-4000-a000-000000000011',
   tests.get_supabase_uid('t62_cand'), 'An answer.', null, 'READY'),
  ('a6200000-0000-4000-a000-000000000201', 'a6200000-0000-4000-a000-000000000021',
   tests.get_supabase_uid('t62_cand'), 'An answer.', null, 'QUEUED');

-- Every invitation of this file, read as postgres, so the invitations' own policies do not choose.
create function pg_temp.ids() returns uuid[] language sql security definer as $$
  select array_agg(inv.id order by inv.id) from public.invitations inv where inv.id::text like 'a6200000-%'
$$;
-- "<suffix>:<count>" of each invitation with answers in process, from the function for all of them...
create function pg_temp.paged() returns text[] language sql as $$
  select coalesce(array_agg(right(pc.invitation_id::text, 3) || ':' || pc.processing_count order by pc.invitation_id), '{}')
  from private.processing_answer_counts(pg_temp.ids()) pc
$$;
-- ...and from the caller's own read of the answers and recordings, the list's statement before.
create function pg_temp.read() returns text[] language sql as $$
  select coalesce(array_agg(right(given.id::text, 3) || ':' || c.n order by given.id), '{}')
  from unnest(pg_temp.ids()) as given (id)
  cross join lateral (
    select count(*)::int as n from public.responses r
    left join public.recording_media m on m.response_id = r.id
    where r.invitation_id = given.id
      and (r.analysis_status in ('QUEUED', 'PROCESSING') or m.status in ('QUEUED', 'PROCESSING'))
  ) c
  where c.n > 0
$$;
grant execute on function pg_temp.ids(), pg_temp.paged(), pg_temp.read() to authenticated;

select tests.authenticate_as('t62_owner');
select is(pg_temp.paged(), array['101:2', '102:1', '103:1'],
  'The OWNER gets every invitation of their workspace with answers in process, a recording counted as one.');
select is(pg_temp.paged(), pg_temp.read(), 'The same counts as the OWNER''s own read of the answers.');
select tests.authenticate_as('t62_recruiter');
select is(pg_temp.paged(), pg_temp.read(), 'And as a RECRUITER''s of the workspace.');
select tests.authenticate_as('t62_reviewer');
select is(pg_temp.paged(), array['101:2', '102:1'], 'A REVIEWER gets the COMPLETED and REVIEWED invitations only.');
select is(pg_temp.paged(), pg_temp.read(), 'The same counts as the REVIEWER''s own read.');
select tests.authenticate_as('t62_outsider');
select is(pg_temp.paged(), array['201:1'], 'Another workspace''s owner gets only their own invitation.');
select is(pg_temp.paged(), pg_temp.read(), 'The same counts as their own read.');
select tests.authenticate_as('t62_cand');
select is(pg_temp.paged(), '{}'::text[], 'The candidate of an invitation gets nothing...');
select is(pg_temp.paged(), pg_temp.read(), '...as they read no answers of it.');
select tests.authenticate_as('t62_admin');
select is(pg_temp.paged(), array['101:2', '102:1', '103:1', '201:1'], 'An admin gets every invitation...');
select is(pg_temp.paged(), pg_temp.read(), '...as they read every answer.');
select is((select count(*)::int from private.processing_answer_counts(null)), 0, 'No invitations, no rows.');

select * from finish();
rollback;
