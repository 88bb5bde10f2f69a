-- Profiles: the signup trigger (names and e-mail from auth.users), who sees and edits which profile,
-- and role changes (only an admin, always logged, never the last admin demoting themself).
begin;
select plan(58);

-- Section: personas (as postgres) -----------------------------------------------------------------
select tests.create_supabase_user('p_cand_a', null, '{"first_name": "Alice", "last_name": "Anders"}');
select tests.create_supabase_user('p_cand_b', null, '{"first_name": "Bob", "last_name": "Brown"}');
select tests.create_supabase_user('p_recruiter', null, '{"first_name": "Rita", "last_name": "Owner"}');
select tests.create_supabase_user('p_recruiter2', null, '{"first_name": "Rob", "last_name": "Other"}');
select tests.create_supabase_user('p_admin', null, '{"first_name": "Ada", "last_name": "Admin"}');
select tests.create_supabase_user('p_admin2', null, '{"first_name": "Alan", "last_name": "Second"}');
select tests.create_supabase_user('p_google', null, '{"full_name": "Grace Brewster Hopper"}');
select tests.create_supabase_user('p_mononym', null, '{"name": "Linus"}');
select tests.create_supabase_user('p_claims_admin', null, '{"first_name": "Eve", "role": "ADMIN"}');

-- Section: signup trigger -------------------------------------------------------------------------
select is(
  (select role from public.profiles where id = tests.get_supabase_uid('p_cand_a')),
  'CANDIDATE'::public.app_role,
  'a new auth user gets a profile with role CANDIDATE'
);

select is(
  (select role from public.profiles where id = tests.get_supabase_uid('p_claims_admin')),
  'CANDIDATE'::public.app_role,
  'a signup whose metadata claims role ADMIN still gets role CANDIDATE'
);

select results_eq(
  $$ select first_name, last_name from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  $$ values ('Alice'::text, 'Anders'::text) $$,
  'the profile takes first_name and last_name from the user metadata'
);

select results_eq(
  $$ select first_name, last_name, role from public.profiles where id = tests.get_supabase_uid('p_google') $$,
  $$ values ('Grace'::text, 'Brewster Hopper'::text, 'CANDIDATE'::public.app_role) $$,
  'a Google full_name is split into first name Grace and last name Brewster Hopper'
);

select results_eq(
  $$ select first_name, last_name from public.profiles where id = tests.get_supabase_uid('p_mononym') $$,
  $$ values ('Linus'::text, ''::text) $$,
  'a single name gives first name Linus and an empty last name'
);

select is(
  (select email from public.profiles where id = tests.get_supabase_uid('p_cand_a')),
  tests.get_supabase_email('p_cand_a'),
  'the profile copies the e-mail of the auth user'
);

update auth.users set email = 'changed.' || email where id = tests.get_supabase_uid('p_mononym');

select is(
  (select email from public.profiles where id = tests.get_supabase_uid('p_mononym')),
  tests.get_supabase_email('p_mononym'),
  'an e-mail change in auth.users is copied to the profile'
);

select ok(
  (select email like 'changed.%' from public.profiles where id = tests.get_supabase_uid('p_mononym')),
  'the synced profile e-mail is the new address'
);

select tests.set_role('p_recruiter', 'RECRUITER');
select tests.set_role('p_recruiter2', 'RECRUITER');
select tests.set_role('p_admin', 'ADMIN');

-- Section: select ---------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ select * from public.profiles $$,
  '42501', null,
  'anon cannot read profiles'
);

select tests.authenticate_as('p_cand_a');
select results_eq(
  $$ select first_name from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  $$ values ('Alice'::text) $$,
  'candidate A sees their own profile'
);
select is_empty(
  $$ select * from public.profiles where id = tests.get_supabase_uid('p_cand_b') $$,
  'candidate A cannot see candidate B''s profile'
);
select is_empty(
  $$ select * from public.profiles where id = tests.get_supabase_uid('p_recruiter') $$,
  'candidate A cannot see a recruiter''s profile'
);

