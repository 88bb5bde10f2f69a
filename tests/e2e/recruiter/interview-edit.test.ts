// Editing an interview in Chromium (issue #19 item 7): the recruiter renames it and rewords a
// question before anyone answered; once a candidate has answered, the edit page keeps the
// questions as they are, says why and offers Duplicate, which opens the copy.
import { describe, expect, it } from 'vitest';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { RecruiterPageObject } from './recruiter.po.ts';

const screens = useBrowser();

describe('editing an interview', () => {
  it('renames it and rewords a question, then refuses question changes once answered and offers Duplicate', async () => {
    const { user: owner, page } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner, { questions: 2 });
    const recruiter = new RecruiterPageObject(page);

    await recruiter.open(`/interviews/${interview.id}`);
    await recruiter.link('Edit').click();
    await recruiter.heading('Edit interview').waitFor();
    await page.getByLabel('Interview Title').fill('Edited interview');
    await page
      .getByRole('group', { name: 'Question 1' })
      .getByLabel('Question text')
      .fill('What did you build last?');
    await recruiter.button('Save changes').click();
    await recruiter.notification('Interview saved').waitFor();
    await recruiter.heading('Edited interview').waitFor();
    await page.getByText('What did you build last?').waitFor();
    const settings = recruiter.section('Candidate experience');
    await settings.getByText('Practice question: off').waitFor();
    await settings.getByText('Reminders: 48 h and 24 h before the deadline').waitFor();

    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const invitation = await seedInvitation(screens.sql, interview.id, 'STARTED', candidate);
    await screens.sql`insert into public.responses (invitation_id, candidate_id, question_id, response_text)
                      values (${invitation}, ${candidate.id}, ${interview.questionIds[0] ?? ''}, 'An answer')`;
    await recruiter.open(`/interviews/${interview.id}/edit`);
    await page.getByText('Candidates have already answered this interview').waitFor();
    const answered = page.getByRole('group', { name: 'Question 1' }).getByLabel('Question text');
    expect(await answered.isEditable()).toBe(false);
    expect(await recruiter.button('Add Question').count()).toBe(0);
    await recruiter.button('Duplicate').click();
    await recruiter.heading('Copy of Edited interview').waitFor();
  });
});
