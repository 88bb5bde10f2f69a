import type { StackConfig } from '../config.ts';
import type { Db } from './auth-env.ts';
import { AuthApiError } from './auth-errors.ts';
import {
  newToken,
  PKCE_PREFIX,
  SENDER,
  sendAuthMail,
  verifyHref,
  type AuthMail,
} from './confirmation-mail.ts';

/** supabase/config.toml [auth.email] max_frequency: the least time between two recovery mails. */
const MAX_FREQUENCY_MS = 1000;

/** Supabase's default "Reset password" template, with the link to GET /verify. */
function recoveryMail(config: StackConfig, to: string, token: string, redirectTo: string): AuthMail {
  const href = verifyHref(config, token, 'recovery', redirectTo);
  return {
    from: SENDER,
    to: [to],
    subject: 'Reset your password',
    html: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="${href}">Reset password</a></p>\n<p>If you didn't request this, you can safely ignore this email.</p>`,
  };
}

/**
 * GoTrue's sendPasswordRecovery: at most one mail per max_frequency, a new recovery token (prefixed
 * for PKCE) stored with the time it was sent, and the mail with the link (through the Send Email
 * Hook when one is configured). Inside the caller's transaction, so a mail that cannot be sent
 * leaves the previous token in place.
 */
export async function sendRecovery(
  db: Db,
  config: StackConfig,
  user: { id: string; email: string; recovery_sent_at: Date | null },
  options: { pkce: boolean; redirectTo: string },
): Promise<void> {
  const sentAt = user.recovery_sent_at?.getTime();
  if (sentAt !== undefined && Date.now() < sentAt + MAX_FREQUENCY_MS) {
    const seconds = Math.ceil((sentAt + MAX_FREQUENCY_MS - Date.now()) / 1000);
    throw new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
  const { otp, hash } = newToken(user.email);
  const token = `${options.pkce ? PKCE_PREFIX : ''}${hash}`;
  await db`
    update auth.users set recovery_token = ${token}, recovery_sent_at = now(), updated_at = now()
    where id = ${user.id}`;
  await sendAuthMail(
    db,
    config,
    user.id,
    { type: 'recovery', otp, tokenHash: token, redirectTo: options.redirectTo },
    recoveryMail(config, user.email, token, options.redirectTo),
    'Error sending recovery email',
  );
}
