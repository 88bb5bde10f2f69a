import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** "Already have an account? Sign in", under the welcome step's and the account prompt's buttons. */
export function SignInPrompt({ signInHref }: { signInHref: string }) {
  return (
    <Text size="sm" ta="center">
      <Trans>
        Already have an account?{' '}
        <Anchor component={Link} to={signInHref}>
          Sign in
        </Anchor>
      </Trans>
    </Text>
  );
}
