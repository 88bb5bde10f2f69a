import { describe, expect, it } from 'vitest';
import { seedInterview } from '../../support/interview-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { namedWorkspaceOf } from '../../support/workspace-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { WorkspaceDashboardPageObject } from '../recruiter/workspace.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { AdminPageObject } from './admin.po.ts';

const screens = useBrowser();

// The control room, axe and two dashboards: longer than one screen's minute on a busy machine.
describe("the control room's workspaces", { timeout: 120_000 }, () => {
  it('lists each user’s workspaces, and the admin opens one to work in it, then goes back', async () => {
    const owner = await createTestUser(config, { role: 'RECRUITER' });
    const workspace = await namedWorkspaceOf(screens.sql, owner);
    const interview = await seedInterview(screens.sql, owner);
    const { user: admin, page } = await screens.signedInAs('ADMIN');
    const own = await namedWorkspaceOf(screens.sql, admin);

    const controlRoom = new AdminPageObject(page);
    await controlRoom.openControlRoom();
    await controlRoom.search(owner.email);
    const row = controlRoom.userRow(owner.email);
    await row.getByText(workspace.name).waitFor();
    await row.getByText('OWNER', { exact: true }).waitFor();
    await expectAccessible(page, 'admin user table with workspaces');

    await row.getByRole('link', { name: `Open ${workspace.name}` }).click();
    const dashboard = new WorkspaceDashboardPageObject(page);
    await dashboard.page.getByText(`You are viewing ${workspace.name} as an administrator`).waitFor();
    await dashboard.interview(interview.title).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page, 'dashboard: an administrator visiting a workspace');

    await dashboard.page.reload();
    await dashboard.page.getByText(`You are viewing ${workspace.name} as an administrator`).waitFor();

    await dashboard.button(`Back to ${own.name}`).click();
    await dashboard.page.getByText(/as an administrator/).waitFor({ state: 'detached' });
    // The admin's own new workspace has no interview.
    await dashboard.section('Your Interviews').getByText('No interviews yet').waitFor();
    expect(await dashboard.interview(interview.title).count()).toBe(0);

    // By its address alone, as a link shared between administrators: the banner still names it.
    await dashboard.open(`/dashboard?workspace=${workspace.id}`);
    await dashboard.page.getByText(`You are viewing ${workspace.name} as an administrator`).waitFor();
    await dashboard.interview(interview.title).waitFor();
  });
});