select tests.authenticate_as('p_cand_b');
select results_eq(
  $$ select first_name from public.profiles where id = tests.get_supabase_uid('p_cand_b') $$,
  $$ values ('Bob'::text) $$,
  'candidate B sees their own profile'
);
select is_empty(
  $$ select * from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  'candidate B cannot see candidate A''s profile'
);

select tests.authenticate_as('p_recruiter');
select results_eq(
  $$ select first_name from public.profiles where id = tests.get_supabase_uid('p_recruiter') $$,
  $$ values ('Rita'::text) $$,
  'the recruiter sees their own profile'
);
select is_empty(
  $$ select * from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  'the recruiter cannot see candidate A''s profile'
);

select tests.authenticate_as('p_recruiter2');
select is_empty(
  $$ select * from public.profiles where id = tests.get_supabase_uid('p_recruiter') $$,
  'the other recruiter cannot see the recruiter''s profile'
);

select tests.authenticate_as('p_admin');
select is(
  (select count(*)::int from public.profiles where id in (
     tests.get_supabase_uid('p_cand_a'), tests.get_supabase_uid('p_cand_b'),
     tests.get_supabase_uid('p_recruiter'), tests.get_supabase_uid('p_recruiter2'),
     tests.get_supabase_uid('p_admin'))),
  5,
  'the admin sees the profiles of both candidates, both recruiters and their own'
);

-- Section: update ---------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ update public.profiles set first_name = 'Anon' where id = tests.get_supabase_uid('p_cand_a') $$,
  '42501', null,
  'anon cannot update profiles'
);

select tests.authenticate_as('p_cand_a');
select is(
  tests.affected_rows($$ update public.profiles set first_name = 'Alicia' where id = tests.get_supabase_uid('p_cand_a') $$),
  1,
  'candidate A updates their own first name'
);
select is(
  tests.affected_rows($$ update public.profiles set first_name = 'Hacked' where id = tests.get_supabase_uid('p_cand_b') $$),
  0,
  'candidate A cannot update candidate B''s profile'
);
select throws_ok(
  $$ update public.profiles set email = 'spoofed@test.example.com' where id = tests.get_supabase_uid('p_cand_a') $$,
  '42501', null,
  'candidate A cannot change the e-mail column of their own profile'
);

select tests.authenticate_as('p_recruiter');
select is(
  tests.affected_rows($$ update public.profiles set company_name = 'Acme Test' where id = tests.get_supabase_uid('p_recruiter') $$),
  1,
  'the recruiter updates their own company name'
);
select is(
  tests.affected_rows($$ update public.profiles set first_name = 'Hacked' where id = tests.get_supabase_uid('p_cand_a') $$),
  0,
  'the recruiter cannot update candidate A''s profile'
);

select tests.authenticate_as('p_recruiter2');
select is(
  tests.affected_rows($$ update public.profiles set company_name = 'Hijacked' where id = tests.get_supabase_uid('p_recruiter') $$),
  0,
  'the other recruiter cannot update the recruiter''s profile'
);

select tests.authenticate_as('p_admin');
select is(
  tests.affected_rows($$ update public.profiles set last_name = 'Renamed' where id = tests.get_supabase_uid('p_cand_b') $$),
  1,
  'the admin updates candidate B''s last name'
);
select is(
  tests.affected_rows($$ update public.profiles set first_name = 'Adeline' where id = tests.get_supabase_uid('p_admin') $$),
  1,
  'the admin updates their own first name'
);

select tests.reset_authentication();
select results_eq(
  $$ select first_name, last_name from public.profiles
     where id in (tests.get_supabase_uid('p_cand_a'), tests.get_supabase_uid('p_cand_b'))
     order by first_name $$,
  $$ values ('Alicia'::text, 'Anders'::text), ('Bob'::text, 'Renamed'::text) $$,
  'only the allowed name changes reached the candidates'' profiles'
);
select is(
  (select company_name from public.profiles where id = tests.get_supabase_uid('p_recruiter')),
  'Acme Test',
  'the other recruiter''s update did not reach the recruiter''s profile'
);

