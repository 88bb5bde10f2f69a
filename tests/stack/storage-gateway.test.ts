import { SignJWT, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config, RESUMABLE_ENDPOINT, resumeName, supabaseAs } from './storage-fixtures.ts';

let candidate: TestUser;

beforeAll(async () => {
  candidate = await createTestUser(config);
});

const signUrl = (name: string) => `${config.supabaseUrl}/storage/v1/object/sign/resumes/${name}`;

describe('the storage stand-in’s keys, callers and CORS', () => {
  it('refuses a request without the project key, or with a wrong one, with 401', async () => {
    const body = JSON.stringify({ expiresIn: 60 });
    const headers = { authorization: `Bearer ${candidate.accessToken}`, 'content-type': 'application/json' };
    const missing = await fetch(signUrl(resumeName(candidate)), { method: 'POST', headers, body });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });

    const wrong = await fetch(signUrl(resumeName(candidate)), {
      method: 'POST',
      headers: { ...headers, apikey: 'sb_publishable_not-this-project' },
      body,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('refuses an access token that is expired or not signed by the stack', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(candidate.id)
      .setIssuer(`${config.supabaseUrl}/auth/v1`)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await fetch(signUrl(resumeName(candidate)), {
      method: 'POST',
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${foreign}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });

  it('answers a browser preflight from any origin and exposes the TUS headers', async () => {
    const preflight = await fetch(RESUMABLE_ENDPOINT, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, x-upsert, tus-resumable, upload-length',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-upsert');

    const created = await fetch(RESUMABLE_ENDPOINT, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        apikey: config.publishableKey,
        authorization: `Bearer ${candidate.accessToken}`,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': [
          `bucketName ${Buffer.from('resumes').toString('base64')}`,
          `objectName ${Buffer.from(resumeName(candidate)).toString('base64')}`,
          `contentType ${Buffer.from('video/webm').toString('base64')}`,
        ].join(','),
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = created.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    for (const name of ['location', 'upload-offset', 'upload-length', 'tus-resumable']) {
      expect(exposed).toContain(name);
    }
    expect(created.headers.get('location')).toMatch(/\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/);
  });

  it('refuses a resumable upload larger than the bucket allows with 413', async () => {
    const response = await fetch(RESUMABLE_ENDPOINT, {
      method: 'POST',
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${candidate.accessToken}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(500 * 1024 * 1024 + 1),
        'upload-metadata': [
          `bucketName ${Buffer.from('resumes').toString('base64')}`,
          `objectName ${Buffer.from(resumeName(candidate)).toString('base64')}`,
        ].join(','),
      },
    });
    expect(response.status).toBe(413);
  });

  it('answers 501 for object routes the stand-in does not implement, rather than misreading them', async () => {
    const { error } = await supabaseAs(candidate).storage.from('resumes').list(candidate.id);
    expect(error).toMatchObject({ status: 501, statusCode: '501' });
  });

  it('answers an unknown storage route with 404', async () => {
    const response = await fetch(`${config.supabaseUrl}/storage/v1/nothing-here`, {
      headers: { apikey: config.publishableKey },
    });
    expect(response.status).toBe(404);
  });
});
