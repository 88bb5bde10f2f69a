-- What a Supabase database is, as the project relies on it (issue #23): the local shim must behave
-- so, and a real Supabase database passes the same file. postgres is no superuser; the API roles,
-- service_role included, cannot read Auth's tables, on which row-level security is on; the API
-- roles have Supabase's statement timeouts; Storage's tables have their newer columns and
-- triggers. The delete protection is in storage-buckets-per-persona.sql, the ownership refusals in
-- tests/db/supabase-ownership.test.ts.
begin;
select plan(13);

select ok(not (select rolsuper from pg_roles where rolname = 'postgres'), 'postgres is not a superuser.');
select ok((select rolbypassrls and rolcreaterole and rolcreatedb from pg_roles where rolname = 'postgres'),
  'postgres bypasses row-level security and may create roles and databases.');

select is(
  (select array_agg(c.relname::text order by c.relname) from pg_class c
   where c.relnamespace = 'auth'::regnamespace and c.relname in ('users', 'identities', 'sessions', 'refresh_tokens')
     and c.relrowsecurity),
  array['identities', 'refresh_tokens', 'sessions', 'users'],
  'Row-level security is on for Auth''s tables.'
);

select tests.authenticate_as_service_role();
select throws_ok($$ select count(*) from auth.users $$, '42501', null, 'service_role may not read auth.users.');
select throws_ok($$ select count(*) from auth.sessions $$, '42501', null, 'service_role may not read auth.sessions.');
select tests.clear_authentication();
select throws_ok($$ select count(*) from auth.users $$, '42501', null, 'anon may not read auth.users.');
select tests.reset_authentication();

select is(
  (select setting from pg_db_role_setting s cross join unnest(s.setconfig) as setting
   where s.setrole = 'anon'::regrole and setting like 'statement_timeout=%'),
  'statement_timeout=3s', 'anon''s statements stop after 3 s.');
select is(
  (select setting from pg_db_role_setting s cross join unnest(s.setconfig) as setting
   where s.setrole = 'authenticated'::regrole and setting like 'statement_timeout=%'),
  'statement_timeout=8s', 'authenticated''s statements stop after 8 s.');

select has_column('storage'::name, 'objects'::name, 'archived_at'::name, 'storage.objects has archived_at.');
select has_column('storage'::name, 'buckets'::name, 'versioning_status'::name, 'storage.buckets has versioning_status.');

select throws_ok(
  format($$ insert into storage.buckets (id, name) values ('t91', %L) $$, repeat('b', 101)),
  'P0001', format('bucket name "%s" is too long (101 characters). Max is 100.', repeat('b', 101)),
  'A bucket name over 100 characters is refused.'
);

insert into storage.objects (bucket_id, name, updated_at) values ('responses', 't91/updated.webm', now() - interval '1 day');
update storage.objects set metadata = '{}' where bucket_id = 'responses' and name = 't91/updated.webm';
select ok(
  (select updated_at > now() - interval '1 minute' from storage.objects
   where bucket_id = 'responses' and name = 't91/updated.webm'),
  'Updating an object moves its updated_at.'
);

select throws_ok(
  $$ update storage.buckets set versioning_status = 'ENABLED' where id = 'responses' $$,
  '23514', null, 'Versioning stays off until Storage turns it on.'
);

select * from finish();
rollback;
