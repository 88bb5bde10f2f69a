-- The admin control room's rules, per persona: only an admin lists every user and reads the log,
-- changes roles (logged 'Role changed from X to Y') and logs a deletion in their own name; the
-- last admin can neither give up the role nor be deleted, whoever tries.
-- Ids of this file start with ad140000 so it never meets the seed or another file's rows.
begin;
select plan(27);

-- Section: personas -------------------------------------------------------------------------------
select tests.create_supabase_user('adm_cand', 'adm.cand.14@test.example.com', '{"first_name": "Carla", "last_name": "Cand_100%"}');
select tests.create_supabase_user('adm_cand2', 'adm.cand2.14@test.example.com', '{"first_name": "Dora", "last_name": "Second"}');
select tests.create_supabase_user('adm_rec', 'adm.rec.14@test.example.com', '{"first_name": "Rex", "last_name": "Recruiter"}');
select tests.create_supabase_user('adm_admin', 'adm.admin.14@test.example.com', '{"first_name": "Ada", "last_name": "Admin"}');
select tests.create_supabase_user('adm_admin2', 'adm.admin2.14@test.example.com', '{"first_name": "Alan", "last_name": "Other"}');
select tests.set_role('adm_rec', 'RECRUITER');
select tests.set_role('adm_admin', 'ADMIN');
select tests.set_role('adm_admin2', 'ADMIN');

insert into public.admin_logs (id, admin_id, action, target_user_id, target_user_email, notes)
values ('ad140000-0000-4000-a000-000000000001', tests.get_supabase_uid('adm_admin'), 'DELETE_USER',
        gen_random_uuid(), 'gone.14@test.example.com', 'Arranged by the test');

-- Section: anon -----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ select id from public.profiles $$,
  '42501', null,
  'anon cannot list users'
);
select throws_ok(
  $$ select id from public.admin_logs $$,
  '42501', null,
  'anon cannot read the activity log'
);

-- Section: candidate ------------------------------------------------------------------------------
select tests.authenticate_as('adm_cand');
select results_eq(
  $$ select email from public.profiles where email like 'adm.%.14@test.example.com' $$,
  $$ values ('adm.cand.14@test.example.com'::text) $$,
  'a candidate lists only themself, never the other users'
);
select is_empty(
  $$ select id from public.admin_logs where id = 'ad140000-0000-4000-a000-000000000001' $$,
  'a candidate reads no activity log'
);
select throws_ok(
  $$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('adm_cand') $$,
  '42501', 'Only an administrator can change a user''s role',
  'a candidate cannot promote themself'
);
select throws_ok(
  $$ insert into public.admin_logs (action, target_user_email) values ('DELETE_USER', 'x.14@test.example.com') $$,
  '42501', null,
  'a candidate cannot write a deletion into the log'
);

-- Section: recruiter ------------------------------------------------------------------------------
select tests.authenticate_as('adm_rec');
select results_eq(
  $$ select email from public.profiles where email like 'adm.%.14@test.example.com' $$,
  $$ values ('adm.rec.14@test.example.com'::text) $$,
  'a recruiter lists only themself'
);
select is_empty(
  $$ select id from public.admin_logs where id = 'ad140000-0000-4000-a000-000000000001' $$,
  'a recruiter reads no activity log'
);
select throws_ok(
  $$ update public.profiles set role = 'ADMIN' where id = tests.get_supabase_uid('adm_rec') $$,
  '42501', 'Only an administrator can change a user''s role',
  'a recruiter cannot make themself an admin'
);
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('adm_cand') $$),
  0,
  'a recruiter cannot promote a candidate (the row is hidden)'
);

