import type { Locator } from 'playwright-core';
import type { ResponseFormat } from '#contract/interviews';
import { PageObject } from '../support/page-object.ts';

export interface QuestionInput {
  text: string;
  format?: ResponseFormat;
  timeLimit?: number | string;
}

export interface InterviewInput {
  title: string;
  description?: string;
  welcomeVideoUrl?: string;
  questions: QuestionInput[];
}

export interface CandidateInput {
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD: the invitation's deadline; left out, the interview's default. */
  deadline?: string;
}

/** The recruiter screens: the dashboard (Recruiter Hub), create interview and interview detail. */
export class RecruiterPageObject extends PageObject {
  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  menuItem(name: string) {
    return this.page.getByRole('menuitem', { name });
  }

  // Section: dashboard ---------------------------------------------------------------------------

  async openDashboard(): Promise<void> {
    await this.open('/dashboard');
    await this.heading('Recruiter Hub').waitFor();
  }

  tile(label: string) {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** Waits until the tile `label` shows `value`. */
  async waitForTile(label: string, value: number): Promise<void> {
    await this.tile(label).getByText(String(value), { exact: true }).waitFor();
  }

  async tileValue(label: string): Promise<number> {
    const value = this.tile(label).getByText(/^\d+$/);
    await value.waitFor();
    return Number(await value.textContent());
  }

  get createNewInterview() {
    return this.page.getByRole('link', { name: 'Create New Interview' });
  }

  get reviewInterviews() {
    return this.page.getByRole('link', { name: 'Review Interviews' });
  }

  get logout() {
    return this.page.getByRole('button', { name: 'Logout' });
  }

  interviewRow(title: string) {
    return this.section('Your Interviews').getByRole('listitem').filter({ hasText: title });
  }

  viewInterview(title: string) {
    return this.page.getByRole('link', { name: `View ${title}` });
  }

  /** Opens the menu of the interview or invitation named `name` and picks `item`. */
  async chooseAction(name: string, item: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await this.menuItem(item).click();
  }

  /** The items of the menu of `name`, then closes it again. */
  async actionsOf(name: string): Promise<string[]> {
    await this.page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    return items.map((item) => item.trim());
  }

  /** Confirms the open dialog `name` with its button `confirm`, returning the dialog's text first. */
  async confirm(name: string, confirm: string): Promise<string> {
    const dialog = this.dialog(name);
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }

  dashboardInvitationRow(name: string) {
    return this.section('Recent Invitations').getByRole('listitem').filter({ hasText: name });
  }

  // Section: create interview --------------------------------------------------------------------

  question(n: number): Locator {
    return this.page.getByRole('group', { name: `Question ${n}`, exact: true });
  }

  get addQuestion() {
    return this.page.getByRole('button', { name: 'Add Question' });
  }

  get submitInterview() {
    return this.page.getByRole('button', { name: 'Create Interview' });
  }

  async fillQuestion(n: number, question: QuestionInput): Promise<void> {
    const row = this.question(n);
    await row.getByLabel('Question text').fill(question.text);
    if (question.format) await row.getByLabel('Response format').selectOption(question.format);
    if (question.timeLimit !== undefined) {
      await row.getByLabel('Time limit (seconds)').fill(String(question.timeLimit));
    }
  }

  /** Fills the create form (on /interviews/create) without submitting it. */
  async fillInterview(interview: InterviewInput): Promise<void> {
    await this.page.getByLabel('Interview Title').fill(interview.title);
    if (interview.description) await this.page.getByLabel('Description').fill(interview.description);
    if (interview.welcomeVideoUrl)
      await this.page.getByLabel('Welcome Video URL').fill(interview.welcomeVideoUrl);
    for (const [index, question] of interview.questions.entries()) {
      if (index > 0) {
        await this.addQuestion.click();
        await this.question(index + 1).waitFor();
      }
      await this.fillQuestion(index + 1, question);
    }
  }

  /** Creates the interview from the create screen and returns its id, read from the detail's URL. */
  async createInterview(interview: InterviewInput): Promise<string> {
    await this.fillInterview(interview);
    await this.submitInterview.click();
    await this.waitForPath(/^\/interviews\/[0-9a-f-]{36}$/);
    await this.heading(interview.title, 1).waitFor();
    return this.pathname().split('/').pop() ?? '';
  }

  // Section: interview detail --------------------------------------------------------------------

  get inviteCandidate() {
    return this.page.getByRole('button', { name: 'Invite Candidate' });
  }

  /** The numbered questions of the detail's main column. */
  get questionItems() {
    return this.section('Questions').getByRole('listitem');
  }

  /** The value of the statistic `label` on the detail ('Total Invitations', 'Pending', ...). */
  statistic(label: string) {
    return this.section('Statistics')
      .locator('dt', { hasText: label })
      .locator('xpath=following-sibling::dd[1]');
  }

  async waitForStatistic(label: string, value: number): Promise<void> {
    await this.statistic(label)
      .filter({ hasText: new RegExp(`^${value}$`) })
      .waitFor();
  }

  invitationRow(name: string) {
    return this.section('Recent Invitations').getByRole('listitem').filter({ hasText: name });
  }

  copyLinkOf(name: string) {
    return this.page.getByRole('button', { name: `Copy invite link for ${name}` });
  }

  resendTo(name: string) {
    return this.page.getByRole('button', { name: `Resend invitation to ${name}` });
  }

  /** Invites a candidate through the modal; `opener` is the button that opens it. */
  async invite(candidate: CandidateInput, opener: Locator = this.inviteCandidate): Promise<void> {
    await opener.click();
    const dialog = this.dialog('Invite Candidate');
    await dialog.waitFor();
    await dialog.getByLabel('First Name').fill(candidate.firstName);
    await dialog.getByLabel('Last Name').fill(candidate.lastName);
    await dialog.getByLabel('Email Address').fill(candidate.email);
    if (candidate.deadline) await dialog.getByLabel('Deadline').fill(candidate.deadline);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  }

  async readClipboard(): Promise<string> {
    return this.page.evaluate<string>('navigator.clipboard.readText()');
  }
}
