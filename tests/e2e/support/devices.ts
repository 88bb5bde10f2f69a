import type { Page } from 'playwright-core';

/**
 * What the browser does when the camera and microphone go away (unplugged, taken by another app):
 * the tracks of the page's camera preview end and say so.
 */
export async function loseDevices(page: Page): Promise<void> {
  // A string, evaluated in the page: the tests' tsconfig has no DOM types.
  await page.evaluate(`(() => {
    const stream = document.querySelector('video[aria-label="Camera preview"]').srcObject;
    for (const track of stream.getTracks()) {
      track.stop();
      track.dispatchEvent(new Event('ended'));
    }
  })()`);
}
