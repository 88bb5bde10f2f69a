// Node side of the media tests: a candidate bound to a STARTED invitation (seeded as postgres, as
// the api tests do), reading stored objects back as the recruiter, and ffprobe on them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { seedInterview, seedInvitation, type Database } from '../../support/interview-fixtures.ts';
import { testStackConfig } from '../../support/test-stack.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';

export const config = testStackConfig();
export type { Database };

export interface AnswerSlot {
  recruiter: TestUser;
  candidate: TestUser;
  invitationId: string;
  questionId: string;
  /** Where the answer's recording goes: `<invitation_id>/<question_id>/<attempt>.<webm|mp4>`. */
  objectName: string;
  /** The IndexedDB backup key the screen would use. */
  backupKey: string;
}

/**
 * A recruiter's interview with one question and a STARTED invitation bound to a new candidate; its
 * recording a WebM unless `extension` says MP4 (Safari's).
 */
export async function seedAnswerSlot(sql: Database, extension: 'webm' | 'mp4' = 'webm'): Promise<AnswerSlot> {
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedInterview(sql, recruiter);
  const questionId = interview.questionIds[0] ?? '';
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  return {
    recruiter,
    candidate,
    invitationId,
    questionId,
    objectName: `${invitationId}/${questionId}/1.${extension}`,
    backupKey: `${uniqueName('token')}/${questionId}/1`,
  };
}

/**
 * The slot's stored recording as its recruiter reads it back once submitted (recruiters read
 * submitted takes only): saved as the answer, as submit_answer would, then downloaded.
 */
export async function downloadSubmitted(sql: Database, slot: AnswerSlot): Promise<Buffer> {
  await sql`
    insert into public.responses (invitation_id, question_id, candidate_id, media_path)
    values (${slot.invitationId}, ${slot.questionId}, ${slot.candidate.id}, ${slot.objectName})
    on conflict (invitation_id, question_id) do update set media_path = excluded.media_path`;
  return downloadAs(slot.recruiter, slot.objectName);
}

/** The stored object's bytes, through a signed URL made as `reader` (the recruiter reviewing it). */
async function downloadAs(reader: TestUser, objectName: string): Promise<Buffer> {
  const headers = { authorization: `Bearer ${reader.accessToken}`, apikey: config.publishableKey };
  const signing = await fetch(`${config.supabaseUrl}/storage/v1/object/sign/responses/${objectName}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 60 }),
  });
  expect(signing.status).toBe(200);
  const { signedURL } = (await signing.json()) as { signedURL: string };
  const response = await fetch(`${config.supabaseUrl}/storage/v1${signedURL}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The storage row of an object, as postgres sees it. */
export async function objectRow(sql: Database, objectName: string) {
  const [row] = await sql<{ owner_id: string | null; metadata: { size: number; mimetype: string } }[]>`
    select owner_id, metadata from storage.objects where bucket_id = 'responses' and name = ${objectName}`;
  return row;
}

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
}

/** `ffprobe -v error -show_streams -of json` on the bytes, written to a temporary file. */
export async function probeStreams(bytes: Buffer): Promise<ProbedStream[]> {
  const dir = await mkdtemp(join(tmpdir(), 'media-probe-'));
  try {
    const file = join(dir, 'recording.webm');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('ffprobe', [
      '-v',
      'error',
      '-show_streams',
      '-of',
      'json',
      file,
    ]);
    const { streams } = JSON.parse(stdout) as { streams: ProbedStream[] };
    return streams.map(({ codec_type, codec_name }) => ({ codec_type, codec_name }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The offset the server holds for a TUS upload, asked as its uploader (HEAD). */
export async function serverOffset(uploadUrl: string, uploader: TestUser): Promise<number> {
  const head = await fetch(uploadUrl, {
    method: 'HEAD',
    headers: {
      authorization: `Bearer ${uploader.accessToken}`,
      apikey: config.publishableKey,
      'tus-resumable': '1.0.0',
    },
  });
  expect(head.status).toBe(200);
  return Number(head.headers.get('upload-offset'));
}
