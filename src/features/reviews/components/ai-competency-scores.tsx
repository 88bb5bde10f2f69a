import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Blockquote, Group, Stack, Text, Title } from '@mantine/core';
import { insufficientEvidence, noVerifiedEvidence } from '@/features/reviews/lib/review-texts';
import type { AiCompetency } from '#contract/reviews';

function Verdict({ competency }: { competency: AiCompetency }) {
  const { t } = useLingui();
  if (competency.insufficient_evidence) {
    return (
      <Badge color="gray" variant="light">
        {t(insufficientEvidence)}
      </Badge>
    );
  }
  if (competency.score === null) {
    return (
      <Badge color="orange" variant="light">
        {t(noVerifiedEvidence)}
      </Badge>
    );
  }
  const score = competency.score;
  return (
    <Badge color="violet" variant="light">
      <Trans>AI assistant: {score}/5</Trans>
    </Badge>
  );
}

/**
 * The assistant's score of each scorecard competency, with only the quotes that were found in the
 * answer (the worker drops the others), so a person can check every score against what was said.
 */
export function AiCompetencyScores({ competencies }: { competencies: AiCompetency[] }) {
  if (competencies.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={4} size="h6">
        <Trans>Scorecard (AI assistant's view)</Trans>
      </Title>
      {competencies.map((competency) => (
        <Stack key={competency.competency_id} gap={4} data-testid="ai-competency">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {competency.name}
            </Text>
            <Verdict competency={competency} />
          </Group>
          {competency.rationale && (
            <Text size="sm" c="dimmed">
              {competency.rationale}
            </Text>
          )}
          {competency.evidence.map((quote, index) => (
            <Blockquote key={index} p="xs" fz="sm" color="violet">
              {quote}
            </Blockquote>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
