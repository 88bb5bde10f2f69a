import { useLingui } from '@lingui/react/macro';
import { Progress, Text, Title } from '@mantine/core';
import { CenteredCard } from '@/ui/centered-card';

interface SignInProgressProps {
  title: string;
  subtitle: string;
  /** The sign-in is complete: the bar fills over `durationMs` while the page waits to go on. */
  done: boolean;
  durationMs: number;
  /** The bar's name, for a screen in the reader's language. */
  progressLabel?: string;
}

/** The auth callback pages' card while a sign-in completes. */
export function SignInProgress({ title, subtitle, done, durationMs, progressLabel }: SignInProgressProps) {
  const { t } = useLingui();
  return (
    <CenteredCard size="xs">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
      <Progress
        w="100%"
        value={done ? 100 : 40}
        animated
        striped
        aria-label={progressLabel ?? t`Sign-in progress`}
        transitionDuration={durationMs}
      />
    </CenteredCard>
  );
}
