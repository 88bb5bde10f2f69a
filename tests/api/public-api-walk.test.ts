// Issue #22's whole promise in one walk, as an applicant tracking system meets it: an owner makes
// a key and registers a receiver; the system invites candidates with the key; the candidate takes
// the interview from the e-mailed link; the team reviews and decides; the receiver gets each event
// signed, verified with `standardwebhooks` as the customer's own code would; and the system reads
// the review, answers and decision with a Read key. A Read key is refused writes, a revoked key is
// refused, and another workspace's key finds nothing of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { completeTake, startTake, submitAnswer } from '../support/take-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

const createdSchema = z.object({
  results: z.array(
    z.object({ email: z.string(), result: z.string(), invitation: z.object({ id: z.string() }).nullable() }),
  ),
});
const reviewSchema = z.object({
  id: z.string(),
  status: z.string(),
  answers: z.array(z.object({ question_id: z.string(), response_text: z.string().nullable() })),
  decision: z.object({ decision: z.string(), reason: z.string() }).nullable(),
});
const reviewListSchema = z.object({
  reviews: z.array(z.object({ id: z.string() })),
  next_cursor: z.string().nullable(),
});

let sql: Database;
let owner: TestUser;
let otherOwner: TestUser;
let candidate: TestUser;
let workspaceId: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  sql = openDatabase();
  [owner, otherOwner, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  workspaceId = await workspaceOf(sql, owner);
  receiver = await startWebhookReceiver([200]);
});

afterAll(async () => {
  await receiver.close();
  await sql`delete from public.webhook_endpoints where workspace_id = ${workspaceId}`;
  await sql.end();
});

describe('the public API and webhooks, end to end', () => {
  it('invites with a key, signs every event to the receiver, and reads the review with a Read key', async () => {
    const writeKey = await createApiKey(owner, workspaceId, 'READ_WRITE');
    const readKey = await createApiKey(owner, workspaceId, 'READ');
    const endpoint = z.object({ secret: z.string() }).parse(
      await expectJson(
        await sendJson(
          'POST',
          `/workspaces/${workspaceId}/webhooks`,
          {
            url: receiver.url,
            events: ['invitation.started', 'invitation.completed', 'review.completed', 'decision.made'],
          },
          owner,
        ),
        201,
      ),
    );
    receiver.useSecret(endpoint.secret);
    const interview = await seedInterview(sql, owner, { title: uniqueName('ATS interview') });
    await sql`update public.questions set response_format = 'TEXT' where interview_id = ${interview.id}`;

    // The system invites two candidates; the same request again invites nobody twice.
    const request = {
      candidates: [
        { first_name: 'Casey', last_name: 'Candidate', email: candidate.email },
        { first_name: 'Sam', last_name: 'Second', email: `${uniqueName('second')}@test.example.com` },
      ],
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    const created = createdSchema.parse(
      await expectJson(
        await callWithKey(writeKey.secret, `/v1/interviews/${interview.id}/invitations`, {
          method: 'POST',
          body: request,
        }),
        201,
      ),
    );
    expect(created.results.map((result) => result.result)).toEqual(['INVITED', 'INVITED']);
    const again = createdSchema.parse(
      await expectJson(
        await callWithKey(writeKey.secret, `/v1/interviews/${interview.id}/invitations`, {
          method: 'POST',
          body: request,
        }),
        201,
      ),
    );
    expect(again.results.map((result) => result.result)).toEqual(['ALREADY_INVITED', 'ALREADY_INVITED']);
    const invitationId = created.results[0]?.invitation?.id ?? '';

    // The candidate follows the e-mailed link and answers.
    const mail = await latestMail(candidate.email, { timeoutMs: 15_000 });
    const link = mail.links.find((href) => href.startsWith(`${config.siteUrl}/take/`));
    const token = new URL(link ?? config.siteUrl).pathname.split('/').pop() ?? '';
    await expectJson(await startTake(candidate, token), 200);
    await expectJson(
      await submitAnswer(candidate, token, {
        question_id: interview.questionIds[0],
        response_text: 'I led the launch.',
      }),
      200,
    );
    await expectJson(await completeTake(candidate, token), 200);
    const status = z.object({ status: z.string() });
    expect(
      status.parse(
        await expectJson(await callWithKey(readKey.secret, `/v1/invitations/${invitationId}`), 200),
      ),
    ).toMatchObject({
      status: 'COMPLETED',
    });

    // The team reviews and decides in the app.
    await expectJson(await sendJson('POST', `/reviews/${invitationId}/complete`, {}, owner), 200);
    await expectJson(
      await sendJson(
        'POST',
        `/reviews/${invitationId}/decision`,
        { decision: 'ADVANCE', reason: 'Clear answers' },
        owner,
      ),
      201,
    );

    // Each event arrives once, signed: the receiver verified every one with the endpoint's secret.
    await expect
      .poll(() => receiver.received.map((request) => request.payload?.type).sort(), { timeout: 30_000 })
      .toEqual(['decision.made', 'invitation.completed', 'invitation.started', 'review.completed']);
    for (const delivered of receiver.received) {
      expect(delivered.payload?.data).toMatchObject({ invitation_id: invitationId });
    }

    // The system reads what changed, and the review itself, with the Read key.
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const changed = reviewListSchema.parse(
      await expectJson(
        await callWithKey(readKey.secret, `/v1/reviews?updated_since=${encodeURIComponent(since)}`),
        200,
      ),
    );
    expect(changed.reviews.map((review) => review.id)).toContain(invitationId);
    const review = reviewSchema.parse(
      await expectJson(await callWithKey(readKey.secret, `/v1/reviews/${invitationId}`), 200),
    );
    expect(review).toMatchObject({
      status: 'REVIEWED',
      answers: [{ question_id: interview.questionIds[0], response_text: 'I led the launch.' }],
      decision: { decision: 'ADVANCE', reason: 'Clear answers' },
    });

    // A Read key is refused writes, and nothing is written.
    const before = await sql`select id from public.invitations where interview_id = ${interview.id}`;
    await expectError(
      await callWithKey(readKey.secret, `/v1/interviews/${interview.id}/invitations`, {
        method: 'POST',
        body: {
          candidates: [
            { first_name: 'Read', last_name: 'Only', email: `${uniqueName('ro')}@test.example.com` },
          ],
        },
      }),
      403,
    );
    expect(await sql`select id from public.invitations where interview_id = ${interview.id}`).toHaveLength(
      before.length,
    );

    // Another workspace's key finds nothing of this workspace.
    const otherKey = await createApiKey(otherOwner, await workspaceOf(sql, otherOwner), 'READ_WRITE');
    await expectError(await callWithKey(otherKey.secret, `/v1/reviews/${invitationId}`), 404);
    await expectError(await callWithKey(otherKey.secret, `/v1/invitations/${invitationId}`), 404);
    const theirs = reviewListSchema.parse(
      await expectJson(await callWithKey(otherKey.secret, '/v1/reviews'), 200),
    );
    expect(theirs.reviews.map((item) => item.id)).not.toContain(invitationId);

    // A revoked key is refused from its next request on.
    await expectJson(
      await sendJson('POST', `/workspaces/${workspaceId}/api-keys/${writeKey.id}/revoke`, {}, owner),
      200,
    );
    await expectError(await callWithKey(writeKey.secret, `/v1/invitations/${invitationId}`), 401);
  });
});
