import { Trans, useLingui } from '@lingui/react/macro';
import { localTakeError } from '@/features/take/lib/take-error-messages';
import { Alert, Badge, Button, Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCompleteInterview } from '@/features/take/api/complete-interview';
import { useSubmitResponse } from '@/features/take/api/submit-response';
import { AnswerModeSwitch } from '@/features/take/components/answer-mode-switch';
import { ChoiceAnswer } from '@/features/take/components/choice-answer';
import { QuestionProgressList } from '@/features/take/components/question-progress-list';
import { QuestionPrompt } from '@/features/take/components/question-prompt';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import { TextAnswer } from '@/features/take/components/text-answer';
import {
  accommodatedQuestions,
  answeredAs,
  writtenAnswers,
} from '@/features/take/lib/accommodated-questions';
import { takesUsed } from '@/features/take/lib/answer-takes';
import {
  choiceOf,
  hasAnswer,
  mediaPathOf,
  submission,
  textOf,
  toSavedAnswers,
} from '@/features/take/lib/answers';
import { loadDrafts, saveDrafts, type QuestionDraft } from '@/features/take/lib/draft-store';
import { formatSeconds } from '@/features/take/lib/format-seconds';
import { ApiError } from '@/lib/api-client';
import { PageLoader } from '@/ui/page-loader';
import { type TakeInterview, type TakeQuestion } from '#contract/take';
import { takeErrorMessages } from '#contract/take-messages';
import '@/ui/mantine-styles';
import direction from '@/ui/direction.module.css';

/** src/ui/status-badge's ResponseFormatBadge, in the candidate's language. */
function FormatBadge({ format }: { format: TakeQuestion['response_format'] }) {
  switch (format) {
    case 'VIDEO':
      return (
        <Badge color="indigo" variant="light">
          <Trans>Video</Trans>
        </Badge>
      );
    case 'AUDIO':
      return (
        <Badge color="cyan" variant="light">
          <Trans>Audio</Trans>
        </Badge>
      );
    case 'TEXT':
      return (
        <Badge color="gray" variant="light">
          <Trans>Text</Trans>
        </Badge>
      );
    case 'CHOICE':
      return (
        <Badge color="grape" variant="light">
          <Trans>Choice</Trans>
        </Badge>
      );
    case 'FILE':
      return (
        <Badge color="teal" variant="light">
          <Trans>File</Trans>
        </Badge>
      );
  }
}

// The recorder, the IndexedDB backup and the TUS uploader: only for VIDEO and AUDIO questions.
const RecordingAnswer = lazy(() =>
  import('@/features/take/components/recording-answer').then((m) => ({ default: m.RecordingAnswer })),
);
// The TUS uploader and the session for a FILE question's upload.
const FileAnswer = lazy(() =>
  import('@/features/take/components/file-answer').then((m) => ({ default: m.FileAnswer })),
);

interface InterviewStepProps {
  token: string;
  take: TakeInterview;
  onCompleted: () => void;
  /** A knockout pick ended the interview (the server completed it): nothing more is asked. */
  onKnockedOut: () => void;
  /**
   * Saving was refused because the interview is no longer in progress: perhaps a knockout pick
   * whose answer was lost on the way back. The page asks the server how it ended.
   */
  onNotInProgress?: () => void;
}

/**
 * docs/product.md §2 interview: one question at a time with the progress in a sidebar. Next submits the
 * current answer and moves on; Previous moves back without submitting; Complete Interview on the
 * last question submits it and completes. Saved answers come back on reload, and the flow resumes
 * at the first question without one.
 */
