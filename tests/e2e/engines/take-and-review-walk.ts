// The candidate's whole take flow and the recruiter's review playback as one walk, which every
// engine runs with the page objects of the Chromium tests (issue #21): a video answer with a
// retake, an audio answer, a text answer, complete; then the review plays the video's rendition at
// its real length, seeks it, and plays the audio answer. What each engine records differs (VP9 in
// Chromium, VP8 in Firefox); the walk checks that what is stored is real media of the take's length.
import { expect } from 'vitest';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { recordedCodecs, recordedLength } from '../../support/stored-media.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { config, type useBrowser } from '../support/browser-fixture.ts';
import { ReviewsPageObject } from '../reviews/reviews.po.ts';
import { TakePageObject } from '../take/take.po.ts';

type Screens = ReturnType<typeof useBrowser>;

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
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status, practice_question)
    values (${recruiter.id}, ${uniqueName(`Engine walk ${screens.engine}`)}, 'ACTIVE', false) returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  await sql`
    insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
    values (${interview.id}, 1, 'Tell us about a launch you led', 'VIDEO', 120),
           (${interview.id}, 2, 'Describe your team in a sentence', 'AUDIO', 120),
           (${interview.id}, 3, 'How would you speed up a slow page?', 'TEXT', 120)`;
  const invitationId = await seedInvitation(sql, interview.id, 'PENDING', candidate);

  const take = new TakePageObject(await screens.openPage(candidate));
  await take.open(await tokenOf(sql, invitationId));
  await take.startAndPassTechCheck();

  await take.questionHeading(1, 3).waitFor();
  await take.recordAnswer(2);
  expect(await take.retake.textContent()).toBe('Retake (2 left)');
  await take.retake.click();
  await take.startRecording.waitFor();
  await take.recordAnswer(3);
  await take.next.click();

  await take.questionHeading(2, 3).waitFor();
  await take.recordAnswer(2);
  await take.next.click();

  await take.questionHeading(3, 3).waitFor();
  await take.answerWithText('Measure first, then split the bundle.');
  await take.complete.click();
  await take.completeHeading.waitFor();

  const answers = await sql<{ media_path: string | null; response_text: string | null }[]>`
    select r.media_path, r.response_text from public.responses r
    join public.questions q on q.id = r.question_id
    where r.invitation_id = ${invitationId} order by q.order_number`;
  const [video, audio, text] = answers;
  expect(video?.media_path).toMatch(/\/2\.(webm|mp4)$/);
  expect(audio?.media_path).toMatch(/\/1\.(webm|mp4)$/);
  expect(text?.response_text).toBe('Measure first, then split the bundle.');
  const videoCodecs = await recordedCodecs(video?.media_path ?? '');
  expect(videoCodecs).toHaveLength(2);
  expect(videoCodecs[0]).toBe('audio:opus');
  expect(videoCodecs[1]).toMatch(/^video:(vp8|vp9)$/);
  expect(await recordedCodecs(audio?.media_path ?? '')).toEqual(['audio:opus']);
  const recorded = await recordedLength(video?.media_path ?? '');
  expect(recorded).toBeGreaterThan(2);

  const reviews = new ReviewsPageObject(await screens.openPage(recruiter));
  await reviews.page.goto(`/reviews/${invitationId}`);
  await reviews.question(/Tell us about a launch/).waitFor();
  // The worker's seekable rendition, once processed: a finite length, the take's own.
  await reviews.page.waitForFunction(
    `document.querySelector('video')?.currentSrc.includes('/seekable.webm') && document.querySelector('video').readyState >= 1`,
    undefined,
    { timeout: 90_000 },
  );
  const loaded = await reviews.videoState();
  expect(Number.isFinite(loaded.duration)).toBe(true);
  expect(Math.abs(loaded.duration - recorded)).toBeLessThan(1);
  const middle = loaded.duration / 2;
  expect(Math.abs((await reviews.seekVideo(middle)) - middle)).toBeLessThan(0.5);
  expect(await playedTo(reviews.page, 'video')).toBeGreaterThan(middle + 0.5);

  await reviews.question(/Describe your team/).click();
  await reviews.page.waitForFunction(`document.querySelector('audio')?.readyState >= 1`, undefined, {
    timeout: 90_000,
  });
  expect(await playedTo(reviews.page, 'audio')).toBeGreaterThan(0.5);
}
