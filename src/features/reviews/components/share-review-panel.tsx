import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const STATE_LABELS: Record<ShareState, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  EXPIRED: msg`Expired`,
  REVOKED: msg`Revoked`,
};

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function openingsText(i18n: I18n, share: Share): string {
  const [last] = share.openings;
  if (!last) return i18n._(msg`Not opened yet`);
  const count = share.openings.length;
  const date = formatDate(last.opened_at);
  return i18n._(
    msg`${plural(count, { one: `Opened once, last ${date}`, other: `Opened # times, last ${date}` })}`,
  );
}

function ShareRow({ reviewId, share }: { reviewId: string; share: Share }) {
  const { t, i18n } = useLingui();
  const revoke = useRevokeShare(reviewId);
  const expires = formatDate(share.expires_at);
  const openings = openingsText(i18n, share);
  const created = formatDate(share.created_at);
  const by = share.created_by;
  const ask = () =>
    confirmIrreversible({
      title: t`Revoke this link?`,
      children: (
        <Text size="sm">
          <Trans>Whoever holds it will no longer be able to open it.</Trans>
        </Text>
      ),
      confirmLabel: t`Revoke`,
      onConfirm: () =>
        revoke.mutate(share.id, {
          onError: (failure) => notifyFailure(t`Could not revoke the link: ${error}`, failure),
        }),
    });
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="shared-link">
      <Stack gap={2}>
        <Group gap="xs">
          <Badge color={STATE_COLORS[share.state]} variant="light">
            {t(STATE_LABELS[share.state])}
          </Badge>
          <Text size="sm">
            {share.state === 'EXPIRED' ? <Trans>Expired {expires}</Trans> : <Trans>Expires {expires}</Trans>}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {by ? t`${openings} · created ${created} by ${by}` : t`${openings} · created ${created}`}
        </Text>
      </Stack>
      {share.state === 'ACTIVE' && (
        <Button size="xs" variant="default" color="red" loading={revoke.isPending} onClick={ask}>
          <Trans>Revoke</Trans>
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
  const { t } = useLingui();
  const shares = useReviewShares(reviewId);
  const [opened, setOpened] = useState(false);
  if (!shares.isSuccess) return null;
  return (
    <SectionCard
      title={t`Shared links`}
      order={3}
      aside={
        <Button size="xs" leftSection={<IconShare size={14} aria-hidden />} onClick={() => setOpened(true)}>
          <Trans>Share</Trans>
        </Button>
      }
    >
      <Stack gap="sm">
        {shares.data.shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Share this candidate's answers with a hiring manager outside the workspace.</Trans>
          </Text>
        ) : (
          shares.data.shares.map((share) => <ShareRow key={share.id} reviewId={reviewId} share={share} />)
        )}
      </Stack>
      <ShareReviewModal reviewId={reviewId} opened={opened} onClose={() => setOpened(false)} />
    </SectionCard>
  );
}
