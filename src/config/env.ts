// Checked by hand rather than with zod: this module is in the entry chunk, which carries no zod.
// Its texts are for the developer who starts the app without its settings, in English.
/* eslint-disable lingui/no-unlocalized-strings */

/** The variable's problem, or undefined when it is set and well formed. */
function problemOf(value: unknown, wellFormed: (value: string) => boolean, problem: string) {
  if (value === undefined || value === '') return 'is missing';
  if (typeof value !== 'string') return 'must be a string';
  return wellFormed(value) ? undefined : problem;
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Fails at start-up, naming each missing or malformed variable, rather than on the first request. */
function parseEnv() {
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: key } = import.meta.env as Record<
    string,
    unknown
  >;
  const problems = [
    ['VITE_SUPABASE_URL', problemOf(url, isHttpUrl, 'must be an http(s) URL')],
    ['VITE_SUPABASE_PUBLISHABLE_KEY', problemOf(key, () => true, 'is missing')],
  ].flatMap(([name, problem]) => (problem ? [`${name} ${problem}`] : []));
  if (problems.length > 0 || typeof url !== 'string' || typeof key !== 'string') {
    throw new Error(
      `Invalid environment (copy .env.example to .env, or set the variables in the shell): ${problems.join('; ')}`,
    );
  }
  return { supabaseUrl: url.replace(/\/+$/, ''), supabasePublishableKey: key };
}

export const env = parseEnv();
