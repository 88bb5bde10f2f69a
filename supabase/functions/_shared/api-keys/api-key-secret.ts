// The keys of the public API (issue #22): `aik_<8 visible>_<secret>`, letters and digits only so a
// key survives copying, shells and URL-encoding unchanged. Only the SHA-256 of the whole key is
// kept; the visible part is the prefix owners see.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const VISIBLE_LENGTH = 8;
// 43 characters of 62 carry about 256 bits: no search finds a key from its hash or its prefix.
const SECRET_LENGTH = 43;
// Bytes at or above the largest multiple of 62 are skipped, so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

const KEY_PATTERN = new RegExp(`^(aik_[A-Za-z0-9]{${VISIBLE_LENGTH}})_[A-Za-z0-9]{${SECRET_LENGTH}}$`);

function randomCharacters(count: number): string {
  let text = '';
  while (text.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < UNBIASED_LIMIT && text.length < count) text += ALPHABET[byte % ALPHABET.length];
    }
  }
  return text;
}

/** A new key, its prefix, and the hex SHA-256 the database keeps. */
export async function newApiKey(): Promise<{ key: string; prefix: string; hashHex: string }> {
  const prefix = `aik_${randomCharacters(VISIBLE_LENGTH)}`;
  const key = `${prefix}_${randomCharacters(SECRET_LENGTH)}`;
  return { key, prefix, hashHex: await apiKeyHashHex(key) };
}

/** The hex SHA-256 of a key, as stored; what a request's key is looked up by. */
export async function apiKeyHashHex(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `text` has the shape of a key, and its prefix if so. */
export function apiKeyPrefix(text: string): string | null {
  return KEY_PATTERN.exec(text)?.[1] ?? null;
}
