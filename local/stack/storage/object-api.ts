import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { callerOf } from './caller.ts';
import { deleteObjectRoutes } from './delete-object-routes.ts';
import { readObjectRoutes } from './read-object-routes.ts';
import { signObjectRoutes } from './sign-object-routes.ts';
import type { StorageContext } from './storage-context.ts';
import type { StorageEnv } from './storage-env.ts';
import { toStorageError } from './storage-error.ts';
import { unsupportedRoutes } from './unsupported-routes.ts';
import { uploadObjectRoute } from './upload-object-route.ts';

/**
 * The object routes of /storage/v1 that the app and storage-js use. Fixed routes come first, so a
 * bucket can never shadow them. Errors are answered in the real service's shape.
 */
export function createObjectApi(ctx: StorageContext): Hono<StorageEnv> {
  const app = new Hono<StorageEnv>().basePath('/storage/v1');
  app.use(async (c, next) => {
    c.set('caller', callerOf(c.env.incoming));
    await next();
  });
  app.route('/object', unsupportedRoutes());
  app.route('/object', signObjectRoutes(ctx));
  app.route('/object', readObjectRoutes(ctx));
  app.route('/object', uploadObjectRoute(ctx));
  app.route('/object', deleteObjectRoutes(ctx));
  app.onError((error, c) => {
    const storageError = toStorageError(error);
    return c.json(storageError.toBody(), storageError.httpStatus as ContentfulStatusCode);
  });
  // Fastify's answer for a route the real service does not have.
  app.notFound((c) =>
    c.json(
      {
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${c.req.method}:${new URL(c.req.url).pathname} not found`,
      },
      404,
    ),
  );
  return app;
}
