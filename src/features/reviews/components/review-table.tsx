import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ReviewStatusBadge } from '@/features/reviews/components/review-status-badge';
import { candidateName } from '@/lib/candidate-name';
import { formatDate } from '@/ui/format-date';
import type { ReviewSummary } from '#contract/reviews';

/** One row per completed interview (docs/product.md §2 Reviews list), with its Review link. */
export function ReviewTable({ reviews }: { reviews: ReviewSummary[] }) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Candidate</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Interview</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Completed</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.map((review) => {
            const name = candidateName(i18n, review);
            const processing = review.processing_count;
            return (
              <Table.Tr key={review.id} aria-label={name}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text fw={500}>{name}</Text>
                    {review.email !== null && (
                      <Text size="sm" c="dimmed">
                        {review.email}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{review.interview_title}</Table.Td>
                <Table.Td>{formatDate(review.completed_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <ReviewStatusBadge status={review.status} />
                    {review.status === 'COMPLETED' && (
                      <Badge color="orange" variant="dot">
                        <Trans>Needs Review</Trans>
                      </Badge>
                    )}
                    {processing > 0 && (
                      <Badge color="blue" variant="light">
                        {t`${plural(processing, { one: '# answer processing', other: '# answers processing' })}`}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={paths.review.getHref(review.id)}
                    aria-label={t`Review ${name}`}
                  >
                    <Trans>Review</Trans>
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
