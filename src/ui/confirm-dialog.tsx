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
          This action cannot be undone.
        </Text>
      </>
    ),
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
