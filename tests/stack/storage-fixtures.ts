import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { Upload, type PreviousUpload, type UrlStorage } from 'tus-js-client';
import { expect } from 'vitest';
import { objectFilePath, objectsRoot } from '../../local/stack/storage/object-files.ts';
import { testStackConfig } from '../support/test-stack.ts';
import { uniqueName, type TestUser } from '../support/users.ts';

export const config = testStackConfig();
export const RESUMABLE_ENDPOINT = `${config.supabaseUrl}/storage/v1/upload/resumable`;
export const CHUNK_SIZE = 6 * 1024 * 1024;

/** The database as `postgres`, for seeding and for looking behind the service's back. */
export function openDatabase() {
  return postgres(config.databaseUrl, { max: 2, onnotice: () => {} });
}
export type Database = ReturnType<typeof openDatabase>;

function NoWebSocket(): never {
  throw new Error('Realtime is not used by the storage tests');
}

/** supabase-js as the app uses it, signed in as `user` (or anonymous with the publishable key). */
export function supabaseAs(user?: TestUser): SupabaseClient {
  return createClient(config.supabaseUrl, config.publishableKey, {
    ...(user ? { accessToken: async () => user.accessToken } : {}),
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket; these tests never open a realtime channel.
    realtime: { transport: NoWebSocket as never },
  });
}

/** supabase-js with the secret key, as server code uses it: the service role, past every policy. */
export function supabaseAsService(): SupabaseClient {
  return createClient(config.supabaseUrl, config.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}

/** The headers the app gives tus-js-client for Supabase. */
export function tusHeaders(bearer: string, upsert = false): Record<string, string> {
  return { authorization: `Bearer ${bearer}`, apikey: config.publishableKey, 'x-upsert': String(upsert) };
}

/** The one row a query must return. */
export function single<T>(rows: readonly T[]): T {
  expect(rows).toHaveLength(1);
  return rows[0] as T;
}

/** A value the test needs to be there (a client's `data`, a list's element). */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value, got nothing');
  return value;
}

export function randomVideo(bytes: number): Buffer {
  return randomBytes(bytes);
}

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function objectRows(sql: Database, bucket: string, name: string) {
  return sql<{ id: string; owner_id: string | null; version: string; metadata: Record<string, unknown> }[]>`
    select id, owner_id, version, metadata from storage.objects where bucket_id = ${bucket} and name = ${name}`;
}

/** Where the stand-in keeps the bytes of one version of an object. */
export function storedFile(bucket: string, name: string, version: string): string {
  return objectFilePath(objectsRoot(config.stateDir), bucket, name, version);
}

/** Whether anything at all is stored under an object's name (any version, finished or not). */
export function anythingStoredFor(bucket: string, name: string): boolean {
  return existsSync(objectFilePath(objectsRoot(config.stateDir), bucket, name, '.'));
}

/** The file a resumable upload is being written to, from its upload URL (base64url of bucket/name/version). */
export function fileOfUpload(uploadUrl: string): string {
  const id = Buffer.from(uploadUrl.split('/').pop() ?? '', 'base64url').toString('utf8');
  const parts = id.split('/');
  const [bucket = '', ...rest] = parts.slice(0, -1);
  return storedFile(bucket, rest.join('/'), parts.at(-1) ?? '');
}

/** A resumes-bucket name in the user's own folder. */
export function resumeName(owner: { id: string }): string {
  return `${owner.id}/${uniqueName('resume')}.webm`;
}

/** An in-memory url storage, so a new tus Upload can find and resume the previous one. */
export class MemoryUrlStorage implements UrlStorage {
  private uploads = new Map<string, PreviousUpload & { fingerprint: string }>();

  async findAllUploads(): Promise<PreviousUpload[]> {
    return [...this.uploads.values()];
  }
  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return [...this.uploads.values()].filter((upload) => upload.fingerprint === fingerprint);
  }
  async removeUpload(urlStorageKey: string): Promise<void> {
    this.uploads.delete(urlStorageKey);
  }
  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `tus::${fingerprint}::${this.uploads.size}`;
    this.uploads.set(key, { ...upload, urlStorageKey: key, fingerprint });
    return key;
  }
}

export interface TusOptions {
  bucket: string;
  name: string;
  bearer: string;
  urlStorage?: UrlStorage;
  contentType?: string;
  onChunkComplete?: (upload: Upload, accepted: number) => void;
}

/** A tus-js-client Upload configured as Supabase's docs configure it for resumable uploads. */
export function tusUpload(
  file: Buffer,
  options: TusOptions,
  events: { onSuccess: () => void; onError: (e: Error) => void },
) {
  const upload: Upload = new Upload(file, {
    endpoint: RESUMABLE_ENDPOINT,
    headers: tusHeaders(options.bearer),
    chunkSize: CHUNK_SIZE,
    retryDelays: [],
    uploadDataDuringCreation: true,
    removeFingerprintOnSuccess: true,
    storeFingerprintForResuming: true,
    ...(options.urlStorage ? { urlStorage: options.urlStorage } : {}),
    metadata: {
      bucketName: options.bucket,
      objectName: options.name,
      contentType: options.contentType ?? 'video/webm',
      cacheControl: '3600',
    },
    onChunkComplete: (_size, accepted) => options.onChunkComplete?.(upload, accepted),
    onSuccess: () => events.onSuccess(),
    onError: (error) => events.onError(error),
  });
  return upload;
}

/** Runs a tus upload to the end; rejects with tus-js-client's error. */
export function uploadWithTus(file: Buffer, options: TusOptions): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const upload = tusUpload(file, options, { onSuccess: () => resolve(upload), onError: reject });
    upload.start();
  });
}

export interface StartedInvitation {
  interviewId: string;
  questionId: string;
  invitationId: string;
}

/** An interview of `recruiter` with one question and a STARTED invitation bound to `candidate`. */
export async function seedStartedInvitation(
  sql: Database,
  recruiter: TestUser,
  candidate: TestUser,
): Promise<StartedInvitation> {
  const interview = single(
    await sql<{ id: string }[]>`
      insert into public.interviews (recruiter_id, title) values (${recruiter.id}, ${uniqueName('Interview')})
      returning id`,
  );
  const question = single(
    await sql<{ id: string }[]>`
      insert into public.questions (interview_id, order_number, text)
      values (${interview.id}, 1, 'Tell us about yourself') returning id`,
  );
  const invitation = single(
    await sql<{ id: string }[]>`
      insert into public.invitations (interview_id, candidate_id, first_name, last_name, email, status, started_at)
      values (${interview.id}, ${candidate.id}, 'Casey', 'Candidate', ${candidate.email}, 'STARTED', now())
      returning id`,
  );
  return { interviewId: interview.id, questionId: question.id, invitationId: invitation.id };
}

/** Saves `name` as the candidate's answer to the invitation's question, as submit_answer would. */
export async function submitAsAnswer(
  sql: Database,
  invitation: StartedInvitation,
  candidate: TestUser,
  name: string,
): Promise<void> {
  await sql`
    insert into public.responses (invitation_id, question_id, candidate_id, media_path)
    values (${invitation.invitationId}, ${invitation.questionId}, ${candidate.id}, ${name})`;
}

/**
 * An HTTP request with its path sent exactly as given (fetch would resolve `..` and `%2E%2E`),
 * answering the status and the parsed JSON body.
 */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; json: unknown }> {
  const { hostname, port } = new URL(config.supabaseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
