import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RatingsView } from '#contract/evaluations';
import { RatingHistoryPopover } from '@/features/reviews/components/rating-history-popover';
import { SectionCard } from '@/ui/section-card';

interface TeamRatingsPanelProps {
  reviewId: string;
  responseId: string;
  view: RatingsView;
}

/** After submitting: every submitted rater's scores and notes of one answer, per competency. */
export function TeamRatingsPanel({ reviewId, responseId, view }: TeamRatingsPanelProps) {
  const { t } = useLingui();
  const answer = view.answers.find((a) => a.response_id === responseId);
  if (!answer || !view.others) return null;
  const others = view.others;
  return (
    <SectionCard title={t`Everyone’s ratings`}>
      <Stack gap="lg">
        {answer.competencies.map((competency) => {
          const disagree = view.disagreements?.some(
            (d) => d.response_id === responseId && d.competency_id === competency.id,
          );
          const rows = others.flatMap((rater) =>
            rater.ratings
              .filter((r) => r.response_id === responseId && r.competency_id === competency.id)
              .map((rating) => ({ rater, rating })),
          );
          return (
            <Stack key={competency.id} gap="xs">
              <Group gap="sm">
                <Title order={3} size="h5">
                  {competency.name}
                </Title>
                {disagree && (
                  <Badge
                    color="orange"
                    variant="light"
                    leftSection={<IconAlertTriangle size={14} aria-hidden />}
                  >
                    <Trans>Raters disagree</Trans>
                  </Badge>
                )}
              </Group>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Rater</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Score</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Note</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map(({ rater, rating }) => (
                    <Table.Tr key={rater.rater_id}>
                      <Table.Td>{rater.name}</Table.Td>
                      <Table.Td>{rating.score}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Text size="sm">{rating.note}</Text>
                          {rating.edited && (
                            <RatingHistoryPopover
                              reviewId={reviewId}
                              responseId={responseId}
                              competencyId={competency.id}
                              raterId={rater.rater_id}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
