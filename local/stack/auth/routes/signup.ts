import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest, unprocessable } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { sendConfirmation } from '../confirmation-mail.ts';
import { emailIdentityData, insertIdentity, insertUser } from '../create-user.ts';
import { createFlowState } from '../flow-state.ts';
import { referrer } from '../redirect-url.ts';
import { optionalObject, optionalString, readJson } from '../request-body.ts';
import { findUserByEmail, loadUserJson, userJson, type UserRow } from '../user-record.ts';
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
 * GoTrue's sanitizeUser: a sign-up for an address that already has a confirmed account answers
 * with a made-up unconfirmed user, shaped like a real answer, so the caller cannot tell.
 */
function obfuscatedUser(existing: UserRow, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    ...userJson(existing, []),
    id: crypto.randomUUID(),
    role: '',
    phone: '',
    created_at: now,
    updated_at: now,
    confirmation_sent_at: now,
    last_sign_in_at: undefined,
    confirmed_at: undefined,
    email_change_sent_at: undefined,
    email_confirmed_at: undefined,
    phone_confirmed_at: undefined,
    new_email: undefined,
    user_metadata: data,
    app_metadata: { provider: 'email', providers: ['email'] },
  };
}

/**
 * POST /signup, as GoTrue's Signup with e-mail confirmations on (config.toml enable_confirmations):
 * the answer is the user without a session, and a mail with a link to GET /verify confirms the
 * address. A PKCE sign-up keeps a flow state, so that link ends in `?code=` for the same browser.
 * An address that is already confirmed gets no mail and the caller an obfuscated user, as GoTrue
 * does, so sign-up never tells whether an address has an account.
 */
export function signupRoutes({ sql, config }: AuthRouteDeps): Hono<AuthEnv> {
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
    const codeChallenge = body.code_challenge ?? '';
    const codeChallengeMethod = body.code_challenge_method ?? '';
    validatePkceParams(codeChallengeMethod, codeChallenge);
    if (email === '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const address = validateEmail(email);
    const redirectTo = referrer(config.siteUrl, c.req.query('redirect_to'), c.req.header('referer'));

    const answer = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`signup:${address}`}))`;
      const existing = await findUserByEmail(tx, address);
      if (existing?.email_confirmed_at) return obfuscatedUser(existing, data);
      // An unconfirmed account is not updated (the caller's claim to the address is unproven):
      // it only gets a new link.
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
      const pkce = codeChallenge !== '';
      if (pkce) {
        await createFlowState(tx, {
          providerType: 'email',
          authenticationMethod: 'email/signup',
          codeChallenge,
          codeChallengeMethod,
          referrer: redirectTo,
          userId,
        });
      }
      await sendConfirmation(tx, config, { id: userId, email: address }, { pkce, redirectTo });
      return loadUserJson(tx, userId);
    });
    return c.json(answer);
  });
}
