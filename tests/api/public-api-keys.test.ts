// Requests made with an API key (issue #22 item 1): a key acts for its own workspace and nothing
// more (row-level security decides, as workspace_api), its use is stamped, and a revoked, unknown
// or malformed key, a session on the public API or a key on the app's own routes get 401.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyMessages } from '#contract/api-keys';
import { errorCodes } from '#contract/errors';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { callApi } from '../support/api.ts';
import { expectError, expectJson, openDatabase, type Database } from '../support/interview-fixtures.ts';
import type { TestUser } from '../support/users.ts';
import { dropWorld, seedWorld, type World } from './workspace-fixtures.ts';

const interviewsSchema = z.object({
  interviews: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })),
});

let sql: Database;
let world: World;
let keyA: string;
let keyB: string;
let interviewA: string;
let interviewB: string;

async function seedWorkspaceInterview(workspaceId: string, owner: TestUser, title: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.interviews (workspace_id, recruiter_id, title)
    values (${workspaceId}, ${owner.id}, ${title}) returning id`;
  if (!row) throw new Error('The interview insert returned no row');
  return row.id;
}

async function makeKey(owner: TestUser, workspaceId: string, scope: 'READ' | 'READ_WRITE'): Promise<string> {
  return (await createApiKey(owner, workspaceId, scope)).secret;
}

function withKey(path: string, key: string): Promise<Response> {
  return callWithKey(key, path);
}

async function interviewIdsSeenBy(key: string): Promise<string[]> {
  const body = interviewsSchema.parse(await expectJson(await withKey('/v1/interviews', key), 200));
  return body.interviews.map((interview) => interview.id);
}

async function lastUsed(key: string) {
  const [row] = await sql<{ last_used_at: Date | null }[]>`
    select last_used_at from public.workspace_api_keys where prefix = ${key.slice(0, 12)}`;
  return row?.last_used_at ?? null;
}

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
  interviewA = await seedWorkspaceInterview(world.team.id, world.team.owner, 'Team interview');
  interviewB = await seedWorkspaceInterview(world.other.id, world.other.owner, 'Other interview');
  keyA = await makeKey(world.team.owner, world.team.id, 'READ');
  keyB = await makeKey(world.admin, world.other.id, 'READ_WRITE');
});

afterAll(async () => {
  await dropWorld(sql, world);
  await sql.end();
});

describe('GET /api/v1/interviews with an API key', () => {
  it("lists the key's workspace's interviews and never another workspace's", async () => {
    const seenByA = await interviewIdsSeenBy(keyA);
    expect(seenByA).toContain(interviewA);
    expect(seenByA).not.toContain(interviewB);
    const seenByB = await interviewIdsSeenBy(keyB);
    expect(seenByB).toContain(interviewB);
    expect(seenByB).not.toContain(interviewA);
    const [counts] = await sql<{ a: number; b: number }[]>`
      select count(*) filter (where workspace_id = ${world.team.id})::int as a,
             count(*) filter (where workspace_id = ${world.other.id})::int as b
      from public.interviews`;
    expect([seenByA.length, seenByB.length]).toEqual([counts?.a, counts?.b]);
  });

  it('stamps when the key was last used', async () => {
    await sql`update public.workspace_api_keys set last_used_at = null where prefix = ${keyA.slice(0, 12)}`;
    await interviewIdsSeenBy(keyA);
    const stamped = await lastUsed(keyA);
    expect(stamped).not.toBeNull();
    expect(Date.now() - (stamped?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("answers 429 with Retry-After once the key's bucket is empty, and other keys go on", async () => {
    const key = await makeKey(world.team.owner, world.team.id, 'READ');
    await interviewIdsSeenBy(key);
    // Empty, and refilled seconds ahead: still empty however long the next request takes to arrive.
    await sql`
      update private.api_key_rate set tokens = 0, refilled_at = now() + interval '5 seconds'
      where key_id = (select id from public.workspace_api_keys where prefix = ${key.slice(0, 12)})`;
    const limited = await withKey('/v1/interviews', key);
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(await expectError(limited, 429)).toEqual({
      error: apiKeyMessages.rateLimited(seconds),
      code: errorCodes.rateLimited,
    });
    expect(await interviewIdsSeenBy(keyA)).toContain(interviewA);
  });

  it("answers 429 to every key of a workspace whose shared bucket is empty, and other workspaces' keys go on", async () => {
    const fresh = await makeKey(world.team.owner, world.team.id, 'READ');
    await sql`
      update private.api_workspace_rate set tokens = 0, refilled_at = now() + interval '5 seconds'
      where workspace_id = ${world.team.id}`;
    try {
      const limited = await withKey('/v1/interviews', fresh);
      expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      const seconds = Number(limited.headers.get('retry-after'));
      expect(await expectError(limited, 429)).toEqual({
        error: apiKeyMessages.workspaceRateLimited(seconds),
        code: errorCodes.rateLimited,
      });
      expect(await interviewIdsSeenBy(keyB)).toContain(interviewB);
    } finally {
      await sql`
        update private.api_workspace_rate set tokens = 300, refilled_at = now() where workspace_id = ${world.team.id}`;
    }
  });

  it('refuses a revoked key, an unknown key and a malformed one with 401', async () => {
    const key = await makeKey(world.team.owner, world.team.id, 'READ');
    expect(await interviewIdsSeenBy(key)).toContain(interviewA);
    const [row] = await sql<{ id: string }[]>`
      select id from public.workspace_api_keys where prefix = ${key.slice(0, 12)}`;
    await expectJson(
      await callApi(`/workspaces/${world.team.id}/api-keys/${row?.id}/revoke`, {
        method: 'POST',
        token: world.team.owner.accessToken,
      }),
      200,
    );

    const revoked = await expectError(await withKey('/v1/interviews', key), 401);
    expect(revoked).toEqual({ error: apiKeyMessages.invalid, code: errorCodes.invalidApiKey });
    const unknown = `${key.slice(0, 13)}${'x'.repeat(43)}`;
    expect((await expectError(await withKey('/v1/interviews', unknown), 401)).error).toBe(
      apiKeyMessages.invalid,
    );
    expect((await expectError(await withKey('/v1/interviews', 'aik_short'), 401)).error).toBe(
      apiKeyMessages.invalid,
    );
  });

  it("answers 401 to a session on the public API and to a key on the app's own routes", async () => {
    const session = await expectError(
      await callApi('/v1/interviews', { token: world.team.owner.accessToken }),
      401,
    );
    expect(session).toEqual({ error: apiKeyMessages.keyRequired, code: errorCodes.apiKeyRequired });
    await expectError(await callApi('/v1/interviews'), 401);
    const onApp = await expectError(await withKey('/interviews', keyA), 401);
    expect(onApp.error).toBe(apiKeyMessages.onlyPublicApi);
    await expectError(await withKey(`/workspaces/${world.team.id}/api-keys`, keyA), 401);
  });
});
