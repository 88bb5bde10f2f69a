import { Hono } from 'hono';
import { createCleanup } from './auth-cleanup.ts';
import type { AuthEnv } from './auth-env.ts';
import { AuthApiError, errorResponse, OAuthError } from './auth-errors.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { apiKeyCheck, cors } from './gateway-access.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { authorizeRoutes } from './routes/authorize.ts';
import { callbackRoutes } from './routes/callback.ts';
import { localGoogleRoutes } from './routes/local-google.ts';
import { logoutRoutes } from './routes/logout.ts';
import { recoverRoutes } from './routes/recover.ts';
import { serviceInfoRoutes } from './routes/service-info.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';

/**
 * The Supabase Auth stand-in as a Hono app under /auth/v1: the gateway's CORS and key check first,
 * then GoTrue's routes. Errors are answered in GoTrue's shapes; anything unexpected is a 500
 * unexpected_failure, as GoTrue's default error handler gives.
 */
export function createAuthApp(deps: AuthRouteDeps, ready: () => Promise<void>): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>().basePath('/auth/v1');
  app.use(cors);
  app.use(apiKeyCheck(deps.config));
  const cleanup = createCleanup(deps.sql);
  app.use(async (c, next) => {
    await ready();
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') cleanup();
  });
  app.route('/', serviceInfoRoutes(deps));
  app.route('/', signupRoutes(deps));
  app.route('/', recoverRoutes(deps));
  app.route('/', tokenRoutes(deps));
  app.route('/', verifyRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', logoutRoutes(deps));
  app.route('/', authorizeRoutes(deps));
  app.route('/', callbackRoutes(deps));
  app.route('/', localGoogleRoutes(deps));
  app.route('/', adminUserRoutes(deps));

  app.notFound((c) => c.text('404 page not found', 404));
  app.onError((error, c) => {
    if (error instanceof AuthApiError || error instanceof OAuthError) return errorResponse(c, error);
    console.error('[auth]', error);
    return errorResponse(
      c,
      new AuthApiError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });
  return app;
}
