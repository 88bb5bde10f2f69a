// asCaller gives a request its role's statement timeout, as PostgREST does: `set role` alone keeps
// the connection's (none), so an anon request could run a statement for ever. Against the real
// database; run by tests/api/function-deno-tests.test.ts.
import { ANON_CALLER } from './caller.ts';
import { asCaller, asService } from './db.ts';
import { assertEquals } from './testing/assert.ts';

// The pool of db.ts stays open between tests.
const dbTest = { sanitizeResources: false, sanitizeOps: false };

async function statementTimeout(run: typeof asService): Promise<string | undefined> {
  const [row] = await run(
    (tx) => tx<{ timeout: string }[]>`select current_setting('statement_timeout') as timeout`,
  );
  return row?.timeout;
}

Deno.test('an anon request stops a statement after 3 s, as on Supabase', dbTest, async () => {
  assertEquals(await statementTimeout((work) => asCaller(ANON_CALLER, work)), '3s');
});

Deno.test("service_role, which has no timeout of its own, keeps the session's", dbTest, async () => {
  assertEquals(await statementTimeout(asService), '0');
});
