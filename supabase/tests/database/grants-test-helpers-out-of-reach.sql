-- The helpers 000-setup-tests-hooks.sql commits are postgres's alone (issue #33, item 13): on a
-- real project the suite may have been run against, no API role may use them (tests.set_role would
-- make a sign-up an admin). They reach a persona only inside a test file's own transaction.
begin;
select plan(6);

select is_empty(
  $$ select r.role || ': ' || p.oid::regprocedure::text
     from pg_proc p
     cross join unnest(array['public', 'anon', 'authenticated', 'service_role']) as r(role)
     where p.pronamespace = 'tests'::regnamespace
       and (r.role = 'public' and exists (select from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                                          where a.grantee = 0 and a.privilege_type = 'EXECUTE')
            or r.role <> 'public' and has_function_privilege(r.role, p.oid, 'execute')) $$,
  'As committed, no API role (nor PUBLIC) may execute any tests.* function.');
select is_empty(
  $$ select r.role from unnest(array['anon', 'authenticated', 'service_role']) as r(role)
     where has_schema_privilege(r.role, 'tests', 'usage') $$,
  'As committed, no API role may look into the tests schema.');

-- What an attacker with a session would try: the function by name, as authenticated.
select set_config('role', 'authenticated', true);
select throws_ok($$select tests.set_role('anyone', 'ADMIN')$$, '42501', null,
  'A signed-in caller cannot change a profile''s role through tests.set_role.');
reset role;
select set_config('role', 'anon', true);
select throws_ok($$select tests.create_supabase_user('anyone')$$, '42501', null,
  'Anon cannot create a user through the helpers.');
reset role;

-- Inside a test file's transaction the personas borrow them, until its rollback.
select tests.create_supabase_user('t001_user');
select tests.authenticate_as('t001_user');
select is(tests.get_supabase_uid('t001_user'), auth.uid(), 'A persona uses the helpers inside the test transaction.');
select tests.reset_authentication();
select ok(has_function_privilege('authenticated', 'tests.set_role(text, public.app_role)', 'execute'),
  'The loan is this transaction''s, which rolls back.');

select * from finish();
rollback;
