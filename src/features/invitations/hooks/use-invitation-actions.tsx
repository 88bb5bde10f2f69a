import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCancelInvitation } from '@/features/invitations/api/cancel-invitation';
import { useDeleteInvitation } from '@/features/invitations/api/delete-invitation';
import { useResendInvitation } from '@/features/invitations/api/resend-invitation';
import { inviteLink, isRefusedSend } from '@/features/invitations/lib/invitation-notices';
import { candidateName } from '@/lib/candidate-name';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

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
  const { t, i18n } = useLingui();
  const cancel = useCancelInvitation();
  const remove = useDeleteInvitation();
  const resend = useResendInvitation();

  return {
    /** The invitation whose e-mail is being resent, if any. */
    resending: resend.isPending ? resend.variables : undefined,
    /** `token`: the invitation's unique_link_token, which only its managers are given. */
    async copyLink(token: string) {
      const link = inviteLink(token);
      try {
        await navigator.clipboard.writeText(link);
        notifications.show({ color: 'green', message: t`Invite link copied to clipboard!` });
      } catch {
        notifications.show({
          color: 'red',
          message: t`Could not copy the invite link: ${link}`,
        });
      }
    },
    resend(invitation: InvitationRef) {
      resend.mutateAsync(invitation.id).then(
        // The e-mail is queued; the list's e-mail status shows how the send goes.
        () => notifications.show({ color: 'green', message: t`Invitation email sent successfully!` }),
        (failure: unknown) =>
          notifyFailure(
            isRefusedSend(failure)
              ? t`Failed to send email: ${error}`
              : t`Failed to resend invitation. Please try again.`,
            failure,
          ),
      );
    },
    cancel(invitation: InvitationRef) {
      cancel.mutateAsync(invitation.id).then(
        () => notifications.show({ color: 'green', message: t`Invitation cancelled successfully` }),
        (failure: unknown) => notifyFailure(t`Failed to cancel invitation. Please try again.`, failure),
      );
    },
    confirmDelete(invitation: InvitationRef) {
      const name = candidateName(i18n, invitation);
      const email = invitation.email;
      confirmIrreversible({
        title: t`Delete Invitation`,
        confirmLabel: t`Delete Invitation`,
        children: (
          <>
            <Text size="sm">
              <Trans>
                Delete the invitation of {name} ({email})? This permanently deletes:
              </Trans>
            </Text>
            <List size="sm" mt="xs" withPadding>
              <List.Item>
                <Trans>The invitation record</Trans>
              </List.Item>
              <List.Item>
                <Trans>All candidate responses</Trans>
              </List.Item>
              <List.Item>
                <Trans>All review data and AI insights</Trans>
              </List.Item>
            </List>
          </>
        ),
        onConfirm: () => {
          remove.mutateAsync(invitation.id).then(
            () =>
              notifications.show({
                color: 'green',
                message: t`Invitation and all related data deleted successfully`,
              }),
            (failure: unknown) => notifyFailure(t`Failed to delete invitation. Please try again.`, failure),
          );
        },
      });
    },
  };
}
