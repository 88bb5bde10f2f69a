import { Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useFeedback, useSendFeedback } from '@/features/reviews/api/feedback';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { LoadError } from '@/ui/load-error';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import { FEEDBACK_MAX_LENGTH, sendFeedbackSchema, type ReviewFeedback } from '#contract/feedback';

function FeedbackForm({ reviewId, draft }: { reviewId: string; draft: string }) {
  const send = useSendFeedback(reviewId);
  const [body, setBody] = useState(draft);
  const [error, setError] = useState<string>();
  const submit = () => {
    const checked = sendFeedbackSchema.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(checked.data, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Feedback sent to the candidate' }),
      onError: (failure) => notifyFailure('Failed to send the feedback: {error}', failure),
    });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        The candidate reads this in their portal and gets it by e-mail. The draft starts from the team's
        rating notes: edit it before you send it. You can send one note.
      </Text>
      <Textarea
        label="Feedback to the candidate"
        autosize
        minRows={4}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={error}
      />
      <Button onClick={submit} loading={send.isPending}>
        Send feedback
      </Button>
    </Stack>
  );
}

function FeedbackContent({ reviewId, view }: { reviewId: string; view: ReviewFeedback }) {
  if (view.feedback) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Sent by {view.feedback.sent_by_name ?? 'a former member'}, {formatDateTime(view.feedback.sent_at)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{view.feedback.body}</Text>
      </Stack>
    );
  }
  if (view.can_send) return <FeedbackForm reviewId={reviewId} draft={view.draft} />;
  return (
    <Text size="sm" c="dimmed">
      {view.has_decision
        ? 'No feedback has been sent to the candidate.'
        : 'Feedback can be sent to the candidate once a decision is made.'}
    </Text>
  );
}

/** After a decision, one note to the candidate, written and approved by a person (issue #20 item 5). */
export function FeedbackCard({ reviewId }: { reviewId: string }) {
  const feedback = useFeedback(reviewId);
  if (feedback.isPending) return null;
  return (
    <SectionCard title="Feedback to the candidate">
      {feedback.isError ? (
        <LoadError
          what="the feedback"
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
