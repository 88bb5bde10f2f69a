import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, uniqueName, type Role } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { AdminPageObject } from './admin.po.ts';

const screens = useBrowser();
let admin: AdminPageObject;

beforeEach(async () => {
  admin = new AdminPageObject(await screens.openPage());
});

const signedInAs = (role: Role) => screens.signIn(admin.page, role);

/** Users whose last name carries `marker`, so a search shows only this test's users. */
async function seedUsers(marker: string) {
  const [candidate, recruiter, otherAdmin] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE', firstName: 'Carol', lastName: `${marker}Cand` }),
    createTestUser(config, { role: 'RECRUITER', firstName: 'Rupert', lastName: `${marker}Rec` }),
    createTestUser(config, { role: 'ADMIN', firstName: 'Agnes', lastName: `${marker}Adm` }),
  ]);
  return { candidate, recruiter, otherAdmin };
}

function newMarker(): string {
  return uniqueName('Mark').replaceAll('-', '');
}

describe('who may open /admin', () => {
  it('sends a candidate to /dashboard, which denies them access', async () => {
    await signedInAs('CANDIDATE');
    await admin.open('/admin');
    await admin.waitForPath('/dashboard');
    await admin.heading('Access Denied').waitFor();
  });

  it('sends a recruiter to /dashboard', async () => {
    await signedInAs('RECRUITER');
    await admin.open('/admin');
    await admin.waitForPath('/dashboard');
    await admin.heading('Recruiter Hub').waitFor();
  });

  it('sends a signed-out visitor to /', async () => {
    await admin.open('/admin');
    await admin.waitForPath('/');
  });
});

describe('the admin control room', () => {
  it('shows the counters of every user', async () => {
    await signedInAs('ADMIN');
    await admin.openControlRoom();
    const total = await admin.counterValue('Total Users');
    const parts = await Promise.all(
      ['Candidates', 'Recruiters', 'Admins'].map((label) => admin.counterValue(label)),
    );
    // One answer carries all four, so they agree even while other tests add users.
    expect(total).toBe(parts.reduce((sum, part) => sum + part, 0));
    expect(parts.every((part) => part >= 1)).toBe(true);
  });

  it('searches by name or e-mail, ignoring case, and filters by role', async () => {
    await signedInAs('ADMIN');
    const marker = newMarker();
    const users = await seedUsers(marker);
    await admin.openControlRoom();

    await admin.search(marker.toUpperCase());
    expect(await admin.rowsShown()).toBe(3);
    await admin.search(users.candidate.email.toUpperCase());
    expect(await admin.rowsShown()).toBe(1);
    await admin.userRow(users.candidate.email).waitFor();
    await admin.search(`rupert ${marker.toLowerCase()}`);
    expect(await admin.rowsShown()).toBe(1);
    await admin.userRow(users.recruiter.email).waitFor();

    await admin.search(marker);
    await admin.filter('Admins');
    await admin.userRow(users.otherAdmin.email).waitFor();
    expect(await admin.rowsShown()).toBe(1);
    await admin.filter('Candidates');
    await admin.userRow(users.candidate.email).waitFor();
    expect(await admin.rowsShown()).toBe(1);
    await admin.filter('All');
    await admin.userRow(users.recruiter.email).waitFor();
    expect(await admin.rowsShown()).toBe(3);

    const row = admin.userRow(users.recruiter.email);
    expect(await row.textContent()).toContain(`Rupert ${marker}Rec`);
    expect(await row.textContent()).toContain('RECRUITER');
    expect(await row.textContent()).toContain('Recruiter');
  });

  it('changes a role from the row menu, which hides the current role and closes on a click elsewhere', async () => {
    await signedInAs('ADMIN');
    const marker = newMarker();
    const { candidate } = await seedUsers(marker);
    await admin.openControlRoom();
    await admin.search(candidate.email);
    await admin.userRow(candidate.email).waitFor();

    expect(await admin.openMenu(candidate.email)).toEqual(['Make Admin', 'Make Recruiter', 'Delete User']);
    await admin.heading('Admin control room').click();
    await admin.menu.waitFor({ state: 'hidden' });

    await admin.choose(candidate.email, 'Make Recruiter');
    await admin.notification('User role updated successfully to RECRUITER').waitFor();
    await admin.userRow(candidate.email).getByText('RECRUITER', { exact: true }).waitFor();
    expect(await admin.openMenu(candidate.email)).toEqual(['Make Admin', 'Make Candidate', 'Delete User']);
    await admin.page.keyboard.press('Escape');

    const entry = admin.activityItem(candidate.email).first();
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('Role changed');
    expect(text).toContain('CANDIDATE → RECRUITER');
    expect(text).toContain('Role changed from CANDIDATE to RECRUITER');
    const [row] = await screens.sql<
      { role: string }[]
    >`select role from public.profiles where id = ${candidate.id}`;
    expect(row?.role).toBe('RECRUITER');
  });

  it('deletes a candidate after a confirmation listing what goes, and logs it', async () => {
    await signedInAs('ADMIN');
    const marker = newMarker();
    const { candidate, recruiter } = await seedUsers(marker);
    await admin.openControlRoom();
    await admin.search(marker);
    await admin.userRow(candidate.email).waitFor();

    await admin.choose(recruiter.email, 'Delete User');
    const recruiterDialog = admin.dialog('Delete User');
    await recruiterDialog.waitFor();
    const recruiterList = (await recruiterDialog.getByRole('listitem').allTextContents()).join('|');
    expect(recruiterList).toContain('All their interviews and questions');
    expect(recruiterList).toContain('All AI insights');
    await recruiterDialog.getByRole('button', { name: 'Cancel' }).click();
    await recruiterDialog.waitFor({ state: 'hidden' });

    await admin.choose(candidate.email, 'Delete User');
    const dialog = admin.dialog('Delete User');
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      'Their account',
      'Their video resumes and the recordings',
      'The view analytics of their resumes',
      'Their interview answers',
    ]);
    expect(await dialog.textContent()).toContain('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete User' }).click();

    await admin.notification(`User ${candidate.email} has been deleted successfully`).waitFor();
    await admin.userRow(candidate.email).waitFor({ state: 'detached' });
    expect(await admin.rowsShown()).toBe(2);
    const entry = admin.activityItem(candidate.email).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('User deleted');
    const [gone] = await screens.sql`select id from auth.users where id = ${candidate.id}`;
    expect(gone).toBeUndefined();
  });

  it('offers no Delete User on the admin’s own row', async () => {
    const me = await signedInAs('ADMIN');
    await admin.openControlRoom();
    await admin.search(me.email);
    await admin.userRow(me.email).waitFor();
    expect(await admin.openMenu(me.email)).toEqual(['Make Recruiter', 'Make Candidate']);
  });
});

describe('a candidate promoted to recruiter', () => {
  it('opens /dashboard on the next request without signing in again', async () => {
    const candidate = await signedInAs('CANDIDATE');
    await admin.open('/dashboard');
    await admin.heading('Access Denied').waitFor();

    const adminScreen = new AdminPageObject((await screens.signedInAs('ADMIN')).page);
    await adminScreen.openControlRoom();
    await adminScreen.search(candidate.email);
    await adminScreen.choose(candidate.email, 'Make Recruiter');
    await adminScreen.notification('User role updated successfully to RECRUITER').waitFor();

    await admin.page.reload();
    await admin.heading('Recruiter Hub').waitFor();
  });
});
