// Three raters of one workspace (OWNER, RECRUITER, REVIEWER) rate one candidate in the browser:
// each sees the others' ratings only after submitting their own, then the means per competency
// and overall and the "Raters disagree" marker where scores differ by 2 or more.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedEvaluationWorld, type EvaluationWorld } from '../../support/evaluation-fixtures.ts';
import type { TestUser } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { RatingsPageObject } from './ratings.po.ts';

const screens = useBrowser();
let world: EvaluationWorld;
let videoQuestion: string;
let textQuestion: string;

beforeAll(async () => {
  world = await seedEvaluationWorld(screens.sql);
  const questions = await screens.sql<{ id: string; text: string }[]>`
    select id, text from public.questions where id in ${screens.sql([world.review.questions.text, world.review.questions.video])}`;
  textQuestion = questions.find((q) => q.id === world.review.questions.text)?.text ?? '';
  videoQuestion = questions.find((q) => q.id === world.review.questions.video)?.text ?? '';
});

async function ratingPage(user: TestUser): Promise<{ page: Page; ratings: RatingsPageObject }> {
  const page = await (await screens.newContext(user)).newPage();
  const ratings = new RatingsPageObject(page);
  await ratings.openReview(world.review.invitationId);
  return { page, ratings };
}

/** Rates the text answer (Problem solving, Communication) and the video answer (Problem solving). */
async function rateAll(
  ratings: RatingsPageObject,
  [textSolving, talking, videoSolving]: [number, number, number],
  note: string,
) {
  await ratings.selectQuestion(textQuestion);
  await ratings.rate('Problem solving', textSolving, 1);
  await ratings.rate('Communication', talking, 2);
  await ratings.note('Communication', note);
  await ratings.selectQuestion(videoQuestion);
  await ratings.rate('Problem solving', videoSolving, 3);
}

describe('independent ratings on the review page', { timeout: 180_000 }, () => {
  it('shows each rater the others’ ratings only after submitting, with the right means and marker', async () => {
    // Problem solving on the text answer 5, 3, 4 (apart by 2: disagree); Communication 4, 3, 4 and
    // Problem solving on the video answer 3, 3, 2 (apart by 1).
    const owner = await ratingPage(world.owner);
    await expectAccessible(owner.page, 'review page with the rating panels');
    await rateAll(owner.ratings, [5, 4, 3], 'Owner note');
    expect(await owner.ratings.everyone.count()).toBe(0);
    await owner.ratings.submit();
    await expectAccessible(owner.page, 'review page after submitting');

    for (const [user, scores, note] of [
      [world.recruiter, [3, 3, 3], 'Recruiter note'],
      [world.reviewer, [4, 4, 2], 'Reviewer note'],
    ] as const) {
      const rater = await ratingPage(user);
      await rateAll(rater.ratings, [...scores], note);
      await rater.ratings.selectQuestion(textQuestion);
      expect(await rater.ratings.everyone.count()).toBe(0);
      expect(await rater.page.getByText('Owner note').count()).toBe(0);
      await rater.ratings.submit();
      await rater.ratings.everyone.getByText('Owner note').waitFor();
    }

    for (const user of [world.owner, world.recruiter, world.reviewer]) {
      const { ratings } = await ratingPage(user);
      expect(await ratings.meansRow('Problem solving')).toEqual(['Problem solving', '3.33', '6']);
      expect(await ratings.meansRow('Communication')).toEqual(['Communication', '3.67', '3']);
      expect(await ratings.meansRow('Overall')).toEqual(['Overall', '3.44', '']);
      await ratings.selectQuestion(textQuestion);
      const everyone = ratings.everyone;
      for (const name of Object.values(world.names)) await everyone.getByText(name).first().waitFor();
      expect(await everyone.getByText('Raters disagree').count()).toBe(1);
      await ratings.selectQuestion(videoQuestion);
      await everyone.getByRole('heading', { name: 'Problem solving' }).waitFor();
      expect(await everyone.getByText('Raters disagree').count()).toBe(0);
    }
  });

  it('lets the owner decide with a reason, shows the reviewer the decision read-only, and keeps a comment thread', async () => {
    const other = await seedEvaluationWorld(screens.sql);
    const owner = await (await screens.newContext(other.owner)).newPage();
    const ownerScreen = new RatingsPageObject(owner);
    await ownerScreen.openReview(other.review.invitationId);
    const decision = ownerScreen.section('Decision');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await decision.getByText('Give a reason').waitFor();
    await decision.getByText('Hold', { exact: true }).click();
    await decision.getByRole('textbox', { name: 'Reason' }).fill('Second round first');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    // The recorded decision's reason, not the form's (a textarea's text is its value too); the form
    // has emptied by the time the decision shows, so the reason never shows twice.
    await decision.getByRole('paragraph').filter({ hasText: 'Second round first' }).waitFor();
    expect(await decision.getByRole('textbox', { name: 'Reason' }).inputValue()).toBe('');

    const reviewer = await (await screens.newContext(other.reviewer)).newPage();
    const reviewerScreen = new RatingsPageObject(reviewer);
    await reviewerScreen.openReview(other.review.invitationId);
    const seen = reviewerScreen.section('Decision');
    await seen.getByText('Second round first').waitFor();
    await seen.getByText(other.names.owner, { exact: false }).waitFor();
    expect(await seen.getByRole('button', { name: 'Record decision' }).count()).toBe(0);
    await seen.getByText('Owners and recruiters of this workspace decide.').waitFor();

    const comments = reviewerScreen.section('Comments');
    await comments.getByRole('textbox', { name: 'New comment' }).fill('Clear about trade-offs');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await comments.getByRole('paragraph').filter({ hasText: 'Clear about trade-offs' }).waitFor();
    expect(await comments.getByRole('textbox', { name: 'New comment' }).inputValue()).toBe('');
    await expectAccessible(reviewer, 'review page with a decision and a comment');
    await comments.getByRole('button', { name: 'Delete comment' }).click();
    await reviewer.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await comments.getByText('No comments yet.').waitFor();
  });
});
