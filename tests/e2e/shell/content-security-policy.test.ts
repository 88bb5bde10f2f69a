import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedReview } from '../../support/review-fixtures.ts';
import type { TestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

// The suite serves the production build (tests/setup/global-stack.ts): the policy under test is the
// meta element that build carries.
const screens = useBrowser();

/** A context on the built app, signed in as `user`, that records every CSP violation its pages report. */
async function builtAppContext(user: TestUser): Promise<BrowserContext> {
  const context = await screens.newContext(user);
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
    const seeded = await seedReview(screens.sql);
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
    // Polled from here: waitForFunction compiles its predicate in the page, which the policy forbids.
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
