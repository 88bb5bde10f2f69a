import { parseServerEnv, type ServerEnv } from '../env.ts';

/** The variables the function cannot start without, with made-up values. */
export const REQUIRED_VARIABLES = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
};

/** What env.ts makes of these variables, beside the required ones. */
export function serverEnvOf(values: Record<string, string | undefined>): ServerEnv {
  return parseServerEnv({ ...REQUIRED_VARIABLES, ...values });
}
