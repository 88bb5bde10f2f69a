// asCaller gives a request its role's statement timeout, as PostgREST does: `set role` alone keeps
// the connection's (none), so an anon request could run a statement for ever. Against the real
// database; run by tests/api/function-deno-tests.test.ts.
import { ANON_CALLER, type ApiKeyCaller } from './caller.ts';
import { asCaller, asCallerReadOnly, asService, isoTimestamp } from './db.ts';
import { assertEquals, assertMatch } from './testing/assert.ts';

// The pool of db.ts stays open between tests.
const dbTest = { sanitizeResources: false, sanitizeOps: false };

async function statementTimeout(run: typeof asService): Promise<string | undefined> {
  const [row] = await run(
    (tx) => tx<{ timeout: string }[]>`select current_setting('statement_timeout') as timeout`,
  );
  return row?.timeout;
}

// The first transaction of a role reads its timeout from the catalogue, later ones set what it read.
Deno.test('an anon request stops a statement after 3 s, as on Supabase', dbTest, async () => {
  const asAnon: typeof asService = (work) => asCaller(ANON_CALLER, work);
  assertEquals(await statementTimeout(asAnon), '3s');
  assertEquals(await statementTimeout(asAnon), '3s');
});

Deno.test("service_role, which has no timeout of its own, keeps the session's", dbTest, async () => {
  assertEquals(await statementTimeout(asService), '0');
});

// The caller's settings are written into the statement as literals (one round trip); a claim's
// quotes, backslashes and non-ASCII text must reach Postgres as they are and never as SQL. An API
// key's caller: it has no session to check, so any text may stand in its claims.
Deno.test("a caller's claims reach the transaction exactly, whatever text they hold", dbTest, async () => {
  const text = "o'brien\\'); drop table public.profiles; -- Zoë Øster 山田 \u{1F600}";
  const caller: ApiKeyCaller = {
    role: 'workspace_api',
    keyId: text,
    workspaceId: text,
    scope: 'READ',
    claims: { role: 'workspace_api', key_id: text, workspace_id: text, scope: 'READ' },
  };
  const [row] = await asCaller(
    caller,
    (tx) => tx<{ claims: string; role: string }[]>`
      select current_setting('request.jwt.claims') as claims, current_user as role`,
  );
  assertEquals(row && JSON.parse(row.claims), caller.claims);
  assertEquals(row?.role, 'workspace_api');
});

// A statement that failed where the work never looked makes Postgres roll the whole transaction
// back at COMMIT: the caller must hear of it, not be told all was kept.
Deno.test('a transaction whose statement failed unseen is an error, not a success', dbTest, async () => {
  const outcome = await asService((tx) => {
    tx`select 1 / 0`.catch(() => undefined);
    return Promise.resolve('kept');
  }).catch((error: Error) => error.message);
  assertMatch(String(outcome), /failed unawaited; nothing was kept/);
});

// A list answers from a READ ONLY transaction without waiting for its COMMIT: a write there must
// fail, and the connection must serve the next transaction as a fresh one.
Deno.test('a read-only transaction refuses a write', dbTest, async () => {
  const outcome = await asCallerReadOnly(
    ANON_CALLER,
    (tx) => tx`create temporary table written (x int)`,
  ).catch((error: Error) => error.message);
  assertMatch(String(outcome), /read-only transaction/);
});

Deno.test("a read-only transaction's connection serves the next transaction afresh", dbTest, async () => {
  for (let round = 0; round < 8; round++) {
    const [read] = await asCallerReadOnly(
      ANON_CALLER,
      (tx) => tx<{ role: string }[]>`select current_user as role`,
    );
    assertEquals(read?.role, 'anon');
    const [next] = await asService(
      (tx) => tx<{ readOnly: string; role: string }[]>`
        select current_setting('transaction_read_only') as "readOnly", current_user as role`,
    );
    assertEquals(next, { readOnly: 'off', role: 'service_role' });
  }
});

// isoTimestamp takes Postgres's own text apart rather than parsing it with Date; over what
// Postgres writes (whole seconds, trimmed fractions, microseconds) it must say what Date says.
Deno.test("a timestamp read from Postgres is Date's ISO text of it, to the millisecond", dbTest, async () => {
  const rows = await asService(
    (tx) => tx<{ at: string }[]>`
      select (timestamptz '2026-11-30 09:00:00+00' + make_interval(secs => s * 7919.123457 + (s % 7) * 0.1))::text as at
      from generate_series(-500, 500) as s
      union all select '2026-11-30 09:00:00.999999+00' union all select '2026-11-30 09:00:00+00'`,
  );
  for (const { at } of rows) assertEquals(isoTimestamp(at), new Date(at).toISOString(), at);
});
