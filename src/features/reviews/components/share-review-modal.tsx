import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateShare } from '@/features/reviews/api/review-shares';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { shareLimits, type CreatedShare } from '#contract/shares';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

interface ShareReviewModalProps {
  reviewId: string;
  opened: boolean;
  onClose: () => void;
}

/** Share with a hiring manager: how many days the link lasts, then the link to copy. */
export function ShareReviewModal({ reviewId, opened, onClose }: ShareReviewModalProps) {
  const { t } = useLingui();
  const create = useCreateShare(reviewId);
  const [days, setDays] = useState<number | string>(shareLimits.defaultDays);
  const [created, setCreated] = useState<CreatedShare>();
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 30;

  const close = () => {
    setCreated(undefined);
    setDays(shareLimits.defaultDays);
    onClose();
  };
  const submit = () =>
    create.mutate(Number(days), {
      onSuccess: setCreated,
      onError: (failure) => notifyFailure(t`Could not create the link: ${error}`, failure),
    });
  const until = created && formatDate(created.expires_at);
  const { minDays: min, maxDays: max } = shareLimits;

  return (
    <Modal opened={opened} onClose={close} title={t`Share with a hiring manager`} centered>
      {created ? (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Anyone with this link can watch this candidate's answers and read the transcripts until {until}.
            </Trans>
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t`Link`} value={created.url} readOnly style={{ flex: 1 }} />
            <CopyButton value={created.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              A read-only link to this candidate's answers and transcripts, for someone outside the workspace.
              No ratings, AI analysis or comments are shown. Every opening is logged.
            </Trans>
          </Text>
          <NumberInput
            label={t`Valid for (days)`}
            min={min}
            max={max}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={valid ? undefined : t`Choose from ${min} to ${max} days`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={!valid}>
              <Trans>Create link</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
