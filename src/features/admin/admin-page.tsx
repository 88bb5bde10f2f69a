import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { LogoutButton } from '@/auth/logout-button';
import { paths } from '@/config/paths';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function AdminPage() {
  const user = useCurrentUser();
  return (
    <ScreenPlaceholder title="Admin control room">
      <Text>Signed in as {user.email}</Text>
      <Group>
        <Button component={Link} to={paths.dashboard.getHref()} variant="light">
          Back to Dashboard
        </Button>
        <LogoutButton />
      </Group>
    </ScreenPlaceholder>
  );
}
