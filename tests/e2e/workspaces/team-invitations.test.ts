// Team invitations in Chromium: the owner invites from Workspace settings, the e-mail is read from
// the mail viewer, a new user creates an account from the link and joins, an existing user joins,
// the wrong account is told so; the owner changes a role and removes a member; the last owner
// cannot leave; a revoked link says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedInterview } from '../../support/interview-fixtures.ts';
import { latestMail } from '../../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { sendJson } from '../../support/interview-fixtures.ts';
import { AuthPageObject } from '../support/auth.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { WorkspacesPageObject } from './workspaces.po.ts';

const screens = useBrowser();
let owner: TestUser;
let workspace: { id: string; name: string };
let interview: { id: string; title: string };

beforeAll(async () => {
  owner = await createTestUser(config, { role: 'RECRUITER', firstName: 'Olga', lastName: 'Owner' });
  // A new RECRUITER gets a workspace of their own as OWNER.
  const [row] = await screens.sql<{ id: string; name: string }[]>`
    select w.id, w.name from public.workspaces w join public.workspace_members m on m.workspace_id = w.id
    where m.user_id = ${owner.id}`;
  if (!row) throw new Error('The owner has no workspace');
  workspace = row;
  interview = await seedInterview(screens.sql, owner);
});

async function joinLinkFromMail(email: string): Promise<string> {
  const mail = await latestMail(email, { timeoutMs: 15_000 });
  expect(mail.subject).toBe(`Olga Owner invited you to join ${workspace.name} on Async Interviews`);
  const link = mail.links.find((href) => new URL(href).pathname.startsWith('/join/'));
  if (!link) throw new Error('The team invitation mail has no join link');
  return new URL(link).pathname;
}

describe('team invitations', () => {
  it('a new user creates an account from the e-mailed link, joins, and the owner changes their role and removes them', async () => {
    const email = `${uniqueName('newhire')}@test.example.com`;
    const settings = new WorkspacesPageObject(await screens.openPage(owner));
    await settings.openSettings(workspace.id);
    await settings.inviteTeammate(email, 'Reviewer');
    await settings.invitationRow(email).getByText('Reviewer').waitFor();
    const joinPath = await joinLinkFromMail(email);

    const join = new WorkspacesPageObject(await screens.openPage());
    await join.open(joinPath);
    await join.heading(`Join ${workspace.name}`, 1).waitFor();
    await join.page.getByText(email).waitFor();
    await join.link('Sign in or create an account').click();
    const auth = new AuthPageObject(join.page);
    await auth.switchToCreateAccount();
    await auth.register({ firstName: 'Nina', lastName: 'Newhire', email, password: 'correct-horse-battery' });
    await auth.confirmEmail(email);
    await join.waitForPath(joinPath);
    await join.button(`Join ${workspace.name}`).click();
    await join.waitForPath('/dashboard');
    // The dashboard opens in the joined workspace, with its interviews.
    await join.page.getByText(interview.title, { exact: true }).first().waitFor();
    await join.open(`/interviews/${interview.id}`);
    await join.heading(interview.title, 1).waitFor();

    await settings.openSettings(workspace.id);
    const row = settings.memberRow(email);
    await row.waitFor();
    await settings.choose(settings.select(row, 'Role of Nina Newhire'), 'Recruiter');
    await settings.notification('Nina Newhire is now recruiter').waitFor();
    await row.getByRole('button', { name: 'Remove Nina Newhire' }).click();
    await settings.confirm('Remove');
    await settings.notification('Nina Newhire was removed').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('an existing user joins with their account; another account is told to sign in with the invited address', async () => {
    const existing = await createTestUser(config);
    const stranger = await createTestUser(config);
    const invited = await sendJson(
      'POST',
      `/workspaces/${workspace.id}/invitations`,
      { email: existing.email, role: 'RECRUITER' },
      owner,
    );
    expect(invited.status).toBe(201);
    const joinPath = await joinLinkFromMail(existing.email);

    const wrong = new WorkspacesPageObject(await screens.openPage(stranger));
    await wrong.open(joinPath);
    await wrong
      .alert('This invitation was sent to another e-mail address; sign in with that address to join')
      .waitFor();
    await wrong.button('Sign out').waitFor();

    const join = new WorkspacesPageObject(await screens.openPage(existing));
    await join.open(joinPath);
    await join.button(`Join ${workspace.name}`).click();
    await join.waitForPath('/dashboard');
    await join.open(`/interviews/${interview.id}`);
    await join.heading(interview.title, 1).waitFor();
  });

  it('the last owner cannot leave', async () => {
    const settings = new WorkspacesPageObject(await screens.openPage(owner));
    await settings.openSettings(workspace.id);
    await settings.memberRow(owner.email).getByRole('button', { name: 'Leave workspace' }).click();
    await settings.confirm('Leave workspace');
    await settings.notification('A workspace needs an owner: make another member an owner first').waitFor();
    expect(settings.pathname()).toBe(`/workspaces/${workspace.id}/settings`);
  });

  it('a revoked invitation link says it was withdrawn', async () => {
    const email = `${uniqueName('revoked')}@test.example.com`;
    const settings = new WorkspacesPageObject(await screens.openPage(owner));
    await settings.openSettings(workspace.id);
    await settings.inviteTeammate(email, 'Recruiter');
    const joinPath = await joinLinkFromMail(email);
    await settings
      .invitationRow(email)
      .getByRole('button', { name: `Revoke the invitation of ${email}` })
      .click();
    await settings.confirm('Revoke');
    await settings.notification('Invitation revoked').waitFor();
    await settings.invitationRow(email).waitFor({ state: 'detached' });

    const join = new WorkspacesPageObject(await screens.openPage());
    await join.open(joinPath);
    await join.alert('This team invitation has been withdrawn').waitFor();
    expect(await join.button(`Join ${workspace.name}`).count()).toBe(0);
  });
});
