// Helpers of the candidate portal tests: calling /api/candidates/…, seeding video resumes and
// their views as postgres, and uploading a resume's recording through the Storage API as its owner.
import { callApi } from './api.ts';
import { createTestUser, type TestUser } from './users.ts';
import { config, type Database } from './interview-fixtures.ts';

/** GET /api/candidates{path} as `user` (anything holding an access token), or as anon. */
export function getCandidateApi(path: string, user: { accessToken: string } | undefined): Promise<Response> {
  return callApi(`/candidates${path}`, { token: user?.accessToken });
}

export function deleteVideoResume(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/candidates/video-resumes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token: user?.accessToken,
  });
}

/**
 * A candidate whose e-mail is not confirmed (signed up where Auth asks for a confirmation and not
 * yet clicked), with a token all the same: what the database decides is the point.
 */
export async function createUnconfirmedCandidate(sql: Database, email?: string): Promise<TestUser> {
  const user = await createTestUser(config, { role: 'CANDIDATE', email });
  await sql`update auth.users set email_confirmed_at = null where id = ${user.id}`;
  return user;
}

/** Whether `resumes/<videoPath>` is stored, as postgres sees it. */
export async function isResumeVideoStored(sql: Database, videoPath: string): Promise<boolean> {
  const [row] = await sql<{ stored: boolean }[]>`
    select exists (select 1 from storage.objects where bucket_id = 'resumes' and name = ${videoPath}) as stored`;
  return row?.stored ?? false;
}

/** Views of a resume, seeded as postgres (the public page records them through the api). */
export async function seedViews(
  sql: Database,
  resumeId: string,
  views: { viewerKey: string; viewedAt: Date; location?: string | null }[],
): Promise<void> {
  for (const view of views) {
    await sql`
      insert into public.resume_views (resume_id, viewer_key, location, viewed_at)
      values (${resumeId}, ${view.viewerKey}, ${view.location ?? null}, ${view.viewedAt})`;
  }
  await sql`
    update public.video_resumes
    set views_count = (select count(*) from public.resume_views where resume_id = ${resumeId})
    where id = ${resumeId}`;
}
