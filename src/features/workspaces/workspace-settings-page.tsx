import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Container, Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSignedInSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { ApiKeysSection } from '@/features/workspaces/components/api-keys-section';
import { AuditTrailSection } from '@/features/workspaces/components/audit-trail-section';
import { useWorkspace } from '@/features/workspaces/api/workspace-settings-api';
import { MembersSection } from '@/features/workspaces/components/members-section';
import { TeamInvitationsSection } from '@/features/workspaces/components/team-invitations-section';
import { WebhooksSection } from '@/features/workspaces/components/webhooks-section';
import { WorkspaceLogoField } from '@/features/workspaces/components/workspace-logo-field';
import { WorkspaceProfileForm } from '@/features/workspaces/components/workspace-profile-form';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/ui/load-error';
import { ResourceNotFound } from '@/ui/resource-not-found';
import { SectionCard } from '@/ui/section-card';

/** A malformed id (400) is as missing as an unknown one (404). */
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * /workspaces/:id/settings (docs/product.md §2): the workspace's name, URL name, sender name,
 * colour and logo, its members and pending team invitations, and (for owners) its audit trail.
 * Owners (and platform admins) change them; other members read them and may leave.
 */
export function WorkspaceSettingsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const session = useSignedInSession();
  const workspace = useWorkspace(id);

  if (workspace.isError && isMissing(workspace.error)) {
    return (
      <ResourceNotFound
        title={t`Workspace not found`}
        message={t`It may have been deleted, or you are not a member of it.`}
        back={{ label: t`Return to Dashboard`, href: paths.dashboard.getHref() }}
      />
    );
  }

  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          <Trans>Back to Dashboard</Trans>
        </Anchor>
        <Title order={1}>
          <Trans>Workspace settings</Trans>
        </Title>
        {workspace.isPending ? (
          <Skeleton height={300} aria-busy />
        ) : workspace.isError ? (
          <LoadError
            what={t`the workspace`}
            error={workspace.error}
            retrying={workspace.isFetching}
            onRetry={() => void workspace.refetch()}
          />
        ) : (
          <SettingsContent workspace={workspace.data} userId={session.user.id} />
        )}
      </Stack>
    </Container>
  );
}

function SettingsContent({
  workspace,
  userId,
}: {
  workspace: NonNullable<ReturnType<typeof useWorkspace>['data']>;
  userId: string;
}) {
  // The api lets platform admins (role null) manage any workspace, as owners do.
  const { t } = useLingui();
  const canManage = workspace.role === 'OWNER' || workspace.role === null;
  return (
    <Stack gap="lg">
      {!canManage && (
        <Alert color="blue" title={t`Read only`}>
          <Trans>Only an owner of this workspace can change its settings.</Trans>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SectionCard title={t`Workspace`}>
            <WorkspaceProfileForm key={workspace.id} workspace={workspace} editable={canManage} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper component="section" aria-label={t`Logo`} withBorder p="lg">
            <WorkspaceLogoField workspace={workspace} editable={canManage} />
          </Paper>
        </Grid.Col>
      </Grid>
      <MembersSection workspace={workspace} userId={userId} canManage={canManage} />
      {canManage && <TeamInvitationsSection workspace={workspace} />}
      {canManage && <AuditTrailSection workspace={workspace} />}
      {canManage && <ApiKeysSection workspace={workspace} />}
      {/* Owners only, not admins: an endpoint's secret signs what the workspace's receivers trust. */}
      {workspace.role === 'OWNER' && <WebhooksSection workspace={workspace} />}
    </Stack>
  );
}
