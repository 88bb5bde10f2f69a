// Storage limits (issue #14, item 10): both buckets take at most 128 MiB an object, which fits the
// longest answer (600 s at 1 Mbit/s video + 128 kbit/s audio, about 81 MiB) with room to spare; a
// resumable upload declaring more is refused when it is created, before any byte is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  openDatabase,
  resumeName,
  seedStartedInvitation,
  tusHeaders,
  type Database,
} from './storage-fixtures.ts';

const MiB = 1024 * 1024;
let sql: Database;
let candidate: TestUser;
let recordingName: string;

beforeAll(async () => {
  sql = openDatabase();
  const recruiter = await createTestUser(config, { role: 'RECRUITER' });
  candidate = await createTestUser(config);
  const invitation = await seedStartedInvitation(sql, recruiter, candidate);
  recordingName = `${invitation.invitationId}/${invitation.questionId}/1.webm`;
});

afterAll(async () => {
  await sql.end();
});

/** Creates a resumable upload (TUS POST) declaring `length` bytes; the status. */
async function createUpload(bucket: string, name: string, length: number): Promise<number> {
  const metadata = { bucketName: bucket, objectName: name, contentType: 'video/webm' };
  const response = await fetch(`${config.supabaseUrl}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      ...tusHeaders(candidate.accessToken),
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    },
  });
  await response.body?.cancel();
  return response.status;
}

describe('the buckets’ size limit', () => {
  it('is 128 MiB in both buckets', async () => {
    const rows = await sql<{ id: string; file_size_limit: string }[]>`
      select id, file_size_limit::text from storage.buckets where id in ('responses', 'resumes') order by id`;
    expect(rows).toEqual([
      { id: 'responses', file_size_limit: String(128 * MiB) },
      { id: 'resumes', file_size_limit: String(128 * MiB) },
    ]);
  });

  it('refuses a 500 MiB resumable upload of an answer or a resume with 413', async () => {
    expect(await createUpload('responses', recordingName, 500 * MiB)).toBe(413);
    expect(await createUpload('resumes', resumeName(candidate), 500 * MiB)).toBe(413);
    expect(await createUpload('resumes', resumeName(candidate), 128 * MiB + 1)).toBe(413);
  });
});
