// The retention job (issue #20 item 2), run by its schedule's task at chosen moments (its payload's
// `at`: the clock moved, no sleeping). Workspace A keeps answers 30 days: its interview completed 60
// days ago loses every recording and rendition (gone from Storage, asked through the Storage API
// and in storage.objects), transcript, analysis, rating, note, feedback, share, request and e-mail,
// and its invitation stays only as an anonymised statistic; its interview completed today, and
// workspace B's completed 60 days ago (B keeps 180 days), are untouched, row for row and object
// for object. A second run deletes nothing more.
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITIONS_BUCKET_ID } from '#contract/recordings';
import { applyRetentionTask } from '../../worker/tasks/apply-retention.ts';
import type { WorkerContext } from '../../worker/context.ts';
import { seedEverythingAbout, settledJobs, storageStatus } from '../support/candidate-data-fixtures.ts';
import { openDatabase, refuseRows, type Database } from '../support/interview-fixtures.ts';
import { seedProcessedReview, type ProcessedReview } from '../support/processed-review-fixtures.ts';
import { testWorkerContext } from '../support/worker-context.ts';
import { seedStoredFileAnswer } from '../support/answer-file-fixtures.ts';
import { pdfBytes } from '../support/answer-file-bytes.ts';
import { createTestUser } from '../support/users.ts';
import { config } from '../support/interview-fixtures.ts';

const DAY = 86_400_000;
const helpers = { logger: new Logger(() => () => undefined) } as unknown as JobHelpers;

let sql: Database;
let ctx: WorkerContext;
let expired: ProcessedReview;
let recent: ProcessedReview;
let elsewhere: ProcessedReview;

/** The tables that hold rows of an invitation, each with the column naming it. */
const INVITATION_TABLES = [
  'responses',
  'ratings',
  'rating_history',
  'rating_submissions',
  'candidate_comments',
  'candidate_decisions',
  'candidate_feedback',
  'candidate_requests',
  'review_shares',
  'mail_outbox',
  'invitation_reminders',
  'interview_consents',
] as const;

async function workspaceOf(invitationId: string): Promise<string> {
  const [row] = await sql<{ workspace_id: string }[]>`
    select i.workspace_id from public.invitations inv join public.interviews i on i.id = inv.interview_id
    where inv.id = ${invitationId}`;
  if (!row) throw new Error(`No invitation ${invitationId}`);
  return row.workspace_id;
}

/** Every row and stored object of an invitation, and its interview's, as postgres sees them. */
async function everythingOf(invitationId: string) {
  const rows: Record<string, unknown> = {};
  for (const table of INVITATION_TABLES) {
    rows[table] = await sql.unsafe(
      `select to_jsonb(t) as row from public.${table} t where t.invitation_id = $1 order by to_jsonb(t)::text`,
      [invitationId],
    );
  }
  rows.self_identification = await sql`
    select to_jsonb(s) as row from private.candidate_self_identifications s where s.invitation_id = ${invitationId}`;
  rows.invitation =
    await sql`select to_jsonb(inv) as row from public.invitations inv where id = ${invitationId}`;
  rows.recording_media = await sql`
    select to_jsonb(m) as row from public.recording_media m
    join public.responses r on r.id = m.response_id where r.invitation_id = ${invitationId} order by m.id`;
  rows.interview = await sql`
    select to_jsonb(i) as row, (select jsonb_agg(q order by q.id) from public.questions q where q.interview_id = i.id) as questions,
           (select jsonb_agg(c order by c.id) from public.scorecard_competencies c where c.interview_id = i.id) as competencies
    from public.interviews i join public.invitations inv on inv.interview_id = i.id where inv.id = ${invitationId}`;
  rows.objects = await objectsOf(invitationId);
  return rows;
}

/** The invitation's objects in the responses and renditions buckets, as storage.objects lists them. */
async function objectsOf(invitationId: string): Promise<string[]> {
  const rows = await sql<{ object: string }[]>`
    select bucket_id || '/' || name as object from storage.objects
    where (bucket_id = 'responses' and name like ${`${invitationId}/%`})
       or (bucket_id = ${RENDITIONS_BUCKET_ID} and split_part(name, '/', 1) in (
             select m.id::text from public.recording_media m join public.responses r on r.id = m.response_id
             where r.invitation_id = ${invitationId}))
    order by 1`;
  return rows.map((row) => row.object);
}

