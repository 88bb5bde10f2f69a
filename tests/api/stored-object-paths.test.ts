// Stored object paths (issue #14, item 1): a resume or an answer that names an object through '..'
// is refused at every layer (the api's input, a row written as the caller the way the Data API
// would, the storage policies), and no URL the api hands out has a '..' segment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { getReview, seedReview } from '../support/review-fixtures.ts';
import { seedFileQuestion } from '../support/answer-file-fixtures.ts';
import { seedTakingInterview, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import {
  createResume,
  getOwnResume,
  getPublicResume,
  seedResume,
  uploadResumeVideo,
} from '../support/video-resume-fixtures.ts';

let sql: Database;
let owner: TestUser;
let victim: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [owner, victim, recruiter] = await Promise.all([
    createTestUser(config),
    createTestUser(config),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

/** The attacks of the issue, from `owner`'s folder: another user's resume, another bucket, Storage's bucket calls. */
function traversals(): string[] {
  return [
    `${owner.id}/../${victim.id}/intro.webm`,
    `${owner.id}/../../responses/x.webm`,
    `${owner.id}/../../../../bucket/responses/empty`,
    `${owner.id}/..`,
    `${owner.id}/.`,
  ];
}

/** Every string in `value` that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

function expectNoDotSegments(body: unknown): void {
  const urls = urlsIn(body);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const path = url.split('?')[0] ?? '';
    expect(
      path.split('/').filter((segment) => /^(\.|%2e){1,2}$/i.test(segment)),
      url,
    ).toEqual([]);
  }
}

describe('a video resume path through ".."', () => {
  it('is refused by POST /api/candidates/video-resumes, storing nothing', async () => {
    for (const video_path of traversals()) {
      const body = await expectError(await createResume(owner, { video_path }), 400);
      expect(body.fields?.video_path, video_path).toBeDefined();
    }
    const [{ count } = { count: -1 }] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.video_resumes where candidate_id = ${owner.id}`;
    expect(count).toBe(0);
  });

  it('is refused when written as the caller, the way the Data API would write it', async () => {
    const claims = JSON.stringify({ sub: owner.id, role: 'authenticated' });
    for (const path of traversals()) {
      const attempt = sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`;
        await tx`
          insert into public.video_resumes (video_path, public_url)
          values (${path}, ${`video-resume-${crypto.randomUUID()}`})`;
      });
      await expect(attempt, path).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('never reaches Storage through the public page: the URL it hands out has no ".." segment', async () => {
    const resume = await seedResume(sql, owner, { videoPath: await uploadResumeVideo(owner) });
    const anonView = await expectJson(await getPublicResume(undefined, resume.publicUrl), 200);
    expectNoDotSegments(anonView);
    expect((anonView as { video_url: string }).video_url).toContain(
      `/storage/v1/object/sign/resumes/${resume.videoPath}?`,
    );
    expectNoDotSegments(await expectJson(await getOwnResume(owner, resume.id), 200));
  });
});

describe('a recording path through ".."', () => {
  it('is refused by POST /api/take/{token}/responses, storing nothing', async () => {
    const interview = await seedTakingInterview(sql, recruiter);
    const invitationId = await seedInvitation(sql, interview.id, 'STARTED', owner);
    const token = await tokenOf(sql, invitationId);
    const folder = `${invitationId}/${interview.video}`;
    for (const response_content_url of [
      `${folder}/..`,
      `${folder}/.`,
      `${folder}/../../${victim.id}/x.webm`,
    ]) {
      const body = await expectError(
        await submitAnswer(owner, token, { question_id: interview.video, response_content_url }),
        400,
      );
      expect(body.fields?.response_content_url ?? body.error, response_content_url).toBeDefined();
    }
    const rows = await sql`select 1 from public.responses where invitation_id = ${invitationId}`;
    expect(rows).toHaveLength(0);
  });

  it('cannot be in a review: the URLs the review hands out have no ".." segment', async () => {
    const review = await seedReview(sql, { recruiter });
    expectNoDotSegments(await expectJson(await getReview(recruiter, review.invitationId), 200));
  });
});

describe('a file answer path through ".."', () => {
  it('is refused by POST /api/take/{token}/responses, storing nothing', async () => {
    const interview = await seedInterview(sql, recruiter, { questions: 0 });
    const question = await seedFileQuestion(sql, interview.id, { orderNumber: 1 });
    const invitationId = await seedInvitation(sql, interview.id, 'STARTED', owner);
    const token = await tokenOf(sql, invitationId);
    const folder = `${invitationId}/${question}`;
    for (const path of [
      `${folder}/../1.pdf`,
      `${folder}/../../${victim.id}/1.pdf`,
      `${folder}/..`,
      `${folder}/1.pdf/..`,
    ]) {
      const body = await expectError(
        await submitAnswer(owner, token, { question_id: question, file: { path, name: 'cv.pdf' } }),
        400,
      );
      expect(body.fields?.['file.path'] ?? body.error, path).toBeDefined();
    }
    const rows = await sql`select 1 from public.responses where invitation_id = ${invitationId}`;
    expect(rows).toHaveLength(0);
  });
});
