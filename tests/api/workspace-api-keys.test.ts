// API keys per workspace (issue #22 item 1): the owners of a workspace (and platform admins) make,
// list and revoke its keys; the whole key is answered once and only its SHA-256 is kept; other
// members are refused, outsiders see no such workspace, and every refusal changes nothing.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyMessages, apiKeySchema } from '#contract/api-keys';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import type { TestUser } from '../support/users.ts';
import { dropWorld, seedWorld, type World } from './workspace-fixtures.ts';

const createdSchema = z.object({ key: apiKeySchema, secret: z.string() });
const listSchema = z.object({ keys: z.array(apiKeySchema) });

let sql: Database;
let world: World;

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
});

afterAll(async () => {
  await dropWorld(sql, world);
  await sql.end();
});

function createKey(user: TestUser | undefined, body: unknown, workspaceId = world.team.id) {
  return sendJson('POST', `/workspaces/${workspaceId}/api-keys`, body, user);
}

function listKeys(user?: TestUser, workspaceId = world.team.id) {
  return callApi(`/workspaces/${workspaceId}/api-keys`, { token: user?.accessToken });
}

function revokeKey(user: TestUser | undefined, keyId: string, workspaceId = world.team.id) {
  return callApi(`/workspaces/${workspaceId}/api-keys/${keyId}/revoke`, {
    method: 'POST',
    token: user?.accessToken,
  });
}

async function storedKeys(workspaceId = world.team.id) {
  return sql<{ id: string; prefix: string; secret_hash: Buffer; revoked_at: Date | null }[]>`
    select id, prefix, secret_hash, revoked_at from public.workspace_api_keys
    where workspace_id = ${workspaceId} order by created_at`;
}

describe('POST /api/workspaces/:id/api-keys', () => {
  it('gives the owner the whole key once and keeps only its SHA-256', async () => {
    const created = createdSchema.parse(
      await expectJson(await createKey(world.team.owner, { name: '  Our ATS  ', scope: 'READ_WRITE' }), 201),
    );
    expect(created.secret).toMatch(/^aik_[A-Za-z0-9]{8}_[A-Za-z0-9]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Our ATS',
      scope: 'READ_WRITE',
      prefix: created.secret.slice(0, 12),
      created_by_name: 'Olivia Owner',
      last_used_at: null,
      revoked_at: null,
    });
    const [stored] = await storedKeys();
    expect(stored?.id).toBe(created.key.id);
    expect(stored?.secret_hash.toString('hex')).toBe(
      createHash('sha256').update(created.secret).digest('hex'),
    );

    const listed = listSchema.parse(await expectJson(await listKeys(world.team.owner), 200));
    expect(listed.keys).toEqual([created.key]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(13));
  });

  it('lets a platform admin make one for any workspace', async () => {
    const created = createdSchema.parse(
      await expectJson(await createKey(world.admin, { name: 'Support', scope: 'READ' }, world.other.id), 201),
    );
    expect(created.key.scope).toBe('READ');
    expect((await storedKeys(world.other.id)).map((key) => key.id)).toEqual([created.key.id]);
  });

  it('refuses a missing name or scope with a clear message', async () => {
    const before = await storedKeys();
    const noName = await expectError(await createKey(world.team.owner, { name: '  ', scope: 'READ' }), 400);
    expect(noName.fields?.name).toBe(apiKeyMessages.name);
    const badScope = await expectError(await createKey(world.team.owner, { name: 'x', scope: 'ALL' }), 400);
    expect(badScope.fields?.scope).toBe('Choose Read or Read and write');
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses other members (403), outsiders (404), candidates (403) and anon (401)', async () => {
    const before = await storedKeys();
    const body = { name: 'Mine', scope: 'READ' };
    for (const member of [world.team.recruiter, world.team.reviewer]) {
      expect((await expectError(await createKey(member, body), 403)).error).toBe(
        workspaceErrorMessages.ownerRequired,
      );
      await expectError(await listKeys(member), 403);
    }
    expect((await expectError(await createKey(world.other.owner, body), 404)).error).toBe(
      workspaceErrorMessages.workspaceNotFound,
    );
    await expectError(await listKeys(world.other.owner), 404);
    await expectError(await createKey(world.candidate, body), 403);
    await expectError(await createKey(undefined, body), 401);
    await expectError(await listKeys(), 401);
    expect(await storedKeys()).toEqual(before);
  });
});

describe('POST /api/workspaces/:id/api-keys/:keyId/revoke', () => {
  it('revokes a key for good, once, and only for an owner of its workspace', async () => {
    const created = createdSchema.parse(
      await expectJson(await createKey(world.team.owner, { name: 'To revoke', scope: 'READ' }), 201),
    );
    const id = created.key.id;
    await expectError(await revokeKey(world.team.recruiter, id), 403);
    await expectError(await revokeKey(world.other.owner, id), 404);
    expect((await expectError(await revokeKey(world.other.owner, id, world.other.id), 404)).error).toBe(
      apiKeyMessages.notFound,
    );
    await expectError(await revokeKey(undefined, id), 401);
    expect((await storedKeys()).find((key) => key.id === id)?.revoked_at).toBeNull();

    const revoked = apiKeySchema.parse(await expectJson(await revokeKey(world.team.owner, id), 200));
    expect(revoked.revoked_at).not.toBeNull();
    expect((await expectError(await revokeKey(world.team.owner, id), 409)).error).toBe(
      apiKeyMessages.alreadyRevoked,
    );
    await expectError(await revokeKey(world.team.owner, crypto.randomUUID()), 404);

    const listed = listSchema.parse(await expectJson(await listKeys(world.team.owner), 200));
    expect(listed.keys.find((key) => key.id === id)?.revoked_at).toBe(revoked.revoked_at);
  });
});

describe('the live keys of a workspace', () => {
  it('are at most 10: the eleventh is refused with the reason and stored nowhere, a revoked one makes room', async () => {
    const live = async () => (await storedKeys()).filter((key) => key.revoked_at === null);
    const made: string[] = [];
    while ((await live()).length < 10) {
      const created = createdSchema.parse(
        await expectJson(await createKey(world.team.owner, { name: 'Up to ten', scope: 'READ' }), 201),
      );
      made.push(created.key.id);
    }
    const stored = (await storedKeys()).length;
    const refused = await expectError(
      await createKey(world.team.owner, { name: 'Eleventh', scope: 'READ' }),
      409,
    );
    expect(refused.error).toBe(apiKeyMessages.tooManyKeys(10));
    expect((await storedKeys()).length).toBe(stored);

    await expectJson(await revokeKey(world.team.owner, made[0] ?? (await live())[0]?.id ?? ''), 200);
    await expectJson(await createKey(world.team.owner, { name: 'In its place', scope: 'READ' }), 201);
    expect(await live()).toHaveLength(10);
    await expectJson(
      await createKey(world.other.owner, { name: 'Elsewhere', scope: 'READ' }, world.other.id),
      201,
    );
  });
});
