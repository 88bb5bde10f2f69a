import { Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { LogoutButton } from '@/auth/logout-button';
import { paths } from '@/config/paths';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function RecruiterDashboardPage() {
  const user = useCurrentUser();
  return (
    <ScreenPlaceholder title="Recruiter dashboard">
      <Text>Signed in as {user.email}</Text>
      <Group>
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
    </ScreenPlaceholder>
  );
}
