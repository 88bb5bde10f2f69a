// Two recruiters of the same company who get their first workspace at the same moment: both see the
// company's slug free, both insert it, and the later insert met workspaces_slug_key and failed the
// sign-up (seen as a flake when tests created users in parallel). The later one must take the
// name with a suffix instead.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../local/db/database-url.ts';

const first = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
const second = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
const company = `Slug Race ${randomUUID().slice(0, 8)}`;
const userIds: string[] = [];

afterAll(async () => {
  await first`delete from public.workspaces where name = ${company}`;
  await first`delete from auth.users where id = any(${userIds}::uuid[])`;
  await Promise.all([first.end(), second.end()]);
});

/** Makes a user of `company` a recruiter, which gives them their own workspace, in `sql`'s open transaction. */
async function becomeRecruiter(sql: postgres.TransactionSql): Promise<void> {
  const id = randomUUID();
  userIds.push(id);
  await sql`
    insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
    values (${id}, 'authenticated', 'authenticated', ${`${id}@slug-race.example.com`}, '{}'::jsonb, now(), now())`;
  await sql`update public.profiles set company_name = ${company}, role = 'RECRUITER' where id = ${id}`;
}

describe('two workspaces named alike at the same moment', () => {
  it('both are created, the later with a suffixed slug', async () => {
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstCreated!: () => void;
    const firstHasCreated = new Promise<void>((resolve) => (firstCreated = resolve));

    const firstDone = first.begin(async (sql) => {
      await becomeRecruiter(sql);
      firstCreated();
      await firstMayCommit;
    });
    await firstHasCreated;
    // The second transaction's insert waits on the first's uncommitted slug, then meets it.
    const secondDone = second.begin((sql) => becomeRecruiter(sql));
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseFirst();
    await firstDone;
    await secondDone;

    const slugs = await first<{ slug: string }[]>`
      select slug from public.workspaces where name = ${company} order by created_at, slug`;
    expect(slugs).toHaveLength(2);
    const base = company.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(slugs.map((row) => row.slug)).toContain(base);
    expect(slugs.find((row) => row.slug !== base)?.slug).toMatch(new RegExp(`^${base}-[0-9a-f]{6}$`));
  });
});
