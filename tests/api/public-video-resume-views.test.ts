// POST /api/public/video-resume/:id/view, the counting rules: the owner's own views do not count;
// one viewer (address, browser, day) counts once per 30 minutes; unique viewers are told apart by
// a salted hash, never the raw address; a location only from a trusted CDN header; and floods
// (one address rotating browsers, forged addresses, concurrent calls) do not inflate the count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { newVisitor, recordView, seedResume, viewCount, viewsOf } from '../support/video-resume-fixtures.ts';

let sql: Database;
let owner: TestUser;
let signedInViewer: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [owner, signedInViewer] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

describe('who counts', () => {
  it("does not count the owner's own views, from any address", async () => {
    const resume = await seedResume(sql, owner);
    expect(await viewCount(newVisitor(owner), resume.id)).toBe(0);
    expect(await viewCount(newVisitor(owner), resume.publicUrl)).toBe(0);
    expect(await viewsOf(sql, resume.id)).toEqual({ views: [], viewsCount: 0 });
  });

  it('counts a visitor once within 30 minutes, by id and share identifier alike', async () => {
    const resume = await seedResume(sql, owner);
    const visitor = newVisitor();
    expect(await viewCount(visitor, resume.id)).toBe(1);
    expect(await viewCount(visitor, resume.publicUrl)).toBe(1);
    expect(await viewCount(visitor, resume.id)).toBe(1);
    expect((await viewsOf(sql, resume.id)).views).toHaveLength(1);
  });

  it('counts the same visitor again after 30 minutes, as the same unique viewer', async () => {
    const resume = await seedResume(sql, owner);
    const visitor = newVisitor();
    await viewCount(visitor, resume.id);
    await sql`update public.resume_views set viewed_at = now() - interval '31 minutes' where resume_id = ${resume.id}`;
    expect(await viewCount(visitor, resume.id)).toBe(2);
    const { views } = await viewsOf(sql, resume.id);
    expect(new Set(views.map((view) => view.viewer_key)).size).toBe(1);
  });

  it('tells two browsers on one address and two addresses apart as unique viewers', async () => {
    const resume = await seedResume(sql, owner);
    const first = newVisitor();
    await viewCount(first, resume.id);
    await viewCount({ ...first, userAgent: `${first.userAgent} Other` }, resume.id);
    expect(await viewCount(newVisitor(), resume.id)).toBe(3);
    const { views } = await viewsOf(sql, resume.id);
    expect(new Set(views.map((view) => view.viewer_key)).size).toBe(3);
    expect(new Set(views.map((view) => view.network_key)).size).toBe(2);
  });

  it('counts a signed-in viewer and records who they are', async () => {
    const resume = await seedResume(sql, owner);
    expect(await viewCount(newVisitor(signedInViewer), resume.id)).toBe(1);
    expect((await viewsOf(sql, resume.id)).views[0]?.viewer_id).toBe(signedInViewer.id);
  });
});

describe('what a view stores', () => {
  it('keeps salted hashes, the browser and the referrer, never the address', async () => {
    const resume = await seedResume(sql, owner);
    const visitor = newVisitor();
    await viewCount(visitor, resume.id);
    const [view] = (await viewsOf(sql, resume.id)).views;
    expect(view?.viewer_key).toMatch(/^[0-9a-f]{64}$/);
    expect(view?.network_key).toMatch(/^[0-9a-f]{64}$/);
    expect(view).toMatchObject({
      user_agent: visitor.userAgent,
      referrer: 'https://jobs.example.com/post/1',
    });
    const [row] = await sql<{ text: string }[]>`
      select row_to_json(v)::text as text from public.resume_views v where resume_id = ${resume.id}`;
    expect(row?.text).not.toContain(visitor.ip);
  });

  it('records no location from a country header the deployment does not trust', async () => {
    const resume = await seedResume(sql, owner);
    await recordView(newVisitor(), resume.id, {
      headers: { 'cf-ipcountry': 'DE', 'x-vercel-ip-country': 'FR' },
    });
    expect((await viewsOf(sql, resume.id)).views[0]?.location).toBeNull();
  });
});

describe('floods', () => {
  it('counts one address rotating its browser through 200 calls as at most 3 viewers', async () => {
    const resume = await seedResume(sql, owner);
    const ip = newVisitor().ip;
    for (let n = 0; n < 200; n += 1) {
      await viewCount({ ip, userAgent: `Flood/${n}` }, resume.id);
    }
    expect((await viewsOf(sql, resume.id)).viewsCount).toBe(3);
  });

  it('counts a visitor forging x-real-ip and x-forwarded-for through the gateway by their real address', async () => {
    const resume = await seedResume(sql, owner);
    for (let n = 0; n < 70; n += 1) {
      const forged = newVisitor();
      const response = await callApi(`/public/video-resume/${resume.id}/view`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': forged.userAgent,
          'x-real-ip': forged.ip,
          'x-forwarded-for': forged.ip,
        },
        body: JSON.stringify({ user_agent: forged.userAgent, referrer: '' }),
      });
      expect(response.status).toBe(200);
    }
    // Every call came from this machine: one network, so at most 3 viewers, whatever was claimed.
    expect((await viewsOf(sql, resume.id)).viewsCount).toBe(3);
  });

  it('counts 50 concurrent calls of one visitor once', async () => {
    const resume = await seedResume(sql, owner);
    const visitor = newVisitor();
    const responses = await Promise.all(Array.from({ length: 50 }, () => recordView(visitor, resume.id)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((await viewsOf(sql, resume.id)).viewsCount).toBe(1);
  });

  it('counts at most 60 views an hour even when every call forges a new address and browser', async () => {
    const resume = await seedResume(sql, owner);
    for (let n = 0; n < 150; n += 1) await viewCount(newVisitor(), resume.id);
    expect((await viewsOf(sql, resume.id)).viewsCount).toBe(60);
  });
});
