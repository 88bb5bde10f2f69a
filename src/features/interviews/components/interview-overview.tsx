import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconExternalLink } from '@tabler/icons-react';
import type { InterviewDetail } from '#contract/interviews';
import { ChoiceOptionsList } from '@/features/interviews/components/choice-options-list';
import classes from '@/ui/divided-list.module.css';
import { SectionCard } from '@/ui/section-card';
import { ResponseFormatBadge } from '@/ui/status-badge';

/** The main column of the interview detail: description, welcome video and the numbered questions. */
export function InterviewOverview({ interview }: { interview: InterviewDetail }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      {(interview.description || interview.welcome_video_url) && (
        <SectionCard title={t`About this interview`}>
          <Stack gap="sm">
            {interview.description ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{interview.description}</Text>
            ) : (
              <Text c="dimmed">
                <Trans>No description.</Trans>
              </Text>
            )}
            {interview.welcome_video_url && (
              <Anchor href={interview.welcome_video_url} target="_blank" rel="noopener noreferrer">
                <Group gap={4} component="span">
                  <Trans>
                    Watch the welcome video <IconExternalLink size={14} aria-hidden />
                  </Trans>
                </Group>
              </Anchor>
            )}
          </Stack>
        </SectionCard>
      )}

      <SectionCard
        title={t`Questions`}
        aside={
          <Badge variant="default" size="lg">
            {interview.questions.length}
          </Badge>
        }
      >
        {interview.questions.length === 0 ? (
          <Text c="dimmed">
            <Trans>This interview has no questions.</Trans>
          </Text>
        ) : (
          <Stack component="ol" gap={0} className={classes.list}>
            {[...interview.questions]
              .sort((a, b) => a.order_number - b.order_number)
              .map((question, index) => {
                const number = index + 1;
                const seconds = question.time_limit_seconds;
                const thinking = question.thinking_seconds;
                const attempts = question.max_attempts;
                return (
                  <Group component="li" key={question.id} align="flex-start" wrap="nowrap" py="sm" gap="md">
                    <Badge variant="filled" circle size="lg" aria-hidden>
                      {number}
                    </Badge>
                    <Stack gap={6} miw={0}>
                      <Group gap="xs">
                        <Text span size="sm" fw={600}>
                          <Trans>Question {number}</Trans>
                        </Text>
                        <ResponseFormatBadge format={question.response_format} size="sm" />
                        {seconds != null && (
                          <Badge
                            variant="outline"
                            color="gray"
                            size="sm"
                            leftSection={<IconClock size={12} aria-hidden />}
                          >
                            <Trans>{seconds} seconds</Trans>
                          </Badge>
                        )}
                        {thinking > 0 && (
                          <Badge variant="outline" color="gray" size="sm">
                            <Trans>{thinking} s to think</Trans>
                          </Badge>
                        )}
                        <Badge variant="outline" color="gray" size="sm">
                          {t`${plural(attempts, { one: '# attempt', other: '# attempts' })}`}
                        </Badge>
                      </Group>
                      <Text style={{ whiteSpace: 'pre-wrap' }}>{question.text}</Text>
                      {question.response_format === 'CHOICE' && <ChoiceOptionsList question={question} />}
                    </Stack>
                  </Group>
                );
              })}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
