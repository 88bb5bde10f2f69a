import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { notifications } from '@mantine/notifications';
import type { VideoResumeSummary } from '#contract/video-resumes';
import { IconEye, IconPlus, IconShare, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDeleteVideoResume } from '@/api/video-resumes/delete-video-resume';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { localCandidateReason } from '@/lib/candidate-reasons';
import { notifyFailure } from '@/ui/notify-failure';

/** docs/product.md §5: the confirmation before a video resume is deleted. */
const DELETE_RESUME_CONFIRMATION = msg`Are you sure you want to delete this video resume? This action cannot be undone.`;

/** The public link of a resume, the same view without signing in (docs/product.md §2 /resume/{id}). */
function publicLinkOf(resume: VideoResumeSummary): string {
  return `${window.location.origin}${paths.publicResume.getHref(resume.public_url || resume.id)}`;
}

async function sharePublicLink(resume: VideoResumeSummary): Promise<void> {
  const link = publicLinkOf(resume);
  try {
    await navigator.clipboard.writeText(link);
    notifications.show({ color: 'green', message: i18n._(msg`Public link copied to clipboard!`) });
  } catch {
    notifications.show({
      color: 'red',
      title: i18n._(msg`Could not copy the link`),
      message: link,
      autoClose: 15000,
    });
  }
}

function ResumeItem({ resume }: { resume: VideoResumeSummary }) {
  const { t } = useLingui();
  const deleteResume = useDeleteVideoResume();
  const created = i18n.date(resume.created_at, { dateStyle: 'medium' });
  const confirmDelete = () =>
    openConfirmModal({
      title: t`Delete Video Resume`,
      centered: true,
      children: <Text size="sm">{t(DELETE_RESUME_CONFIRMATION)}</Text>,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      // The promise, not mutate's callbacks: this item unmounts as soon as the list drops the
      // resume, and TanStack Query skips a call's callbacks once its component is gone.
      onConfirm: () =>
        void deleteResume.mutateAsync(resume.id).then(
          () => notifications.show({ color: 'green', message: t`Video resume deleted successfully` }),
          (error: unknown) =>
            notifyFailure(t`Failed to delete video resume`, error, { localReason: localCandidateReason }),
        ),
    });

  return (
    <Paper component="li" withBorder p="md" aria-label={resume.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{resume.title}</Text>
            <Badge color={resume.is_active ? 'green' : 'gray'} variant="light">
              {resume.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <Plural value={resume.views_count} one="# view" other="# views" /> ·{' '}
            <Trans>Created {created}</Trans>
          </Text>
        </Group>
        {resume.description && <Text size="sm">{resume.description}</Text>}
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.videoResume.getHref(resume.id)}
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
          >
            <Trans>View</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShare size={14} aria-hidden />}
            onClick={() => void sharePublicLink(resume)}
          >
            <Trans>Share</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={deleteResume.isPending}
            onClick={confirmDelete}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** docs/product.md §2 Resumes tab: the candidate's video resumes and a way to record one. */
export function ResumesTab({ query }: { query: UseQueryResult<VideoResumeSummary[]> }) {
  const { t } = useLingui();
  const create = (
    <Button
      component={Link}
      to={paths.createResume.getHref()}
      size="sm"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      <Trans>Create Video Resume</Trans>
    </Button>
  );
  return (
    <SectionCard title={t`Your Video Resumes`} aside={create}>
      <QueryContent
        query={query}
        what={t`video resumes`}
        skeleton={{ rows: 2, height: 104 }}
        isEmpty={(resumes) => resumes.length === 0}
        empty={
          <Text c="dimmed">
            <Trans>No video resumes yet. Record one to share with employers.</Trans>
          </Text>
        }
      >
        {(resumes) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {resumes.map((resume) => (
              <ResumeItem key={resume.id} resume={resume} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
