import type { Sql } from 'postgres';

/**
 * The auth tables the shim leaves out and the stand-in needs, with supabase/auth's names and columns
 * (migrations add_flow_state_table, add_flow_state_oauth_context, add_mfa_schema): flow_state for
 * PKCE and OAuth flows, mfa_amr_claims for the `amr` claim of each session. On a real Supabase
 * database they exist already and nothing changes. An advisory lock keeps stacks that start at the
 * same time from racing each other.
 */
export async function ensureAuthSchema(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('local-auth-stand-in-schema'))`;
    await tx`
      do $$ begin
        create type auth.code_challenge_method as enum ('s256', 'plain');
      exception
        when duplicate_object then null;
      end $$`;
    await tx`
      create table if not exists auth.flow_state (
        id uuid primary key,
        user_id uuid null,
        auth_code text null,
        code_challenge_method auth.code_challenge_method null,
        code_challenge text null,
        provider_type text not null,
        provider_access_token text null,
        provider_refresh_token text null,
        created_at timestamptz null,
        updated_at timestamptz null,
        authentication_method text not null,
        auth_code_issued_at timestamptz null,
        invite_token text null,
        referrer text null,
        oauth_client_state_id uuid null,
        linking_target_id uuid null,
        email_optional boolean not null default false
      )`;
    await tx`create index if not exists idx_auth_code on auth.flow_state (auth_code)`;
    await tx`create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method)`;
    await tx`
      create table if not exists auth.mfa_amr_claims (
        session_id uuid not null references auth.sessions (id) on delete cascade,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        authentication_method text not null,
        id uuid not null constraint amr_id_pk primary key,
        constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
      )`;
    // As the shim does for the other auth tables (postgres may use them, the API roles may not, row-
    // level security on); a database whose auth schema belongs to someone else keeps its owners.
    await tx`
      do $$ begin
        alter table auth.flow_state owner to supabase_auth_admin;
        alter table auth.mfa_amr_claims owner to supabase_auth_admin;
        grant all on auth.flow_state, auth.mfa_amr_claims to postgres;
        alter table auth.flow_state enable row level security;
        alter table auth.mfa_amr_claims enable row level security;
      exception
        when insufficient_privilege or undefined_object then null;
      end $$`;
  });
}
