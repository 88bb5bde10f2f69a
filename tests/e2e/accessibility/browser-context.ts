import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../api/interview-fixtures.ts';
import { connectBrowser } from '../../support/browser.ts';
import { testStackConfig } from '../../support/test-stack.ts';
import type { TestUser } from '../../support/users.ts';
import { signInAs } from '../support/session.ts';

export const config = testStackConfig();

/**
 * The shared Chromium and a database connection for one test file, and a fresh context per test
 * (the fake camera allowed, signed in as `user` when given), closed after the test.
 */
export function useScreens() {
  const state: { browser?: Browser; sql?: Database } = {};
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    state.browser = await connectBrowser();
    state.sql = openDatabase();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await state.sql?.end();
    await state.browser?.close();
  });

  return {
    get sql(): Database {
      if (!state.sql) throw new Error('The database opens in beforeAll');
      return state.sql;
    },
    async openPage(
      user?: TestUser,
      options: { viewport?: { width: number; height: number } } = {},
    ): Promise<Page> {
      if (!state.browser) throw new Error('The browser connects in beforeAll');
      const context = await state.browser.newContext({
        baseURL: config.siteUrl,
        permissions: ['camera', 'microphone'],
        ...(options.viewport && { viewport: options.viewport, isMobile: true, hasTouch: true }),
      });
      contexts.push(context);
      if (user) await signInAs(context, config, user);
      return context.newPage();
    },
  };
}
