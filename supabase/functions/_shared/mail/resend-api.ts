import type { OutgoingEmail, SendOutcome } from './mail-sender.ts';

/** How long a send may take before it counts as failed (and is tried again by the send_mail job). */
const DEFAULT_SEND_TIMEOUT_MS = 10_000;

/** Where and as whom to call an endpoint that speaks Resend's `POST /emails`. */
export interface ResendApiEndpoint {
  /** Named in error messages ("Resend", "The mail viewer"). */
  providerName: string;
  /** Without the trailing /emails, e.g. https://api.resend.com. */
  baseUrl: string;
  apiKey: string;
  /** The sender, `Name <address>` or a bare address. */
  from: string;
  timeoutMs?: number;
}

/** Resend's error body (https://resend.com/docs/api-reference/errors). */
interface ResendErrorBody {
  statusCode?: number;
  name?: string;
  message?: string;
}

// Resend's 403 for an account without a verified domain: "You can only send testing emails to
// your own email address (you@example.com). To send emails to other recipients, please verify a
// domain at resend.com/domains, …" (name validation_error). The mail was not sent; this is test
// mode, not a failure of this invitation.
const TESTING_ONLY = /only send testing emails to your own email address/i;

/** Keeps provider messages short enough to store (invitations.email_error ≤ 2000) and to show. */
const MAX_DETAIL = 500;
function clip(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > MAX_DETAIL ? `${single.slice(0, MAX_DETAIL - 1)}…` : single;
}

async function readErrorBody(response: Response): Promise<ResendErrorBody> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as ResendErrorBody;
  } catch {
    // not JSON: keep the text as the message
  }
  return { message: text };
}

/**
 * The From header: the configured sender, or `fromName` before its address. The name is quoted,
 * with any quote or backslash escaped, so it cannot add an address (RFC 5322 quoted-string).
 */
function senderOf(from: string, fromName: string | undefined): string {
  if (fromName === undefined || fromName.trim() === '') return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const quoted = fromName.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, (character) => `\\${character}`);
  return `"${quoted}" <${address}>`;
}

/**
 * `POST {baseUrl}/emails` as Resend documents it (https://resend.com/docs/api-reference/emails/send-email):
 * bearer API key, JSON {from, to, subject, html, text}, 200 {id}. Every problem becomes an outcome.
 */
export async function postToResendApi(
  endpoint: ResendApiEndpoint,
  email: OutgoingEmail,
): Promise<SendOutcome> {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const headers: Record<string, string> = {
    authorization: `Bearer ${endpoint.apiKey}`,
    'content-type': 'application/json',
  };
  if (email.idempotencyKey) headers['idempotency-key'] = email.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        from: senderOf(endpoint.from, email.fromName),
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return {
        status: 'failed',
        error: `${endpoint.providerName} did not answer within ${formatSeconds(timeoutMs)}`,
        retryable: true,
      };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: 'failed',
      error: clip(`Could not reach ${endpoint.providerName}: ${reason}`),
      retryable: true,
    };
  }

  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as { id?: unknown };
    return typeof body.id === 'string' ? { status: 'sent', id: body.id } : { status: 'sent' };
  }

  let body: ResendErrorBody;
  try {
    body = await readErrorBody(response);
  } catch (error) {
    // The body timed out or broke off; the status is all there is.
    body = { message: error instanceof Error ? error.message : '' };
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (response.status === 403 && TESTING_ONLY.test(message)) {
    return { status: 'test_mode', detail: clip(message) };
  }
  const name = typeof body.name === 'string' && body.name ? ` ${body.name}` : '';
  const detail = message ? `: ${message}` : '';
  const error = clip(`${endpoint.providerName} refused the e-mail (HTTP ${response.status}${name})${detail}`);
  if (!isTransient(response.status, body.name)) return { status: 'failed', error };
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  return retryAfterSeconds === undefined
    ? { status: 'failed', error, retryable: true }
    : { status: 'failed', error, retryable: true, retryAfterSeconds };
}

/**
 * Worth trying again: rate limited (429), the provider failing (5xx), or still busy with an earlier
 * request of the same idempotency key (409 concurrent_idempotent_requests,
 * https://resend.com/docs/dashboard/emails/idempotency-keys).
 */
function isTransient(status: number, name: string | undefined): boolean {
  return status === 429 || status >= 500 || (status === 409 && name === 'concurrent_idempotent_requests');
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function formatSeconds(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
