import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconHistory, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import '@/ui/mantine-styles';

const benefits = [
  { icon: IconLayoutDashboard, label: 'Interview dashboard: all your invitations in one place' },
  { icon: IconVideo, label: 'Video resume builder: record a resume employers can watch' },
  { icon: IconChartBar, label: 'Profile analytics: see who viewed your profile' },
  { icon: IconHistory, label: 'Interview history & feedback: follow every interview you took' },
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
  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <StepHeading>Create your candidate account</StepHeading>
          <Text>
            Sign in or create a free account to take this interview. Your answers are saved to your account,
            and you also get:
          </Text>
          <List spacing="sm" center>
            {benefits.map(({ icon: Icon, label }) => (
              <List.Item
                key={label}
                icon={
                  <ThemeIcon variant="light" size={28} radius="xl">
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                {label}
              </List.Item>
            ))}
          </List>
          <Group grow preventGrowOverflow={false} wrap="wrap-reverse">
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
            <Button component={Link} to={signInHref}>
              Create Account &amp; Continue
            </Button>
          </Group>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={signInHref}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
