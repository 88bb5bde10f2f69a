import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/get-current-user';
import { paths } from '@/config/paths';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** Settings and members are the owners' (and platform admins'). */
export function WorkspaceSettingsLink() {
  const user = useCurrentUser();
  const workspace = useCurrentWorkspace();
  if (!workspace.id || !(workspace.isOwner || user.role === 'ADMIN')) return null;
  return (
    <Button
      component={Link}
      to={paths.workspaceSettings.getHref(workspace.id)}
      variant="default"
      leftSection={<IconSettings size={16} aria-hidden />}
    >
      <Trans>Workspace settings</Trans>
    </Button>
  );
}
