import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useCurrentWorkspace } from '@/workspaces/use-current-workspace';

/** Says so when a platform admin works inside a workspace they are not a member of, with the way back. */
export function AdminVisitBanner() {
  const workspace = useCurrentWorkspace();
  if (!workspace.isAdminVisit) return null;
  const own = workspace.memberships[0];
  return (
    <Alert color="orange" variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">You are viewing {workspace.name ?? 'another workspace'} as an administrator</Text>
        {own && (
          <Button size="xs" variant="default" onClick={() => workspace.choose(own.id)}>
            Back to {own.name}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
