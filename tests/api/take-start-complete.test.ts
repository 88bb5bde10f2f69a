// POST /api/take/:token/start and /complete: starting binds the invitation to the candidate and
// nobody else may continue it; completing needs every question answered; both are repeatable by
// the same candidate; anon callers are asked to sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedInterviewSchema, startedInterviewSchema, submittedResponseSchema } from '#contract/take';
import { takeErrorMessages } from '#contract/take-messages';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInvitation,
  uploadResponseMedia,
  type Database,
  type InvitationStatus,
} from '../support/interview-fixtures.ts';
import { deleteInvitation } from './invitation-fixtures.ts';
import {
  answersOf,
  completeTake,
  expire,
  getTake,
  invitationState,
  recordingBytes,
  seedTakingInterview,
  startTake,
  submitAnswer,
  tokenOf,
  unknownToken,
  type TakingInterview,
} from '../support/take-fixtures.ts';

const OTHER_ACCOUNT = 'This invitation belongs to another account';

let sql: Database;
let recruiter: TestUser;
let interview: TakingInterview;

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  interview = await seedTakingInterview(sql, recruiter);
});

afterAll(async () => {
  const left = await sql<{ id: string }[]>`
    select id from public.invitations where interview_id = ${interview.id}`;
  for (const { id } of left) await deleteInvitation(recruiter, id);
  await sql.end();
});

function newCandidate(): Promise<TestUser> {
  return createTestUser(config, { role: 'CANDIDATE' });
}

async function linkIn(status: InvitationStatus, bound?: TestUser): Promise<{ id: string; token: string }> {
  const id = await seedInvitation(sql, interview.id, status, bound);
  return { id, token: await tokenOf(sql, id) };
}

/** Answers every question of `interview` as `candidate`: text, then an uploaded video and audio. */
async function answerAll(candidate: TestUser, invitationId: string, token: string): Promise<void> {
  const text = await submitAnswer(candidate, token, {
    question_id: interview.text,
    response_text: 'All of it',
  });
  await expectJson(text, 200);
  for (const questionId of [interview.video, interview.audio]) {
    const name = `${invitationId}/${questionId}/1.webm`;
    await uploadResponseMedia(candidate, name, recordingBytes());
    await expectJson(
      await submitAnswer(candidate, token, { question_id: questionId, response_content_url: name }),
      200,
    );
  }
}

describe('POST /api/take/{token}/start', () => {
  it('binds a pending invitation to the caller and moves it to STARTED; again is fine', async () => {
    const candidate = await newCandidate();
    const { id, token } = await linkIn('PENDING');

    const started = startedInterviewSchema.parse(await expectJson(await startTake(candidate, token), 200));
    expect(started).toEqual({ invitation_id: id, status: 'STARTED' });
    const state = await invitationState(sql, id);
    expect(state).toMatchObject({ status: 'STARTED', candidate_id: candidate.id });
    expect(state.started_at).toBeInstanceOf(Date);

    expect(await expectJson(await startTake(candidate, token), 200)).toEqual(started);
    expect((await invitationState(sql, id)).started_at).toEqual(state.started_at);

    const shown = await expectJson(await getTake(candidate, token), 200);
    expect(shown).toMatchObject({ status: 'STARTED', bound_to_caller: true });
  });

  it('lets nobody else continue a started invitation: start, responses and complete answer 403', async () => {
    const [first, second] = await Promise.all([newCandidate(), newCandidate()]);
    const { id, token } = await linkIn('PENDING');
    await expectJson(await startTake(first, token), 200);
    await expectJson(
      await submitAnswer(first, token, { question_id: interview.text, response_text: 'Mine' }),
      200,
    );
    const before = await answersOf(sql, id);

    expect((await expectError(await startTake(second, token), 403)).error).toBe(OTHER_ACCOUNT);
    const answer = { question_id: interview.text, response_text: 'Not yours' };
    expect((await expectError(await submitAnswer(second, token, answer), 403)).error).toBe(OTHER_ACCOUNT);
    expect((await expectError(await completeTake(second, token), 403)).error).toBe(OTHER_ACCOUNT);
    // Not even the recruiter who owns the interview.
    expect((await expectError(await startTake(recruiter, token), 403)).error).toBe(OTHER_ACCOUNT);

    expect(await invitationState(sql, id)).toMatchObject({ status: 'STARTED', candidate_id: first.id });
    expect(await answersOf(sql, id)).toEqual(before);
  });

  it('refuses a pending invitation already bound to another account with 403', async () => {
    const [owner, other] = await Promise.all([newCandidate(), newCandidate()]);
    const { id, token } = await linkIn('PENDING', owner);
    expect((await expectError(await startTake(other, token), 403)).error).toBe(OTHER_ACCOUNT);
    expect(await invitationState(sql, id)).toMatchObject({ status: 'PENDING', candidate_id: owner.id });
  });

  it('answers 404 for unknown, malformed, expired and cancelled links, and 409 for a finished one', async () => {
    const candidate = await newCandidate();
    for (const token of [unknownToken(), 'short', 'x'.repeat(23)]) {
      expect((await expectError(await startTake(candidate, token), 404)).error).toBe(
        takeErrorMessages.notFound,
      );
    }
    const expired = await linkIn('PENDING');
    await expire(sql, expired.id);
    const cancelled = await linkIn('CANCELLED');
    for (const { id, token } of [expired, cancelled]) {
      expect((await expectError(await startTake(candidate, token), 404)).error).toBe(
        takeErrorMessages.notFound,
      );
      expect((await invitationState(sql, id)).candidate_id).toBeNull();
    }
    const completed = await linkIn('COMPLETED', candidate);
    expect((await expectError(await startTake(candidate, completed.token), 409)).error).toBe(
      'This interview has already been completed',
    );
    expect((await invitationState(sql, completed.id)).status).toBe('COMPLETED');
  });
});

