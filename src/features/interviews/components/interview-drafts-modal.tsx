import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  interviewDraftLimits,
  interviewDraftRequestSchema,
  type DraftCompetency,
  type DraftQuestion,
} from '#contract/interview-drafts';
import type { Locale } from '#contract/locale-tags';
import { isAiNotConfigured, useDraftInterview } from '@/features/interviews/api/draft-interview';
import { DraftCompetencyCard } from '@/features/interviews/components/draft-competency-card';
import { DraftQuestionCard } from '@/features/interviews/components/draft-question-card';
import { keyed, type Keyed } from '@/features/interviews/lib/draft-rows';

export interface AcceptedDrafts {
  questions: DraftQuestion[];
  competencies: DraftCompetency[];
}

interface Props {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  /** The interview's language: the drafts are written in it. */
  language: Locale | undefined;
  /** The server's sentence once it said no AI provider is configured. */
  notConfigured: string | null;
  onNotConfigured: (message: string) => void;
  onAccept: (accepted: AcceptedDrafts) => void;
}

interface Drafts {
  questions: Keyed<DraftQuestion>[];
  competencies: Keyed<DraftCompetency>[];
  removed: number;
}

const descriptionSchema = interviewDraftRequestSchema.shape.job_description;

/**
 * "Draft from a job description": the description goes to the AI provider, and each suggested
 * question and competency comes back as an editable draft that only a person's Accept puts into
 * the form.
 */
export function InterviewDraftsModal(props: Props) {
  const { opened, onClose, workspaceId, language, notConfigured, onNotConfigured, onAccept } = props;
  const { t } = useLingui();
  const generate = useDraftInterview();
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Drafts | null>(null);

  const submit = () => {
    const checked = descriptionSchema.safeParse(description);
    if (!checked.success) {
      setDescriptionError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setDescriptionError(null);
    generate.mutate(
      { workspace_id: workspaceId, job_description: checked.data, ...(language ? { language } : {}) },
      {
        onSuccess: (result) =>
          setDrafts({
            questions: keyed(result.questions),
            competencies: keyed(result.competencies),
            removed: result.removed,
          }),
        onError: (error) => {
          if (isAiNotConfigured(error)) onNotConfigured(error.message);
        },
      },
    );
  };

  const without = (key: string) => (current: Drafts | null) =>
    current && {
      ...current,
      questions: current.questions.filter((q) => q.key !== key),
      competencies: current.competencies.filter((c) => c.key !== key),
    };
  const accept = (key: string, accepted: AcceptedDrafts) => {
    onAccept(accepted);
    setDrafts(without(key));
  };
  const acceptAll = () => {
    if (!drafts) return;
    onAccept({ questions: drafts.questions, competencies: drafts.competencies });
    setDrafts(null);
    onClose();
  };
  const update = <T extends { key: string }>(list: 'questions' | 'competencies', item: T) =>
    setDrafts(
      (current) =>
        current && {
          ...current,
          [list]: current[list].map((other) => (other.key === item.key ? item : other)),
        },
    );

  const left = drafts ? drafts.questions.length + drafts.competencies.length : 0;
  const failure = generate.error && !isAiNotConfigured(generate.error) ? generate.error.message : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t`Draft from a job description`} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            Paste the job description: the AI suggests job-related questions and scorecard competencies.
            Nothing is added to the interview until you accept it.
          </Trans>
        </Text>
        <Textarea
          label={t`Job description`}
          description={t`${interviewDraftLimits.jobDescriptionMinLength} to ${interviewDraftLimits.jobDescriptionMaxLength} characters`}
          autosize
          minRows={6}
          maxRows={14}
          value={description}
          error={descriptionError}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {notConfigured ? (
          <Alert color="yellow" title={t`The AI is not configured`}>
            {notConfigured}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" title={t`No drafts this time`}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} loading={generate.isPending} disabled={notConfigured !== null}>
            <Trans>Generate drafts</Trans>
          </Button>
        </Group>

        {drafts ? (
          <Stack gap="md">
            <Text size="sm" role="status">
              {left === 0 ? (
                <Trans>No drafts left to review.</Trans>
              ) : (
                <Trans>Drafts to review: {left}. Edit each, then accept or discard it.</Trans>
              )}
            </Text>
            {drafts.removed > 0 ? (
              <Alert color="blue">
                <Plural
                  value={drafts.removed}
                  one="# suggestion touching protected characteristics (such as age, religion or nationality) was left out."
                  other="# suggestions touching protected characteristics (such as age, religion or nationality) were left out."
                />
              </Alert>
            ) : null}
            {left > 0 ? (
              <Group justify="flex-end">
                <Button variant="light" onClick={acceptAll}>
                  <Trans>Accept all</Trans>
                </Button>
              </Group>
            ) : null}
            {drafts.questions.length > 0 ? (
              <Title order={3} size="h4">
                <Trans>Suggested questions</Trans>
              </Title>
            ) : null}
            {drafts.questions.map((question, index) => (
              <DraftQuestionCard
                key={question.key}
                number={index + 1}
                question={question}
                onChange={(changed) => update('questions', { ...changed, key: question.key })}
                onAccept={() => accept(question.key, { questions: [question], competencies: [] })}
                onDiscard={() => setDrafts(without(question.key))}
              />
            ))}
            {drafts.competencies.length > 0 ? (
              <Title order={3} size="h4">
                <Trans>Suggested competencies</Trans>
              </Title>
            ) : null}
            {drafts.competencies.map((competency, index) => (
              <DraftCompetencyCard
                key={competency.key}
                number={index + 1}
                competency={competency}
                onChange={(changed) => update('competencies', { ...changed, key: competency.key })}
                onAccept={() => accept(competency.key, { questions: [], competencies: [competency] })}
                onDiscard={() => setDrafts(without(competency.key))}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
