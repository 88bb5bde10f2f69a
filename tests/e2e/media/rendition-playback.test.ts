// The renditions play and seek in Chromium (issue #16, Done when): a MediaRecorder-like WebM answer
// (no duration) made ready by the worker; its seekable WebM and its MP4, loaded from the signed
// URLs the review gives the owning recruiter in a page of the app (its content security policy
// applies), each report a finite duration within 1 s of the recorded length and seek to the middle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reviewDetailSchema } from '#contract/reviews';
import { liveWebm } from '../../support/generated-media.ts';
import { expectJson } from '../../support/interview-fixtures.ts';
import { settledRecording } from '../../support/recording-fixtures.ts';
import { getReview, seedReview } from '../../support/review-fixtures.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const SECONDS = 6;

const screens = useBrowser();

interface Playback {
  duration: number;
  seekableEnd: number;
  afterSeek: number;
}

/**
 * In the page: loads a URL in a <video>, then seeks to the middle; what the element reports. A
 * string, as the page runs it (this file is compiled without the DOM's types).
 */
const PLAY_AND_SEEK = `async (src) => {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  document.body.append(video);
  const once = (event) => new Promise((resolve, reject) => {
    video.addEventListener(event, () => resolve(), { once: true });
    video.addEventListener('error', () => reject(new Error('media error ' + video.error?.code)), { once: true });
  });
  const loaded = once('loadedmetadata');
  video.src = src;
  await loaded;
  const duration = video.duration;
  const seeked = once('seeked');
  video.currentTime = duration / 2;
  await seeked;
  const seekableEnd = video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : 0;
  video.remove();
  return { duration, seekableEnd, afterSeek: video.currentTime };
}`;

/** In the page: the duration a <video> reports for a URL once its metadata is loaded. */
const REPORTED_DURATION = `async (src) => {
  const video = document.createElement('video');
  video.muted = true;
  const loaded = new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
  video.src = src;
  await loaded;
  return String(video.duration);
}`;

function playbackOf(page: Page, url: string): Promise<Playback> {
  return page.evaluate<Playback>(`(${PLAY_AND_SEEK})(${JSON.stringify(url)})`);
}

function expectSeekable(playback: Playback) {
  expect(Number.isFinite(playback.duration)).toBe(true);
  expect(Math.abs(playback.duration - SECONDS)).toBeLessThanOrEqual(1);
  expect(playback.seekableEnd).toBeGreaterThanOrEqual(playback.duration - 0.5);
  expect(Math.abs(playback.afterSeek - playback.duration / 2)).toBeLessThanOrEqual(0.5);
}

describe('a recorded answer made ready by the worker', () => {
  it('plays in Chromium with its real duration and seeks to the middle, as WebM and as MP4', async () => {
    const seeded = await seedReview(screens.sql, {
      videoBytes: await liveWebm({ seconds: SECONDS }),
      processRecordings: true,
    });
    const recording = await settledRecording(screens.sql, { responseId: seeded.responses.video });
    expect(recording.status).toBe('READY');
    const review = reviewDetailSchema.parse(
      await expectJson(await getReview(seeded.recruiter, seeded.invitationId), 200),
    );
    const answer = review.responses.find((r) => r.id === seeded.responses.video);
    const sources = answer?.recording?.sources ?? [];
    const webm = sources.find((s) => s.type === 'video/webm');
    const mp4 = sources.find((s) => s.type === 'video/mp4');
    if (!webm || !mp4) throw new Error(`Both renditions expected, got ${JSON.stringify(sources)}`);

    const page = await screens.openPage(seeded.recruiter);
    await page.goto('/');
    // The original, as MediaRecorder writes it, has no length a player can show or seek in.
    const original = await page.evaluate<string>(
      `(${REPORTED_DURATION})(${JSON.stringify(answer?.media_url ?? '')})`,
    );
    expect(original).toBe('Infinity');
    expectSeekable(await playbackOf(page, webm.url));
    expectSeekable(await playbackOf(page, mp4.url));
  });
});
