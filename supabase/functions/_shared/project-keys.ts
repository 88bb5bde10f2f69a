// The project's API keys as functions receive them: locally and self-hosted one variable each
// (SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY); hosted functions get JSON maps
// (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS: {"default": "sb_…"}); older projects only the
// legacy SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY.

function projectKey(single: string, many: string, legacy: string): string {
  const value = Deno.env.get(single)?.trim();
  if (value) return value;
  const map = Deno.env.get(many)?.trim();
  if (map) {
    try {
      const keys = JSON.parse(map) as Record<string, unknown>;
      const key = keys.default ?? Object.values(keys)[0];
      if (typeof key === 'string' && key) return key;
    } catch {
      // Not JSON: fall through to the legacy key.
    }
  }
  const legacyValue = Deno.env.get(legacy)?.trim();
  if (legacyValue) return legacyValue;
  throw new Error(`The api function needs the environment variable ${single}.`);
}

/** The publishable key, sent as `apikey` beside a caller's own bearer. */
export function publishableKey(): string {
  return projectKey('SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_ANON_KEY');
}

/**
 * The secret key, for what only server code may do: deleting an auth user, removing the resume
 * files of a deleted user, signing the video URL of a public resume for a visitor. Read when needed, so the rest of
 * the api works without it.
 */
export function secretKey(): string {
  return projectKey('SUPABASE_SECRET_KEY', 'SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY');
}
