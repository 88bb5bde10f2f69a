// The account's language (issue #36: the portal uses the account's choice): PUT /api/users/me/locale
// sets or clears the caller's own, for any signed-in account; GET /api/users/me and
// GET /api/candidates/me read it back, and /users/me names each workspace's language (the
// create-interview form's default). Bad values answer 400 in the usual shape and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSchema } from '#contract/candidates';
import { localeSchema } from '#contract/locales';
import { accountLocaleSchema, currentUserSchema } from '#contract/users';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';

const LOCALE_MESSAGE = 'Choose a language: en, es, fr, de, pt-BR, ar';

let sql: Database;
let candidate: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [candidate, recruiter] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

const setLocale = (body: unknown, user?: TestUser) => sendJson('PUT', '/users/me/locale', body, user);

async function storedLocale(user: TestUser): Promise<string | null | undefined> {
  const [row] = await sql<
    { locale: string | null }[]
  >`select locale from public.profiles where id = ${user.id}`;
  return row?.locale;
}

describe('PUT /api/users/me/locale', () => {
  it('lets a candidate choose, change and clear their language, read back by GET /api/candidates/me', async () => {
    const readBack = async () =>
      candidateSchema.parse(
        await expectJson(await callApi('/candidates/me', { token: candidate.accessToken }), 200),
      ).locale;
    expect(await readBack()).toBeNull();

    expect(
      accountLocaleSchema.parse(await expectJson(await setLocale({ locale: 'pt-BR' }, candidate), 200)),
    ).toEqual({
      locale: 'pt-BR',
    });
    expect(await readBack()).toBe('pt-BR');
    expect(await storedLocale(candidate)).toBe('pt-BR');

    expect(await expectJson(await setLocale({ locale: 'ar' }, candidate), 200)).toEqual({ locale: 'ar' });
    expect(await readBack()).toBe('ar');

    expect(await expectJson(await setLocale({ locale: null }, candidate), 200)).toEqual({ locale: null });
    expect(await readBack()).toBeNull();
  });

  it("lets a recruiter choose theirs, read back by GET /api/users/me beside each workspace's language", async () => {
    const workspaceId = await workspaceOf(sql, recruiter);
    await sql`update public.workspaces set language = 'de' where id = ${workspaceId}`;
    expect(await expectJson(await setLocale({ locale: 'fr' }, recruiter), 200)).toEqual({ locale: 'fr' });

    const me = currentUserSchema.parse(
      await expectJson(await callApi('/users/me', { token: recruiter.accessToken }), 200),
    );
    expect(me.locale).toBe('fr');
    expect(me.workspaces.map(({ id, language }) => ({ id, language }))).toEqual([
      { id: workspaceId, language: 'de' },
    ]);
  });

  it('refuses an unknown language, a missing one, other fields and a non-object with 400, and changes nothing', async () => {
    const user = await createTestUser(config, { role: 'CANDIDATE' });
    expect(await expectJson(await setLocale({ locale: 'es' }, user), 200)).toEqual({ locale: 'es' });

    for (const body of [{ locale: 'xx' }, { locale: 'pt-br' }, { locale: 'EN' }, { locale: 7 }, {}]) {
      const error = await expectError(await setLocale(body, user), 400);
      expect(error.code).toBe('invalid_input');
      expect(error.fields).toEqual({ locale: LOCALE_MESSAGE });
    }
    // Only the language: nothing else of the profile is set through here.
    const extra = await expectError(await setLocale({ locale: 'fr', role: 'ADMIN' }, user), 400);
    expect(extra.code).toBe('invalid_input');
    await expectError(await setLocale(['fr'], user), 400);

    expect(await storedLocale(user)).toBe('es');
    const [profile] = await sql<{ role: string }[]>`select role from public.profiles where id = ${user.id}`;
    expect(profile?.role).toBe('CANDIDATE');
  });

  it('asks anon to sign in, and answers 401 for the token of a deleted account', async () => {
    expect((await expectError(await setLocale({ locale: 'fr' }), 401)).code).toBe('unauthenticated');
    const gone = await createTestUser(config, { role: 'CANDIDATE' });
    await sql`delete from auth.users where id = ${gone.id}`;
    expect((await expectError(await setLocale({ locale: 'fr' }, gone), 401)).code).toBe('unauthenticated');
  });

  it('takes every supported language', async () => {
    const user = await createTestUser(config, { role: 'CANDIDATE' });
    for (const locale of localeSchema.options) {
      expect(await expectJson(await setLocale({ locale }, user), 200)).toEqual({ locale });
    }
  });
});
