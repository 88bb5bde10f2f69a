import { createHash, randomInt } from 'node:crypto';
import type { StackConfig } from '../config.ts';
import type { Db } from './auth-env.ts';
import { internalError } from './auth-errors.ts';

/** GoTrue's prefix on a token whose verification ends in a PKCE code rather than a session. */
export const PKCE_PREFIX = 'pkce_';

/** supabase/config.toml [auth.email] otp_expiry: how long a confirmation link stays valid. */
export const CONFIRMATION_EXPIRY_MS = 3600_000;

/** Who Supabase's local mailer signs as (Inbucket's default sender). */
export const SENDER = 'Supabase Auth <admin@email.com>';

/** GoTrue's GenerateTokenHash: sha224 of the address and a new one-time code, in hex. */
export function newTokenHash(email: string): string {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return createHash('sha224').update(`${email}${otp}`).digest('hex');
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
export async function deliver(
  config: StackConfig,
  mail: AuthMail,
  failure = 'Error sending confirmation email',
): Promise<void> {
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

/**
 * GoTrue's sendConfirmation: a new token (prefixed for a PKCE sign-up) stored with the time it was
 * sent, and the mail with the link. Inside the sign-up's transaction, so a mail that cannot be sent
 * leaves no token behind.
 */
export async function sendConfirmation(
  db: Db,
  config: StackConfig,
  user: { id: string; email: string },
  options: { pkce: boolean; redirectTo: string },
): Promise<void> {
  const token = `${options.pkce ? PKCE_PREFIX : ''}${newTokenHash(user.email)}`;
  await db`
    update auth.users set confirmation_token = ${token}, confirmation_sent_at = now(), updated_at = now()
    where id = ${user.id}`;
  await deliver(config, confirmationMail(config, user.email, token, options.redirectTo));
}
