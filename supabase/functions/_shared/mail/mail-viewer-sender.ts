import type { MailSender } from './mail-sender.ts';
import { postToResendApi } from './resend-api.ts';

export interface MailViewerSenderOptions {
  /** MAIL_VIEWER_URL, e.g. http://127.0.0.1:54324. */
  viewerUrl: string;
  from: string;
  timeoutMs?: number;
}

/**
 * Local development and tests: the local stack's mail viewer (local/stack/mail), which accepts
 * Resend's `POST /emails` and keeps every message for a browser and for tests. It speaks the same
 * protocol, so it reuses the Resend request; it is its own adapter so the choice of a
 * non-delivering provider is explicit. The viewer takes any bearer key.
 */
export function createMailViewerSender(options: MailViewerSenderOptions): MailSender {
  const endpoint = {
    providerName: 'The mail viewer',
    baseUrl: options.viewerUrl,
    apiKey: 'local-mail-viewer',
    from: options.from,
    timeoutMs: options.timeoutMs,
  };
  return { name: 'mail-viewer', send: (email) => postToResendApi(endpoint, email) };
}
