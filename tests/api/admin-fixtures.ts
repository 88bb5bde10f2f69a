// Seeding and calls for the admin api tests: users with their interviews, answers, recordings,
// video resumes and views, seeded per test on the shared database; files go through the Storage
// API as their owners, so what the admin's delete removes is really stored.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ChangeRole, UserType } from '#contract/admin';
import { anythingStoredFor } from '../stack/storage-fixtures.ts';
import { callApi } from '../support/api.ts';
import { createTestUser, uniqueName, type Role, type TestUser } from '../support/users.ts';
import { storeResumeObject } from '../support/video-resume-fixtures.ts';
import {
  config,
  expectJson,
  seedInterview,
  seedInvitation,
  sendJson,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';

export {
  config,
  expectError,
  expectJson,
  openDatabase,
  refuseRows,
  type Database,
} from '../support/interview-fixtures.ts';

export function listUsers(user: TestUser | undefined, query: Record<string, string> = {}): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  return callApi(`/admin/users${search ? `?${search}` : ''}`, { token: user?.accessToken });
}

export function listLogs(user: TestUser | undefined, query: Record<string, string> = {}): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  return callApi(`/admin/logs${search ? `?${search}` : ''}`, { token: user?.accessToken });
}

export function changeRole(user: TestUser | undefined, body: unknown): Promise<Response> {
  return sendJson('PUT', '/admin/users/role', body, user);
}

/** The body the admin screen sends to give `target` the role `newRole`. */
export function roleChangeOf(target: TestUser, newRole: Role): ChangeRole {
  return { user_id: target.id, new_role: newRole };
}

/** The body of docs/product.md §7, as a client composing the rest would send it. */
export function spec7RoleChangeOf(target: TestUser, newRole: Role) {
  return {
    ...roleChangeOf(target, newRole),
    user_email: target.email,
    user_type: target.role === 'CANDIDATE' ? 'candidate' : 'recruiter',
    notes: `Role changed from ${target.role} to ${newRole}`,
  };
}

export function deleteUser(
  user: TestUser | undefined,
  id: string,
  type: UserType | string,
): Promise<Response> {
  return callApi(`/admin/users/${id}?type=${encodeURIComponent(type)}`, {
    method: 'DELETE',
    token: user?.accessToken,
  });
}

