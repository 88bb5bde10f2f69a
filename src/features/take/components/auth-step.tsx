import { Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconHistory, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SignInPrompt } from '@/features/take/components/sign-in-prompt';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import '@/ui/mantine-styles';

const benefits = [
  {
    key: 'dashboard',
    icon: IconLayoutDashboard,
    label: msg`Interview dashboard: all your invitations in one place`,
  },
  { key: 'resume', icon: IconVideo, label: msg`Video resume builder: record a resume employers can watch` },
  { key: 'analytics', icon: IconChartBar, label: msg`Profile analytics: see who viewed your profile` },
  {
    key: 'history',
    icon: IconHistory,
    label: msg`Interview history & feedback: follow every interview you took`,
  },
];

interface AuthStepProps {
  signInHref: string;
  onBack: () => void;
}

/**
 * docs/product.md §2 auth: shown when nobody is signed in. The page moves on to the tech check by itself
 * once a session appears (signed in here, in the login page, or in another tab).
 */
export function AuthStep({ signInHref, onBack }: AuthStepProps) {
  const { i18n } = useLingui();
  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <StepHeading>
            <Trans>Create your candidate account</Trans>
          </StepHeading>
          <Text>
            <Trans>
              Sign in or create a free account to take this interview. Your answers are saved to your account,
              and you also get:
            </Trans>
          </Text>
          <List spacing="sm" center>
            {benefits.map(({ key, icon: Icon, label }) => (
              <List.Item
                key={key}
                icon={
                  <ThemeIcon variant="light" size={28} radius="xl">
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                {i18n._(label)}
              </List.Item>
            ))}
          </List>
          <Group grow preventGrowOverflow={false} wrap="wrap-reverse">
            <Button variant="default" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
            <Button component={Link} to={signInHref}>
              <Trans>Create Account &amp; Continue</Trans>
            </Button>
          </Group>
          <SignInPrompt signInHref={signInHref} />
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
