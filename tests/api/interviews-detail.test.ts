import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { interviewDetailSchema } from '#contract/interviews';
import { callApi } from '../support/api.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
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
let interviewId: string;
let bareInterviewId: string;
const title = uniqueName('Detail');

beforeAll(async () => {
  sql = openDatabase();
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, description, welcome_video_url)
    values (${recruiter.id}, ${title}, 'What we do', 'https://videos.example.com/welcome.mp4')
    returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  interviewId = interview.id;
  // Inserted out of order: the answer must list them by order_number.
  await sql`
    insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
    values (${interviewId}, 3, 'Third', 'TEXT', 600),
           (${interviewId}, 1, 'First', 'VIDEO', 120),
           (${interviewId}, 2, 'Second', 'AUDIO', 30)`;
  bareInterviewId = (await seedInterview(sql, recruiter, { questions: 0 })).id;
});

afterAll(async () => {
  await sql.end();
});

function getInterview(id: string, user?: TestUser) {
  return callApi(`/interviews/${id}`, { token: user?.accessToken });
}

describe('GET /api/interviews/{id}', () => {
  it('answers the interview with its questions in order', async () => {
    const interview = interviewDetailSchema.parse(
      await expectJson(await getInterview(interviewId, recruiter), 200),
    );
    const [created] = await sql<{ created_at: Date }[]>`
      select created_at from public.interviews where id = ${interviewId}`;
    expect(interview).toMatchObject({
      id: interviewId,
      title,
      description: 'What we do',
      welcome_video_url: 'https://videos.example.com/welcome.mp4',
      welcome_prompt_video_id: null,
      status: 'ACTIVE',
      created_at: created?.created_at.toISOString(),
    });
    expect(interview.questions.map(({ id: _id, ...question }) => question)).toEqual([
      {
        order_number: 1,
        text: 'First',
        response_format: 'VIDEO',
        time_limit_seconds: 120,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        knockout_action: 'END',
        options: [],
        prompt_video_id: null,
      },
      {
        order_number: 2,
        text: 'Second',
        response_format: 'AUDIO',
        time_limit_seconds: 30,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        knockout_action: 'END',
        options: [],
        prompt_video_id: null,
      },
      {
        order_number: 3,
        text: 'Third',
        response_format: 'TEXT',
        time_limit_seconds: 600,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        knockout_action: 'END',
        options: [],
        prompt_video_id: null,
      },
    ]);
  });

  it('answers null for a missing description and welcome video, and an empty question list', async () => {
    const interview = interviewDetailSchema.parse(
      await expectJson(await getInterview(bareInterviewId, recruiter), 200),
    );
    expect(interview).toMatchObject({ description: null, welcome_video_url: null, questions: [] });
  });

  it('shows any interview to an admin', async () => {
    const interview = interviewDetailSchema.parse(
      await expectJson(await getInterview(interviewId, admin), 200),
    );
    expect(interview.questions).toHaveLength(3);
  });

  it('answers 404 to another recruiter, as if the interview did not exist', async () => {
    const body = await expectError(await getInterview(interviewId, otherRecruiter), 404);
    expect(body.error).toBe('Interview not found');
  });

  it('answers 404 for an id that names no interview', async () => {
    const body = await expectError(await getInterview(crypto.randomUUID(), recruiter), 404);
    expect(body).toMatchObject({ error: 'Interview not found', code: 'not_found' });
  });

  it('answers 400 with fields.id for an id that is not a uuid', async () => {
    for (const id of ['abc', '123', `${crypto.randomUUID()}x`]) {
      const body = await expectError(await getInterview(id, recruiter), 400);
      expect(body.code).toBe('invalid_input');
      expect(body.fields).toEqual({ id: 'Must be a valid interview id' });
    }
  });

  it('refuses a candidate with the recruiter access 403', async () => {
    const response = await getInterview(interviewId, candidate);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await expectError(await getInterview(interviewId), 401)).code).toBe('unauthenticated');
  });
});
