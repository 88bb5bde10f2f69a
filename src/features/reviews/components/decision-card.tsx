import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { evaluationLimits, type CandidateDecision, type Decision } from '#contract/evaluations';
import { useDecide, useDecisions } from '@/features/reviews/api/decisions';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

const LABELS: Record<CandidateDecision, MessageDescriptor> = {
  ADVANCE: msg`Advance`,
  HOLD: msg`Hold`,
  REJECT: msg`Reject`,
};

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

/** Who decided, and when. */
function byLine(i18n: I18n, decision: Decision): string {
  const name = decision.decided_by?.name ?? i18n._(msg`Former member`);
  const date = formatDateTime(decision.decided_at);
  return i18n._(msg`${name}, ${date}`);
}

function DecisionForm({ reviewId }: { reviewId: string }) {
  const { t } = useLingui();
  const [decision, setDecision] = useState<CandidateDecision>('ADVANCE');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const decide = useDecide(reviewId, () => {
    setReason('');
    notifications.show({ color: 'green', message: t`Decision recorded` });
  });
  const record = () => {
    if (!reason.trim()) {
      setInvalid(t`Give a reason`);
      return;
    }
    decide.mutate(
      { decision, reason },
      { onError: (failure) => notifyFailure(t`Failed to record the decision: ${error}`, failure) },
    );
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t`Decision`}
        value={decision}
        onChange={(value) => setDecision(value as CandidateDecision)}
        data={Object.entries(LABELS).map(([value, label]) => ({ value, label: t(label) }))}
      />
      <Textarea
        label={t`Reason`}
        required
        autosize
        minRows={2}
        maxLength={evaluationLimits.reasonMaxLength}
        value={reason}
        error={invalid}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          // The missing reason's error goes once there is one.
          if (event.currentTarget.value.trim()) setInvalid(undefined);
        }}
      />
      <Button onClick={record} loading={decide.isPending}>
        <Trans>Record decision</Trans>
      </Button>
    </Stack>
  );
}

/** Advance, hold or reject, with a reason: the current decision, earlier ones, and the form for managers. */
export function DecisionCard({ reviewId }: { reviewId: string }) {
  const { t, i18n } = useLingui();
  const decisions = useDecisions(reviewId);
  return (
    <SectionCard title={t`Decision`}>
      <QueryContent
        query={decisions}
        what={t`decisions`}
        skeleton={{ rows: 2, height: 24 }}
        isEmpty={() => false}
        empty={null}
      >
        {({ decisions: [current, ...earlier], can_decide: canDecide }) => (
          <Stack gap="sm">
            {current ? (
              <div>
                <Text fw={700}>{t(LABELS[current.decision])}</Text>
                <Text size="sm">{current.reason}</Text>
                <Text size="xs" c="dimmed">
                  {byLine(i18n, current)}
                </Text>
              </div>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No decision yet.</Trans>
              </Text>
            )}
            {earlier.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  <Trans>Earlier decisions</Trans>
                </Text>
                <List size="sm" spacing={4}>
                  {earlier.map((d) => {
                    const label = t(LABELS[d.decision]);
                    const reason = d.reason;
                    const by = byLine(i18n, d);
                    return <List.Item key={d.id}>{t`${label}: ${reason} (${by})`}</List.Item>;
                  })}
                </List>
              </>
            )}
            {canDecide ? (
              <DecisionForm reviewId={reviewId} />
            ) : (
              <Text size="xs" c="dimmed">
                <Trans>Owners and recruiters of this workspace decide.</Trans>
              </Text>
            )}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
