import { PageObject } from '../support/page-object.ts';

/** The admin control room (/admin): counters, the user table with its row menus, Recent Activity. */
export class AdminPageObject extends PageObject {
  async openControlRoom(): Promise<void> {
    await this.open('/admin');
    await this.heading('Admin control room').waitFor();
  }

  counter(label: string) {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  async counterValue(label: string): Promise<number> {
    const value = this.counter(label).getByText(/^\d+$/);
    await value.waitFor();
    return Number(await value.textContent());
  }

  get searchBox() {
    return this.page.getByRole('textbox', { name: 'Search users' });
  }

  /** Types `text` into the search box and waits for the table to answer it. */
  async search(text: string): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().includes('/admin/users?') &&
        new URL(response.url()).searchParams.get('search') === (text.trim() || null),
    );
    await this.searchBox.fill(text);
    await answered;
  }

  /** Picks the role filter `label` (All, Candidates, Recruiters, Admins). */
  async filter(label: string): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: 'Role filter' })
      .getByText(label, { exact: true })
      .click();
  }

  get userRows() {
    return this.section('Users')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  userRow(email: string) {
    return this.userRows.filter({ hasText: email });
  }

  /** Waits until the table shows the latest answer (no request in flight) and counts its rows. */
  async rowsShown(): Promise<number> {
    await this.section('Users').locator('[aria-busy="false"]').waitFor();
    return this.userRows.count();
  }

  menuButton(email: string) {
    return this.page.getByRole('button', { name: `Actions for ${email}`, exact: true });
  }

  get menu() {
    return this.page.getByRole('menu');
  }

  async openMenu(email: string): Promise<string[]> {
    await this.menuButton(email).click();
    await this.menu.waitFor();
    return (await this.menu.getByRole('menuitem').allTextContents()).map((item) => item.trim());
  }

  async choose(email: string, item: string): Promise<void> {
    await this.openMenu(email);
    await this.menu.getByRole('menuitem', { name: item }).click();
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  activityItem(email: string) {
    return this.section('Recent Activity').locator('.mantine-Timeline-item').filter({ hasText: email });
  }
}
