import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half, as served at /auth/v1/.well-known/jwks.json. */
  publicJwk: JWK;
}

/**
 * The auth stand-in signs access tokens with ES256, as Supabase's asymmetric JWT signing keys do.
 * The key pair is made once per machine and kept in the stack's git-ignored state folder, so
 * sessions survive a restart.
 */
export async function loadSigningKey(stateDir: string): Promise<SigningKey> {
  const file = join(stateDir, 'auth', 'signing-key.json');
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    jwk.kid = crypto.randomUUID();
    jwk.alg = 'ES256';
    jwk.use = 'sig';
    mkdirSync(join(stateDir, 'auth'), { recursive: true });
    writeFileSync(file, JSON.stringify(jwk, null, 2), { mode: 0o600 });
  }
  const jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  const privateKey = (await importJWK(jwk, 'ES256')) as CryptoKey;
  const { d: _private, ...publicJwk } = jwk;
  return { kid: String(jwk.kid), privateKey, publicJwk: { ...publicJwk, key_ops: ['verify'] } };
}
