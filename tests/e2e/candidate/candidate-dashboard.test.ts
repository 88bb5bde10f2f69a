// The candidate portal in Chromium: counters, the three tabs, deleting and sharing a video resume,
// the analytics chart and its empty state; only the signed-in candidate's own data.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedViews, isResumeVideoStored } from '../../support/candidate-fixtures.ts';
import { seedInterview, seedInvitation, type Database } from '../../support/interview-fixtures.ts';
import { seedResume, storeResumeObject } from '../../support/video-resume-fixtures.ts';
import { createTestUser, type TestUser } from '../../support/users.ts';
import { brandWorkspace } from '../../support/workspace-brand.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { CandidatePageObject } from './candidate.po.ts';

const HOUR = 3_600_000;

const screens = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
let sql: Database;
let recruiter: TestUser;

beforeAll(async () => {
  sql = screens.sql;
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  // The company a candidate sees is the recruiter's workspace.
  await brandWorkspace(sql, recruiter, { name: 'Globex Portal' });
});

async function openAs(user: TestUser, path = '/candidate/dashboard'): Promise<CandidatePageObject> {
  const page = new CandidatePageObject(await screens.openPage(user));
  await page.open(path);
  return page;
}

/** An interview of the recruiter, titled `title`, with one invitation per status bound to `candidate`. */
async function invite(candidate: TestUser, title: string, status: 'PENDING' | 'COMPLETED' | 'REVIEWED') {
  const interview = await seedInterview(sql, recruiter, { title });
  const id = await seedInvitation(sql, interview.id, status, candidate);
  const [row] = await sql<
    { token: string }[]
  >`select unique_link_token as token from public.invitations where id = ${id}`;
  return { id, token: row?.token ?? '' };
}

