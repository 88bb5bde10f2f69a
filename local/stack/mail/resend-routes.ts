import { Hono, type Context } from 'hono';
import { createIdempotencyKeys } from './idempotency.ts';
import type { MailStore } from './mail-store.ts';
import { resendError } from './resend-error.ts';
import { sendBatchSchema, sendEmailSchema, validationMessage } from './send-email-schema.ts';
import type { StoredMessage } from './stored-message.ts';

export interface ResendRoutesDeps {
  store: MailStore;
  /** Called with each stored message, e.g. to log where to read it. */
  onMessage?: (message: StoredMessage) => void;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

async function readJson(c: Context): Promise<Parsed<unknown>> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) };
  } catch {
    return {
      ok: false,
      response: c.json(resendError(422, 'validation_error', 'The request body must be valid JSON.'), 422),
    };
  }
}

/** Resend's `GET /emails/:id` shape. */
function asResendEmail(message: StoredMessage) {
  const orNull = (list: string[]) => (list.length > 0 ? list : null);
  return {
    object: 'email',
    id: message.id,
    to: message.to,
    from: message.from,
    created_at: message.created_at,
    subject: message.subject,
    html: message.html,
    text: message.text,
    cc: orNull(message.cc),
    bcc: orNull(message.bcc),
    reply_to: orNull(message.reply_to),
    last_event: 'delivered',
  };
}

/**
 * The part of Resend's HTTP API the app uses (https://resend.com/docs/api-reference/emails), so the
 * app's Resend adapter can point its base URL here: any bearer key is accepted, nothing is delivered.
 */
export function resendRoutes({ store, onMessage }: ResendRoutesDeps): Hono {
  const app = new Hono();
  const idempotencyKeys = createIdempotencyKeys();

  app.use('/emails/*', async (c, next) => {
    if (!/^Bearer\s+\S+/i.test(c.req.header('authorization') ?? '')) {
      return c.json(
        resendError(
          401,
          'missing_api_key',
          'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
        ),
        401,
      );
    }
    await next();
  });

  app.post('/emails', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const key = c.req.header('idempotency-key');
    if (key !== undefined && (key.length < 1 || key.length > 256)) {
      return c.json(resendError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.'), 400);
    }
    const parsed = sendEmailSchema.safeParse(body.value);
    if (!parsed.success) {
      return c.json(resendError(422, 'validation_error', validationMessage(parsed.error)), 422);
    }
    const idempotency = key === undefined ? undefined : idempotencyKeys.check(key, body.value);
    if (idempotency?.kind === 'replay') return c.json({ id: idempotency.id });
    if (idempotency?.kind === 'conflict') {
      return c.json(
        resendError(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        ),
        409,
      );
    }
    const message = store.add(parsed.data);
    idempotency?.remember(message.id);
    onMessage?.(message);
    return c.json({ id: message.id });
  });

  app.post('/emails/batch', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const batch = sendBatchSchema.safeParse(body.value);
    if (!batch.success) {
      return c.json(resendError(422, 'validation_error', validationMessage(batch.error)), 422);
    }
    const emails = [];
    for (const [index, item] of batch.data.entries()) {
      const parsed = sendEmailSchema.safeParse(item);
      if (!parsed.success) {
        const message = `emails[${index}]: ${validationMessage(parsed.error)}`;
        return c.json(resendError(422, 'validation_error', message), 422);
      }
      emails.push(parsed.data);
    }
    const data = emails.map((email) => {
      const message = store.add(email);
      onMessage?.(message);
      return { id: message.id };
    });
    return c.json({ data });
  });

  app.get('/emails/:id', (c) => {
    const message = store.get(c.req.param('id'));
    if (!message) return c.json(resendError(404, 'not_found', 'Email not found'), 404);
    return c.json(asResendEmail(message));
  });

  return app;
}
