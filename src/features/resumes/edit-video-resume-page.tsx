import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useVideoResume } from '@/api/video-resumes/get-video-resume';
import { useUpdateVideoResume } from '@/api/video-resumes/update-video-resume';
import { EditResumeForm } from '@/features/resumes/components/edit-resume-form';
import { ResumeNotFound } from '@/features/resumes/components/resume-not-found';
import { ApiError } from '@/lib/api-client';
import { PageLoader } from '@/ui/page-loader';
import type { UpdateVideoResume } from '#contract/video-resumes';
import { showServerFieldErrors, type FormWithErrors } from '@/lib/server-field-errors';
import { localCandidateReason } from '@/lib/candidate-reasons';
import { notifyFailure } from '@/ui/notify-failure';

/** /candidate/video-resumes/:id/edit: the owner edits title, description and the active flag. */
export function EditVideoResumePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVideoResume(id);
  const update = useUpdateVideoResume(id);

  if (query.isPending) return <PageLoader label={t`Loading video resume`} />;
  // Only the owner edits: a resume someone else can merely watch is, here, not found.
  if (query.isError || !query.data.is_owner) {
    const loadFailed = query.isError && !(query.error instanceof ApiError && query.error.status === 404);
    return loadFailed ? (
      <ResumeNotFound
        message={t`Failed to load video resume`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <ResumeNotFound message={t`Video resume not found or not accessible`} />
    );
  }

  const save = (input: UpdateVideoResume, form: FormWithErrors) =>
    update.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t`Video resume updated` });
        void navigate(paths.videoResume.getHref(id));
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        const reason = '{error}';
        notifyFailure(t`Failed to update video resume: ${reason}`, error, {
          localReason: localCandidateReason,
        });
      },
    });

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.videoResume.getHref(id)} size="sm">
            <Trans>Back to Video Resume</Trans>
          </Anchor>
          <Title order={1}>
            <Trans>Edit Video Resume</Trans>
          </Title>
        </Stack>
        <Paper withBorder p="lg">
          <EditResumeForm
            resume={query.data}
            saving={update.isPending}
            onSave={save}
            onCancel={() => void navigate(paths.videoResume.getHref(id))}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
