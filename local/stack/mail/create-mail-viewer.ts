import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { StackConfig } from '../config.ts';
import { createMailStore } from './mail-store.ts';
import { messagesApiRoutes } from './messages-api-routes.ts';
import { resendError } from './resend-error.ts';
import { resendRoutes } from './resend-routes.ts';
import { notFoundPage } from './viewer-pages.ts';
import { viewerRoutes } from './viewer-routes.ts';

export interface MailViewerDeps {
  config: StackConfig;
  /** One line per received e-mail, with the address to read it at. */
  log?: (line: string) => void;
}

/**
 * The mail viewer on the mail port (54324 by default), standing in for Mailpit. It speaks Resend's
 * sending API (`POST /emails`), so the app's Resend adapter can point at it, and shows every
 * message in a browser (`/`) and as JSON for tests (`/api/messages`). Messages are kept in memory
 * and in `<stateDir>/mail/messages.jsonl`, so they survive a restart.
 */
export function createMailViewer(deps: MailViewerDeps): RequestListener {
  const { config, log } = deps;
  const store = createMailStore({ file: join(config.stateDir, 'mail', 'messages.jsonl') });
  const app = new Hono();

  app.route(
    '/',
    resendRoutes({
      store,
      onMessage: (message) =>
        log?.(
          `${JSON.stringify(message.subject)} to ${message.to.join(', ')}: ${config.mailUrl}/messages/${message.id}`,
        ),
    }),
  );
  app.route('/api/messages', messagesApiRoutes(store));
  app.route('/', viewerRoutes(store));

  app.notFound((c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/emails')) {
      return c.json(resendError(404, 'not_found', `No route ${c.req.method} ${path}.`), 404);
    }
    return c.html(notFoundPage(`Nothing at ${path}.`), 404);
  });
  app.onError((error, c) => {
    log?.(`Error: ${error.message}`);
    return c.json(resendError(500, 'application_error', error.message), 500);
  });

  return getRequestListener(app.fetch, { overrideGlobalObjects: false });
}
