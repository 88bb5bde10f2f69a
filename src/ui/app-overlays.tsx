import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysMounted } from '@/ui/overlays-mounted';
import '@/ui/mantine-styles';

/**
 * The notification list and the confirm dialogs. Screens call notifications.show, whose store the
 * list shows once mounted, and openConfirmModal (overlays-mounted.ts), which waits for the dialogs'
 * provider; so they wrap nothing, and the app loads them after the first screen (src/app.tsx).
 */
export function AppOverlays() {
  // The provider (a child) listens once its own effect has run, which is before this one.
  useEffect(() => markOverlaysMounted(), []);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
