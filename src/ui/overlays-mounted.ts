import { modals } from '@mantine/modals';

let markMounted: () => void = () => undefined;

/** Resolves once the notification list and the confirm dialogs (app-overlays.tsx) are mounted. */
const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the overlays once mounted: the dialogs' provider listens from then on. */
export function markOverlaysMounted(): void {
  markMounted();
}

/**
 * modals.openConfirmModal, once the dialogs' provider is mounted. The provider hears the request as
 * a window event that nobody keeps for it, and it loads after the first screen (src/app.tsx), so a
 * click quicker than that download would otherwise open nothing.
 */
export function openConfirmModal(props: Parameters<typeof modals.openConfirmModal>[0]): void {
  void overlaysMounted.then(() => modals.openConfirmModal(props));
}
