// Viewer keys, client address and trusted country. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals, assertMatch } from '../testing/assert.ts';
import {
  clientAddress,
  viewerCountry,
  viewerKeys,
  viewerSettingsFrom,
  type ViewerSettings,
} from './viewer-identity.ts';

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
const defaults = (values: Record<string, string> = {}): ViewerSettings =>
  viewerSettingsFrom(env(values), () => 'fallback-salt');

const noon = new Date('2026-11-22T12:00:00Z');
const visit = { address: '203.0.113.7', userAgent: 'Firefox/140', at: noon };

Deno.test('without settings: the fallback salt, x-real-ip, and no country header', () => {
  assertEquals(defaults(), {
    salt: 'fallback-salt',
    clientIpHeader: 'x-real-ip',
    countryHeader: undefined,
  });
});

Deno.test(
  'VIEWER_HASH_SALT, VIEWER_IP_HEADER and VIEWER_COUNTRY_HEADER are read, headers in lower case',
  () => {
    let fallbackAsked = false;
    const settings = viewerSettingsFrom(
      env({
        VIEWER_HASH_SALT: 's3cret',
        VIEWER_IP_HEADER: 'CF-Connecting-IP',
        VIEWER_COUNTRY_HEADER: 'CF-IPCountry',
      }),
      () => {
        fallbackAsked = true;
        return 'unused';
      },
    );
    assertEquals(settings, {
      salt: 's3cret',
      clientIpHeader: 'cf-connecting-ip',
      countryHeader: 'cf-ipcountry',
    });
    assert(!fallbackAsked, 'the fallback salt is not asked for when VIEWER_HASH_SALT is set');
  },
);

Deno.test(
  'the client address is the x-real-ip the platform set, never x-forwarded-for; empty without it',
  () => {
    const settings = defaults();
    const headers = new Headers({ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    assertEquals(clientAddress(headers, settings), '203.0.113.7');
    assertEquals(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1' }), settings), '');
  },
);

Deno.test('a configured list header is read from its end, where the nearest proxy wrote', () => {
  const settings = defaults({ VIEWER_IP_HEADER: 'x-forwarded-for' });
  const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
  assertEquals(clientAddress(headers, settings), '203.0.113.7');
});

Deno.test('a configured address header is read instead of x-real-ip', () => {
  const settings = defaults({ VIEWER_IP_HEADER: 'cf-connecting-ip' });
  const headers = new Headers({ 'x-real-ip': '198.51.100.1', 'cf-connecting-ip': '203.0.113.9' });
  assertEquals(clientAddress(headers, settings), '203.0.113.9');
});

Deno.test('no country is taken from a header the deployment did not name as trusted', () => {
  const headers = new Headers({ 'cf-ipcountry': 'DE', 'x-vercel-ip-country': 'FR' });
  assertEquals(viewerCountry(headers, defaults()), null);
});

Deno.test('the trusted country header gives an upper-case code; unknown, Tor and junk give none', () => {
  const settings = defaults({ VIEWER_COUNTRY_HEADER: 'cf-ipcountry' });
  assertEquals(viewerCountry(new Headers({ 'cf-ipcountry': 'de' }), settings), 'DE');
  for (const value of ['XX', 'T1', 'Germany', '', '1A'])
    assertEquals(viewerCountry(new Headers({ 'cf-ipcountry': value }), settings), null, value);
  assertEquals(viewerCountry(new Headers(), settings), null);
});

Deno.test('keys are hex HMAC-SHA-256 digests, and the viewer and network keys differ', async () => {
  const keys = await viewerKeys(visit, 'salt');
  assertMatch(keys.viewerKey, /^[0-9a-f]{64}$/);
  assertMatch(keys.networkKey, /^[0-9a-f]{64}$/);
  assert(keys.viewerKey !== keys.networkKey, 'two different keys');
});

Deno.test('the same visit on the same day gives the same keys', async () => {
  const later = { ...visit, at: new Date('2026-11-22T23:59:59Z') };
  assertEquals(await viewerKeys(later, 'salt'), await viewerKeys(visit, 'salt'));
});

Deno.test('another user agent is another viewer on the same network', async () => {
  const first = await viewerKeys(visit, 'salt');
  const other = await viewerKeys({ ...visit, userAgent: 'Chrome/150' }, 'salt');
  assert(first.viewerKey !== other.viewerKey, 'another viewer key');
  assertEquals(other.networkKey, first.networkKey);
});

Deno.test('another address, another day or another salt changes both keys', async () => {
  const first = await viewerKeys(visit, 'salt');
  for (const [what, keys] of [
    ['address', await viewerKeys({ ...visit, address: '203.0.113.8' }, 'salt')],
    ['day', await viewerKeys({ ...visit, at: new Date('2026-11-23T00:00:00Z') }, 'salt')],
    ['salt', await viewerKeys(visit, 'pepper')],
  ] as const) {
    assert(keys.viewerKey !== first.viewerKey, `${what}: another viewer key`);
    assert(keys.networkKey !== first.networkKey, `${what}: another network key`);
  }
});
