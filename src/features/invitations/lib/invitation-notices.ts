import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** How often a list showing an e-mail still being sent asks again, until the send_mail job reports. */
const PENDING_EMAIL_REFETCH_MS = 2000;

/**
 * A list's refetch interval: every 2 s while one of its invitations' e-mails is queued (PENDING and
 * not held by test mode, which stays PENDING), so SENT or FAILED shows by itself; otherwise none.
 */
export function refetchWhileEmailPending(
  invitations: readonly { email_status: string; is_test_mode: boolean }[] | undefined,
): number | false {
  const pending = invitations?.some((row) => row.email_status === 'PENDING' && !row.is_test_mode);
  return pending ? PENDING_EMAIL_REFETCH_MS : false;
}

/**
 * Whether the server refused a send on purpose (a sending limit, 429, or an invitation that cannot
 * be sent, 409): its reason is then docs/product.md §8's 'Failed to send email: {error}' rather than a failure
 * to try again.
 */
export function isRefusedSend(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 429 || error.status === 409);
}

/** The candidate's link: /take/{token} on this site. */
export function inviteLink(token: string): string {
  return `${window.location.origin}${paths.takeInterview.getHref(token)}`;
}
