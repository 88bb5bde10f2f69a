// Candidates' requests (issue #19 items 4 and 5): a candidate asks from the invite link for more
// time (expired, or under 48 hours left) or an accommodation; those who manage the interview list
// the requests and approve or decline each once; the candidate is e-mailed the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateRequestMessages,
  type CandidateRequest,
  type CandidateRequestList,
} from '#contract/candidate-requests';
import { callApi } from '../support/api.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { tokenOf } from '../support/take-fixtures.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import { seedTeam } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let outsider: TestUser;
let interviewId: string;

beforeAll(async () => {
  sql = openDatabase();
  ({ owner, reviewer, outsider } = await seedTeam(sql));
  interviewId = (await seedInterview(sql, owner, { title: uniqueName('Requests interview') })).id;
});

afterAll(async () => {
  await sql.end();
});

/** A PENDING invitation whose deadline is `hoursLeft` from now (negative: expired), and its token. */
async function invitation(hoursLeft: number): Promise<{ id: string; token: string; email: string }> {
  const id = await seedInvitation(sql, interviewId, 'PENDING');
  await sql`update public.invitations set created_at = now() - interval '10 days',
      expires_at = now() + make_interval(hours => ${hoursLeft}) where id = ${id}`;
  const [row] = await sql<{ email: string }[]>`select email from public.invitations where id = ${id}`;
  return { id, token: await tokenOf(sql, id), email: row?.email ?? '' };
}

const ask = (token: string, body: unknown, user?: TestUser) =>
  sendJson('POST', `/take/${token}/requests`, body, user);
const list = async (user: TestUser, query = `?interview_id=${interviewId}`) =>
  (await expectJson(
    await callApi(`/candidate-requests${query}`, { token: user.accessToken }),
    200,
  )) as CandidateRequestList;
const requestOf = async (invitationId: string) =>
  (await list(owner)).requests.find((request) => request.invitation_id === invitationId);

describe('asking', () => {
  it('lets anyone holding an expired link ask for more time, once, and shows it on the link', async () => {
    const expired = await invitation(-2);
    const created = await expectJson(
      await ask(expired.token, { kind: 'EXTENSION', reason: '  I was ill  ' }),
      201,
    );
    expect(created).toMatchObject({ kind: 'EXTENSION', status: 'PENDING', decided_at: null });
    const again = await expectError(await ask(expired.token, { kind: 'EXTENSION', reason: 'Please' }), 409);
    expect(again.error).toBe(candidateRequestMessages.alreadyAsked);
    const take = (await expectJson(await callApi(`/take/${expired.token}`), 200)) as { requests: unknown[] };
    expect(take.requests).toEqual([expect.objectContaining({ kind: 'EXTENSION', status: 'PENDING' })]);
    expect((await requestOf(expired.id))?.reason).toBe('I was ill');
  });

  it('refuses more time while more than 48 hours are left, and bad input, writing nothing', async () => {
    const early = await invitation(72);
    expect(
      (await expectError(await ask(early.token, { kind: 'EXTENSION', reason: 'Busy' }), 409)).error,
    ).toBe(candidateRequestMessages.tooEarly);
    const blank = await expectError(await ask(early.token, { kind: 'ACCOMMODATION', reason: '   ' }), 400);
    expect(blank.fields?.reason).toBe(candidateRequestMessages.reason);
    await expectError(await ask(early.token, { kind: 'SOMETHING', reason: 'x' }), 400);
    await expectError(await ask('not-a-token', { kind: 'EXTENSION', reason: 'x' }), 404);
    expect(await requestOf(early.id)).toBeUndefined();
  });

  it('takes an accommodation request while the link is open, not after the deadline', async () => {
    const open = await invitation(100);
    await expectJson(await ask(open.token, { kind: 'ACCOMMODATION', reason: 'I use a screen reader' }), 201);
    const expired = await invitation(-1);
    expect(
      (await expectError(await ask(expired.token, { kind: 'ACCOMMODATION', reason: 'x' }), 409)).error,
    ).toBe(candidateRequestMessages.expiredAccommodation);
  });
});

