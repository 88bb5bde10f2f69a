import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from '../signing-key.ts';
import { verificationKey } from './caller.ts';
import { storageErrors } from './storage-error.ts';

/** The scope claim the real service puts in download tokens, so no other token serves bytes. */
const DOWNLOAD_SCOPE = 'download';

/** A signed-URL token as the real service makes it: a JWT with `url` = `<bucket>/<name>`. */
export async function signDownloadToken(
  signingKey: SigningKey,
  bucket: string,
  name: string,
  expiresInSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ url: `${bucket}/${name}`, scope: DOWNLOAD_SCOPE })
    .setProtectedHeader({ alg: 'ES256', kid: signingKey.kid, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(signingKey.privateKey);
}

/**
 * The token of a signed URL, checked as the real verifyObjectSignature does: signature and expiry
 * (jose's message as an InvalidJWT), download scope, and that it names exactly this object.
 */
export async function verifyDownloadToken(
  signingKey: SigningKey,
  token: string,
  bucket: string,
  name: string,
): Promise<{ expiresAt: Date }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await verificationKey(signingKey), {
      algorithms: ['ES256'],
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : undefined);
  }
  if (payload.scope !== DOWNLOAD_SCOPE)
    throw storageErrors.invalidSignature('Token is not scoped for download');
  if (payload.url !== `${bucket}/${name}`) throw storageErrors.invalidSignature();
  return { expiresAt: new Date((payload.exp ?? 0) * 1000) };
}
