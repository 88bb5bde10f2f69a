/**
 * The mail port: what the app needs from a mail provider. Adapters: Resend's HTTP API
 * (resend-sender.ts), the local mail viewer (mail-viewer-sender.ts); mail-sender-from-env.ts picks
 * one. Mail always goes through an HTTP API, never SMTP (docs/architecture.md §1: SMTP ports are blocked on edge
 * functions).
 */

/** One e-mail to one recipient, with an HTML and a plain-text part. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The sender's display name (a workspace's sender name); the address stays the configured one,
   * the only one the provider lets the platform send from.
   */
  fromName?: string;
  /**
   * Sent as Resend's Idempotency-Key, so a retried request for the same outbox row is not
   * delivered twice.
   */
  idempotencyKey?: string;
}

/**
 * What became of an e-mail:
 * - `sent`: the provider accepted it (`id` is the provider's, when it gave one);
 * - `test_mode`: not sent, because the provider (or MAIL_TEST_RECIPIENT) only allows one test
 *   address until a sending domain is verified (docs/product.md §9); `detail` says why;
 * - `failed`: not sent; `error` is a sentence a recruiter can read. `retryable` when trying again
 *   later may succeed (the provider was unreachable, busy or failing); `retryAfterSeconds` when it
 *   said how long to wait (429 Retry-After).
 */
export type SendOutcome =
  | { status: 'sent'; id?: string }
  | { status: 'test_mode'; detail: string }
  | { status: 'failed'; error: string; retryable?: boolean; retryAfterSeconds?: number };

export interface MailSender {
  /** For logs: which adapter this is. */
  readonly name: string;
  /** Never throws: every problem is a `failed` outcome. */
  send(email: OutgoingEmail): Promise<SendOutcome>;
}
