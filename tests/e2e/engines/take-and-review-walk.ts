// The candidate's whole take flow and the recruiter's review playback as one walk, which every
// engine runs with the page objects of the Chromium tests (issue #21): a video answer with a
// retake, an audio answer, a text answer, complete; then the review plays the video's rendition at
// its real length, seeks it, shows the captions of its transcript (the worker's, from the local
// OpenAI-protocol server), and plays the audio answer. What each engine records differs (VP9 in
// Chromium, VP8 in Firefox, AAC in MP4 in WebKit); the walk checks that what is stored is exactly
// that, real media of the take's length. WebKitGTK here records no video (docs/testing-guide.md,
// "Browser engines"): its walk retakes the audio answer instead, and its review plays a video
// answer in Safari's own format (H.264/AAC MP4, made by ffmpeg) through upload, the worker and
// playback.
import { expect } from 'vitest';
import type { TranscriptSegment } from '#contract/recordings';
import { safariMp4 } from '../../support/generated-media.ts';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { seedReview } from '../../support/review-fixtures.ts';
import { recordedCodecs, recordedLength } from '../../support/stored-media.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { config, type Engine, type useBrowser } from '../support/browser-fixture.ts';
import { ReviewsPageObject } from '../reviews/reviews.po.ts';
import { TakePageObject } from '../take/take.po.ts';
import { waitInPage } from '../support/wait-in-page.ts';

type Screens = ReturnType<typeof useBrowser>;

/**
 * What each engine's MediaRecorder stores here: a video answer's streams (null: it records no
 * video), an audio answer's, and the file's extension, as ffprobe names the codecs.
 */
const RECORDED: Record<Engine, { video: string[] | null; audio: string[]; extension: 'webm' | 'mp4' }> = {
  chromium: { video: ['audio:opus', 'video:vp9'], audio: ['audio:opus'], extension: 'webm' },
  firefox: { video: ['audio:opus', 'video:vp8'], audio: ['audio:opus'], extension: 'webm' },
  webkit: { video: null, audio: ['audio:aac'], extension: 'mp4' },
};

/** The length of the Safari-format video answer WebKit's review plays. */
const SAFARI_SECONDS = 4;

/** Where the page's first <audio> or <video> plays after play(): muted, so no autoplay rule stops it. */
function playedTo(page: ReviewsPageObject['page'], tag: 'audio' | 'video'): Promise<number> {
  return page.evaluate<number>(`(async () => {
    const media = document.querySelector('${tag}');
    media.muted = true;
    await media.play();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    media.pause();
    return media.currentTime;
  })()`);
}

