// The recruiter is told, once, when a completed interview's answers are all processed: the worker
// (notify_recruiter, then send_mail) mails the interview's creator a link to the review page, or the
// workspace's longest-standing owner when the creator is gone or no longer a manager there.
// The real flow: completing queues the answers' analysis, the stack's worker analyses them against
// the local OpenAI-protocol server, and the transaction that settles the last one queues the notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailTo } from '../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import {
  config,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';
import { completeTake, startTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { inviteOk } from './invitation-fixtures.ts';
import { callApi } from '../support/api.ts';

let sql: Database;
let recruiter: TestUser;
let candidate: TestUser;
let interview: { id: string; title: string; questionIds: string[] };

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE', firstName: 'Tia', lastName: 'Typed' }),
  ]);
  interview = await seedInterview(sql, recruiter, { questions: 2, title: uniqueName('Ready <notice>') });
  await sql`update public.questions set response_format = 'TEXT' where interview_id = ${interview.id}`;
});

afterAll(async () => {
  await sql.end();
});

async function noticeState(invitationId: string) {
  const [state] = await sql<{ jobs: number; notices: number }[]>`
    select (select count(*)::int from graphile_worker.jobs
            where task_identifier = 'notify_recruiter' and key = 'notify:' || ${invitationId}) as jobs,
           (select count(*)::int from public.mail_outbox
            where invitation_id = ${invitationId} and kind = 'INTERVIEW_READY') as notices`;
  return state;
}

describe('the recruiter is told when a completed interview is ready', () => {
  it('sends one e-mail with the review link after the answers settle, and not before', async () => {
    const created = await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: 'Tia',
      last_name: 'Typed',
      email: candidate.email,
    });
    const token = await tokenOf(sql, created.id);
    await expectJson(await startTake(candidate, token), 200);
    for (const [index, questionId] of interview.questionIds.entries()) {
      await expectJson(
        await submitAnswer(candidate, token, {
          question_id: questionId,
          response_text: `Answer ${index + 1}`,
        }),
        200,
      );
    }
    await expectJson(await completeTake(candidate, token), 200);

    // Nobody clicks anything: both answers are analysed, then the recruiter gets one e-mail.
    const mail = await latestMail(recruiter.email, { timeoutMs: 60_000 });
    const link = `${config.siteUrl}/reviews/${created.id}`;
    expect(mail.to).toEqual([recruiter.email]);
    expect(mail.subject).toBe(`Tia Typed completed ${interview.title}: ready to review`);
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain('Their 2 answers are processed and ready to review');
    expect(mail.html).toContain('Ready &lt;notice&gt;');

    // Not before: the notice was written after the last answer's analysis was stored.
    const [order] = await sql<{ settled: boolean; analysed: number }[]>`
      select (select min(o.created_at) from public.mail_outbox o
              where o.invitation_id = ${created.id} and o.kind = 'INTERVIEW_READY')
             >= (select max(r.analyzed_at) from public.responses r where r.invitation_id = ${created.id}) as settled,
             (select count(*)::int from public.responses r
              where r.invitation_id = ${created.id} and r.analysis_status = 'READY' and r.ai_insights is not null) as analysed`;
    expect(order).toEqual({ settled: true, analysed: 2 });

    await expect
      .poll(
        async () =>
          sql<{ status: string; to_email: string }[]>`
            select status::text, to_email from public.mail_outbox
            where invitation_id = ${created.id} and kind = 'INTERVIEW_READY'`,
        { timeout: 5000 },
      )
      .toEqual([{ status: 'SENT', to_email: recruiter.email }]);

    // An answer analysed again (Regenerate) does not tell the recruiter a second time.
    const [answer] = await sql<{ id: string }[]>`
      select id from public.responses where invitation_id = ${created.id} limit 1`;
    await expectJson(
      await callApi(`/reviews/${created.id}/analyze/${answer?.id ?? ''}`, {
        method: 'POST',
        token: recruiter.accessToken,
      }),
      202,
    );
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string }[]>`
            select analysis_status::text as status from public.responses where id = ${answer?.id ?? ''}`
          )[0]?.status,
        { timeout: 30_000 },
      )
      .toBe('READY');
    expect(await noticeState(created.id)).toEqual({ jobs: 0, notices: 1 });
    expect(await mailTo(recruiter.email)).toHaveLength(1);
  });
});

describe('when the creator can no longer be told', () => {
  it("tells the workspace's longest-standing owner instead, once", async () => {
    const [owner, later] = await Promise.all([
      createTestUser(config, { role: 'RECRUITER' }),
      createTestUser(config, { role: 'CANDIDATE' }),
    ]);
    const workspaceId = await workspaceOf(sql, owner);
    await addMember(sql, workspaceId, later, 'OWNER');
    for (const goes of ['removed', 'deleted'] as const) {
      const creator = await createTestUser(config, { role: 'CANDIDATE' });
      await addMember(sql, workspaceId, creator, 'RECRUITER');
      const { id } = await seedInterview(sql, creator);
      const invitationId = await seedInvitation(sql, id, 'STARTED');
      if (goes === 'removed') {
        await sql`delete from public.workspace_members where workspace_id = ${workspaceId} and user_id = ${creator.id}`;
      } else {
        await sql`delete from auth.users where id = ${creator.id}`;
      }
      // Completing with no answer to process queues the notice at once.
      await sql`update public.invitations set status = 'COMPLETED' where id = ${invitationId}`;
      await expect
        .poll(
          async () =>
            sql<{ to_email: string }[]>`
              select to_email from public.mail_outbox
              where invitation_id = ${invitationId} and kind = 'INTERVIEW_READY'`,
          { timeout: 30_000 },
        )
        .toEqual([{ to_email: owner.email }]);
      expect(await mailTo(creator.email), goes).toEqual([]);
    }
    expect(await mailTo(later.email)).toEqual([]);
    await sql`delete from public.interviews where workspace_id = ${workspaceId}`;
  });
});
