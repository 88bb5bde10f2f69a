// Reminders before an invitation's deadline (issue #19 item 3), by the schedule's task run at
// chosen moments (its payload's `at`: the clock moved, no sleeping): exactly the reminders whose
// moment has come, once each, none to a completed, cancelled or closed-interview invitation; a
// repeated run, two at once and a new worker process in between send nothing twice; when several
// moments are due at once only the nearest is e-mailed. The shared stack's worker sends what the
// task queues, and the mail viewer shows what arrived.
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueRemindersTask } from '../../worker/tasks/queue-reminders.ts';
import type { WorkerContext } from '../../worker/context.ts';
import { openDatabase, seedInterview, seedInvitation, type Database } from '../support/interview-fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { testWorkerContext } from '../support/worker-context.ts';
import { config } from '../support/interview-fixtures.ts';

const HOUR = 3_600_000;
const helpers = { logger: new Logger(() => () => undefined) } as unknown as JobHelpers;

let sql: Database;
let recruiter: TestUser;
const contexts: WorkerContext[] = [];

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
});

afterAll(async () => {
  await Promise.all(contexts.map((ctx) => ctx.sql.end()));
  await sql.end();
});

/** Runs the schedule's task as a (new) worker process would, at `at`. */
async function runScheduleAt(at: Date, ctx = newWorker()): Promise<void> {
  await queueRemindersTask(ctx)({ at: at.toISOString() }, helpers);
}

function newWorker(): WorkerContext {
  const ctx = testWorkerContext();
  contexts.push(ctx);
  return ctx;
}

/** An invitation to `interviewId` whose deadline is `deadlineInHours` from now, sent `sentHoursAgo` ago. */
async function invitation(
  interviewId: string,
  status: 'PENDING' | 'STARTED' | 'COMPLETED' | 'CANCELLED',
  deadlineInHours: number,
  sentHoursAgo = 0,
): Promise<{ id: string; email: string }> {
  const id = await seedInvitation(sql, interviewId, status);
  const email = `${uniqueName('reminded')}@test.example.com`;
  await sql`update public.invitations
            set email = ${email}, created_at = now() - make_interval(hours => ${sentHoursAgo}),
                expires_at = now() + make_interval(hours => ${deadlineInHours})
            where id = ${id}`;
  return { id, email };
}

async function remindersOf(invitationId: string) {
  return sql<{ hours_before: number; skipped: boolean; kind: string | null }[]>`
    select r.hours_before, r.skipped, o.kind::text as kind
    from public.invitation_reminders r left join public.mail_outbox o on o.id = r.outbox_id
    where r.invitation_id = ${invitationId} order by r.hours_before desc`;
}

async function reminderMails(email: string): Promise<string[]> {
  return (await mailTo(email))
    .map((mail) => mail.subject)
    .filter((subject) => subject.startsWith('Reminder'));
}

describe('reminders before the deadline', () => {
  it('sends each reminder once when its moment comes, and none to a finished, cancelled or closed one', async () => {
    const interview = await seedInterview(sql, recruiter);
    const closed = await seedInterview(sql, recruiter);
    const now = Date.now();
    const pending = await invitation(interview.id, 'PENDING', 50);
    const started = await invitation(interview.id, 'STARTED', 50);
    const completed = await invitation(interview.id, 'COMPLETED', 50);
    const cancelled = await invitation(interview.id, 'CANCELLED', 50);
    const ofClosed = await invitation(closed.id, 'PENDING', 50);
    await sql`update public.interviews set status = 'CLOSED' where id = ${closed.id}`;

    // 49 h before the deadline: no moment yet.
    await runScheduleAt(new Date(now + 1 * HOUR));
    expect(await remindersOf(pending.id)).toEqual([]);

    // 47 h before: the 48 h reminder, for the open invitations only.
    await runScheduleAt(new Date(now + 3 * HOUR));
    for (const open of [pending, started]) {
      expect(await remindersOf(open.id)).toEqual([{ hours_before: 48, skipped: false, kind: 'REMINDER' }]);
    }
    for (const none of [completed, cancelled, ofClosed]) expect(await remindersOf(none.id)).toEqual([]);

    // Again at the same moment, twice at once, and from a new worker process: nothing new.
    await runScheduleAt(new Date(now + 3 * HOUR));
    await Promise.all([runScheduleAt(new Date(now + 4 * HOUR)), runScheduleAt(new Date(now + 4 * HOUR))]);
    expect(await remindersOf(pending.id)).toHaveLength(1);

    // 23 h before: the 24 h reminder.
    await runScheduleAt(new Date(now + 27 * HOUR), newWorker());
    expect((await remindersOf(pending.id)).map((r) => r.hours_before)).toEqual([48, 24]);

    // What the worker sent: two reminders to each open invitation, none to the others.
    for (const open of [pending, started]) {
      await expect.poll(() => reminderMails(open.email), { timeout: 20_000 }).toHaveLength(2);
    }
    const [reminder] = await mailTo(pending.email);
    expect(reminder?.subject).toMatch(/^Reminder: 24 hours left to complete your interview for /);
    expect(reminder?.links.some((link) => link.includes('/take/'))).toBe(true);
    for (const none of [completed, cancelled, ofClosed]) expect(await reminderMails(none.email)).toEqual([]);
    const outbox = await sql<{ n: number }[]>`
      select count(*)::int as n from public.mail_outbox
      where invitation_id = any(${[pending.id, started.id]}) and kind = 'REMINDER'`;
    expect(outbox[0]?.n).toBe(4);
  });

  it('e-mails only the nearest reminder when several are due at once', async () => {
    const interview = await seedInterview(sql, recruiter);
    // Sent three days ago, due in 10 h: both the 48 h and the 24 h moments have passed.
    const late = await invitation(interview.id, 'PENDING', 10, 72);
    await runScheduleAt(new Date());
    expect(await remindersOf(late.id)).toEqual([
      { hours_before: 48, skipped: true, kind: null },
      { hours_before: 24, skipped: false, kind: 'REMINDER' },
    ]);
    await expect.poll(() => reminderMails(late.email), { timeout: 20_000 }).toHaveLength(1);
  });

  it('is on the worker’s schedule', async () => {
    const known = await sql<{ identifier: string }[]>`
      select identifier from graphile_worker._private_known_crontabs where identifier = 'queue_reminders'`;
    expect(known).toEqual([{ identifier: 'queue_reminders' }]);
  });
});
