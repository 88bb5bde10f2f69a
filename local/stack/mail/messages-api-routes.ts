import { Hono } from 'hono';
import { z } from 'zod';
import { messageLinks } from './mail-links.ts';
import type { MailStore } from './mail-store.ts';
import { resendError } from './resend-error.ts';
import type { StoredMessage } from './stored-message.ts';

const filterSchema = z.object({ to: z.string().trim().min(1).optional() });

/** A message as the JSON API gives it: what was sent, plus the links found in it. */
function asJson(message: StoredMessage) {
  return { ...message, links: messageLinks(message) };
}

/**
 * JSON for tests, mounted at /api/messages:
 *   GET    /?to=<address>         the messages (to, cc or bcc that address), newest first
 *   GET    /latest?to=<address>   the newest such message, or 404
 *   GET    /:id                   one message, or 404
 *   DELETE /                      removes every message
 */
export function messagesApiRoutes(store: MailStore): Hono {
  const app = new Hono();

  app.get('/', (c) => {
    const filter = filterSchema.safeParse(c.req.query());
    if (!filter.success) return c.json(resendError(422, 'validation_error', 'Invalid `to` query.'), 422);
    const messages = store.list(filter.data).map(asJson);
    return c.json({ total: messages.length, messages });
  });

  app.get('/latest', (c) => {
    const filter = filterSchema.safeParse(c.req.query());
    if (!filter.success) return c.json(resendError(422, 'validation_error', 'Invalid `to` query.'), 422);
    const [latest] = store.list(filter.data);
    if (!latest) {
      const whom = filter.data.to ? ` to ${filter.data.to}` : '';
      return c.json(resendError(404, 'not_found', `No message${whom} yet.`), 404);
    }
    return c.json(asJson(latest));
  });

  app.get('/:id', (c) => {
    const message = store.get(c.req.param('id'));
    if (!message) return c.json(resendError(404, 'not_found', 'No message with this id.'), 404);
    return c.json(asJson(message));
  });

  app.delete('/', (c) => c.json({ deleted: store.clear() }));

  return app;
}
