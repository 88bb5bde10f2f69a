import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CreateInterviewForm } from '@/features/recruiter/components/create-interview-form';

/** /interviews/create. */
export function CreateInterviewPage() {
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to Dashboard
        </Anchor>
        <div>
          <Title order={1}>Create New Interview</Title>
          <Text c="dimmed">Set up the questions candidates answer by video, audio or text.</Text>
        </div>
        <CreateInterviewForm />
      </Stack>
    </Container>
  );
}
