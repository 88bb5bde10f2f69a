import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../local/stack/config.ts';
import { testStackConfig } from './test-stack.ts';

export interface ApiRoute {
  method: string;
  /** Hono's pattern, e.g. `/api/interviews/:id`. */
  path: string;
}

/** `METHOD /api/path/:param`, the key the route tables of the tests use. */
export function routeKey(route: ApiRoute): string {
  return `${route.method} ${route.path}`;
}

/**
 * The api app's own route list, read by importing the app under Deno (list-routes.ts), so a test
 * that walks it covers a route the moment it is added.
 */
export function apiRoutes(): ApiRoute[] {
  const config = testStackConfig();
  const output = execFileSync(
    resolve(REPO_ROOT, 'node_modules/.bin/deno'),
    [
      'run',
      '--config',
      'supabase/functions/api/deno.json',
      '--allow-env',
      '--allow-read',
      '--no-prompt',
      'supabase/functions/_shared/testing/list-routes.ts',
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
        SUPABASE_DB_URL: config.databaseUrl,
        SUPABASE_URL: config.supabaseUrl,
        SUPABASE_PUBLISHABLE_KEY: config.publishableKey,
        SUPABASE_SECRET_KEY: config.secretKey,
        SITE_URL: config.siteUrl,
      },
    },
  );
  return JSON.parse(output) as ApiRoute[];
}
