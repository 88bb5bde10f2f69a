import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useDecideRequest } from '@/features/invitations/api/candidate-requests';
import { AccommodationsModal } from '@/features/invitations/components/accommodations-modal';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import type { Accommodations } from '#contract/accommodations';
import type { CandidateRequest } from '#contract/candidate-requests';

/** How much more time one click gives: a week from the later of now and the current deadline. */
const EXTENSION_DAYS = 7;

function extendedDeadline(request: CandidateRequest): string {
  const from = Math.max(Date.now(), Date.parse(request.expires_at));
  return new Date(from + EXTENSION_DAYS * 86_400_000).toISOString();
}

const STATUS_COLOR = { PENDING: 'yellow', APPROVED: 'green', DECLINED: 'gray' } as const;

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

/** One request: who, what and why; a pending one is approved or declined here, in one click. */
export function CandidateRequestItem({
  request,
  showInterview,
}: {
  request: CandidateRequest;
  showInterview: boolean;
}) {
  const { t } = useLingui();
  const decide = useDecideRequest();
  const [granting, grant] = useDisclosure(false);
  const name = `${request.first_name} ${request.last_name}`;
  const days = EXTENSION_DAYS;
  const extension = request.kind === 'EXTENSION';
  const done = (message: string) => () => {
    notifications.show({ color: 'green', message });
    grant.close();
  };
  const failed = (failure: unknown) => notifyFailure(t`Failed to answer the request: ${error}`, failure);
  const approveExtension = () =>
    decide
      .mutateAsync({ id: request.id, approve: true, body: { new_deadline: extendedDeadline(request) } })
      .then(done(t`${name} has ${days} more days`), failed);
  const approveAccommodation = (accommodations: Accommodations) =>
    decide
      .mutateAsync({ id: request.id, approve: true, body: { accommodations } })
      .then(done(t`Accommodations granted to ${name}`), failed);
  const decline = () =>
    decide.mutateAsync({ id: request.id, approve: false }).then(done(t`Request of ${name} declined`), failed);
  const title = request.interview_title;
  const asked = formatDate(request.requested_at);
  const deadline = formatDate(request.expires_at);

  return (
    <Stack
      gap={6}
      component="li"
      aria-label={extension ? t`More time for ${name}` : t`Accommodation for ${name}`}
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={500}>{name}</Text>
          <Badge variant="light">{extension ? <Trans>More time</Trans> : <Trans>Accommodation</Trans>}</Badge>
          {request.status !== 'PENDING' && (
            <Badge color={STATUS_COLOR[request.status]}>
              {request.status === 'APPROVED' ? <Trans>Approved</Trans> : <Trans>Declined</Trans>}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {showInterview ? (
            <Trans>
              {title} · asked {asked} · deadline {deadline}
            </Trans>
          ) : (
            <Trans>
              asked {asked} · deadline {deadline}
            </Trans>
          )}
        </Text>
      </Group>
      <Blockquote p="xs" mt={0} iconSize={0}>
        {request.reason}
      </Blockquote>
      {request.status === 'PENDING' && (
        <Group gap="xs">
          {extension ? (
            <Button
              size="xs"
              color="green"
              loading={decide.isPending}
              onClick={() => void approveExtension()}
            >
              <Trans>Give {days} more days</Trans>
            </Button>
          ) : (
            <Button size="xs" color="green" onClick={grant.open}>
              <Trans>Grant accommodations</Trans>
            </Button>
          )}
          <Button size="xs" variant="default" loading={decide.isPending} onClick={() => void decline()}>
            <Trans>Decline</Trans>
          </Button>
        </Group>
      )}
      {granting && (
        <AccommodationsModal
          opened
          onClose={grant.close}
          candidate={name}
          initial={request.accommodations}
          reason={request.reason}
          submitLabel={t`Grant`}
          pending={decide.isPending}
          onSubmit={(value) => void approveAccommodation(value)}
        />
      )}
    </Stack>
  );
}
