import { describe, expect, it } from 'vitest';
import { AUTH_URL, callAuth, config } from './auth-fixtures.ts';

describe('the auth service behind the gateway', () => {
  it('answers health and settings with the publishable key', async () => {
    const health = await callAuth('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });

    const settings = await callAuth('/settings');
    expect(await settings.json()).toMatchObject({
      external: { email: true, google: true, github: false, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });

  it('refuses a request without an API key, or with a wrong one, as the gateway does', async () => {
    const missing = await callAuth('/settings', { apikey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });

    const wrong = await callAuth('/settings', { apikey: 'sb_publishable_not-this-project' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('serves the JWKS without a key', async () => {
    const response = await fetch(`${AUTH_URL}/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: { alg: string; kty: string; d?: string }[] };
    expect(keys[0]).toMatchObject({ alg: 'ES256', kty: 'EC' });
    expect(keys[0]?.d).toBeUndefined();
  });

  it('answers CORS preflights from the app’s origin and exposes the headers auth-js reads', async () => {
    const preflight = await fetch(`${AUTH_URL}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: config.siteUrl,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');

    const answer = await callAuth('/settings', { headers: { Origin: config.siteUrl } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });
});
