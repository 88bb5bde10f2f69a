import type { Locator } from 'playwright-core';
import { AuthPageObject } from '../support/auth.po.ts';
import { PageObject } from '../support/page-object.ts';

/** The candidate's login, callback and portal screens. */
export class CandidatePageObject extends PageObject {
  readonly auth = new AuthPageObject(this.page);

  // Section: dashboard ---------------------------------------------------------------------------

  /** A counter tile of the dashboard or the analytics tab, by its label. */
  counter(label: string): Locator {
    return this.page.getByRole('group', { name: label });
  }

  async counterValue(label: string): Promise<string> {
    const text = (await this.counter(label).textContent()) ?? '';
    return text.replace(label, '').trim();
  }

  async openTab(name: 'Interview Invitations' | 'Video Resumes' | 'Analytics'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** A list item of `section`, named by its title. */
  item(section: string, title: string): Locator {
    return this.section(section).getByRole('listitem', { name: title });
  }
}
