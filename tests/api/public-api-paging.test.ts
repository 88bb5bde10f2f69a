// The public API's lists page by cursor in the order rows last changed (issue #22 item 3): every
// row once across pages, a changed row again at the end, `updated_since` for what changed since a
// time, and a clear 400 for a cursor or limit the API never gave.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/errors';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { expectError, expectJson, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { dropWorld, seedWorld, type World } from './workspace-fixtures.ts';

const pageSchema = z.object({
  interviews: z.array(z.object({ id: z.string(), updated_at: z.string() })),
  next_cursor: z.string().nullable(),
});

let sql: Database;
let world: World;
let key: string;
let seeded: string[];

function listInterviews(query: string): Promise<Response> {
  return callWithKey(key, `/v1/interviews?${query}`);
}

/** Every page of the list from `query` on, two rows at a time: the ids in the order served. */
async function walkPages(query = ''): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const search = new URLSearchParams(query);
    search.set('limit', '2');
    if (cursor) search.set('cursor', cursor);
    const page = pageSchema.parse(await expectJson(await listInterviews(search.toString()), 200));
    expect(page.interviews.length).toBeLessThanOrEqual(2);
    ids.push(...page.interviews.map((interview) => interview.id));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
  seeded = [];
  // Five interviews changed a microsecond-close moment apart: the cursor keeps Postgres's precision.
  for (let index = 0; index < 5; index++) {
    const [row] = await sql<{ id: string }[]>`
      insert into public.interviews (workspace_id, recruiter_id, title)
      values (${world.team.id}, ${world.team.owner.id}, ${`Paged interview ${index}`}) returning id`;
    if (!row) throw new Error('The interview insert returned no row');
    seeded.push(row.id);
  }
  key = (await createApiKey(world.team.owner, world.team.id)).secret;
});

afterAll(async () => {
  await dropWorld(sql, world);
  await sql.end();
});

describe('GET /api/v1/interviews pages', () => {
  it('serves every interview once, oldest change first, two at a time', async () => {
    const { ids, pages } = await walkPages();
    expect(ids).toEqual(seeded);
    expect(pages).toBe(3);
  });

  it('serves a changed interview again after the others, and updated_since leaves out older changes', async () => {
    const [first] = await walkPages().then(({ ids }) => ids);
    const [{ since } = { since: '' }] = await sql<{ since: string }[]>`
      update public.interviews set title = 'Paged interview renamed' where id = ${first ?? ''}
      returning to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since`;
    const { ids } = await walkPages();
    expect(ids).toEqual([...seeded.slice(1), seeded[0]]);
    expect((await walkPages(`updated_since=${encodeURIComponent(since)}`)).ids).toEqual([seeded[0]]);
  });

  it('refuses a cursor it never gave and a limit out of range, with the field named', async () => {
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${btoa('["yesterday","x"]')}`,
      'limit=0',
      'limit=101',
    ]) {
      const refused = await expectError(await listInterviews(query), 400);
      expect(refused.code).toBe(errorCodes.invalidInput);
      expect(Object.keys(refused.fields ?? {})).toEqual([query.split('=')[0]]);
    }
    await expectError(await listInterviews('updated_since=last-week'), 400);
  });
});
