import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Stack, Table, Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { notifications } from '@mantine/notifications';
import type { RatingsView } from '#contract/evaluations';
import { useSubmitRatings } from '@/features/reviews/api/ratings';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

/** How many of the ratings this candidate needs the caller has given. */
function progress(view: RatingsView): { given: number; needed: number } {
  const needed = view.answers.reduce((sum, a) => sum + a.competencies.length, 0);
  return { given: view.my_ratings.length, needed };
}

function Means({ view }: { view: RatingsView }) {
  const { t } = useLingui();
  const names = new Map(view.answers.flatMap((a) => a.competencies.map((c) => [c.id, c.name] as const)));
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Competency`}</Table.Th>
          <Table.Th>{t`Mean`}</Table.Th>
          <Table.Th>{t`Ratings`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.means?.competencies.map((m) => (
          <Table.Tr key={m.competency_id}>
            <Table.Td>{names.get(m.competency_id)}</Table.Td>
            <Table.Td>{m.mean.toFixed(2)}</Table.Td>
            <Table.Td>{m.count}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t`Overall`}</Table.Th>
          <Table.Td fw={700}>{view.means?.overall?.toFixed(2) ?? '–'}</Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The caller's progress and "Submit ratings"; after submitting, the means and who has rated. */
export function RatingsSummaryCard({ reviewId, view }: { reviewId: string; view: RatingsView }) {
  const { t } = useLingui();
  const submit = useSubmitRatings(reviewId);
  const { given, needed } = progress(view);
  const complete = given >= needed;
  const submittedAt = view.submitted_at && formatDateTime(view.submitted_at);
  const count = view.raters.length;
  const confirmSubmit = () =>
    openConfirmModal({
      title: t`Submit your ratings?`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            You will then see the other raters’ ratings of this candidate. You can still edit yours
            afterwards.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Submit ratings`, cancel: t`Cancel` },
      onConfirm: () =>
        submit.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'green', message: t`Ratings submitted` }),
          onError: (failure) => notifyFailure(t`Failed to submit your ratings: ${error}`, failure),
        }),
    });
  return (
    <SectionCard title={t`Ratings`}>
      <Stack gap="sm">
        {submittedAt ? (
          <Text size="sm">
            <Trans>You submitted your ratings on {submittedAt}.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm">
              <Trans>
                {given} of {needed} ratings given.
              </Trans>
            </Text>
            <Button onClick={confirmSubmit} disabled={!complete} loading={submit.isPending}>
              <Trans>Submit ratings</Trans>
            </Button>
            {!complete && (
              <Text size="xs" c="dimmed">
                <Trans>Rate every competency of every answer before submitting.</Trans>
              </Text>
            )}
          </>
        )}
        {view.means && <Means view={view} />}
        <Text size="sm" fw={600}>
          {t`Submitted by ${plural(count, { one: '# rater', other: '# raters' })}`}
        </Text>
        {view.raters.length > 0 && (
          <List size="sm">
            {view.raters.map((rater) => (
              <List.Item key={rater.rater_id}>{rater.name}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </SectionCard>
  );
}
