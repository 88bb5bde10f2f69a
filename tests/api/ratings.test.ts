// Independent ratings of one candidate by three members (OWNER, RECRUITER, REVIEWER): nobody sees
// another's ratings, means or disagreements before submitting their own; after, everyone's
// submitted ones, with means per competency and overall and a marker where scores differ by 2+.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationErrorMessages, ratingHistorySchema, ratingsViewSchema } from '#contract/evaluations';
import { callApi } from '../support/api.ts';
import { expectError, expectJson, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { seedReview } from '../support/review-fixtures.ts';
import {
  getRatings,
  putRatings,
  seedEvaluationWorld,
  submitRatings,
  threeRatings,
  type EvaluationWorld,
} from '../support/evaluation-fixtures.ts';

let sql: Database;
beforeAll(() => {
  sql = openDatabase();
});
afterAll(async () => {
  await sql.end();
});

const view = async (response: Response, status = 200) =>
  ratingsViewSchema.parse(await expectJson(response, status));

async function ratingRows(world: EvaluationWorld) {
  return sql<{ rater_id: string; score: number; note: string }[]>`
    select rater_id, score, note from public.ratings where invitation_id = ${world.review.invitationId}
    order by rater_id, response_id, competency_id`;
}

describe('independent ratings', () => {
  it('hides the others’ ratings until one submits, then shows everyone’s with means and disagreements', async () => {
    const world = await seedEvaluationWorld(sql);
    const id = world.review.invitationId;
    // Problem solving on the text answer: 5, 3, 4 (apart by exactly 2: disagree); Communication
    // 4, 3, 4 and Problem solving on the video answer 3, 3, 2 (apart by 1: agree).
    const scores = { owner: [5, 4, 3], recruiter: [3, 3, 3], reviewer: [4, 4, 2] } as const;

    const empty = await view(await getRatings(world.reviewer, id));
    expect(empty.answers.map((a) => [a.response_id, a.competencies.map((c) => c.name)])).toEqual([
      [world.review.responses.text, ['Problem solving', 'Communication']],
      [world.review.responses.video, ['Problem solving']],
    ]);
    expect(empty.answers[0]?.competencies[0]?.anchors).toEqual(world.solving.anchors);

    for (const rater of ['owner', 'recruiter', 'reviewer'] as const) {
      const saved = await view(
        await putRatings(world[rater], id, threeRatings(world, [...scores[rater]], `by ${rater}`)),
      );
      expect(saved.my_ratings.map((r) => r.score)).toEqual([...scores[rater]]);
      expect(saved.others).toBeNull();
    }

    // The owner submits first: they see only their own submitted ratings; the others still see nothing.
    const ownerAfter = await view(await submitRatings(world.owner, id), 201);
    expect(ownerAfter.submitted_at).not.toBeNull();
    expect(ownerAfter.others?.map((o) => o.name)).toEqual([world.names.owner]);

    const reviewerBefore = await view(await getRatings(world.reviewer, id));
    expect(reviewerBefore.submitted_at).toBeNull();
    expect(reviewerBefore.raters.map((r) => r.name)).toEqual([world.names.owner]);
    expect(reviewerBefore.others).toBeNull();
    expect(reviewerBefore.means).toBeNull();
    expect(reviewerBefore.disagreements).toBeNull();
    expect(reviewerBefore.my_ratings.map((r) => r.note)).toEqual([
      'by reviewer',
      'by reviewer',
      'by reviewer',
    ]);
    const reviewerText = JSON.stringify(reviewerBefore);
    expect(reviewerText).not.toContain('by owner');
    expect(reviewerText).not.toContain('by recruiter');

    await view(await submitRatings(world.recruiter, id), 201);
    await view(await submitRatings(world.reviewer, id), 201);

    for (const rater of ['owner', 'recruiter', 'reviewer'] as const) {
      const after = await view(await getRatings(world[rater], id));
      expect(after.others?.map((o) => [o.name, o.ratings.map((r) => r.score)])).toEqual([
        [world.names.owner, [...scores.owner]],
        [world.names.recruiter, [...scores.recruiter]],
        [world.names.reviewer, [...scores.reviewer]],
      ]);
      expect(after.means).toEqual({
        competencies: [
          { competency_id: world.solving.id, mean: 3.33, count: 6 },
          { competency_id: world.talking.id, mean: 3.67, count: 3 },
        ],
        overall: 3.44,
      });
      expect(after.disagreements).toEqual([
        { response_id: world.review.responses.text, competency_id: world.solving.id, min: 3, max: 5 },
      ]);
    }
  });

  it('keeps every version of an edited rating, also after submitting, and shows it to the others', async () => {
    const world = await seedEvaluationWorld(sql);
    const id = world.review.invitationId;
    await view(await putRatings(world.owner, id, threeRatings(world, [2, 2, 2], 'first')));
    await view(await submitRatings(world.owner, id), 201);
    const edited = await view(
      await putRatings(world.owner, id, [
        {
          response_id: world.review.responses.text,
          competency_id: world.solving.id,
          score: 4,
          note: 'second look',
        },
      ]),
    );
    expect(edited.my_ratings.map((r) => [r.score, r.edited])).toEqual([
      [4, true],
      [2, false],
      [2, false],
    ]);

    await view(await putRatings(world.reviewer, id, threeRatings(world, [3, 3, 3])));
    const hidden = ratingHistorySchema.parse(
      await expectJson(
        await callApi(`/reviews/${id}/ratings/history`, { token: world.reviewer.accessToken }),
        200,
      ),
    );
    expect(hidden.ratings.every((r) => r.rater_id === world.reviewer.id)).toBe(true);

    await view(await submitRatings(world.reviewer, id), 201);
    const history = ratingHistorySchema.parse(
      await expectJson(
        await callApi(`/reviews/${id}/ratings/history`, { token: world.reviewer.accessToken }),
        200,
      ),
    );
    const ownersText = history.ratings.find(
      (r) =>
        r.rater_id === world.owner.id &&
        r.response_id === world.review.responses.text &&
        r.competency_id === world.solving.id,
    );
    expect(ownersText?.name).toBe(world.names.owner);
    expect(ownersText?.versions.map((v) => [v.score, v.note])).toEqual([
      [2, 'first'],
      [4, 'second look'],
    ]);
  });

  it('keeps a rating changed before submitting as one version: Edited means changed after submitting', async () => {
    const world = await seedEvaluationWorld(sql);
    const id = world.review.invitationId;
    // The form saves a score when it is chosen, and its note when the field is left.
    await view(await putRatings(world.owner, id, threeRatings(world, [2, 2, 2], '')));
    await view(await putRatings(world.owner, id, threeRatings(world, [3, 3, 3], 'on reflection')));
    const submitted = await view(await submitRatings(world.owner, id), 201);
    expect(submitted.my_ratings.map((r) => [r.score, r.note, r.edited])).toEqual([
      [3, 'on reflection', false],
      [3, 'on reflection', false],
      [3, 'on reflection', false],
    ]);
    expect(submitted.others?.[0]?.ratings.every((r) => !r.edited)).toBe(true);
    const history = ratingHistorySchema.parse(
      await expectJson(
        await callApi(`/reviews/${id}/ratings/history`, { token: world.owner.accessToken }),
        200,
      ),
    );
    expect(history.ratings.map((r) => r.versions.map((v) => [v.score, v.note]))).toEqual([
      [[3, 'on reflection']],
      [[3, 'on reflection']],
      [[3, 'on reflection']],
    ]);
  });

  it('refuses an incomplete submission and a second one with a clear message', async () => {
    const world = await seedEvaluationWorld(sql);
    const id = world.review.invitationId;
    await view(await putRatings(world.reviewer, id, threeRatings(world, [3, 3, 3]).slice(0, 2)));
    const incomplete = await expectError(await submitRatings(world.reviewer, id), 400);
    expect(incomplete.error).toBe(evaluationErrorMessages.incomplete);
    expect((await view(await getRatings(world.reviewer, id))).submitted_at).toBeNull();

    await view(await putRatings(world.reviewer, id, threeRatings(world, [3, 3, 3])));
    await view(await submitRatings(world.reviewer, id), 201);
    const twice = await expectError(await submitRatings(world.reviewer, id), 409);
    expect(twice.error).toBe(evaluationErrorMessages.alreadySubmitted);
  });

  it('answers every bad input with a 400 and changes nothing', async () => {
    const world = await seedEvaluationWorld(sql);
    const id = world.review.invitationId;
    await view(await putRatings(world.recruiter, id, threeRatings(world, [3, 3, 3], 'kept')));
    const before = await ratingRows(world);
    const other = await seedReview(sql, { recruiter: world.owner });
    const [good] = threeRatings(world, [1, 1, 1]);
    const bad: [unknown, string][] = [
      [[{ ...good, score: 0 }], 'Choose a score from 1 to 5'],
      [[{ ...good, score: 6 }], 'Choose a score from 1 to 5'],
      [[{ ...good, score: 2.5 }], 'Choose a score from 1 to 5'],
      [[{ ...good, note: 'x'.repeat(2001) }], 'A note has at most 2000 characters'],
      [[], 'Give at least one rating'],
      [[good, good], 'Rate each competency of an answer once'],
      [[{ ...good, response_id: 'nope' }], 'Must be a response id'],
      // The audio answer's question is not linked to Problem solving; an answer of another candidate.
      [
        [{ ...good, response_id: world.review.responses.audio }],
        'This answer is not rated on that competency',
      ],
      [[{ ...good, response_id: other.responses.text }], 'This answer is not rated on that competency'],
      // All or nothing: one good rating and one bad.
      [
        [good, { ...good, response_id: world.review.responses.audio }],
        'This answer is not rated on that competency',
      ],
    ];
    for (const [ratings, message] of bad) {
      const error = await expectError(await putRatings(world.recruiter, id, ratings), 400);
      expect(JSON.stringify(error)).toContain(message);
    }
    expect(await ratingRows(world)).toEqual(before);
  });

  it('is not found outside the workspace and refused before the interview is completed', async () => {
    const world = await seedEvaluationWorld(sql);
    const outsider = await seedEvaluationWorld(sql);
    await expectError(await getRatings(outsider.reviewer, world.review.invitationId), 404);
    await expectError(
      await putRatings(outsider.owner, world.review.invitationId, threeRatings(world, [3, 3, 3])),
      404,
    );
    await expectError(await submitRatings(outsider.owner, world.review.invitationId), 404);
    const started = await seedReview(sql, { recruiter: world.owner, status: 'STARTED' });
    await expectError(await getRatings(world.owner, started.invitationId), 409);
    expect(await ratingRows(world)).toEqual([]);
  });
});
