import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Route } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../support/interview-fixtures.ts';
import { seedReview } from '../../support/review-fixtures.ts';
import type { TestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

/** Where `vite preview` serves the build: beside the test stack's own ports. */
const PREVIEW_PORT = config.appPort + 2;
const previewOrigin = `http://127.0.0.1:${PREVIEW_PORT}`;

const screens = useBrowser({ siteUrl: previewOrigin });
let sql: Database;
let dist: string;
let server: PreviewServer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'csp-dist-'));
  // The production build for the test stack's Supabase URL, as `npm run build` makes it (vitest
  // runs with NODE_ENV=test, which would give React's development build).
  process.env.VITE_SUPABASE_URL = config.supabaseUrl;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'error',
      build: { outDir: dist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
  server = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: { outDir: dist },
    preview: { port: PREVIEW_PORT, strictPort: true, host: '127.0.0.1' },
  });
  sql = screens.sql;
}, 300_000);

afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

/**
 * The api lets only SITE_URL (the dev server) in by CORS; the preview is another origin, so this
 * context answers the api's CORS as it would for the site. Nothing touches the app's own files:
 * the policy under test is the build's meta element.
 */
async function allowPreviewOrigin(route: Route): Promise<void> {
  const request = route.request();
  const cors = {
    'access-control-allow-origin': previewOrigin,
    'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  };
  if (request.method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: cors });
    return;
  }
  const response = await route.fetch();
  await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
}

/** A context on the built app, signed in as `user`, that records every CSP violation its pages report. */
async function builtAppContext(user: TestUser): Promise<BrowserContext> {
  const context = await screens.newContext(user);
  await context.route(`${config.supabaseUrl}/functions/v1/api/**`, allowPreviewOrigin);
  await context.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(event.effectiveDirective + ' ' + event.blockedURI);
      });`,
  });
  return context;
}

describe('the Content-Security-Policy of the built app', () => {
  it('limits scripts to the app and media and connections to the app and its Supabase URL, with no violation while a recruiter plays an answer', async () => {
    const seeded = await seedReview(sql);
    const context = await builtAppContext(seeded.recruiter);
    const page = await context.newPage();
    await page.goto(`/reviews/${seeded.invitationId}`);
    await page.getByRole('heading', { name: 'Casey Candidate', level: 1 }).waitFor();

    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const directives = new Map(
      (policy ?? '').split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", config.supabaseUrl]);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:', config.supabaseUrl]);
    // A rendition's poster and a workspace's logo are signed or public Storage URLs.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', config.supabaseUrl]);
    expect(directives.get('object-src')).toEqual(["'none'"]);

    // The api answered (connect-src), the recording plays from its signed Storage URL (media-src).
    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: /Question 2/ })
      .click();
    // Polled from here: waitForFunction evaluates strings in the page, which the policy forbids.
    await expect
      .poll(() => page.evaluate<number>(`document.querySelector('video')?.readyState ?? 0`), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect(await page.evaluate('window.cspViolations')).toEqual([]);

    // Script injected into the page does not run.
    await page.evaluate(`(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
    })()`);
    expect(await page.evaluate('window.injectedScriptRan')).toBeUndefined();
    await expect.poll(() => page.evaluate<number>('window.cspViolations.length')).toBeGreaterThan(0);
    expect(await page.evaluate('window.cspViolations')).toEqual(['script-src-elem inline']);
  });
});
