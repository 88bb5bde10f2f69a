import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, recruiterAccessDeniedSchema } from '#contract/errors';
import { interviewListSchema } from '#contract/interviews';
import { callApi } from '../support/api.ts';
import { testStackConfig } from '../support/test-stack.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import { createPersonas } from '../support/personas.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

const config = testStackConfig();
const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });

let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;
/** Titles of the recruiter's interviews, newest first. */
const ownTitles = [uniqueName('newest'), uniqueName('middle'), uniqueName('oldest')] as const;
const otherTitle = uniqueName('others');

/** Seeds an interview as postgres (no RLS), `ageMinutes` old, with `questions` questions. */
async function seedInterview(owner: TestUser, title: string, ageMinutes: number, questions = 0) {
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, created_at)
    values (${owner.id}, ${title}, now() - make_interval(mins => ${ageMinutes}))
    returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  for (let n = 1; n <= questions; n++) {
    await sql`insert into public.questions (interview_id, order_number, text)
              values (${interview.id}, ${n}, ${`Question ${n}`})`;
  }
}

beforeAll(async () => {
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
  const [newest, middle, oldest] = ownTitles;
  await seedInterview(recruiter, newest, 1, 2);
  await seedInterview(recruiter, middle, 2);
  await seedInterview(recruiter, oldest, 3, 1);
  await seedInterview(otherRecruiter, otherTitle, 1);
});

afterAll(async () => {
  await sql.end();
});

async function listInterviews(user: TestUser | undefined, query = '') {
  return callApi(`/interviews${query}`, { token: user?.accessToken });
}

describe('GET /api/interviews', () => {
  it("lists only the interviews of the recruiter's workspace, newest first, with question counts", async () => {
    const response = await listInterviews(recruiter);
    expect(response.status).toBe(200);
    const interviews = interviewListSchema.parse(await response.json());
    expect(interviews.map((i) => i.title)).toEqual(ownTitles);
    expect(interviews.map((i) => i.question_count)).toEqual([2, 0, 1]);
    expect(interviews[0]).toMatchObject({ status: 'ACTIVE', description: null, welcome_video_url: null });
  });

  it("lists an admin's own workspace only, and another workspace when the admin opens it", async () => {
    const response = await listInterviews(admin);
    expect(response.status).toBe(200);
    const titles = interviewListSchema.parse(await response.json()).map((i) => i.title);
    expect(titles.filter((title) => [...ownTitles, otherTitle].includes(title))).toEqual([]);
    const opened = await listInterviews(admin, `?workspace_id=${await workspaceOf(sql, recruiter)}`);
    expect(opened.status).toBe(200);
    expect(interviewListSchema.parse(await opened.json()).map((i) => i.title)).toEqual(ownTitles);
  });

  it('refuses a candidate with the recruiter access 403', async () => {
    const response = await listInterviews(candidate);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const response = await listInterviews(undefined);
    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('unauthenticated');
  });

  it('returns at most `limit` interviews', async () => {
    const response = await listInterviews(recruiter, '?limit=2');
    expect(response.status).toBe(200);
    expect(interviewListSchema.parse(await response.json()).map((i) => i.title)).toEqual(
      ownTitles.slice(0, 2),
    );
  });

  it('answers 400 with fields.limit when limit is not a whole number from 1 to 100', async () => {
    for (const limit of ['0', '101', 'abc', '1.5', '']) {
      const response = await listInterviews(recruiter, `?limit=${limit}`);
      expect(response.status, `limit=${limit}`).toBe(400);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.code).toBe('invalid_input');
      expect(body.fields).toEqual({ limit: 'Must be a whole number from 1 to 100' });
    }
  });
});
