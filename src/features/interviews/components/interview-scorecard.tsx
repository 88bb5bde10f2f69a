import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { InterviewDetail } from '#contract/interviews';
import type { Scorecard } from '#contract/scorecards';
import { useScorecard } from '@/features/interviews/api/get-scorecard';
import { ReviewSettingsSwitch } from '@/features/interviews/components/review-settings-switch';
import { ScorecardEditModal } from '@/features/interviews/components/scorecard-edit-modal';
import { LoadError } from '@/ui/load-error';
import { SectionCard } from '@/ui/section-card';

/** "Question 1, Question 3" for the questions that evaluate `competencyId`. */
function evaluatedBy(i18n: I18n, scorecard: Scorecard, competencyId: string): string {
  const numbers = scorecard.questions
    .filter((question) => question.competency_ids.includes(competencyId))
    .map(({ order_number: number }) => i18n._(msg`Question ${number}`));
  if (numbers.length === 0) return i18n._(msg`No question evaluates it yet`);
  const questions = numbers.join(i18n._(msg({ comment: 'Between the questions of a list', message: ', ' })));
  return i18n._(msg`Evaluated by ${questions}`);
}

function Competencies({ scorecard }: { scorecard: Scorecard }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      {scorecard.competencies.map((competency) => (
        <Stack key={competency.id} gap={4}>
          <Title order={3} size="h5">
            {competency.name}
          </Title>
          {competency.description && <Text size="sm">{competency.description}</Text>}
          <List size="sm" spacing={2} listStyleType="none">
            {competency.anchors.map((anchor, level) => (
              <List.Item key={level}>
                <Text span fw={600} size="sm">
                  {level + 1} –
                </Text>{' '}
                {anchor}
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            {evaluatedBy(i18n, scorecard, competency.id)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The interview's scorecard on its detail page, with "Edit scorecard" and the Anonymous review switch for managers. */
export function InterviewScorecard({
  interview,
  canManage,
}: {
  interview: InterviewDetail;
  canManage: boolean;
}) {
  const { t } = useLingui();
  const scorecard = useScorecard(interview.id);
  const [editing, edit] = useDisclosure(false);
  const empty = scorecard.data?.competencies.length === 0;
  const action = canManage && scorecard.data && (
    <Button
      variant="light"
      size="xs"
      leftSection={empty ? <IconPlus size={14} aria-hidden /> : <IconPencil size={14} aria-hidden />}
      onClick={edit.open}
    >
      {empty ? <Trans>Add a scorecard</Trans> : <Trans>Edit scorecard</Trans>}
    </Button>
  );
  return (
    <SectionCard
      title={t`Scorecard`}
      aside={
        <>
          {scorecard.data && !empty && <Badge variant="default">{scorecard.data.competencies.length}</Badge>}{' '}
          {action}
        </>
      }
    >
      <Stack gap="md">
        {scorecard.isPending ? (
          <Skeleton height={120} aria-busy />
        ) : scorecard.isError ? (
          <LoadError
            what={t`the scorecard`}
            error={scorecard.error}
            retrying={scorecard.isFetching}
            onRetry={() => void scorecard.refetch()}
          />
        ) : empty ? (
          <Text c="dimmed">
            {canManage ? (
              <Trans>
                No scorecard yet. Add one so reviewers rate every answer on the same competencies.
              </Trans>
            ) : (
              <Trans>No scorecard yet. Its managers can add one.</Trans>
            )}
          </Text>
        ) : (
          <Competencies scorecard={scorecard.data} />
        )}
        {canManage ? (
          <ReviewSettingsSwitch interview={interview} />
        ) : (
          <Text size="sm" c="dimmed">
            {interview.anonymous_review ? (
              <Trans>Anonymous review is on.</Trans>
            ) : (
              <Trans>Anonymous review is off.</Trans>
            )}
          </Text>
        )}
      </Stack>
      {editing && scorecard.data && (
        <ScorecardEditModal interview={interview} scorecard={scorecard.data} onClose={edit.close} />
      )}
    </SectionCard>
  );
}
