import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ResourceNotFound } from '@/ui/resource-not-found';
import { useInterview } from '@/api/interviews/get-interview';
import { useInvitationSummary } from '@/features/invitations/api/get-invitation-summary';
import { InterviewInvitations } from '@/features/invitations/components/interview-invitations';
import { InterviewLifecycleActions } from '@/features/interviews/components/interview-lifecycle-actions';
import { InterviewOverview } from '@/features/interviews/components/interview-overview';
import { InterviewRequestsCard } from '@/features/invitations/components/candidate-requests-card';
import { CandidateSettingsCard } from '@/features/interviews/components/candidate-settings-card';
import { FairnessReportCard } from '@/features/comparison/components/fairness-report-card';
import { InterviewScorecard } from '@/features/interviews/components/interview-scorecard';
import { SaveInterviewTemplateButton } from '@/features/interviews/components/save-interview-template-button';
import { InvitationStats } from '@/features/invitations/components/invitation-stats';
import { InviteCandidateModal } from '@/features/invitations/components/invite-candidate-modal';
import { useCurrentUser } from '@/auth/get-current-user';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { InterviewStatusBadge } from '@/ui/status-badge';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

function BackToDashboard() {
  return (
    <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      <Trans>Back to Dashboard</Trans>
    </Anchor>
  );
}

/** A malformed id (400) is as missing as an unknown one (404). */
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /interviews/:id (docs/product.md §2): the interview, its questions, and its invitations with their actions. */
export function InterviewDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const interview = useInterview(id);
  const invitationSummary = useInvitationSummary(id);
  const [inviting, invite] = useDisclosure(false);
  const { canManage } = useCurrentWorkspace();
  const user = useCurrentUser();
  // The fairness report is the owners' of the interview's workspace (and admins'), as the api holds.
  const seesFairness =
    user.role === 'ADMIN' ||
    user.workspaces.some((w) => w.id === interview.data?.workspace_id && w.role === 'OWNER');

  if (interview.isError && isMissing(interview.error)) {
    return (
      <ResourceNotFound
        title={t`Interview not found`}
        message={t`It may have been deleted, or it belongs to a workspace you are not a member of.`}
        back={{ label: t`Return to Dashboard`, href: paths.dashboard.getHref() }}
      />
    );
  }
  // The api invites only to an active interview; the reason it refuses, for the others.
  const noInvitesReason = {
    DRAFT: t`Publish the interview to invite candidates.`,
    CLOSED: t`Closed interviews take no new invitations.`,
    ARCHIVED: t`Archived interviews take no new invitations.`,
    ACTIVE: undefined,
  }[interview.data?.status ?? 'ACTIVE'];
  const invitesRefused = noInvitesReason !== undefined;
  const createdAt = interview.data ? formatDate(interview.data.created_at) : '';
  const createdBy = interview.data?.created_by_name;

  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <BackToDashboard />
        {interview.isPending ? (
          <Stack gap="lg" aria-busy>
            <Title order={1}>
              <Skeleton height={32} width="40%" />
            </Title>
            <Skeleton height={200} />
          </Stack>
        ) : interview.isError ? (
          <>
            <Title order={1}>
              <Trans>Interview</Trans>
            </Title>
            <LoadError
              what={t`the interview`}
              error={interview.error}
              retrying={interview.isFetching}
              onRetry={() => void interview.refetch()}
            />
          </>
        ) : (
          <>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Group gap="sm">
                  <Title order={1}>{interview.data.title}</Title>
                  <InterviewStatusBadge status={interview.data.status} />
                </Group>
                <Text c="dimmed" size="sm">
                  <Trans>Created {createdAt}</Trans>
                  {createdBy && (
                    <>
                      {' · '}
                      <Trans>Created by {createdBy}</Trans>
                    </>
                  )}
                </Text>
              </Stack>
              <Group align="flex-start">
                <Button variant="default" component={Link} to={paths.compareCandidates.getHref(id)}>
                  <Trans>Compare candidates</Trans>
                </Button>
                <Button variant="default" component={Link} to={paths.interviewInsights.getHref(id)}>
                  <Trans>Insights</Trans>
                </Button>
                {canManage && interview.data.status !== 'ARCHIVED' && (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    component={Link}
                    to={paths.editInterview.getHref(id)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                )}
                {canManage && <InterviewLifecycleActions interview={interview.data} />}
                {canManage && <SaveInterviewTemplateButton interview={interview.data} />}
                {canManage && (
                  <Stack gap={4} align="flex-end">
                    <Group gap="xs">
                      {/* A link marked disabled is still a link (and its greyed text is measured
                          for contrast): while invitations are refused it is a disabled button. */}
                      {invitesRefused ? (
                        <Button
                          variant="default"
                          leftSection={<IconUsersPlus size={16} aria-hidden />}
                          disabled
                        >
                          <Trans>Invite in bulk</Trans>
                        </Button>
                      ) : (
                        <Button
                          variant="default"
                          leftSection={<IconUsersPlus size={16} aria-hidden />}
                          component={Link}
                          to={paths.bulkInvite.getHref(id)}
                        >
                          <Trans>Invite in bulk</Trans>
                        </Button>
                      )}
                      <Button
                        leftSection={<IconUserPlus size={16} aria-hidden />}
                        onClick={invite.open}
                        disabled={invitesRefused}
                      >
                        <Trans>Invite Candidate</Trans>
                      </Button>
                    </Group>
                    {noInvitesReason && (
                      <Text size="xs" c="dimmed">
                        {noInvitesReason}
                      </Text>
                    )}
                  </Stack>
                )}
              </Group>
            </Group>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="lg">
                  {canManage && <InterviewRequestsCard interviewId={interview.data.id} />}
                  <InterviewOverview interview={interview.data} />
                  <InterviewScorecard interview={interview.data} canManage={canManage} />
                  {seesFairness && <FairnessReportCard interviewId={interview.data.id} />}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <InvitationStats counts={invitationSummary.data?.counts} />
                  <CandidateSettingsCard interview={interview.data} />
                  <InterviewInvitations
                    summary={invitationSummary}
                    onInvite={invitesRefused || !canManage ? undefined : invite.open}
                    canManage={canManage}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
            <InviteCandidateModal interviewId={interview.data.id} opened={inviting} onClose={invite.close} />
          </>
        )}
      </Stack>
    </Container>
  );
}