describe('answering', () => {
  it('approves an extension: the new deadline opens the link again and the candidate is e-mailed', async () => {
    const expired = await invitation(-5);
    await expectJson(await ask(expired.token, { kind: 'EXTENSION', reason: 'My flight was late' }), 201);
    const request = await requestOf(expired.id);
    if (!request) throw new Error('The request is not listed');
    const missing = await expectError(
      await sendJson('POST', `/candidate-requests/${request.id}/approve`, {}, owner),
      400,
    );
    expect(missing.fields?.new_deadline).toBe(candidateRequestMessages.deadlineRequired);

    const newDeadline = new Date(Date.now() + 3 * 86_400_000);
    const approved = (await expectJson(
      await sendJson(
        'POST',
        `/candidate-requests/${request.id}/approve`,
        { new_deadline: newDeadline.toISOString() },
        owner,
      ),
      200,
    )) as CandidateRequest;
    expect(approved).toMatchObject({ status: 'APPROVED', new_deadline: newDeadline.toISOString() });
    expect(approved.expires_at).toBe(newDeadline.toISOString());
    const take = (await expectJson(await callApi(`/take/${expired.token}`), 200)) as { availability: string };
    expect(take.availability).toBe('OPEN');

    await expect.poll(async () => (await mailTo(expired.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailTo(expired.email);
    expect(mail?.subject).toMatch(/^Your request for more time: /);
    expect(mail?.text).toContain('gave you more time. Your new deadline is');
    expect(mail?.links.some((link) => link.endsWith(`/take/${expired.token}`))).toBe(true);

    const twice = await expectError(
      await sendJson('POST', `/candidate-requests/${request.id}/decline`, {}, owner),
      409,
    );
    expect(twice.error).toBe(candidateRequestMessages.alreadyAnswered);
  });

  it('approves an accommodation with what is granted, which the link then applies', async () => {
    const open = await invitation(100);
    await expectJson(await ask(open.token, { kind: 'ACCOMMODATION', reason: 'I cannot use a camera' }), 201);
    const request = await requestOf(open.id);
    if (!request) throw new Error('The request is not listed');
    await expectError(await sendJson('POST', `/candidate-requests/${request.id}/approve`, {}, owner), 400);
    const granted = { time: 'UNTIMED', extra_attempts: 1, text_answers_allowed: true };
    const approved = (await expectJson(
      await sendJson('POST', `/candidate-requests/${request.id}/approve`, { accommodations: granted }, owner),
      200,
    )) as CandidateRequest;
    expect(approved).toMatchObject({ status: 'APPROVED', accommodations: granted });
    const take = (await expectJson(await callApi(`/take/${open.token}`), 200)) as {
      accommodations: unknown;
      questions: { max_attempts: number }[];
    };
    expect(take.accommodations).toEqual(granted);
    expect(take.questions[0]?.max_attempts).toBe(4);
    await expect
      .poll(async () => (await mailTo(open.email))[0]?.text ?? '', { timeout: 30_000 })
      .toContain(
        'granted your accommodation: no time limit on answers, 1 more attempt at each question, answering in writing instead of on camera.',
      );
  });

  it('declines in one click, and e-mails that too', async () => {
    const soon = await invitation(10);
    await expectJson(await ask(soon.token, { kind: 'EXTENSION', reason: 'Exams' }), 201);
    const request = await requestOf(soon.id);
    if (!request) throw new Error('The request is not listed');
    const declined = (await expectJson(
      await sendJson('POST', `/candidate-requests/${request.id}/decline`, {}, owner),
      200,
    )) as CandidateRequest;
    expect(declined).toMatchObject({ status: 'DECLINED', new_deadline: null });
    await expect
      .poll(async () => (await mailTo(soon.email))[0]?.text ?? '', { timeout: 30_000 })
      .toContain('could not give you more time');
  });

  it('shows and answers requests only to those who manage the interview', async () => {
    const soon = await invitation(5);
    await expectJson(await ask(soon.token, { kind: 'EXTENSION', reason: 'Moving house' }), 201);
    const request = await requestOf(soon.id);
    if (!request) throw new Error('The request is not listed');
    expect((await list(reviewer)).requests).toEqual([]);
    expect((await list(outsider, '')).requests.some((r) => r.id === request.id)).toBe(false);
    for (const user of [reviewer, outsider]) {
      await expectError(await sendJson('POST', `/candidate-requests/${request.id}/decline`, {}, user), 404);
    }
    const pending = await list(owner, '?status=PENDING');
    expect(pending.requests.some((r) => r.id === request.id)).toBe(true);
    expect(pending.requests.every((r) => r.status === 'PENDING')).toBe(true);
    expect((await requestOf(soon.id))?.status).toBe('PENDING');
  });
});
