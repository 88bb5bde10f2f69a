// The practice question and thinking time, walked in Chromium (issue #19 items 1 and 2): the
// candidate records a practice answer and plays it back from memory, and no object reaches the
// responses bucket for it; a question with thinking time counts down and starts recording by
// itself; a question with one attempt offers no retake; the recruiter's review holds only the
// real answers.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import {
  expectJson,
  seedInterview,
  seedInvitation,
  storedObjectsOf,
} from '../../support/interview-fixtures.ts';
import { latestMail } from '../../support/mail.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

const screens = useBrowser();

describe('practice and thinking time', () => {
  it('keeps the practice answer in the page, and starts a thinking-time answer by itself', async () => {
    const { user: owner } = await screens.signedInAs('RECRUITER');
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const interview = await seedInterview(screens.sql, owner, { questions: 2, practice: true });
    const [recorded, written] = interview.questionIds as [string, string];
    await screens.sql`update public.questions set thinking_seconds = 3, max_attempts = 1 where id = ${recorded}`;
    await screens.sql`update public.questions set response_format = 'TEXT' where id = ${written}`;
    const invitationId = await seedInvitation(screens.sql, interview.id, 'PENDING', candidate);

    const take = new TakePageObject(
      await screens.openPage(candidate, { permissions: ['camera', 'microphone'] }),
    );
    await take.open(await tokenOf(screens.sql, invitationId));
    await take.page.getByText('A practice question comes first').waitFor();
    await take.startAndContinue();
    await take.heading('Practice question').waitFor();
    await take.button('Record a practice answer').click();
    await take.button('Stop practice').waitFor();
    // The practice countdown has moved: the fake camera has recorded for a while.
    await take.page.getByRole('timer', { name: 'Time remaining' }).getByText('0:57').waitFor();
    await take.button('Stop practice').click();
    const playback = await take.recordedTakeMedia();
    expect(playback.src).toMatch(/^blob:/);
    await take.button('Try again').waitFor();
    expect(await storedObjectsOf(screens.sql, invitationId)).toEqual([]);
    await take.button('Continue to the interview').click();

    await take.questionHeading(1, 2).waitFor();
    await take.page.getByRole('timer', { name: 'Thinking time' }).waitFor();
    await take.button('Start recording now').waitFor();
    // Nobody clicks: at 0 the recording starts by itself.
    await take.stopRecording.waitFor({ timeout: 15_000 });
    await take.page.getByRole('timer', { name: 'Time remaining' }).getByText('1:57').waitFor();
    await take.stopRecording.click();
    await take.recorded.waitFor({ timeout: 30_000 });
    expect(await take.retake.count()).toBe(0);
    await take.next.click();

    await take.questionHeading(2, 2).waitFor();
    await take.answerWithText('Practice made this easier.');
    await take.complete.click();
    await take.completeHeading.waitFor();

    expect(await storedObjectsOf(screens.sql, invitationId)).toEqual([`${invitationId}/${recorded}/1.webm`]);
    const review = (await expectJson(
      await callApi(`/reviews/${invitationId}`, { token: owner.accessToken }),
      200,
    )) as {
      responses: { question_id: string }[];
    };
    expect(review.responses.map((response) => response.question_id)).toEqual([recorded, written]);
    // The candidate's receipt, from the mail viewer.
    const receipt = await latestMail(candidate.email, { timeoutMs: 30_000 });
    expect(receipt.subject).toMatch(/^We received your interview for /);
  });

  it('lets the candidate start before the thinking time is up, and skip the practice', async () => {
    const { user: owner } = await screens.signedInAs('RECRUITER');
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const interview = await seedInterview(screens.sql, owner, { questions: 1, practice: true });
    await screens.sql`update public.questions set thinking_seconds = 300 where interview_id = ${interview.id}`;
    const invitationId = await seedInvitation(screens.sql, interview.id, 'PENDING', candidate);

    const take = new TakePageObject(
      await screens.openPage(candidate, { permissions: ['camera', 'microphone'] }),
    );
    await take.open(await tokenOf(screens.sql, invitationId));
    await take.page.getByText('You get up to 5:00 to think before each answer').waitFor();
    await take.startAndContinue();
    await take.button('Skip practice').click();
    await take.page
      .getByRole('timer', { name: 'Thinking time' })
      .getByText(/^4:5\d$/)
      .waitFor();
    expect(await take.startRecording.isVisible()).toBe(false);
    await take.button('Start recording now').click();
    await take.stopRecording.waitFor();
    expect(await take.page.getByRole('timer', { name: 'Thinking time' }).count()).toBe(0);
  });
});
