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
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Admin control room</Title>
            <Text c="dimmed">Signed in as {user.email}</Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.dashboard.getHref()}
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back to Dashboard
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
