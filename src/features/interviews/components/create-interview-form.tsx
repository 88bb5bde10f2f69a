import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import type { Locale } from '#contract/locale-tags';
import { paths } from '@/config/paths';
import { useCreateInterview } from '@/features/interviews/api/create-interview';
import {
  createInterviewFormSchema,
  initialCreateInterviewValues,
  payloadToFormPath,
  validateCreateInterview,
  type CreateInterviewValues,
} from '@/features/interviews/lib/create-interview-values';
import { InterviewDraftsButton } from '@/features/interviews/components/interview-drafts-button';
import { CandidateExperienceSection } from '@/features/interviews/components/candidate-experience-section';
import { InterviewBasicsSection } from '@/features/interviews/components/interview-basics-section';
import { InterviewQuestionsSection } from '@/features/interviews/components/interview-questions-section';
import { ScorecardSection } from '@/features/interviews/components/scorecard-section';
import { StartFromTemplate } from '@/features/interviews/components/start-from-template';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';

/**
 * The create-interview form (docs/product.md §2, §5): basic information and a list of at least one
 * question; the interview goes into `workspaceId` (without it, the caller's first workspace), whose
 * language (`workspaceLanguage`) it takes unless the form names another.
 */
export function CreateInterviewForm({
  workspaceId,
  workspaceLanguage = null,
}: {
  workspaceId?: string;
  workspaceLanguage?: Locale | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createInterview = useCreateInterview();
  const form = useForm<CreateInterviewValues>({
    mode: 'controlled',
    initialValues: initialCreateInterviewValues(),
    validate: validateCreateInterview,
  });

  // Create Interview makes it ACTIVE (the api's default); Save as draft keeps it to publish later.
  const submitAs = (status?: 'DRAFT') =>
    form.onSubmit((values) => {
      const parsed = createInterviewFormSchema.parse(values);
      const payload = status ? { ...parsed, status } : parsed;
      create(workspaceId ? { ...payload, workspace_id: workspaceId } : payload, values);
    });
  const create = (payload: Parameters<typeof createInterview.mutate>[0], values: CreateInterviewValues) =>
    createInterview.mutate(payload, {
      onSuccess: ({ id }) => void navigate(paths.interview.getHref(id)),
      onError: (error) => {
        showServerFieldErrors(form, error, payloadToFormPath(values));
        notifyFailure(t`Failed to create interview. Please try again.`, error);
      },
    });

  return (
    <form onSubmit={submitAs()} noValidate>
      <Stack gap="lg">
        {workspaceId && <StartFromTemplate form={form} workspaceId={workspaceId} />}
        <InterviewBasicsSection form={form} languageOptional workspaceLanguage={workspaceLanguage} />

        <InterviewDraftsButton form={form} workspaceId={workspaceId} workspaceLanguage={workspaceLanguage} />

        <InterviewQuestionsSection form={form} workspaceId={workspaceId} />

        <CandidateExperienceSection form={form} workspaceId={workspaceId ?? null} />

        <ScorecardSection form={form} workspaceId={workspaceId} />

        <Group justify="flex-end">
          <Button component={Link} to={paths.dashboard.getHref()} variant="default">
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="default" loading={createInterview.isPending} onClick={() => submitAs('DRAFT')()}>
            <Trans>Save as draft</Trans>
          </Button>
          <Button type="submit" loading={createInterview.isPending}>
            <Trans>Create Interview</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
