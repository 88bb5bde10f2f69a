import { Trans } from '@lingui/react/macro';
import { Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import classes from '@/features/landing/components/landing.module.css';

export function HeroSection() {
  return (
    <Box component="section" className={classes.hero} py={{ base: 64, md: 112 }} aria-labelledby="hero-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Badge size="lg" variant="light">
            <Trans>Asynchronous video interviews</Trans>
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            <Trans>Interview every candidate without scheduling a single call</Trans>
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            <Trans>
              Build an interview from your questions and send one link. Candidates answer by video, audio or
              text when it suits them, and your team reviews the answers with AI-generated insights.
            </Trans>
          </Text>
          <Button component="a" href="#benefits" variant="light" size="md">
            <Trans>See the benefits</Trans>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
