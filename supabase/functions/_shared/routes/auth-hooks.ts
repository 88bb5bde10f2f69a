// Supabase Auth's Send Email Hook (issue #36): Auth hands the api the sign-up's confirmation and the
// password reset instead of sending its single-language templates, and the api sends them in the
// account's language through its mail provider. No session: the request is Auth's, proven by its
// Standard Webhooks signature with SEND_EMAIL_HOOK_SECRET, checked before the body is looked at.
import { createMiddleware } from 'hono/factory';
import { Webhook } from 'standardwebhooks';
import type { AppEnv } from '../app-env.ts';
import {
  authHookApi,
  authHookMessages,
  isSendEmailActionType,
  type SendEmailHookPayload,
} from '../contract/auth-hooks.ts';
import { errorCodes } from '../contract/errors.ts';
import { isSupportedLocale, type Locale } from '../contract/locale-tags.ts';
import { asService } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { renderAuthEmail } from '../mail/auth-emails.ts';
import { mailSenderFromEnv } from '../mail/mail-sender-from-env.ts';
import { RouteTable } from '../route-table.ts';

const mail = mailSenderFromEnv(serverEnv.mail);

// Supabase writes the secret as `v1,whsec_<base64>`; Webhook takes `whsec_<base64>`.
const hook = serverEnv.sendEmailHookSecret
  ? new Webhook(serverEnv.sendEmailHookSecret.replace(/^v1,/, ''))
  : null;

/**
 * Auth's signature over the raw body (webhook-id, webhook-timestamp, webhook-signature; at most
 * five minutes old), before the route's validators parse it: 503 without a secret, 401 without a
 * good signature.
 */
const signedByAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!hook) throw new HttpError(503, authHookMessages.notConfigured);
  const body = await c.req.text();
  try {
    hook.verify(body, {
      'webhook-id': c.req.header('webhook-id') ?? '',
      'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
      'webhook-signature': c.req.header('webhook-signature') ?? '',
    });
  } catch (error) {
    throw new HttpError(401, authHookMessages.badSignature, {
      code: errorCodes.unauthenticated,
      cause: error,
    });
  }
  await next();
});

/**
 * The account's language: the one it chose (profiles.locale), else the one its sign-up page spoke
 * (user_metadata.locale, issue #36) when supported, else English. The profile is read as
 * service_role: Auth's request carries no user. Inside a sign-up, Auth has not committed the new
 * account yet, so only its metadata is seen.
 */
async function accountLocale(user: SendEmailHookPayload['user']): Promise<Locale> {
  const [profile] = await asService(
    (tx) => tx<{ locale: Locale | null }[]>`select locale from public.profiles where id = ${user.id}`,
  );
  if (profile?.locale) return profile.locale;
  const requested = user.user_metadata?.locale;
  return isSupportedLocale(requested) ? requested : 'en';
}

/** Auth's own link, as its templates' {{ .ConfirmationURL }}: GET /verify with the token hash. */
function verifyUrl(data: SendEmailHookPayload['email_data']): string {
  const redirect = data.redirect_to ? `&redirect_to=${encodeURIComponent(data.redirect_to)}` : '';
  return `${serverEnv.publicUrl}/auth/v1/verify?token=${encodeURIComponent(data.token_hash)}&type=${data.email_action_type}${redirect}`;
}

export const authHookRoutes = new RouteTable().handle(
  authHookApi.sendEmail,
  signedByAuth,
  async (_c, { body: { user, email_data } }) => {
    const kind = email_data.email_action_type;
    if (!isSendEmailActionType(kind)) {
      throw new HttpError(400, authHookMessages.unsupportedAction(kind), { code: errorCodes.invalidInput });
    }
    const email = renderAuthEmail({
      kind,
      verifyUrl: verifyUrl(email_data),
      locale: await accountLocale(user),
    });
    const outcome = await mail.send({ to: user.email, ...email });
    if (outcome.status === 'failed') {
      throw new HttpError(503, authHookMessages.notSent, { cause: new Error(outcome.error) });
    }
    // Test mode (MAIL_TEST_RECIPIENT, or Resend before a domain is verified) holds it back, as it
    // holds back any mail to others: Auth's request goes on, the log says why nothing went out.
    if (outcome.status === 'test_mode') console.warn(`Auth's ${kind} e-mail held back: ${outcome.detail}`);
    return {};
  },
);
