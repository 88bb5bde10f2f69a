import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { RatingsView } from '#contract/evaluations';
import { useSaveRatings } from '@/features/reviews/api/ratings';
import { CompetencyRating } from '@/features/reviews/components/competency-rating';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

interface YourRatingPanelProps {
  reviewId: string;
  responseId: string;
  view: RatingsView;
}

/** "Your rating" of one answer: each competency its question evaluates, saved as it is chosen. */
export function YourRatingPanel({ reviewId, responseId, view }: YourRatingPanelProps) {
  const { t } = useLingui();
  const save = useSaveRatings(reviewId);
  const answer = view.answers.find((a) => a.response_id === responseId);
  if (!answer) return null;
  const saveOne = (competencyId: string, score: number, note: string) =>
    save.mutate([{ response_id: responseId, competency_id: competencyId, score, note }], {
      onError: (failure) => notifyFailure(t`Failed to save your rating: ${error}`, failure),
    });
  return (
    <SectionCard title={t`Your rating`}>
      <Stack gap="md">
        {!view.submitted_at && (
          <Text size="sm" c="dimmed">
            <Trans>You will see the other raters’ ratings after you submit yours.</Trans>
          </Text>
        )}
        {answer.competencies.map((competency, index) => (
          <Fragment key={competency.id}>
            {index > 0 && <Divider />}
            <CompetencyRating
              competency={competency}
              rating={view.my_ratings.find(
                (r) => r.response_id === responseId && r.competency_id === competency.id,
              )}
              saving={save.isPending}
              onSave={(score, note) => saveOne(competency.id, score, note)}
            />
          </Fragment>
        ))}
      </Stack>
    </SectionCard>
  );
}
