// No orphaned video prompts (issue #37 item 3): the retention schedule deletes the clips no
// question, interview or template uses once they are over a day old, with their original in the
// prompt-videos bucket and their renditions; a clip recorded but not saved into an interview yet,
// one an interview asks with and one a template keeps all stay. A deleted workspace's clips go
// with their objects too. Run against the stack: its worker removes the objects the deletions queue.
import { randomUUID } from 'node:crypto';
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetentionTask } from '../../worker/tasks/apply-retention.ts';
import type { WorkerContext } from '../../worker/context.ts';
import { storageStatus } from '../support/candidate-data-fixtures.ts';
import { liveWebm } from '../support/generated-media.ts';
import { config, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { eventually, renditionObjects } from '../support/recording-fixtures.ts';
import { testWorkerContext } from '../support/worker-context.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

const DAY = 86_400_000;
const helpers = { logger: new Logger(() => () => undefined) } as unknown as JobHelpers;

let sql: Database;
let ctx: WorkerContext;
let clipBytes: Uint8Array;

interface Clip {
  id: string;
  path: string;
  recordingId: string;
}

beforeAll(async () => {
  sql = openDatabase();
  ctx = testWorkerContext();
  clipBytes = await liveWebm({ seconds: 1 });
});

afterAll(async () => {
  await ctx.sql.end();
  await sql.end();
});

/** A clip of `workspace` stored in the bucket and saved, `ageDays` old, processed by the worker. */
async function savedClip(user: TestUser, workspace: string, ageDays: number): Promise<Clip> {
  const path = `${workspace}/${randomUUID()}.webm`;
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/prompt-videos/${path}`, {
    method: 'POST',
    headers: {
      apikey: config.secretKey,
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'video/webm',
    },
    body: clipBytes,
  });
  expect(response.status, await response.text()).toBe(200);
  const [row] = await sql<{ id: string }[]>`
    insert into public.prompt_videos (workspace_id, source_path, created_by, created_at)
    values (${workspace}, ${path}, ${user.id}, ${new Date(Date.now() - ageDays * DAY)})
    returning id`;
  const id = row?.id ?? '';
  let recordingId = '';
  await eventually(
    async () => {
      const [media] = await sql<{ id: string; status: string }[]>`
        select id, status::text from public.recording_media where prompt_video_id = ${id}`;
      recordingId = media?.id ?? '';
      return media?.status === 'READY';
    },
    'the clip is processed',
    90_000,
  );
  expect(await renditionObjects(sql, recordingId)).not.toEqual([]);
  return { id, path, recordingId };
}

async function exists(clip: Clip): Promise<boolean> {
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from public.prompt_videos where id = ${clip.id}`;
  return row?.n === 1;
}

/** Its original and renditions removed from Storage by the worker's jobs. */
async function expectObjectsGone(clip: Clip): Promise<void> {
  await eventually(
    async () =>
      (await renditionObjects(sql, clip.recordingId)).length === 0 &&
      (await storageStatus(`prompt-videos/${clip.path}`)) !== 200,
    'the clip and its renditions are removed from Storage',
    60_000,
  );
}

describe('the retention schedule', () => {
  it('deletes the clips nothing uses once a day old, with their objects, and keeps the others', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const workspace = await workspaceOf(sql, recruiter);
    const [unused, asked, kept, recent] = await Promise.all([
      savedClip(recruiter, workspace, 2),
      savedClip(recruiter, workspace, 2),
      savedClip(recruiter, workspace, 2),
      savedClip(recruiter, workspace, 0),
    ]);
    const [interview] = await sql<{ id: string }[]>`
      insert into public.interviews (workspace_id, recruiter_id, title)
      values (${workspace}, ${recruiter.id}, ${uniqueName('Asked on video')}) returning id`;
    await sql`
      insert into public.questions (interview_id, order_number, text, prompt_video_id)
      values (${interview?.id ?? ''}, 1, 'Watch, then answer.', ${asked.id})`;
    await sql`
      insert into public.interview_templates (workspace_id, kind, name, content, created_by)
      values (${workspace}, 'QUESTION', ${uniqueName('Kept clip')},
              ${sql.json({ text: 'Watch, then answer.', prompt_video_id: kept.id })}, ${recruiter.id})`;
    expect(await storageStatus(`prompt-videos/${unused.path}`)).toBe(200);

    await applyRetentionTask(ctx)({ at: new Date().toISOString() }, helpers);

    expect(await exists(unused)).toBe(false);
    await expectObjectsGone(unused);
    for (const clip of [asked, kept, recent]) {
      expect(await exists(clip), clip.id).toBe(true);
      expect(await storageStatus(`prompt-videos/${clip.path}`)).toBe(200);
      expect(await renditionObjects(sql, clip.recordingId)).not.toEqual([]);
    }
  }, 240_000);
});

describe('a deleted workspace', () => {
  it("takes its clips' originals and renditions with it", async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const workspace = await workspaceOf(sql, recruiter);
    const clip = await savedClip(recruiter, workspace, 0);
    await sql`
      insert into public.interviews (workspace_id, recruiter_id, title, welcome_prompt_video_id)
      values (${workspace}, ${recruiter.id}, ${uniqueName('Welcomed on video')}, ${clip.id})`;

    await sql`delete from public.workspaces where id = ${workspace}`;

    expect(await exists(clip)).toBe(false);
    await expectObjectsGone(clip);
  }, 180_000);
});
