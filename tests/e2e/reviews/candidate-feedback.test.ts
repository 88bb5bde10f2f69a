// Feedback to the candidate in Chromium (issue #20 item 5): after a decision, a recruiter edits the
// draft made from the team's rating notes and sends it; the candidate reads it in the e-mail (from
// the mail viewer) and in their portal's interview history. axe on the review's feedback card.
import { describe, expect, it } from 'vitest';
import {
  putRatings,
  seedEvaluationWorld,
  submitRatings,
  threeRatings,
} from '../../support/evaluation-fixtures.ts';
import { expectJson, sendJson } from '../../support/interview-fixtures.ts';
import { latestMail } from '../../support/mail.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser();

describe('feedback to the candidate', () => {
  it('is drafted from the notes, edited, sent once, e-mailed and shown in the portal', async () => {
    const world = await seedEvaluationWorld(screens.sql);
    const id = world.review.invitationId;
    await expectJson(
      await putRatings(world.recruiter, id, threeRatings(world, [4, 4, 3], 'Structured answers')),
      200,
    );
    await (await submitRatings(world.recruiter, id)).arrayBuffer();

    const page = await screens.openPage(world.recruiter);
    await page.goto(`/reviews/${id}`);
    const card = page.getByRole('region', { name: 'Feedback to the candidate' });
    await card.getByText('Feedback can be sent to the candidate once a decision is made.').waitFor();
    await expectJson(
      await sendJson(
        'POST',
        `/reviews/${id}/decision`,
        { decision: 'HOLD', reason: 'Waiting on a second round' },
        world.owner,
      ),
      201,
    );
    await page.reload();
    const note = card.getByLabel('Feedback to the candidate');
    await note.waitFor();
    expect(await note.inputValue()).toContain('- Structured answers');
    await expectAccessible(page, 'review: feedback card');
    const written = `${await note.inputValue()}\n\nWe will write again after the second round.`;
    await note.fill(written);
    await card.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Feedback sent to the candidate').waitFor();
    await card.getByText(/^Sent by Rita /).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Send feedback' }).count()).toBe(0);

    const [invitation] = await screens.sql<
      { email: string }[]
    >`select email from public.invitations where id = ${id}`;
    const subject = `Feedback on your interview for ${world.review.interviewTitle}`;
    const latest = () => latestMail(invitation?.email ?? '', { timeoutMs: 30_000 });
    await expect.poll(async () => (await latest()).subject, { timeout: 30_000 }).toBe(subject);
    const mail = await latest();
    expect(mail.text).toContain('We will write again after the second round.');

    const portal = await screens.openPage(world.review.candidate);
    await portal.goto('/candidate/dashboard');
    const history = portal.getByRole('listitem', { name: world.review.interviewTitle });
    await history.getByText(/^Feedback from /).waitFor();
    await history.getByText('We will write again after the second round.', { exact: false }).waitFor();
  });
});
