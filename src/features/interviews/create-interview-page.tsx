import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CreateInterviewForm } from '@/features/interviews/components/create-interview-form';
import { StatusCard } from '@/ui/status-card';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** /interviews/create, in the current workspace; a reviewer is told why there is no form. */
export function CreateInterviewPage() {
  const workspace = useCurrentWorkspace();
  if (!workspace.canManage) {
    return (
      <StatusCard
        icon={<IconLock size={30} aria-hidden />}
        color="gray"
        title="Reviewers cannot create interviews"
      >
        <Text>
          You review interviews in {workspace.name ?? 'this workspace'}. Ask an owner or a recruiter of the
          workspace to create the interview.
        </Text>
        <Anchor component={Link} to={paths.dashboard.getHref()}>
          Back to Dashboard
        </Anchor>
      </StatusCard>
    );
  }
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to Dashboard
        </Anchor>
        <div>
          <Title order={1}>Create New Interview</Title>
          <Text c="dimmed">
            Set up the questions candidates answer by video, audio or text
            {workspace.name ? ` for ${workspace.name}` : ''}.
          </Text>
        </div>
        <CreateInterviewForm workspaceId={workspace.id ?? undefined} workspaceLanguage={workspace.language} />
      </Stack>
    </Container>
  );
}
