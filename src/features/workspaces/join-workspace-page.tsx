import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import {
  useAcceptTeamInvitation,
  useTeamInvitationOffer,
} from '@/features/workspaces/api/team-invitation-api';
import { ApiError } from '@/lib/api-client';
import { supabaseAuth } from '@/lib/supabase';
import { LoadError } from '@/ui/load-error';
import { ResourceNotFound } from '@/ui/resource-not-found';
import { StatusCard } from '@/ui/status-card';
import { chooseWorkspace } from '@/current-workspace/workspace-choice';
import {
  teamInvitationMessages,
  workspaceRoleDescriptionMessages,
} from '@/features/workspaces/lib/contract-texts';
import type { TeamInvitationOffer } from '#contract/workspaces';

/**
 * /join/:token (docs/product.md §2): what a team invitation offers; anon signs in or creates an
 * account and comes back here; the invited account joins and goes to the dashboard with the
 * workspace current. Only the invited, confirmed e-mail may join (the server decides).
 */
export function JoinWorkspacePage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const offer = useTeamInvitationOffer(token);

  if (offer.isPending) {
    return (
      <Stack align="center" py={96}>
        <Loader aria-label={t`Loading the invitation`} />
      </Stack>
    );
  }
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) {
      return (
        <ResourceNotFound
          title={t`Invitation not found`}
          message={t`This team invitation link is not valid. Check the link in your e-mail.`}
          back={{ label: t`Go to the home page`, href: paths.home.getHref() }}
        />
      );
    }
    return (
      <StatusCard icon={<IconUsersGroup size={30} aria-hidden />} color="gray" title={t`Join a workspace`}>
        <LoadError
          what={t`the invitation`}
          error={offer.error}
          retrying={offer.isFetching}
          onRetry={() => void offer.refetch()}
        />
      </StatusCard>
    );
  }
  return <JoinOffer token={token} offer={offer.data} />;
}

function JoinOffer({ token, offer }: { token: string; offer: TeamInvitationOffer }) {
  const { t } = useLingui();
  const session = useSession();
  const accept = useAcceptTeamInvitation(token);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const signedInEmail =
    session.status === 'signed-in' ? session.session.user.email?.toLowerCase() : undefined;
  const closed = offer.status === 'PENDING' ? null : t(teamInvitationMessages[offer.status]);
  const wrongAccount = signedInEmail !== undefined && signedInEmail !== offer.email;
  const signInHref = paths.candidateLogin.getHref({ redirect: paths.join.getHref(token) });
  const workspaceName = offer.workspace.name;
  const inviter = offer.invited_by_name;
  const email = offer.email;
  const role = t(workspaceRoleDescriptionMessages[offer.role]);

  const join = () =>
    accept.mutate(undefined, {
      onSuccess: async ({ workspace_id }) => {
        if (session.status === 'signed-in') chooseWorkspace(session.session.user.id, { id: workspace_id });
        await navigate(paths.dashboard.getHref());
      },
      onError: (error) =>
        setProblem(error instanceof ApiError && error.reason ? error.reason : error.message),
    });

  return (
    <StatusCard
      icon={
        offer.workspace.logo_url ? (
          <Image src={offer.workspace.logo_url} alt="" maw={48} mah={48} fit="contain" />
        ) : (
          <IconUsersGroup size={30} aria-hidden />
        )
      }
      color="blue"
      title={t`Join ${workspaceName}`}
    >
      <Text>
        {inviter ? (
          <Trans>
            {inviter} invited <strong>{email}</strong> to join the hiring team {workspaceName} as {role}.
          </Trans>
        ) : (
          <Trans>
            You are invited <strong>{email}</strong> to join the hiring team {workspaceName} as {role}.
          </Trans>
        )}
      </Text>
      {closed ? (
        <Alert color="orange" role="alert" w="100%">
          {closed}
        </Alert>
      ) : session.status === 'loading' ? (
        <Loader size="sm" aria-label={t`Checking your sign-in`} />
      ) : session.status === 'signed-out' ? (
        <Group justify="center">
          <Button component={Link} to={signInHref}>
            <Trans>Sign in or create an account</Trans>
          </Button>
        </Group>
      ) : wrongAccount ? (
        <Stack align="center" gap="sm" w="100%">
          <Alert color="orange" role="alert" w="100%">
            {t(teamInvitationMessages.wrongAccount)}
          </Alert>
          <Text size="sm">
            <Trans>You are signed in as {signedInEmail}.</Trans>
          </Text>
          <Button variant="default" onClick={() => void supabaseAuth.signOut()}>
            <Trans>Sign out</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" w="100%">
          {problem && (
            <Alert color="red" role="alert" w="100%">
              {problem}
            </Alert>
          )}
          <Button onClick={join} loading={accept.isPending}>
            <Trans>Join {workspaceName}</Trans>
          </Button>
        </Stack>
      )}
    </StatusCard>
  );
}
