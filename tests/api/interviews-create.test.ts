import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdInterviewSchema, interviewDetailSchema, interviewListSchema } from '#contract/interviews';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { callApi } from '../support/api.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  refuseRows,
  rowsOfRecruiter,
  sendJson,
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

/** As the recruiter unless told otherwise; `null` sends no token. */
function createInterview(body: unknown, user: TestUser | null = recruiter) {
  return sendJson('POST', '/interviews', body, user ?? undefined);
}

async function storedQuestions(interviewId: string) {
  return sql<{ order_number: number; text: string; response_format: string; time_limit_seconds: number }[]>`
    select order_number, text, response_format, time_limit_seconds
    from public.questions where interview_id = ${interviewId} order by order_number`;
}

describe('POST /api/interviews', () => {
  it('creates the interview with its questions in order and answers 201 with its id', async () => {
    const title = uniqueName('Created');
    const response = await createInterview({
      title: `  ${title}  `,
      description: '  About the role  ',
      welcome_video_url: ' https://videos.example.com/hello.webm ',
      questions: [
        { text: 'Why us?', response_format: 'TEXT', time_limit_seconds: 30 },
        { text: '  Tell us about a project  ', response_format: 'AUDIO', time_limit_seconds: 600 },
        { text: 'Anything else?' },
      ],
    });
    const { id } = createdInterviewSchema.parse(await expectJson(response, 201));

    const [stored] = await sql<
      {
        recruiter_id: string;
        title: string;
        description: string;
        welcome_video_url: string;
        status: string;
      }[]
    >`select recruiter_id, title, description, welcome_video_url, status from public.interviews where id = ${id}`;
    expect(stored).toEqual({
      recruiter_id: recruiter.id,
      title,
      description: 'About the role',
      welcome_video_url: 'https://videos.example.com/hello.webm',
      status: 'ACTIVE',
    });
    expect(await storedQuestions(id)).toEqual([
      { order_number: 1, text: 'Why us?', response_format: 'TEXT', time_limit_seconds: 30 },
      { order_number: 2, text: 'Tell us about a project', response_format: 'AUDIO', time_limit_seconds: 600 },
      { order_number: 3, text: 'Anything else?', response_format: 'VIDEO', time_limit_seconds: 120 },
    ]);

    // What the detail and the list then answer.
    const detail = interviewDetailSchema.parse(
      await expectJson(await callApi(`/interviews/${id}`, { token: recruiter.accessToken }), 200),
    );
    expect(detail.questions.map((q) => q.text)).toEqual([
      'Why us?',
      'Tell us about a project',
      'Anything else?',
    ]);
    const list = interviewListSchema.parse(
      await expectJson(await callApi('/interviews', { token: recruiter.accessToken }), 200),
    );
    expect(list.find((row) => row.id === id)).toMatchObject({
      title,
      welcome_video_url: 'https://videos.example.com/hello.webm',
      question_count: 3,
    });
  });

  it('drops questions with blank text, numbers the rest 1..n and applies the defaults', async () => {
    const response = await createInterview({
      title: uniqueName('Blank questions'),
      questions: [
        { text: '   ', response_format: 'NOT A FORMAT', time_limit_seconds: 5 },
        { text: 'First kept' },
        { text: '\t\n' },
        { text: 'Second kept', response_format: 'AUDIO' },
        { text: '' },
      ],
    });
    const { id } = createdInterviewSchema.parse(await expectJson(response, 201));
    expect(await storedQuestions(id)).toEqual([
      { order_number: 1, text: 'First kept', response_format: 'VIDEO', time_limit_seconds: 120 },
      { order_number: 2, text: 'Second kept', response_format: 'AUDIO', time_limit_seconds: 120 },
    ]);
  });

  it('omits an empty description and welcome video URL (stored as null)', async () => {
    const response = await createInterview({
      title: uniqueName('Empty optionals'),
      description: '   ',
      welcome_video_url: '',
      questions: [{ text: 'Only question' }],
    });
    const { id } = createdInterviewSchema.parse(await expectJson(response, 201));
    const [stored] = await sql<{ description: string | null; welcome_video_url: string | null }[]>`
      select description, welcome_video_url from public.interviews where id = ${id}`;
    expect(stored).toEqual({ description: null, welcome_video_url: null });
  });

  it('accepts the limits themselves', async () => {
    const response = await createInterview({
      title: 't'.repeat(200),
      description: 'd'.repeat(5000),
      welcome_video_url: `http://example.com/${'v'.repeat(2048 - 'http://example.com/'.length)}`,
      questions: [
        { text: 'q'.repeat(2000), time_limit_seconds: 30 },
        { text: 'Longest', time_limit_seconds: 600 },
      ],
    });
    expect(createdInterviewSchema.safeParse(await expectJson(response, 201)).success).toBe(true);
  });

  const TIME_LIMIT = 'Time limit must be a whole number of seconds from 30 to 600';
  const URL = 'Enter a valid http:// or https:// URL';
  const question = { text: 'A question' };
  const invalidBodies: [string, unknown, Record<string, string>][] = [
    ['no title', { questions: [question] }, { title: 'Title is required' }],
    ['a blank title', { title: '   ', questions: [question] }, { title: 'Title is required' }],
    [
      'a title over 200 characters',
      { title: 't'.repeat(201), questions: [question] },
      { title: 'Title must be at most 200 characters' },
    ],
    ['a title that is not text', { title: 42, questions: [question] }, { title: 'Title is required' }],
    [
      'a description over 5000 characters',
      { title: 'T', description: 'd'.repeat(5001), questions: [question] },
      { description: 'Description must be at most 5000 characters' },
    ],
    [
      'a welcome video URL that is not a URL',
      { title: 'T', welcome_video_url: 'not a url', questions: [question] },
      { welcome_video_url: URL },
    ],
    [
      'a welcome video URL that is not http(s)',
      { title: 'T', welcome_video_url: 'ftp://example.com/v.webm', questions: [question] },
      { welcome_video_url: URL },
    ],
    [
      'a welcome video URL with a space inside',
      { title: 'T', welcome_video_url: 'https://example.com/my video.webm', questions: [question] },
      { welcome_video_url: URL },
    ],
    [
      'a welcome video URL over 2048 characters',
      { title: 'T', welcome_video_url: `https://example.com/${'v'.repeat(2048)}`, questions: [question] },
      { welcome_video_url: 'The URL must be at most 2048 characters' },
    ],
    ['no questions', { title: 'T' }, { questions: 'At least one question is required' }],
    [
      'an empty question list',
      { title: 'T', questions: [] },
      { questions: 'At least one question is required' },
    ],
    [
      'only blank questions',
      { title: 'T', questions: [{ text: ' ' }, { text: '' }] },
      { questions: 'At least one question is required' },
    ],
    [
      'a question over 2000 characters',
      { title: 'T', questions: [question, { text: 'q'.repeat(2001) }] },
      { 'questions.1.text': 'Question text must be at most 2000 characters' },
    ],
    [
      'a question without text',
      { title: 'T', questions: [{ response_format: 'TEXT' }] },
      { 'questions.0.text': 'Question text is required' },
    ],
    [
      'an unknown response format',
      { title: 'T', questions: [{ text: 'Q', response_format: 'PHOTO' }] },
      { 'questions.0.response_format': 'Choose VIDEO, AUDIO, TEXT, CHOICE or FILE' },
    ],
    [
      'a time limit under 30 seconds',
      { title: 'T', questions: [question, { text: 'Q', time_limit_seconds: 29 }] },
      { 'questions.1.time_limit_seconds': TIME_LIMIT },
    ],
    [
      'a time limit over 600 seconds',
      { title: 'T', questions: [{ text: 'Q', time_limit_seconds: 601 }] },
      { 'questions.0.time_limit_seconds': TIME_LIMIT },
    ],
    [
      'a time limit that is not whole',
      { title: 'T', questions: [{ text: 'Q', time_limit_seconds: 60.5 }] },
      { 'questions.0.time_limit_seconds': TIME_LIMIT },
    ],
    [
      'a time limit that is not a number',
      { title: 'T', questions: [{ text: 'Q', time_limit_seconds: '60' }] },
      { 'questions.0.time_limit_seconds': TIME_LIMIT },
    ],
    [
      // Field errors keep the index the row had as entered, blank rows included.
      'an invalid row after a blank one',
      { title: 'T', questions: [{ text: '' }, { text: 'Q', time_limit_seconds: 0 }] },
      { 'questions.1.time_limit_seconds': TIME_LIMIT },
    ],
    [
      'several invalid fields at once',
      {
        title: '',
        welcome_video_url: 'javascript:alert(1)',
        questions: [{ text: 'Q', response_format: 'X', time_limit_seconds: 1000 }],
      },
      {
        title: 'Title is required',
        welcome_video_url: URL,
        'questions.0.response_format': 'Choose VIDEO, AUDIO, TEXT, CHOICE or FILE',
        'questions.0.time_limit_seconds': TIME_LIMIT,
      },
    ],
  ];

  it.each(invalidBodies)(
    'answers 400 with the field errors and writes nothing for %s',
    async (_, body, fields) => {
      const before = await rowsOfRecruiter(sql, recruiter);
      const error = await expectError(await createInterview(body), 400);
      expect(error.code).toBe('invalid_input');
      expect(error.fields).toEqual(fields);
      expect(await rowsOfRecruiter(sql, recruiter)).toEqual(before);
    },
  );

  it('answers 400 for a body that is not JSON and writes nothing', async () => {
    const before = await rowsOfRecruiter(sql, recruiter);
    const response = await callApi('/interviews', {
      method: 'POST',
      token: recruiter.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    await expectError(response, 400);
    expect(await rowsOfRecruiter(sql, recruiter)).toEqual(before);
  });

  it('writes nothing when the database refuses a question after the interview was inserted', async () => {
    const marker = uniqueName('refused question');
    const refusal = await refuseRows(sql, 'public.questions', 'before insert', `new.text = '${marker}'`);
    try {
      const before = await rowsOfRecruiter(sql, recruiter);
      const response = await createInterview({
        title: uniqueName('Half written'),
        questions: [{ text: 'Fine' }, { text: marker }],
      });
      await expectError(response, 500);
      expect(await rowsOfRecruiter(sql, recruiter)).toEqual(before);
    } finally {
      await refusal.remove();
    }
  });

  it('lets an admin create an interview they own', async () => {
    const response = await createInterview({ title: uniqueName('By admin'), questions: [question] }, admin);
    const { id } = createdInterviewSchema.parse(await expectJson(response, 201));
    const [stored] = await sql<
      { recruiter_id: string }[]
    >`select recruiter_id from public.interviews where id = ${id}`;
    expect(stored?.recruiter_id).toBe(admin.id);
  });

  it('does not show the new interview to another recruiter', async () => {
    const response = await createInterview({ title: uniqueName('Private'), questions: [question] });
    const { id } = createdInterviewSchema.parse(await expectJson(response, 201));
    const list = interviewListSchema.parse(
      await expectJson(await callApi('/interviews', { token: otherRecruiter.accessToken }), 200),
    );
    expect(list.map((row) => row.id)).not.toContain(id);
    await expectError(await callApi(`/interviews/${id}`, { token: otherRecruiter.accessToken }), 404);
  });

  it('refuses a candidate with the recruiter access 403 and writes nothing', async () => {
    const body = { title: uniqueName('By candidate'), questions: [question] };
    const response = await createInterview(body, candidate);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.interviews where title = ${body.title}`;
    expect(count?.n).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const error = await expectError(await createInterview({ title: 'T', questions: [question] }, null), 401);
    expect(error.code).toBe('unauthenticated');
  });
});
