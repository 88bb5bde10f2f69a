import type { MailSender } from './mail-sender.ts';
import { createMailViewerSender } from './mail-viewer-sender.ts';
import { createResendSender } from './resend-sender.ts';
import { onlyToTestRecipient } from './test-recipient.ts';

/** The sender when MAIL_FROM is not set: Resend's address for accounts without a verified domain. */
const DEFAULT_MAIL_FROM = 'Async Interviews <onboarding@resend.dev>';

export const NO_PROVIDER_ERROR = 'No mail provider is configured: set RESEND_API_KEY';

/** The mail settings of the environment (env.ts): MAIL_FROM, RESEND_API_KEY, RESEND_BASE_URL, MAIL_VIEWER_URL, MAIL_TEST_RECIPIENT. */
export interface MailSettings {
  from?: string;
  resendApiKey?: string;
  resendBaseUrl?: string;
  viewerUrl?: string;
  testRecipient?: string;
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
export function mailSenderFromEnv(settings: MailSettings): MailSender {
  const from = settings.from ?? DEFAULT_MAIL_FROM;
  const sender = settings.resendApiKey
    ? createResendSender({ apiKey: settings.resendApiKey, from, baseUrl: settings.resendBaseUrl })
    : settings.viewerUrl
      ? createMailViewerSender({ viewerUrl: settings.viewerUrl, from })
      : unconfigured;
  return settings.testRecipient && sender !== unconfigured
    ? onlyToTestRecipient(sender, settings.testRecipient)
    : sender;
}
