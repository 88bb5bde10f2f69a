// Blind review on screen (issue #18, Done when): a reviewer of an anonymous interview who has not
// submitted their ratings sees "Candidate N", an audio player and no video; "Transcript only" hides
// the player. tests/api/blind-review.test.ts proves that the payloads hold no identity either.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProcessedReview, uploadRendition } from '../../support/processed-review-fixtures.ts';
import { interviewOfInvitation, seedScorecard } from '../../support/scorecard-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { addMember, workspaceOf } from '../../support/workspace-fixtures.ts';
import { config } from '../../support/interview-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { ReviewsPageObject } from './reviews.po.ts';

const screens = useBrowser();
let reviewer: TestUser;
let invitationId: string;
let candidateNumber: number;
let lastName: string;

beforeAll(async () => {
  const { sql } = screens;
  const review = await seedProcessedReview(sql);
  invitationId = review.invitationId;
  reviewer = await createTestUser(config);
  await addMember(sql, await workspaceOf(sql, review.recruiter), reviewer, 'REVIEWER');
  const interviewId = await interviewOfInvitation(sql, invitationId);
  await sql`update public.interviews set anonymous_review = true where id = ${interviewId}`;
  lastName = uniqueName('Hiddenlast');
  const [row] = await sql<{ candidate_number: number }[]>`
    update public.invitations set last_name = ${lastName} where id = ${invitationId} returning candidate_number`;
  if (!row) throw new Error('The invitation was not found');
  candidateNumber = row.candidate_number;
  // The worker's speech track, which a blind review plays instead of the video.
  const speech = `${review.recordings.video}/speech.mp3`;
  await uploadRendition(speech, review.renditions.seekable, 'audio/mpeg');
  await sql`update public.recording_media set speech_path = ${speech} where id = ${review.recordings.video}`;
  const questions = await sql<{ question_id: string }[]>`
    select question_id from public.responses where invitation_id = ${invitationId}`;
  await seedScorecard(sql, interviewId, [
    { name: 'Problem solving', questionIds: questions.map((q) => q.question_id) },
  ]);
});

describe('a blind review before the reviewer has submitted', () => {
  it('shows Candidate N and plays the answer as audio only, or the transcript alone', async () => {
    const page = await screens.openPage(reviewer);
    const reviews = new ReviewsPageObject(page);
    await page.goto(`/reviews/${invitationId}`);
    await page
      .getByRole('heading', { name: `Candidate ${candidateNumber}` })
      .first()
      .waitFor();
    await page
      .getByText('Anonymous review: you will see who the candidate is after you submit your ratings.')
      .waitFor();
    expect(await page.getByText(lastName).count()).toBe(0);

    await reviews.question(/Question 2/).click();
    await page.locator('audio').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await expectAccessible(page, 'blind review page');

    await page.getByText('Transcript only', { exact: true }).click();
    await page.getByText('Transcript only: the recording is not played.').waitFor();
    expect(await page.locator('audio').count()).toBe(0);
    expect(await page.locator('video').count()).toBe(0);
    await page.getByText('Audio', { exact: true }).click();
    await page.locator('audio').waitFor();
  });
});
