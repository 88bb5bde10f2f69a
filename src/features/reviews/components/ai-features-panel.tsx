import { List, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { SectionCard } from '@/ui/section-card';

/** docs/product.md §2: the info panel naming the AI features of a review. */
export function AiFeaturesPanel() {
  return (
    <SectionCard title="AI-Powered Review">
      <Text size="sm" c="dimmed" mb="sm">
        Open a review to generate, for each answer:
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
        <List.Item>Transcription of video and audio answers</List.Item>
        <List.Item>Insights: strengths and areas for consideration</List.Item>
        <List.Item>Scoring out of 100</List.Item>
        <List.Item>Talking points for a follow-up interview</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        The analysis judges only what the candidate said, never how they look or sound.
      </Text>
    </SectionCard>
  );
}
