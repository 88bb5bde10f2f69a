import { Button, List, Stack, Table, Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { notifications } from '@mantine/notifications';
import type { RatingsView } from '#contract/evaluations';
import { evaluationErrorMessages } from '#contract/evaluations';
import { useSubmitRatings } from '@/features/reviews/api/ratings';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';

/** How many of the ratings this candidate needs the caller has given. */
function progress(view: RatingsView): { given: number; needed: number } {
  const needed = view.answers.reduce((sum, a) => sum + a.competencies.length, 0);
  return { given: view.my_ratings.length, needed };
}

function Means({ view }: { view: RatingsView }) {
  const names = new Map(view.answers.flatMap((a) => a.competencies.map((c) => [c.id, c.name] as const)));
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Competency</Table.Th>
          <Table.Th>Mean</Table.Th>
          <Table.Th>Ratings</Table.Th>
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
          <Table.Th scope="row">Overall</Table.Th>
          <Table.Td fw={700}>{view.means?.overall?.toFixed(2) ?? '–'}</Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The caller's progress and "Submit ratings"; after submitting, the means and who has rated. */
export function RatingsSummaryCard({ reviewId, view }: { reviewId: string; view: RatingsView }) {
  const submit = useSubmitRatings(reviewId);
  const { given, needed } = progress(view);
  const complete = given >= needed;
  const confirmSubmit = () =>
    openConfirmModal({
      title: 'Submit your ratings?',
      centered: true,
      children: (
        <Text size="sm">
          You will then see the other raters’ ratings of this candidate. You can still edit yours afterwards.
        </Text>
      ),
      labels: { confirm: 'Submit ratings', cancel: 'Cancel' },
      onConfirm: () =>
        submit.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'green', message: 'Ratings submitted' }),
          onError: (error) => notifyFailure('Failed to submit your ratings: {error}', error),
        }),
    });
  return (
    <SectionCard title="Ratings">
      <Stack gap="sm">
        {view.submitted_at ? (
          <Text size="sm">You submitted your ratings on {formatDateTime(view.submitted_at)}.</Text>
        ) : (
          <>
            <Text size="sm">
              {given} of {needed} ratings given.
            </Text>
            <Button onClick={confirmSubmit} disabled={!complete} loading={submit.isPending}>
              Submit ratings
            </Button>
            {!complete && (
              <Text size="xs" c="dimmed">
                {evaluationErrorMessages.incomplete}.
              </Text>
            )}
          </>
        )}
        {view.means && <Means view={view} />}
        <Text size="sm" fw={600}>
          Submitted by {view.raters.length === 1 ? '1 rater' : `${view.raters.length} raters`}
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