async function anonymised(invitationId: string) {
  const [row] = await sql<{ deleted: boolean }[]>`
    select data_deleted_at is not null as deleted from public.invitations where id = ${invitationId}`;
  return row;
}

function runRetentionAt(at: Date): Promise<void> {
  return applyRetentionTask(ctx)({ at: at.toISOString() }, helpers) as Promise<void>;
}

beforeAll(async () => {
  sql = openDatabase();
  ctx = testWorkerContext();
  [expired, recent, elsewhere] = await Promise.all([
    seedProcessedReview(sql),
    seedProcessedReview(sql),
    seedProcessedReview(sql),
  ]);
  const workspaceA = await workspaceOf(expired.invitationId);
  await sql`update public.interviews set workspace_id = ${workspaceA}
            where id = (select interview_id from public.invitations where id = ${recent.invitationId})`;
  await sql`update public.workspaces set retention_days = 30 where id = ${workspaceA}`;
  await sql`update public.workspaces set retention_days = 180 where id = ${await workspaceOf(elsewhere.invitationId)}`;
  for (const review of [expired, recent, elsewhere]) await seedEverythingAbout(sql, review);
  // Completed 10 days ago: not due in real time, so the stack's own worker, whose schedule runs the
  // same task by the real clock, never races this test; the test moves the task's clock instead.
  await sql`update public.invitations set completed_at = now() - interval '10 days'
            where id in ${sql([expired.invitationId, elsewhere.invitationId])}`;
  await settledJobs(sql, [expired.invitationId, recent.invitationId, elsewhere.invitationId]);
}, 120_000);

afterAll(async () => {
  await ctx.sql.end();
  await sql.end();
});

