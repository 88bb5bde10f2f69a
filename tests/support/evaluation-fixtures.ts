// One candidate of one workspace rated by three members: its OWNER, a RECRUITER and a REVIEWER
// (the last two platform CANDIDATEs: membership is what admits them). The scorecard has two
// competencies: Problem solving on the text and the video answer, Communication on the text one.
import { config, sendJson, type Database } from './interview-fixtures.ts';
import { seedReview, type SeededReview } from './review-fixtures.ts';
import { interviewOfInvitation, seedScorecard, type SeededCompetency } from './scorecard-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from './users.ts';
import { addMember, workspaceOf } from './workspace-fixtures.ts';
import { callApi } from './api.ts';

export interface EvaluationWorld {
  owner: TestUser;
  recruiter: TestUser;
  reviewer: TestUser;
  names: { owner: string; recruiter: string; reviewer: string };
  review: SeededReview;
  solving: SeededCompetency;
  talking: SeededCompetency;
}

export async function seedEvaluationWorld(sql: Database): Promise<EvaluationWorld> {
  const last = uniqueName('Rater');
  const [owner, recruiter, reviewer] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER', firstName: 'Olive', lastName: last }),
    createTestUser(config, { firstName: 'Rita', lastName: last }),
    createTestUser(config, { firstName: 'Vic', lastName: last }),
  ]);
  const workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, recruiter, 'RECRUITER');
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
  const review = await seedReview(sql, { recruiter: owner });
  const [solving, talking] = await seedScorecard(sql, await interviewOfInvitation(sql, review.invitationId), [
    { name: 'Problem solving', questionIds: [review.questions.text, review.questions.video] },
    { name: 'Communication', questionIds: [review.questions.text] },
  ]);
  if (!solving || !talking) throw new Error('The scorecard was not seeded');
  return {
    owner,
    recruiter,
    reviewer,
    names: { owner: `Olive ${last}`, recruiter: `Rita ${last}`, reviewer: `Vic ${last}` },
    review,
    solving,
    talking,
  };
}

/** A rater's three ratings, in the view's order: the text answer's Problem solving and Communication, the video answer's Problem solving. */
export function threeRatings(world: EvaluationWorld, scores: [number, number, number], note = '') {
  const { review, solving, talking } = world;
  return [
    { response_id: review.responses.text, competency_id: solving.id, score: scores[0], note },
    { response_id: review.responses.text, competency_id: talking.id, score: scores[1], note },
    { response_id: review.responses.video, competency_id: solving.id, score: scores[2], note },
  ];
}

export const getRatings = (user: TestUser, id: string) =>
  callApi(`/reviews/${id}/ratings`, { token: user.accessToken });
export const putRatings = (user: TestUser, id: string, ratings: unknown) =>
  sendJson('PUT', `/reviews/${id}/ratings`, { ratings }, user);
export const submitRatings = (user: TestUser, id: string) =>
  callApi(`/reviews/${id}/ratings/submit`, { method: 'POST', token: user.accessToken });
