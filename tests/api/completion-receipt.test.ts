// The candidate's receipt (issue #19 item 8): completing an interview e-mails the candidate, once,
// that the answers arrived and what happens next, with the team's decision date when it set one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import {
  config,
  expectJson,
  openDatabase,
  seedInterview,
  type Database,
} from '../support/interview-fixtures.ts';
import { completeTake, startTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { inviteOk } from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
});

afterAll(async () => {
  await sql.end();
});

/** A candidate invited to a one-question TEXT interview, who answers and completes. */
async function complete(
  decisionDueOn: string | null,
): Promise<{ candidate: TestUser; invitationId: string; title: string }> {
  const candidate = await createTestUser(config, { role: 'CANDIDATE', firstName: 'Rhea' });
  const interview = await seedInterview(sql, recruiter, { title: uniqueName('Receipt interview') });
  await sql`update public.questions set response_format = 'TEXT' where interview_id = ${interview.id}`;
  await sql`update public.interviews set decision_due_on = ${decisionDueOn} where id = ${interview.id}`;
  const created = await inviteOk(recruiter, {
    interview_id: interview.id,
    first_name: 'Rhea',
    last_name: 'Receipt',
    email: candidate.email,
  });
  const token = await tokenOf(sql, created.id);
  await expectJson(await startTake(candidate, token), 200);
  await expectJson(
    await submitAnswer(candidate, token, {
      question_id: interview.questionIds[0],
      response_text: 'My answer',
    }),
    200,
  );
  await expectJson(await completeTake(candidate, token), 200);
  return { candidate, invitationId: created.id, title: interview.title };
}

const receipts = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject.startsWith('We received your interview'));

describe('the completion receipt', () => {
  it('tells the candidate, once, that the answers arrived and by when the team means to decide', async () => {
    const { candidate, invitationId, title } = await complete('2027-01-15');
    await expect.poll(() => receipts(candidate.email), { timeout: 30_000 }).toHaveLength(1);
    const [mail] = await receipts(candidate.email);
    expect(mail?.subject).toBe(`We received your interview for ${title}`);
    expect(mail?.text).toContain('means to decide by 15 January 2027');
    expect(mail?.text).toContain('Hello Rhea,');

    // The job again (a retry, a second worker): still one receipt.
    const key = `receipt-again:${invitationId}`;
    await sql`select graphile_worker.add_job('send_receipt', json_build_object('invitation_id', ${invitationId}::uuid),
                                            job_key => ${key})`;
    await expect
      .poll(async () => (await sql`select 1 from graphile_worker.jobs where key = ${key}`).length, {
        timeout: 20_000,
      })
      .toBe(0);
    expect(await receipts(candidate.email)).toHaveLength(1);
  });

  it('says only that the team will be in touch when no decision date was set', async () => {
    const { candidate } = await complete(null);
    await expect.poll(() => receipts(candidate.email), { timeout: 30_000 }).toHaveLength(1);
    const [mail] = await receipts(candidate.email);
    expect(mail?.text).toContain('reviews every answer and will contact you by e-mail');
    expect(mail?.text).not.toContain('decide by');
  });
});
