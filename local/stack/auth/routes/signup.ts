import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest, unprocessable } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { clientInfo } from '../client-info.ts';
import { confirmUser, emailIdentityData, insertIdentity, insertUser } from '../create-user.ts';
import { optionalObject, optionalString, readJson } from '../request-body.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail } from '../user-record.ts';
import { checkPasswordStrength, validateEmail, validatePkceParams } from '../validation.ts';

const signupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: optionalObject,
  channel: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/**
 * POST /signup, as GoTrue's Signup with mailer autoconfirm on (the local config): the user is
 * confirmed at once and signed in, so the answer is a session.
 */
export function signupRoutes({ sql, config, signingKey }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>().post('/signup', async (c) => {
    const body = await readJson(c, signupBody);
    const email = body.email ?? '';
    const phone = body.phone ?? '';
    const password = body.password ?? '';
    const data = body.data ?? {};
    if (email === '' && phone === '') {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password);
    if (email !== '' && phone !== '') {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      );
    }
    validatePkceParams(body.code_challenge_method ?? '', body.code_challenge ?? '');
    if (email === '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const address = validateEmail(email);

    const session = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`signup:${address}`}))`;
      const existing = await findUserByEmail(tx, address);
      if (existing?.email_confirmed_at) {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      let userId = existing?.id;
      if (!userId) {
        const user = await insertUser(tx, {
          email: address,
          password,
          provider: 'email',
          userMetadata: data,
        });
        userId = user.id;
        await insertIdentity(tx, userId, 'email', emailIdentityData(userId, address, data));
      }
      await confirmUser(tx, userId);
      return issueSession(tx, { config, signingKey }, userId, 'password', clientInfo(c));
    });
    return c.json(session);
  });
}
