import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ReviewStatusBadge } from '@/features/reviews/components/review-status-badge';
import { formatDate } from '@/ui/format-date';
import { candidateLabel } from '#contract/candidate-identity';
import type { ReviewSummary } from '#contract/reviews';

/** One row per completed interview (docs/product.md §2 Reviews list), with its Review link. */
export function ReviewTable({ reviews }: { reviews: ReviewSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Candidate</Table.Th>
            <Table.Th>Interview</Table.Th>
            <Table.Th>Completed</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.map((review) => {
            const name = candidateLabel(review);
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
                        Needs Review
                      </Badge>
                    )}
                    {review.processing_count > 0 && (
                      <Badge color="blue" variant="light">
                        {review.processing_count === 1
                          ? '1 answer processing'
                          : `${review.processing_count} answers processing`}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Anchor component={Link} to={paths.review.getHref(review.id)} aria-label={`Review ${name}`}>
                    Review
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
