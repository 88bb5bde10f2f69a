import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { LogoutButton } from '@/auth/logout-button';
import { paths } from '@/config/paths';
import { RecentActivity } from '@/features/admin/components/recent-activity';
import { UserDirectory } from '@/features/admin/components/user-directory';

/** /admin, the Admin control room (docs/product.md §2): counters, users with their roles, recent activity. */
export function AdminPage() {
  const user = useCurrentUser();
  const email = user.email;
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>
              <Trans>Admin control room</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Signed in as {email}</Trans>
            </Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.dashboard.getHref()}
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              <Trans>Back to Dashboard</Trans>
            </Button>
            <LogoutButton />
          </Group>
        </Group>
        <UserDirectory currentUserId={user.id} />
        <RecentActivity />
      </Stack>
    </Container>
  );
}
