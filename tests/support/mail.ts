import { testStackConfig } from './test-stack.ts';

/** A message as the mail viewer's JSON API gives it (local/stack/mail). */
export interface MailMessage {
  id: string;
  created_at: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  /** The http(s) links of the HTML and text parts, in order, each once. */
  links: string[];
}

/**
 * The newest mail to `to` in the test stack's mail viewer, waiting up to `timeoutMs` for it (mail
 * may be sent after the request that caused it has answered). Rejects when none arrives.
 */
export async function latestMail(to: string, options: { timeoutMs?: number } = {}): Promise<MailMessage> {
  const url = `${testStackConfig().mailUrl}/api/messages/latest?to=${encodeURIComponent(to)}`;
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const response = await fetch(url);
    if (response.ok) return (await response.json()) as MailMessage;
    if (response.status !== 404)
      throw new Error(`Mail viewer: HTTP ${response.status} ${await response.text()}`);
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every mail to `to`, newest first. */
export async function mailTo(to: string): Promise<MailMessage[]> {
  const response = await fetch(`${testStackConfig().mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`Mail viewer: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/**
 * The newest mail to `to` whose subject matches, waiting up to `timeoutMs` for it: other mail to the
 * same person (a completion notice, say) may arrive before or after it.
 */
export async function mailWithSubject(
  to: string,
  subject: RegExp,
  options: { timeoutMs?: number } = {},
): Promise<MailMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const found = (await mailTo(to)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} with a subject matching ${subject} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