export function InterviewStep({
  token,
  take,
  onCompleted,
  onKnockedOut,
  onNotInProgress,
}: InterviewStepProps) {
  const { t, i18n } = useLingui();
  const { accommodations } = take;
  const timed = accommodations.time !== 'UNTIMED';
  const questions = useMemo(
    () => accommodatedQuestions(take.questions, accommodations.time),
    [take.questions, accommodations.time],
  );
  const [writing, setWriting] = useState(() => writtenAnswers(take.answers));
  const invitationId = take.invitation_id;
  const [saved, setSaved] = useState(() => toSavedAnswers(take.answers));
  const [drafts, setDrafts] = useState(() => loadDrafts(invitationId));
  const [index, setIndex] = useState(() => {
    const firstOpen = questions.findIndex((question) => !saved[question.id]);
    return firstOpen === -1 ? questions.length - 1 : firstOpen;
  });
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Next was pressed on a choice question with nothing picked.
  const [choiceMissing, setChoiceMissing] = useState(false);
  const submit = useSubmitResponse(token);
  const complete = useCompleteInterview(token);

  const asked = questions[index] as TakeQuestion;
  const question = answeredAs(asked, writing);
  const savedAnswer = saved[question.id];
  const isLast = index === questions.length - 1;
  const answered = hasAnswer(question, savedAnswer, drafts);
  const isAnswered = (q: TakeQuestion) => hasAnswer(answeredAs(q, writing), saved[q.id], drafts);
  const answeredCount = questions.filter(isAnswered).length;
  const submitting = submit.isPending || complete.isPending;
  const isChoice = question.response_format === 'CHOICE';
  const isFile = question.response_format === 'FILE';
  // Issue #37 item 3: a question asked on video is watched before it is answered.
  const prompt = take.video_prompts.questions.find((p) => p.question_id === asked.id)?.recording;
  const [answering, setAnswering] = useState<Record<string, true>>({});
  const showAnswer =
    !prompt || answering[asked.id] === true || savedAnswer !== undefined || drafts[asked.id] !== undefined;

  /** Changes a question's draft; `null` keeps only the count of takes started on this device. */
  function updateDraft(questionId: string, change: QuestionDraft | null) {
    setDrafts((current) => {
      const { [questionId]: draft, ...next } = current;
      const updated = change === null ? { takes: draft?.takes } : { ...draft, ...change };
      if (updated.takes !== undefined || change !== null) next[questionId] = updated;
      saveDrafts(invitationId, next);
      return next;
    });
  }

  function moveTo(nextIndex: number) {
    setSubmitError(null);
    setChoiceMissing(false);
    setIndex(nextIndex);
  }

  /**
   * Sends the current answer unless the server already has it; false (and the error shown) on
   * failure, and false when a knockout pick ended the interview (the page then says so).
   */
  async function saveAnswer(): Promise<boolean> {
    setSubmitError(null);
    try {
      const body = submission(question, savedAnswer, drafts);
      if (body) {
        const result = await submit.mutateAsync(body);
        setSaved((current) => ({
          ...current,
          [question.id]: {
            question_id: question.id,
            attempts: result.attempts,
            response_text: body.response_text ?? null,
            media_path: body.response_content_url ?? null,
            take: result.take,
            choice_option_ids: result.choice_option_ids,
            file_path: null,
            file_name: null,
          },
        }));
        updateDraft(question.id, null);
        if (result.knocked_out) {
          onKnockedOut();
          return false;
        }
      }
      return true;
    } catch (error) {
      console.error('Failed to submit the answer:', error);
      setSubmitError(localTakeError(i18n, error));
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.reason === takeErrorMessages.notInProgress
      ) {
        onNotInProgress?.();
      }
      return false;
    }
  }

  /** A FILE question's upload sent as its answer (the FileAnswer shows a refusal itself). */
  async function submitFile(file: { path: string; name: string }) {
    setSubmitError(null);
    const result = await submit.mutateAsync({ question_id: question.id, file });
    setSaved((current) => ({
      ...current,
      [question.id]: {
        question_id: question.id,
        attempts: result.attempts,
        response_text: null,
        media_path: null,
        take: result.take,
        choice_option_ids: null,
        file_path: result.file_path,
        file_name: result.file_name,
      },
    }));
  }

  async function submitAndMoveOn() {
    if (isChoice && !answered) {
      setChoiceMissing(true);
      return;
    }
    if (!(await saveAnswer())) return;
    try {
      if (isLast) {
        await complete.mutateAsync();
        onCompleted();
      } else {
        moveTo(index + 1);
      }
    } catch (error) {
      console.error('Failed to complete the interview:', error);
      setSubmitError(localTakeError(i18n, error));
    }
  }

  const textAttemptsLeft = question.max_attempts - (savedAnswer?.attempts ?? 0);
  const total = questions.length;
  const number = index + 1;
  const timeLimit = formatSeconds(question.time_limit_seconds);

  return (
    <TakeLayout size="lg">
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600} lineClamp={1}>
                {take.interview.title}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>
                  {answeredCount} of {total} answered
                </Trans>
              </Text>
            </Group>
            <Progress
              value={Math.round((answeredCount / questions.length) * 100)}
              aria-label={t`Interview progress`}
            />
          </Stack>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} key={question.id}>
              <Stack gap="md">
                <StepHeading order={1} size="h4" c="dimmed">
                  <Trans>
                    Question {number} of {total}
                  </Trans>
                </StepHeading>
                <Title order={2} size="h3" style={{ whiteSpace: 'pre-line' }}>
                  {question.text}
                </Title>
                <Group gap="xs">
                  <FormatBadge format={asked.response_format} />
                  <Badge variant="outline" color="gray">
                    {timed && !isChoice && !isFile ? (
                      <Trans>Time limit {timeLimit}</Trans>
                    ) : (
                      <Trans>No time limit</Trans>
                    )}
                  </Badge>
                </Group>
                {accommodations.text_answers_allowed &&
                  (asked.response_format === 'VIDEO' || asked.response_format === 'AUDIO') && (
                    <AnswerModeSwitch
                      kind={asked.response_format}
                      writing={question.response_format === 'TEXT'}
                      disabled={busy || submitting}
                      onChange={(write) => setWriting((current) => ({ ...current, [asked.id]: write }))}
                    />
                  )}
                {prompt && (
                  <QuestionPrompt
                    recording={prompt}
                    language={take.interview.language}
                    number={number}
                    answering={showAnswer}
                    onAnswer={() => setAnswering((current) => ({ ...current, [asked.id]: true }))}
                  />
                )}
                {!showAnswer ? null : isChoice ? (
                  <ChoiceAnswer
                    key={`${asked.id}-choice`}
                    question={question}
                    value={choiceOf(question, savedAnswer, drafts)}
                    attemptsLeft={textAttemptsLeft}
                    missing={choiceMissing}
                    onChange={(optionIds) => updateDraft(question.id, { optionIds })}
                  />
                ) : isFile ? (
                  <Suspense fallback={<PageLoader label={t`Loading the file upload`} />}>
                    <FileAnswer
                      key={`${asked.id}-file`}
                      invitationId={invitationId}
                      question={question}
                      sent={
                        savedAnswer?.file_name && savedAnswer.take !== null
                          ? {
                              name: savedAnswer.file_name,
                              take: savedAnswer.take,
                              attempts: savedAnswer.attempts,
                            }
                          : null
                      }
                      onSubmit={submitFile}
                      onBusyChange={setBusy}
                    />
                  </Suspense>
                ) : question.response_format === 'TEXT' ? (
                  <TextAnswer
                    key={`${asked.id}-text`}
                    timed={timed}
                    question={question}
                    value={textOf(question, savedAnswer, drafts)}
                    attemptsLeft={textAttemptsLeft}
                    onChange={(text) => updateDraft(question.id, { text })}
                    onTimeUp={saveAnswer}
                  />
                ) : (
                  <Suspense fallback={<PageLoader label={t`Loading the recorder`} />}>
                    <RecordingAnswer
                      timed={timed}
                      invitationId={invitationId}
                      question={question}
                      answerPath={mediaPathOf(question, savedAnswer, drafts)}
                      takesUsed={takesUsed(savedAnswer, drafts[question.id])}
                      onTakeStarted={(take) => updateDraft(question.id, { takes: take })}
                      onAnswerChange={(mediaPath) => updateDraft(question.id, { mediaPath })}
                      onBusyChange={setBusy}
                    />
                  </Suspense>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder p="md">
                <Stack gap="sm">
                  {submitError && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                      {submitError}
                    </Alert>
                  )}
                  <Button
                    fullWidth
                    rightSection={
                      isLast ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconArrowRight size={16} className={direction.mirrored} aria-hidden />
                      )
                    }
                    disabled={(!answered && !isChoice) || busy}
                    loading={submitting}
                    onClick={() => void submitAndMoveOn()}
                  >
                    {isLast ? <Trans>Complete Interview</Trans> : <Trans>Next Question</Trans>}
                  </Button>
                  <Button
                    fullWidth
                    variant="default"
                    leftSection={<IconArrowLeft size={16} className={direction.mirrored} aria-hidden />}
                    disabled={index === 0 || busy || submitting}
                    onClick={() => moveTo(index - 1)}
                  >
                    <Trans>Previous Question</Trans>
                  </Button>
                  {!answered && !isChoice && (
                    <Text size="xs" c="dimmed" ta="center">
                      <Trans>Answer this question to continue.</Trans>
                    </Text>
                  )}
                </Stack>
              </Paper>
              <QuestionProgressList questions={questions} currentIndex={index} isAnswered={isAnswered} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </TakeLayout>
  );
}
