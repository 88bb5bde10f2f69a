import { chromium, firefox, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** The Chromium the global setup started, shared by every test file. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** Debian's Firefox ESR, driven over WebDriver BiDi (playwright-core's `moz-` channels). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * A Firefox of the calling test file's own, headless, with fake camera and microphone streams and
 * no permission prompt (Firefox's own preferences: Playwright's `permissions` are Chromium's).
 */
export function launchFirefox(): Promise<Browser> {
  return firefox.launch({
    channel: 'moz-firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    firefoxUserPrefs: {
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'media.autoplay.default': 0,
    },
  });
}
