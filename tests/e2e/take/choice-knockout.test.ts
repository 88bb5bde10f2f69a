// A knockout choice question in Chromium (issue #37 item 1): with nothing to record, the candidate
// goes on without testing the camera and without a practice recording; they must pick before going
// on, pick the knockout and are ended kindly, with the team's contact; the interview is completed
// and marked; the recruiter's review names the knockout and shows the pick in words. axe on the
// choice question, the ending and the review.
import { describe, expect, it } from 'vitest';
import { seedChoiceQuestion } from '../../support/choice-fixtures.ts';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

describe('a knockout choice question', () => {
  it('ends the interview kindly for the candidate who picks it, and the review says so', async () => {
    const { sql } = screens;
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const interview = await seedInterview(sql, recruiter, { questions: 0, practice: true });
    await seedChoiceQuestion(sql, interview.id, {
      orderNumber: 1,
      text: 'Do you hold a work permit for Germany?',
      labels: ['Yes', 'No'],
      knockouts: ['No'],
    });
    await sql`insert into public.questions (interview_id, order_number, text, response_format)
              values (${interview.id}, 2, 'Why this team?', 'TEXT')`;
    const invitationId = await seedInvitation(sql, interview.id);

    const take = new TakePageObject(await screens.openPage(await createTestUser(config)));
    await take.open(await tokenOf(sql, invitationId));
    // Nothing to record: the camera may be left untested, and there is no practice recording.
    await take.startInterview.click();
    await take.agreeToNotice();
    await take.page.getByRole('button', { name: 'Continue without camera' }).click();
    await take.questionHeading(1, 2).waitFor();
    const question = take.page.getByRole('radiogroup', { name: 'Do you hold a work permit for Germany?' });
    await expectAccessible(take.page, 'take: CHOICE question');
    await take.next.click();
    await take.page.getByText('Pick an option to go on').waitFor();
    await question.getByRole('radio', { name: 'No' }).check();
    await take.next.click();
    await take.page.getByText(/This role requires a different answer to that question/).waitFor();
    await take.page.getByRole('link', { name: recruiter.email }).waitFor();
    await expectAccessible(take.page, 'take: ended by a knockout answer');
    const [state] = await sql<{ status: string; knocked_out: boolean }[]>`
      select status::text, knocked_out_at is not null as knocked_out from public.invitations where id = ${invitationId}`;
    expect(state).toEqual({ status: 'COMPLETED', knocked_out: true });

    const review = await screens.openPage(recruiter);
    await review.goto(`/reviews/${invitationId}`);
    await review.getByText('Ended by a knockout answer to question 1').waitFor();
    await review.getByText('Picked').first().waitFor();
    await expectAccessible(review, 'review: a knockout choice answer');
  });
});
