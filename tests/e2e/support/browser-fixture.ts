import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectBrowser, launchFirefox, launchWebKit, type WebKitBrowser } from '../../support/browser.ts';
import { openDatabase, type Database } from '../../support/interview-fixtures.ts';
import { testStackConfig } from '../../support/test-stack.ts';
import { createTestUser, type Role, type TestUser } from '../../support/users.ts';
import { sessionInitScript, signInAs } from './session.ts';

export const config = testStackConfig();

export interface ContextOptions {
  /** Browser permissions granted to the site, e.g. 'camera', 'clipboard-read'. */
  permissions?: string[];
  /** A phone's screen, with touch. */
  viewport?: { width: number; height: number };
  /** The browser's time zone (IANA), e.g. 'Asia/Tokyo'; the machine's when left out. */
  timezoneId?: string;
  /** The browser's locale, e.g. 'en-US'. */
  locale?: string;
}

/**
 * The engine of an e2e file: the suite's shared Chromium, or a Firefox or WebKit of the file's own.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/**
 * The browser fixture of an e2e file: the shared Chromium (or, with `engine: 'firefox'`, a Firefox
 * launched for the file) and a database connection, opened before the file's tests and closed
 * after them, and contexts (signed in as a user when given) that close after each test. The other
 * `defaults` apply to every context of the file.
 *
 * With `engine: 'webkit'`, WebKitGTK over classic WebDriver: only `openPage` (a browser per page,
 * closed after each test), its page the subset of Playwright's that tests/support/webdriver-page.ts
 * gives, and none of the context options.
 */
export function useBrowser({ engine = 'chromium', ...defaults }: ContextOptions & { engine?: Engine } = {}) {
  const state: { browser?: Browser; webkit?: WebKitBrowser; sql?: Database } = {};
  const contexts: BrowserContext[] = [];
  /** The pages' uncaught errors and console errors during the test, printed when it fails. */
  const pageErrors: string[] = [];
  const webkitPages: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    if (engine === 'webkit') state.webkit = await launchWebKit();
    else state.browser = engine === 'firefox' ? await launchFirefox() : await connectBrowser();
    state.sql = openDatabase();
  });

  afterEach(async ({ task }) => {
    const failure = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
    // Added to the failure's message, which the run's summary prints where a CI log's tail shows it.
    if (failure) failure.message += `\n${await pagesReport(contexts, pageErrors)}`;
    pageErrors.length = 0;
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await Promise.all(webkitPages.splice(0).map((page) => page.close()));
  });

  afterAll(async () => {
    await state.sql?.end();
    await state.browser?.close();
    await state.webkit?.close();
  });

  async function newContext(user?: TestUser, options: ContextOptions = {}): Promise<BrowserContext> {
    if (engine === 'webkit') throw new Error('WebKit runs over WebDriver, without contexts: use openPage');
    if (!state.browser) throw new Error('The browser connects in beforeAll');
    const { permissions, viewport, timezoneId, locale } = { ...defaults, ...options };
    // Camera and microphone need no grant in Firefox (its preferences allow them), and it has no
    // mobile emulation: a phone there is its screen size.
    const chromium = engine === 'chromium';
    const context = await state.browser.newContext({
      baseURL: config.siteUrl,
      ...(timezoneId && { timezoneId }),
      ...(locale && { locale }),
      ...(permissions && chromium && { permissions }),
      ...(viewport && (chromium ? { viewport, isMobile: true, hasTouch: true } : { viewport })),
    });
    contexts.push(context);
    context.on('weberror', (error) =>
      pageErrors.push(`uncaught: ${error.error().stack ?? String(error.error())}`),
    );
    context.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    if (user) await signInAs(context, config, user);
    return context;
  }

  async function openPage(user?: TestUser, options: ContextOptions = {}): Promise<Page> {
    if (state.webkit) {
      const page = await state.webkit.newPage(config.siteUrl);
      webkitPages.push(page);
      if (user) page.addInitScript(sessionInitScript(config, user));
      // The one cast of the WebKit adapter: the page objects are typed with Playwright's Page, of
      // which the adapter gives the part they use (a call outside it fails as not a function).
      return page as unknown as Page;
    }
    return (await newContext(user, options)).newPage();
  }

  return {
    engine,
    get sql(): Database {
      if (!state.sql) throw new Error('The database opens in beforeAll');
      return state.sql;
    },
    newContext,
    openPage,
    /**
     * Signs `page`'s context in as `who` (a user, or a new user with that role) from its next
     * navigation on.
     */
    async signIn(page: Page, who: Role | TestUser): Promise<TestUser> {
      const user = typeof who === 'string' ? await createTestUser(config, { role: who }) : who;
      await signInAs(page.context(), config, user);
      return user;
    },
    /** A new user with `role`, and a page of a context signed in as them. */
    async signedInAs(role: Role, options: ContextOptions = {}): Promise<{ user: TestUser; page: Page }> {
      const user = await createTestUser(config, { role });
      return { user, page: await openPage(user, options) };
    },
  };
}

/**
 * What a failed test's pages showed: each page's address and text, and the errors they logged. A
 * flake that a fast machine never reproduces is then diagnosed from the run that met it.
 */
async function pagesReport(contexts: BrowserContext[], errors: string[]): Promise<string> {
  const shown = await Promise.all(
    contexts.flatMap((context) =>
      context.pages().map(async (page) => {
        const text = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch((error: unknown) => `(unreadable: ${String(error)})`);
        return `--- ${page.url()}\n${text.slice(0, 1_500)}`;
      }),
    ),
  );
  return ['The failed test’s pages:', ...shown, ...errors.slice(0, 10)].join('\n');
}
