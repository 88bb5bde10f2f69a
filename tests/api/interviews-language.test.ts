// The languages of workspaces and interviews (issue #36): an owner sets the workspace's language
// in its settings; an interview is created in a language or, naming none, in its workspace's; it
// is changed by PUT like its title; GET /interviews/{id}, the take payload and the public API
// answer it. A language outside the list is refused with the list, and changes nothing. The
// database's part (the list, the defaults) is supabase/tests/database/interviews-language.sql's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewDetailSchema, type InterviewDetail } from '#contract/interviews';
import { SUPPORTED_LOCALES } from '#contract/locale-tags';
import { takeInterviewSchema } from '#contract/take';
import { workspaceDetailSchema } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { getTake, tokenOf } from '../support/take-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

const LANGUAGE_MESSAGE = `Choose a language: ${SUPPORTED_LOCALES.join(', ')}`;

let sql: Database;
let owner: TestUser;
let recruiter: TestUser;
let workspaceId: string;

beforeAll(async () => {
  sql = openDatabase();
  [owner, recruiter] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, recruiter, 'RECRUITER');
});

afterAll(async () => {
  await sql.end();
});

const detail = async (id: string): Promise<InterviewDetail> =>
  interviewDetailSchema.parse(
    await expectJson(await callApi(`/interviews/${id}`, { token: owner.accessToken }), 200),
  );

const setWorkspaceLanguage = (language: unknown, user = owner) =>
  sendJson('PUT', `/workspaces/${workspaceId}`, { language }, user);

async function create(body: Record<string, unknown>): Promise<Response> {
  return sendJson(
    'POST',
    '/interviews',
    { workspace_id: workspaceId, title: uniqueName('Language'), questions: [{ text: 'Why?' }], ...body },
    recruiter,
  );
}

/** The edit screen's body for `interview` as it is, with `changes`. */
function editBody(interview: InterviewDetail, changes: Record<string, unknown> = {}) {
  return {
    title: interview.title,
    practice_question: interview.practice_question,
    default_deadline_days: interview.default_deadline_days,
    reminder_hours: interview.reminder_hours,
    questions: interview.questions.map(({ id, text }) => ({ id, text })),
    ...changes,
  };
}

describe("a workspace's language", () => {
  it('is English at first; its owner changes it, and a language outside the list is refused, changing nothing', async () => {
    const read = async () =>
      workspaceDetailSchema.parse(
        await expectJson(await callApi(`/workspaces/${workspaceId}`, { token: owner.accessToken }), 200),
      ).language;
    expect(await read()).toBe('en');

    const changed = workspaceDetailSchema.parse(await expectJson(await setWorkspaceLanguage('es'), 200));
    expect(changed.language).toBe('es');

    const refused = await expectError(await setWorkspaceLanguage('klingon'), 400);
    expect(refused.fields).toEqual({ language: LANGUAGE_MESSAGE });
    expect(await read()).toBe('es');
  });
});

describe("an interview's language", () => {
  it("is its workspace's when created without one, or the one it is created with", async () => {
    await expectJson(await setWorkspaceLanguage('es'), 200);
    const { id: spanish } = (await expectJson(await create({}), 201)) as { id: string };
    expect((await detail(spanish)).language).toBe('es');

    const { id: brazilian } = (await expectJson(await create({ language: 'pt-BR' }), 201)) as { id: string };
    expect((await detail(brazilian)).language).toBe('pt-BR');
  });

  it('refuses a language outside the list with the list, creating nothing', async () => {
    const title = uniqueName('Refused language');
    const refused = await expectError(await create({ title, language: 'pt-PT' }), 400);
    expect(refused.fields).toEqual({ language: LANGUAGE_MESSAGE });
    expect(await sql`select 1 from public.interviews where title = ${title}`).toHaveLength(0);
  });

  it('changes by PUT like the title, stays when PUT names none, and a wrong one changes nothing', async () => {
    const { id } = await seedInterview(sql, owner);
    const before = await detail(id);
    await expectJson(
      await sendJson('PUT', `/interviews/${id}`, editBody(before, { language: 'de' }), owner),
      200,
    );
    expect((await detail(id)).language).toBe('de');

    await expectJson(
      await sendJson('PUT', `/interviews/${id}`, editBody(before, { title: 'Kept' }), owner),
      200,
    );
    expect(await detail(id)).toMatchObject({ title: 'Kept', language: 'de' });

    const unchanged = await detail(id);
    const refused = await expectError(
      await sendJson(
        'PUT',
        `/interviews/${id}`,
        editBody(unchanged, { title: 'Not kept', language: 'DE' }),
        owner,
      ),
      400,
    );
    expect(refused.fields).toEqual({ language: LANGUAGE_MESSAGE });
    expect(await detail(id)).toEqual(unchanged);
  });

  it('is in the take payload and in the public API', async () => {
    const { id } = await seedInterview(sql, owner);
    await sql`update public.interviews set language = 'ar' where id = ${id}`;
    const token = await tokenOf(sql, await seedInvitation(sql, id, 'PENDING'));
    const take = takeInterviewSchema.parse(await expectJson(await getTake(undefined, token), 200));
    expect(take.interview.language).toBe('ar');

    const key = await createApiKey(owner, workspaceId);
    const read = (await expectJson(await callWithKey(key.secret, `/v1/interviews/${id}`), 200)) as {
      language: string;
    };
    expect(read.language).toBe('ar');
  });
});
