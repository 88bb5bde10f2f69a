import { Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import classes from '@/features/landing/components/landing.module.css';

export function HeroSection() {
  return (
    <Box component="section" className={classes.hero} py={{ base: 64, md: 112 }} aria-labelledby="hero-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Badge size="lg" variant="light">
            Asynchronous video interviews
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            Interview every candidate without scheduling a single call
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            Build an interview from your questions and send one link. Candidates answer by video, audio or
            text when it suits them, and your team reviews the answers with AI-generated insights.
          </Text>
          <Button component="a" href="#benefits" variant="light" size="md">
            See the benefits
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
