// Workspace settings in Chromium: the owner uploads a logo and sets a brand colour (the contrast
// with white text shows, and a warning for a colour too light), saved and shown after a reload; a
// refused file is explained; a reviewer reads the settings but cannot change them. axe on the
// settings and join screens.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../support/users.ts';
import { sendJson } from '../../support/interview-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { WorkspacesPageObject } from './workspaces.po.ts';

const screens = useBrowser();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function ownerWithWorkspace(): Promise<{ owner: TestUser; id: string; name: string }> {
  const owner = await createTestUser(config, { role: 'RECRUITER', firstName: 'Sam', lastName: 'Settings' });
  const [row] = await screens.sql<{ id: string; name: string }[]>`
    select w.id, w.name from public.workspaces w join public.workspace_members m on m.workspace_id = w.id
    where m.user_id = ${owner.id}`;
  if (!row) throw new Error('The owner has no workspace');
  return { owner, ...row };
}

describe('workspace settings', () => {
  let world: { owner: TestUser; id: string; name: string };
  beforeAll(async () => {
    world = await ownerWithWorkspace();
  });

  it('shows an expired team invitation legibly (axe)', async () => {
    const email = `${world.id.slice(0, 8)}-expired@test.example.com`;
    await screens.sql`
      insert into public.workspace_invitations (workspace_id, email, role, invited_by, created_at, expires_at)
      values (${world.id}, ${email}, 'REVIEWER', ${world.owner.id}, now() - interval '20 days', now() - interval '6 days')`;
    const settings = new WorkspacesPageObject(await screens.openPage(world.owner));
    await settings.openSettings(world.id);
    await settings.page
      .getByRole('row')
      .filter({ hasText: email })
      .getByText('Expired', { exact: true })
      .waitFor();
    await expectAccessible(settings.page, 'workspace settings: an expired team invitation');
  });

  it('saves a logo and a brand colour, with the contrast check, and shows them after a reload', async () => {
    const settings = new WorkspacesPageObject(await screens.openPage(world.owner));
    await settings.openSettings(world.id);
    await expectAccessible(settings.page, 'workspace settings');

    const colour = settings.page.getByLabel('Brand colour');
    await colour.fill('#ffd43b');
    await settings.page.getByText(/Contrast with white text 1\.\d:1 — below WCAG AA/).waitFor();
    await colour.fill('#1c4f9c');
    await settings.page.getByText('Contrast with white text 7.9:1 — passes WCAG AA').waitFor();
    await expectAccessible(settings.page, 'workspace settings: edited');
    const fileInput = settings.page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG });
    await settings.alert('Choose a PNG, JPEG or WebP image').waitFor();
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await settings.notification('Logo saved').waitFor();
    const logo = settings.page.getByRole('img', { name: `${world.name} logo` });
    await logo.waitFor();

    const retention = settings.page.getByLabel("Keep candidates' answers for (days)");
    expect(await retention.inputValue()).toBe('180');
    await retention.fill('29');
    await settings.button('Save settings').click();
    await settings.page.getByText('Keep answers between 30 and 730 days').waitFor();
    await retention.fill('90');
    await settings.button('Save settings').click();
    await settings.notification('Workspace settings saved').waitFor();

    await settings.page.reload();
    await expect
      .poll(() => settings.page.getByLabel("Keep candidates' answers for (days)").inputValue())
      .toBe('90');
    await settings.heading('Workspace settings', 1).waitFor();
    await expect.poll(() => settings.page.getByLabel('Brand colour').inputValue()).toBe('#1c4f9c');
    const src = await settings.page.getByRole('img', { name: `${world.name} logo` }).getAttribute('src');
    expect(src).toMatch(new RegExp(`/workspace-logos/${world.id}/logo-[0-9a-f]{12}\\.png$`));
    expect((await fetch(src as string)).status).toBe(200);
  });

  it('shows a reviewer the settings read-only', async () => {
    const reviewer = await createTestUser(config);
    await screens.sql`insert into public.workspace_members (workspace_id, user_id, role) values (${world.id}, ${reviewer.id}, 'REVIEWER')`;
    const settings = new WorkspacesPageObject(await screens.openPage(reviewer));
    await settings.openSettings(world.id);
    await settings.page.getByText('Only an owner of this workspace can change its settings.').waitFor();
    expect(await settings.button('Save settings').count()).toBe(0);
    expect(await settings.button('Invite teammate').count()).toBe(0);
    await settings.memberRow(reviewer.email).getByRole('button', { name: 'Leave workspace' }).waitFor();
    await expectAccessible(settings.page, 'workspace settings: read only');
  });

  it('the join page has no serious accessibility violation, signed out and signed in', async () => {
    const invitee = await createTestUser(config);
    const response = await sendJson(
      'POST',
      `/workspaces/${world.id}/invitations`,
      { email: invitee.email, role: 'REVIEWER' },
      world.owner,
    );
    expect(response.status).toBe(201);
    const [row] = await screens.sql<{ token: string }[]>`
      select token from public.workspace_invitations where email = ${invitee.email}`;
    const anon = new WorkspacesPageObject(await screens.openPage());
    await anon.open(`/join/${row?.token ?? ''}`);
    await anon.heading(`Join ${world.name}`, 1).waitFor();
    await expectAccessible(anon.page, 'join: signed out');
    const signedIn = new WorkspacesPageObject(await screens.openPage(invitee));
    await signedIn.open(`/join/${row?.token ?? ''}`);
    await signedIn.button(`Join ${world.name}`).waitFor();
    await expectAccessible(signedIn.page, 'join: signed in');
  });
});
