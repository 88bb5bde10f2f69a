import { assert, assertEquals, assertMatch } from '../testing/assert.ts';
import { apiKeyHashHex, apiKeyPrefix, newApiKey } from './api-key-secret.ts';

Deno.test('a key reads aik_, 8 visible characters and a secret, and differs every time', async () => {
  const keys = await Promise.all(Array.from({ length: 20 }, () => newApiKey()));
  for (const { key, prefix } of keys) {
    assertMatch(key, /^aik_[A-Za-z0-9]{8}_[A-Za-z0-9]{43}$/);
    assert(key.startsWith(`${prefix}_`), `${key} starts with its prefix ${prefix}`);
    assertEquals(apiKeyPrefix(key), prefix);
  }
  assertEquals(new Set(keys.map(({ key }) => key)).size, keys.length);
  assertEquals(new Set(keys.map(({ prefix }) => prefix)).size, keys.length);
});

Deno.test('a key is kept as the SHA-256 of the whole key', async () => {
  assertEquals(
    await apiKeyHashHex('abc'),
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
  const { key, hashHex } = await newApiKey();
  assertEquals(await apiKeyHashHex(key), hashHex);
});

Deno.test('a key is told from other bearer tokens by its shape', () => {
  assertEquals(apiKeyPrefix('aik_Abc12345_short'), null);
  assertEquals(apiKeyPrefix('sb_publishable_abc'), null);
  assertEquals(apiKeyPrefix('eyJhbGciOiJFUzI1NiJ9.e30.sig'), null);
});
