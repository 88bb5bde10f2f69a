import { Button, CopyButton, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateShare } from '@/features/reviews/api/review-shares';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { shareLimits, type CreatedShare } from '#contract/shares';

interface ShareReviewModalProps {
  reviewId: string;
  opened: boolean;
  onClose: () => void;
}

/** Share with a hiring manager: how many days the link lasts, then the link to copy. */
export function ShareReviewModal({ reviewId, opened, onClose }: ShareReviewModalProps) {
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
      onError: (error) => notifyFailure('Could not create the link: {error}', error),
    });

  return (
    <Modal opened={opened} onClose={close} title="Share with a hiring manager" centered>
      {created ? (
        <Stack gap="sm">
          <Text size="sm">
            Anyone with this link can watch this candidate's answers and read the transcripts until{' '}
            {formatDate(created.expires_at)}.
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label="Link" value={created.url} readOnly style={{ flex: 1 }} />
            <CopyButton value={created.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            A read-only link to this candidate's answers and transcripts, for someone outside the workspace.
            No ratings, AI analysis or comments are shown. Every opening is logged.
          </Text>
          <NumberInput
            label="Valid for (days)"
            min={shareLimits.minDays}
            max={shareLimits.maxDays}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={valid ? undefined : `Choose from ${shareLimits.minDays} to ${shareLimits.maxDays} days`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={!valid}>
              Create link
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