describe('the candidate dashboard', () => {
  it('greets the candidate, counts and lists their own invitations only', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE', firstName: 'Dana' });
    const other = await createTestUser(config, { role: 'CANDIDATE' });
    const pending = await invite(candidate, 'Portal pending interview', 'PENDING');
    const expired = await invite(candidate, 'Portal expired interview', 'PENDING');
    await sql`update public.invitations set created_at = now() - interval '20 days', expires_at = now() - interval '1 day'
              where id = ${expired.id}`;
    await invite(candidate, 'Portal completed interview', 'COMPLETED');
    await invite(candidate, 'Portal reviewed interview', 'REVIEWED');
    await invite(other, 'Someone else’s interview', 'PENDING');
    const resume = await seedResume(sql, candidate);
    await seedViews(sql, resume.id, [{ viewerKey: 'v1', viewedAt: new Date() }]);

    const page = await openAs(candidate);
    // A first visit is greeted as one; from then on it is a welcome back.
    await page.heading('Welcome, Dana!').waitFor();
    await page.button('Logout').waitFor();
    await page.page.getByRole('tab', { name: 'Interview Invitations', selected: true }).waitFor();
    await page.item('Pending Interviews', 'Portal pending interview').waitFor();
    expect(await page.counterValue('Pending Interviews')).toBe('1');
    expect(await page.counterValue('Completed Interviews')).toBe('2');
    expect(await page.counterValue('Video Resumes')).toBe('1');
    expect(await page.counterValue('Total Profile Views')).toBe('1');

    const pendingItem = page.item('Pending Interviews', 'Portal pending interview');
    const text = (await pendingItem.textContent()) ?? '';
    expect(text).toContain('Globex Portal');
    expect(text).toMatch(/Invited .+/);
    expect(text).toMatch(/Expires .+/);
    expect(await pendingItem.getByRole('link', { name: 'Start Interview' }).getAttribute('href')).toBe(
      `/take/${pending.token}`,
    );
    expect(await page.section('Pending Interviews').getByRole('listitem').count()).toBe(1);

    await page.item('Interview History', 'Portal completed interview').getByText('Awaiting Review').waitFor();
    // The workspace keeps answers 180 days after completion (today).
    const deletedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
      new Date(Date.now() + 180 * 86_400_000),
    );
    await page
      .item('Interview History', 'Portal completed interview')
      .getByText(`Your answers will be deleted on ${deletedOn}`)
      .waitFor();
    await page
      .item('Interview History', 'Portal reviewed interview')
      .getByText('Reviewed', { exact: true })
      .waitFor();
    expect(await page.section('Interview History').getByRole('listitem').count()).toBe(2);
    expect(await page.page.getByText('Someone else’s interview').count()).toBe(0);

    await page.page.reload();
    await page.heading('Welcome back, Dana!').waitFor();
  });

  it('lists video resumes; Share copies the public link; Delete asks, then removes it with its video', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    await seedResume(sql, candidate, { title: 'Kept resume', active: false });
    const doomed = await seedResume(sql, candidate, { title: 'Doomed resume' });
    await storeResumeObject(candidate, doomed.videoPath);
    await seedViews(sql, doomed.id, [
      { viewerKey: 'a', viewedAt: new Date() },
      { viewerKey: 'b', viewedAt: new Date() },
    ]);
    await seedResume(sql, await createTestUser(config, { role: 'CANDIDATE' }), { title: 'Not mine' });

    const page = await openAs(candidate, '/candidate/dashboard?tab=resumes');
    const doomedItem = page.item('Your Video Resumes', 'Doomed resume');
    await doomedItem.waitFor();
    expect(await doomedItem.textContent()).toContain('Active');
    expect(await doomedItem.textContent()).toContain('2 views');
    expect(await doomedItem.textContent()).toContain(`About Doomed resume`);
    expect(await page.item('Your Video Resumes', 'Kept resume').textContent()).toContain('Inactive');
    expect(await page.page.getByText('Not mine').count()).toBe(0);
    expect(await page.link('Create Video Resume').getAttribute('href')).toBe('/candidate/create-resume');
    expect(await doomedItem.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      `/candidate/video-resumes/${doomed.id}`,
    );

    await doomedItem.getByRole('button', { name: 'Share' }).click();
    await page.alert('Public link copied to clipboard!').waitFor();
    expect(await page.page.evaluate<string>('navigator.clipboard.readText()')).toBe(
      `${new URL(config.siteUrl).origin}/resume/${doomed.publicUrl}`,
    );

    await doomedItem.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.page.getByRole('dialog');
    await dialog
      .getByText('Are you sure you want to delete this video resume? This action cannot be undone.', {
        exact: true,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.alert('Video resume deleted successfully').waitFor();
    await doomedItem.waitFor({ state: 'detached' });
    await page.item('Your Video Resumes', 'Kept resume').waitFor();
    expect(await page.counterValue('Video Resumes')).toBe('1');
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.video_resumes where id = ${doomed.id}`;
    expect(row?.n).toBe(0);
    expect(await isResumeVideoStored(sql, doomed.videoPath)).toBe(false);
  });

  it('shows the analytics: totals, a chart of views over time and the last 10 views with time and location', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const resume = await seedResume(sql, candidate, { title: 'Watched resume' });
    const now = Date.now();
    await seedViews(
      sql,
      resume.id,
      Array.from({ length: 12 }, (_, n) => ({
        viewerKey: `viewer-${n % 3}`,
        viewedAt: new Date(now - (n + 1) * 5 * HOUR),
        location: n === 0 ? 'NL' : null,
      })),
    );

    const page = await openAs(candidate);
    await page.openTab('Analytics');
    await page.counter('Total Views').waitFor();
    expect(await page.counterValue('Total Views')).toBe('12');
    expect(await page.counterValue('Unique Viewers')).toBe('3');
    await page.page
      .getByRole('img', { name: 'Views over the last 30 days' })
      .locator('svg')
      .first()
      .waitFor();
    const rows = page.section('Recent Views').getByRole('row');
    expect(await rows.count()).toBe(11);
    expect(await rows.nth(1).textContent()).toContain('NL');
    expect(await rows.nth(1).textContent()).toContain('Watched resume');
    expect(new URL(page.page.url()).searchParams.get('tab')).toBe('analytics');
  });

  it('says No analytics data yet before any view', async () => {
    const page = await openAs(await createTestUser(config, { role: 'CANDIDATE' }));
    await page.openTab('Analytics');
    await page.page.getByText('No analytics data yet').waitFor();
    await page.openTab('Video Resumes');
    await page.page.getByText(/^No video resumes yet/).waitFor();
  });
});
