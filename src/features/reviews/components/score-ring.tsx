import { Trans } from '@lingui/react/macro';
import { RingProgress, Stack, Text } from '@mantine/core';
import { scoreColor } from '#contract/reviews';

/** The overall score out of 100, coloured per docs/product.md §9 (80+ green, 60-79 yellow, below 60 red). */
export function ScoreRing({ score }: { score: number }) {
  const color = scoreColor(score);
  return (
    <Stack gap={2} align="center" data-testid="ai-score" data-score-color={color}>
      <RingProgress
        size={112}
        thickness={10}
        roundCaps
        sections={[{ value: score, color }]}
        label={
          <Text ta="center" fw={700} fz={26} c={color === 'yellow' ? 'yellow.8' : `${color}.7`}>
            {score}
          </Text>
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>Overall score: {score}/100</Trans>
      </Text>
    </Stack>
  );
}
