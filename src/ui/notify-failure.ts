import { i18n } from '@/i18n/catalogues';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';

/** Where a spec text takes the reason, as in 'Failed to delete user: {error}'. */
const REASON_SLOT = '{error}';

/** Said in the slot when the failure came without a reason the user can act on (docs/product.md §8). */
const NO_REASON = msg`Unknown error`;

/**
 * The server's own sentence for a request it refused, which the user can act on ('Interview is
 * already archived', a sending limit, an ended session; for invalid input, the first field's
 * complaint rather than 'Invalid input'). None for a 500, whose text is generic, or for a failure
 * that never reached the server.
 */
function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 500) return undefined;
  return Object.values(error.fields ?? {})[0] ?? error.reason;
}

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The one rule for a failed action: the spec's text first, then the server's reason after it when
 * there is one. A text with an `{error}` slot takes the reason there (or 'Unknown error'); any other
 * text is followed by the reason as its own sentence.
 */
export function failureMessage(
  text: string,
  error: unknown,
  localReason: (reason: string) => string = (reason) => reason,
): string {
  const sent = serverReason(error);
  const reason = sent === undefined ? undefined : localReason(sent);
  if (text.includes(REASON_SLOT)) return text.replace(REASON_SLOT, reason ?? i18n._(NO_REASON));
  return reason ? `${text} ${asSentence(reason)}` : text;
}

/**
 * Shows `failureMessage(text, error)` as a red notification; `localReason` puts a server's reason in
 * the page's language (a candidate's screens).
 */
export function notifyFailure(
  text: string,
  error: unknown,
  { localReason, ...options }: { autoClose?: number; localReason?: (reason: string) => string } = {},
): void {
  notifications.show({ color: 'red', message: failureMessage(text, error, localReason), ...options });
}
