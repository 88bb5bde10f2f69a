import { Trans } from '@lingui/react/macro';
import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconPlus, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { LogoutButton } from '@/auth/logout-button';
import { paths } from '@/config/paths';
import { PendingRequestsCard } from '@/features/invitations/components/candidate-requests-card';
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { InterviewList } from '@/features/interviews/components/interview-list';
import { RecentInvitations } from '@/features/invitations/components/recent-invitations';
import { AdminVisitBanner } from '@/current-workspace/admin-visit-banner';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';
import { useWorkspaceParam } from '@/current-workspace/use-workspace-param';
import { WorkspaceSettingsLink } from '@/current-workspace/workspace-settings-link';
import { WorkspaceInsightsLink } from '@/features/insights/components/workspace-insights-link';
import { WorkspaceSwitcher } from '@/current-workspace/workspace-switcher';

/**
 * /dashboard, the Recruiter Hub (docs/product.md §2): tiles, the interviews and the newest
 * invitations of the current workspace; `?workspace=<id>` opens another one.
 */
export function RecruiterDashboardPage() {
  const user = useCurrentUser();
  const workspace = useCurrentWorkspace();
  useWorkspaceParam();
  const email = user.email;
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>
              <Trans>Recruiter Hub</Trans>
            </Title>
            {workspace.name && !workspace.isAdminVisit && (
              <Text fw={500}>
                {workspace.name}
                {workspace.role === 'REVIEWER' && (
                  <>
                    {' · '}
                    <Trans>Reviewer</Trans>
                  </>
                )}
              </Text>
            )}
            <Text c="dimmed">
              <Trans>Signed in as {email}</Trans>
            </Text>
          </div>
          <Group gap="sm" align="flex-end">
            <WorkspaceSwitcher />
            <WorkspaceInsightsLink />
            <WorkspaceSettingsLink />
            {user.role === 'ADMIN' && (
              <Button
                component={Link}
                to={paths.admin.getHref()}
                variant="light"
                leftSection={<IconShieldLock size={16} aria-hidden />}
              >
                <Trans>Admin</Trans>
              </Button>
            )}
            <LogoutButton />
          </Group>
        </Group>

        <AdminVisitBanner />

        <DashboardStats />

        {workspace.canManage && <PendingRequestsCard />}

        <Group gap="sm">
          {workspace.canManage && (
            <Button
              component={Link}
              to={paths.createInterview.getHref()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              <Trans>Create New Interview</Trans>
            </Button>
          )}
          <Button
            component={Link}
            to={paths.reviews.getHref()}
            variant="default"
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
          >
            <Trans>Review Interviews</Trans>
          </Button>
        </Group>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <InterviewList />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RecentInvitations />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