-- Section: admin ----------------------------------------------------------------------------------
select tests.authenticate_as('adm_admin');
select results_eq(
  $$ select email, role::text from public.profiles where email like 'adm.%.14@test.example.com' order by email $$,
  $$ values ('adm.admin.14@test.example.com'::text, 'ADMIN'::text), ('adm.admin2.14@test.example.com', 'ADMIN'),
            ('adm.cand.14@test.example.com', 'CANDIDATE'), ('adm.cand2.14@test.example.com', 'CANDIDATE'),
            ('adm.rec.14@test.example.com', 'RECRUITER') $$,
  'an admin lists every user with their role'
);
select results_eq(
  $$ select email from public.profiles
     where last_name ilike '%' || replace(replace(replace('_100%', '\', '\\'), '%', '\%'), '_', '\_') || '%' escape '\'
       and email like 'adm.%.14@test.example.com' $$,
  $$ values ('adm.cand.14@test.example.com'::text) $$,
  'an admin''s search with the wildcards % and _ escaped matches them literally'
);
select is(
  (select count(*)::int from public.profiles where email ilike 'ADM.%.14@TEST.EXAMPLE.COM'),
  5,
  'an admin''s search ignores case'
);
select isnt_empty(
  $$ select id from public.admin_logs where id = 'ad140000-0000-4000-a000-000000000001' $$,
  'an admin reads the activity log'
);
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('adm_cand') $$),
  1,
  'an admin promotes a candidate to recruiter'
);
select results_eq(
  $$ select admin_id, previous_role::text, new_role::text, notes, target_user_email from public.admin_logs
     where target_user_id = tests.get_supabase_uid('adm_cand') and action = 'ROLE_CHANGE' $$,
  $$ values (tests.get_supabase_uid('adm_admin'), 'CANDIDATE'::text, 'RECRUITER'::text,
             'Role changed from CANDIDATE to RECRUITER'::text, 'adm.cand.14@test.example.com'::text) $$,
  'the promotion is logged with the acting admin, both roles and the note'
);
select lives_ok(
  $$ insert into public.admin_logs (action, target_user_id, target_user_email, previous_role, notes)
     values ('DELETE_USER', tests.get_supabase_uid('adm_cand2'), 'adm.cand2.14@test.example.com', 'CANDIDATE',
             'Deleted the candidate account with all its data') $$,
  'an admin logs the deletion of a user in their own name'
);

-- Section: deleting a user as the Auth server does ------------------------------------------------
select tests.reset_authentication();
select set_config('admin14.cand2', tests.get_supabase_uid('adm_cand2')::text, true);
select is(
  tests.affected_rows($$ delete from auth.users where id = current_setting('admin14.cand2')::uuid $$),
  1,
  'deleting the auth user deletes the candidate'
);
select is_empty(
  $$ select id from public.profiles where id = current_setting('admin14.cand2')::uuid $$,
  'the deleted candidate''s profile is gone'
);
select results_eq(
  $$ select action::text, previous_role::text from public.admin_logs
     where target_user_id = current_setting('admin14.cand2')::uuid $$,
  $$ values ('DELETE_USER'::text, 'CANDIDATE'::text) $$,
  'the log entry of the deletion outlives the deleted user'
);
select is(
  tests.affected_rows($$ delete from auth.users where id = tests.get_supabase_uid('adm_admin2') $$),
  1,
  'with another admin left, an admin''s account can be deleted'
);

-- Section: the last admin -------------------------------------------------------------------------
-- Make adm_admin the only admin in this transaction (seed admins included; all of it rolls back).
update public.profiles set role = 'CANDIDATE' where role = 'ADMIN' and id <> tests.get_supabase_uid('adm_admin');
select is(
  (select count(*)::int from public.profiles where role = 'ADMIN'),
  1,
  'the test admin is now the only admin'
);

select tests.authenticate_as('adm_admin');
select throws_ok(
  $$ update public.profiles set role = 'CANDIDATE' where id = tests.get_supabase_uid('adm_admin') $$,
  '23514', 'The last administrator cannot give up the ADMIN role',
  'the last admin cannot demote themself'
);

select tests.reset_authentication();
select throws_ok(
  $$ delete from auth.users where id = tests.get_supabase_uid('adm_admin') $$,
  '23514', 'The last administrator cannot be deleted',
  'the last admin''s account cannot be deleted, not even by server code'
);
select results_eq(
  $$ select role::text from public.profiles where id = tests.get_supabase_uid('adm_admin') $$,
  $$ values ('ADMIN'::text) $$,
  'the last admin is still there and still an admin'
);

select tests.set_role('adm_rec', 'ADMIN');
select is(
  tests.affected_rows($$ delete from auth.users where id = tests.get_supabase_uid('adm_admin') $$),
  1,
  'once another admin exists, the former last admin''s account can be deleted'
);
select results_eq(
  $$ select email from public.profiles where role = 'ADMIN' $$,
  $$ values ('adm.rec.14@test.example.com'::text) $$,
  'the other admin remains'
);

select * from finish();
rollback;
