// Notice and consent in Chromium (issue #20 item 1): the candidate cannot reach the tech check
// without agreeing to the notice (not even by the link's ?started=1), must choose about AI, and
// declines it; the review says so and offers no analysis; the portal links the consent receipt,
// which downloads as text. axe on the notice and the receipt.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '#contract/consent';
import { config, seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

const screens = useBrowser();

describe('the notice before the tech check', () => {
  it('is agreed to before any recording, and declining AI shows in the review and the receipt', async () => {
    const { user: owner, page: recruiterPage } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner, { questions: 1 });
    await screens.sql`update public.questions set response_format = 'TEXT' where interview_id = ${interview.id}`;
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const invitationId = await seedInvitation(screens.sql, interview.id, 'PENDING', candidate);
    const token = await tokenOf(screens.sql, invitationId);

    const take = new TakePageObject(await screens.openPage(candidate));
    await take.open(token);
    await take.startInterview.click();
    await take.noticeHeading.waitFor();
    const notice = (await take.page.getByRole('main').textContent()) ?? '';
    expect(notice).toContain('180 days after you complete the interview');
    expect(notice).toContain('never your face, voice, accent or emotion');
    await expectAccessible(take.page, 'take: notice');

    // Coming back by the link that skips the welcome step still lands on the notice.
    await take.page.goto(`/take/${token}?started=1`);
    await take.noticeHeading.waitFor();
    expect(await take.heading('Camera and microphone check').count()).toBe(0);
    await take.agreeAndContinue.click();
    await take.page.getByText('Choose whether AI analysis may be used').waitFor();
    expect(await take.heading('Camera and microphone check').count()).toBe(0);
    expect(
      await screens.sql`select 1 from public.interview_consents where invitation_id = ${invitationId}`,
    ).toHaveLength(0);

    await take.agreeToNotice(false);
    await take.heading('Camera and microphone check').waitFor();
    await take.testDevices.click();
    await take.continueToInterview.click();
    await take.questionHeading(1, 1).waitFor();
    await take.answerWithText('I would begin by listening to the people who use it.');
    await take.complete.click();
    await take.completeHeading.waitFor();

    await recruiterPage.goto(`/reviews/${invitationId}`);
    const analysis = recruiterPage.getByRole('region', { name: 'AI Analysis' });
    await analysis.getByText('AI analysis declined by the candidate').waitFor();
    expect(
      await recruiterPage.getByRole('button', { name: /Generate Analysis|Regenerate Analysis/ }).count(),
    ).toBe(0);

    const portal = take.page;
    await portal.goto('/candidate/dashboard');
    await portal
      .getByRole('listitem', { name: interview.title })
      .getByRole('link', { name: 'Consent receipt' })
      .click();
    await portal.getByRole('heading', { name: 'Consent receipt', level: 1 }).waitFor();
    await portal.getByText('AI analysis: Do not use AI analysis on my answers').waitFor();
    await expectAccessible(portal, 'consent receipt');
    const [download] = await Promise.all([
      portal.waitForEvent('download'),
      portal.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('consent-receipt.txt');
    const dir = await mkdtemp(join(tmpdir(), 'consent-'));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    await rm(dir, { recursive: true, force: true });
    expect(text).toContain(`Notice version: ${NOTICE_VERSION}`);
    expect(text).toContain('Notice language: English (en)');
    expect(text).toContain('AI analysis: Do not use AI analysis on my answers');
    expect(text).toContain(candidate.email);
  });
});
