import postgres from 'postgres';
import type { Caller, KeyLookupCaller } from './caller.ts';
import { errorCodes } from './contract/errors.ts';
import { serverEnv } from './env.ts';
import { HttpError } from './http-error.ts';

/** The 401 of a token whose session has ended (signed out everywhere, or the user deleted). */
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * The one conversion of a timestamp to what the contract's timestampSchema carries: ISO 8601 in
 * UTC, to the millisecond. Every timestamptz column is read through it, and the timestamps
 * Postgres writes into JSON (the token functions' answers) go through it too.
 */
export function isoTimestamp(text: string): string {
  return new Date(text).toISOString();
}

const sql = postgres(serverEnv.databaseUrl, {
  // Few connections per isolate: Supabase runs many isolates, and they share the database's limit.
  max: 5,
  idle_timeout: 20,
  connect_timeout: 10,
  // Supabase's transaction pooler cannot keep named prepared statements between transactions.
  prepare: false,
  onnotice: () => {},
  connection: { application_name: 'api-function' },
  types: {
    // A timestamptz arrives as isoTimestamp's text, so rows are what database.types.ts says they
    // are (a string) and handlers pass them on unchanged. The schema has no other date type.
    timestamptz: {
      to: 1184,
      from: [1184],
      serialize: (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString(),
      parse: isoTimestamp,
    },
  },
});

export type Transaction = postgres.TransactionSql;

/**
 * Runs `work` in one transaction as the caller, the way PostgREST does: the caller's Postgres
 * role and JWT claims are set for this transaction only, so auth.uid() and every row-level
 * security policy apply to the SQL in `work`, and so is the role's own statement timeout (anon
 * 3 s, authenticated 8 s on Supabase), which `set role` alone would not apply. All route SQL goes
 * through here; the connection's own rights (postgres, the tables' owner) are never used for a
 * request.
 */
export function asCaller<T>(
  caller: Caller | KeyLookupCaller,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    // set_config('role', …, true) is `set local role`, in the same round trip as the claims.
    await tx`
      select set_config('role', ${caller.role}, true),
             set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
             set_config('statement_timeout', ${roleStatementTimeout(caller.role)}, true)`;
    if (caller.role === 'authenticated') await requireLiveSession(tx);
    return work(tx);
  }) as Promise<T>;
}

/** The role's own `statement_timeout` (ALTER ROLE … SET), or the session's when it has none. */
function roleStatementTimeout(role: string) {
  return sql`
    coalesce(
      (select split_part(setting, '=', 2) from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) as setting
       where s.setrole = to_regrole(${role}) and s.setdatabase = 0 and setting like 'statement_timeout=%'),
      current_setting('statement_timeout'))`;
}

/**
 * A token stays valid for up to an hour after its session ended (a logout, the user deleted);
 * Auth's sessions say whether it still stands, so such a token acts no more.
 */
async function requireLiveSession(tx: Transaction): Promise<void> {
  const [row] = await tx<{ live: boolean }[]>`select private.session_is_live() as live`;
  if (!row?.live) {
    throw new HttpError(401, SESSION_ENDED_MESSAGE, { code: errorCodes.unauthenticated });
  }
}

/**
 * Runs `work` in one transaction as `service_role`, which bypasses row-level security. Only for
 * what no rule can grant the caller (docs/architecture.md §1); each use says why. Today: marking a mail_outbox
 * row sent, failed or held back by test mode after the provider has answered. `authenticated` may
 * insert outbox rows for its own invitations but has no UPDATE grant on mail_outbox, so a
 * recruiter cannot forge delivery records; the delivery outcome is recorded by server code. And
 * counting a video resume view (record_resume_view), whose viewer keys only the api may derive. And
 * reading an account's language for Auth's Send Email Hook, whose request carries no user.
 */
export function asService<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`
      select set_config('role', 'service_role', true),
             set_config('request.jwt.claims', ${JSON.stringify({ role: 'service_role' })}, true)`;
    return work(tx);
  }) as Promise<T>;
}
