import { notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * How long before a navigation started a notification may have been shown and still belong to
 * it: a save that shows 'Video resume updated' and then navigates shows it in the same moment.
 */
const SAME_ACTION_MS = 250;

/** When each notification on screen was shown. */
const shownAt = new Map<string, number>();
/** The location on screen: its key and pathname, once the router has shown one. */
let shown: { key: string; pathname: string } | undefined;
/** When the navigation under way started: the first render of a location not yet shown. */
let navigationStartedAt: number | undefined;

function watchNotifications(): () => void {
  return notificationsStore.subscribe((state) => {
    const now = Date.now();
    const ids = new Set(state.notifications.flatMap((notification) => notification.id ?? []));
    for (const id of ids) if (!shownAt.has(id)) shownAt.set(id, now);
    for (const id of shownAt.keys()) if (!ids.has(id)) shownAt.delete(id);
  });
}

// BrowserRouter renders a new location in a transition that commits only once its screens' code has
// loaded: its first render, not its commit, is when the visitor asked to go.
function rendering(key: string): void {
  if (key !== shown?.key) navigationStartedAt ??= Date.now();
}

function showing(key: string, pathname: string): void {
  if (shown && pathname !== shown.pathname) {
    const previousPageUntil = (navigationStartedAt ?? Date.now()) - SAME_ACTION_MS;
    for (const [id, at] of shownAt) if (at < previousPageUntil) notifications.hide(id);
  }
  shown = { key, pathname };
  navigationStartedAt = undefined;
}

/**
 * Hides, when the page changes, the notifications the previous page showed ('Public link copied'
 * would otherwise lie over the next page's content), keeping those that announce the navigation.
 * Rendered inside the router, beside the screens, never under a Suspense boundary.
 */
export function HideNotificationsOnNavigation(): null {
  const { key, pathname } = useLocation();
  rendering(key);
  useEffect(watchNotifications, []);
  useEffect(() => showing(key, pathname), [key, pathname]);
  return null;
}
