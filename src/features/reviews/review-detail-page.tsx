import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ResourceNotFound } from '@/ui/resource-not-found';
import { useCompleteReview } from '@/features/reviews/api/complete-review';
import { useReview } from '@/features/reviews/api/get-review';
import { AiAnalysisPanel } from '@/features/reviews/components/ai-analysis-panel';
import { AnswerPanel } from '@/features/reviews/components/answer-panel';
import { AnswerRatings, EvaluationSidebar } from '@/features/reviews/components/evaluation-panels';
import { QuestionNav } from '@/features/reviews/components/question-nav';
import { ShareReviewPanel } from '@/features/reviews/components/share-review-panel';
import { ReviewStatusBadge } from '@/features/reviews/components/review-status-badge';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/ui/format-date';
import type { ReviewDetail } from '#contract/reviews';
import { AccommodationsNote } from '@/features/reviews/components/accommodations-note';
import { BlindReviewNote } from '@/features/reviews/components/blind-review-note';
import { KnockoutEndedNote } from '@/ui/choice-answer';
import { candidateName } from '@/lib/candidate-name';
import { notifyFailure } from '@/ui/notify-failure';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function BackToReviews() {
  return (
    <Anchor component={Link} to={paths.reviews.getHref()} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      <Trans>Back to Reviews</Trans>
    </Anchor>
  );
}

function ReviewHeader({ review }: { review: ReviewDetail }) {
  const { t, i18n } = useLingui();
  const complete = useCompleteReview();
  const { invitation } = review;
  const title = invitation.interview_title;
  const completed = formatDate(invitation.completed_at);
  const markReviewed = () =>
    complete.mutate(invitation.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t`Interview marked as reviewed` }),
      onError: (failure) => notifyFailure(t`Failed to mark as reviewed: ${error}`, failure),
    });
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{candidateName(i18n, invitation)}</Title>
          <ReviewStatusBadge status={invitation.status} />
        </Group>
        {invitation.email !== null && <Text c="dimmed">{invitation.email}</Text>}
        {invitation.anonymous && <BlindReviewNote />}
        <Text size="sm">
          <Trans>
            {title} · completed {completed}
          </Trans>
        </Text>
        <AccommodationsNote accommodations={invitation.accommodations} />
        {invitation.knocked_out_at !== null && (
          <KnockoutEndedNote question={invitation.knocked_out_question} />
        )}
      </Stack>
      {invitation.status === 'COMPLETED' && (
        <Button
          color="green"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={complete.isPending}
          onClick={markReviewed}
        >
          <Trans>Mark as Reviewed</Trans>
        </Button>
      )}
    </Group>
  );
}

/** /reviews/:id (docs/product.md §2 Review detail): the answers one by one, each with its AI analysis. */
export function ReviewDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const review = useReview(id);
  const [selectedId, setSelectedId] = useState<string>();

  // docs/product.md §2: a review that does not load. A failure that may pass (5xx, network) offers a
  // retry; once the review has loaded, such a failure of a refetch (a player asking for fresh links
  // while Storage fails) keeps the review on screen, so the player's fallback and its download stay.
  const lasting = review.error instanceof ApiError && review.error.status < 500;
  if (review.isError && (lasting || !review.data)) {
    return (
      <ResourceNotFound
        title={t`Review not found`}
        message={review.error.message}
        back={{ label: t`Back to Reviews`, href: paths.reviews.getHref() }}
        onRetry={lasting ? undefined : () => void review.refetch()}
      />
    );
  }

  const responses = review.data?.responses ?? [];
  const selected = responses.find((r) => r.id === selectedId) ?? responses[0];

  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <BackToReviews />
        {review.isPending ? (
          <Stack gap="lg" aria-busy>
            <Skeleton height={36} width="40%" />
            <Skeleton height={320} />
          </Stack>
        ) : (
          <>
            <ReviewHeader review={review.data} />
            {selected ? (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Stack gap="lg">
                    <QuestionNav responses={responses} selectedId={selected.id} onSelect={setSelectedId} />
                    <EvaluationSidebar reviewId={id} />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="lg">
                    <AnswerPanel
                      reviewId={id}
                      response={selected}
                      language={review.data.invitation.interview_language}
                      aiConfigured={review.data.ai_configured && !review.data.ai_analysis_declined}
                      anonymous={review.data.invitation.anonymous}
                      onRefresh={() => review.refetch()}
                    />
                    {/* A choice answer is never analysed (the options picked are the answer), nor a file. */}
                    {selected.choice === null && selected.file === null && (
                      <AiAnalysisPanel
                        reviewId={id}
                        response={selected}
                        aiConfigured={review.data.ai_configured}
                        aiDeclined={review.data.ai_analysis_declined}
                      />
                    )}
                    <AnswerRatings reviewId={id} responseId={selected.id} />
                    <ShareReviewPanel reviewId={id} />
                  </Stack>
                </Grid.Col>
              </Grid>
            ) : (
              <Text c="dimmed">
                <Trans>This interview has no answers.</Trans>
              </Text>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
