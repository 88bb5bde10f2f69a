import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCancelInvitation } from '@/features/invitations/api/cancel-invitation';
import { useDeleteInvitation } from '@/features/invitations/api/delete-invitation';
import { useResendInvitation } from '@/features/invitations/api/resend-invitation';
import { candidateName, inviteLink, isRefusedSend } from '@/features/invitations/lib/invitation-notices';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';

interface InvitationRef {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  candidate_number: number;
}

/**
 * Everything a recruiter does to one invitation, each ending in docs/product.md §8's notification: copy its
 * link, resend its e-mail, cancel it, delete it (after a confirmation listing what goes with it).
 */
export function useInvitationActions() {
  const cancel = useCancelInvitation();
  const remove = useDeleteInvitation();
  const resend = useResendInvitation();

  return {
    /** The invitation whose e-mail is being resent, if any. */
    resending: resend.isPending ? resend.variables : undefined,
    /** `token`: the invitation's unique_link_token, which only its managers are given. */
    async copyLink(token: string) {
      try {
        await navigator.clipboard.writeText(inviteLink(token));
        notifications.show({ color: 'green', message: 'Invite link copied to clipboard!' });
      } catch {
        notifications.show({
          color: 'red',
          message: `Could not copy the invite link: ${inviteLink(token)}`,
        });
      }
    },
    resend(invitation: InvitationRef) {
      resend.mutateAsync(invitation.id).then(
        // The e-mail is queued; the list's e-mail status shows how the send goes.
        () => notifications.show({ color: 'green', message: 'Invitation email sent successfully!' }),
        (error: unknown) =>
          notifyFailure(
            isRefusedSend(error)
              ? 'Failed to send email: {error}'
              : 'Failed to resend invitation. Please try again.',
            error,
          ),
      );
    },
    cancel(invitation: InvitationRef) {
      cancel.mutateAsync(invitation.id).then(
        () => notifications.show({ color: 'green', message: 'Invitation cancelled successfully' }),
        (error: unknown) => notifyFailure('Failed to cancel invitation. Please try again.', error),
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
            (error: unknown) => notifyFailure('Failed to delete invitation. Please try again.', error),
          );
        },
      });
    },
  };
}
