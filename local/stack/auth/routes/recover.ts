import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { createFlowState } from '../flow-state.ts';
import { sendRecovery } from '../recovery-mail.ts';
import { referrer } from '../redirect-url.ts';
import { optionalString, readJson } from '../request-body.ts';
import { findUserByEmail } from '../user-record.ts';
import { validateEmail, validatePkceParams } from '../validation.ts';

const recoverBody = z.object({
  email: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/**
 * POST /recover, as GoTrue's Recover: a mail with a link to GET /verify?type=recovery for an
 * address that has an account, and `{}` either way, so the answer never tells whether it has one.
 * A PKCE request keeps a flow state, so that link ends in `?code=` for the same browser.
 */
export function recoverRoutes({ sql, config }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>().post('/recover', async (c) => {
    const body = await readJson(c, recoverBody);
    if (!body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
    const address = validateEmail(body.email);
    const codeChallenge = body.code_challenge ?? '';
    const codeChallengeMethod = body.code_challenge_method ?? '';
    validatePkceParams(codeChallengeMethod, codeChallenge);
    const redirectTo = referrer(config.siteUrl, c.req.query('redirect_to'), c.req.header('referer'));

    await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`recover:${address}`}))`;
      const user = await findUserByEmail(tx, address);
      if (!user?.email) return;
      const pkce = codeChallenge !== '';
      if (pkce) {
        await createFlowState(tx, {
          providerType: 'recovery',
          authenticationMethod: 'recovery',
          codeChallenge,
          codeChallengeMethod,
          referrer: redirectTo,
          userId: user.id,
        });
      }
      await sendRecovery(tx, config, { ...user, email: user.email }, { pkce, redirectTo });
    });
    return c.json({});
  });
}
