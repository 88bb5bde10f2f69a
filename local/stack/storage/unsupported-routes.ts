import { Hono } from 'hono';
import type { StorageEnv } from './storage-env.ts';
import { StorageError } from './storage-error.ts';

/**
 * Object routes of the real service this project does not use. They are named here, before the
 * upload and download routes, so that none is mistaken for an object in a bucket called `list`,
 * `move`, `copy`, `info` or `upload`; each answers 501.
 */
export function unsupportedRoutes(): Hono<StorageEnv> {
  const notImplemented = (route: string) => () => {
    throw new StorageError(
      'NotImplemented',
      501,
      `The local storage stand-in does not implement ${route}`,
      'not_implemented',
      501,
    );
  };
  return new Hono<StorageEnv>()
    .post('/list/:bucket', notImplemented('listing objects'))
    .post('/move', notImplemented('moving objects'))
    .post('/copy', notImplemented('copying objects'))
    .get('/info/*', notImplemented('object info'))
    .on(['POST', 'PUT'], '/upload/sign/*', notImplemented('signed upload URLs'));
}
