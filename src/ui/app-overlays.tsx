import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The notification list and the confirm dialogs. Screens only ever call their stores
 * (notifications.show, modals.openConfirmModal), and both show what their store holds once mounted,
 * so they wrap nothing and the app loads them after the first screen (src/app.tsx).
 */
export function AppOverlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
