-- Workspaces and their members (issue #17), per persona: the workspace's OWNER, a RECRUITER member,
-- a REVIEWER member (platform CANDIDATEs: membership decides), a member of another workspace, a
-- candidate in no workspace, anon and a platform admin; then the last-owner rule on leaving,
-- removal and demotion. W1 is the owner's workspace, W2 the other member's, W4 one the admin deletes.
begin;
select plan(51);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('t34_owner');
select tests.create_supabase_user('t34_recruiter');
select tests.create_supabase_user('t34_reviewer');
select tests.create_supabase_user('t34_outsider');
select tests.create_supabase_user('t34_cand');
select tests.create_supabase_user('t34_admin');
select tests.create_supabase_user('t34_spare');
select tests.set_role('t34_owner', 'RECRUITER');
select tests.set_role('t34_outsider', 'RECRUITER');
select tests.set_role('t34_admin', 'ADMIN');

select set_config('t34.w1', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t34_owner')), true);
select set_config('t34.w2', (select workspace_id::text from public.workspace_members
                             where user_id = tests.get_supabase_uid('t34_outsider')), true);
insert into public.workspace_members (workspace_id, user_id, role) values
  (current_setting('t34.w1')::uuid, tests.get_supabase_uid('t34_recruiter'), 'RECRUITER'),
  (current_setting('t34.w1')::uuid, tests.get_supabase_uid('t34_reviewer'), 'REVIEWER');
insert into public.workspaces (id, name, slug) values
  ('a3400000-0000-4000-a000-000000000004', 'T34 doomed', 't34-doomed');
insert into public.workspace_members (workspace_id, user_id, role) values
  ('a3400000-0000-4000-a000-000000000004', tests.get_supabase_uid('t34_spare'), 'OWNER');

-- The workspaces and members of this file, as the current persona sees them.
create function pg_temp.seen_workspaces() returns text[] language sql as $$
  select coalesce(array_agg(label order by label), '{}') from (
    select case w.id::text when current_setting('t34.w1') then 'W1' when current_setting('t34.w2') then 'W2'
                           when 'a3400000-0000-4000-a000-000000000004' then 'W4' end as label
    from public.workspaces w
  ) seen where label is not null
$$;
create function pg_temp.seen_members() returns text[] language sql as $$
  select coalesce(array_agg(person order by person), '{}')
  from unnest(array['t34_owner', 't34_recruiter', 't34_reviewer', 't34_outsider', 't34_spare']) person
  where exists (select 1 from public.workspace_members m where m.user_id = tests.get_supabase_uid(person))
$$;
create function pg_temp.role_of(person text) returns text language sql as $$
  select m.role::text from public.workspace_members m
  where m.user_id = tests.get_supabase_uid(person) and m.workspace_id = current_setting('t34.w1')::uuid
$$;
grant execute on function pg_temp.seen_workspaces(), pg_temp.seen_members(), pg_temp.role_of(text) to authenticated;

-- Section: anon -----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$select id from public.workspaces$$, '42501', null, 'Anon cannot read workspaces.');
select throws_ok($$select user_id from public.workspace_members$$, '42501', null, 'Anon cannot read members.');

-- Section: SELECT -----------------------------------------------------------------------------------
select tests.authenticate_as('t34_owner');
select is(pg_temp.seen_workspaces(), array['W1'], 'The OWNER sees their workspace only.');
select is(pg_temp.seen_members(), array['t34_owner', 't34_recruiter', 't34_reviewer'], 'The OWNER sees the workspace''s members.');
select tests.authenticate_as('t34_recruiter');
select is(pg_temp.seen_workspaces(), array['W1'], 'A RECRUITER member sees the workspace.');
select is(pg_temp.seen_members(), array['t34_owner', 't34_recruiter', 't34_reviewer'], 'A RECRUITER member sees the members.');
select tests.authenticate_as('t34_reviewer');
select is(pg_temp.seen_workspaces(), array['W1'], 'A REVIEWER sees the workspace.');
select is(pg_temp.seen_members(), array['t34_owner', 't34_recruiter', 't34_reviewer'], 'A REVIEWER sees the members.');
select tests.authenticate_as('t34_outsider');
select is(pg_temp.seen_workspaces(), array['W2'], 'A member of another workspace sees only their own.');
select is(pg_temp.seen_members(), array['t34_outsider'], 'A member of another workspace sees only their own workspace''s members.');
select tests.authenticate_as('t34_cand');
select is(pg_temp.seen_workspaces(), '{}'::text[], 'A candidate in no workspace sees none.');
select is(pg_temp.seen_members(), '{}'::text[], 'A candidate in no workspace sees no member.');
select tests.authenticate_as('t34_admin');
select is(pg_temp.seen_workspaces(), array['W1', 'W2', 'W4'], 'A platform admin sees every workspace.');
select is(pg_temp.seen_members(), array['t34_outsider', 't34_owner', 't34_recruiter', 't34_reviewer', 't34_spare'],
  'A platform admin sees every member.');

-- Section: workspaces, writes ---------------------------------------------------------------------------
select tests.authenticate_as('t34_recruiter');
select is(tests.affected_rows($$update public.workspaces set name = 'T34 by the recruiter' where id = current_setting('t34.w1')::uuid$$),
  0, 'A RECRUITER member cannot change the workspace''s settings.');
select tests.authenticate_as('t34_reviewer');
select is(tests.affected_rows($$update public.workspaces set brand_color = '#000000' where id = current_setting('t34.w1')::uuid$$),
  0, 'A REVIEWER cannot change the workspace''s settings.');
select tests.authenticate_as('t34_outsider');
select is(tests.affected_rows($$update public.workspaces set name = 'T34 hijacked' where id = current_setting('t34.w1')::uuid$$),
  0, 'A member of another workspace cannot change it.');
select tests.authenticate_as('t34_cand');
select is(tests.affected_rows($$update public.workspaces set name = 'T34 hijacked' where id = current_setting('t34.w1')::uuid$$),
  0, 'A candidate cannot change a workspace.');

select tests.authenticate_as('t34_owner');
select is(tests.affected_rows($$update public.workspaces set name = 'T34 Team', brand_color = '#1c4f9c',
                                 email_sender_name = 'T34 Talent' where id = current_setting('t34.w1')::uuid$$),
  1, 'The OWNER changes the name, colour and sender name.');
select throws_ok(
  $$update public.workspaces set brand_color = '#1C4F9C' where id = current_setting('t34.w1')::uuid$$,
  '23514', null, 'A brand colour is lower-case #rrggbb.');
select throws_ok(
  $$update public.workspaces set slug = 'Not a slug!' where id = current_setting('t34.w1')::uuid$$,
  '23514', null, 'A slug is lower-case letters, digits and inner hyphens.');
select throws_ok(
  $$update public.workspaces set email_sender_name = 'Evil <x@example.com>' where id = current_setting('t34.w1')::uuid$$,
  '23514', null, 'A sender name cannot carry an address.');
select throws_ok(
  $$update public.workspaces set slug = 't34-doomed' where id = current_setting('t34.w1')::uuid$$,
  '23505', null, 'A slug is unique.');
select throws_ok(
  $$update public.workspaces set created_by = auth.uid() where id = current_setting('t34.w1')::uuid$$,
  '42501', null, 'The OWNER cannot rewrite who created the workspace.');
select throws_ok(
  $$insert into public.workspaces (name, slug) values ('T34 new', 't34-new')$$,
  '42501', null, 'Nobody creates a workspace by hand (the role change does).');
select is(tests.affected_rows($$delete from public.workspaces where id = current_setting('t34.w1')::uuid$$),
  0, 'The OWNER cannot delete the workspace (admins only).');
select throws_ok(
  $$insert into public.workspace_members (workspace_id, user_id, role)
    values (current_setting('t34.w1')::uuid, tests.get_supabase_uid('t34_cand'), 'RECRUITER')$$,
  '42501', null, 'The OWNER cannot add a member by hand (joining is by a team invitation).');

select tests.authenticate_as('t34_admin');
select is(tests.affected_rows($$update public.workspaces set name = 'T34 renamed by the admin' where id = current_setting('t34.w2')::uuid$$),
  1, 'A platform admin changes any workspace''s settings.');
select is(tests.affected_rows($$delete from public.workspaces where id = 'a3400000-0000-4000-a000-000000000004'$$),
  1, 'A platform admin deletes a workspace.');

-- Section: members, roles -----------------------------------------------------------------------------
select tests.authenticate_as('t34_recruiter');
select is(tests.affected_rows($$update public.workspace_members set role = 'OWNER' where user_id = tests.get_supabase_uid('t34_reviewer')$$),
  0, 'A RECRUITER member cannot change roles.');
select is(tests.affected_rows($$update public.workspace_members set role = 'OWNER' where user_id = auth.uid()$$),
  0, 'A RECRUITER member cannot make themselves OWNER.');
select is(tests.affected_rows($$delete from public.workspace_members where user_id = tests.get_supabase_uid('t34_reviewer')$$),
  0, 'A RECRUITER member cannot remove a member.');
select tests.authenticate_as('t34_reviewer');
select is(tests.affected_rows($$update public.workspace_members set role = 'RECRUITER' where user_id = auth.uid()$$),
  0, 'A REVIEWER cannot change their own role.');
select tests.authenticate_as('t34_outsider');
select is(tests.affected_rows($$update public.workspace_members set role = 'REVIEWER' where workspace_id = current_setting('t34.w1')::uuid$$),
  0, 'A member of another workspace cannot change its roles.');
select is(tests.affected_rows($$delete from public.workspace_members where workspace_id = current_setting('t34.w1')::uuid$$),
  0, 'A member of another workspace cannot remove its members.');

select tests.authenticate_as('t34_owner');
select is(tests.affected_rows($$update public.workspace_members set role = 'RECRUITER' where user_id = tests.get_supabase_uid('t34_reviewer')$$),
  1, 'The OWNER changes a member''s role.');
select is(pg_temp.role_of('t34_reviewer'), 'RECRUITER', 'The new role is stored.');

-- Section: the last owner ---------------------------------------------------------------------------------
select throws_ok(
  $$delete from public.workspace_members where user_id = auth.uid() and workspace_id = current_setting('t34.w1')::uuid$$,
  '23514', 'A workspace needs an owner: make another member an owner first',
  'The last OWNER cannot leave.');
select throws_ok(
  $$update public.workspace_members set role = 'RECRUITER' where user_id = auth.uid()$$,
  '23514', 'A workspace needs an owner: make another member an owner first',
  'The last OWNER cannot demote themselves.');
select tests.authenticate_as('t34_admin');
select throws_ok(
  $$delete from public.workspace_members where user_id = tests.get_supabase_uid('t34_owner')$$,
  '23514', 'A workspace needs an owner: make another member an owner first',
  'Not even an admin removes the last OWNER.');
select throws_ok(
  $$update public.workspace_members set role = 'REVIEWER' where user_id = tests.get_supabase_uid('t34_owner')$$,
  '23514', 'A workspace needs an owner: make another member an owner first',
  'Not even an admin demotes the last OWNER.');

-- With a second owner, the first may step down and leave.
select tests.authenticate_as('t34_owner');
select is(tests.affected_rows($$update public.workspace_members set role = 'OWNER' where user_id = tests.get_supabase_uid('t34_recruiter')$$),
  1, 'The OWNER makes another member OWNER.');
select is(tests.affected_rows($$update public.workspace_members set role = 'RECRUITER' where user_id = auth.uid()$$),
  1, 'With another OWNER, the first one steps down.');
select is(tests.affected_rows($$update public.workspace_members set role = 'OWNER' where user_id = auth.uid()$$),
  0, 'Stepped down, they cannot make themselves OWNER again.');
select tests.authenticate_as('t34_recruiter');
select throws_ok(
  $$update public.workspace_members set role = 'REVIEWER' where user_id = auth.uid()$$,
  '23514', 'A workspace needs an owner: make another member an owner first',
  'The new OWNER is now the last one and cannot step down.');
select is(tests.affected_rows($$delete from public.workspace_members where user_id = tests.get_supabase_uid('t34_reviewer')$$),
  1, 'The new OWNER removes a member.');

-- Anyone leaves on their own; the admin removes anyone.
select tests.authenticate_as('t34_owner');
select is(tests.affected_rows($$delete from public.workspace_members where user_id = auth.uid()$$),
  1, 'A member who is not the last OWNER leaves.');
select tests.reset_authentication();
insert into public.workspace_members (workspace_id, user_id, role)
values (current_setting('t34.w1')::uuid, tests.get_supabase_uid('t34_cand'), 'REVIEWER');
select tests.authenticate_as('t34_admin');
select is(tests.affected_rows($$delete from public.workspace_members where user_id = tests.get_supabase_uid('t34_cand')$$),
  1, 'A platform admin removes a member.');

-- Section: outcome as postgres ------------------------------------------------------------------------------
select tests.reset_authentication();
select results_eq(
  $$select name, brand_color, email_sender_name from public.workspaces where id = current_setting('t34.w1')::uuid$$,
  $$values ('T34 Team'::text, '#1c4f9c'::text, 'T34 Talent'::text)$$,
  'Only the OWNER''s settings were stored.');
select results_eq(
  $$select p.person, m.role::text from unnest(array['t34_owner', 't34_recruiter', 't34_reviewer', 't34_cand']) p(person)
    join public.workspace_members m on m.user_id = tests.get_supabase_uid(p.person) and m.workspace_id = current_setting('t34.w1')::uuid
    order by 1$$,
  $$values ('t34_recruiter'::text, 'OWNER'::text)$$,
  'The workspace keeps exactly its one OWNER after the moves.');
select is_empty(
  $$select id from public.workspaces where id = 'a3400000-0000-4000-a000-000000000004'$$,
  'The workspace the admin deleted is gone.');

select * from finish();
rollback;
