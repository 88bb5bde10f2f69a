import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@/config/paths';
import { useCancelInvitation } from '@/features/recruiter/api/cancel-invitation';
import { useDeleteInvitation } from '@/features/recruiter/api/delete-invitation';
import { useResendInvitation } from '@/features/recruiter/api/resend-invitation';
import { ApiError } from '@/lib/api-client';
import { confirmIrreversible } from '@/ui/confirm-dialog';

interface InvitationRef {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  unique_link_token: string;
}

/** The message of an e-mail held back by test mode (spec §8), shared by invite and resend. */
export const TEST_MODE_MESSAGE =
  'The invitation was saved, but in test mode e-mail can only be sent to a single verified test address until a sending domain is verified. Copy the invite link from the invitation list and share it with the candidate yourself.';

/**
 * The server's own sentence for a send it refused on purpose (a sending limit, 429, or an
 * invitation that cannot be sent, 409), shown in spec §8's 'Failed to send email: {error}';
 * undefined for other failures, which keep the generic 'Please try again' texts.
 */
export function refusedSendReason(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 429 || error.status === 409)
    ? error.message
    : undefined;
}

/** The candidate's link: /take/{token} on this site. */
export function inviteLink(token: string): string {
  return `${window.location.origin}${paths.takeInterview.getHref(token)}`;
}

export function candidateName(invitation: { first_name: string; last_name: string }): string {
  return `${invitation.first_name} ${invitation.last_name}`;
}

/**
 * Everything a recruiter does to one invitation, each ending in spec §8's notification: copy its
 * link, resend its e-mail, cancel it, delete it (after a confirmation listing what goes with it).
 */
export function useInvitationActions() {
  const cancel = useCancelInvitation();
  const remove = useDeleteInvitation();
  const resend = useResendInvitation();

  return {
    /** The invitation whose e-mail is being resent, if any. */
    resending: resend.isPending ? resend.variables : undefined,
    async copyLink(invitation: InvitationRef) {
      try {
        await navigator.clipboard.writeText(inviteLink(invitation.unique_link_token));
        notifications.show({ color: 'green', message: 'Invite link copied to clipboard!' });
      } catch {
        notifications.show({
          color: 'red',
          message: `Could not copy the invite link: ${inviteLink(invitation.unique_link_token)}`,
        });
      }
    },
    resend(invitation: InvitationRef) {
      resend.mutateAsync(invitation.id).then(
        (result) => {
          if (result.success) {
            notifications.show({ color: 'green', message: 'Invitation email sent successfully!' });
          } else if (result.is_test_mode) {
            notifications.show({
              color: 'yellow',
              title: 'Test mode',
              message: TEST_MODE_MESSAGE,
              autoClose: 10000,
            });
          } else {
            notifications.show({
              color: 'red',
              message: `Failed to send email: ${result.email_error || 'Unknown error'}`,
            });
          }
        },
        (error: unknown) => {
          const reason = refusedSendReason(error);
          notifications.show({
            color: 'red',
            message: reason
              ? `Failed to send email: ${reason}`
              : 'Failed to resend invitation. Please try again.',
          });
        },
      );
    },
    cancel(invitation: InvitationRef) {
      cancel.mutateAsync(invitation.id).then(
        () => notifications.show({ color: 'green', message: 'Invitation cancelled successfully' }),
        () => notifications.show({ color: 'red', message: 'Failed to cancel invitation. Please try again.' }),
      );
    },
    confirmDelete(invitation: InvitationRef) {
      confirmIrreversible({
        title: 'Delete Invitation',
        confirmLabel: 'Delete Invitation',
        children: (
          <>
            <Text size="sm">
              Delete the invitation of {candidateName(invitation)} ({invitation.email})? This permanently
              deletes:
            </Text>
            <List size="sm" mt="xs" withPadding>
              <List.Item>The invitation record</List.Item>
              <List.Item>All candidate responses</List.Item>
              <List.Item>All review data and AI insights</List.Item>
            </List>
          </>
        ),
        onConfirm: () => {
          remove.mutateAsync(invitation.id).then(
            () =>
              notifications.show({
                color: 'green',
                message: 'Invitation and all related data deleted successfully',
              }),
            () =>
              notifications.show({ color: 'red', message: 'Failed to delete invitation. Please try again.' }),
          );
        },
      });
    },
  };
}
