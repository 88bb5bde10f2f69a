import { notifications, notificationsStore } from '@mantine/notifications';
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * How long before a navigation started a notification may have been shown and still belong to
 * it: a save that shows 'Video resume updated' and then navigates shows it in the same moment.
 */
const SAME_ACTION_MS = 250;

/**
 * Hides, when the page changes, the notifications the previous page showed ('Public link copied'
 * would otherwise lie over the next page's content), keeping those that announce the navigation.
 * Answers a function that stops watching.
 */
export function hideNotificationsOnNavigation(router: Router): () => void {
  const shownAt = new Map<string, number>();
  const stopWatchingNotifications = notificationsStore.subscribe((state) => {
    const now = Date.now();
    const ids = new Set(state.notifications.flatMap((notification) => notification.id ?? []));
    for (const id of ids) if (!shownAt.has(id)) shownAt.set(id, now);
    for (const id of shownAt.keys()) if (!ids.has(id)) shownAt.delete(id);
  });

  let pathname = router.state.location.pathname;
  let navigationStartedAt: number | undefined;
  const stopWatchingRouter = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') navigationStartedAt ??= Date.now();
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      const previousPageUntil = (navigationStartedAt ?? Date.now()) - SAME_ACTION_MS;
      for (const [id, at] of shownAt) if (at < previousPageUntil) notifications.hide(id);
    }
    if (state.navigation.state === 'idle') navigationStartedAt = undefined;
  });

  return () => {
    stopWatchingNotifications();
    stopWatchingRouter();
  };
}
