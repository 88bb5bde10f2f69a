import postgres from 'postgres';
import type { Caller, KeyLookupCaller, UserCaller } from './caller.ts';
import { errorCodes } from './contract/errors.ts';
import { serverEnv } from './env.ts';
import { HttpError } from './http-error.ts';

/** The 401 of a token whose session has ended (signed out everywhere, or the user deleted). */
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * How Postgres writes a timestamptz in UTC, the session's time zone on Supabase and here. Taken
 * apart as text: Date's parser takes about 0.7 µs a value, which a list of 100 rows pays for each
 * of its timestamps (issue #39). Any other form goes through Date.
 */
const POSTGRES_UTC_TIMESTAMP = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * The one conversion of a timestamp to what the contract's timestampSchema carries: ISO 8601 in
 * UTC, to the millisecond. Every timestamptz column is read through it, and the timestamps
 * Postgres writes into JSON (the token functions' answers) go through it too.
 */
export function isoTimestamp(text: string): string {
  const utc = POSTGRES_UTC_TIMESTAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
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

/** A connection held for one request's statements, in a transaction (transaction()). */
export type Transaction = postgres.ReservedSql;

/**
 * Runs `work` in one transaction as the caller, the way PostgREST does: the caller's Postgres
 * role and JWT claims are set for this transaction only, so auth.uid() and every row-level
 * security policy apply to the SQL in `work`, and so is the role's own statement timeout (anon
 * 3 s, authenticated 8 s on Supabase), which `set role` alone would not apply. All route SQL goes
 * through here (or asCallerReadOnly); the connection's own rights (postgres, the tables' owner)
 * are never used for a request.
 */
export function asCaller<T>(
  caller: Caller | KeyLookupCaller,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return callerTransaction(caller, 'read write', work);
}

/**
 * asCaller for work that only reads, such as a list: the transaction is READ ONLY, so a write in
 * it fails as the bug it is, and its answer goes back as soon as `work` has it. Its COMMIT can
 * keep nothing, so the answer does not wait for it: a round trip to the pooler less before the
 * list arrives (issue #39; on one machine, where a round trip is tens of microseconds, the
 * difference is within the bench's noise).
 */
export function asCallerReadOnly<T>(
  caller: Caller | KeyLookupCaller,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return callerTransaction(caller, 'read only', work);
}

function callerTransaction<T>(
  caller: Caller | KeyLookupCaller,
  access: TransactionAccess,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const checkSession = !liveThisRequest.has(caller);
  const opening = {
    settings: callerSettings(caller),
    access,
    onOpened: (settings: postgres.Row | undefined) => rememberStatementTimeout(caller.role, settings),
  };
  return transaction(opening, async (tx) => {
    if (checkSession) {
      requireLiveSession(await sessionCheck(tx, caller));
      liveThisRequest.add(caller);
    }
    return work(tx);
  });
}

type TransactionAccess = 'read write' | 'read only';

/**
 * Runs `work` in one transaction on a connection of its own; BEGIN and `opening` (statements
 * without parameters) go out with the work's first statement, where postgres.js's `sql.begin`
 * awaits BEGIN alone first: a round trip less for every request (issue #39). Postgres runs them in
 * order, and a failure of the opening fails the work's statements, so its error is the one thrown.
 * A statement of `work` that failed unawaited makes Postgres end the transaction with a ROLLBACK
 * however it is asked to commit: that is an error too, never a success that kept nothing.
 */
async function transaction<T>(
  opening: {
    settings: string;
    access: TransactionAccess;
    onOpened: (settings: postgres.Row | undefined) => void;
  },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const tx = await sql.reserve();
  let releaseWhenCommitted = false;
  try {
    // Two statements, two results: BEGIN's and the settings' one row.
    const opened = tx.unsafe<postgres.Row[][]>(`begin ${opening.access}; ${opening.settings}`).execute();
    let result: T;
    try {
      result = await work(tx);
      opening.onOpened((await opened)[1]?.[0]);
    } catch (error) {
      const openingError = await opened.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      await tx`rollback`;
      throw openingError ?? error;
    }
    if (opening.access === 'read only') {
      releaseWhenCommitted = true;
      tx`commit`
        .catch((error: unknown) => console.error('A read-only transaction did not end:', error))
        .finally(() => tx.release());
      return result;
    }
    const ended = await tx`commit`;
    if (ended.command !== 'COMMIT') {
      throw new Error('A statement of the transaction failed unawaited; nothing was kept.');
    }
    return result;
  } finally {
    if (!releaseWhenCommitted) tx.release();
  }
}

/**
 * Callers whose session this request has found live already (the role check's readAsCaller, or an
 * earlier transaction). A Caller is made per request (auth.ts), so the request's later
 * transactions skip asking again: a request is judged by its session as it began, as by its token
 * (issue #39: the check is a tenth of a small route's database time).
 */
const liveThisRequest = new WeakSet<Caller | KeyLookupCaller>();

/**
 * One read as the caller, in one round trip (issue #39): BEGIN, the caller's settings, the session
 * check, `read` and COMMIT go out together, and Postgres runs them in that order. For a read that
 * every request makes (the caller's profile). postgres.js sends a statement with parameters only
 * once the server has told it their types, and holds every later statement until it has run; so
 * nothing here has parameters: the settings are written as literals (callerSettings), and `read`
 * takes none. `read` must only read: it runs before the session check's answer is known, and its
 * rows are dropped when the session has ended.
 */
export async function readAsCaller<T extends readonly postgres.MaybeRow[]>(
  caller: UserCaller,
  read: (tx: postgres.Sql) => postgres.PendingQuery<T>,
): Promise<T> {
  const connection = await sql.reserve();
  try {
    const session = sessionCheck(connection, caller);
    const settings = connection.unsafe(callerSettings(caller));
    const rows = read(connection);
    const sent = [connection`begin`, settings, session, rows, connection`commit`] as const;
    // Every answer is awaited before the connection goes back: a failed statement makes Postgres
    // skip the rest of the transaction, and its COMMIT then rolls back.
    const failed = (await Promise.allSettled(sent)).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    rememberStatementTimeout(caller.role, (await settings)[0]);
    requireLiveSession(await session);
    liveThisRequest.add(caller);
    return await rows;
  } finally {
    connection.release();
  }
}

/**
 * Each role's own statement timeout (ALTER ROLE … SET), as the first transaction of the role in
 * this isolate read it from pg_db_role_setting: set_config answers the value it set. Later
 * transactions write it as a literal, where reading the catalogue cost Postgres about 0.17 ms a
 * transaction, most of it planning (issue #39). PostgREST too reads the roles' settings once, with
 * its schema cache; a timeout a migration changes applies from the next isolate on.
 */
const roleStatementTimeouts = new Map<string, string>();

function rememberStatementTimeout(role: string, settings: postgres.Row | undefined): void {
  const timeout: unknown = settings?.['statement_timeout'];
  if (typeof timeout === 'string') roleStatementTimeouts.set(role, timeout);
}

/**
 * The caller's role, claims and the role's statement timeout, for the current transaction only, as
 * one statement without parameters: postgres.js would spend a round trip asking the server for a
 * parameter's type before sending it (readAsCaller). Each value is written as hex digits that
 * Postgres decodes, so no value can end its literal: nothing in it is ever read as SQL.
 * set_config('role', …, true) is `set local role`. The statement timeout is the role's own, or the
 * session's when it has none.
 */
function callerSettings(caller: Caller | KeyLookupCaller): string {
  const role = textLiteral(caller.role);
  const known = roleStatementTimeouts.get(caller.role);
  const timeout =
    known !== undefined
      ? textLiteral(known)
      : `coalesce(
          (select split_part(setting, '=', 2) from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) as setting
           where s.setrole = to_regrole(${role}) and s.setdatabase = 0 and setting like 'statement_timeout=%'),
          current_setting('statement_timeout'))`;
  return `
    select set_config('role', ${role}, true) as role,
           set_config('request.jwt.claims', ${textLiteral(JSON.stringify(caller.claims))}, true) as claims,
           set_config('statement_timeout', ${timeout}, true) as statement_timeout`;
}

const utf8 = new TextEncoder();
/** Each byte's two hex digits, looked up: textLiteral runs for every transaction's claims. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** `text` as a SQL expression of hex digits alone, which Postgres decodes back to the text. */
function textLiteral(text: string): string {
  let hex = '';
  for (const byte of utf8.encode(text)) hex += HEX_BYTES[byte];
  return `convert_from(decode('${hex}', 'hex'), 'UTF8')`;
}

/**
 * A token stays valid for up to an hour after its session ended (a logout, the user deleted);
 * Auth's sessions say whether it still stands, so such a token acts no more. Sent right behind
 * the settings, without waiting for their answer: Postgres runs the two in order, so the check
 * reads the claims just set, and both answers come back in one round trip.
 */
function sessionCheck(tx: Transaction, caller: Caller | KeyLookupCaller) {
  return caller.role === 'authenticated'
    ? tx<{ live: boolean }[]>`select private.session_is_live() as live`
    : Promise.resolve(undefined);
}

function requireLiveSession(session: { live: boolean }[] | undefined): void {
  if (session && !session[0]?.live) {
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
  return transaction(
    {
      settings: `select set_config('role', 'service_role', true),
                        set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      access: 'read write',
      onOpened: () => undefined,
    },
    work,
  );
}
