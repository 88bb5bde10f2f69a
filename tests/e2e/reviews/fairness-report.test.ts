// The fairness report in Chromium (issue #20 item 6): the candidate answers the voluntary
// self-identification in their portal's interview history, told it is optional and never seen by
// the team; the workspace's owner reads on the interview page that the report comes when the
// interview closes, closes it, and reads the report, with the flagged group and the suppressed
// ones marked in words; a reviewer of the workspace gets no report. axe on both.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedEvaluationWorld, type EvaluationWorld } from '../../support/evaluation-fixtures.ts';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { interviewOfInvitation } from '../../support/scorecard-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser();

describe('the fairness report', () => {
  let world: EvaluationWorld;
  let interviewId: string;
  beforeAll(async () => {
    world = await seedEvaluationWorld(screens.sql);
    interviewId = await interviewOfInvitation(screens.sql, world.review.invitationId);
  });

  it('takes the candidate’s voluntary answers', async () => {
    const { sql } = screens;
    const portal = await screens.openPage(world.review.candidate);
    await portal.goto('/candidate/dashboard');
    const history = portal.getByRole('listitem', { name: world.review.interviewTitle });
    await history.getByText('You have not answered.').waitFor();
    await history.getByRole('button', { name: 'Answer the questions' }).click();
    await history.getByText(/Answering is voluntary and has no effect on your application/).waitFor();
    await history.getByText(/no reviewer, recruiter or owner can read them/).waitFor();
    await history.getByRole('button', { name: 'Save my answers' }).click();
    await history.getByText('Choose an answer for sex, or "Prefer not to say"').waitFor();
    await history.getByRole('radiogroup', { name: 'Sex' }).getByRole('radio', { name: 'Female' }).check();
    await history
      .getByRole('radiogroup', { name: 'Race/ethnicity' })
      .getByRole('radio', { name: 'Prefer not to say' })
      .check();
    await expectAccessible(portal, 'candidate portal: self-identification');
    await history.getByRole('button', { name: 'Save my answers' }).click();
    await portal.getByText('Your answers are saved').waitFor();
    await history.getByText('You have answered. You can change or withdraw your answers.').waitFor();
    const answers = () => sql<{ sex: string; race_ethnicity: string }[]>`
      select sex::text, race_ethnicity::text from private.candidate_self_identifications
      where invitation_id = ${world.review.invitationId}`;
    expect(await answers()).toEqual([{ sex: 'FEMALE', race_ethnicity: 'PREFER_NOT_TO_SAY' }]);
  });

  it('shows the owner counts only, once the interview has closed, and the reviewer nothing', async () => {
    const { sql } = screens;

    // Female, White: 5 completed, 3 advanced; Male, White: 5 completed, 1 advanced. Asian: nobody.
    for (const [sex, count, advanced] of [
      ['FEMALE', 5, 3],
      ['MALE', 5, 1],
    ] as const) {
      for (let n = 0; n < count; n++) {
        const id = await seedInvitation(sql, interviewId, 'COMPLETED');
        await sql`insert into private.candidate_self_identifications (invitation_id, sex, race_ethnicity)
                  values (${id}, ${sex}, 'WHITE')`;
        if (n < advanced) {
          await sql`insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
                    values (${id}, 'ADVANCE', 'Fairness walk', ${world.owner.id})`;
        }
      }
    }

    const page = await screens.openPage(world.owner);
    await page.goto(`/interviews/${interviewId}`);
    const report = page.getByRole('region', { name: 'Fairness report' });
    // Open, the interview has no report yet: it is taken when the interview first closes.
    await report.getByText('The fairness report is available when the interview closes.').waitFor();
    expect(await report.getByRole('table').count()).toBe(0);
    await page.getByRole('button', { name: 'Close interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close interview' });
    await dialog.getByText(/The first close takes the fairness report/).waitFor();
    await dialog.getByRole('button', { name: 'Close interview' }).click();
    await report.getByText(/^Taken when the interview closed, on /).waitFor();
    await report.getByText(/Under the four-fifths rule, an impact ratio below 0.80/).waitFor();
    const bySex = report.getByRole('table', { name: 'Fairness report by sex', exact: true });
    const male = bySex.getByRole('row', { name: /^Male/ });
    await male.waitFor();
    // Male: 1 / 5 = 20%. Female: 5 seeded + the candidate above = 6, 3 advanced: 50%, the highest
    // rate. Male's impact ratio 0.2 / 0.5 = 0.40, below four fifths.
    expect(await male.innerText()).toMatch(/5\s+1\s+20%\s+0\.40\s+Below four fifths/);
    expect(await bySex.getByRole('row', { name: /^Female/ }).innerText()).toMatch(
      /6\s+3\s+50%\s+1\.00\s+Within/,
    );
    const byRace = report.getByRole('table', { name: 'Fairness report by race/ethnicity', exact: true });
    expect(await byRace.getByRole('row', { name: /^Asian/ }).innerText()).toContain('Too few to report');
    // Male and White: 0.2 against Female and White's 3 / 5 = 0.6: 0.33.
    const byBoth = report.getByRole('table', {
      name: 'Fairness report by sex and race/ethnicity',
      exact: true,
    });
    expect(await byBoth.getByRole('row', { name: /^Male, White/ }).innerText()).toMatch(
      /0\.33\s+Below four fifths/,
    );
    await expectAccessible(page, 'interview page: fairness report');

    const reviewerPage = await screens.openPage(world.reviewer);
    await reviewerPage.goto(`/interviews/${interviewId}`);
    await reviewerPage.getByRole('heading', { name: world.review.interviewTitle, level: 1 }).waitFor();
    expect(await reviewerPage.getByRole('region', { name: 'Fairness report' }).count()).toBe(0);
  });
});
