import { createHash, randomBytes } from 'node:crypto';

/** What the local Google stand-in tells Auth about the person who signed in. */
export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

/** Google's authorization codes live minutes; the stand-in's ten. */
const CODE_TTL_MS = 10 * 60_000;

/**
 * A stable Google-style subject for an e-mail address (Google's are 21 digits): the same person
 * signing in again finds the same identity.
 */
export function googleSubject(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  const digits = BigInt(`0x${digest.subarray(0, 12).toString('hex')}`) % 10n ** 20n;
  return `1${digits.toString().padStart(20, '0')}`;
}

/**
 * The Google side of the local OAuth flow, kept in memory: the sign-in page issues one-time
 * authorization codes, and Auth's callback exchanges them for the profile, as it would exchange a
 * real code at Google's token endpoint.
 */
export function createLocalGoogle() {
  const codes = new Map<string, { profile: GoogleProfile; expiresAt: number }>();
  return {
    issueCode(profile: Omit<GoogleProfile, 'sub'>): string {
      const now = Date.now();
      for (const [code, entry] of codes) if (entry.expiresAt < now) codes.delete(code);
      const code = `4/local-${randomBytes(24).toString('base64url')}`;
      const email = profile.email.trim().toLowerCase();
      codes.set(code, {
        profile: { sub: googleSubject(email), email, name: profile.name.trim() },
        expiresAt: now + CODE_TTL_MS,
      });
      return code;
    },
    exchangeCode(code: string): GoogleProfile | undefined {
      const entry = codes.get(code);
      codes.delete(code);
      return entry && entry.expiresAt >= Date.now() ? entry.profile : undefined;
    },
  };
}

export type LocalGoogle = ReturnType<typeof createLocalGoogle>;
