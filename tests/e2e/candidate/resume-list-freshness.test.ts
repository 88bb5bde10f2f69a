// The dashboard's list of video resumes stays true within one visit: a resume recorded after the
// list was shown is on it when the candidate comes back, and a deleted one leaves it, with no
// reload in between (each mutation refreshes the cache the list is read from).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_TIME_MS } from '../../../src/lib/query-client.ts';
import { connectBrowser } from '../../support/browser.ts';
import { testStackConfig } from '../../support/test-stack.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { ResumesPageObject } from '../resumes/resumes.po.ts';
import { signInAs } from '../support/session.ts';
import { CandidatePageObject } from './candidate.po.ts';

const config = testStackConfig();

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser.close();
});

describe('the dashboard’s video resume list', () => {
  it('shows a resume recorded after the list was loaded, and drops it once deleted, without a reload', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    context = await browser.newContext({ baseURL: config.siteUrl, permissions: ['camera', 'microphone'] });
    await signInAs(context, config, candidate);
    const dashboard = new CandidatePageObject(await context.newPage());
    await dashboard.open('/candidate/dashboard?tab=resumes');
    await dashboard.page.getByText('No video resumes yet. Record one to share with employers.').waitFor();

    // To the recorder and back by the app's own links: the list cached above is what comes back.
    await dashboard.link('Create Video Resume').click();
    const recorder = new ResumesPageObject(dashboard.page);
    const title = uniqueName('Fresh resume');
    await recorder.titleInput.fill(title);
    await recorder.initialize.click();
    await recorder.record(2);
    await recorder.preview.waitFor();
    await recorder.uploadPreviewed();
    await dashboard.waitForPath('/candidate/dashboard');
    await dashboard.openTab('Video Resumes');
    const item = dashboard.item('Your Video Resumes', title);
    // Well within the cache's stale time, so only the upload's invalidation can have brought it, yet
    // leaves a busy machine time to refetch and render (5 s was a race with the load).
    await item.waitFor({ timeout: STALE_TIME_MS / 2 });
    expect(await dashboard.counterValue('Video Resumes')).toBe('1');

    await item.getByRole('button', { name: 'Delete' }).click();
    await dashboard.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await dashboard.alert('Video resume deleted successfully').waitFor();
    await item.waitFor({ state: 'detached' });
    await dashboard.page.getByText('No video resumes yet. Record one to share with employers.').waitFor();
    expect(await dashboard.counterValue('Video Resumes')).toBe('0');
  });
});
