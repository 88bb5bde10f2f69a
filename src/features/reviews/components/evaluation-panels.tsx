import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useRatings } from '@/features/reviews/api/ratings';
import { CommentsCard } from '@/features/reviews/components/comments-card';
import { DecisionCard } from '@/features/reviews/components/decision-card';
import { FeedbackCard } from '@/features/reviews/components/feedback-card';
import { RatingsSummaryCard } from '@/features/reviews/components/ratings-summary-card';
import { TeamRatingsPanel } from '@/features/reviews/components/team-ratings-panel';
import { YourRatingPanel } from '@/features/reviews/components/your-rating-panel';
import { LoadError } from '@/ui/load-error';

/** Beside the answers: the ratings summary (submit, means), the decision, the feedback and the comments. */
export function EvaluationSidebar({ reviewId }: { reviewId: string }) {
  const { t } = useLingui();
  const ratings = useRatings(reviewId);
  return (
    <Stack gap="lg">
      {ratings.isError ? (
        <LoadError
          what={t`ratings`}
          error={ratings.error}
          retrying={ratings.isFetching}
          onRetry={() => void ratings.refetch()}
        />
      ) : (
        ratings.data &&
        ratings.data.answers.length > 0 && <RatingsSummaryCard reviewId={reviewId} view={ratings.data} />
      )}
      <DecisionCard reviewId={reviewId} />
      <FeedbackCard reviewId={reviewId} />
      <CommentsCard reviewId={reviewId} />
    </Stack>
  );
}

/** Under one answer: the caller's rating of it and, once submitted, everyone's. */
export function AnswerRatings({ reviewId, responseId }: { reviewId: string; responseId: string }) {
  const ratings = useRatings(reviewId);
  if (!ratings.data) return null;
  return (
    <>
      <YourRatingPanel key={responseId} reviewId={reviewId} responseId={responseId} view={ratings.data} />
      <TeamRatingsPanel reviewId={reviewId} responseId={responseId} view={ratings.data} />
    </>
  );
}