describe('POST /api/take/{token}/complete', () => {
  it('refuses while a question is unanswered, then completes once all are answered; again is fine', async () => {
    const candidate = await newCandidate();
    const { id, token } = await linkIn('PENDING');
    await expectJson(await startTake(candidate, token), 200);
    await expectJson(
      await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'One' }),
      200,
    );

    const refused = await expectError(await completeTake(candidate, token), 409);
    expect(refused.error).toBe('Answer every question before completing the interview (2 unanswered)');
    expect((await invitationState(sql, id)).status).toBe('STARTED');

    await answerAll(candidate, id, token);
    expect(await answersOf(sql, id)).toHaveLength(3);

    const done = completedInterviewSchema.parse(await expectJson(await completeTake(candidate, token), 200));
    expect(done).toEqual({ status: 'COMPLETED' });
    const state = await invitationState(sql, id);
    expect(state.status).toBe('COMPLETED');
    expect(state.completed_at).toBeInstanceOf(Date);

    // A retried request finds it completed.
    expect(await expectJson(await completeTake(candidate, token), 200)).toEqual(done);
    // The link opens nothing any more, and answers are closed.
    expect((await expectError(await getTake(candidate, token), 404)).error).toBe(takeErrorMessages.notFound);
    const late = await submitAnswer(candidate, token, {
      question_id: interview.text,
      response_text: 'Later',
    });
    expect((await expectError(late, 409)).error).toBe('This interview is not in progress');
    expect((await answersOf(sql, id))[0]?.response_text).toBe('All of it');
  });

  it('refuses to complete an interview nobody has started with 409', async () => {
    const candidate = await newCandidate();
    const unbound = await linkIn('PENDING');
    expect((await expectError(await completeTake(candidate, unbound.token), 409)).error).toBe(
      takeErrorMessages.notStarted,
    );
    const bound = await linkIn('PENDING', candidate);
    expect((await expectError(await completeTake(candidate, bound.token), 409)).error).toBe(
      'This interview is not in progress',
    );
    for (const { id } of [unbound, bound]) expect((await invitationState(sql, id)).status).toBe('PENDING');
  });

  it('answers 404 for unknown, malformed and expired links', async () => {
    const candidate = await newCandidate();
    const expired = await linkIn('STARTED', candidate);
    await expire(sql, expired.id);
    for (const token of [unknownToken(), 'short', expired.token]) {
      expect((await expectError(await completeTake(candidate, token), 404)).error).toBe(
        takeErrorMessages.notFound,
      );
    }
    expect((await invitationState(sql, expired.id)).status).toBe('STARTED');
  });
});

describe('anonymous callers', () => {
  it('answer 401 on start, responses and complete, and nothing changes', async () => {
    const candidate = await newCandidate();
    const pending = await linkIn('PENDING');
    const started = await linkIn('STARTED', candidate);
    const saved = submittedResponseSchema.parse(
      await expectJson(
        await submitAnswer(candidate, started.token, { question_id: interview.text, response_text: 'Mine' }),
        200,
      ),
    );
    expect(saved.attempts).toBe(1);

    for (const { token } of [pending, started]) {
      await expectError(await startTake(undefined, token), 401);
      await expectError(
        await submitAnswer(undefined, token, { question_id: interview.text, response_text: 'X' }),
        401,
      );
      await expectError(await completeTake(undefined, token), 401);
    }
    // Even with a token that opens nothing: sign-in comes first.
    await expectError(await startTake(undefined, unknownToken()), 401);

    expect(await invitationState(sql, pending.id)).toMatchObject({ status: 'PENDING', candidate_id: null });
    expect(await invitationState(sql, started.id)).toMatchObject({
      status: 'STARTED',
      candidate_id: candidate.id,
    });
    expect(await answersOf(sql, pending.id)).toEqual([]);
    expect((await answersOf(sql, started.id)).map((a) => [a.response_text, a.attempts])).toEqual([
      ['Mine', 1],
    ]);
  });
});
