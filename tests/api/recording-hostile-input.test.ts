// Uploads that would make ffmpeg read other files on the worker's host (issue #33 item 4): an HLS
// playlist naming a local media file by absolute path, ffconcat and concat lists, and plain text,
// each stored as an answer's video/webm take. process_recording, run in this process (the host
// whose files the playlists name) against the test stack's database and Storage, ends each FAILED
// with the plain reason and stores no rendition. The recordings get no queued job (removed in the
// transaction that saves them), so the stack's own worker never races these runs.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerContext } from '../../worker/context.ts';
import { processRecording } from '../../worker/tasks/process-recording.ts';
import { ffmpeg, inTempDir, liveWebm } from '../support/generated-media.ts';
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
import { testWorkerContext } from '../support/worker-context.ts';

const NOT_MEDIA = 'The recording is not a WebM, MP4 or Ogg file';

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

function helpers(): JobHelpers {
  const job = { id: '1', attempts: 1, max_attempts: 5, task_identifier: 'process_recording' };
  // The task reads only the job's attempts and the logger; the rest of JobHelpers is the runner's.
  return { job, logger: new Logger(() => () => undefined) } as unknown as JobHelpers;
}

/** `bytes` saved as a recorded answer's take 1.webm, its recording_media row waiting with no job; the row's id. */
async function unqueuedRecording(bytes: Uint8Array): Promise<{ id: string; responseId: string }> {
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedTakingInterview(sql, recruiter);
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const path = `${invitationId}/${interview.video}/1.webm`;
  await uploadResponseMedia(candidate, path, bytes);
  return sql.begin(async (tx) => {
    const [answer] = await tx<{ id: string }[]>`
      insert into public.responses (invitation_id, question_id, candidate_id, media_path)
      values (${invitationId}, ${interview.video}, ${candidate.id}, ${path})
      returning id`;
    const [row] = await tx<{ id: string }[]>`
      select id from public.recording_media where response_id = ${answer?.id ?? ''}`;
    if (!row) throw new Error('Saving the answer made no recording_media row');
    await tx`delete from graphile_worker._private_jobs where key = ${`recording:${row.id}`}`;
    return { id: row.id, responseId: answer?.id ?? '' };
  });
}

async function expectRefused(text: string): Promise<void> {
  const recording = await unqueuedRecording(new TextEncoder().encode(text));
  await processRecording(ctx)({ recording_id: recording.id }, helpers());
  expect(await recordingOf(sql, { responseId: recording.responseId })).toMatchObject({
    status: 'FAILED',
    error: NOT_MEDIA,
    playback_path: null,
    speech_path: null,
  });
  expect(await renditionObjects(sql, recording.id)).toEqual([]);
}

describe('process_recording refuses, as FAILED with the reason and no rendition,', () => {
  it('an HLS playlist naming a media file on the host by absolute path', async () => {
    await inTempDir(async (dir) => {
      const local = join(dir, 'on-the-host.ts');
      await ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-f', 'lavfi', '-i', 'sine'],
        ...['-t', '2', '-c:v', 'libx264', '-c:a', 'aac', '-f', 'mpegts', local],
      ]);
      await expectRefused(
        `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${local}\n#EXT-X-ENDLIST\n`,
      );
    });
  });

  it('an ffconcat playlist and a concat list', async () => {
    await inTempDir(async (dir) => {
      const local = join(dir, 'on-the-host.webm');
      await writeFile(local, await liveWebm({ seconds: 1 }));
      await expectRefused(`ffconcat version 1.0\nfile ${local}\nfile source\n`);
      await expectRefused(`file '${local}'\n`);
    });
  });

  it('a text file stored as a recording', async () => {
    await expectRefused('Not a recording, only words stored under a media name.\n'.repeat(40));
  });
});
