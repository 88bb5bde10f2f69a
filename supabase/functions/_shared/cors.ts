import { cors } from 'hono/cors';
import { serverEnv } from './env.ts';

/**
 * The site's origin and, for a local address, its localhost/127.0.0.1 twin: both name the same
 * dev server, and which one a browser shows depends on the link that was followed.
 */
function siteOrigins(siteUrl: string | undefined): Set<string> {
  if (!siteUrl) return new Set();
  const url = new URL(siteUrl);
  const origins = new Set([url.origin]);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (twin) {
    url.hostname = twin;
    origins.add(url.origin);
  }
  return origins;
}

/**
 * CORS for the site (SITE_URL) only: other origins get no CORS headers, so browsers keep their
 * pages out. Auth is a bearer header, never a cookie, so credentials are not allowed.
 */
export function siteCors() {
  const allowed = siteOrigins(serverEnv.siteUrl);
  if (allowed.size === 0) console.warn('SITE_URL is not set: no browser origin may call the api.');
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info'],
    // The app saves a file answer under the name the api gives it there.
    exposeHeaders: ['content-disposition'],
    maxAge: 7200,
  });
}
