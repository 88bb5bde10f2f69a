import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateInterview } from '@/features/recruiter/api/create-interview';
import { interviewLimits } from '@contract/interviews';
import {
  createInterviewFormSchema,
  initialCreateInterviewValues,
  newQuestionRow,
  payloadToFormPath,
  validateCreateInterview,
  type CreateInterviewValues,
} from '@/features/recruiter/lib/create-interview-values';
import { CandidateExperienceSection } from '@/features/recruiter/components/candidate-experience-section';
import { ScorecardSection } from '@/features/recruiter/components/scorecard-section';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';

const RESPONSE_FORMATS = [
  { value: 'VIDEO', label: 'Video' },
  { value: 'AUDIO', label: 'Audio' },
  { value: 'TEXT', label: 'Text' },
];

/**
 * The create-interview form (docs/product.md §2, §5): basic information and a list of at least one
 * question; the interview goes into `workspaceId` (without it, the caller's first workspace).
 */
export function CreateInterviewForm({ workspaceId }: { workspaceId?: string }) {
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
        notifyFailure('Failed to create interview. Please try again.', error);
      },
    });

  const questions = form.values.questions;
  const competencies = form.values.competencies;
  const competencyOptions = competencies.map((competency, index) => ({
    value: competency.key,
    label: competency.name.trim() || `Competency ${index + 1}`,
  }));

  return (
    <form onSubmit={submitAs()} noValidate>
      <Stack gap="lg">
        <SectionCard title="Basic Information">
          <Stack gap="md">
            <TextInput
              label="Interview Title"
              placeholder="e.g. Senior Frontend Engineer"
              withAsterisk
              {...form.getInputProps('title')}
            />
            <Textarea
              label="Description"
              placeholder="What the role is and what candidates should know before they start"
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <TextInput
              type="url"
              label="Welcome Video URL"
              description="Optional: a short video candidates see before they start"
              placeholder="https://"
              {...form.getInputProps('welcome_video_url')}
            />
          </Stack>
        </SectionCard>

        <SectionCard
          title="Questions"
          aside={
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('questions', newQuestionRow())}
            >
              Add Question
            </Button>
          }
        >
          <Stack gap="md">
            {questions.map((question, index) => (
              <Fieldset key={question.key} legend={`Question ${index + 1}`} variant="filled">
                <Stack gap="sm">
                  <Group align="flex-start" wrap="nowrap" gap="sm">
                    <Textarea
                      label="Question text"
                      placeholder="e.g. Tell us about a project you are proud of"
                      withAsterisk
                      autosize
                      minRows={2}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`questions.${index}.text`)}
                    />
                    {questions.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={26}
                        aria-label={`Remove question ${index + 1}`}
                        onClick={() => form.removeListItem('questions', index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                  <Group grow align="flex-start">
                    <NativeSelect
                      label="Response format"
                      data={RESPONSE_FORMATS}
                      {...form.getInputProps(`questions.${index}.response_format`)}
                    />
                    <NumberInput
                      label="Time limit (seconds)"
                      min={interviewLimits.timeLimitMinSeconds}
                      max={interviewLimits.timeLimitMaxSeconds}
                      step={30}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      {...form.getInputProps(`questions.${index}.time_limit_seconds`)}
                    />
                  </Group>
                  <Group grow align="flex-start">
                    <NumberInput
                      label="Thinking time (seconds)"
                      description="Shown before recording starts by itself; 0 for none"
                      min={0}
                      max={interviewLimits.thinkingMaxSeconds}
                      step={15}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      {...form.getInputProps(`questions.${index}.thinking_seconds`)}
                    />
                    <NumberInput
                      label="Attempts"
                      description={`${interviewLimits.attemptsMin} to ${interviewLimits.attemptsMax}`}
                      min={interviewLimits.attemptsMin}
                      max={interviewLimits.attemptsMax}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      {...form.getInputProps(`questions.${index}.max_attempts`)}
                    />
                  </Group>
                  {competencies.length > 0 && (
                    <MultiSelect
                      label="Evaluates"
                      placeholder="Competencies rated on the answers"
                      data={competencyOptions}
                      {...form.getInputProps(`questions.${index}.competency_keys`)}
                      value={question.competency_keys.filter((key) =>
                        competencies.some((c) => c.key === key),
                      )}
                    />
                  )}
                </Stack>
              </Fieldset>
            ))}
          </Stack>
        </SectionCard>

        <CandidateExperienceSection form={form} />

        <ScorecardSection form={form} workspaceId={workspaceId} />

        <Group justify="flex-end">
          <Button component={Link} to={paths.dashboard.getHref()} variant="default">
            Cancel
          </Button>
          <Button variant="default" loading={createInterview.isPending} onClick={() => submitAs('DRAFT')()}>
            Save as draft
          </Button>
          <Button type="submit" loading={createInterview.isPending}>
            Create Interview
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
