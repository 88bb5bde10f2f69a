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
  workspaceErrorMessages,
  workspaceRoleDescriptions,
  type TeamInvitationOffer,
} from '#contract/workspaces';

const CLOSED_MESSAGES = {
  EXPIRED: workspaceErrorMessages.invitationExpired,
  REVOKED: workspaceErrorMessages.invitationRevoked,
  ACCEPTED: workspaceErrorMessages.invitationUsed,
} as const;

/**
 * /join/:token (docs/product.md §2): what a team invitation offers; anon signs in or creates an
 * account and comes back here; the invited account joins and goes to the dashboard with the
 * workspace current. Only the invited, confirmed e-mail may join (the server decides).
 */
export function JoinWorkspacePage() {
  const { token = '' } = useParams();
  const offer = useTeamInvitationOffer(token);

  if (offer.isPending) {
    return (
      <Stack align="center" py={96}>
        <Loader aria-label="Loading the invitation" />
      </Stack>
    );
  }
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) {
      return (
        <ResourceNotFound
          title="Invitation not found"
          message="This team invitation link is not valid. Check the link in your e-mail."
          back={{ label: 'Go to the home page', href: paths.home.getHref() }}
        />
      );
    }
    return (
      <StatusCard icon={<IconUsersGroup size={30} aria-hidden />} color="gray" title="Join a workspace">
        <LoadError
          what="the invitation"
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
  const session = useSession();
  const accept = useAcceptTeamInvitation(token);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const signedInEmail =
    session.status === 'signed-in' ? session.session.user.email?.toLowerCase() : undefined;
  const closed = offer.status === 'PENDING' ? null : CLOSED_MESSAGES[offer.status];
  const wrongAccount = signedInEmail !== undefined && signedInEmail !== offer.email;
  const signInHref = paths.candidateLogin.getHref({ redirect: paths.join.getHref(token) });

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
      title={`Join ${offer.workspace.name}`}
    >
      <Text>
        {offer.invited_by_name ? `${offer.invited_by_name} invited` : 'You are invited'}{' '}
        <strong>{offer.email}</strong> to join the hiring team {offer.workspace.name} as{' '}
        {workspaceRoleDescriptions[offer.role]}.
      </Text>
      {closed ? (
        <Alert color="orange" role="alert" w="100%">
          {closed}
        </Alert>
      ) : session.status === 'loading' ? (
        <Loader size="sm" aria-label="Checking your sign-in" />
      ) : session.status === 'signed-out' ? (
        <Group justify="center">
          <Button component={Link} to={signInHref}>
            Sign in or create an account
          </Button>
        </Group>
      ) : wrongAccount ? (
        <Stack align="center" gap="sm" w="100%">
          <Alert color="orange" role="alert" w="100%">
            {workspaceErrorMessages.wrongAccount}
          </Alert>
          <Text size="sm">You are signed in as {signedInEmail}.</Text>
          <Button variant="default" onClick={() => void supabaseAuth.signOut()}>
            Sign out
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
            Join {offer.workspace.name}
          </Button>
        </Stack>
      )}
    </StatusCard>
  );
}
