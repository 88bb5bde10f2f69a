import { resolve } from 'node:path';
import { REPO_ROOT } from '../../local/stack/config.ts';
import { testStackConfig } from './test-stack.ts';

/** Deno from the npm package, as the api function runs under it. */
export const DENO = resolve(REPO_ROOT, 'node_modules/.bin/deno');

/** The environment the api function's code needs at import, pointed at the test stack. */
export function functionEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const config = testStackConfig();
  return {
    ...process.env,
    NO_COLOR: '1',
    DENO_NO_UPDATE_CHECK: '1',
    SUPABASE_DB_URL: config.databaseUrl,
    SUPABASE_URL: config.supabaseUrl,
    SUPABASE_PUBLISHABLE_KEY: config.publishableKey,
    SUPABASE_SECRET_KEY: config.secretKey,
    SITE_URL: config.siteUrl,
    ...extra,
  };
}
