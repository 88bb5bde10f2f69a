// axe-core on every step of /take/:token as a candidate meets it: welcome, the account prompt,
// the tech check, a TEXT, a VIDEO and an AUDIO question (before and after recording), the
// completion page and the error pages.
import { describe, it } from 'vitest';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { seedTakingInterview, tokenOf, unknownToken } from '../../support/take-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { TakePageObject } from '../take/take.po.ts';
import { expectAccessible } from './axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

/**
 * The signed-in walk is a journey of eleven screens, each checked by axe, with two recordings: 34 s
 * alone and over 60 s in a whole run on this machine, so it has a journey's budget.
 */
const WALK_TIMEOUT_MS = 120_000;

/** A pending invitation to an interview of TEXT, VIDEO and AUDIO questions, in that order. */
async function seedPendingTake(): Promise<string> {
  const recruiter = await createTestUser(config, { role: 'RECRUITER' });
  const interview = await seedTakingInterview(screens.sql, recruiter);
  return tokenOf(screens.sql, await seedInvitation(screens.sql, interview.id));
}

describe('the interview-taking screens have no serious accessibility violations', () => {
  it('welcome and the account prompt, signed out', async () => {
    const token = await seedPendingTake();
    const take = new TakePageObject(await screens.openPage());
    await take.open(token);
    await take.startInterview.waitFor();
    await expectAccessible(take.page, 'take: welcome');

    await take.startInterview.click();
    await take.heading('Create your candidate account').waitFor();
    await expectAccessible(take.page, 'take: account prompt');
  });

  it(
    'tech check, each question format, and the completion page, signed in',
    async () => {
      const token = await seedPendingTake();
      const take = new TakePageObject(await screens.openPage(await createTestUser(config)));
      await take.open(token);
      await take.startInterview.click();
      await take.noticeHeading.waitFor();
      await expectAccessible(take.page, 'take: notice and consent');
      await take.agreeAndContinue.click();
      await take.page.getByText('Choose whether AI analysis may be used').waitFor();
      await expectAccessible(take.page, 'take: notice without a choice');
      await take.agreeToNotice();
      await take.heading('Camera and microphone check').waitFor();
      await expectAccessible(take.page, 'take: tech check (untested)');
      await take.testDevices.click();
      await take.continueToInterview.waitFor();
      await expectAccessible(take.page, 'take: tech check (passed)');
      await take.continueToInterview.click();

      await take.questionHeading(1, 3).waitFor();
      await expectAccessible(take.page, 'take: TEXT question');
      await take.answerWithText('An answer typed for the accessibility check.');
      await take.next.click();

      await take.questionHeading(2, 3).waitFor();
      await expectAccessible(take.page, 'take: VIDEO question');
      await take.startRecording.click();
      await take.stopRecording.waitFor();
      await expectAccessible(take.page, 'take: VIDEO question (recording)');
      await take.stopRecording.click();
      await take.recorded.waitFor({ timeout: 30_000 });
      await expectAccessible(take.page, 'take: VIDEO question (recorded)');
      await take.next.click();

      await take.questionHeading(3, 3).waitFor();
      await expectAccessible(take.page, 'take: AUDIO question');
      await take.recordAnswer(1);
      await expectAccessible(take.page, 'take: AUDIO question (recorded)');
      await take.complete.click();

      await take.completeHeading.waitFor();
      await expectAccessible(take.page, 'take: complete');
    },
    WALK_TIMEOUT_MS,
  );

  it('the error pages: an unknown link and a failed load', async () => {
    const take = new TakePageObject(await screens.openPage());
    await take.open(unknownToken());
    await take.heading('Interview not found or expired', 1).waitFor();
    await expectAccessible(take.page, 'take: not found or expired');

    const token = await seedPendingTake();
    await take.page.route(`**/functions/v1/api/take/${token}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down for a moment"}' }),
    );
    await take.open(token);
    await take.heading('Failed to load interview', 1).waitFor();
    await expectAccessible(take.page, 'take: failed to load');
  });
});