describe('the retention job', () => {
  it('deletes the expired interview’s recordings and every row about the candidate, and touches nothing else', async () => {
    const untouched = {
      recent: await everythingOf(recent.invitationId),
      elsewhere: await everythingOf(elsewhere.invitationId),
    };
    const expiredObjects = await objectsOf(expired.invitationId);
    // Two recordings and the video's two renditions.
    expect(expiredObjects).toHaveLength(4);
    for (const object of expiredObjects) expect(await storageStatus(object)).toBe(200);
    const before = await everythingOf(expired.invitationId);
    for (const table of INVITATION_TABLES.filter((t) => t !== 'invitation_reminders')) {
      expect((before[table] as unknown[]).length, table).toBeGreaterThan(0);
    }

    // Not yet due at 29 days: nothing happens.
    await runRetentionAt(new Date(Date.now() + 19 * DAY));
    expect(await everythingOf(expired.invitationId)).toEqual(before);

    // 31 days after its completion; 21 after the recent one's, and 31 of the other workspace's 180.
    await runRetentionAt(new Date(Date.now() + 21 * DAY));

    for (const object of expiredObjects) expect(await storageStatus(object)).not.toBe(200);
    expect(await objectsOf(expired.invitationId)).toEqual([]);
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from storage.objects
      where name like ${`${expired.invitationId}/%`}
         or split_part(name, '/', 1) in ${sql(Object.values(expired.recordings))}`;
    expect(left?.n).toBe(0);

    const after = await everythingOf(expired.invitationId);
    for (const table of INVITATION_TABLES.filter((t) => t !== 'candidate_decisions')) {
      expect(after[table], table).toEqual([]);
    }
    expect(before.self_identification).toHaveLength(1);
    expect(after.self_identification).toEqual([]);
    const [media] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.recording_media where id in ${sql(Object.values(expired.recordings))}`;
    expect(media?.n).toBe(0);

    const [invitation] = await sql`
      select first_name, last_name, email, candidate_id, status, data_deleted_at is not null as deleted,
             completed_at is not null as completed
      from public.invitations where id = ${expired.invitationId}`;
    expect(invitation).toEqual({
      first_name: 'Deleted',
      last_name: 'candidate',
      email: 'deleted-candidate@deleted.invalid',
      candidate_id: null,
      status: 'COMPLETED',
      deleted: true,
      completed: true,
    });
    // The outcome stays for the interview's statistics; the words about the candidate do not.
    expect(
      await sql`select decision, reason from public.candidate_decisions where invitation_id = ${expired.invitationId}`,
    ).toEqual([{ decision: 'ADVANCE', reason: "Deleted with the candidate's data" }]);
    const events = await sql`
      select actor_id, actor_email, detail from public.audit_events
      where invitation_id = ${expired.invitationId} and action = 'DELETED'`;
    expect(events).toEqual([
      { actor_id: null, actor_email: null, detail: { what: 'candidate data', by: 'retention' } },
    ]);

    expect(await everythingOf(recent.invitationId)).toEqual(untouched.recent);
    expect(await everythingOf(elsewhere.invitationId)).toEqual(untouched.elsewhere);
    for (const object of untouched.recent.objects as string[]) expect(await storageStatus(object)).toBe(200);
    for (const object of untouched.elsewhere.objects as string[])
      expect(await storageStatus(object)).toBe(200);

    // Again, and later: nothing more goes, and the deletion is recorded once.
    const once = await everythingOf(expired.invitationId);
    await runRetentionAt(new Date(Date.now() + 2 * DAY));
    expect(await everythingOf(expired.invitationId)).toEqual(once);
    expect(await everythingOf(recent.invitationId)).toEqual(untouched.recent);
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_events
      where invitation_id = ${expired.invitationId} and action = 'DELETED'`;
    expect(count?.n).toBe(1);
  });

  it('deletes an expired interview’s uploaded files (issue #37) with its answers', async () => {
    const owner = await createTestUser(config, { role: 'RECRUITER' });
    const answer = await seedStoredFileAnswer(sql, owner, pdfBytes());
    await sql`update public.workspaces set retention_days = 30 where id = ${await workspaceOf(answer.invitationId)}`;
    await sql`update public.invitations set completed_at = now() - interval '10 days' where id = ${answer.invitationId}`;
    expect(await storageStatus(`answer-files/${answer.path}`)).toBe(200);

    await runRetentionAt(new Date(Date.now() + 21 * DAY));

    expect(await storageStatus(`answer-files/${answer.path}`)).not.toBe(200);
    expect(
      await sql`select name from storage.objects where bucket_id = 'answer-files' and name = ${answer.path}`,
    ).toEqual([]);
    expect(await sql`select id from public.responses where id = ${answer.responseId}`).toEqual([]);
    expect(await anonymised(answer.invitationId)).toEqual({ deleted: true });
  });

  it('goes on with the other invitations when one fails, and deletes that one on a later run', async () => {
    const [failing, next] = await Promise.all([seedProcessedReview(sql), seedProcessedReview(sql)]);
    const workspace = await workspaceOf(failing.invitationId);
    await sql`update public.interviews set workspace_id = ${workspace}
              where id = (select interview_id from public.invitations where id = ${next.invitationId})`;
    await sql`update public.workspaces set retention_days = 30 where id = ${workspace}`;
    await sql`update public.invitations set completed_at = now() - interval '10 days'
              where id in ${sql([failing.invitationId, next.invitationId])}`;
    await settledJobs(sql, [failing.invitationId, next.invitationId]);
    const before = await everythingOf(failing.invitationId);
    // Storage cannot delete the first one's recordings: its database refuses, for real.
    const refusal = await refuseRows(
      sql,
      'storage.objects',
      'before delete',
      `old.bucket_id = 'responses' and old.name like '${failing.invitationId}/%'`,
    );
    try {
      await expect(runRetentionAt(new Date(Date.now() + 21 * DAY))).rejects.toThrow(failing.invitationId);
    } finally {
      await refusal.remove();
    }
    expect((await anonymised(next.invitationId))?.deleted).toBe(true);
    expect(await objectsOf(next.invitationId)).toEqual([]);
    const after = await everythingOf(failing.invitationId);
    expect(after.invitation).toEqual(before.invitation);
    expect(after.responses).toEqual(before.responses);

    await runRetentionAt(new Date(Date.now() + 21 * DAY));
    expect((await anonymised(failing.invitationId))?.deleted).toBe(true);
    expect(await objectsOf(failing.invitationId)).toEqual([]);
    await sql`delete from public.interviews where recruiter_id in ${sql([failing.recruiter.id, next.recruiter.id])}`;
  });

  it('is on the worker’s schedule', async () => {
    const known = await sql<{ identifier: string }[]>`
      select identifier from graphile_worker._private_known_crontabs where identifier = 'apply_retention'`;
    expect(known).toEqual([{ identifier: 'apply_retention' }]);
  });
});