-- Section: insert and delete (no grants) ----------------------------------------------------------
select tests.clear_authentication();
select throws_ok(
  $$ insert into public.profiles (id, email) values (tests.get_supabase_uid('p_google'), 'x@test.example.com') $$,
  '42501', null,
  'anon cannot insert profiles'
);
select throws_ok(
  $$ delete from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  '42501', null,
  'anon cannot delete profiles'
);

select tests.authenticate_as('p_cand_a');
select throws_ok(
  $$ insert into public.profiles (id, email) values (tests.get_supabase_uid('p_google'), 'x@test.example.com') $$,
  '42501', null,
  'candidate A cannot insert profiles'
);
select throws_ok(
  $$ delete from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  '42501', null,
  'candidate A cannot delete their own profile'
);

select tests.authenticate_as('p_recruiter');
select throws_ok(
  $$ insert into public.profiles (id, email) values (tests.get_supabase_uid('p_google'), 'x@test.example.com') $$,
  '42501', null,
  'the recruiter cannot insert profiles'
);
select throws_ok(
  $$ delete from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  '42501', null,
  'the recruiter cannot delete profiles'
);

select tests.authenticate_as('p_admin');
select throws_ok(
  $$ insert into public.profiles (id, email) values (tests.get_supabase_uid('p_google'), 'x@test.example.com') $$,
  '42501', null,
  'the admin cannot insert profiles directly'
);
select throws_ok(
  $$ delete from public.profiles where id = tests.get_supabase_uid('p_cand_b') $$,
  '42501', null,
  'the admin cannot delete profiles directly'
);

-- Section: role escalation ------------------------------------------------------------------------
select tests.authenticate_as('p_cand_a');
select throws_ok(
  $$ update public.profiles set role = 'ADMIN' where id = tests.get_supabase_uid('p_cand_a') $$,
  '42501', 'Only an administrator can change a user''s role',
  'candidate A cannot make themself an admin'
);
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('p_cand_b') $$),
  0,
  'candidate A cannot change candidate B''s role (the row is hidden)'
);

select tests.authenticate_as('p_recruiter');
select throws_ok(
  $$ update public.profiles set role = 'ADMIN' where id = tests.get_supabase_uid('p_recruiter') $$,
  '42501', 'Only an administrator can change a user''s role',
  'the recruiter cannot make themself an admin'
);
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('p_cand_a') $$),
  0,
  'the recruiter cannot change candidate A''s role (the row is hidden)'
);

select tests.reset_authentication();
select results_eq(
  $$ select role from public.profiles
     where id in (tests.get_supabase_uid('p_cand_a'), tests.get_supabase_uid('p_cand_b'), tests.get_supabase_uid('p_recruiter'))
     order by role $$,
  $$ values ('RECRUITER'::public.app_role), ('CANDIDATE'::public.app_role), ('CANDIDATE'::public.app_role) $$,
  'the refused role changes left candidate A, candidate B and the recruiter with their roles'
);
select is_empty(
  $$ select * from public.admin_logs
     where target_user_id in (tests.get_supabase_uid('p_cand_a'), tests.get_supabase_uid('p_cand_b')) $$,
  'the refused role changes wrote no admin log'
);

select tests.authenticate_as('p_admin');
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('p_cand_b') $$),
  1,
  'the admin changes candidate B''s role to RECRUITER'
);

