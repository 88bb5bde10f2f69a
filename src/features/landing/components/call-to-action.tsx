import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from '@/features/landing/components/landing.module.css';

export function CallToAction() {
  return (
    <Box
      component="section"
      className={classes.callToAction}
      py={{ base: 56, md: 80 }}
      aria-labelledby="cta-title"
    >
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title id="cta-title" order={2}>
            <Trans>Ready to hire faster?</Trans>
          </Title>
          <Text>
            <Trans>Create your account in a minute and send your first interview today.</Trans>
          </Text>
          <Button component={Link} to={paths.candidateLogin.getHref()} size="lg" variant="white">
            <Trans>Start Free Trial</Trans>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
