import { decodeJwt, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../local/stack/auth/access-token.ts';
import { loadSigningKey, type SigningKey } from '../../local/stack/signing-key.ts';
import {
  apiErrorSchema,
  RECRUITER_ACCESS_DENIED_MESSAGE,
  recruiterAccessDeniedSchema,
} from '#contract/errors';
import { currentUserSchema } from '#contract/users';
import { callApi } from '../support/api.ts';
import { testStackConfig } from '../support/test-stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

const config = testStackConfig();
const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });

let signingKey: SigningKey;
let candidate: TestUser;

beforeAll(async () => {
  signingKey = await loadSigningKey(config.stateDir);
  candidate = await createTestUser(config, { role: 'CANDIDATE' });
});

afterAll(async () => {
  await sql.end();
});

/** Asserts a 401 in the one error shape and returns its body. */
async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return apiErrorSchema.parse(await response.json());
}

/** The candidate's real claims, signed by whatever key and header the forger chooses. */
function forgedToken(header: { alg: string; kid?: string }, key: CryptoKey | Uint8Array) {
  return new SignJWT(decodeJwt(candidate.accessToken)).setProtectedHeader(header).sign(key);
}

describe('GET /api/users/me without a valid user token', () => {
  it('answers 401 without an Authorization header', async () => {
    const body = await expectUnauthorized(await callApi('/users/me'));
    expect(body.code).toBe('unauthenticated');
  });

  it('answers 401 when the publishable key is the bearer (anon is not a user)', async () => {
    const body = await expectUnauthorized(await callApi('/users/me', { token: config.publishableKey }));
    expect(body.code).toBe('unauthenticated');
  });

  it('answers 401 for a token signed by another ES256 key under the real kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await forgedToken({ alg: 'ES256', kid: signingKey.kid }, privateKey);
    const body = await expectUnauthorized(await callApi('/users/me', { token }));
    expect(body.code).toBe('invalid_token');
  });

  it('answers 401 for an HS256 token, whatever its secret', async () => {
    const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
    const token = await forgedToken({ alg: 'HS256', kid: signingKey.kid }, secret);
    const body = await expectUnauthorized(await callApi('/users/me', { token }));
    expect(body.code).toBe('invalid_token');
  });

  it('answers 401 with token_expired for an expired token signed by the real key', async () => {
    const { token } = await signAccessToken(
      signingKey,
      config,
      {
        id: candidate.id,
        email: candidate.email,
        appMetadata: {},
        userMetadata: {},
        sessionId: crypto.randomUUID(),
        method: 'password',
      },
      { now: Math.floor(Date.now() / 1000) - 7200 },
    );
    const body = await expectUnauthorized(await callApi('/users/me', { token }));
    expect(body.code).toBe('token_expired');
  });

  it('answers 401 for a real-key token from another issuer or for another audience', async () => {
    const claims = decodeJwt(candidate.accessToken);
    const header = { alg: 'ES256', kid: signingKey.kid };
    const otherIssuer = await new SignJWT({ ...claims, iss: 'https://evil.example/auth/v1' })
      .setProtectedHeader(header)
      .sign(signingKey.privateKey);
    const otherAudience = await new SignJWT({ ...claims, aud: 'somebody-else' })
      .setProtectedHeader(header)
      .sign(signingKey.privateKey);
    for (const token of [otherIssuer, otherAudience]) {
      const body = await expectUnauthorized(await callApi('/users/me', { token }));
      expect(body.code).toBe('invalid_token');
    }
  });

  it('answers 401 for malformed tokens and Authorization headers', async () => {
    const headers = ['Bearer not-a-jwt', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer'];
    for (const authorization of headers) {
      const body = await expectUnauthorized(await callApi('/users/me', { headers: { authorization } }));
      expect(body.code).toBe('invalid_token');
      expect(body.error).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/users/me as the recruiter access check', () => {
  it('refuses a candidate with 403, the spec message and redirect_to_candidate', async () => {
    const response = await callApi('/users/me', { token: candidate.accessToken });
    expect(response.status).toBe(403);
    const body = recruiterAccessDeniedSchema.parse(await response.json());
    expect(body).toMatchObject({
      message: RECRUITER_ACCESS_DENIED_MESSAGE,
      error: RECRUITER_ACCESS_DENIED_MESSAGE,
      redirect_to_candidate: true,
    });
  });

  it('returns a recruiter with their role and name', async () => {
    const recruiter = await createTestUser(config, {
      role: 'RECRUITER',
      firstName: 'Rita',
      lastName: 'Ruiz',
    });
    const response = await callApi('/users/me', { token: recruiter.accessToken });
    expect(response.status).toBe(200);
    const workspaceId = await workspaceOf(sql, recruiter);
    const [workspace] = await sql<
      { slug: string }[]
    >`select slug from public.workspaces where id = ${workspaceId}`;
    expect(currentUserSchema.parse(await response.json())).toEqual({
      id: recruiter.id,
      email: recruiter.email,
      role: 'RECRUITER',
      first_name: 'Rita',
      last_name: 'Ruiz',
      google_user_data: { name: 'Rita Ruiz' },
      locale: null,
      workspaces: [
        {
          id: workspaceId,
          name: "Rita's team",
          slug: workspace?.slug,
          logo_url: null,
          brand_color: null,
          role: 'OWNER',
          language: 'en',
        },
      ],
    });
  });

  it('admits a platform CANDIDATE who is a member of a workspace (a teammate), with their workspaces', async () => {
    const owner = await createTestUser(config, { role: 'RECRUITER' });
    const teammate = await createTestUser(config, { role: 'CANDIDATE' });
    const workspaceId = await workspaceOf(sql, owner);
    await addMember(sql, workspaceId, teammate, 'REVIEWER');
    const response = await callApi('/users/me', { token: teammate.accessToken });
    expect(response.status).toBe(200);
    const me = currentUserSchema.parse(await response.json());
    expect(me.role).toBe('CANDIDATE');
    expect(me.workspaces.map(({ id, role }) => ({ id, role }))).toEqual([
      { id: workspaceId, role: 'REVIEWER' },
    ]);
  });

  it('returns an admin with role ADMIN', async () => {
    const admin = await createTestUser(config, { role: 'ADMIN' });
    const response = await callApi('/users/me', { token: admin.accessToken });
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(await response.json())).toMatchObject({ id: admin.id, role: 'ADMIN' });
  });

  it('applies a role change and a membership change on the next request with the same token', async () => {
    const user = await createTestUser(config, { role: 'RECRUITER' });
    const me = () => callApi('/users/me', { token: user.accessToken });
    expect((await me()).status).toBe(200);

    // Demoted, but still a member of their workspace: still admitted, as a CANDIDATE.
    await sql`update public.profiles set role = 'CANDIDATE' where id = ${user.id}`;
    const demoted = await me();
    expect(demoted.status).toBe(200);
    expect(currentUserSchema.parse(await demoted.json()).role).toBe('CANDIDATE');

    // Member of no workspace any more: refused.
    await sql`delete from public.workspaces where id = ${await workspaceOf(sql, user)}`;
    expect((await me()).status).toBe(403);

    await sql`update public.profiles set role = 'ADMIN' where id = ${user.id}`;
    const response = await me();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: 'ADMIN' });
  });

  it('answers 401 when the token belongs to a user who has since been deleted', async () => {
    const user = await createTestUser(config, { role: 'RECRUITER' });
    await sql`delete from auth.users where id = ${user.id}`;
    const body = await expectUnauthorized(await callApi('/users/me', { token: user.accessToken }));
    expect(body.code).toBe('unauthenticated');
  });
});
