import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text, type MantineColor } from '@mantine/core';
import type { AdminUser } from '#contract/admin';
import type { WorkspaceRole } from '#contract/workspaces';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRememberWorkspaceName } from '@/current-workspace/use-remember-workspace-name';

const workspaceRoleColors: Record<WorkspaceRole, MantineColor> = {
  OWNER: 'grape',
  RECRUITER: 'indigo',
  REVIEWER: 'gray',
};

/** A user's workspaces with their role in each, and the way in for the admin: /dashboard?workspace=<id>. */
export function UserWorkspaces({ workspaces }: { workspaces: AdminUser['workspaces'] }) {
  const { t } = useLingui();
  const rememberName = useRememberWorkspaceName();
  if (workspaces.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>None</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {workspaces.map((workspace) => {
        const name = workspace.name;
        return (
          <Group component="li" key={workspace.id} gap="xs" wrap="nowrap">
            <Text size="sm">{workspace.name}</Text>
            <Badge size="xs" variant="light" color={workspaceRoleColors[workspace.role]}>
              {workspace.role}
            </Badge>
            <Anchor
              component={Link}
              size="sm"
              // The row's hover background leaves the default link colour at 4.47:1; this keeps AA.
              c="indigo.9"
              to={paths.dashboard.getHref({ workspace: workspace.id })}
              onClick={() => rememberName(workspace)}
              aria-label={t`Open ${name}`}
            >
              <Trans>Open</Trans>
            </Anchor>
          </Group>
        );
      })}
    </Stack>
  );
}
