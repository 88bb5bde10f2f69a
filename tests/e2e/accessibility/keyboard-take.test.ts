// The taking flow by keyboard alone for recorded answers (the TEXT flow is in take/take.test.ts):
// Tab to each control, Enter or Space to press it, through a VIDEO and an AUDIO question.
import { describe, expect, it } from 'vitest';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { answersOf, invitationState, tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { TakePageObject } from '../take/take.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { waitInPage } from '../support/wait-in-page.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

describe('taking an interview by keyboard alone', () => {
  it('a VIDEO and an AUDIO question are recorded and the interview completed with Tab, Enter and Space', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const interview = await seedInterview(screens.sql, recruiter, { questions: 2 });
    const [video, audio] = interview.questionIds as [string, string];
    await screens.sql`update public.questions set response_format = 'AUDIO' where id = ${audio}`;
    const invitationId = await seedInvitation(screens.sql, interview.id);
    const take = new TakePageObject(await screens.openPage(await createTestUser(config)));
    const keyboard = take.page.keyboard;

    await take.open(await tokenOf(screens.sql, invitationId));
    await take.heading(interview.title, 1).waitFor();
    await take.tabTo('Start Interview');
    await keyboard.press('Enter');
    await take.noticeHeading.waitFor();
    await take.tabTo('Allow AI analysis of my answers');
    await keyboard.press('Space');
    await take.tabTo('I agree, continue');
    await keyboard.press('Enter');
    await take.heading('Camera and microphone check').waitFor();
    await take.tabTo('Test Camera & Microphone');
    await keyboard.press('Space');
    await take.continueToInterview.waitFor();
    await take.tabTo('Continue to Interview');
    await keyboard.press('Enter');

    for (const [n, last] of [
      [1, 'Next Question'],
      [2, 'Complete Interview'],
    ] as const) {
      await take.questionHeading(n, 2).waitFor();
      expect(await take.focusedText()).toBe(`Question ${n} of 2`);
      await take.tabTo('Start Recording');
      await keyboard.press('Space');
      await take.stopRecording.waitFor();
      // A second of the fake devices on the countdown, so the take holds real media.
      await waitInPage(take.page, `document.querySelector('[role="timer"]')?.textContent === '1:58'`);
      await take.tabTo('Stop Recording');
      await keyboard.press('Enter');
      await take.recorded.waitFor({ timeout: 30_000 });
      await take.tabTo(last);
      await keyboard.press('Enter');
    }

    await take.completeHeading.waitFor();
    expect(await take.focusedText()).toBe('Interview Complete!');
    expect((await invitationState(screens.sql, invitationId)).status).toBe('COMPLETED');
    expect((await answersOf(screens.sql, invitationId)).map((answer) => answer.media_path)).toEqual([
      `${invitationId}/${video}/1.webm`,
      `${invitationId}/${audio}/1.webm`,
    ]);
  });
});
