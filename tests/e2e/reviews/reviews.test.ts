import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedInvitation, type Database } from '../../support/interview-fixtures.ts';
import { recordedLength } from '../../support/stored-media.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from '../take/take.po.ts';
import { ReviewsPageObject } from './reviews.po.ts';
import { waitInPage } from '../support/wait-in-page.ts';

const screens = useBrowser();
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

function contextFor(user: TestUser, options: { camera?: boolean } = {}): Promise<BrowserContext> {
  return screens.newContext(user, options.camera ? { permissions: ['camera', 'microphone'] } : {});
}

/** An interview of `recruiter`: a VIDEO question, then a TEXT one; and a PENDING invitation to it. */
async function seedInterview(recruiter: TestUser, videoQuestion: string, textQuestion: string) {
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status, practice_question)
    values (${recruiter.id}, ${uniqueName('Review journey')}, 'ACTIVE', false) returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  await sql`
    insert into public.questions (interview_id, order_number, text, response_format)
    values (${interview.id}, 1, ${videoQuestion}, 'VIDEO'), (${interview.id}, 2, ${textQuestion}, 'TEXT')`;
  const invitationId = await seedInvitation(sql, interview.id, 'PENDING');
  const [row] = await sql<{ token: string }[]>`
    select unique_link_token as token from public.invitations where id = ${invitationId}`;
  return { invitationId, token: row?.token ?? '' };
}

