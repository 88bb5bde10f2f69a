-- private.reviews_invitation(id), the outbox policy's per-row question (issue #39), gives each
-- persona the same answers as private.reviewable_invitation_ids(), the set it replaced there.
-- Admins are the policy's own (select private.is_admin()): the function answers them as members.
--   W1: interview …01 with a COMPLETED (…101), a REVIEWED (…102) and a STARTED (…103) invitation;
--   W2: another workspace's COMPLETED invitation (…201). Ids start with a6100000.
begin;
select plan(11);

select tests.create_supabase_user('t61_owner');
select tests.create_supabase_user('t61_recruiter');
select tests.create_supabase_user('t61_reviewer');
select tests.create_supabase_user('t61_outsider');
select tests.create_supabase_user('t61_admin');
select tests.create_supabase_user('t61_cand');
select tests.set_role('t61_owner', 'RECRUITER');
select tests.set_role('t61_outsider', 'RECRUITER');
select tests.set_role('t61_admin', 'ADMIN');
select set_config('t61.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t61_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t61.w1')::uuid, tests.get_supabase_uid('t61_recruiter'), 'RECRUITER'),
  (current_setting('t61.w1')::uuid, tests.get_supabase_uid('t61_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a6100000-0000-4000-a000-000000000001', current_setting('t61.w1')::uuid, tests.get_supabase_uid('t61_owner'), 'T61 W1');
insert into public.interviews (id, recruiter_id, title) values
  ('a6100000-0000-4000-a000-000000000002', tests.get_supabase_uid('t61_outsider'), 'T61 W2');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a6100000-0000-4000-a000-000000000101', 'a6100000-0000-4000-a000-000000000001', tests.get_supabase_uid('t61_cand'),
   'Ann', 'Done', 't61.101@example.com', 'COMPLETED'),
  ('a6100000-0000-4000-a000-000000000102', 'a6100000-0000-4000-a000-000000000001', null,
   'Ben', 'Reviewed', 't61.102@example.com', 'REVIEWED'),
  ('a6100000-0000-4000-a000-000000000103', 'a6100000-0000-4000-a000-000000000001', null,
   'Cy', 'Started', 't61.103@example.com', 'STARTED'),
  ('a6100000-0000-4000-a000-000000000201', 'a6100000-0000-4000-a000-000000000002', null,
   'Di', 'Elsewhere', 't61.201@example.com', 'COMPLETED');

-- The invitations of this file each function gives the caller, by their suffix. Read as postgres
-- (the ids), so the invitations' own policies do not choose among them.
create function pg_temp.ids() returns setof uuid language sql security definer as $$
  select inv.id from public.invitations inv where inv.id::text like 'a6100000-%'
$$;
create function pg_temp.keyed() returns text[] language sql as $$
  select coalesce(array_agg(right(id::text, 3) order by id), '{}')
  from pg_temp.ids() id where private.reviews_invitation(id)
$$;
create function pg_temp.listed() returns text[] language sql as $$
  select coalesce(array_agg(right(id::text, 3) order by id), '{}')
  from pg_temp.ids() id where id in (select private.reviewable_invitation_ids())
$$;
grant execute on function pg_temp.ids(), pg_temp.keyed(), pg_temp.listed() to authenticated;

select tests.authenticate_as('t61_owner');
select is(pg_temp.keyed(), array['101', '102', '103'], 'The OWNER sees every invitation of their workspace.');
select is(pg_temp.keyed(), pg_temp.listed(), 'The same invitations as reviewable_invitation_ids() for the OWNER.');
select tests.authenticate_as('t61_recruiter');
select is(pg_temp.keyed(), pg_temp.listed(), 'And for a RECRUITER of the workspace.');
select tests.authenticate_as('t61_reviewer');
select is(pg_temp.keyed(), array['101', '102'], 'A REVIEWER sees the COMPLETED and REVIEWED invitations only.');
select is(pg_temp.keyed(), pg_temp.listed(), 'The same invitations as reviewable_invitation_ids() for the REVIEWER.');
select tests.authenticate_as('t61_outsider');
select is(pg_temp.keyed(), array['201'], 'Another workspace''s owner sees only their own invitation.');
select tests.authenticate_as('t61_cand');
select is(pg_temp.keyed(), '{}'::text[], 'The candidate of an invitation is not answered by the function.');
select is(pg_temp.keyed(), pg_temp.listed(), 'Nor by reviewable_invitation_ids().');
select tests.authenticate_as('t61_admin');
select is(pg_temp.keyed(), '{}'::text[], 'An admin who is no member is not answered by the function...');
select is(pg_temp.keyed(), pg_temp.listed(), '...nor by reviewable_invitation_ids(): the policy''s is_admin() lets them read.');
select is(private.reviews_invitation(null), false, 'No invitation is no invitation the caller sees.');

select * from finish();
rollback;
