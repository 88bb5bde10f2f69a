// A route that declares its errors (every route of the public API: its reference lists them)
// should answer only those. Under the tests (FAIL_UNDECLARED_ANSWERS) an error it does not declare
// leaves as a 500, so a status added to a handler without its descriptor, and so without the
// reference, fails every test that reaches it; deployed, the caller gets the true answer and the log
// names the omission. Run by tests/api/function-deno-tests.test.ts.
import { z } from 'zod';
import { defineRoute } from './contract/api-route.ts';
import { handleError } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { RouteTable } from './route-table.ts';
import { assert, assertEquals } from './testing/assert.ts';

const route = defineRoute({
  method: 'POST',
  path: '/v1/things/:id',
  params: z.object({ id: z.string().regex(/^\d+$/, { error: 'Must be a number' }) }),
  response: z.object({ ok: z.literal(true) }),
  status: 201,
  errors: [400, 404],
});

/**
 * `route` served by a table as the api function serves it, its handler throwing `thrown` if given;
 * `declared: false` leaves its errors out; `deployed: true` serves it as a deployment does (no
 * FAIL_UNDECLARED_ANSWERS), otherwise as the tests' stack does.
 */
function serve(thrown: HttpError | null, { declared = true, deployed = false } = {}) {
  const table = new RouteTable({ failUndeclaredAnswers: !deployed }).handle(
    { ...route, errors: declared ? route.errors : undefined },
    null,
    () => {
      if (thrown) throw thrown;
      return { ok: true as const };
    },
  );
  table.app.onError(handleError);
  return (id: string) => table.app.request(`/v1/things/${id}`, { method: 'POST' });
}

/** Runs `test` with console.error recording what it is given. */
async function withErrorLog(test: (logged: string[]) => Promise<void>): Promise<void> {
  const realError = console.error;
  const logged: string[] = [];
  console.error = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
  try {
    await test(logged);
  } finally {
    console.error = realError;
  }
}

Deno.test(
  'a route answers its success and the errors it declares, from its handler and its validators',
  async () => {
    assertEquals((await serve(null)('1')).status, 201);
    assertEquals((await serve(new HttpError(404, 'Thing not found'))('1')).status, 404);
    assertEquals((await serve(null)('one')).status, 400);
  },
);

Deno.test('under the tests, a route answers an error it does not declare as a logged 500', async () => {
  await withErrorLog(async (logged) => {
    const response = await serve(new HttpError(409, 'The thing is closed'))('1');
    assertEquals(response.status, 500);
    assertEquals(await response.json(), { error: 'Internal server error' });
    assert(logged.some((line) => line.includes('answered 409, which its route does not declare')));
  });
});

Deno.test(
  'deployed, a route gives the caller an error it does not declare as it is, and logs it',
  async () => {
    await withErrorLog(async (logged) => {
      const response = await serve(new HttpError(409, 'The thing is closed'), { deployed: true })('1');
      assertEquals(response.status, 409);
      assertEquals(await response.json(), { error: 'The thing is closed' });
      assert(logged.some((line) => line.includes('answered 409, which its route does not declare')));
    });
  },
);

Deno.test('a route that declares no errors answers as its handler does', async () => {
  assertEquals(
    (await serve(new HttpError(409, 'The thing is closed'), { declared: false })('1')).status,
    409,
  );
});
