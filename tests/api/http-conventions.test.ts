import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/errors';
import { callApi } from '../support/api.ts';
import { testStackConfig } from '../support/test-stack.ts';

const { siteUrl } = testStackConfig();
const siteTwin = siteUrl.replace('localhost', '127.0.0.1');
const otherOrigin = 'https://evil.example';

function preflight(origin: string) {
  return callApi('/interviews', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,apikey,content-type,x-client-info',
    },
  });
}

describe('error responses', () => {
  it('answers an unknown route with 404 in the JSON error shape', async () => {
    const response = await callApi('/no-such-route');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json())).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('answers a known path with an unsupported method with 404 JSON', async () => {
    const response = await callApi('/health', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('not_found');
  });
});

describe('CORS', () => {
  it('allows the site origin and its 127.0.0.1 twin', async () => {
    expect(siteUrl).toContain('localhost');
    for (const origin of [siteUrl, siteTwin]) {
      const response = await callApi('/health', { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('lets the site read the name the api gives a file it sends (Content-Disposition)', async () => {
    const response = await callApi('/health', { headers: { origin: siteUrl } });
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase().split(',')).toContain(
      'content-disposition',
    );
  });

  it('gives another origin no CORS headers', async () => {
    const response = await callApi('/health', { headers: { origin: otherOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the preflight of the site with the allowed headers and methods', async () => {
    const response = await preflight(siteUrl);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteUrl);
    const allowedHeaders = response.headers.get('access-control-allow-headers')?.split(',');
    expect(allowedHeaders).toEqual(
      expect.arrayContaining(['authorization', 'apikey', 'content-type', 'x-client-info']),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it('answers the preflight of another origin without allowing it', async () => {
    const response = await preflight(otherOrigin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts CORS headers on error responses, so the site can read them', async () => {
    const response = await callApi('/users/me', { headers: { origin: siteUrl } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteUrl);
  });
});
