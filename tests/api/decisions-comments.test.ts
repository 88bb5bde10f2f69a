// Decisions (OWNER, RECRUITER; a REVIEWER is refused; every one kept, newest first) and the
// comment thread (every member; the author deletes their own) on one candidate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsSchema, decisionsSchema, evaluationErrorMessages } from '#contract/evaluations';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import type { TestUser } from '../support/users.ts';
import { seedEvaluationWorld, type EvaluationWorld } from '../support/evaluation-fixtures.ts';

let sql: Database;
let world: EvaluationWorld;
let outsider: EvaluationWorld;
beforeAll(async () => {
  sql = openDatabase();
  [world, outsider] = await Promise.all([seedEvaluationWorld(sql), seedEvaluationWorld(sql)]);
});
afterAll(async () => {
  await sql.end();
});

const decide = (user: TestUser, body: unknown, id = world.review.invitationId) =>
  sendJson('POST', `/reviews/${id}/decision`, body, user);
const decisions = async (user: TestUser) =>
  decisionsSchema.parse(
    await expectJson(
      await callApi(`/reviews/${world.review.invitationId}/decisions`, { token: user.accessToken }),
      200,
    ),
  ).decisions;
const comment = (user: TestUser, body: unknown) =>
  sendJson('POST', `/reviews/${world.review.invitationId}/comments`, body, user);
const comments = async (user: TestUser) =>
  commentsSchema.parse(
    await expectJson(
      await callApi(`/reviews/${world.review.invitationId}/comments`, { token: user.accessToken }),
      200,
    ),
  ).comments;
const removeComment = (user: TestUser, commentId: string) =>
  callApi(`/reviews/${world.review.invitationId}/comments/${commentId}`, {
    method: 'DELETE',
    token: user.accessToken,
  });
const count = async (table: 'candidate_decisions' | 'candidate_comments') => {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from ${sql(`public.${table}`)} where invitation_id = ${world.review.invitationId}`;
  return row?.n;
};

describe('decisions', () => {
  it('are made by the OWNER and a RECRUITER, kept newest first with who; a REVIEWER reads them only', async () => {
    await expectJson(
      await decide(world.owner, { decision: 'HOLD', reason: 'Wait for the second round' }),
      201,
    );
    const made = await expectJson(
      await decide(world.recruiter, { decision: 'ADVANCE', reason: '  Strong answers  ' }),
      201,
    );
    expect(made).toMatchObject({ decision: 'ADVANCE', reason: 'Strong answers' });

    const refused = await expectError(
      await decide(world.reviewer, { decision: 'REJECT', reason: 'No' }),
      403,
    );
    expect(refused.error).toBe(workspaceErrorMessages.reviewerRefused);
    await expectError(await decide(outsider.owner, { decision: 'REJECT', reason: 'No' }), 404);

    const list = await decisions(world.reviewer);
    expect(list.map((d) => [d.decision, d.reason, d.decided_by?.name])).toEqual([
      ['ADVANCE', 'Strong answers', world.names.recruiter],
      ['HOLD', 'Wait for the second round', world.names.owner],
    ]);
  });

  it('answers a bad decision with a 400 and records nothing', async () => {
    const before = await count('candidate_decisions');
    for (const [body, message] of [
      [{ decision: 'ADVANCE' }, 'Give a reason'],
      [{ decision: 'ADVANCE', reason: '   ' }, 'Give a reason'],
      [{ decision: 'ADVANCE', reason: 'x'.repeat(2001) }, 'A reason has at most 2000 characters'],
      [{ decision: 'MAYBE', reason: 'Hm' }, 'Choose Advance, Hold or Reject'],
      [{ reason: 'Hm' }, 'Choose Advance, Hold or Reject'],
    ] as const) {
      const error = await expectError(await decide(world.owner, body), 400);
      expect(JSON.stringify(error)).toContain(message);
    }
    expect(await count('candidate_decisions')).toBe(before);
  });
});

describe('comments', () => {
  it('are written and read by every member, with author and time; only the author deletes one', async () => {
    const written = await expectJson(await comment(world.reviewer, { body: 'Clear on trade-offs' }), 201);
    expect(written).toMatchObject({
      body: 'Clear on trade-offs',
      author: { name: world.names.reviewer },
      deletable: true,
    });
    await expectJson(await comment(world.owner, { body: 'Agreed' }), 201);

    const seenByOwner = await comments(world.owner);
    expect(seenByOwner.map((c) => [c.author?.name, c.body, c.deletable])).toEqual([
      [world.names.reviewer, 'Clear on trade-offs', false],
      [world.names.owner, 'Agreed', true],
    ]);
    const [reviewers] = seenByOwner;
    if (!reviewers) throw new Error('No comment');

    const refused = await expectError(await removeComment(world.owner, reviewers.id), 403);
    expect(refused.error).toBe(evaluationErrorMessages.notCommentAuthor);
    await expectError(await removeComment(outsider.owner, reviewers.id), 404);
    await expectJson(await removeComment(world.reviewer, reviewers.id), 200);
    const gone = await expectError(await removeComment(world.reviewer, reviewers.id), 404);
    expect(gone.error).toBe(evaluationErrorMessages.commentNotFound);
    expect((await comments(world.recruiter)).map((c) => c.body)).toEqual(['Agreed']);
  });

  it('answers a bad comment with a 400 and writes nothing', async () => {
    const before = await count('candidate_comments');
    for (const [body, message] of [
      [{}, 'Write a comment'],
      [{ body: ' \n ' }, 'Write a comment'],
      [{ body: 'x'.repeat(4001) }, 'A comment has at most 4000 characters'],
    ] as const) {
      const error = await expectError(await comment(world.recruiter, body), 400);
      expect(JSON.stringify(error)).toContain(message);
    }
    expect(await count('candidate_comments')).toBe(before);
  });
});