select tests.reset_authentication();
select is(
  (select role from public.profiles where id = tests.get_supabase_uid('p_cand_b')),
  'RECRUITER'::public.app_role,
  'candidate B is now a recruiter'
);
select results_eq(
  $$ select action, previous_role, new_role, notes, admin_id, target_user_email
     from public.admin_logs where target_user_id = tests.get_supabase_uid('p_cand_b') $$,
  $$ values ('ROLE_CHANGE'::public.admin_action, 'CANDIDATE'::public.app_role, 'RECRUITER'::public.app_role,
             'Role changed from CANDIDATE to RECRUITER'::text, tests.get_supabase_uid('p_admin'),
             tests.get_supabase_email('p_cand_b')) $$,
  'the role change wrote one admin log with the previous and new role, the note and the acting admin'
);

select tests.authenticate_as('p_cand_b');
select is_empty(
  $$ select * from public.admin_logs where target_user_id = tests.get_supabase_uid('p_cand_b') $$,
  'the promoted user cannot read the log of their own role change'
);

select tests.authenticate_as('p_cand_a');
select is_empty(
  $$ select * from public.admin_logs where target_user_id = tests.get_supabase_uid('p_cand_b') $$,
  'candidate A cannot read the role change log either'
);

-- Section: admins demoting admins -----------------------------------------------------------------
select tests.reset_authentication();
select tests.set_role('p_admin2', 'ADMIN');

select tests.authenticate_as('p_admin');
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('p_admin2') $$),
  1,
  'with two admins, one admin demotes the other'
);

select tests.reset_authentication();
select is(
  (select role from public.profiles where id = tests.get_supabase_uid('p_admin2')),
  'RECRUITER'::public.app_role,
  'the demoted admin is now a recruiter'
);
select is(
  (select count(*)::int from public.admin_logs
   where target_user_id = tests.get_supabase_uid('p_admin2') and previous_role = 'ADMIN' and new_role = 'RECRUITER'
     and admin_id = tests.get_supabase_uid('p_admin')),
  1,
  'demoting the other admin was logged with the acting admin'
);

-- Make p_admin the only admin in this transaction (seed admins included; all of it rolls back).
update public.profiles set role = 'CANDIDATE' where role = 'ADMIN' and id <> tests.get_supabase_uid('p_admin');

select is(
  (select count(*)::int from public.profiles where role = 'ADMIN'),
  1,
  'the test admin is now the only admin'
);

select tests.authenticate_as('p_admin');
select throws_ok(
  $$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('p_admin') $$,
  '23514', 'The last administrator cannot give up the ADMIN role',
  'the last admin cannot demote themself'
);

select tests.reset_authentication();
select is(
  (select role from public.profiles where id = tests.get_supabase_uid('p_admin')),
  'ADMIN'::public.app_role,
  'the last admin is still an admin'
);
select throws_ok(
  $$ update public.profiles set role = 'CANDIDATE' where id = tests.get_supabase_uid('p_admin') $$,
  '23514', 'The last administrator cannot give up the ADMIN role',
  'not even server-side code can demote the last admin'
);

-- With a second admin back, the first may step down.
select tests.set_role('p_admin2', 'ADMIN');
select tests.authenticate_as('p_admin');
select is(
  tests.affected_rows($$ update public.profiles set role = 'RECRUITER' where id = tests.get_supabase_uid('p_admin') $$),
  1,
  'with another admin present, an admin may demote themself'
);

select tests.reset_authentication();
select results_eq(
  $$ select previous_role, new_role, admin_id from public.admin_logs
     where target_user_id = tests.get_supabase_uid('p_admin') and admin_id = tests.get_supabase_uid('p_admin') $$,
  $$ values ('ADMIN'::public.app_role, 'RECRUITER'::public.app_role, tests.get_supabase_uid('p_admin')) $$,
  'the admin stepping down was logged with themself as the acting admin'
);

select tests.authenticate_as('p_admin');
select is_empty(
  $$ select * from public.profiles where id = tests.get_supabase_uid('p_cand_a') $$,
  'once demoted, the former admin no longer sees candidate A''s profile'
);

select * from finish();
rollback;
