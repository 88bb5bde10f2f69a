// One interview with two compared candidates: the first rated and submitted by the OWNER (5,4,3)
// and the RECRUITER (2,3,3), with AI scores 80 and 71 (and one insufficient-evidence answer) and a
// decision HOLD then ADVANCE; the second rated by the OWNER only (4,5,1); a third still answering.
import { completeInterview } from './analysis-fixtures.ts';
import {
  putRatings,
  seedEvaluationWorld,
  submitRatings,
  threeRatings,
  type EvaluationWorld,
} from './evaluation-fixtures.ts';
import { config, expectJson, seedInvitation, sendJson, type Database } from './interview-fixtures.ts';
import { interviewOfInvitation } from './scorecard-fixtures.ts';
import { createTestUser, uniqueName } from './users.ts';

export interface SeededComparison {
  world: EvaluationWorld;
  interviewId: string;
  first: { id: string; name: string; email: string };
  second: { id: string; name: string; email: string };
}

/** A second candidate of the world's interview, with typed answers to its text and video questions. */
async function seedSecondCandidate(sql: Database, world: EvaluationWorld, interviewId: string) {
  const candidate = await createTestUser(config);
  const id = await seedInvitation(sql, interviewId, 'STARTED', candidate);
  const [text] = await sql<{ id: string }[]>`
    insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values (${id}, ${world.review.questions.text}, ${candidate.id}, 'I would measure first.') returning id`;
  const [video] = await sql<{ id: string }[]>`
    insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values (${id}, ${world.review.questions.video}, ${candidate.id}, 'Shown on screen.') returning id`;
  if (!text || !video) throw new Error('A response insert returned no row');
  await completeInterview(sql, id, { queueAnalysis: false });
  return { id, email: candidate.email, responses: { text: text.id, video: video.id } };
}

export async function seedComparison(sql: Database): Promise<SeededComparison> {
  const world = await seedEvaluationWorld(sql);
  const interviewId = await interviewOfInvitation(sql, world.review.invitationId);
  const second = await seedSecondCandidate(sql, world, interviewId);
  const [firstName, secondName] = [uniqueName('Ada'), uniqueName('Brook')];
  await sql`update public.invitations set first_name = ${firstName}, last_name = 'Lovelace' where id = ${world.review.invitationId}`;
  await sql`update public.invitations set first_name = ${secondName}, last_name = 'Hopper' where id = ${second.id}`;
  // A candidate still answering is not compared.
  await seedInvitation(sql, interviewId, 'STARTED');
  // The assistant: 80 and 71 on two answers, insufficient evidence on the third (left out): 75.5 → 76.
  const insight = (score: number | null) =>
    score === null
      ? { score: null, insufficient_evidence: true, summary: 'Too short' }
      : { score, summary: 'Read' };
  for (const [responseId, score] of [
    [world.review.responses.text, 80],
    [world.review.responses.video, 71],
    [world.review.responses.audio, null],
  ] as const) {
    await sql`update public.responses set ai_insights = ${sql.json(insight(score))} where id = ${responseId}`;
  }
  const first = world.review.invitationId;
  for (const [rater, scores] of [
    [world.owner, [5, 4, 3]],
    [world.recruiter, [2, 3, 3]],
  ] as const) {
    await expectJson(
      await putRatings(rater, first, threeRatings(world, [...scores] as [number, number, number])),
      200,
    );
    await expectJson(await submitRatings(rater, first), 201);
  }
  const secondRatings = [
    { response_id: second.responses.text, competency_id: world.solving.id, score: 4, note: '' },
    { response_id: second.responses.text, competency_id: world.talking.id, score: 5, note: '' },
    { response_id: second.responses.video, competency_id: world.solving.id, score: 1, note: '' },
  ];
  await expectJson(await putRatings(world.owner, second.id, secondRatings), 200);
  await expectJson(await submitRatings(world.owner, second.id), 201);
  for (const decision of ['HOLD', 'ADVANCE']) {
    await expectJson(
      await sendJson(
        'POST',
        `/reviews/${first}/decision`,
        { decision, reason: `Because ${decision}` },
        world.owner,
      ),
      201,
    );
  }
  return {
    world,
    interviewId,
    first: { id: first, name: `${firstName} Lovelace`, email: world.review.candidate.email },
    second: { id: second.id, name: `${secondName} Hopper`, email: second.email },
  };
}
