import type { Locator } from 'playwright-core';
import { RecruiterPageObject } from './recruiter.po.ts';

/** The scorecard parts of the create screen and of the interview detail. */
export class ScorecardPageObject extends RecruiterPageObject {
  competency(n: number): Locator {
    return this.page.getByRole('group', { name: `Competency ${n}`, exact: true });
  }

  /** Picks `option` in the Select or MultiSelect labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, ...options: string[]): Promise<void> {
    // The open dropdown's listbox carries the same label: the input is the one to click.
    await scope.getByLabel(label, { exact: true }).and(this.page.locator('input')).click();
    for (const option of options) {
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  async startFromTemplate(name: string): Promise<void> {
    await this.choose(this.page.locator('body'), 'Start from a template', name);
    await this.competency(1).waitFor();
  }

  /** The interview detail's scorecard section. */
  get scorecard(): Locator {
    return this.section('Scorecard');
  }

  get anonymousReview(): Locator {
    return this.page.getByRole('switch', { name: 'Anonymous review' });
  }
}
