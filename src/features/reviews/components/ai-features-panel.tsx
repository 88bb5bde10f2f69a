import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { SectionCard } from '@/ui/section-card';

/** docs/product.md §2: the info panel naming the AI features of a review. */
export function AiFeaturesPanel() {
  const { t } = useLingui();
  return (
    <SectionCard title={t`AI-Powered Review`}>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Open a review to generate, for each answer:</Trans>
      </Text>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon color="violet" variant="light" size={20} radius="xl">
            <IconSparkles size={12} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>
          <Trans>Transcription of video and audio answers</Trans>
        </List.Item>
        <List.Item>
          <Trans>Insights: strengths and areas for consideration</Trans>
        </List.Item>
        <List.Item>
          <Trans>Scoring out of 100</Trans>
        </List.Item>
        <List.Item>
          <Trans>Talking points for a follow-up interview</Trans>
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        <Trans>The analysis judges only what the candidate said, never how they look or sound.</Trans>
      </Text>
    </SectionCard>
  );
}
