import { Button, List, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { evaluationLimits, type CandidateDecision, type Decision } from '#contract/evaluations';
import { useDecide, useDecisions } from '@/features/reviews/api/decisions';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

const LABELS: Record<CandidateDecision, string> = { ADVANCE: 'Advance', HOLD: 'Hold', REJECT: 'Reject' };

function byLine(decision: Decision): string {
  return `${decision.decided_by?.name ?? 'Former member'}, ${formatDateTime(decision.decided_at)}`;
}

function DecisionForm({ reviewId }: { reviewId: string }) {
  const decide = useDecide(reviewId);
  const [decision, setDecision] = useState<CandidateDecision>('ADVANCE');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const record = () => {
    if (!reason.trim()) {
      setError('Give a reason');
      return;
    }
    decide.mutate(
      { decision, reason },
      {
        onSuccess: () => {
          setReason('');
          setError(undefined);
          notifications.show({ color: 'green', message: 'Decision recorded' });
        },
        onError: (failure) => notifyFailure('Failed to record the decision: {error}', failure),
      },
    );
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Decision"
        value={decision}
        onChange={(value) => setDecision(value as CandidateDecision)}
        data={Object.entries(LABELS).map(([value, label]) => ({ value, label }))}
      />
      <Textarea
        label="Reason"
        required
        autosize
        minRows={2}
        maxLength={evaluationLimits.reasonMaxLength}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Button onClick={record} loading={decide.isPending}>
        Record decision
      </Button>
    </Stack>
  );
}

/** Advance, hold or reject, with a reason: the current decision, earlier ones, and the form for managers. */
export function DecisionCard({ reviewId }: { reviewId: string }) {
  const decisions = useDecisions(reviewId);
  return (
    <SectionCard title="Decision">
      <QueryContent
        query={decisions}
        what="decisions"
        skeleton={{ rows: 2, height: 24 }}
        isEmpty={() => false}
        empty={null}
      >
        {({ decisions: [current, ...earlier], can_decide: canDecide }) => (
          <Stack gap="sm">
            {current ? (
              <div>
                <Text fw={700}>{LABELS[current.decision]}</Text>
                <Text size="sm">{current.reason}</Text>
                <Text size="xs" c="dimmed">
                  {byLine(current)}
                </Text>
              </div>
            ) : (
              <Text size="sm" c="dimmed">
                No decision yet.
              </Text>
            )}
            {earlier.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  Earlier decisions
                </Text>
                <List size="sm" spacing={4}>
                  {earlier.map((d) => (
                    <List.Item key={d.id}>
                      {LABELS[d.decision]}: {d.reason} ({byLine(d)})
                    </List.Item>
                  ))}
                </List>
              </>
            )}
            {canDecide ? (
              <DecisionForm reviewId={reviewId} />
            ) : (
              <Text size="xs" c="dimmed">
                Owners and recruiters of this workspace decide.
              </Text>
            )}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
