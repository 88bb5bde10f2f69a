import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { archivedInterviewSchema } from '#contract/interviews';
import { callApi } from '../support/api.ts';
import type { TestUser } from '../support/users.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  type Database,
} from '../support/interview-fixtures.ts';
import { createPersonas } from '../support/personas.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
});

afterAll(async () => {
  await sql.end();
});

function archive(id: string, user?: TestUser) {
  return callApi(`/interviews/${id}/archive`, { method: 'PUT', token: user?.accessToken });
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await sql<{ status: string }[]>`select status from public.interviews where id = ${id}`;
  return row?.status;
}

describe('PUT /api/interviews/{id}/archive', () => {
  it('archives the interview and answers its id and new status', async () => {
    const { id } = await seedInterview(sql, recruiter);
    const body = archivedInterviewSchema.parse(await expectJson(await archive(id, recruiter), 200));
    expect(body).toEqual({ id, status: 'ARCHIVED' });
    expect(await statusOf(id)).toBe('ARCHIVED');
  });

  it('archives an interview in any status but ARCHIVED', async () => {
    for (const status of ['DRAFT', 'CLOSED'] as const) {
      const { id } = await seedInterview(sql, recruiter, { status });
      expect((await archive(id, recruiter)).status, status).toBe(200);
      expect(await statusOf(id)).toBe('ARCHIVED');
    }
  });

  it('answers 409 when the interview is already archived', async () => {
    const { id } = await seedInterview(sql, recruiter);
    expect((await archive(id, recruiter)).status).toBe(200);
    const body = await expectError(await archive(id, recruiter), 409);
    expect(body.error).toBe('Interview is already archived');
    expect(await statusOf(id)).toBe('ARCHIVED');
  });

  it('answers 404 to another recruiter and leaves the interview as it was', async () => {
    const { id } = await seedInterview(sql, recruiter);
    const body = await expectError(await archive(id, otherRecruiter), 404);
    expect(body.error).toBe('Interview not found');
    expect(await statusOf(id)).toBe('ACTIVE');
  });

  it("lets an admin archive any recruiter's interview", async () => {
    const { id } = await seedInterview(sql, recruiter);
    expect(archivedInterviewSchema.parse(await expectJson(await archive(id, admin), 200)).id).toBe(id);
    expect(await statusOf(id)).toBe('ARCHIVED');
  });

  it('answers 404 for an id that names no interview', async () => {
    expect((await expectError(await archive(crypto.randomUUID(), recruiter), 404)).error).toBe(
      'Interview not found',
    );
  });

  it('answers 400 with fields.id for an id that is not a uuid', async () => {
    const body = await expectError(await archive('not-a-uuid', recruiter), 400);
    expect(body.fields).toEqual({ id: 'Must be a valid interview id' });
  });

  it('refuses a candidate with the recruiter access 403 and anon with 401', async () => {
    const { id } = await seedInterview(sql, recruiter);
    const asCandidate = await archive(id, candidate);
    expect(asCandidate.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await asCandidate.json()).redirect_to_candidate).toBe(true);
    await expectError(await archive(id), 401);
    expect(await statusOf(id)).toBe('ACTIVE');
  });
});
