import { useLingui } from '@lingui/react/macro';
import { Group, NavLink, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { FormatIcon } from '@/features/reviews/components/format-icon';
import { SectionCard } from '@/ui/section-card';
import type { ReviewResponse } from '#contract/reviews';

interface QuestionNavProps {
  responses: ReviewResponse[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** docs/product.md §2's left column: the questions by order, with their format and whether AI analysed them or they knock out. */
export function QuestionNav({ responses, selectedId, onSelect }: QuestionNavProps) {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Questions`} p="sm">
      <Stack gap={2} component="nav" aria-label={t`Questions`}>
        {responses.map((response) => (
          <NavLink
            key={response.id}
            component="button"
            active={response.id === selectedId}
            aria-current={response.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(response.id)}
            leftSection={<FormatIcon format={response.response_format} />}
            label={
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Text size="sm" lineClamp={2}>
                  {response.order_number}. {response.question_text}
                </Text>
                {response.knockout && (
                  <ThemeIcon
                    color="red"
                    variant="light"
                    size={20}
                    radius="xl"
                    aria-label={t`Knockout answer`}
                    role="img"
                  >
                    <IconAlertTriangle size={12} aria-hidden />
                  </ThemeIcon>
                )}
                {response.ai_insights && (
                  <Tooltip label={t`AI analysis available`}>
                    <ThemeIcon
                      color="violet"
                      variant="light"
                      size={20}
                      radius="xl"
                      aria-label={t`AI analysed`}
                      role="img"
                    >
                      <IconSparkles size={12} aria-hidden />
                    </ThemeIcon>
                  </Tooltip>
                )}
              </Group>
            }
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
