import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useDeleteAccount, useDownloadMyData } from '@/features/candidate/api/candidate-data';
import { localCandidateReason } from '@/lib/candidate-reasons';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';

/** "Your data" (issue #20 item 3): download everything about the candidate, or delete the account. */
export function YourDataSection() {
  const { t } = useLingui();
  const download = useDownloadMyData();
  const deleteAccount = useDeleteAccount();
  const confirmDeleteAccount = () =>
    openConfirmModal({
      title: t`Delete my account and all my data`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            Your account, the recordings, transcripts and analyses of every interview you took, the ratings
            and notes about them, and your video resumes will be deleted now. The hiring teams keep only an
            anonymous count that an interview took place. You will be signed out, and this cannot be undone.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Delete my account`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void deleteAccount.mutateAsync().then(
          () =>
            notifications.show({ color: 'green', message: t`Your account and all your data were deleted` }),
          (error: unknown) =>
            notifyFailure(t`Failed to delete your account`, error, { localReason: localCandidateReason }),
        ),
    });

  return (
    <SectionCard title={t`Your data`}>
      <Text size="sm" mb="md">
        <Trans>
          Download a file with everything we hold about you, with links to your recordings that work for an
          hour, or delete your account with all your data. To delete one interview&apos;s data, use Delete my
          data on that interview.
        </Trans>
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                notifyFailure(t`Failed to download your data`, error, { localReason: localCandidateReason }),
            })
          }
        >
          <Trans>Download my data</Trans>
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={deleteAccount.isPending}
          onClick={confirmDeleteAccount}
        >
          <Trans>Delete my account</Trans>
        </Button>
      </Group>
    </SectionCard>
  );
}
