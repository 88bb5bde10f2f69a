// FILE questions in the api tests (issue #37 item 2): a FILE question seeded into an interview, and
// a candidate's upload to the answer-files bucket the way the take flow makes it, resumably (TUS:
// create the upload, then send its bytes) through the Storage stand-in under their own token.
import { expect } from 'vitest';
import { config, seedInterview, seedInvitation, type Database } from './interview-fixtures.ts';
import { createTestUser, type TestUser } from './users.ts';

/** A FILE question at `orderNumber` of `interviewId`, with `maxAttempts` attempts; its id. */
export async function seedFileQuestion(
  sql: Database,
  interviewId: string,
  options: { orderNumber: number; maxAttempts?: number; text?: string },
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.questions (interview_id, order_number, text, response_format, max_attempts)
    values (${interviewId}, ${options.orderNumber}, ${options.text ?? 'Please upload your CV.'}, 'FILE',
            ${options.maxAttempts ?? 3})
    returning id`;
  if (!row) throw new Error('No question inserted');
  return row.id;
}

function tusMetadata(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Creates a resumable upload of `answer-files/<name>` declaring `length` bytes, as `user`: the answer. */
export function createAnswerFileUpload(
  user: TestUser,
  name: string,
  length: number,
  contentType: string,
): Promise<Response> {
  return fetch(`${config.supabaseUrl}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      apikey: config.publishableKey,
      'x-upsert': 'true',
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': tusMetadata({ bucketName: 'answer-files', objectName: name, contentType }),
    },
  });
}

/** Uploads `bytes` as `answer-files/<name>` resumably, as `user`, labelled `contentType`. */
export async function uploadAnswerFile(
  user: TestUser,
  name: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const created = await createAnswerFileUpload(user, name, bytes.length, contentType);
  expect(created.status, await created.text()).toBe(201);
  const location = created.headers.get('location');
  if (!location) throw new Error('The upload has no location');
  const sent = await fetch(new URL(location, config.supabaseUrl), {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      apikey: config.publishableKey,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  expect(sent.status, await sent.text()).toBe(204);
}

/** The names of the answer-files bucket's objects under an invitation, as postgres sees them. */
export async function storedAnswerFilesOf(sql: Database, invitationId: string): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = 'answer-files' and name like ${`${invitationId}/%`}
    order by name`;
  return rows.map((row) => row.name);
}

/**
 * A completed interview of `owner` with one FILE question, answered by a new candidate's file,
 * seeded behind the api's back: the file stored with the secret key (no candidate may write into a
 * completed invitation) and the answer's row as submit_answer writes it.
 */
export async function seedStoredFileAnswer(
  sql: Database,
  owner: TestUser,
  bytes: Uint8Array,
  name = 'cv.pdf',
): Promise<{ invitationId: string; responseId: string; path: string; candidate: TestUser }> {
  const candidate = await createTestUser(config);
  const interview = await seedInterview(sql, owner, { questions: 0 });
  const questionId = await seedFileQuestion(sql, interview.id, { orderNumber: 1 });
  const invitationId = await seedInvitation(sql, interview.id, 'COMPLETED', candidate);
  const path = `${invitationId}/${questionId}/1.pdf`;
  const stored = await fetch(`${config.supabaseUrl}/storage/v1/object/answer-files/${path}`, {
    method: 'POST',
    headers: {
      apikey: config.secretKey,
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'application/pdf',
    },
    body: bytes,
  });
  expect(stored.status, await stored.text()).toBe(200);
  const [row] = await sql<{ id: string }[]>`
    insert into public.responses (invitation_id, question_id, candidate_id, file_path, file_name, file_type, file_size)
    values (${invitationId}, ${questionId}, ${candidate.id}, ${path}, ${name}, 'application/pdf', ${bytes.length})
    returning id`;
  if (!row) throw new Error('No answer inserted');
  return { invitationId, responseId: row.id, path, candidate };
}
