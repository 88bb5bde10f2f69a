import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { LoginMarketing } from '@/features/candidate/components/login-marketing';
import { RegisterForm } from '@/features/candidate/components/register-form';
import { SignInForm } from '@/features/candidate/components/sign-in-form';
import { useGoogleSignIn } from '@/features/candidate/hooks/use-google-sign-in';
import { safeRedirect } from '@/features/candidate/lib/safe-redirect';
import directionClasses from '@/ui/direction.module.css';
import { PageLoader } from '@/ui/page-loader';

type Mode = 'sign-in' | 'register';

export interface LoginProblem {
  message: string;
}

/** What the callback page hands over when Google sign-in failed (docs/product.md §8: back to the login page). */
function problemFromState(state: unknown): LoginProblem | null {
  if (typeof state !== 'object' || state === null || !('loginError' in state)) return null;
  const { loginError } = state;
  return typeof loginError === 'string' ? { message: loginError } : null;
}

/**
 * /candidate/login?token=&redirect=: sign in or create an account with e-mail and password, or
 * continue with Google; then on to `redirect` (same-site paths only, else the dashboard). Someone
 * arriving with an invitation token most likely has no account yet, so the page opens on Create.
 */
export function CandidateLoginPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const token = search.get('token');
  const target = safeRedirect(search.get('redirect'));
  const [mode, setMode] = useState<Mode>(token ? 'register' : 'sign-in');
  const [problem, setProblem] = useState<LoginProblem | null>(() => problemFromState(location.state));
  const google = useGoogleSignIn();

  if (session.status === 'loading') return <PageLoader label={t`Checking your session`} />;
  if (session.status === 'signed-in') return <Navigate to={target} replace />;

  const switchTo = (next: Mode) => {
    setProblem(null);
    setMode(next);
  };
  const showProblem = (message: string) => setProblem({ message });

  return (
    <Container component="main" size="lg" py={{ base: 'lg', sm: 64 }}>
      {token && (
        <Anchor component={Link} to={paths.takeInterview.getHref(token)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden className={directionClasses.mirrored} />
            <Trans>Back to Interview</Trans>
          </Group>
        </Anchor>
      )}
      <Grid gap={{ base: 'xl', md: 64 }} mt="md" align="center">
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          <LoginMarketing />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {mode === 'sign-in' ? t`Candidate Login` : t`Create Candidate Account`}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {mode === 'sign-in'
                    ? t`Sign in to see your interviews and video resumes.`
                    : t`Free, and it keeps your interviews and video resumes together.`}
                </Text>
              </div>
              {problem && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle aria-hidden />}
                  title={problem.message}
                />
              )}
              <Button
                variant="default"
                leftSection={<IconBrandGoogle size={18} aria-hidden />}
                loading={google.isPending}
                onClick={() => {
                  setProblem(null);
                  google.mutate(target, { onError: (error) => showProblem(error.message) });
                }}
              >
                <Trans>Continue with Google</Trans>
              </Button>
              <Divider label={t`or with your email`} labelPosition="center" />
              {mode === 'sign-in' ? (
                <SignInForm onError={showProblem} />
              ) : (
                <RegisterForm token={token} redirect={target} onError={showProblem} />
              )}
              <Text size="sm" ta="center">
                {mode === 'sign-in' ? t`Don't have an account?` : t`Already have an account?`}{' '}
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => switchTo(mode === 'sign-in' ? 'register' : 'sign-in')}
                >
                  {mode === 'sign-in' ? t`Create Account` : t`Sign In`}
                </Anchor>
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
