import { Hono } from 'hono';
import { z } from 'zod';
import type { MailStore } from './mail-store.ts';
import { listPage, messagePage, notFoundPage } from './viewer-pages.ts';

/**
 * Pages are plain server-rendered HTML. Mail bodies render in a sandboxed iframe, and this policy
 * forbids scripts on the pages and in the iframe (a srcdoc frame inherits it) all the same.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; font-src * data:; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const filterSchema = z.object({ to: z.string().trim().optional() });

/** Another site must not empty the inbox through a form post: same origin or none at all. */
function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The browser UI: the inbox at `/`, one message at `/messages/:id`, and delete-all. */
export function viewerRoutes(store: MailStore): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    }
  });

  app.get('/', (c) => {
    const to = filterSchema.safeParse(c.req.query()).data?.to || undefined;
    return c.html(listPage(store.list({ to }), to));
  });

  app.get('/messages/:id', (c) => {
    const message = store.get(c.req.param('id'));
    return message ? c.html(messagePage(message)) : c.html(notFoundPage('No message with this id.'), 404);
  });

  app.post('/messages/delete-all', (c) => {
    if (!isSameOrigin(c.req.header('origin'), c.req.header('host'))) {
      return c.html(notFoundPage('Delete-all is only accepted from this page.'), 403);
    }
    store.clear();
    return c.redirect('/', 303);
  });

  return app;
}
