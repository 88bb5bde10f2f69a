import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { httpErrorFromPostgres } from '#backend/postgres-error';
import { testStackConfig } from '../support/test-stack.ts';

const sql = postgres(testStackConfig().databaseUrl, { max: 1, onnotice: () => {} });

afterAll(async () => {
  await sql.end();
});

async function errorOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('The query was expected to fail');
}

describe('database errors as HTTP errors', () => {
  it('passes the message of our own RAISE through with its status and SQLSTATE', async () => {
    const error = await errorOf(sql`select public.get_interview_by_token('no-such-token')`);
    const http = httpErrorFromPostgres(error);
    expect(http?.status).toBe(404);
    expect(http?.body()).toEqual({ error: 'Interview not found or expired', code: 'P0002' });
  });

  it("replaces Postgres' own message, which names internals, by a generic one", async () => {
    const error = await errorOf(sql`select 'not-a-uuid'::uuid`);
    expect(httpErrorFromPostgres(error)?.body()).toEqual({ error: 'Invalid input', code: '22P02' });
  });

  it('maps a row-level security refusal to 403', async () => {
    // A workspace the caller, a user nobody knows, does not belong to.
    const [workspace] = await sql<{ id: string }[]>`select id from public.workspaces limit 1`;
    const error = await errorOf(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: crypto.randomUUID(), role: 'authenticated' })}, true)`;
        await tx`insert into public.interviews (title, workspace_id) values ('not allowed', ${workspace?.id ?? null})`;
      }),
    );
    expect(httpErrorFromPostgres(error)?.status).toBe(403);
  });

  it('maps a row naming one that no longer exists (23503) to 409, not 500', async () => {
    const error = await errorOf(
      sql`insert into public.questions (interview_id, order_number, text) values (${crypto.randomUUID()}, 1, 'Orphan?')`,
    );
    expect(httpErrorFromPostgres(error)?.body()).toEqual({
      error: 'This refers to something that no longer exists',
      code: '23503',
    });
  });

  it('leaves errors it does not know to the 500 path', async () => {
    expect(httpErrorFromPostgres(await errorOf(sql`select 1/0`))).toBeUndefined();
    expect(httpErrorFromPostgres(new Error('boom'))).toBeUndefined();
  });
});
