import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import type { InterviewDetail } from '#contract/interviews';
import { useUpdateReviewSettings } from '@/features/interviews/api/update-scorecard';
import { ANONYMOUS_REVIEW_HINT } from '@/features/interviews/components/scorecard-section';
import { notifyFailure } from '@/ui/notify-failure';

/** The interview's Anonymous review switch: saved as soon as it is flipped (managers only). */
export function ReviewSettingsSwitch({ interview }: { interview: InterviewDetail }) {
  const { t } = useLingui();
  const update = useUpdateReviewSettings(interview.id);
  const checked = update.isPending
    ? (update.variables?.anonymous_review ?? interview.anonymous_review)
    : interview.anonymous_review;
  return (
    <Switch
      label={t`Anonymous review`}
      description={t(ANONYMOUS_REVIEW_HINT)}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { anonymous_review: event.currentTarget.checked },
          { onError: (error) => notifyFailure(t`Failed to change the review setting.`, error) },
        )
      }
    />
  );
}
