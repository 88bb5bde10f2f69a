// Feedback to the candidate through the api (issue #20 item 5): a draft from the submitted ratings'
// notes for those who may decide; sent once, after a decision, by an OWNER or RECRUITER (a REVIEWER
// is refused); e-mailed to the candidate once and listed in their portal, and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '#contract/feedback';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  putRatings,
  seedEvaluationWorld,
  submitRatings,
  threeRatings,
  type EvaluationWorld,
} from '../support/evaluation-fixtures.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config } from '../support/interview-fixtures.ts';

let sql: Database;
let world: EvaluationWorld;
let title: string;
beforeAll(async () => {
  sql = openDatabase();
  world = await seedEvaluationWorld(sql);
  title = world.review.interviewTitle;
});
afterAll(async () => {
  await sql.end();
});

const feedbackOf = (user: TestUser) =>
  callApi(`/reviews/${world.review.invitationId}/feedback`, { token: user.accessToken });
const send = (user: TestUser, body: unknown) =>
  sendJson('POST', `/reviews/${world.review.invitationId}/feedback`, body, user);
const feedbackMails = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject === `Feedback on your interview for ${title}`);

describe('feedback to the candidate', () => {
  it('starts from the submitted notes, and waits for a decision', async () => {
    await expectJson(
      await putRatings(
        world.recruiter,
        world.review.invitationId,
        threeRatings(world, [4, 3, 5], 'Clear structure'),
      ),
      200,
    );
    await submitRatings(world.recruiter, world.review.invitationId).then((response) =>
      response.arrayBuffer(),
    );
    const before = (await expectJson(await feedbackOf(world.recruiter), 200)) as Record<string, unknown>;
    expect(before).toEqual({
      feedback: null,
      draft: `Thank you for your time on the video interview for ${title}.\n\nHere is what the team noted:\n- Clear structure`,
      can_send: false,
      has_decision: false,
    });
    const early = await expectError(await send(world.recruiter, { body: 'Too early' }), 409);
    expect(early.error).toBe(feedbackMessages.noDecision);
  });

  it('is sent once, after a decision, by those who may decide', async () => {
    await expectJson(
      await sendJson(
        'POST',
        `/reviews/${world.review.invitationId}/decision`,
        { decision: 'REJECT', reason: 'Another fit' },
        world.owner,
      ),
      201,
    );
    expect(await expectJson(await feedbackOf(world.recruiter), 200)).toEqual(
      expect.objectContaining({ can_send: true }),
    );
    expect(await expectJson(await feedbackOf(world.reviewer), 200)).toEqual(
      expect.objectContaining({ can_send: false, draft: '' }),
    );

    const refused = await expectError(await send(world.reviewer, { body: 'From a reviewer' }), 403);
    expect(refused.error).toBe(workspaceErrorMessages.reviewerRefused);
    const blank = await expectError(await send(world.recruiter, { body: '   ' }), 400);
    expect(blank.fields?.body).toBe(feedbackMessages.body);

    const note =
      'Thank you for your answers.\nThe structure was clear; we chose someone with more on-call experience.';
    const sent = await expectJson(await send(world.recruiter, { body: note }), 201);
    expect(sent).toEqual(expect.objectContaining({ body: note, sent_by_name: world.names.recruiter }));
    const again = await expectError(await send(world.owner, { body: 'Again' }), 409);
    expect(again.error).toBe(feedbackMessages.alreadySent);
    expect(await expectJson(await feedbackOf(world.reviewer), 200)).toEqual(
      expect.objectContaining({ feedback: expect.objectContaining({ body: note }), can_send: false }),
    );
  });

  it('reaches the candidate by e-mail once, and in their portal', async () => {
    const [invitation] = await sql<{ email: string }[]>`
      select email from public.invitations where id = ${world.review.invitationId}`;
    const email = invitation?.email ?? '';
    await expect.poll(() => feedbackMails(email), { timeout: 30_000 }).toHaveLength(1);
    const [mail] = await feedbackMails(email);
    expect(mail?.text).toContain('we chose someone with more on-call experience');

    const portal = await expectJson(
      await callApi('/candidates/feedback', { token: world.review.candidate.accessToken }),
      200,
    );
    expect(portal).toEqual({
      feedback: [
        expect.objectContaining({ invitation_id: world.review.invitationId, interview_title: title }),
      ],
    });
    const stranger = await createTestUser(config, { firstName: 'Sid', lastName: 'Stranger' });
    expect(
      await expectJson(await callApi('/candidates/feedback', { token: stranger.accessToken }), 200),
    ).toEqual({
      feedback: [],
    });
  });
});
