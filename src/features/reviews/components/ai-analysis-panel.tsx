import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useAnalyzeResponse } from '@/features/reviews/api/analyze-response';
import { AiCompetencyScores } from '@/features/reviews/components/ai-competency-scores';
import { AnalysisState } from '@/features/reviews/components/analysis-state';
import { ScoreRing } from '@/features/reviews/components/score-ring';
import { SectionCard } from '@/ui/section-card';
import { aiDeclined, insufficientEvidence } from '@/features/reviews/lib/review-texts';
import type { AiInsights, ReviewResponse } from '#contract/reviews';
import { notifyFailure } from '@/ui/notify-failure';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function Points({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      <List size="sm" spacing={2}>
        {items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Paragraph({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}

/** "Heard: Spanish": the language the model heard the answer in, named in the page's language. */
function HeardLanguage({ tag }: { tag: string | null }) {
  const { i18n } = useLingui();
  if (!tag) return null;
  let name: string = tag;
  try {
    name = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    // A tag Intl cannot name is shown as it is.
  }
  return (
    <Text size="xs" c="dimmed" data-testid="ai-heard-language">
      <Trans>Heard: {name}</Trans>
    </Text>
  );
}

function Insights({ insights }: { insights: AiInsights }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <HeardLanguage tag={insights.heard_language} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {insights.score === null ? (
          <Badge color="gray" variant="light" size="lg" data-testid="ai-insufficient-evidence">
            {t(insufficientEvidence)}
          </Badge>
        ) : (
          <ScoreRing score={insights.score} />
        )}
        <Paragraph title={t`Summary`} text={insights.summary} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Points title={t`Strengths`} items={insights.strengths} />
        <Points title={t`Areas for Consideration`} items={insights.concerns} />
      </SimpleGrid>
      <AiCompetencyScores competencies={insights.competencies} />
      <Paragraph title={t`Communication Quality`} text={insights.communication_quality} />
      <Paragraph title={t`Technical Competency`} text={insights.technical_competency} />
      <Paragraph title={t`Cultural Fit`} text={insights.cultural_fit} />
      <Points title={t`Recommendations`} items={insights.recommendations} />
      <Points title={t`Talking Points for a Follow-up`} items={insights.talking_points} />
    </Stack>
  );
}

interface AiAnalysisPanelProps {
  reviewId: string;
  response: ReviewResponse;
  /** False when no AI provider is configured: nothing to generate, and the panel says so. */
  aiConfigured: boolean;
  /** The candidate declined AI analysis in the notice: none is offered, and the panel says so. */
  aiDeclined: boolean;
}

/**
 * The AI Analysis panel (docs/product.md §2): the worker's progress on this answer, Generate or
 * Regenerate (which queue it), and the analysis once there.
 */
export function AiAnalysisPanel({
  reviewId,
  response,
  aiConfigured,
  aiDeclined: declined,
}: AiAnalysisPanelProps) {
  const { t } = useLingui();
  const analyze = useAnalyzeResponse(reviewId);
  const insights = response.ai_insights;
  const busy = analyze.isPending && analyze.variables === response.id;
  const inProgress = response.analysis_status === 'QUEUED' || response.analysis_status === 'PROCESSING';

  const generate = () =>
    analyze.mutate(response.id, {
      onError: (failure) => {
        console.error('AI analysis failed:', failure);
        notifyFailure(t`Failed to generate AI analysis: ${error}`, failure, { autoClose: 10_000 });
      },
    });

  if (declined) {
    return (
      <SectionCard title={t`AI Analysis`} order={3}>
        <Text size="sm">{t(aiDeclined)}</Text>
      </SectionCard>
    );
  }

  return (
    <SectionCard
      title={t`AI Analysis`}
      order={3}
      aside={
        aiConfigured && (
          <Button
            size="xs"
            variant={insights ? 'default' : 'filled'}
            color="violet"
            leftSection={
              insights ? <IconRefresh size={14} aria-hidden /> : <IconSparkles size={14} aria-hidden />
            }
            loading={busy}
            disabled={inProgress || (analyze.isPending && !busy)}
            onClick={generate}
          >
            {insights ? t`Regenerate Analysis` : t`Generate Analysis`}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <AnalysisState response={response} aiConfigured={aiConfigured} onRetry={generate} retrying={busy} />
        {insights ? (
          <Insights insights={insights} />
        ) : (
          aiConfigured &&
          response.analysis_status === null && (
            <Text size="sm" c="dimmed">
              <Trans>
                No analysis yet. Generate one to get a transcription (for recordings), a score out of 100,
                strengths, areas for consideration and talking points.
              </Trans>
            </Text>
          )
        )}
      </Stack>
    </SectionCard>
  );
}
