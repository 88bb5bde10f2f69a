// Seeding and looking behind the api's back for the interview and dashboard tests: SQL as postgres
// (no row-level security) on the shared test database. Every row is seeded per test with unique
// names, so the tests run against a seeded or busy database alike.
import postgres from 'postgres';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '#contract/errors';
import { callApi } from './api.ts';
import { testStackConfig } from './test-stack.ts';
import { uniqueName, type TestUser } from './users.ts';

export const config = testStackConfig();

export function openDatabase() {
  return postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
}
export type Database = ReturnType<typeof openDatabase>;

export type InvitationStatus = 'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED' | 'CANCELLED';

/**
 * An interview of `owner`, with `questions` questions (1..n), seeded as postgres. Without the
 * practice question unless asked for (the product's default is on): the take tests go straight
 * from the tech check to question 1.
 */
export async function seedInterview(
  sql: Database,
  owner: TestUser,
  options: {
    title?: string;
    questions?: number;
    status?: 'ACTIVE' | 'ARCHIVED' | 'DRAFT' | 'CLOSED';
    practice?: boolean;
  } = {},
): Promise<{ id: string; title: string; questionIds: string[] }> {
  const title = options.title ?? uniqueName('Interview');
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status, practice_question)
    values (${owner.id}, ${title}, ${options.status ?? 'ACTIVE'}, ${options.practice ?? false})
    returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  const questionIds: string[] = [];
  for (let n = 1; n <= (options.questions ?? 1); n++) {
    const [question] = await sql<{ id: string }[]>`
      insert into public.questions (interview_id, order_number, text)
      values (${interview.id}, ${n}, ${`Question ${n}`})
      returning id`;
    if (!question) throw new Error('The question insert returned no row');
    questionIds.push(question.id);
  }
  return { id: interview.id, title, questionIds };
}

/**
 * An invitation to `interviewId` in `status`, seeded as postgres with the timestamps the status
 * implies (the transition trigger lets server code set any status on insert). A candidate binds it.
 */
export async function seedInvitation(
  sql: Database,
  interviewId: string,
  status: InvitationStatus = 'PENDING',
  candidate?: TestUser,
): Promise<string> {
  const reached = (...statuses: InvitationStatus[]) => statuses.includes(status);
  const [invitation] = await sql<{ id: string }[]>`
    insert into public.invitations (interview_id, candidate_id, first_name, last_name, email, status,
                                    started_at, completed_at, reviewed_at, cancelled_at)
    values (${interviewId}, ${candidate?.id ?? null}, 'Casey', 'Candidate',
            ${candidate?.email ?? `${uniqueName('invitee')}@test.example.com`}, ${status},
            ${reached('STARTED', 'COMPLETED', 'REVIEWED') ? sql`now()` : null},
            ${reached('COMPLETED', 'REVIEWED') ? sql`now()` : null},
            ${reached('REVIEWED') ? sql`now()` : null},
            ${reached('CANCELLED') ? sql`now()` : null})
    returning id`;
  if (!invitation) throw new Error('The invitation insert returned no row');
  return invitation.id;
}

/** Rows an interview holds, by table, as postgres sees them. */
export async function rowsOfInterview(sql: Database, interviewId: string) {
  const [counts] = await sql<
    { interviews: number; questions: number; invitations: number; responses: number }[]
  >`
    select (select count(*) from public.interviews where id = ${interviewId})::int as interviews,
           (select count(*) from public.questions where interview_id = ${interviewId})::int as questions,
           (select count(*) from public.invitations where interview_id = ${interviewId})::int as invitations,
           (select count(*) from public.responses r join public.invitations inv on inv.id = r.invitation_id
             where inv.interview_id = ${interviewId})::int as responses`;
  if (!counts) throw new Error('The count query returned no row');
  return counts;
}

/** The interviews and questions a recruiter owns, to prove a refused request wrote nothing. */
export async function rowsOfRecruiter(sql: Database, recruiter: TestUser) {
  const [counts] = await sql<{ interviews: number; questions: number }[]>`
    select (select count(*) from public.interviews where recruiter_id = ${recruiter.id})::int as interviews,
           (select count(*) from public.questions q join public.interviews i on i.id = q.interview_id
             where i.recruiter_id = ${recruiter.id})::int as questions`;
  if (!counts) throw new Error('The count query returned no row');
  return counts;
}

/** Calls the api with a JSON body. */
export function sendJson(method: string, path: string, body: unknown, user?: TestUser): Promise<Response> {
  return callApi(path, {
    method,
    token: user?.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The ApiError body of a response that must have `status`. */
export async function expectError(response: Response, status: number): Promise<ApiError> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return apiErrorSchema.parse(JSON.parse(text));
}

/** The JSON body of a response that must have `status`. */
export async function expectJson(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as unknown;
}

function storageHeaders(user: TestUser, contentType: string): Record<string, string> {
  return {
    apikey: config.publishableKey,
    authorization: `Bearer ${user.accessToken}`,
    'content-type': contentType,
  };
}

/**
 * Uploads `bytes` as `responses/<name>` through the Storage API, as `user` (the bound candidate),
 * labelled `contentType` (a WebM by default).
 */
export async function uploadResponseMedia(
  user: TestUser,
  name: string,
  bytes: Uint8Array,
  contentType = 'video/webm',
): Promise<void> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/responses/${name}`, {
    method: 'POST',
    headers: storageHeaders(user, contentType),
    body: bytes,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A signed download URL of `responses/<name>`, made as `user`. */
export async function signedUrlOf(user: TestUser, name: string): Promise<string> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/sign/responses/${name}`, {
    method: 'POST',
    headers: storageHeaders(user, 'application/json'),
    body: JSON.stringify({ expiresIn: 600 }),
  });
  const body = (await expectJson(response, 200)) as { signedURL: string };
  return `${config.supabaseUrl}/storage/v1${body.signedURL}`;
}

/** The names of the responses bucket's objects under an invitation, as postgres sees them. */
export async function storedObjectsOf(sql: Database, invitationId: string): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = 'responses' and name like ${`${invitationId}/%`}
    order by name`;
  return rows.map((row) => row.name);
}

/**
 * Makes the database refuse, until `remove` is called (or this connection ends), any statement
 * that `when` (a condition on `new`/`old` of `table`) picks, with a trigger function in this
 * connection's temporary schema: a way to make one step of a request fail for real. `sql` must
 * hold a single connection (max: 1) so the function lives as long as the trigger.
 */
export async function refuseRows(
  sql: Database,
  table: 'public.questions' | 'storage.objects',
  timing: 'before insert' | 'before delete',
  when: string,
): Promise<{ remove(): Promise<void> }> {
  const name = uniqueName('test_refuse').replaceAll('-', '_');
  await sql.unsafe(`
    create function pg_temp.${name}() returns trigger language plpgsql as $$
    begin
      raise exception 'refused by the test';
    end $$`);
  await sql.unsafe(`grant execute on function pg_temp.${name}() to public`);
  await sql.unsafe(`
    create trigger ${name} ${timing} on ${table}
    for each row when (${when}) execute function pg_temp.${name}()`);
  return {
    async remove() {
      await sql.unsafe(`drop trigger if exists ${name} on ${table}`);
      await sql.unsafe(`drop function if exists pg_temp.${name}()`);
    },
  };
}
