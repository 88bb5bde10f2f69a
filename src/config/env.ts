// First, because env parses on import, possibly in a chunk evaluated before main.tsx's own code.
import '@/lib/zod-without-eval';
import { z } from 'zod';

const missingOr = (problem: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === '' ? 'is missing' : problem;

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/, error: missingOr('must be an http(s) URL') }),
  VITE_SUPABASE_PUBLISHABLE_KEY: z
    .string({ error: missingOr('must be a string') })
    .min(1, { error: 'is missing' }),
});

/** Fails at start-up, naming each missing or malformed variable, rather than on the first request. */
function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(
      `Invalid environment (copy .env.example to .env, or set the variables in the shell): ${problems.join('; ')}`,
    );
  }
  return {
    supabaseUrl: parsed.data.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    supabasePublishableKey: parsed.data.VITE_SUPABASE_PUBLISHABLE_KEY,
  };
}

export const env = parseEnv();
