import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../../local/stack/config.ts';
import { DENO, functionEnv } from './deno.ts';

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
  const output = execFileSync(
    DENO,
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
      env: functionEnv(),
    },
  );
  return JSON.parse(output) as ApiRoute[];
}
