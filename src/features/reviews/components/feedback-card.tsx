import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useFeedback, useSendFeedback } from '@/features/reviews/api/feedback';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { LoadError } from '@/ui/load-error';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import { FEEDBACK_MAX_LENGTH, sendFeedbackSchema, type ReviewFeedback } from '#contract/feedback';

const max = FEEDBACK_MAX_LENGTH;
/** #contract/feedback's feedbackMessages.body, the schema's one complaint. */
export const feedbackBodyMessage = msg`Write the feedback, in up to ${max} characters`;

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function FeedbackForm({ reviewId, draft }: { reviewId: string; draft: string }) {
  const { t } = useLingui();
  const send = useSendFeedback(reviewId);
  const [body, setBody] = useState(draft);
  const [invalid, setInvalid] = useState<string>();
  const submit = () => {
    const checked = sendFeedbackSchema.safeParse({ body });
    if (!checked.success) {
      setInvalid(t(feedbackBodyMessage));
      return;
    }
    setInvalid(undefined);
    send.mutate(checked.data, {
      onSuccess: () => notifications.show({ color: 'green', message: t`Feedback sent to the candidate` }),
      onError: (failure) => notifyFailure(t`Failed to send the feedback: ${error}`, failure),
    });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          The candidate reads this in their portal and gets it by e-mail. The draft starts from the team's
          rating notes: edit it before you send it. You can send one note.
        </Trans>
      </Text>
      <Textarea
        label={t`Feedback to the candidate`}
        autosize
        minRows={4}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={invalid}
      />
      <Button onClick={submit} loading={send.isPending}>
        <Trans>Send feedback</Trans>
      </Button>
    </Stack>
  );
}

function FeedbackContent({ reviewId, view }: { reviewId: string; view: ReviewFeedback }) {
  const { t } = useLingui();
  if (view.feedback) {
    const name = view.feedback.sent_by_name ?? t`a former member`;
    const date = formatDateTime(view.feedback.sent_at);
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>
            Sent by {name}, {date}
          </Trans>
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{view.feedback.body}</Text>
      </Stack>
    );
  }
  if (view.can_send) return <FeedbackForm reviewId={reviewId} draft={view.draft} />;
  return (
    <Text size="sm" c="dimmed">
      {view.has_decision
        ? t`No feedback has been sent to the candidate.`
        : t`Feedback can be sent to the candidate once a decision is made.`}
    </Text>
  );
}

/** After a decision, one note to the candidate, written and approved by a person (issue #20 item 5). */
export function FeedbackCard({ reviewId }: { reviewId: string }) {
  const { t } = useLingui();
  const feedback = useFeedback(reviewId);
  if (feedback.isPending) return null;
  return (
    <SectionCard title={t`Feedback to the candidate`}>
      {feedback.isError ? (
        <LoadError
          what={t`the feedback`}
          error={feedback.error}
          retrying={feedback.isFetching}
          onRetry={() => void feedback.refetch()}
        />
      ) : (
        <FeedbackContent reviewId={reviewId} view={feedback.data} />
      )}
    </SectionCard>
  );
}
