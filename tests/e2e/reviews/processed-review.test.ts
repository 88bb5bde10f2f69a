import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../support/interview-fixtures.ts';
import {
  ANALYSIS_FAILURE,
  analysisQueueOf,
  PROCESSED_TRANSCRIPT,
  seedProcessedReview,
} from '../../support/processed-review-fixtures.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { ReviewsPageObject } from './reviews.po.ts';
import { waitInPage } from '../support/wait-in-page.ts';

const screens = useBrowser();
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

interface PlayerState {
  duration: number;
  currentTime: number;
  playbackRate: number;
  currentSrc: string;
  poster: string;
  seekable: [number, number][];
}

/** What the page's <video> reports. (Strings evaluated in the page: no DOM types here.) */
function playerState(page: Page): Promise<PlayerState> {
  return page.evaluate<PlayerState>(`(() => {
    const video = document.querySelector('video');
    const seekable = [];
    for (let i = 0; i < video.seekable.length; i++) seekable.push([video.seekable.start(i), video.seekable.end(i)]);
    return { duration: video.duration, currentTime: video.currentTime, playbackRate: video.playbackRate,
             currentSrc: video.currentSrc, poster: video.poster, seekable };
  })()`);
}

/** The width of the image at `url` once the page has loaded it; 0 when it does not load. */
function imageWidth(page: Page, url: string): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth);
    image.onerror = () => resolve(0);
    image.src = ${JSON.stringify(url)};
  })`);
}

describe('a review whose answers the worker prepared', () => {
  it('plays the seekable rendition: its real length, a seek to the middle, the poster, the speed, the transcript', async () => {
    const seeded = await seedProcessedReview(sql);
    const page = await screens.openPage(seeded.recruiter);
    const reviews = new ReviewsPageObject(page);
    await page.goto(`/reviews/${seeded.invitationId}`);
    await reviews.question(/Question 2/).click();
    await reviews.video.waitFor();
    await waitInPage(page, `document.querySelector('video')?.readyState >= 1`);

    const loaded = await playerState(page);
    expect(loaded.currentSrc).toContain('/storage/v1/object/sign/renditions/');
    expect(loaded.currentSrc).toContain('/seekable.webm');
    expect(Number.isFinite(loaded.duration)).toBe(true);
    expect(Math.abs(loaded.duration - seeded.renditions.duration)).toBeLessThan(1);
    await page.getByText('Length 0:06').waitFor();

    // The poster is the worker's JPEG (320 pixels wide, as the rendition).
    expect(loaded.poster).toContain('/storage/v1/object/sign/renditions/');
    expect(await imageWidth(page, loaded.poster)).toBe(320);

    const middle = seeded.renditions.duration / 2;
    const position = await reviews.seekVideo(middle);
    expect(Math.abs(position - middle)).toBeLessThan(0.5);
    const seeked = await playerState(page);
    expect(seeked.seekable.some(([start, end]) => start <= middle && end >= middle)).toBe(true);

    await page.getByRole('radiogroup', { name: 'Playback speed' }).getByText('1.5x').click();
    expect((await playerState(page)).playbackRate).toBe(1.5);

    const line = PROCESSED_TRANSCRIPT[1];
    if (!line) throw new Error('The transcript has two lines');
    await page.getByRole('button', { name: `Play from 0:04 ${line.text}` }).click();
    await waitInPage(page, `Math.abs(document.querySelector('video').currentTime - ${line.start}) < 1`);
    const after = await playerState(page);
    expect(after.playbackRate).toBe(1.5);
    await page.getByText('A clear account of the checkout launch.').waitFor();
  });

  it('renditions that cannot be loaded end, after the bounded refreshes, in the fallback', async () => {
    const seeded = await seedProcessedReview(sql);
    const page = await screens.openPage(seeded.recruiter);
    await page.route('**/storage/v1/object/sign/renditions/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
    );
    const reviews = new ReviewsPageObject(page);
    await page.goto(`/reviews/${seeded.invitationId}`);
    await reviews.question(/Question 2/).click();
    await page.getByText('Media Load Error').waitFor({ timeout: 30_000 });
    await page.getByText('Video response temporarily unavailable').waitFor();
  });

  it('shows a failed analysis with its reason; Retry queues it again', async () => {
    const seeded = await seedProcessedReview(sql);
    const page = await screens.openPage(seeded.recruiter);
    const reviews = new ReviewsPageObject(page);
    await page.goto(`/reviews/${seeded.invitationId}`);
    await reviews.question(/Question 1/).click();
    await page.getByText(`Failed to generate AI analysis: ${ANALYSIS_FAILURE}`).waitFor();

    await page.getByRole('button', { name: 'Retry analysis' }).click();
    await page.getByText('Queued for analysis').waitFor();
    expect(await page.getByText(/^Failed to generate AI analysis/).count()).toBe(0);
    const queued = await analysisQueueOf(sql, seeded.responses.text);
    // A running worker may already have taken the job; either way the failure is gone.
    expect(['QUEUED', 'PROCESSING', 'READY']).toContain(queued.analysis_status);
    if (queued.analysis_status === 'QUEUED') expect(queued.job_task).toBe('analyse_answer');

    // The audio answer is still being prepared: its original recording plays meanwhile.
    await reviews.question(/Question 3/).click();
    await page.getByText('Preparing the recording for playback…').waitFor();
    const audio = page.getByLabel('Audio response');
    expect(await audio.getAttribute('src')).toContain('/storage/v1/object/sign/responses/');
  });

  it('the reviews list shows how many answers are still processing, until they are done', async () => {
    const seeded = await seedProcessedReview(sql);
    const page = await screens.openPage(seeded.recruiter);
    const reviews = new ReviewsPageObject(page);
    await reviews.openList();
    const row = reviews.row('Casey Candidate');
    await row.getByText('1 answer processing').waitFor();

    // The worker finishes the audio answer: the list, polling, drops the count without a reload.
    await sql.begin(async (tx) => {
      await tx`update public.responses set analysis_status = 'READY' where id = ${seeded.responses.audio}`;
      await tx`update public.recording_media set status = 'READY' where response_id = ${seeded.responses.audio}`;
    });
    await row.getByText('1 answer processing').waitFor({ state: 'detached', timeout: 10_000 });
    await row.getByText('Needs Review').waitFor();
  });
});
