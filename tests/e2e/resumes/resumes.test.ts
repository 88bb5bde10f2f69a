// Video resumes in Chromium with the fake camera: a candidate records, previews, retakes and
// uploads a resume (a real VP9/Opus WebM in Storage), a visitor in a separate browser plays and
// seeks it from the public link, and the owner's analytics count exactly that one view, also after
// the visitor's second visit; the owner edits and deactivates it, and visitors then find nothing.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../support/interview-fixtures.ts';
import { seedResume, uploadResumeVideo } from '../../support/video-resume-fixtures.ts';
import { callApi } from '../../support/api.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { loseDevices } from '../support/devices.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { ResumesPageObject } from './resumes.po.ts';
import { waitInPage } from '../support/wait-in-page.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

/** A browser of its own, signed in as `user` when given, with the fake camera allowed. */
async function openBrowser(user?: TestUser): Promise<ResumesPageObject> {
  return new ResumesPageObject(await screens.openPage(user));
}

/** The codecs of the stored recording, `type:codec` per stream, by ffprobe on the bytes anon can play. */
async function codecsOf(resumeId: string): Promise<string[]> {
  const resume = (await (await callApi(`/public/video-resume/${resumeId}`)).json()) as { video_url: string };
  const response = await fetch(resume.video_url);
  expect(response.status).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'resume-probe-'));
  try {
    const file = join(dir, 'resume.webm');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await promisify(execFile)('ffprobe', [
      '-v',
      'error',
      '-show_streams',
      '-of',
      'json',
      file,
    ]);
    const { streams } = JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string }[] };
    return streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function resumesOf(candidate: TestUser) {
  return sql<{ id: string; title: string; description: string; public_url: string; video_path: string }[]>`
    select id, title, description, public_url, video_path from public.video_resumes
    where candidate_id = ${candidate.id} order by created_at`;
}

