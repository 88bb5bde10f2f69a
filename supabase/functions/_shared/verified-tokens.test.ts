import { assertEquals } from './testing/assert.ts';
import { VerifiedTokens } from './verified-tokens.ts';

const VERIFIED_AT = Date.UTC(2026, 10, 30, 9, 0, 0);
const inSeconds = (seconds: number) => VERIFIED_AT / 1000 + seconds;

Deno.test('a verified token counts until its expiry, and not at it', () => {
  const tokens = new VerifiedTokens<{ exp: number; sub: string }>();
  const claims = { exp: inSeconds(60), sub: 'a' };
  tokens.remember('token-a', claims, VERIFIED_AT);
  assertEquals(tokens.claimsOf('token-a', VERIFIED_AT + 59_999), claims);
  assertEquals(tokens.claimsOf('token-a', VERIFIED_AT + 60_000), undefined);
  assertEquals(tokens.claimsOf('token-a', VERIFIED_AT + 1_000), undefined, 'an expired entry is gone');
});

Deno.test('a token counts as verified for at most maxAgeMs, however late it expires', () => {
  const tokens = new VerifiedTokens<{ exp: number }>(10, 600_000);
  tokens.remember('token-a', { exp: inSeconds(3600) }, VERIFIED_AT);
  assertEquals(tokens.claimsOf('token-a', VERIFIED_AT + 599_999), { exp: inSeconds(3600) });
  assertEquals(tokens.claimsOf('token-a', VERIFIED_AT + 600_000), undefined);
});

Deno.test('an unknown token is not verified', () => {
  const tokens = new VerifiedTokens<{ exp: number }>();
  tokens.remember('token-a', { exp: inSeconds(60) }, VERIFIED_AT);
  assertEquals(tokens.claimsOf('token-b', VERIFIED_AT), undefined);
});

Deno.test('beyond its capacity the oldest verified token is forgotten first', () => {
  const tokens = new VerifiedTokens<{ exp: number }>(2);
  const claims = { exp: inSeconds(60) };
  tokens.remember('token-a', claims, VERIFIED_AT);
  tokens.remember('token-b', claims, VERIFIED_AT);
  tokens.remember('token-a', claims, VERIFIED_AT);
  tokens.remember('token-c', claims, VERIFIED_AT);
  assertEquals(tokens.claimsOf('token-b', VERIFIED_AT), undefined);
  assertEquals(tokens.claimsOf('token-a', VERIFIED_AT), claims);
  assertEquals(tokens.claimsOf('token-c', VERIFIED_AT), claims);
});
