import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** The message of an e-mail held back by test mode (docs/product.md §8), shared by invite and resend. */
export const TEST_MODE_MESSAGE =
  'The invitation was saved, but in test mode e-mail can only be sent to a single verified test address until a sending domain is verified. Copy the invite link from the invitation list and share it with the candidate yourself.';

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

export function candidateName(invitation: { first_name: string; last_name: string }): string {
  return `${invitation.first_name} ${invitation.last_name}`;
}
