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

function EditInterviewForm({ interview }: { interview: InterviewDetail }) {
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
          notifications.show({ color: 'green', message: 'Interview saved' });
          void navigate(back);
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyFailure('Failed to save the interview: {error}', error);
        },
      },
    ),
  );
  const copy = () =>
    duplicate.mutateAsync(interview.id).then(
      ({ id }) => void navigate(paths.interview.getHref(id)),
      (error: unknown) => notifyFailure('Failed to duplicate the interview: {error}', error),
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <InterviewBasicsSection form={form} />
        <InterviewQuestionsSection
          form={form}
          locked={interview.questions_locked}
          lockedAction={
            <Button
              size="xs"
              variant="white"
              leftSection={<IconCopy size={14} aria-hidden />}
              loading={duplicate.isPending}
              onClick={() => void copy()}
            >
              Duplicate
            </Button>
          }
        />
        <CandidateExperienceSection form={form} />
        <Group justify="flex-end">
          <Button component={Link} to={back} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /interviews/:id/edit (issue #19 item 7): the interview's fields and questions, as created. */
export function EditInterviewPage() {
  const { id = '' } = useParams();
  const interview = useInterview(id);
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.interview.getHref(id)} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to the interview
        </Anchor>
        <Title order={1}>Edit interview</Title>
        {interview.isPending ? (
          <Skeleton height={300} />
        ) : interview.isError ? (
          <LoadError
            what="the interview"
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
