import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest, forbidden, unprocessable } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { requireUser } from '../authenticate.ts';
import { passwordMatches } from '../create-user.ts';
import { optionalObject, optionalString, readJson } from '../request-body.ts';
import { AUDIENCE, findUserByEmail, loadUserJson, mergeUserMetadata } from '../user-record.ts';
import { checkPasswordStrength, validateEmail } from '../validation.ts';

const updateBody = z.object({
  email: optionalString,
  password: z.string().nullish(),
  current_password: optionalString,
  nonce: optionalString,
  data: optionalObject,
  app_metadata: optionalObject,
  phone: optionalString,
  channel: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/** GET /user and PUT /user, as GoTrue's UserGet and UserUpdate. */
export function userRoutes({ sql, verify }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>()
    .get('/user', async (c) => {
      const { claims, user } = await requireUser(sql, c.get('caller'), verify);
      const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
      if (audience !== AUDIENCE) {
        throw badRequest('validation_failed', "Token audience doesn't match request audience");
      }
      return c.json(await loadUserJson(sql, user.id));
    })
    .put('/user', async (c) => {
      const { user, session } = await requireUser(sql, c.get('caller'), verify);
      const body = await readJson(c, updateBody);
      const email = body.email ? validateEmail(body.email) : '';
      if (body.phone) {
        throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
      }
      if (body.password !== undefined && body.password !== null) checkPasswordStrength(body.password);
      if (body.app_metadata) {
        throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
      }
      if (email !== '' && email !== user.email) {
        const other = await findUserByEmail(sql, email);
        if (other && other.id !== user.id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
      }
      const password = body.password;
      if (password && user.encrypted_password && (await passwordMatches(sql, user.id, password))) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }

      await sql.begin(async (tx) => {
        if (password !== undefined && password !== null) {
          await tx`
            update auth.users
            set encrypted_password = ${password === '' ? tx`''` : tx`extensions.crypt(${password}, extensions.gen_salt('bf', 10))`},
                confirmation_token = '', confirmation_sent_at = null, recovery_token = '', recovery_sent_at = null,
                email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
                phone_change_token = '', phone_change_sent_at = null,
                reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
            where id = ${user.id}`;
          // A new password signs the user out everywhere else (User.UpdatePassword).
          if (session) await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${session.id}`;
          else await tx`delete from auth.sessions where user_id = ${user.id}`;
        }
        if (body.data) await mergeUserMetadata(tx, user, body.data);
        if (email !== '' && email !== user.email) {
          // A confirmed user's new address waits for confirmation (double_confirm_changes), as in
          // GoTrue; the stand-in sends no mail, so the change stays pending.
          await tx`
            update auth.users
            set email_change = ${email}, email_change_sent_at = now(), email_change_confirm_status = 0,
                updated_at = now()
            where id = ${user.id}`;
        }
      });
      return c.json(await loadUserJson(sql, user.id));
    });
}
