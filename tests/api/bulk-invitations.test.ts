// Bulk invitations (issue #19 item 6): a batch of rows, each with its key; the same batch again
// (a reload in the middle of sending) invites and e-mails nobody twice; already invited and
// invalid rows say why; managers only; bounded batches.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInvitationMessages, type BulkCheckResult, type BulkResult } from '#contract/bulk-invitations';
import { invitationErrorMessages } from '#contract/invitations';
import {
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
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
  interviewId = (await seedInterview(sql, owner)).id;
});

afterAll(async () => {
  await sql.end();
});

const row = (email: string, first = 'Bea', last = 'Bulk') => ({
  key: randomUUID(),
  first_name: first,
  last_name: last,
  email,
});
const send = (body: unknown, user = owner, id = interviewId) =>
  sendJson('POST', `/interviews/${id}/invitations/bulk`, body, user);
const email = () => `${uniqueName('bulk')}@test.example.com`;
const counts = async (emails: string[]) => {
  const [result] = await sql<{ invitations: number; mails: number }[]>`
    select (select count(*)::int from public.invitations where interview_id = ${interviewId} and email = any(${emails})) as invitations,
           (select count(*)::int from public.mail_outbox where kind = 'INVITATION' and to_email = any(${emails})) as mails`;
  return result;
};

describe('a batch of bulk invitations', () => {
  it('invites each valid row once, however often the batch is sent', async () => {
    const rows = [row(email()), row(email().toUpperCase()), row(email())];
    const emails = rows.map((r) => r.email.toLowerCase());
    const first = (await expectJson(await send({ rows }), 200)) as BulkResult;
    expect(first.results.map((r) => [r.key, r.status])).toEqual(rows.map((r) => [r.key, 'INVITED']));
    expect(await counts(emails)).toEqual({ invitations: 3, mails: 3 });

    const again = (await expectJson(await send({ rows }), 200)) as BulkResult;
    expect(again.results.map((r) => r.status)).toEqual(['ALREADY_SENT', 'ALREADY_SENT', 'ALREADY_SENT']);
    expect(again.results.map((r) => r.invitation_id)).toEqual(first.results.map((r) => r.invitation_id));
    expect(await counts(emails)).toEqual({ invitations: 3, mails: 3 });

    const check = (await expectJson(
      await sendJson(
        'POST',
        `/interviews/${interviewId}/invitations/bulk/check`,
        { emails: [...emails, email()] },
        owner,
      ),
      200,
    )) as BulkCheckResult;
    expect(check.already_invited.sort()).toEqual([...emails].sort());
  });

  it('answers a batch sent twice at once row by row, as already sent, and invites and e-mails each row once', async () => {
    const rows = Array.from({ length: 50 }, () => row(email()));
    const emails = rows.map((r) => r.email);
    const answers = (await Promise.all(
      [send({ rows }), send({ rows })].map(async (response) => expectJson(await response, 200)),
    )) as BulkResult[];
    const [one, other] = answers.map((answer) => answer.results);
    for (const [index, r] of rows.entries()) {
      const pair = [one?.[index], other?.[index]];
      expect(pair.map((result) => result?.key)).toEqual([r.key, r.key]);
      expect(pair.map((result) => result?.status).sort()).toEqual(['ALREADY_SENT', 'INVITED']);
      expect(pair[0]?.invitation_id).toBe(pair[1]?.invitation_id);
    }
    expect(await counts(emails)).toEqual({ invitations: 50, mails: 50 });
  });

  it('says why a row is skipped: already invited, invalid, a duplicate in the batch; the deadline applies to all', async () => {
    const invitedBefore = email();
    await expectJson(await send({ rows: [row(invitedBefore)] }), 200);
    const fresh = email();
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const rows = [
      row(invitedBefore),
      row('not-an-email'),
      row(email(), ''),
      row(fresh),
      row(fresh.toUpperCase()),
    ];
    const { results } = (await expectJson(await send({ rows, expires_at: deadline }), 200)) as BulkResult;
    expect(results.map((r) => [r.status, r.error])).toEqual([
      ['ALREADY_INVITED', bulkInvitationMessages.alreadyInvited],
      ['INVALID', 'Enter a valid e-mail address'],
      ['INVALID', 'First name is required'],
      ['INVITED', null],
      ['INVALID', bulkInvitationMessages.duplicate],
    ]);
    const [stored] = await sql<
      { expires_at: Date }[]
    >`select expires_at from public.invitations where email = ${fresh}`;
    expect(stored?.expires_at.toISOString()).toBe(deadline);
  });

  it('refuses bad batches, reviewers, other workspaces and closed interviews, writing nothing', async () => {
    const lonely = email();
    const tooMany = Array.from({ length: 101 }, () => row(email()));
    expect((await expectError(await send({ rows: tooMany }), 400)).fields?.rows).toBe(
      'Send at most 100 rows at once',
    );
    await expectError(await send({ rows: [{ ...row(lonely), key: 'nope' }] }), 400);
    expect((await expectError(await send({ rows: [row(lonely)] }, reviewer), 403)).error).toBeTruthy();
    await expectError(await send({ rows: [row(lonely)] }, outsider), 404);
    const closed = await seedInterview(sql, owner, { status: 'CLOSED' });
    expect((await expectError(await send({ rows: [row(lonely)] }, owner, closed.id), 409)).error).toBe(
      invitationErrorMessages.interviewClosed,
    );
    expect(await counts([lonely])).toEqual({ invitations: 0, mails: 0 });
  });
});