describe('video resumes', () => {
  it('a candidate records and uploads a resume, a visitor plays it from the public link, and the owner sees one view', async () => {
    const candidate = await createTestUser(config, { firstName: 'Rita', lastName: 'Recorder' });
    const owner = await openBrowser(candidate);
    const title = uniqueName('My pitch');

    await owner.openRecorder();
    await expect.poll(() => owner.titleInput.inputValue()).toBe('My Video Resume');
    await owner.titleInput.fill(title);
    await owner.descriptionInput.fill('Backend engineer who likes queues.');
    await owner.initialize.click();

    // A first take, thrown away with Retake, then the one that is kept.
    await owner.record(2);
    await owner.preview.waitFor();
    await owner.button('Retake').click();
    await owner.record(3);
    await owner.preview.waitFor();
    await owner.uploadPreviewed();
    await owner.page.waitForURL('**/candidate/dashboard', { timeout: 10_000 });

    const [resume, ...others] = await resumesOf(candidate);
    expect(others).toHaveLength(0);
    expect(resume).toMatchObject({ title, description: 'Backend engineer who likes queues.' });
    expect(resume?.video_path).toMatch(new RegExp(`^${candidate.id}/[^/]+\\.webm$`));
    expect(await codecsOf(resume?.id ?? '')).toEqual(['audio:opus', 'video:vp9']);

    // The owner's own view page: Analytics, no views yet, and their visit does not count.
    await owner.openResume(`/candidate/video-resumes/${resume?.id}`);
    await owner.heading(title).waitFor();
    await owner.page.getByText('by Rita Recorder').waitFor();
    const ownerAnalytics = owner.section('Analytics');
    await ownerAnalytics.getByText('No views yet').waitFor();

    // A visitor, signed out in a browser of their own, opens the public link and plays it.
    const visitor = await openBrowser();
    await visitor.openResume(`/resume/${resume?.public_url}`);
    await visitor.heading(title).waitFor();
    await visitor.section('Interested in this candidate?').waitFor();
    const contact = visitor.page.getByRole('link', { name: 'Contact Candidate' });
    expect(await contact.getAttribute('href')).toMatch(new RegExp(`^mailto:${candidate.email}\\?subject=.+`));
    await expect.poll(() => visitor.viewsCount.textContent()).toBe('1 view');
    const playback = await visitor.playAndSeek();
    expect(playback.playedTo).toBeGreaterThan(0.5);
    expect(playback.seekedTo).toBeCloseTo(1.5, 0);

    // A second visit within 30 minutes changes nothing.
    await visitor.page.reload();
    await visitor.heading(title).waitFor();
    await expect.poll(() => visitor.viewsCount.textContent()).toBe('1 view');

    await owner.page.reload();
    await ownerAnalytics.waitFor();
    await expect
      .poll(async () => [
        await ownerAnalytics.getByText('Total Views').locator('xpath=preceding-sibling::*[1]').textContent(),
        await ownerAnalytics
          .getByText('Unique Viewers')
          .locator('xpath=preceding-sibling::*[1]')
          .textContent(),
      ])
      .toEqual(['1', '1']);
    expect(await ownerAnalytics.getByRole('listitem').count()).toBe(1);
    expect(await owner.page.getByRole('link', { name: 'Contact Candidate' }).count()).toBe(0);
  });

  it('a take the camera ends mid-way goes to the preview, and uploads', async () => {
    const candidate = await createTestUser(config);
    const owner = await openBrowser(candidate);
    await owner.openRecorder();
    await owner.initialize.click();
    await owner.button('Start Recording').click();
    await owner.recordingIndicator.waitFor();
    await waitInPage(owner.page, `document.querySelector('[role="timer"]')?.textContent === '0:02'`);
    await loseDevices(owner.page);

    await owner.preview.waitFor();
    await owner.uploadPreviewed();
    const [resume] = await resumesOf(candidate);
    expect(await codecsOf(resume?.id ?? '')).toEqual(['audio:opus', 'video:vp9']);
  });

  it('a take recorded before a reload is offered again, uploads, and is then cleared', async () => {
    const candidate = await createTestUser(config);
    const owner = await openBrowser(candidate);
    await owner.openRecorder();
    await owner.initialize.click();
    await owner.record(2);
    await owner.preview.waitFor();

    await owner.page.reload();
    await owner.page.getByText('A recording you made earlier has not been uploaded yet.').waitFor();
    await owner.button('Use saved recording').click();
    await owner.preview.waitFor();
    await owner.uploadPreviewed();
    const [resume] = await resumesOf(candidate);
    expect(await codecsOf(resume?.id ?? '')).toEqual(['audio:opus', 'video:vp9']);
    // Saved as a resume, the take leaves the browser's backup.
    await expect
      .poll(() =>
        owner.page.evaluate<number>(`new Promise((resolve, reject) => {
          const open = indexedDB.open('async-interviews-recordings');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('recordings').objectStore('recordings').count();
            count.onsuccess = () => resolve(count.result);
          };
        })`),
      )
      .toBe(0);
  });

  it('with Storage unreachable the upload says so at once, keeps trying, and ends in Upload Failed in plain words', async () => {
    const candidate = await createTestUser(config);
    const owner = await openBrowser(candidate);
    await owner.openRecorder();
    await owner.initialize.click();
    await owner.record(2);
    await owner.preview.waitFor();

    await owner.page.clock.install();
    let requests = 0;
    await owner.page.route('**/storage/v1/upload/resumable**', (route) => {
      requests += 1;
      return route.abort('connectionrefused');
    });
    await owner.button('Continue to Upload').click();
    await owner.button('Upload Video Resume').click();
    await owner.connectionProblem.waitFor({ timeout: 10_000 });
    expect(await owner.uploadFailed.count()).toBe(0);

    // The back-off waits on timers: run the fake clock until the retries are exhausted.
    await expect
      .poll(
        async () => {
          await owner.page.clock.runFor(5_000);
          return owner.uploadFailed.count();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(1);
    expect(requests).toBeGreaterThan(4);
    const failure = (await owner.uploadFailed.textContent()) ?? '';
    expect(failure).not.toMatch(/tus|ProgressEvent|originated|[{}]/);
    expect(failure).toContain('kept on this device');
    expect(await owner.connectionProblem.count()).toBe(0);

    await owner.page.unrouteAll({ behavior: 'ignoreErrors' });
    await owner.button('Try Again').click();
    await owner.heading('Upload Successful!').waitFor({ timeout: 30_000 });
    expect(await resumesOf(candidate)).toHaveLength(1);
  });

  it('the owner edits and deactivates a resume, and a visitor then finds nothing', async () => {
    const candidate = await createTestUser(config);
    const seeded = await seedResume(sql, candidate, {
      title: 'Before',
      videoPath: await uploadResumeVideo(candidate),
    });
    const owner = await openBrowser(candidate);
    await owner.openResume(`/candidate/video-resumes/${seeded.id}`);
    await owner.page.getByRole('link', { name: 'Edit Resume' }).click();
    await owner.heading('Edit Video Resume').waitFor();
    await owner.titleInput.fill('After');
    await owner.page.getByRole('switch', { name: 'Active' }).uncheck();
    await owner.button('Save Changes').click();
    await owner.page.waitForURL(`**/candidate/video-resumes/${seeded.id}`);
    await owner.heading('After').waitFor();
    await owner.page.getByText('Inactive', { exact: true }).waitFor();

    const visitor = await openBrowser();
    await visitor.openResume(`/resume/${seeded.publicUrl}`);
    await visitor.heading('Video Resume Not Found').waitFor();
    await visitor.page.getByText('Video resume not found or not accessible').waitFor();
    await visitor.page.getByRole('link', { name: 'Go Home' }).waitFor();
  });

  it('Contact Candidate mails only the candidate, whatever their address holds', async () => {
    // Auth accepts '?', '=', '&' and '%' before the '@': unencoded they would add a Bcc and a body.
    const email = `x-mailto?bcc=spy%40evil.example&body=hello-${uniqueName('m')}@example.test`;
    const candidate = await createTestUser(config, { email, firstName: 'Mal', lastName: 'Formed' });
    const resume = await seedResume(sql, candidate, { title: 'Address check' });

    const visitor = await openBrowser();
    await visitor.openResume(`/resume/${resume.publicUrl}`);
    await visitor.heading('Address check').waitFor();
    const href = await visitor.page.getByRole('link', { name: 'Contact Candidate' }).getAttribute('href');

    const mailto = new URL(href ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(decodeURIComponent(mailto.pathname)).toBe(email);
    expect([...mailto.searchParams.keys()]).toEqual(['subject']);
    expect(mailto.searchParams.get('subject')).toBe('About your video resume: Address check');
  });

  it('signed out, the recorder asks the visitor to log in', async () => {
    const visitor = await openBrowser();
    await visitor.openRecorder();
    await visitor.heading('Authentication Required').waitFor();
    await visitor.page.getByText('Please log in to create a video resume.').waitFor();
  });

  it('with video and audio both off, the camera cannot be initialised', async () => {
    const owner = await openBrowser(await createTestUser(config));
    await owner.openRecorder();
    await owner.checkbox('Enable Video').uncheck();
    expect(await owner.initialize.isEnabled()).toBe(true);
    await owner.checkbox('Enable Audio').uncheck();
    expect(await owner.initialize.isDisabled()).toBe(true);
  });
});
