import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Who waits for which path to be on screen. */
const waiting = new Map<string, (() => void)[]>();

/**
 * Goes to `pathname` (in place of this entry) and resolves once its screen is on screen. The router
 * shows a new location in a transition that commits only once the screen's code has loaded, and the
 * screen being left stays until then: what comes next (ending the session) must wait, or the guard
 * of the screen being left answers it first by sending the visitor to the sign-in page.
 */
export function useNavigateAndWait(): (pathname: string) => Promise<void> {
  const navigate = useNavigate();
  const here = useLocation().pathname;
  return (pathname) =>
    new Promise((resolve) => {
      if (pathname === here) {
        resolve();
        return;
      }
      waiting.set(pathname, [...(waiting.get(pathname) ?? []), resolve]);
      void navigate(pathname, { replace: true });
    });
}

/** Rendered inside the router beside the screens: settles the navigations whose screen is shown. */
export function SettleNavigations(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    const settled = waiting.get(pathname);
    if (!settled) return;
    waiting.delete(pathname);
    for (const resolve of settled) resolve();
  }, [pathname]);
  return null;
}
