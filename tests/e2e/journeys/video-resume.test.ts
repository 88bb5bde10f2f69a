// A video resume from recording to being watched, in Chromium: a candidate records one with the fake
// camera, copies its public link from the dashboard's Share, a signed-out visitor in a browser of
// their own plays it, and the owner's analytics count that one view by that one viewer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../support/interview-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { CandidatePageObject } from '../candidate/candidate.po.ts';
import { ResumesPageObject } from '../resumes/resumes.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

/** Each person in a browser context of their own. */
const screens = useBrowser();
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

describe('a video resume, recorded, shared and watched', () => {
  it('a candidate records and shares a resume, a visitor plays it, and the owner sees the view', async () => {
    const owner = await createTestUser(config, { firstName: 'Vera', lastName: 'Visible' });
    const ownerBrowser = await screens.newContext(owner, {
      permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'],
    });
    const recorder = new ResumesPageObject(await ownerBrowser.newPage());
    const title = uniqueName('Journey resume');

    await recorder.openRecorder();
    await recorder.titleInput.fill(title);
    await recorder.descriptionInput.fill('Product designer who ships.');
    await recorder.initialize.click();
    await recorder.record(3);
    await recorder.preview.waitFor();
    await recorder.uploadPreviewed();
    await recorder.page.waitForURL((url) => url.pathname === '/candidate/dashboard', { timeout: 10_000 });

    const stored = await sql<{ id: string; public_url: string; is_active: boolean }[]>`
      select id, public_url, is_active from public.video_resumes where candidate_id = ${owner.id}`;
    expect(stored).toEqual([{ id: expect.any(String), public_url: expect.any(String), is_active: true }]);

    // Share on the dashboard copies the public link.
    const dashboard = new CandidatePageObject(recorder.page);
    await dashboard.openTab('Video Resumes');
    const item = dashboard.item('Your Video Resumes', title);
    await item.getByText(/^0 views ·/).waitFor();
    await item.getByRole('button', { name: 'Share' }).click();
    await dashboard.alert('Public link copied to clipboard!').waitFor();
    const link = await dashboard.page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toBe(`${config.siteUrl}/resume/${stored[0]?.public_url}`);

    // The worker makes the recording ready to play: seekable, with its real length.
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string }[]>`
              select m.status::text as status from public.recording_media m
              where m.video_resume_id = ${stored[0]?.id ?? ''}`
          )[0]?.status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe('READY');
    const [ready] = await sql<{ duration: number }[]>`
      select duration_seconds::float8 as duration from public.recording_media
      where video_resume_id = ${stored[0]?.id ?? ''}`;

    // A visitor, signed out in a browser of their own, opens the link and plays the resume, which
    // knows its length (the original upload has none).
    const visitor = new ResumesPageObject(await (await screens.newContext()).newPage());
    await visitor.openResume(link);
    await visitor.heading(title).waitFor();
    await visitor.page.getByText('by Vera Visible').waitFor();
    await expect.poll(() => visitor.viewsCount.textContent()).toBe('1 view');
    await visitor.page.getByText(/^Length 0:0\d$/).waitFor();
    const playback = await visitor.playAndSeek();
    expect(playback.playedTo).toBeGreaterThan(0.5);
    const duration = await visitor.player.evaluate<number, unknown>(
      'document.querySelector("video").duration',
    );
    expect(Number.isFinite(duration)).toBe(true);
    expect(Math.abs(duration - (ready?.duration ?? 0))).toBeLessThan(1);

    // The owner's analytics: one view, by one viewer, of this resume.
    await dashboard.page.reload();
    await dashboard.openTab('Analytics');
    await dashboard.counter('Total Views').waitFor();
    await expect.poll(() => dashboard.counterValue('Total Views')).toBe('1');
    expect(await dashboard.counterValue('Unique Viewers')).toBe('1');
    const views = dashboard.section('Recent Views').getByRole('row');
    await expect.poll(() => views.count()).toBe(2);
    expect(await views.nth(1).textContent()).toContain(title);
    await dashboard.openTab('Video Resumes');
    await item.getByText(/^1 view ·/).waitFor();
  });
});
