// A recruiter gives an interview a scorecard from a template, links questions to competencies,
// sees it on the interview's page, edits it there and turns anonymous review on.
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { ScorecardPageObject } from './scorecard.po.ts';

const screens = useBrowser();

describe('scorecards', () => {
  it('a recruiter creates an interview from a template, links its questions, edits it and turns anonymous review on', async () => {
    const page = await screens.openPage();
    const recruiter = new ScorecardPageObject(page);
    await screens.signIn(page, 'RECRUITER');
    await recruiter.open('/interviews/create');
    const title = uniqueName('Scored interview');
    await recruiter.fillInterview({
      title,
      questions: [{ text: 'Tell us about a hard problem' }, { text: 'Why us?' }],
    });

    await recruiter.startFromTemplate('General');
    await expect.poll(() => recruiter.competency(1).getByLabel('Name').inputValue()).toBe('Communication');
    await recruiter.choose(recruiter.question(1), 'Evaluates', 'Communication', 'Problem solving');
    await recruiter.choose(recruiter.question(2), 'Evaluates', 'Motivation and fit');
    await expectAccessible(page, 'create interview with a scorecard');

    // A blank anchor is refused beside its field, and nothing is sent.
    await recruiter.competency(4).getByLabel('Competency 4, level 3').fill('');
    await recruiter.submitInterview.click();
    await recruiter.competency(4).getByText('Describe what this level means').waitFor();
    await recruiter
      .competency(4)
      .getByLabel('Competency 4, level 3')
      .fill('Gives a plausible reason for applying.');

    await recruiter.submitInterview.click();
    await recruiter.waitForPath(/^\/interviews\/[0-9a-f-]{36}$/);
    const id = recruiter.pathname().split('/').pop() ?? '';
    await recruiter.scorecard.getByRole('heading', { name: 'Problem solving' }).waitFor();
    await recruiter.scorecard.getByText('Evaluated by Question 1', { exact: true }).first().waitFor();
    await expectAccessible(page, 'interview detail with a scorecard');

    const [before] = await screens.sql<{ id: string }[]>`
      select id from public.scorecard_competencies where interview_id = ${id} and position = 1`;
    await recruiter.scorecard.getByRole('button', { name: 'Edit scorecard' }).click();
    const dialog = recruiter.dialog('Edit scorecard');
    await recruiter.competency(1).getByLabel('Name').fill('Clear communication');
    await expectAccessible(page, 'edit scorecard dialog');
    await dialog.getByRole('button', { name: 'Save scorecard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await recruiter.scorecard.getByRole('heading', { name: 'Clear communication' }).waitFor();
    const [after] = await screens.sql<{ id: string; name: string }[]>`
      select id, name from public.scorecard_competencies where interview_id = ${id} and position = 1`;
    expect(after).toEqual({ id: before?.id, name: 'Clear communication' });

    await recruiter.anonymousReview.click({ force: true });
    await expect
      .poll(
        async () =>
          (
            await screens.sql<{ anonymous_review: boolean }[]>`
          select anonymous_review from public.interviews where id = ${id}`
          )[0]?.anonymous_review,
      )
      .toBe(true);
    await expect.poll(() => recruiter.anonymousReview.isChecked()).toBe(true);
  });
});
