import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LogoutButton } from '@/auth/logout-button';
import { paths } from '@/config/paths';
import { StatusCard } from '@/ui/status-card';

/** #contract/errors' RECRUITER_ACCESS_DENIED_MESSAGE, when the server gives no explanation. */
export const accessDeniedMessage = msg`You don't have permission to access the recruiter dashboard.`;

/** A signed-in user without recruiter access: everyone registers as a candidate first. */
export function AccessDenied({ message }: { message: string | undefined }) {
  const { t } = useLingui();
  return (
    <StatusCard icon={<IconLock size={30} aria-hidden />} color="red" title={t`Access Denied`}>
      {/* The server's explanation; else the contract's, as a message. */}
      <Text>{message || t(accessDeniedMessage)}</Text>
      <Text c="dimmed" size="sm">
        <Trans>
          New here? Use the candidate portal to create an account, then ask an administrator to upgrade your
          permissions to recruiter access.
        </Trans>
      </Text>
      <Group justify="center">
        <Button component={Link} to={paths.candidateLogin.getHref()}>
          <Trans>Go to Candidate Portal</Trans>
        </Button>
        <LogoutButton label={t`Sign Out`} />
      </Group>
    </StatusCard>
  );
}
