// The public API's writes take a key with scope READ_WRITE. The database refuses a READ key's writes
// too (private.api_key_can_write in the policies); this answers it first, with the reason.
import { createMiddleware } from 'hono/factory';
import { requireApiKey, type ApiKeyEnv } from '../auth.ts';
import { errorCodes } from '../contract/errors.ts';
import { v1InvitationMessages } from '../contract/v1/invitations.ts';
import { HttpError } from '../http-error.ts';

/** Route middleware: 401 without a live API key, 403 for a READ key; handlers then read c.var.apiKey. */
export const requireWriteKey = createMiddleware<ApiKeyEnv>((c, next) =>
  requireApiKey(c, async () => {
    if (c.var.apiKey.scope !== 'READ_WRITE') {
      throw new HttpError(403, v1InvitationMessages.readOnlyKey, { code: errorCodes.readOnlyKey });
    }
    await next();
  }),
);
