import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useReviewShares, useRevokeShare } from '@/features/reviews/api/review-shares';
import { ShareReviewModal } from '@/features/reviews/components/share-review-modal';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import type { Share, ShareState } from '#contract/shares';

const STATE_COLORS: Record<ShareState, string> = { ACTIVE: 'green', EXPIRED: 'gray', REVOKED: 'red' };
const STATE_LABELS: Record<ShareState, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };

function openingsText(share: Share): string {
  const [last] = share.openings;
  if (!last) return 'Not opened yet';
  const times = share.openings.length === 1 ? 'once' : `${share.openings.length} times`;
  return `Opened ${times}, last ${formatDate(last.opened_at)}`;
}

function ShareRow({ reviewId, share }: { reviewId: string; share: Share }) {
  const revoke = useRevokeShare(reviewId);
  const ask = () =>
    confirmIrreversible({
      title: 'Revoke this link?',
      children: <Text size="sm">Whoever holds it will no longer be able to open it.</Text>,
      confirmLabel: 'Revoke',
      onConfirm: () =>
        revoke.mutate(share.id, {
          onError: (error) => notifyFailure('Could not revoke the link: {error}', error),
        }),
    });
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="shared-link">
      <Stack gap={2}>
        <Group gap="xs">
          <Badge color={STATE_COLORS[share.state]} variant="light">
            {STATE_LABELS[share.state]}
          </Badge>
          <Text size="sm">
            {share.state === 'EXPIRED' ? 'Expired' : 'Expires'} {formatDate(share.expires_at)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {openingsText(share)} · created {formatDate(share.created_at)}
          {share.created_by ? ` by ${share.created_by}` : ''}
        </Text>
      </Stack>
      {share.state === 'ACTIVE' && (
        <Button size="xs" variant="default" color="red" loading={revoke.isPending} onClick={ask}>
          Revoke
        </Button>
      )}
    </Group>
  );
}

/**
 * Shared links of the candidate (managers only: for anyone else the list is refused and the panel
 * shows nothing): Share opens the modal; each link with its state, openings and Revoke.
 */
export function ShareReviewPanel({ reviewId }: { reviewId: string }) {
  const shares = useReviewShares(reviewId);
  const [opened, setOpened] = useState(false);
  if (!shares.isSuccess) return null;
  return (
    <SectionCard
      title="Shared links"
      order={3}
      aside={
        <Button size="xs" leftSection={<IconShare size={14} aria-hidden />} onClick={() => setOpened(true)}>
          Share
        </Button>
      }
    >
      <Stack gap="sm">
        {shares.data.shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            Share this candidate's answers with a hiring manager outside the workspace.
          </Text>
        ) : (
          shares.data.shares.map((share) => <ShareRow key={share.id} reviewId={reviewId} share={share} />)
        )}
      </Stack>
      <ShareReviewModal reviewId={reviewId} opened={opened} onClose={() => setOpened(false)} />
    </SectionCard>
  );
}
