import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconExternalLink } from '@tabler/icons-react';
import type { InterviewDetail } from '#contract/interviews';
import classes from '@/ui/divided-list.module.css';
import { SectionCard } from '@/ui/section-card';
import { ResponseFormatBadge } from '@/ui/status-badge';

/** The main column of the interview detail: description, welcome video and the numbered questions. */
export function InterviewOverview({ interview }: { interview: InterviewDetail }) {
  return (
    <Stack gap="lg">
      {(interview.description || interview.welcome_video_url) && (
        <SectionCard title="About this interview">
          <Stack gap="sm">
            {interview.description ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{interview.description}</Text>
            ) : (
              <Text c="dimmed">No description.</Text>
            )}
            {interview.welcome_video_url && (
              <Anchor href={interview.welcome_video_url} target="_blank" rel="noopener noreferrer">
                <Group gap={4} component="span">
                  Watch the welcome video <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Stack>
        </SectionCard>
      )}

      <SectionCard
        title="Questions"
        aside={
          <Badge variant="default" size="lg">
            {interview.questions.length}
          </Badge>
        }
      >
        {interview.questions.length === 0 ? (
          <Text c="dimmed">This interview has no questions.</Text>
        ) : (
          <Stack component="ol" gap={0} className={classes.list}>
            {[...interview.questions]
              .sort((a, b) => a.order_number - b.order_number)
              .map((question, index) => (
                <Group component="li" key={question.id} align="flex-start" wrap="nowrap" py="sm" gap="md">
                  <Badge variant="filled" circle size="lg" aria-hidden>
                    {index + 1}
                  </Badge>
                  <Stack gap={6} miw={0}>
                    <Group gap="xs">
                      <Text span size="sm" fw={600}>
                        Question {index + 1}
                      </Text>
                      <ResponseFormatBadge format={question.response_format} size="sm" />
                      {question.time_limit_seconds != null && (
                        <Badge
                          variant="outline"
                          color="gray"
                          size="sm"
                          leftSection={<IconClock size={12} aria-hidden />}
                        >
                          {question.time_limit_seconds} seconds
                        </Badge>
                      )}
                      {question.thinking_seconds > 0 && (
                        <Badge variant="outline" color="gray" size="sm">
                          {question.thinking_seconds} s to think
                        </Badge>
                      )}
                      <Badge variant="outline" color="gray" size="sm">
                        {question.max_attempts} {question.max_attempts === 1 ? 'attempt' : 'attempts'}
                      </Badge>
                    </Group>
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{question.text}</Text>
                  </Stack>
                </Group>
              ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
