-- The roles of a Supabase database, for a bare PostgreSQL cluster.
--
-- Run by a superuser (`supabase_admin`, the cluster's own superuser as on Supabase) before anything
-- else touches the cluster, and again before each shim; never on a real Supabase database. Roles
-- belong to the cluster, not to one database, so this file is apart from supabase-shim.sql, which
-- runs in each database. Every statement is idempotent.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole password 'postgres';
  end if;
  -- The role migrations, the dashboard and the project's own code use: everything a project owner
  -- needs, and not a superuser.
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login password 'postgres';
  end if;
end
$$;

alter role postgres nosuperuser createdb createrole login replication bypassrls inherit;

-- What Supabase grants the project owner instead of superuser: read any data, end other sessions
-- (not a superuser's), see the server's statistics, and turn triggers off for a bulk load.
grant pg_read_all_data, pg_signal_backend, pg_monitor to postgres;
grant set on parameter session_replication_role to postgres;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- Storage switches to the caller's role before it writes an object row, so policies decide.
grant anon, authenticated, service_role, authenticator to supabase_storage_admin;
-- Supabase lets postgres create, alter and drop policies on Storage's tables and triggers on
-- Auth's through supautils (policy_grants, drop_trigger_grants), a C module this cluster does not
-- have. Membership in the two admin roles gives postgres the ownership those statements check;
-- the shim's event trigger (supabase-shim.sql) refuses every other change to their tables, with
-- the error Supabase gives.
grant supabase_auth_admin, supabase_storage_admin to postgres;

-- The API roles' limits on Supabase. A role's settings apply when it logs in; PostgREST and the
-- api function apply them after `set role` themselves.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
