import { expect } from 'vitest';

/** What `waitInPage` needs of a page: Playwright's, or the WebDriver page of tests/support. */
interface EvaluatingPage {
  evaluate<T>(source: string): Promise<T>;
}

/**
 * Waits until the expression `source` is truthy in the page. Playwright's `waitForFunction` compiles
 * its predicate inside the page, which the app's Content-Security-Policy (no 'unsafe-eval')
 * refuses; an evaluation sent by the driver is not the page's own script, so it runs.
 */
export async function waitInPage(
  page: EvaluatingPage,
  source: string,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(() => page.evaluate<unknown>(source), {
      timeout,
      interval: 100,
      message: `the page to satisfy ${source}`,
    })
    .toBeTruthy();
}
