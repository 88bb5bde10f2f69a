import type { Locator } from 'playwright-core';
import { PageObject } from '../support/page-object.ts';

/** The dashboard as it works inside the current workspace: the switcher, the lists, the write controls. */
export class WorkspaceDashboardPageObject extends PageObject {
  async openDashboard(): Promise<void> {
    await this.open('/dashboard');
    await this.heading('Recruiter Hub', 1).waitFor();
  }

  get switcher(): Locator {
    return this.page.getByRole('combobox', { name: 'Workspace' });
  }

  async switchTo(name: string): Promise<void> {
    await this.switcher.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** An interview of 'Your Interviews', by its View link. */
  interview(title: string): Locator {
    return this.section('Your Interviews').getByRole('link', { name: `View ${title}` });
  }

  /** Waits until the interview list has loaded and answers whether `title` is on it. */
  async lists(title: string): Promise<boolean> {
    await this.section('Your Interviews').locator('ul, .mantine-EmptyState-root').first().waitFor();
    return this.interview(title).isVisible();
  }
}
