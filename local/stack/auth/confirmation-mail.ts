import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SendEmailActionType, SendEmailHookPayload } from '#contract/auth-hooks';
import type { SendEmailHook, StackConfig } from '../config.ts';
import type { Db } from './auth-env.ts';
import { internalError } from './auth-errors.ts';
import { loadUserJson } from './user-record.ts';

/** GoTrue's prefix on a token whose verification ends in a PKCE code rather than a session. */
export const PKCE_PREFIX = 'pkce_';

/** supabase/config.toml [auth.email] otp_expiry: how long a confirmation link stays valid. */
export const CONFIRMATION_EXPIRY_MS = 3600_000;

/** Who Supabase's local mailer signs as (Inbucket's default sender). */
export const SENDER = 'Supabase Auth <admin@email.com>';

/** How long GoTrue waits for an HTTP hook (its default is 5 s; a busy test machine needs more). */
const HOOK_TIMEOUT_MS = 10_000;

/** A new one-time code and GoTrue's GenerateTokenHash of it: sha224 of the address and the code, in hex. */
export function newToken(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: createHash('sha224').update(`${email}${otp}`).digest('hex') };
}

export interface AuthMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
}

/** The link of a mail to GET /verify, HTML-escaped for the template. */
export function verifyHref(config: StackConfig, token: string, type: string, redirectTo: string): string {
  const link = new URL(`${config.supabaseUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString().replaceAll('&', '&amp;');
}

/** Supabase's default "Confirm signup" template, with the link to GET /verify. */
function confirmationMail(config: StackConfig, to: string, token: string, redirectTo: string): AuthMail {
  const href = verifyHref(config, token, 'signup', redirectTo);
  return {
    from: SENDER,
    to: [to],
    subject: 'Confirm Your Signup',
    html: `<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="${href}">Confirm your mail</a></p>`,
  };
}

/** Hands a mail to the local mail viewer, as Supabase's local stack hands its mails to Mailpit. */
async function deliver(config: StackConfig, mail: AuthMail, failure: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${config.mailUrl}/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer local-auth', 'content-type': 'application/json' },
      body: JSON.stringify(mail),
    });
  } catch (error) {
    console.error('[auth] the mail viewer is unreachable:', error);
    throw internalError(failure);
  }
  if (!response.ok) {
    console.error('[auth] the mail viewer refused a mail:', response.status, await response.text());
    throw internalError(failure);
  }
}

/** What an Auth e-mail is about: its kind, the token sent (the code and its stored hash), the redirect. */
export interface AuthMailAction {
  type: SendEmailActionType;
  otp: string;
  tokenHash: string;
  redirectTo: string;
}

/**
 * GoTrue's Send Email Hook (supabase/config.toml [auth.hook.send_email]): the user as GoTrue sends
 * it and what its template would have been given, POSTed to the hook signed per Standard Webhooks
 * (webhook-id, webhook-timestamp, webhook-signature) with the hook's secret. A 2xx means sent;
 * anything else, or no answer, fails the Auth request as a mail that cannot be sent does.
 */
async function callSendEmailHook(
  db: Db,
  config: StackConfig,
  hook: SendEmailHook,
  userId: string,
  action: AuthMailAction,
  failure: string,
): Promise<void> {
  const payload: SendEmailHookPayload = {
    user: await loadUserJson(db, userId),
    email_data: {
      token: action.otp,
      token_hash: action.tokenHash,
      redirect_to: action.redirectTo,
      email_action_type: action.type,
      site_url: config.siteUrl,
      token_new: '',
      token_hash_new: '',
    },
  };
  const body = JSON.stringify(payload);
  const id = `msg_${randomUUID()}`;
  const sentAt = new Date();
  const signature = new Webhook(hook.secret.replace(/^v1,/, '')).sign(id, sentAt, body);
  let response: Response;
  try {
    response = await fetch(hook.uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('[auth] the Send Email Hook is unreachable:', error);
    throw internalError(failure);
  }
  if (!response.ok) {
    console.error('[auth] the Send Email Hook answered', response.status, await response.text());
    throw internalError(failure);
  }
}

/**
 * An Auth e-mail as GoTrue sends it: through the Send Email Hook when one is configured, else its
 * default template (`mail`) to the mail viewer. `failure` is the Auth error when it cannot be sent.
 */
export async function sendAuthMail(
  db: Db,
  config: StackConfig,
  userId: string,
  action: AuthMailAction,
  mail: AuthMail,
  failure: string,
): Promise<void> {
  if (config.sendEmailHook) {
    await callSendEmailHook(db, config, config.sendEmailHook, userId, action, failure);
  } else {
    await deliver(config, mail, failure);
  }
}

/**
 * GoTrue's sendConfirmation: a new token (prefixed for a PKCE sign-up) stored with the time it was
 * sent, and the mail with the link: through the Send Email Hook when one is configured, else
 * Auth's default template. Inside the sign-up's transaction, so a mail that cannot be sent leaves
 * no token behind.
 */
export async function sendConfirmation(
  db: Db,
  config: StackConfig,
  user: { id: string; email: string },
  options: { pkce: boolean; redirectTo: string },
): Promise<void> {
  const { otp, hash } = newToken(user.email);
  const token = `${options.pkce ? PKCE_PREFIX : ''}${hash}`;
  await db`
    update auth.users set confirmation_token = ${token}, confirmation_sent_at = now(), updated_at = now()
    where id = ${user.id}`;
  await sendAuthMail(
    db,
    config,
    user.id,
    { type: 'signup', otp, tokenHash: token, redirectTo: options.redirectTo },
    confirmationMail(config, user.email, token, options.redirectTo),
    'Error sending confirmation email',
  );
}
