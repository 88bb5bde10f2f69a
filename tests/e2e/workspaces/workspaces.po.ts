import type { Locator } from 'playwright-core';
import { PageObject } from '../support/page-object.ts';

/** The Workspace settings screen and the join page. */
export class WorkspacesPageObject extends PageObject {
  async openSettings(workspaceId: string): Promise<void> {
    await this.open(`/workspaces/${workspaceId}/settings`);
    await this.heading('Workspace settings', 1).waitFor();
  }

  memberRow(text: string): Locator {
    return this.section('Members').getByRole('row').filter({ hasText: text });
  }

  invitationRow(email: string): Locator {
    return this.section('Pending invitations').getByRole('row').filter({ hasText: email });
  }

  /** A Mantine Select by its accessible name (a combobox, or a textbox when it announces no popup state). */
  select(scope: Locator, name: string | RegExp): Locator {
    return scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name }));
  }

  /** Picks `option` of a Mantine Select. */
  async choose(select: Locator, option: string | RegExp): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async inviteTeammate(email: string, role: 'Owner' | 'Recruiter' | 'Reviewer'): Promise<void> {
    await this.button('Invite teammate').click();
    const dialog = this.page.getByRole('dialog', { name: 'Invite teammate' });
    await dialog.getByLabel(/^E-mail address/).fill(email);
    await this.choose(this.select(dialog, /^Role/), new RegExp(`^${role}:`));
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await this.notification(`Invitation sent to ${email}`).waitFor();
  }

  /** Confirms the open confirmation dialog with its button `label`. */
  async confirm(label: string): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  }
}
