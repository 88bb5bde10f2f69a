import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconPlus, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { LogoutButton } from '@/auth/logout-button';
import { paths } from '@/config/paths';
import { DashboardStats } from '@/features/recruiter/components/dashboard-stats';
import { InterviewList } from '@/features/recruiter/components/interview-list';
import { RecentInvitations } from '@/features/recruiter/components/recent-invitations';

/** /dashboard, the Recruiter Hub (docs/product.md §2): tiles, the interviews, the newest invitations. */
export function RecruiterDashboardPage() {
  const user = useCurrentUser();
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Recruiter Hub</Title>
            <Text c="dimmed">Signed in as {user.email}</Text>
          </div>
          <Group gap="sm">
            {user.role === 'ADMIN' && (
              <Button
                component={Link}
                to={paths.admin.getHref()}
                variant="light"
                leftSection={<IconShieldLock size={16} aria-hidden />}
              >
                Admin
              </Button>
            )}
            <LogoutButton />
          </Group>
        </Group>

        <DashboardStats />

        <Group gap="sm">
          <Button
            component={Link}
            to={paths.createInterview.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create New Interview
          </Button>
          <Button
            component={Link}
            to={paths.reviews.getHref()}
            variant="default"
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
          >
            Review Interviews
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
