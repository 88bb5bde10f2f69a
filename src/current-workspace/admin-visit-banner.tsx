import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { workspaceApi } from '#contract/workspaces';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/**
 * The visited workspace's name: the one the control room remembered with the choice, else the
 * server's (an admin may open /dashboard?workspace={id} by its address alone).
 */
function useVisitedWorkspaceName(id: string | null, remembered: string | null): string | null {
  const detail = useQuery({
    queryKey: queryKeys.workspaces.detail(id ?? ''),
    queryFn: () => callApi(workspaceApi.detail, { params: { id: id ?? '' } }),
    enabled: id !== null && remembered === null,
  });
  return remembered ?? detail.data?.name ?? null;
}

/** Says so when a platform admin works inside a workspace they are not a member of, with the way back. */
export function AdminVisitBanner() {
  const { t } = useLingui();
  const workspace = useCurrentWorkspace();
  const visited = useVisitedWorkspaceName(workspace.isAdminVisit ? workspace.id : null, workspace.name);
  if (!workspace.isAdminVisit) return null;
  const own = workspace.memberships[0];
  const name = visited ?? t`another workspace`;
  const ownName = own?.name;
  return (
    <Alert color="orange" variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Trans>You are viewing {name} as an administrator</Trans>
        </Text>
        {own && (
          <Button size="xs" variant="default" onClick={() => workspace.choose(own.id)}>
            <Trans>Back to {ownName}</Trans>
          </Button>
        )}
      </Group>
    </Alert>
  );
}
