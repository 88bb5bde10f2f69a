/**
 * The project's secret key, for what only server code may do: deleting an auth user, removing the
 * resume files of a deleted user, signing a public resume's video URL. Locally and when self-hosted it is SUPABASE_SECRET_KEY; hosted
 * functions get the JSON SUPABASE_SECRET_KEYS ({"default": "sb_secret_…"}); older projects only the
 * legacy SUPABASE_SERVICE_ROLE_KEY. Read when needed, so the rest of the api works without it.
 */
export function secretKey(): string {
  const single = Deno.env.get('SUPABASE_SECRET_KEY')?.trim();
  if (single) return single;
  const many = Deno.env.get('SUPABASE_SECRET_KEYS')?.trim();
  if (many) {
    try {
      const keys = JSON.parse(many) as Record<string, unknown>;
      const key = keys.default ?? Object.values(keys)[0];
      if (typeof key === 'string' && key) return key;
    } catch {
      // Not JSON: fall through to the legacy key.
    }
  }
  const legacy = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')?.trim();
  if (legacy) return legacy;
  throw new Error('The api function needs the environment variable SUPABASE_SECRET_KEY.');
}
