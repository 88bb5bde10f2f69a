// Scorecards over the api: written with a new interview or replaced as a whole, read by every
// member of the interview's workspace, changed only by its managers; a rated competency stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewDetailSchema } from '#contract/interviews';
import { scorecardMessages, scorecardSchema, type ScorecardInput } from '#contract/scorecards';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { seedReview } from '../support/review-fixtures.ts';
import { competency } from '../support/scorecard-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let recruiter: TestUser;
let reviewer: TestUser;
let outsider: TestUser;
let workspaceId: string;

beforeAll(async () => {
  sql = openDatabase();
  [owner, recruiter, reviewer, outsider] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
  workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, recruiter, 'RECRUITER');
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
});

afterAll(async () => {
  await sql.end();
});

/** The value that the setup just made; a test that finds none fails here. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Expected a value');
  return value;
}

async function getScorecard(user: TestUser, interviewId: string) {
  return scorecardSchema.parse(
    await expectJson(await callApi(`/interviews/${interviewId}/scorecard`, { token: user.accessToken }), 200),
  );
}

function putScorecard(user: TestUser, interviewId: string, body: ScorecardInput | Record<string, unknown>) {
  return sendJson('PUT', `/interviews/${interviewId}/scorecard`, body, user);
}

async function storedNames(interviewId: string): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from public.scorecard_competencies where interview_id = ${interviewId} order by position`;
  return rows.map((row) => row.name);
}

describe('POST /interviews with a scorecard', () => {
  it('writes the competencies, the links and the anonymous-review setting with the interview', async () => {
    const body = {
      workspace_id: workspaceId,
      title: uniqueName('Scored'),
      anonymous_review: true,
      questions: [
        { text: 'Tell us about a hard bug', competency_indices: [1, 0] },
        { text: '   ' },
        { text: 'Why this team?' },
      ],
      scorecard: { competencies: [competency('  Problem solving  '), competency('Communication')] },
    };
    const { id } = (await expectJson(await sendJson('POST', '/interviews', body, owner), 201)) as {
      id: string;
    };

    const scorecard = await getScorecard(reviewer, id);
    expect(scorecard.competencies.map((c) => [c.position, c.name])).toEqual([
      [1, 'Problem solving'],
      [2, 'Communication'],
    ]);
    expect(scorecard.competencies[0]?.anchors).toEqual(
      [1, 2, 3, 4, 5].map((n) => `  Problem solving  : level ${n}`.trim()),
    );
    const [solving, communication] = scorecard.competencies.map((c) => c.id);
    expect(scorecard.questions.map((q) => [q.order_number, q.competency_ids])).toEqual([
      [1, [solving, communication]],
      [2, []],
    ]);

    const detail = interviewDetailSchema.parse(
      await expectJson(await callApi(`/interviews/${id}`, { token: reviewer.accessToken }), 200),
    );
    expect(detail).toMatchObject({ anonymous_review: true, competency_count: 2 });
  });

  it('answers 400 with the field of each bad competency or link, and creates nothing', async () => {
    const title = uniqueName('Refused scorecard');
    const response = await sendJson(
      'POST',
      '/interviews',
      {
        workspace_id: workspaceId,
        title,
        questions: [{ text: 'Q', competency_indices: [2] }],
        scorecard: {
          competencies: [
            competency('Ownership'),
            { ...competency('ownership'), anchors: ['a', 'b', 'c', 'd', ' '] },
          ],
        },
      },
      owner,
    );
    const error = await expectError(response, 400);
    expect(error.fields).toMatchObject({
      'scorecard.competencies.1.name': 'Each competency needs its own name',
      'scorecard.competencies.1.anchors.4': 'Describe what this level means',
    });
    expect(await sql`select 1 from public.interviews where title = ${title}`).toHaveLength(0);

    const linkError = await expectError(
      await sendJson(
        'POST',
        '/interviews',
        {
          workspace_id: workspaceId,
          title,
          questions: [{ text: 'Q', competency_indices: [1] }],
          scorecard: { competencies: [competency('Only')] },
        },
        owner,
      ),
      400,
    );
    expect(linkError.fields).toMatchObject({
      'questions.0.competency_indices': scorecardMessages.unknownLink,
    });
    const tooMany = await expectError(
      await sendJson(
        'POST',
        '/interviews',
        { workspace_id: workspaceId, title, questions: [{ text: 'Q' }], scorecard: { competencies: [] } },
        owner,
      ),
      400,
    );
    expect(tooMany.fields?.['scorecard.competencies']).toBe('A scorecard has 1 to 20 competencies');
    expect(await sql`select 1 from public.interviews where title = ${title}`).toHaveLength(0);
  });

  it('without a scorecard the interview has none and is not anonymous', async () => {
    const { id } = (await expectJson(
      await sendJson(
        'POST',
        '/interviews',
        { workspace_id: workspaceId, title: uniqueName('Plain'), questions: [{ text: 'Q' }] },
        owner,
      ),
      201,
    )) as { id: string };
    expect((await getScorecard(owner, id)).competencies).toEqual([]);
    const detail = interviewDetailSchema.parse(
      await expectJson(await callApi(`/interviews/${id}`, { token: owner.accessToken }), 200),
    );
    expect(detail).toMatchObject({ anonymous_review: false, competency_count: 0 });
  });
});

describe('PUT /interviews/:id/scorecard', () => {
  it('keeps the ids of competencies sent with them, removes the others, and relinks the questions', async () => {
    const interview = await seedInterview(sql, owner, { questions: 2 });
    const first = scorecardSchema.parse(
      await expectJson(
        await putScorecard(recruiter, interview.id, {
          competencies: [competency('Alpha'), competency('Beta'), competency('Gamma')],
          links: [{ question_id: must(interview.questionIds[0]), competency_indices: [0, 2] }],
        }),
        200,
      ),
    );
    const [alpha, beta, gamma] = first.competencies;
    // Swap two names, drop Gamma, add Delta, reorder.
    const second = scorecardSchema.parse(
      await expectJson(
        await putScorecard(owner, interview.id, {
          competencies: [
            competency('Alpha', must(beta).id),
            competency('Delta'),
            competency('Beta', must(alpha).id),
          ],
          links: [{ question_id: must(interview.questionIds[1]), competency_indices: [1, 2] }],
        }),
        200,
      ),
    );
    expect(second.competencies.map((c) => [c.position, c.name])).toEqual([
      [1, 'Alpha'],
      [2, 'Delta'],
      [3, 'Beta'],
    ]);
    expect(second.competencies[0]?.id).toBe(must(beta).id);
    expect(second.competencies[2]?.id).toBe(must(alpha).id);
    expect(second.competencies.map((c) => c.id)).not.toContain(must(gamma).id);
    expect(second.questions.map((q) => q.competency_ids)).toEqual([
      [],
      [must(second.competencies[1]).id, must(alpha).id],
    ]);
  });

  it('refuses a REVIEWER (403) and an outsider (404), and changes nothing', async () => {
    const interview = await seedInterview(sql, owner);
    await expectJson(await putScorecard(owner, interview.id, { competencies: [competency('Kept')] }), 200);
    const body = { competencies: [competency('Replaced')] };
    expect((await expectError(await putScorecard(reviewer, interview.id, body), 403)).error).toBe(
      workspaceErrorMessages.reviewerRefused,
    );
    await expectError(await putScorecard(outsider, interview.id, body), 404);
    await expectError(
      await callApi(`/interviews/${interview.id}/scorecard`, { token: outsider.accessToken }),
      404,
    );
    expect(await storedNames(interview.id)).toEqual(['Kept']);
  });

  it('answers 400 for a competency or question of another interview, and changes nothing', async () => {
    const [interview, other] = await Promise.all([seedInterview(sql, owner), seedInterview(sql, owner)]);
    const [otherCompetency] = scorecardSchema.parse(
      await expectJson(await putScorecard(owner, other.id, { competencies: [competency('Elsewhere')] }), 200),
    ).competencies;
    await expectJson(await putScorecard(owner, interview.id, { competencies: [competency('Kept')] }), 200);

    const unknownCompetency = await expectError(
      await putScorecard(owner, interview.id, {
        competencies: [competency('Stolen', must(otherCompetency).id)],
      }),
      400,
    );
    expect(unknownCompetency.fields).toEqual({ 'competencies.0.id': scorecardMessages.unknownCompetency });
    const unknownQuestion = await expectError(
      await putScorecard(owner, interview.id, {
        competencies: [competency('New')],
        links: [{ question_id: must(other.questionIds[0]), competency_indices: [0] }],
      }),
      400,
    );
    expect(unknownQuestion.fields).toEqual({ 'links.0.question_id': scorecardMessages.unknownQuestion });
    const badIndex = await expectError(
      await putScorecard(owner, interview.id, {
        competencies: [competency('New')],
        links: [{ question_id: must(interview.questionIds[0]), competency_indices: [0, 0] }],
      }),
      400,
    );
    expect(badIndex.fields).toEqual({ 'links.0.competency_indices': 'Choose each competency once' });
    expect(await storedNames(interview.id)).toEqual(['Kept']);
    expect(await storedNames(other.id)).toEqual(['Elsewhere']);
  });

  it('refuses to remove a competency that has ratings (409), and changes nothing', async () => {
    const review = await seedReview(sql, { recruiter: owner });
    const [invitation] = await sql<{ interview_id: string }[]>`
      select interview_id from public.invitations where id = ${review.invitationId}`;
    const interviewId = must(invitation).interview_id;
    const [rated, spare] = scorecardSchema.parse(
      await expectJson(
        await putScorecard(owner, interviewId, {
          competencies: [competency('Rated'), competency('Spare')],
          links: [{ question_id: review.questions.text, competency_indices: [0, 1] }],
        }),
        200,
      ),
    ).competencies;
    await sql`
      insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score)
      values (${review.invitationId}, ${review.responses.text}, ${must(rated).id}, ${reviewer.id}, 4)`;

    const refused = await expectError(
      await putScorecard(owner, interviewId, {
        competencies: [competency('Spare', must(spare).id), competency('Added')],
      }),
      409,
    );
    expect(refused.error).toBe(scorecardMessages.competencyHasRatings);
    expect(await storedNames(interviewId)).toEqual(['Rated', 'Spare']);

    // Renaming it and removing the unrated one is fine; the rating stays with it.
    await expectJson(
      await putScorecard(owner, interviewId, { competencies: [competency('Rated well', must(rated).id)] }),
      200,
    );
    expect(await sql`select 1 from public.ratings where competency_id = ${must(rated).id}`).toHaveLength(1);
  });
});

describe('PUT /interviews/:id/review-settings', () => {
  it('lets a manager switch anonymous review, refuses a REVIEWER and bad input', async () => {
    const interview = await seedInterview(sql, owner);
    const path = `/interviews/${interview.id}/review-settings`;
    expect(await expectJson(await sendJson('PUT', path, { anonymous_review: true }, recruiter), 200)).toEqual(
      {
        anonymous_review: true,
      },
    );
    expect(
      (await expectError(await sendJson('PUT', path, { anonymous_review: false }, reviewer), 403)).error,
    ).toBe(workspaceErrorMessages.reviewerRefused);
    expect(
      (await expectError(await sendJson('PUT', path, { anonymous_review: 'yes' }, owner), 400)).fields,
    ).toEqual({
      anonymous_review: 'Must be true or false',
    });
    await expectError(await sendJson('PUT', path, { anonymous_review: false }, outsider), 404);
    const [row] = await sql<{ anonymous_review: boolean }[]>`
      select anonymous_review from public.interviews where id = ${interview.id}`;
    expect(row?.anonymous_review).toBe(true);
  });
});

describe('GET /workspaces/:id/scorecards', () => {
  it('lists the workspace’s interviews that have a scorecard, to its members only', async () => {
    const [scored, unscored] = await Promise.all([
      seedInterview(sql, owner, { questions: 3 }),
      seedInterview(sql, owner),
    ]);
    await expectJson(
      await putScorecard(owner, scored.id, { competencies: [competency('One'), competency('Two')] }),
      200,
    );
    const rows = (await expectJson(
      await callApi(`/workspaces/${workspaceId}/scorecards`, { token: reviewer.accessToken }),
      200,
    )) as { interview_id: string }[];
    expect(rows).toContainEqual({
      interview_id: scored.id,
      title: scored.title,
      competency_count: 2,
      question_count: 3,
    });
    expect(rows.map((row) => row.interview_id)).not.toContain(unscored.id);
    await expectError(
      await callApi(`/workspaces/${workspaceId}/scorecards`, { token: outsider.accessToken }),
      404,
    );
  });
});
