import type { MiddlewareHandler } from 'hono';
import type { StackConfig } from '../config.ts';
import type { AuthEnv } from './auth-env.ts';

/**
 * Routes Supabase's gateway passes to Auth without an API key: the browser reaches them by
 * navigation (OAuth start and callback, e-mail links), and the JWKS is public. The local Google
 * page stands in for Google's, which needs no Supabase key either.
 */
const OPEN_PATHS = [
  '/auth/v1/authorize',
  '/auth/v1/callback',
  '/auth/v1/verify',
  '/auth/v1/.well-known/jwks.json',
  '/auth/v1/local-google/',
];

const EXPOSED_HEADERS = 'X-Total-Count, Link, X-Supabase-Api-Version';
const ALLOWED_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS';

function isOpenPath(path: string): boolean {
  return OPEN_PATHS.some((open) =>
    open.endsWith('/') ? path.startsWith(open) : path === open || path === `${open}/`,
  );
}

/**
 * CORS for any origin, as the gateway's cors plugin: preflights are answered here (no key needed,
 * browsers send none), and every answer lets the page read the headers auth-js looks at.
 */
export const cors: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'OPTIONS' && origin && c.req.header('access-control-request-method')) {
    return c.body(null, 200, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '',
      'Access-Control-Max-Age': '3600',
    });
  }
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
};

/**
 * The gateway's key check: every request names the project's publishable or secret key in the
 * `apikey` header (or query parameter), else 401 with the gateway's own body. The key decides the
 * caller's role; an Authorization header holding a JWT (not an sb_ key) is passed on as the bearer.
 */
export function apiKeyCheck(config: StackConfig): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization') ?? '';
    const bearerMatch = /^Bearer\s+(\S+)$/i.exec(authorization);
    const bearer = bearerMatch?.[1]?.startsWith('sb_') ? undefined : bearerMatch?.[1];
    if (isOpenPath(c.req.path)) {
      c.set('caller', { keyRole: 'anon', bearer });
      return next();
    }
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (key !== config.publishableKey && key !== config.secretKey) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    c.set('caller', { keyRole: key === config.secretKey ? 'service_role' : 'anon', bearer });
    return next();
  };
}
