import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useInterview } from '@/api/interviews/get-interview';
import { useCurrentUser } from '@/auth/get-current-user';
import { paths } from '@/config/paths';
import { useCalibration } from '@/features/insights/api/get-calibration';
import { useInterviewInsights } from '@/features/insights/api/get-interview-insights';
import { ApiError } from '@/lib/api-client';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { CalibrationFigures } from './components/calibration-figures';
import { DropOffFigures } from './components/drop-off-figures';
import { FunnelFigures } from './components/funnel-figures';
import { RequestFigures } from './components/request-figures';
import { MANAGING_ROLES } from '#contract/workspaces';

/**
 * /interviews/:id/insights (issue #38): the funnel, where candidates stop, their requests and the
 * raters' calibration. The api refuses a REVIEWER all but their own calibration; they see that,
 * and their browser does not ask for the rest.
 */
export function InterviewInsightsPage() {
  const { t } = useLingui();
  const id = useParams().id ?? '';
  const interview = useInterview(id);
  const user = useCurrentUser();
  const workspaceId = interview.data?.workspace_id;
  const managesInsights =
    workspaceId === undefined
      ? undefined
      : user.role === 'ADMIN' ||
        user.workspaces.some((w) => w.id === workspaceId && MANAGING_ROLES.has(w.role));
  const insights = useInterviewInsights(id, { enabled: managesInsights === true });
  const calibration = useCalibration(id);
  // A role changed since the page loaded is refused by the api all the same.
  const refused =
    managesInsights === false || (insights.error instanceof ApiError && insights.error.status === 403);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.interview.getHref(id)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            <Trans>Back to the interview</Trans>
          </Group>
        </Anchor>
        <Stack gap={2}>
          <Title order={1}>
            <Trans>Insights</Trans>
          </Title>
          {interview.data && <Text c="dimmed">{interview.data.title}</Text>}
        </Stack>
        {refused ? (
          <Text>
            <Trans>The funnel and where candidates stop are for the workspace's owners and recruiters.</Trans>
          </Text>
        ) : (
          <>
            <SectionCard title={t`Funnel`}>
              <QueryContent
                query={insights}
                what={t`the funnel`}
                skeleton={{ rows: 3, height: 48 }}
                isEmpty={(data) => (data.funnel[0]?.candidates ?? 0) === 0}
                empty={
                  <Text>
                    <Trans>No one has been invited yet.</Trans>
                  </Text>
                }
              >
                {(data) => <FunnelFigures funnel={data.funnel} fileName="interview-funnel.csv" />}
              </QueryContent>
            </SectionCard>
            <SectionCard title={t`Where candidates stop`}>
              <QueryContent
                query={insights}
                what={t`where candidates stop`}
                skeleton={{ rows: 3, height: 48 }}
                isEmpty={(data) => data.questions.length === 0}
                empty={
                  <Text>
                    <Trans>This interview has no questions.</Trans>
                  </Text>
                }
              >
                {(data) => <DropOffFigures questions={data.questions} fileName="interview-drop-off.csv" />}
              </QueryContent>
            </SectionCard>
            <SectionCard title={t`Requests from candidates`}>
              <QueryContent
                query={insights}
                what={t`the requests`}
                skeleton={{ rows: 2, height: 40 }}
                isEmpty={() => false}
                empty={null}
              >
                {(data) => <RequestFigures requests={data.requests} />}
              </QueryContent>
            </SectionCard>
          </>
        )}
        <SectionCard title={refused ? t`Your calibration` : t`Rater calibration`}>
          <QueryContent
            query={calibration}
            what={t`the calibration`}
            skeleton={{ rows: 3, height: 48 }}
            isEmpty={(data) => data.competencies.every((c) => c.raters.length === 0 && !c.agreement)}
            empty={
              <Text>
                <Trans>
                  No submitted ratings yet: calibration starts once raters submit their scorecards.
                </Trans>
              </Text>
            }
          >
            {(data) => (
              <CalibrationFigures competencies={data.competencies} fileName="rater-calibration.csv" />
            )}
          </QueryContent>
        </SectionCard>
      </Stack>
    </Container>
  );
}
