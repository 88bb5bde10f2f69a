-- Test helpers, installed once before the other files (they run in name order and roll back; this
-- one commits). Small versions of basejump's supabase-test-helpers, which cannot be installed here:
-- create users through auth.users (so the profile trigger runs), and act as a persona by setting
-- the role and JWT claims on the transaction, the way PostgREST and the api function do.
-- What this file commits is postgres's alone: tests.set_role makes anyone an admin, so a copy left
-- on a real project must be out of the API roles' reach. A test file lends the helpers to the
-- personas inside its own transaction (tests.lend_to_personas), and its rollback takes them back.
begin;
set local client_min_messages = warning;

create extension if not exists pgtap with schema extensions;

create schema if not exists tests;
revoke all on schema tests from public, anon, authenticated, service_role;

-- A user with a unique e-mail; identifier names them within one test file.
create or replace function tests.create_supabase_user(
  identifier text,
  email text default null,
  metadata jsonb default '{}'::jsonb
)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  user_id uuid := gen_random_uuid();
begin
  insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
  values (
    user_id, 'authenticated', 'authenticated',
    coalesce(email, identifier || '.' || substr(md5(random()::text), 1, 10) || '@test.example.com'),
    metadata || jsonb_build_object('test_identifier', identifier),
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    now(), now()
  );
  return user_id;
end;
$$;

create or replace function tests.get_supabase_uid(identifier text)
returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  user_id uuid;
begin
  select u.id into user_id from auth.users u where u.raw_user_meta_data ->> 'test_identifier' = identifier
    order by u.created_at desc limit 1;
  if user_id is null then
    raise exception 'No test user named %', identifier;
  end if;
  return user_id;
end;
$$;

create or replace function tests.get_supabase_email(identifier text)
returns text
language sql stable security definer set search_path = ''
as $$
  select u.email::text from auth.users u where u.id = tests.get_supabase_uid(identifier)
$$;

-- Sets a user's role as server-side code would (the guard lets postgres through; the change is logged).
create or replace function tests.set_role(identifier text, new_role public.app_role)
returns void
language sql security definer set search_path = ''
as $$
  update public.profiles set role = new_role where id = tests.get_supabase_uid(identifier)
$$;

-- Lets the API roles use the helpers until the calling transaction ends (every test file rolls
-- back), so a persona can switch to another or back to postgres. The first call of a file is made
-- as postgres, the owner; later calls find the grant already made.
create or replace function tests.lend_to_personas()
returns void
language plpgsql
as $$
begin
  if not has_function_privilege('authenticated', 'tests.reset_authentication()', 'execute') then
    grant usage on schema tests to anon, authenticated, service_role;
    grant execute on all functions in schema tests to anon, authenticated, service_role;
  end if;
end;
$$;

-- Act as a signed-in user: role authenticated with their JWT claims, for the rest of the transaction.
create or replace function tests.authenticate_as(identifier text)
returns void
language plpgsql
as $$
declare
  user_id uuid := tests.get_supabase_uid(identifier);
begin
  perform tests.lend_to_personas();
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', jsonb_build_object(
    'sub', user_id, 'role', 'authenticated', 'aud', 'authenticated',
    'email', tests.get_supabase_email(identifier)
  )::text, true);
end;
$$;

-- Act as the anonymous caller (the publishable key without a session).
create or replace function tests.clear_authentication()
returns void
language plpgsql
as $$
begin
  perform tests.lend_to_personas();
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
end;
$$;

-- Act as server code with the secret key.
create or replace function tests.authenticate_as_service_role()
returns void
language plpgsql
as $$
begin
  perform tests.lend_to_personas();
  perform set_config('role', 'service_role', true);
  perform set_config('request.jwt.claims', '{"role": "service_role"}', true);
end;
$$;

-- Back to the test runner's own role (postgres), e.g. to arrange data between personas.
create or replace function tests.reset_authentication()
returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '', true);
  reset role;
end;
$$;

-- Rows a statement changed, as the current role: row-level security hides rows silently, so an
-- update or delete the caller may not make changes 0 rows instead of failing.
create or replace function tests.affected_rows(statement text)
returns integer
language plpgsql
as $$
declare
  n integer;
begin
  execute statement;
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke execute on all functions in schema tests from public, anon, authenticated, service_role;

select plan(1);
select has_schema('tests', 'the tests schema holds the persona helpers');
select * from finish();

commit;