export async function takeAndReviewWalk(screens: Screens): Promise<void> {
  const { sql } = screens;
  const recorded = RECORDED[screens.engine];
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status, practice_question)
    values (${recruiter.id}, ${uniqueName(`Engine walk ${screens.engine}`)}, 'ACTIVE', false) returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  if (recorded.video) {
    await sql`
      insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
      values (${interview.id}, 1, 'Tell us about a launch you led', 'VIDEO', 120),
             (${interview.id}, 2, 'Describe your team in a sentence', 'AUDIO', 120),
             (${interview.id}, 3, 'How would you speed up a slow page?', 'TEXT', 120)`;
  } else {
    await sql`
      insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
      values (${interview.id}, 1, 'Describe your team in a sentence', 'AUDIO', 120),
             (${interview.id}, 2, 'How would you speed up a slow page?', 'TEXT', 120)`;
  }
  const total = recorded.video ? 3 : 2;
  const invitationId = await seedInvitation(sql, interview.id, 'PENDING', candidate);

  const take = new TakePageObject(await screens.openPage(candidate));
  await take.open(await tokenOf(sql, invitationId));
  await take.startAndPassTechCheck();

  // The first question (video, or audio where the engine records no video) is retaken.
  await take.questionHeading(1, total).waitFor();
  await take.recordAnswer(2);
  expect(await take.retake.textContent()).toBe('Retake (2 left)');
  await take.retake.click();
  await take.startRecording.waitFor();
  await take.recordAnswer(3);
  await take.next.click();

  if (recorded.video) {
    await take.questionHeading(2, 3).waitFor();
    await take.recordAnswer(2);
    await take.next.click();
  }

  await take.questionHeading(total, total).waitFor();
  await take.answerWithText('Measure first, then split the bundle.');
  await take.complete.click();
  await take.completeHeading.waitFor();

  const answers = await sql<{ id: string; media_path: string | null; response_text: string | null }[]>`
    select r.id, r.media_path, r.response_text from public.responses r
    join public.questions q on q.id = r.question_id
    where r.invitation_id = ${invitationId} order by q.order_number`;
  const [video, audio, text] = recorded.video ? answers : [undefined, ...answers];
  expect(text?.response_text).toBe('Measure first, then split the bundle.');
  // The audio answer is the retaken one (take 2) where it came first.
  expect(audio?.media_path?.endsWith(`/${recorded.video ? 1 : 2}.${recorded.extension}`)).toBe(true);
  expect(await recordedCodecs(audio?.media_path ?? '')).toEqual(recorded.audio);

  const reviews = new ReviewsPageObject(await screens.openPage(recruiter));
  if (recorded.video) {
    expect(video?.media_path?.endsWith(`/2.${recorded.extension}`)).toBe(true);
    expect(await recordedCodecs(video?.media_path ?? '')).toEqual(recorded.video);
    const length = await recordedLength(video?.media_path ?? '');
    expect(length).toBeGreaterThan(2);
    await reviews.page.goto(`/reviews/${invitationId}`);
    await reviews.question(/Tell us about a launch/).waitFor();
    await playsVideo(reviews, 'seekable.webm', length);
    await showsCaptions(reviews, sql, video?.id ?? '');
  } else {
    // Safari's own recording: H.264/AAC MP4, stored as video/mp4, made playable by the worker.
    const safari = await seedReview(sql, {
      recruiter,
      videoBytes: await safariMp4(SAFARI_SECONDS),
      videoFormat: 'mp4',
      videoQuestion: 'Tell us about a launch you led',
      // Made ready and transcribed by the worker, so its review plays it with captions.
      processRecordings: true,
      queueAnalysis: true,
    });
    expect(await recordedCodecs(safari.media.video)).toEqual(['audio:aac', 'video:h264']);
    await reviews.page.goto(`/reviews/${safari.invitationId}`);
    await reviews.question(/Tell us about a launch/).click();
    await playsVideo(reviews, 'playback.mp4', await recordedLength(safari.media.video));
    await showsCaptions(reviews, sql, safari.responses.video);
    await reviews.page.goto(`/reviews/${invitationId}`);
  }

  await reviews.question(/Describe your team/).click();
  await waitInPage(reviews.page, `document.querySelector('audio')?.readyState >= 1`, {
    timeout: 90_000,
  });
  expect(await playedTo(reviews.page, 'audio')).toBeGreaterThan(0.5);
}

/**
 * Once the worker has transcribed the answer `responseId` (the review polls until it has, and the
 * Captions toggle comes with the transcript), turns captions on and checks that the <video> shows
 * a cue for each of the transcript's segments, at its times and with its words.
 */
async function showsCaptions(
  reviews: ReviewsPageObject,
  sql: Screens['sql'],
  responseId: string,
): Promise<void> {
  await reviews.captions.waitFor({ timeout: 90_000 });
  const [answer] = await sql<{ transcript_segments: TranscriptSegment[] | null }[]>`
    select transcript_segments from public.responses where id = ${responseId}`;
  const segments = answer?.transcript_segments ?? [];
  expect(segments.length).toBeGreaterThan(0);
  await reviews.captions.click();
  expect(await reviews.captions.getAttribute('aria-pressed')).toBe('true');
  expect(await reviews.shownCues(segments.length)).toEqual(
    segments.map(({ start, end, text }) => ({
      start: expect.closeTo(start, 3),
      end: expect.closeTo(end, 3),
      text,
    })),
  );
}

/**
 * Waits for the review's <video> to load the worker's rendition `file` (once processed), then checks
 * it has the take's own finite `length`, seeks to its middle, and plays on from there.
 */
async function playsVideo(reviews: ReviewsPageObject, file: string, length: number): Promise<void> {
  await waitInPage(
    reviews.page,
    `document.querySelector('video')?.currentSrc.includes('/${file}') && document.querySelector('video').readyState >= 1`,
    { timeout: 90_000 },
  );
  const loaded = await reviews.videoState();
  expect(Number.isFinite(loaded.duration)).toBe(true);
  expect(Math.abs(loaded.duration - length)).toBeLessThan(1);
  const middle = loaded.duration / 2;
  expect(Math.abs((await reviews.seekVideo(middle)) - middle)).toBeLessThan(0.5);
  expect(await playedTo(reviews.page, 'video')).toBeGreaterThan(middle + 0.5);
}
