import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** The workspace's insights are its OWNERs' and RECRUITERs' (and platform admins'). */
export function WorkspaceInsightsLink() {
  const workspace = useCurrentWorkspace();
  if (!workspace.id || !workspace.canManage) return null;
  return (
    <Button
      component={Link}
      to={paths.workspaceInsights.getHref(workspace.id)}
      variant="default"
      leftSection={<IconChartBar size={16} aria-hidden />}
    >
      <Trans>Hiring insights</Trans>
    </Button>
  );
}
