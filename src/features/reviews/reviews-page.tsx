import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Center, Container, Grid, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useReviews } from '@/features/reviews/api/get-reviews';
import { AiFeaturesPanel } from '@/features/reviews/components/ai-features-panel';
import { ReviewCounters } from '@/features/reviews/components/review-counters';
import { ReviewTable } from '@/features/reviews/components/review-table';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

/** /reviews (docs/product.md §2 Reviews list): the counters, the completed interviews and the AI features. */
export function ReviewsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const reviews = useReviews(page);
  const pages = reviews.data ? Math.ceil(reviews.data.total / reviews.data.page_size) : 0;

  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          <Trans>Back to Dashboard</Trans>
        </Anchor>
        <Title order={1}>
          <Trans>Completed Interviews</Trans>
        </Title>
        <ReviewCounters counts={reviews.data?.counts} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SectionCard title={t`Interviews to review`}>
              <QueryContent
                query={reviews}
                what={t`completed interviews`}
                skeleton={{ rows: 4, height: 48 }}
                isEmpty={(data) => data.total === 0}
                empty={
                  <Text c="dimmed" ta="center" py="xl">
                    <Trans>No completed interviews</Trans>
                  </Text>
                }
              >
                {(data) => (
                  <Stack gap="md">
                    <ReviewTable reviews={data.reviews} />
                    {pages > 1 && (
                      <Center>
                        <Pagination total={pages} value={page} onChange={setPage} aria-label={t`Pages`} />
                      </Center>
                    )}
                  </Stack>
                )}
              </QueryContent>
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AiFeaturesPanel />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
