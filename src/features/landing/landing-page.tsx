import { Container, Stack, Text, Title } from '@mantine/core';

export function LandingPage() {
  return (
    <Container size="md" py={96}>
      <Stack gap="md" ta="center">
        <Title order={1}>Asynchronous video interviews</Title>
        <Text c="dimmed" size="lg">
          Recruiters build interviews and invite candidates; candidates answer by video, audio or text when it
          suits them; AI helps review the answers.
        </Text>
      </Stack>
    </Container>
  );
}
