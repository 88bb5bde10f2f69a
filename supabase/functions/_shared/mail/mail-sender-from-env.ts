import type { MailSender } from './mail-sender.ts';
import { createMailViewerSender } from './mail-viewer-sender.ts';
import { createResendSender } from './resend-sender.ts';
import { onlyToTestRecipient } from './test-recipient.ts';

/** The sender when MAIL_FROM is not set: Resend's address for accounts without a verified domain. */
export const DEFAULT_MAIL_FROM = 'Async Interviews <onboarding@resend.dev>';

export const NO_PROVIDER_ERROR = 'No mail provider is configured: set RESEND_API_KEY';

/** The part of Deno.env this reads, so tests can hand in their own. */
export interface EnvReader {
  get(name: string): string | undefined;
}

const unconfigured: MailSender = {
  name: 'none',
  send: () => Promise.resolve({ status: 'failed', error: NO_PROVIDER_ERROR }),
};

/**
 * Which provider sends mail:
 *   RESEND_API_KEY set     → Resend (RESEND_BASE_URL, default https://api.resend.com);
 *   else MAIL_VIEWER_URL   → the local mail viewer (the local stack sets it);
 *   else                   → none: every send fails with NO_PROVIDER_ERROR.
 * MAIL_FROM is the sender. With MAIL_TEST_RECIPIENT set, mail to any other address is held back
 * as test mode.
 */
export function mailSenderFromEnv(env: EnvReader = Deno.env): MailSender {
  const read = (name: string) => env.get(name)?.trim() || undefined;
  const from = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const apiKey = read('RESEND_API_KEY');
  const viewerUrl = read('MAIL_VIEWER_URL');
  const sender = apiKey
    ? createResendSender({ apiKey, from, baseUrl: read('RESEND_BASE_URL') })
    : viewerUrl
      ? createMailViewerSender({ viewerUrl, from })
      : unconfigured;
  const testRecipient = read('MAIL_TEST_RECIPIENT');
  return testRecipient && sender !== unconfigured ? onlyToTestRecipient(sender, testRecipient) : sender;
}
