import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AccommodationFields } from '@/features/invitations/components/accommodation-fields';
import type { Accommodations } from '#contract/accommodations';

interface AccommodationsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whose accommodations, e.g. the candidate's name. */
  candidate: string;
  initial: Accommodations;
  /** The candidate's own words, when answering their request. */
  reason?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (accommodations: Accommodations) => void;
}

/** Sets one invitation's accommodations, or grants those a candidate asked for. */
export function AccommodationsModal(props: AccommodationsModalProps) {
  const { opened, onClose, candidate, initial, reason, submitLabel, pending, onSubmit } = props;
  const { t } = useLingui();
  const [value, setValue] = useState(initial);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Accommodations for ${candidate}`} centered>
      <Stack gap="md">
        {reason !== undefined && (
          <Text size="sm">
            <Text span fw={500}>
              <Trans>Their request:</Trans>
            </Text>{' '}
            {reason}
          </Text>
        )}
        <AccommodationFields value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={pending} onClick={() => onSubmit(value)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
