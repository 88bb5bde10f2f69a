-- private.ratable_invitation_ids() and private.decidable_invitation_ids(), read in one join (issue
-- #39), give each persona what their definitions say: the COMPLETED and REVIEWED invitations of
-- reviewable_invitation_ids() and of own_invitation_ids(). Ratings, decisions and comments are
-- guarded by them.
--   W1: interview …01 with a COMPLETED (…101), a REVIEWED (…102) and a STARTED (…103) invitation;
--   W2: another workspace's COMPLETED invitation (…201). Ids start with a6500000.
begin;
select plan(14);

select tests.create_supabase_user('t65_owner');
select tests.create_supabase_user('t65_recruiter');
select tests.create_supabase_user('t65_reviewer');
select tests.create_supabase_user('t65_outsider');
select tests.create_supabase_user('t65_admin');
select tests.create_supabase_user('t65_cand');
select tests.set_role('t65_owner', 'RECRUITER');
select tests.set_role('t65_outsider', 'RECRUITER');
select tests.set_role('t65_admin', 'ADMIN');
select set_config('t65.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t65_owner')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t65.w1')::uuid, tests.get_supabase_uid('t65_recruiter'), 'RECRUITER'),
  (current_setting('t65.w1')::uuid, tests.get_supabase_uid('t65_reviewer'), 'REVIEWER');
insert into public.interviews (id, workspace_id, recruiter_id, title) values
  ('a6500000-0000-4000-a000-000000000001', current_setting('t65.w1')::uuid, tests.get_supabase_uid('t65_owner'), 'T65 W1');
insert into public.interviews (id, recruiter_id, title) values
  ('a6500000-0000-4000-a000-000000000002', tests.get_supabase_uid('t65_outsider'), 'T65 W2');
insert into public.invitations (id, interview_id, candidate_id, first_name, last_name, email, status) values
  ('a6500000-0000-4000-a000-000000000101', 'a6500000-0000-4000-a000-000000000001', tests.get_supabase_uid('t65_cand'),
   'Ann', 'Done', 't65.101@example.com', 'COMPLETED'),
  ('a6500000-0000-4000-a000-000000000102', 'a6500000-0000-4000-a000-000000000001', null,
   'Ben', 'Reviewed', 't65.102@example.com', 'REVIEWED'),
  ('a6500000-0000-4000-a000-000000000103', 'a6500000-0000-4000-a000-000000000001', null,
   'Cy', 'Started', 't65.103@example.com', 'STARTED'),
  ('a6500000-0000-4000-a000-000000000201', 'a6500000-0000-4000-a000-000000000002', null,
   'Di', 'Elsewhere', 't65.201@example.com', 'COMPLETED');

-- This file's invitations in a set, by their suffix. The statuses are read as postgres, so the
-- invitations' own policies do not choose among them.
create function pg_temp.suffixes(p_ids uuid[]) returns text[] language sql security definer as $$
  select coalesce(array_agg(right(id::text, 3) order by id), '{}')
  from unnest(p_ids) id where id::text like 'a6500000-%'
$$;
create function pg_temp.finished(p_ids uuid[]) returns text[] language sql security definer as $$
  select pg_temp.suffixes(array(select inv.id from public.invitations inv
                                where inv.id = any(p_ids) and inv.status in ('COMPLETED', 'REVIEWED')))
$$;
create function pg_temp.ratable() returns text[] language sql as $$
  select pg_temp.suffixes(array(select private.ratable_invitation_ids()))
$$;
create function pg_temp.decidable() returns text[] language sql as $$
  select pg_temp.suffixes(array(select private.decidable_invitation_ids()))
$$;
create function pg_temp.finished_reviewable() returns text[] language sql as $$
  select pg_temp.finished(array(select private.reviewable_invitation_ids()))
$$;
create function pg_temp.finished_own() returns text[] language sql as $$
  select pg_temp.finished(array(select private.own_invitation_ids()))
$$;
grant execute on function pg_temp.suffixes(uuid[]), pg_temp.finished(uuid[]), pg_temp.ratable(),
  pg_temp.decidable(), pg_temp.finished_reviewable(), pg_temp.finished_own() to authenticated;

select tests.authenticate_as('t65_owner');
select is(pg_temp.ratable(), array['101', '102'], 'The OWNER may rate the finished invitations of their workspace.');
select is(pg_temp.decidable(), array['101', '102'], 'And decide about them.');
select is(pg_temp.ratable(), pg_temp.finished_reviewable(), 'The finished ones of reviewable_invitation_ids() for the OWNER.');
select is(pg_temp.decidable(), pg_temp.finished_own(), 'The finished ones of own_invitation_ids() for the OWNER.');
select tests.authenticate_as('t65_recruiter');
select is(pg_temp.ratable(), array['101', '102'], 'A RECRUITER of the workspace may rate them.');
select is(pg_temp.decidable(), array['101', '102'], 'And decide about them.');
select tests.authenticate_as('t65_reviewer');
select is(pg_temp.ratable(), array['101', '102'], 'A REVIEWER may rate the finished invitations.');
select is(pg_temp.decidable(), '{}'::text[], 'But decides about none.');
select is(pg_temp.ratable(), pg_temp.finished_reviewable(), 'The finished ones of reviewable_invitation_ids() for the REVIEWER.');
select tests.authenticate_as('t65_outsider');
select is(pg_temp.ratable() || pg_temp.decidable(), array['201', '201'],
  'Another workspace''s owner only their own invitation, to rate and decide about.');
select tests.authenticate_as('t65_cand');
select is(pg_temp.ratable() || pg_temp.decidable(), '{}'::text[], 'The candidate of an invitation rates and decides nothing.');
select is(pg_temp.finished_reviewable() || pg_temp.finished_own(), '{}'::text[], 'As the definitions say.');
select tests.authenticate_as('t65_admin');
select is(pg_temp.ratable() || pg_temp.decidable(), '{}'::text[],
  'An admin who is no member is not answered by either: the policies'' is_admin() lets them read.');
select is(pg_temp.finished_reviewable() || pg_temp.finished_own(), '{}'::text[], 'As the definitions say.');

select * from finish();
rollback;