/** The object names stored in `bucket` that `names` lists, as postgres sees them. */
export async function storedObjects(
  sql: Database,
  bucket: string,
  names: readonly string[],
): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from storage.objects where bucket_id = ${bucket} and name = any(${names as string[]})
    order by name`;
  return rows.map((row) => row.name);
}

/** Whether any file is still on disk for the given objects. */
export function filesOnDisk(bucket: string, names: readonly string[]): string[] {
  return names.filter((name) => anythingStoredFor(bucket, name));
}

export interface SeededRecruiter {
  recruiter: TestUser;
  interviewIds: string[];
  invitationIds: string[];
  recordings: string[];
}

/**
 * A recruiter with an interview of two questions, a PENDING invitation and a STARTED one whose
 * candidate uploaded a recording per question, the first saved as an answer with AI insights.
 */
export async function seedRecruiterWithData(sql: Database, candidate: TestUser): Promise<SeededRecruiter> {
  const recruiter = await createTestUser(config, { role: 'RECRUITER', lastName: uniqueName('Rec') });
  const interview = await seedInterview(sql, recruiter, { questions: 2 });
  const pendingId = await seedInvitation(sql, interview.id, 'PENDING');
  const startedId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const recordings = interview.questionIds.map((questionId) => `${startedId}/${questionId}/1.webm`);
  for (const name of recordings) await uploadResponseMedia(candidate, name, randomBytes(1024));
  await sql`
    insert into public.responses (invitation_id, question_id, candidate_id, media_path, ai_insights)
    values (${startedId}, ${interview.questionIds[0] ?? ''}, ${candidate.id}, ${recordings[0] ?? ''},
            ${sql.json({ score: 70, summary: 'Fine' })})`;
  return { recruiter, interviewIds: [interview.id], invitationIds: [pendingId, startedId], recordings };
}

/** What a recruiter leaves behind, as postgres sees it. */
export async function rowsOfRecruiter(sql: Database, seeded: SeededRecruiter) {
  const [counts] = await sql<
    { profiles: number; interviews: number; questions: number; invitations: number; responses: number }[]
  >`
    select (select count(*) from public.profiles where id = ${seeded.recruiter.id})::int as profiles,
           (select count(*) from public.interviews where recruiter_id = ${seeded.recruiter.id})::int as interviews,
           (select count(*) from public.questions where interview_id = any(${seeded.interviewIds}))::int as questions,
           (select count(*) from public.invitations where id = any(${seeded.invitationIds}))::int as invitations,
           (select count(*) from public.responses where invitation_id = any(${seeded.invitationIds}))::int as responses`;
  if (!counts) throw new Error('The count query returned no row');
  return counts;
}

export interface SeededCandidate {
  candidate: TestUser;
  resumeIds: string[];
  resumeFiles: string[];
  recordings: string[];
  answeredInvitationId: string;
}

/**
 * A candidate with a video resume (its file uploaded, viewed twice) and an answered interview of
 * `recruiter` (the recording uploaded, the answer saved).
 */
export async function seedCandidateWithData(sql: Database, recruiter: TestUser): Promise<SeededCandidate> {
  const candidate = await createTestUser(config, { role: 'CANDIDATE', lastName: uniqueName('Cand') });
  const resumeFile = `${candidate.id}/${randomUUID()}.webm`;
  await storeResumeObject(candidate, resumeFile, randomBytes(1024));
  const [resume] = await sql<{ id: string }[]>`
    insert into public.video_resumes (candidate_id, video_path, public_url)
    values (${candidate.id}, ${resumeFile}, ${`video-resume-${randomUUID()}`})
    returning id`;
  if (!resume) throw new Error('The video resume insert returned no row');
  await sql`
    insert into public.resume_views (resume_id, viewer_key) values (${resume.id}, 'a'), (${resume.id}, 'b')`;
  const interview = await seedInterview(sql, recruiter, { questions: 1 });
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const recording = `${invitationId}/${interview.questionIds[0] ?? ''}/1.webm`;
  await uploadResponseMedia(candidate, recording, randomBytes(1024));
  await sql`
    insert into public.responses (invitation_id, question_id, candidate_id, media_path)
    values (${invitationId}, ${interview.questionIds[0] ?? ''}, ${candidate.id}, ${recording})`;
  return {
    candidate,
    resumeIds: [resume.id],
    resumeFiles: [resumeFile],
    recordings: [recording],
    answeredInvitationId: invitationId,
  };
}

/** What a candidate leaves behind, as postgres sees it. */
export async function rowsOfCandidate(sql: Database, seeded: SeededCandidate) {
  const [counts] = await sql<
    {
      auth_users: number;
      profiles: number;
      resumes: number;
      views: number;
      responses: number;
      invitations: number;
    }[]
  >`
    select (select count(*) from auth.users where id = ${seeded.candidate.id})::int as auth_users,
           (select count(*) from public.profiles where id = ${seeded.candidate.id})::int as profiles,
           (select count(*) from public.video_resumes where candidate_id = ${seeded.candidate.id})::int as resumes,
           (select count(*) from public.resume_views where resume_id = any(${seeded.resumeIds}))::int as views,
           (select count(*) from public.responses where candidate_id = ${seeded.candidate.id})::int as responses,
           (select count(*) from public.invitations where id = ${seeded.answeredInvitationId})::int as invitations`;
  if (!counts) throw new Error('The count query returned no row');
  return counts;
}

/** The JSON body of a successful call. */
export async function okJson(response: Response): Promise<unknown> {
  return expectJson(response, 200);
}