describe('reviewing a completed interview', () => {
  it('with no click the answers are ready: the recording plays with its real length and seeks, transcripts and analyses are there', async () => {
    const [recruiter, candidate] = await Promise.all([
      createTestUser(config, { role: 'RECRUITER' }),
      createTestUser(config),
    ]);
    // The score directive in the question steers the local OpenAI-protocol server: 85 is green.
    const videoQuestion = 'Tell us about a launch you led [openai-test:score=85]';
    const textQuestion = 'How would you speed up a slow page? [openai-test:score=55]';
    const seeded = await seedInterview(recruiter, videoQuestion, textQuestion);

    // The candidate takes it for real: the fake camera records, TUS uploads to Storage.
    const take = new TakePageObject(await (await contextFor(candidate, { camera: true })).newPage());
    await take.open(seeded.token);
    await take.startAndPassTechCheck();
    await take.recordAnswer(4);
    await take.next.click();
    await take.questionHeading(2, 2).waitFor();
    await take.answerWithText('Measure first, then split the bundle.');
    await take.complete.click();
    await take.completeHeading.waitFor();

    const reviews = new ReviewsPageObject(await (await contextFor(recruiter)).newPage());
    await reviews.openList();
    expect(await reviews.counter('Pending Review')).toBe(1);
    expect(await reviews.counter('Reviewed')).toBe(0);
    expect(await reviews.counter('Total Completed')).toBe(1);
    const row = reviews.row('Casey Candidate');
    await row.getByText('Pending Review').waitFor();
    await row.getByText('Needs Review').waitFor();

    await reviews.openReviewOf('Casey Candidate');
    await reviews.markReviewed.waitFor();
    await reviews.question(/Tell us about a launch/).waitFor();

    // Nobody presses Generate: the worker transcribes and analyses, and the page shows it.
    await reviews.section('AI Analysis').getByText('Overall score: 85/100').waitFor({ timeout: 90_000 });
    expect(await reviews.score.getAttribute('data-score-color')).toBe('green');
    await reviews.page
      .getByRole('button', { name: /^Play from 0:00 I led the move of our checkout/ })
      .waitFor();
    await reviews
      .question(/Tell us about a launch/)
      .getByRole('img', { name: 'AI analysed' })
      .waitFor();

    // The player plays the worker's seekable rendition: a finite length, the take's own, and a
    // seek to the middle lands inside the seekable range.
    await waitInPage(
      reviews.page,
      `document.querySelector('video')?.currentSrc.includes('/seekable.webm') && document.querySelector('video').readyState >= 1`,
      { timeout: 30_000 },
    );
    const [answer] = await sql<{ media_path: string }[]>`
      select media_path from public.responses where invitation_id = ${seeded.invitationId} and media_path is not null`;
    const recorded = await recordedLength(answer?.media_path ?? '');
    const loaded = await reviews.videoState();
    expect(Number.isFinite(loaded.duration)).toBe(true);
    expect(Math.abs(loaded.duration - recorded)).toBeLessThan(1);
    const middle = loaded.duration / 2;
    const position = await reviews.seekVideo(middle);
    expect(Math.abs(position - middle)).toBeLessThan(0.5);
    const seeked = await reviews.videoState();
    expect(seeked.seekable.some(([start, end]) => start <= middle && end >= middle)).toBe(true);

    // The text answer was analysed too: 55 is red.
    await reviews.question(/How would you speed up/).click();
    await reviews.page.getByText('Measure first, then split the bundle.').waitFor();
    await reviews.section('AI Analysis').getByText('Overall score: 55/100').waitFor({ timeout: 60_000 });
    expect(await reviews.score.getAttribute('data-score-color')).toBe('red');

    await reviews.markReviewed.click();
    await reviews.markReviewed.waitFor({ state: 'detached' });
    await reviews.page.getByRole('link', { name: 'Back to Reviews' }).click();
    await reviews.page.getByRole('heading', { name: 'Completed Interviews', level: 1 }).waitFor();
    await reviews.counterShows('Pending Review', 0);
    await reviews.counterShows('Reviewed', 1);
    await reviews.counterShows('Total Completed', 1);
    await reviews.row('Casey Candidate').getByText('Reviewed').waitFor();
    expect(await reviews.row('Casey Candidate').getByText('Needs Review').count()).toBe(0);
  });

  it('a provider failure shows its reason and Retry analyses again; a review that is not theirs is not found', async () => {
    const [recruiter, other] = await Promise.all([
      createTestUser(config, { role: 'RECRUITER' }),
      createTestUser(config, { role: 'RECRUITER' }),
    ]);
    // The local OpenAI-protocol server answers 500 the first two times (the test stack's worker
    // tries twice), and analyses the third.
    const seeded = await seedInterview(
      recruiter,
      'Unused video question',
      `Why this job? [openai-test:fail-first=2] ${uniqueName('retry')}`,
    );
    const candidate = await createTestUser(config);
    // Only the TEXT question is answered: a review lists the answers there are. The answer is long
    // enough to be judged (a shorter one is 'Insufficient evidence' without asking the provider).
    const [, textQuestionRow] = await sql<{ id: string }[]>`
      select q.id from public.questions q join public.invitations inv on inv.interview_id = q.interview_id
      where inv.id = ${seeded.invitationId} order by q.order_number`;
    await sql`update public.invitations set status = 'STARTED', candidate_id = ${candidate.id} where id = ${seeded.invitationId}`;
    await sql`insert into public.responses (invitation_id, question_id, candidate_id, response_text)
              values (${seeded.invitationId}, ${textQuestionRow?.id ?? ''}, ${candidate.id}, 'Because I like building things for people.')`;
    await sql`update public.invitations set status = 'COMPLETED' where id = ${seeded.invitationId}`;

    const reviews = new ReviewsPageObject(await (await contextFor(recruiter)).newPage());
    await reviews.page.goto(`/reviews/${seeded.invitationId}`);
    await reviews.page
      .getByText(/^Failed to generate AI analysis: .*\(HTTP 500\)/)
      .waitFor({ timeout: 60_000 });
    await reviews.page.getByRole('button', { name: 'Retry analysis' }).click();
    await reviews
      .section('AI Analysis')
      .getByText(/^Overall score: \d+\/100$/)
      .waitFor({ timeout: 60_000 });
    expect(await reviews.page.getByText(/^Failed to generate AI analysis/).count()).toBe(0);

    const outsider = new ReviewsPageObject(await (await contextFor(other)).newPage());
    await outsider.page.goto(`/reviews/${seeded.invitationId}`);
    await outsider.page.getByRole('heading', { name: 'Review not found', level: 1 }).waitFor();
    await outsider.page.getByRole('link', { name: 'Back to Reviews' }).click();
    await outsider.page.getByText('No completed interviews').waitFor();
  });
});
