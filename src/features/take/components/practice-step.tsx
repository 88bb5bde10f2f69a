import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowRight,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconRefresh,
} from '@tabler/icons-react';
import { AnswerPreview } from '@/features/take/components/answer-preview';
import { StepHeading } from '@/features/take/components/step-heading';
import { TimeRemaining } from '@/features/take/components/time-remaining';
import { TakeLayout } from '@/features/take/components/take-layout';
import { localMediaMessage } from '@/media/media-messages';
import { useCountdown } from '@/media/use-countdown';
import { useMediaStream } from '@/media/use-media-stream';
import { usePracticeRecorder } from '@/media/use-practice-recorder';
import '@/ui/mantine-styles';
import direction from '@/ui/direction.module.css';

/** The practice question's prompt and its time limit. */
const PRACTICE_PROMPT = msg`Practice: tell us in a few sentences what you would like us to know about you. Nobody else will see or hear this.`;
const PRACTICE_SECONDS = 60;

/**
 * The practice question (issue #19 item 1), between the tech check and question 1: the candidate
 * records an answer and watches it, as often as they like, or skips it. The recording stays in
 * this page's memory (usePracticeRecorder): never uploaded, never stored, never sent to the api.
 */
export function PracticeStep({ onContinue }: { onContinue: () => void }) {
  const { i18n } = useLingui();
  const media = useMediaStream({ kind: 'video' });
  const practice = usePracticeRecorder();
  const recording = practice.state.name === 'recording';
  const remaining = useCountdown(PRACTICE_SECONDS, recording, practice.stop);
  const take = practice.state.name === 'recorded' ? practice.state.take : null;

  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <StepHeading>
            <Trans>Practice question</Trans>
          </StepHeading>
          <Text fw={500}>{i18n._(PRACTICE_PROMPT)}</Text>
          <Text size="sm" c="dimmed">
            <Trans>
              This does not count. Your practice recording stays in this browser tab and is deleted when you
              move on.
            </Trans>
          </Text>
          <AnswerPreview kind="video" stream={media.stream} recording={recording} playback={take} />
          {(media.error ?? practice.error) && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {localMediaMessage(i18n, media.error ?? practice.error)}
            </Alert>
          )}
          <TimeRemaining id="practice" seconds={remaining} running={recording} />
          <Group>
            {practice.state.name === 'idle' && (
              <Button
                color="red"
                leftSection={<IconPlayerRecordFilled size={16} aria-hidden />}
                disabled={media.stream === null}
                onClick={() => media.stream && practice.start(media.stream)}
              >
                <Trans>Record a practice answer</Trans>
              </Button>
            )}
            {recording && (
              <Button leftSection={<IconPlayerStopFilled size={16} aria-hidden />} onClick={practice.stop}>
                <Trans>Stop practice</Trans>
              </Button>
            )}
            {take && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={practice.reset}
              >
                <Trans>Try again</Trans>
              </Button>
            )}
          </Group>
          <Button
            size="md"
            rightSection={<IconArrowRight size={16} className={direction.mirrored} aria-hidden />}
            variant={take ? 'filled' : 'default'}
            disabled={recording}
            onClick={onContinue}
          >
            {take ? <Trans>Continue to the interview</Trans> : <Trans>Skip practice</Trans>}
          </Button>
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
