import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useArchiveInterview } from '@/features/interviews/api/archive-interview';
import { useDeleteInterview } from '@/features/interviews/api/delete-interview';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';

interface InterviewRef {
  id: string;
  title: string;
}

/**
 * Archive and delete (after a confirmation), each ending in docs/product.md §8's notification
 * (a failure's with the server's reason, see notifyFailure). Promises
 * rather than mutate callbacks, so every action reports even when several overlap.
 */
export function useInterviewActions(options: { onDeleted?: () => void } = {}) {
  const { t } = useLingui();
  const archive = useArchiveInterview();
  const remove = useDeleteInterview();
  const { onDeleted } = options;

  return {
    archive(interview: InterviewRef) {
      archive.mutateAsync(interview.id).then(
        () => notifications.show({ color: 'green', message: t`Interview archived successfully` }),
        (error: unknown) => notifyFailure(t`Failed to archive interview. Please try again.`, error),
      );
    },
    confirmDelete(interview: InterviewRef) {
      const title = interview.title;
      confirmIrreversible({
        title: t`Delete Interview`,
        confirmLabel: t`Delete Interview`,
        children: (
          <Text size="sm">
            <Trans>
              Delete “{title}”? Its questions, invitations, candidate responses, reviews and AI insights are
              deleted with it.
            </Trans>
          </Text>
        ),
        onConfirm: () => {
          remove.mutateAsync(interview.id).then(
            () => {
              notifications.show({
                color: 'green',
                message: t`Interview and all related data deleted successfully.`,
              });
              onDeleted?.();
            },
            (error: unknown) => notifyFailure(t`Failed to delete interview. Please try again.`, error),
          );
        },
      });
    },
  };
}
