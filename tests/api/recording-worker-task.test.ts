// process_recording run in this process against the test stack's real database and Storage, to
// drive what the worker process cannot be made to do on cue: Storage unreachable (a transient
// failure: the job throws for graphile-worker to retry, and the last attempt records FAILED with a
// reason) and the same job run twice after a worker died mid-job (the same row and objects).
// The recordings here get no queued job (removed in the transaction that saves them), so the
// stack's own worker never races these runs.
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerContext } from '../../worker/context.ts';
import { testWorkerContext } from '../support/worker-context.ts';
import { createStorageApi } from '../../worker/storage-api.ts';
import { processRecording } from '../../worker/tasks/process-recording.ts';
import { liveWebm } from '../support/generated-media.ts';
import {
  config,
  openDatabase,
  seedInvitation,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { recordingOf, renditionObjects } from '../support/recording-fixtures.ts';
import { seedTakingInterview } from '../support/take-fixtures.ts';
import { createTestUser } from '../support/users.ts';

let sql: Database;
let ctx: WorkerContext;

beforeAll(() => {
  sql = openDatabase();
  ctx = testWorkerContext();
});

afterAll(async () => {
  await ctx.sql.end();
  await sql.end();
});

/** What graphile-worker hands a task, for attempt `attempts` of `max`. */
function helpersFor(attempts: number, max = 5): JobHelpers {
  const job = { id: '1', attempts, max_attempts: max, task_identifier: 'process_recording' };
  // The task reads only the job's attempts and the logger; the rest of JobHelpers is the runner's.
  return { job, logger: new Logger(() => () => undefined) } as unknown as JobHelpers;
}

/** A saved recorded answer whose recording_media row waits with no job; its row's id. */
async function unqueuedRecording(): Promise<string> {
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedTakingInterview(sql, recruiter);
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const path = `${invitationId}/${interview.video}/1.webm`;
  await uploadResponseMedia(candidate, path, await liveWebm({ seconds: 2 }));
  return sql.begin(async (tx) => {
    const [answer] = await tx<{ id: string }[]>`
      insert into public.responses (invitation_id, question_id, candidate_id, media_path)
      values (${invitationId}, ${interview.video}, ${candidate.id}, ${path})
      returning id`;
    const [row] = await tx<{ id: string }[]>`
      select id from public.recording_media where response_id = ${answer?.id ?? ''}`;
    if (!row) throw new Error('Saving the answer made no recording_media row');
    await tx`delete from graphile_worker._private_jobs where key = ${`recording:${row.id}`}`;
    return row.id;
  });
}

async function rowById(id: string) {
  const [row] = await sql<{ response_id: string }[]>`
    select response_id from public.recording_media where id = ${id}`;
  return row && recordingOf(sql, { responseId: row.response_id });
}

describe('process_recording', () => {
  it('throws for a retry while Storage is unreachable, and records FAILED with a reason on the last attempt', async () => {
    const id = await unqueuedRecording();
    const run = processRecording({
      ...ctx,
      storage: createStorageApi('http://127.0.0.1:9', config.secretKey),
    });

    await expect(run({ recording_id: id }, helpersFor(1))).rejects.toThrow(/Storage could not be reached/);
    expect(await rowById(id)).toMatchObject({ status: 'PROCESSING', error: null });

    await expect(run({ recording_id: id }, helpersFor(5))).rejects.toThrow(/Storage could not be reached/);
    expect(await rowById(id)).toMatchObject({
      status: 'FAILED',
      error: 'The recording could not be processed after 5 attempts: storage could not be reached',
    });
  });

  it('run again after a worker died mid-job, gives the same row and the same objects', async () => {
    const id = await unqueuedRecording();
    const run = processRecording(ctx);
    await run({ recording_id: id }, helpersFor(1));
    const first = await rowById(id);
    expect(first?.status).toBe('READY');
    const objects = await renditionObjects(sql, id);
    expect(objects).toHaveLength(4);

    // The worker died after storing the files, before the job was recorded as done: the row is
    // still PROCESSING when another worker takes the job again.
    await sql`update public.recording_media set status = 'PROCESSING' where id = ${id}`;
    await run({ recording_id: id }, helpersFor(2));
    expect(await rowById(id)).toEqual(first);
    expect(await renditionObjects(sql, id)).toEqual(objects);

    // Finished and recorded, then run once more (at least once): nothing changes.
    const [before] = await sql<
      { processed_at: Date }[]
    >`select processed_at from public.recording_media where id = ${id}`;
    await run({ recording_id: id }, helpersFor(1));
    const [after] = await sql<
      { processed_at: Date }[]
    >`select processed_at from public.recording_media where id = ${id}`;
    expect(after?.processed_at).toEqual(before?.processed_at);
  });

  it('does nothing for a recording that no longer exists', async () => {
    await expect(
      processRecording(ctx)({ recording_id: crypto.randomUUID() }, helpersFor(1)),
    ).resolves.toBeUndefined();
  });
});
