import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDuplicateInterview } from '@/features/interviews/api/duplicate-interview';
import { useInterview } from '@/api/interviews/get-interview';
import { useUpdateInterview } from '@/features/interviews/api/update-interview';
import { CandidateExperienceSection } from '@/features/interviews/components/candidate-experience-section';
import { InterviewBasicsSection } from '@/features/interviews/components/interview-basics-section';
import { InterviewQuestionsSection } from '@/features/interviews/components/interview-questions-section';
import {
  editValuesOf,
  updateInterviewFormSchema,
  validateUpdateInterview,
} from '@/features/interviews/lib/edit-interview-values';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { LoadError } from '@/ui/load-error';
import { notifyFailure } from '@/ui/notify-failure';
import type { InterviewDetail } from '#contract/interviews';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function EditInterviewForm({ interview }: { interview: InterviewDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateInterview();
  const duplicate = useDuplicateInterview();
  const form = useForm({
    mode: 'controlled',
    initialValues: editValuesOf(interview),
    validate: validateUpdateInterview,
  });
  const back = paths.interview.getHref(interview.id);

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: interview.id, body: updateInterviewFormSchema.parse(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t`Interview saved` });
          void navigate(back);
        },
        onError: (failure) => {
          showServerFieldErrors(form, failure);
          notifyFailure(t`Failed to save the interview: ${error}`, failure);
        },
      },
    ),
  );
  const copy = () =>
    duplicate.mutateAsync(interview.id).then(
      ({ id }) => void navigate(paths.interview.getHref(id)),
      (failure: unknown) => notifyFailure(t`Failed to duplicate the interview: ${error}`, failure),
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <InterviewBasicsSection form={form} />
        <InterviewQuestionsSection
          form={form}
          workspaceId={interview.workspace_id}
          locked={interview.questions_locked}
          lockedAction={
            <Button
              size="xs"
              variant="white"
              leftSection={<IconCopy size={14} aria-hidden />}
              loading={duplicate.isPending}
              onClick={() => void copy()}
            >
              <Trans>Duplicate</Trans>
            </Button>
          }
        />
        <CandidateExperienceSection form={form} workspaceId={interview.workspace_id} />
        <Group justify="flex-end">
          <Button component={Link} to={back} variant="default">
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /interviews/:id/edit (issue #19 item 7): the interview's fields and questions, as created. */
export function EditInterviewPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const interview = useInterview(id);
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.interview.getHref(id)} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          <Trans>Back to the interview</Trans>
        </Anchor>
        <Title order={1}>
          <Trans>Edit interview</Trans>
        </Title>
        {interview.isPending ? (
          <Skeleton height={300} />
        ) : interview.isError ? (
          <LoadError
            what={t`the interview`}
            error={interview.error}
            retrying={interview.isFetching}
            onRetry={() => void interview.refetch()}
          />
        ) : (
          <EditInterviewForm interview={interview.data} />
        )}
      </Stack>
    </Container>
  );
}
