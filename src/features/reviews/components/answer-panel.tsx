import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useAnalyzeResponse } from '@/features/reviews/api/analyze-response';
import { PromptVideoPlayer } from '@/ui/prompt-video-player';
import { AnswerPlayer } from '@/features/reviews/components/answer-player';
import { ChoiceAnswerView, KnockoutBadge } from '@/ui/choice-answer';
import { FormatIcon } from '@/features/reviews/components/format-icon';
import { FileAnswerView } from '@/features/reviews/components/file-answer-view';
import { RecordingState } from '@/features/reviews/components/recording-state';
import { Transcript } from '@/features/reviews/components/transcript';
import { SectionCard } from '@/ui/section-card';
import { ResponseFormatBadge } from '@/ui/status-badge';
import { notifyFailure } from '@/ui/notify-failure';
import type { Locale } from '#contract/locale-tags';
import type { ReviewResponse } from '#contract/reviews';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

interface AnswerPanelProps {
  reviewId: string;
  response: ReviewResponse;
  /** The interview's language, which its transcripts (and the player's captions) are in. */
  language: Locale;
  /** A failed recording is processed again through the analysis request, which needs a provider. */
  aiConfigured: boolean;
  /** A blind review: the recording is audio only, and the reviewer may read the transcript alone. */
  anonymous: boolean;
  onRefresh: () => Promise<unknown>;
}

/** The question, the candidate's answer (text, video, audio, the options picked or a file) and its transcript. */
export function AnswerPanel({
  reviewId,
  response,
  language,
  aiConfigured,
  anonymous,
  onRefresh,
}: AnswerPanelProps) {
  const { t } = useLingui();
  const media = useRef<HTMLMediaElement | null>(null);
  const [blindView, setBlindView] = useState<'audio' | 'transcript'>('audio');
  const transcriptOnly = anonymous && blindView === 'transcript';
  const analyze = useAnalyzeResponse(reviewId);

  const seek = (seconds: number) => {
    const player = media.current;
    if (!player) return;
    player.currentTime = seconds;
    // The browser may refuse to start playback by itself; the player then stands at the line, paused.
    player.play().catch(() => undefined);
  };
  const retryRecording = () =>
    analyze.mutate(response.id, {
      onError: (failure) => notifyFailure(t`Failed to prepare the recording again: ${error}`, failure),
    });

  // A typed answer: to a TEXT question, or in writing instead of a recording (an accommodation).
  const written = response.response_text !== null;
  const number = response.order_number;
  return (
    <SectionCard
      title={t`Question ${number}`}
      order={2}
      aside={
        <Group gap="xs">
          {response.knockout && <KnockoutBadge />}
          <FormatIcon format={response.response_format} />
          <ResponseFormatBadge format={response.response_format} />
        </Group>
      }
    >
      <Stack gap="md">
        <Text fw={500}>{response.question_text}</Text>
        {response.question_prompt && (
          <PromptVideoPlayer
            recording={response.question_prompt}
            label={t`Video of question ${number}`}
            language={language}
          />
        )}
        {response.choice ? (
          // No recording, no text and no transcript: the options picked are the answer.
          <Stack gap="xs">
            <Title order={3} size="h6">
              <Trans>Candidate Response</Trans>
            </Title>
            <ChoiceAnswerView choice={response.choice} />
          </Stack>
        ) : response.file ? (
          <Stack gap="xs">
            <Title order={3} size="h6">
              <Trans>Candidate Response</Trans>
            </Title>
            <FileAnswerView reviewId={reviewId} responseId={response.id} file={response.file} />
          </Stack>
        ) : (
          <>
            {anonymous && !written && (
              <SegmentedControl
                aria-label={t`How to take in the answer`}
                value={blindView}
                onChange={(value) => setBlindView(value === 'transcript' ? 'transcript' : 'audio')}
                data={[
                  { value: 'audio', label: t`Audio` },
                  { value: 'transcript', label: t`Transcript only` },
                ]}
              />
            )}
            <Stack gap="xs">
              <Title order={3} size="h6">
                <Trans>Candidate Response</Trans>
              </Title>
              {written && response.response_format !== 'TEXT' && (
                <Text size="sm" c="dimmed">
                  {response.response_format === 'AUDIO' ? (
                    <Trans>
                      Answered in writing instead of on audio, as the candidate's accommodations allow.
                    </Trans>
                  ) : (
                    <Trans>
                      Answered in writing instead of on camera, as the candidate's accommodations allow.
                    </Trans>
                  )}
                </Text>
              )}
              {written ? (
                <Paper withBorder p="md" bg="var(--mantine-color-gray-light)">
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{response.response_text}</Text>
                </Paper>
              ) : transcriptOnly ? (
                <Text size="sm" c="dimmed">
                  <Trans>Transcript only: the recording is not played.</Trans>
                </Text>
              ) : (
                <>
                  <AnswerPlayer
                    key={response.id}
                    response={response}
                    language={language}
                    onRefresh={onRefresh}
                    mediaRef={media}
                  />
                  <RecordingState
                    recording={response.recording}
                    onRetry={aiConfigured ? retryRecording : undefined}
                    retrying={analyze.isPending}
                  />
                </>
              )}
            </Stack>
            <Transcript segments={response.transcript_segments} text={response.transcription} onSeek={seek} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
