import type { MailSender } from './mail-sender.ts';
import { postToResendApi } from './resend-api.ts';

const RESEND_DEFAULT_BASE_URL = 'https://api.resend.com';

export interface ResendSenderOptions {
  apiKey: string;
  from: string;
  /** RESEND_BASE_URL; Resend's own API by default. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** Production mail: Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendSender(options: ResendSenderOptions): MailSender {
  const endpoint = {
    providerName: 'Resend',
    baseUrl: options.baseUrl ?? RESEND_DEFAULT_BASE_URL,
    apiKey: options.apiKey,
    from: options.from,
    timeoutMs: options.timeoutMs,
  };
  return { name: 'resend', send: (email) => postToResendApi(endpoint, email) };
}
