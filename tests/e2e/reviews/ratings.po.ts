import type { Locator } from 'playwright-core';
import { PageObject } from '../support/page-object.ts';

/** The rating panels of /reviews/:id: "Your rating", "Ratings" (submit, means), "Everyone’s ratings". */
export class RatingsPageObject extends PageObject {
  async openReview(invitationId: string): Promise<void> {
    await this.page.goto(`/reviews/${invitationId}`);
    await this.section('Ratings').waitFor();
  }

  async selectQuestion(text: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: text })
      .click();
  }

  /** Chooses `score` on a competency of the answer shown and waits until the server has it. */
  async rate(competency: string, score: number, given: number): Promise<void> {
    const radio = this.section('Your rating')
      .getByRole('radiogroup', { name: competency })
      .getByRole('radio', { name: new RegExp(`^${score} –`) });
    await radio.click();
    await this.section('Ratings').getByText(`${given} of 3 ratings given`).waitFor();
  }

  /** Writes a note on a competency of the answer shown; it is saved when the field is left. */
  async note(competency: string, text: string): Promise<void> {
    const field = this.section('Your rating').getByRole('textbox', { name: `Note on ${competency}` });
    await field.fill(text);
    const saved = this.page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/ratings'),
    );
    await field.blur();
    await saved;
  }

  async submit(): Promise<void> {
    await this.section('Ratings').getByRole('button', { name: 'Submit ratings' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Submit ratings' }).click();
    await this.section('Everyone’s ratings').waitFor();
  }

  get everyone(): Locator {
    return this.section('Everyone’s ratings');
  }

  /** The cells of a row of the means table ("Overall" included), e.g. ['Problem solving', '3.33', '6']. */
  async meansRow(name: string): Promise<string[]> {
    const row = this.section('Ratings').getByRole('row', { name: new RegExp(`^${name}`) });
    return (await row.locator('th, td').allTextContents()).map((text) => text.trim());
  }
}
