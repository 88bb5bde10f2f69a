import { recruiterAccessDeniedSchema } from '#contract/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { CurrentUser } from '#contract/users';
import { useCurrentUserQuery } from '@/auth/get-current-user';
import { LogoutButton } from '@/auth/logout-button';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { supabaseAuth } from '@/lib/supabase';
import { PageLoader } from '@/ui/page-loader';
import { StatusCard } from '@/ui/status-card';

interface AccessCheckProps {
  /** What a 403 from GET /users/me shows; `message` is the server's explanation. */
  forbidden: (message: string | undefined) => ReactNode;
  /** What a recruiter or admin sees; the guard decides by role. */
  allowed: (user: CurrentUser) => ReactNode;
}

/**
 * The access check the recruiter and admin guards share: signed out goes to the landing page,
 * otherwise GET /users/me decides, with a loader while it runs and a retry when it cannot run.
 */
export function AccessCheck(props: AccessCheckProps) {
  const { t } = useLingui();
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label={t`Checking your session`} />;
  if (session.status === 'signed-out') return <Navigate to={paths.home.getHref()} replace />;
  return <CurrentUserCheck userId={session.session.user.id} {...props} />;
}

function CurrentUserCheck({ userId, forbidden, allowed }: AccessCheckProps & { userId: string }) {
  const { t } = useLingui();
  const currentUser = useCurrentUserQuery(userId);
  if (currentUser.isPending) return <PageLoader label={t`Checking access permissions`} />;
  if (currentUser.isError) {
    const { error } = currentUser;
    if (error instanceof ApiError && error.status === 403) {
      return forbidden(recruiterAccessDeniedSchema.safeParse(error.body).data?.message);
    }
    if (error instanceof ApiError && error.status === 401) return <RejectedSession />;
    return (
      <AccessCheckFailed
        reason={error.message}
        retrying={currentUser.isFetching}
        onRetry={() => void currentUser.refetch()}
      />
    );
  }
  return allowed(currentUser.data);
}

/**
 * The api refused a session supabase-js still holds (e.g. the user was deleted): dropping it makes
 * the guard send the visitor to the landing page, as for anyone signed out.
 */
function RejectedSession() {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    void supabaseAuth.signOut({ scope: 'local' }).then(({ error }) => {
      if (error) setFailure(error.message);
    });
  }, []);
  if (failure) {
    return <AccessCheckFailed reason={failure} retrying={false} onRetry={() => window.location.reload()} />;
  }
  return <PageLoader label={t`Signing out`} />;
}

function AccessCheckFailed({
  reason,
  retrying,
  onRetry,
}: {
  reason: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <StatusCard
      icon={<IconAlertTriangle size={30} aria-hidden />}
      color="orange"
      title={t`Unable to verify access permissions`}
    >
      <Text c="dimmed">{reason}</Text>
      <Group justify="center">
        <Button loading={retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        <LogoutButton label={t`Sign Out`} />
      </Group>
    </StatusCard>
  );
}
