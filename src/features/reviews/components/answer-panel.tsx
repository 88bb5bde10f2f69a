import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormatIcon } from '@/features/reviews/components/format-icon';
import { ResponseMedia } from '@/features/reviews/components/response-media';
import { SectionCard } from '@/ui/section-card';
import { ResponseFormatBadge } from '@/ui/status-badge';
import type { ReviewResponse } from '@contract/reviews';

interface AnswerPanelProps {
  response: ReviewResponse;
  onRefresh: () => Promise<unknown>;
}

/** The question, the candidate's answer (text, video or audio) and its transcription. */
export function AnswerPanel({ response, onRefresh }: AnswerPanelProps) {
  return (
    <SectionCard
      title={`Question ${response.order_number}`}
      order={2}
      aside={
        <Group gap="xs">
          <FormatIcon format={response.response_format} />
          <ResponseFormatBadge format={response.response_format} />
        </Group>
      }
    >
      <Stack gap="md">
        <Text fw={500}>{response.question_text}</Text>
        <Stack gap="xs">
          <Title order={3} size="h6">
            Candidate Response
          </Title>
          {response.response_format === 'TEXT' ? (
            <Paper withBorder p="md" bg="var(--mantine-color-gray-light)">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{response.response_text}</Text>
            </Paper>
          ) : (
            <ResponseMedia key={response.id} response={response} onRefresh={onRefresh} />
          )}
        </Stack>
        {response.transcription !== null && (
          <Stack gap="xs">
            <Group gap="xs">
              <Title order={3} size="h6">
                Transcription
              </Title>
              <Badge size="xs" color="violet" variant="light">
                AI
              </Badge>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {response.transcription}
            </Text>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
