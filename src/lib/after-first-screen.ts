/** How long after loading the app waits, at most, for the visitor's first touch or key. */
const AFTER_FIRST_SCREEN_MS = 3000;

/**
 * Resolves on the visitor's first touch, click or key press, or a few seconds after the page
 * loaded: for code the first screen does not need, so its download never competes with the
 * first screen's on a slow connection.
 */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const done = () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, done, true);
      resolve();
    };
    const timer = setTimeout(done, AFTER_FIRST_SCREEN_MS);
    for (const event of events) window.addEventListener(event, done, { capture: true, passive: true });
  });
}
