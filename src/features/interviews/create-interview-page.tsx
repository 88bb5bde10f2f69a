import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CreateInterviewForm } from '@/features/interviews/components/create-interview-form';
import { StatusCard } from '@/ui/status-card';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** /interviews/create, in the current workspace; a reviewer is told why there is no form. */
export function CreateInterviewPage() {
  const { t } = useLingui();
  const workspace = useCurrentWorkspace();
  const name = workspace.name;
  if (!workspace.canManage) {
    return (
      <StatusCard
        icon={<IconLock size={30} aria-hidden />}
        color="gray"
        title={t`Reviewers cannot create interviews`}
      >
        <Text>
          {name != null ? (
            <Trans>
              You review interviews in {name}. Ask an owner or a recruiter of the workspace to create the
              interview.
            </Trans>
          ) : (
            <Trans>
              You review interviews in this workspace. Ask an owner or a recruiter of the workspace to create
              the interview.
            </Trans>
          )}
        </Text>
        <Anchor component={Link} to={paths.dashboard.getHref()}>
          <Trans>Back to Dashboard</Trans>
        </Anchor>
      </StatusCard>
    );
  }
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          <Trans>Back to Dashboard</Trans>
        </Anchor>
        <div>
          <Title order={1}>
            <Trans>Create New Interview</Trans>
          </Title>
          <Text c="dimmed">
            {name ? (
              <Trans>Set up the questions candidates answer by video, audio or text for {name}.</Trans>
            ) : (
              <Trans>Set up the questions candidates answer by video, audio or text.</Trans>
            )}
          </Text>
        </div>
        <CreateInterviewForm workspaceId={workspace.id ?? undefined} workspaceLanguage={workspace.language} />
      </Stack>
    </Container>
  );
}
