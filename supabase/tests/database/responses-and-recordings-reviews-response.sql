-- private.reviews_response(id), the recordings policy's per-row question (issue #39), gives each
-- persona the same answers as private.reviewable_response_ids(), the set it replaced there.
-- Admins are the policy's own (select private.is_admin()): the function answers them as members.
--   W1: interview …01 with answers to a COMPLETED (…101), a REVIEWED (…102) and a STARTED (…103)
--   invitation; W2: another workspace's COMPLETED answer (…201). Ids start with a6000000.
begin;
select plan(10);

select tests.create_supabase_user('t60_owner');
select tests.create_supabase_user('t60_recruiter');
select tests.create_supabase_user('t60_reviewer');
select tests.create_supabase_user('t60_outsider');
select tests.create_supabase_user('t60_admin');
select tests.create_supabase_user('t60_cand');
select tests.set_role('t60_owner', 'RECRUITER');
select tests.set_role('t60_outsider', 'RECRUITER');
select tests.set_role('t60_admin', 'ADMIN');
select set_config('t60.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t60_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t60.w1')::uuid, tests.get_supabase_uid('t60_recruiter'), 'RECRUITER'),
  (current_setting('t60.w1')::uuid, tests.get_supabase_uid('t60_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a6000000-0000-4000-a000-000000000001', current_setting('t60.w1')::uuid, tests.get_supabase_uid('t60_owner'), 'T60 W1');
insert into public.interviews (id, recruiter_id, title) values
  ('a6000000-0000-4000-a000-000000000002', tests.get_supabase_uid('t60_outsider'), 'T60 W2');
insert into public.questions (id, interview_id, order_number, text) values
  ('a6000000-0000-4000-a000-000000000011', 'a6000000-0000-4000-a000-000000000001', 1, 'Introduce yourself.'),
  ('a6000000-0000-4000-a000-000000000012', 'a6000000-0000-4000-a000-000000000002', 1, 'Introduce yourself.');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a6000000-0000-4000-a000-000000000101', 'a6000000-0000-4000-a000-000000000001', tests.get_supabase_uid('t60_cand'),
   'Ann', 'Done', 't60.101@example.com', 'COMPLETED'),
  ('a6000000-0000-4000-a000-000000000102', 'a6000000-0000-4000-a000-000000000001', null,
   'Ben', 'Reviewed', 't60.102@example.com', 'REVIEWED'),
  ('a6000000-0000-4000-a000-000000000103', 'a6000000-0000-4000-a000-000000000001', null,
   'Cy', 'Started', 't60.103@example.com', 'STARTED'),
  ('a6000000-0000-4000-a000-000000000201', 'a6000000-0000-4000-a000-000000000002', null,
   'Di', 'Elsewhere', 't60.201@example.com', 'COMPLETED');
insert into public.responses (id, invitation_id, question_id, candidate_id, response_text)
select ('a6000000-0000-4000-a000-000000000' || (right(inv.id::text, 3)::int + 200))::uuid, inv.id,
       case when inv.interview_id = 'a6000000-0000-4000-a000-000000000001'
            then 'a6000000-0000-4000-a000-000000000011'::uuid else 'a6000000-0000-4000-a000-000000000012'::uuid end,
       tests.get_supabase_uid('t60_cand'), 'An answer.'
from public.invitations inv where inv.id::text like 'a6000000-%';

-- The answers of this file each function gives the caller, by their invitation's suffix.
create function pg_temp.keyed() returns text[] language sql as $$
  select coalesce(array_agg(right(r.invitation_id::text, 3) order by r.invitation_id), '{}')
  from public.responses r where r.id::text like 'a6000000-%' and private.reviews_response(r.id)
$$;
create function pg_temp.listed() returns text[] language sql as $$
  select coalesce(array_agg(right(r.invitation_id::text, 3) order by r.invitation_id), '{}')
  from public.responses r where r.id::text like 'a6000000-%' and r.id in (select private.reviewable_response_ids())
$$;
grant execute on function pg_temp.keyed(), pg_temp.listed() to authenticated;

select tests.authenticate_as('t60_owner');
select is(pg_temp.keyed(), array['101', '102', '103'], 'The OWNER reviews every answer of their workspace.');
select is(pg_temp.keyed(), pg_temp.listed(), 'The same answers as reviewable_response_ids() for the OWNER.');
select tests.authenticate_as('t60_recruiter');
select is(pg_temp.keyed(), pg_temp.listed(), 'And for a RECRUITER of the workspace.');
select tests.authenticate_as('t60_reviewer');
select is(pg_temp.keyed(), array['101', '102'], 'A REVIEWER reviews the COMPLETED and REVIEWED answers only.');
select is(pg_temp.keyed(), pg_temp.listed(), 'The same answers as reviewable_response_ids() for the REVIEWER.');
select tests.authenticate_as('t60_outsider');
select is(pg_temp.keyed(), array['201'], 'Another workspace''s owner reviews only their own answer.');
select tests.authenticate_as('t60_cand');
select is(pg_temp.keyed(), '{}'::text[], 'The candidate who gave the answer does not review it.');
select is(pg_temp.keyed(), pg_temp.listed(), 'Nor by reviewable_response_ids().');
select tests.authenticate_as('t60_admin');
select is(pg_temp.keyed(), '{}'::text[], 'An admin who is no member is not answered by the function...');
select is(pg_temp.listed(), array['101', '102', '103', '201'], '...the policy''s is_admin() lets them read every answer.');

select * from finish();
rollback;
