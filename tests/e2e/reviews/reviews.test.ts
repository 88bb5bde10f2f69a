import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedInvitation, type Database } from '../../support/interview-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from '../take/take.po.ts';
import { ReviewsPageObject } from './reviews.po.ts';

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
    insert into public.interviews (recruiter_id, title, status)
    values (${recruiter.id}, ${uniqueName('Review journey')}, 'ACTIVE') returning id`;
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
  it('a recruiter plays and seeks a real recording, generates an analysis, and marks the interview reviewed', async () => {
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
    await take.recordAnswer(3);
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

    const ranges: number[] = [];
    reviews.page.on('response', (response) => {
      if (response.url().includes('/storage/v1/object/sign/') && response.request().headers().range) {
        ranges.push(response.status());
      }
    });
    await reviews.openReviewOf('Casey Candidate');
    await reviews.markReviewed.waitFor();
    await reviews.question(/Tell us about a launch/).waitFor();

    // The video plays from its signed URL and seeks (the player fetches byte ranges: 206).
    await reviews.video.waitFor();
    const position = await reviews.seekVideo(1.5);
    expect(position).toBeGreaterThan(1);
    expect(ranges).toContain(206);

    // Generate: the recording is transcribed, then analysed; the score is green (80+).
    await reviews.generate.click();
    await reviews.regenerate.waitFor({ timeout: 30_000 });
    await reviews.section('AI Analysis').getByText('Overall score: 85/100').waitFor();
    expect(await reviews.score.getAttribute('data-score-color')).toBe('green');
    await reviews.page.getByText(/^I led the move of our checkout/).waitFor();
    await reviews.section('AI Analysis').getByRole('heading', { name: 'Areas for Consideration' }).waitFor();
    await reviews
      .question(/Tell us about a launch/)
      .getByRole('img', { name: 'AI analysed' })
      .waitFor();

    // The text answer's analysis scores 55: red.
    await reviews.question(/How would you speed up/).click();
    await reviews.page.getByText('Measure first, then split the bundle.').waitFor();
    await reviews.generate.click();
    await reviews.section('AI Analysis').getByText('Overall score: 55/100').waitFor();
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

  it('shows the analysis error the server gives, and Review not found for a review that is not theirs', async () => {
    const [recruiter, other] = await Promise.all([
      createTestUser(config, { role: 'RECRUITER' }),
      createTestUser(config, { role: 'RECRUITER' }),
    ]);
    const seeded = await seedInterview(
      recruiter,
      'Unused video question',
      'Why this job? [openai-test:status=500]',
    );
    const candidate = await createTestUser(config);
    // Only the TEXT question is answered: a review lists the answers there are.
    const [, textQuestionRow] = await sql<{ id: string }[]>`
      select q.id from public.questions q join public.invitations inv on inv.interview_id = q.interview_id
      where inv.id = ${seeded.invitationId} order by q.order_number`;
    await sql`update public.invitations set status = 'STARTED', candidate_id = ${candidate.id} where id = ${seeded.invitationId}`;
    await sql`insert into public.responses (invitation_id, question_id, candidate_id, response_text)
              values (${seeded.invitationId}, ${textQuestionRow?.id ?? ''}, ${candidate.id}, 'Because I like it.')`;
    await sql`update public.invitations set status = 'COMPLETED' where id = ${seeded.invitationId}`;

    const reviews = new ReviewsPageObject(await (await contextFor(recruiter)).newPage());
    await reviews.page.goto(`/reviews/${seeded.invitationId}`);
    await reviews.generate.click();
    await reviews.page
      .getByText(/^Failed to generate AI analysis: The AI provider refused the analysis \(HTTP 500\)/)
      .waitFor({ timeout: 20_000 });
    await reviews.generate.waitFor();

    const outsider = new ReviewsPageObject(await (await contextFor(other)).newPage());
    await outsider.page.goto(`/reviews/${seeded.invitationId}`);
    await outsider.page.getByRole('heading', { name: 'Review not found', level: 1 }).waitFor();
    await outsider.page.getByRole('link', { name: 'Back to Reviews' }).click();
    await outsider.page.getByText('No completed interviews').waitFor();
  });
});
