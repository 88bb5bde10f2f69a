import { i18n } from '@/i18n/catalogues';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import type { ReactNode } from 'react';

interface ConfirmDialogOptions {
  title: string;
  /** What will happen; the dialog adds that it cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before something irreversible (a delete): a red confirm button and 'This action cannot be undone.' */
export function confirmIrreversible({
  title,
  children,
  confirmLabel,
  onConfirm,
}: ConfirmDialogOptions): void {
  openConfirmModal({
    title,
    centered: true,
    children: (
      <>
        {children}
        <Text size="sm" fw={600} mt="sm">
          <Trans>This action cannot be undone.</Trans>
        </Text>
      </>
    ),
    // In the page's language when the dialog opens.
    labels: { confirm: confirmLabel, cancel: i18n._(msg`Cancel`) },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
