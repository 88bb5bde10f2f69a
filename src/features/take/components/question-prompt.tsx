import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Title } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { PromptVideoPlayer } from '@/ui/prompt-video-player';
import type { Locale } from '#contract/locale-tags';
import type { PromptRecording } from '#contract/recordings';

interface QuestionPromptProps {
  recording: PromptRecording;
  /** The interview's language, the clip's captions'. */
  language: Locale;
  /** The question's number, for the player's name. */
  number: number;
  /** Whether the answer is shown already (the candidate chose to answer, or had begun before). */
  answering: boolean;
  onAnswer: () => void;
}

/**
 * A question asked on video (issue #37 item 3): the recruiter's clip first, replayable while the
 * candidate answers; the answer (and its thinking countdown) waits until they choose to answer.
 */
export function QuestionPrompt({ recording, language, number, answering, onAnswer }: QuestionPromptProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Watch the question</Trans>
      </Title>
      <PromptVideoPlayer recording={recording} label={t`Video of question ${number}`} language={language} />
      {!answering && (
        <Button
          variant="light"
          leftSection={<IconArrowDown size={16} aria-hidden />}
          onClick={onAnswer}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Answer the question</Trans>
        </Button>
      )}
    </Stack>
  );
}
