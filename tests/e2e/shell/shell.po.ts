import type { Page } from 'playwright-core';

/** The app shell: landing page, notifications, guards' screens and the placeholder screens. */
export class ShellPageObject {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until the app has navigated to `path` (query string ignored). */
  async waitForPath(path: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === path);
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  get header() {
    return this.page.getByRole('banner');
  }

  get footer() {
    return this.page.getByRole('contentinfo');
  }

  get getStarted() {
    return this.header.getByRole('link', { name: 'Get Started' });
  }

  get recruiterLogin() {
    return this.header.getByRole('button', { name: 'Recruiter Login' });
  }

  get startFreeTrial() {
    return this.page.getByRole('main').getByRole('link', { name: 'Start Free Trial' });
  }

  get benefitCards() {
    return this.page
      .getByRole('region', { name: 'Why teams hire with asynchronous interviews' })
      .getByRole('listitem');
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }

  /** A Mantine notification (role alert) containing `text`. */
  notification(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** On the auth stand-in's Google page: signs in as a new or existing Google account. */
  async continueOnGoogleAs(fullName: string, email: string): Promise<void> {
    await this.page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click();
  }

  /** On the auth stand-in's Google page: gives up, as a user closing Google's consent screen. */
  async cancelOnGoogle(): Promise<void> {
    await this.page.getByRole('link', { name: 'Cancel' }).click();
  }
}
