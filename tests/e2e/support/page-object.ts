import type { Locator, Page } from 'playwright-core';

/** What every screen's page object shares: going to a path, and finding headings, sections, alerts. */
export class PageObject {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until the app has navigated to `path`, or a path matching it (query string ignored). */
  async waitForPath(path: string | RegExp): Promise<void> {
    await this.page.waitForURL((url) =>
      typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
    );
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  heading(name: string | RegExp, level?: number): Locator {
    return this.page.getByRole('heading', { name, ...(level && { level }) });
  }

  /** A button by its name, exactly when the name is a string. */
  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  link(name: string | RegExp): Locator {
    return this.page.getByRole('link', { name, exact: typeof name === 'string' });
  }

  /** A section (a region named by its heading), e.g. 'Your Interviews'. */
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** An alert, inline or a notification, containing `text`. */
  alert(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** A Mantine notification (role alert) containing `text`. */
  notification(text: string | RegExp): Locator {
    return this.alert(text);
  }
}
