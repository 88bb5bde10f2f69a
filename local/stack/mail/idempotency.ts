import { createHash } from 'node:crypto';

/** Resend remembers an idempotency key for 24 hours. */
const TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyCheck =
  { kind: 'new'; remember(id: string): void } | { kind: 'replay'; id: string } | { kind: 'conflict' };

/**
 * Resend's `Idempotency-Key` header: the same key with the same body answers the first e-mail's id
 * without storing it again; the same key with another body is a conflict.
 */
export function createIdempotencyKeys() {
  const seen = new Map<string, { fingerprint: string; id: string; at: number }>();
  return {
    check(key: string, body: unknown): IdempotencyCheck {
      const now = Date.now();
      for (const [k, entry] of seen) if (now - entry.at > TTL_MS) seen.delete(k);
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const entry = seen.get(key);
      if (!entry) return { kind: 'new', remember: (id) => seen.set(key, { fingerprint, id, at: now }) };
      return entry.fingerprint === fingerprint ? { kind: 'replay', id: entry.id } : { kind: 'conflict' };
    },
  };
}
