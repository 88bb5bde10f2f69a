import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { chromium, firefox, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import logger from '@wdio/logger';
import WebDriver from 'webdriver';
import { WebDriverPage } from './webdriver-page.ts';

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

/** Debian's WebKitGTK MiniBrowser (package webkit2gtk-driver), driven by its WebKitWebDriver. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// MiniBrowser's options are WebKitSettings and feature flags: mock camera and microphone without a
// prompt, and media that may play without a gesture.
const MINIBROWSER_ARGS = [
  '--automation',
  '--enable-media-stream=true',
  '--enable-mock-capture-devices=true',
  '--features=+MockCaptureDevices,-MockCaptureDevicesPrompt',
  '--autoplay-policy=allow',
];

// A constant rather than a literal in newSession: @wdio/types does not know WebKitGTK's
// `webkitgtk:browserOptions`, and a literal's unknown keys fail the type check.
const WEBKIT_CAPABILITIES = {
  browserName: 'MiniBrowser',
  // WebKitWebDriver speaks classic WebDriver only: no BiDi upgrade.
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: MINIBROWSER_ARGS },
};

export interface WebKitBrowser {
  /** A page in a browser (and WebDriver session) of its own, its relative URLs against `baseURL`. */
  newPage(baseURL: string): Promise<WebDriverPage>;
  close(): Promise<void>;
}

/** Ends `child` and waits for it to exit. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port for WebKitWebDriver');
  return address.port;
}

/** Waits until the WebKitWebDriver on `port` answers its status, as it takes a moment to listen. */
async function driverReady(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An X display of the calling file's own: Xvfb picks a free number and writes it to fd 3. */
async function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
  return { display: `:${number}`, xvfb };
}

/**
 * WebKitGTK for the calling test file: an Xvfb display of its own (MiniBrowser needs a display even
 * when nothing looks at it) and, per page, a WebKitWebDriver with a MiniBrowser session on it.
 */
export async function launchWebKit(): Promise<WebKitBrowser> {
  // The client's helper logs every session it opens at info; the tests' output keeps warnings only.
  logger.setLevel('@wdio/utils', 'warn');
  const { display, xvfb } = await startDisplay();
  const drivers = new Set<ChildProcess>();
  const pages = new Set<WebDriverPage>();
  return {
    async newPage(baseURL) {
      const port = await freePort();
      const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
        env: { ...process.env, DISPLAY: display },
        stdio: 'ignore',
      });
      drivers.add(driver);
      await driverReady(port, driver);
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        capabilities: WEBKIT_CAPABILITIES,
      });
      await client.setTimeouts(undefined, 60_000, 120_000);
      const page: WebDriverPage = new WebDriverPage(client, baseURL, async () => {
        pages.delete(page);
        // A browser that already went away has no session to end; the driver is stopped all the same.
        await client.deleteSession().catch(() => undefined);
        drivers.delete(driver);
        await stop(driver);
      });
      pages.add(page);
      return page;
    },
    async close() {
      await Promise.all([...pages].map((page) => page.close()));
      await Promise.all([...drivers].map(stop));
      await stop(xvfb);
    },
  };
}
