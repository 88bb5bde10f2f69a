import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { captionsOf, CaptionsToggle, CaptionsTrack } from '@/media/captions';
import { ChoiceAnswerView, KnockoutBadge } from '@/ui/choice-answer';
import type { Locale } from '#contract/locale-tags';
import type { SharedAnswer as Answer } from '#contract/shares';

function seconds(value: number): string {
  const whole = Math.floor(value);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function Player({ answer, language }: { answer: Answer; language: Locale }) {
  const { t } = useLingui();
  const recording = answer.recording;
  if (!recording || recording.sources.length === 0) return null;
  const number = answer.order_number;
  const label = t`Recording of answer ${number}`;
  const sources = recording.sources.map((source) => (
    <source key={source.url} src={source.url} type={source.type} />
  ));
  const captions = captionsOf(answer.transcript_segments);
  return recording.has_video ? (
    <Stack gap="xs">
      <video
        controls
        preload="metadata"
        poster={recording.poster_url ?? undefined}
        aria-label={label}
        style={{ width: '100%', maxHeight: 420 }}
      >
        {sources}
        {captions && <CaptionsTrack segments={captions} language={language} />}
      </video>
      {captions && (
        <Group justify="flex-end">
          <CaptionsToggle />
        </Group>
      )}
    </Stack>
  ) : (
    <audio controls preload="metadata" aria-label={label} style={{ width: '100%' }}>
      {sources}
    </audio>
  );
}

function Transcript({ answer }: { answer: Answer }) {
  if (answer.transcript_segments?.length) {
    return (
      <Stack gap={2}>
        {answer.transcript_segments.map((segment, index) => (
          <Text key={index} size="sm">
            <Text span c="dimmed" size="xs" ff="monospace">
              {seconds(segment.start)}
            </Text>{' '}
            {segment.text}
          </Text>
        ))}
      </Stack>
    );
  }
  if (answer.transcription) return <Text size="sm">{answer.transcription}</Text>;
  return null;
}

/**
 * One answer of the shared page: the question, the player (or the typed text, the options picked,
 * or a note that a file is not shared) and the transcript,
 * which is in the interview's `language` (the captions are labelled with it).
 */
export function SharedAnswer({ answer, language }: { answer: Answer; language: Locale }) {
  const headingId = `shared-answer-${answer.order_number}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="lg">
      <Stack gap="sm">
        <Title id={headingId} order={2} size="h4">
          {answer.order_number}. {answer.question_text}
        </Title>
        {answer.knockout && <KnockoutBadge />}
        {answer.choice && <ChoiceAnswerView choice={answer.choice} />}
        {answer.response_format === 'FILE' && (
          <Text size="sm" c="dimmed">
            <Trans>The candidate uploaded a file. Files are not shared through this link.</Trans>
          </Text>
        )}
        {answer.response_text !== null && (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.response_text}</Text>
        )}
        <Player answer={answer} language={language} />
        {(answer.transcription || answer.transcript_segments?.length) && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              <Trans>Transcript</Trans>
            </Title>
            <Transcript answer={answer} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
