// Helpers of the video resume tests: uploading a recording to the resumes bucket as its owner,
// calling /api/candidates/video-resumes and /api/public/video-resume, and seeding resumes and
// reading views as postgres. Every resume is made per test, so the tests share the database freely.
import { expect } from 'vitest';
import { callApi, functionUrl } from './api.ts';
import { uniqueName, type TestUser } from './users.ts';
import { config, expectJson, sendJson, type Database } from './interview-fixtures.ts';

/** A few bytes standing in for a recording (the stand-in stores what it gets). */
export function recordingBytes(): Uint8Array {
  return new TextEncoder().encode(uniqueName('resume-recording').repeat(20));
}

/** Stores `bytes` as `resumes/<name>` through the Storage API, as `owner` (the bucket's policies decide). */
export async function storeResumeObject(
  owner: TestUser,
  name: string,
  bytes = recordingBytes(),
): Promise<void> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/resumes/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.publishableKey,
      authorization: `Bearer ${owner.accessToken}`,
      'content-type': 'video/webm',
    },
    body: bytes,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Uploads `bytes` as `resumes/<owner id>/<new file>`, as `owner`; the object name. */
export async function uploadResumeVideo(owner: TestUser, bytes = recordingBytes()): Promise<string> {
  const name = `${owner.id}/${uniqueName('resume')}.webm`;
  await storeResumeObject(owner, name, bytes);
  return name;
}

export interface SeededResume {
  id: string;
  title: string;
  publicUrl: string;
  videoPath: string;
}

/**
 * A resume of `owner` as postgres, described as 'About <title>' and pointing at `videoPath`
 * (uploaded or not; by default a new name that is not).
 */
export async function seedResume(
  sql: Database,
  owner: TestUser,
  options: { active?: boolean; videoPath?: string; title?: string; createdAt?: Date } = {},
): Promise<SeededResume> {
  const title = options.title ?? uniqueName('Resume');
  const videoPath = options.videoPath ?? `${owner.id}/${uniqueName('not-uploaded')}.webm`;
  const publicUrl = `video-resume-${crypto.randomUUID()}`;
  const [row] = await sql<{ id: string }[]>`
    insert into public.video_resumes (candidate_id, title, description, video_path, public_url, is_active, created_at)
    values (${owner.id}, ${title}, ${`About ${title}`}, ${videoPath}, ${publicUrl},
            ${options.active ?? true}, ${options.createdAt ?? new Date()})
    returning id`;
  if (!row) throw new Error('insert … returning gave no video resume');
  return { id: row.id, title, publicUrl, videoPath };
}

export function createResume(user: TestUser | undefined, body: unknown): Promise<Response> {
  return sendJson('POST', '/candidates/video-resumes', body, user);
}

export function getOwnResume(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/candidates/video-resumes/${encodeURIComponent(id)}`, { token: user?.accessToken });
}

export function updateResume(user: TestUser | undefined, id: string, body: unknown): Promise<Response> {
  return sendJson('PUT', `/candidates/video-resumes/${encodeURIComponent(id)}`, body, user);
}

export function getAnalytics(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/candidates/video-resumes/${encodeURIComponent(id)}/analytics`, {
    token: user?.accessToken,
  });
}

export function getPublicResume(user: TestUser | undefined, identifier: string): Promise<Response> {
  return callApi(`/public/video-resume/${encodeURIComponent(identifier)}`, { token: user?.accessToken });
}

export interface Visitor {
  /** The visitor's address, as the platform's gateway reports it in x-real-ip. */
  ip: string;
  userAgent: string;
  user?: TestUser;
}

// Addresses from the benchmarking range, handed out in turn, so no two visitors of a file share one.
let nextAddress = Math.floor(Math.random() * 60_000);

/** A visitor with an address and a browser of their own. */
export function newVisitor(user?: TestUser): Visitor {
  nextAddress = (nextAddress + 1) % 65_536;
  return {
    ip: `198.18.${nextAddress >> 8}.${nextAddress & 255}`,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${uniqueName('TestBrowser')}`,
    user,
  };
}

/**
 * POST /api/public/video-resume/:id/view as `visitor`, with the spec's payload unless given. The
 * call goes to the function as Supabase's gateway passes it on, with the visitor's address in
 * x-real-ip: through the local gateway every test would come from 127.0.0.1.
 */
export function recordView(
  visitor: Visitor,
  identifier: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json',
    'user-agent': visitor.userAgent,
    'x-real-ip': visitor.ip,
    ...options.headers,
  });
  if (visitor.user) headers.set('authorization', `Bearer ${visitor.user.accessToken}`);
  return fetch(functionUrl(`/public/video-resume/${encodeURIComponent(identifier)}/view`), {
    method: 'POST',
    headers,
    body: JSON.stringify(
      options.body ?? { user_agent: visitor.userAgent, referrer: 'https://jobs.example.com/post/1' },
    ),
  });
}

/** Records a view that must be answered 200; the count it reports. */
export async function viewCount(visitor: Visitor, identifier: string): Promise<number> {
  const body = (await expectJson(await recordView(visitor, identifier), 200)) as { views_count: number };
  return body.views_count;
}

/** A resume's stored views and count, as postgres sees them. */
export async function viewsOf(sql: Database, resumeId: string) {
  const views = await sql<
    {
      viewer_key: string;
      network_key: string | null;
      viewer_id: string | null;
      user_agent: string | null;
      referrer: string | null;
      location: string | null;
    }[]
  >`
    select viewer_key, network_key, viewer_id, user_agent, referrer, location
    from public.resume_views where resume_id = ${resumeId} order by viewed_at`;
  const [resume] = await sql<{ views_count: number }[]>`
    select views_count from public.video_resumes where id = ${resumeId}`;
  return { views, viewsCount: resume?.views_count };
}
