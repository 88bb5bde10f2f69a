// GET/PUT /api/workspaces/{id} and its members (docs/product.md §7): members read the workspace,
// owners (and admins) change it; anyone else learns nothing; every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceDetailSchema, workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import type { TestUser } from '../support/users.ts';
import {
  dropWorld,
  logosOf,
  membersOf,
  ONE_PIXEL_PNG,
  seedWorld,
  uploadLogo,
  type World,
} from './workspace-fixtures.ts';

let sql: Database;
let world: World;

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
});

afterAll(async () => {
  await dropWorld(sql, world);
  await sql.end();
});

function detail(user?: TestUser, id = world.team.id): Promise<Response> {
  return callApi(`/workspaces/${id}`, { token: user?.accessToken });
}

async function workspaceRow(id = world.team.id) {
  const [row] =
    await sql`select name, slug, brand_color, email_sender_name, logo_path from public.workspaces where id = ${id}`;
  return row;
}

describe('GET /api/workspaces/:id', () => {
  it('shows every member the workspace, its members and their own role', async () => {
    for (const [user, role] of [
      [world.team.owner, 'OWNER'],
      [world.team.recruiter, 'RECRUITER'],
      [world.team.reviewer, 'REVIEWER'],
    ] as const) {
      const body = workspaceDetailSchema.parse(await expectJson(await detail(user), 200));
      expect(body.role).toBe(role);
      expect(body.name).toBe('Team Settings Test');
      expect(body.members.map((member) => [member.email, member.role])).toEqual([
        [world.team.owner.email, 'OWNER'],
        [world.team.recruiter.email, 'RECRUITER'],
        [world.team.reviewer.email, 'REVIEWER'],
      ]);
      expect(body.members[0]?.full_name).toBe('Olivia Owner');
    }
  });

  it('shows a platform admin any workspace, with no role of their own', async () => {
    const body = workspaceDetailSchema.parse(await expectJson(await detail(world.admin), 200));
    expect(body.role).toBeNull();
    expect(body.members).toHaveLength(3);
  });

  it('answers 404 to another workspace, 403 to a candidate and 401 to anon', async () => {
    expect((await expectError(await detail(world.other.owner), 404)).error).toBe(
      workspaceErrorMessages.workspaceNotFound,
    );
    await expectError(await detail(world.candidate), 403);
    await expectError(await detail(), 401);
    await expectError(await detail(world.team.owner, crypto.randomUUID()), 404);
  });
});

describe('PUT /api/workspaces/:id', () => {
  it('lets the owner change the name, URL name, colour and sender name', async () => {
    const slug = `${world.team.slug}-x`;
    const response = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { name: ' Renamed Team ', slug, brand_color: '#1C4F9C', email_sender_name: 'Renamed Talent' },
      world.team.owner,
    );
    const body = workspaceDetailSchema.parse(await expectJson(response, 200));
    expect(body).toMatchObject({
      name: 'Renamed Team',
      slug,
      brand_color: '#1c4f9c',
      email_sender_name: 'Renamed Talent',
    });
    expect(await workspaceRow()).toMatchObject({ name: 'Renamed Team', slug, brand_color: '#1c4f9c' });
    world.team.slug = slug;
  });

  it('refuses other members with 403, other workspaces with 404, and changes nothing', async () => {
    const before = await workspaceRow();
    for (const user of [world.team.recruiter, world.team.reviewer]) {
      const response = await sendJson('PUT', `/workspaces/${world.team.id}`, { name: 'Taken over' }, user);
      expect((await expectError(response, 403)).error).toBe(workspaceErrorMessages.ownerRequired);
    }
    await expectError(
      await sendJson('PUT', `/workspaces/${world.team.id}`, { name: 'Taken over' }, world.other.owner),
      404,
    );
    await expectError(await sendJson('PUT', `/workspaces/${world.team.id}`, { name: 'Taken over' }), 401);
    expect(await workspaceRow()).toEqual(before);
  });

  it('lets an admin change any workspace', async () => {
    const response = await sendJson(
      'PUT',
      `/workspaces/${world.other.id}`,
      { email_sender_name: 'Admin Set' },
      world.admin,
    );
    expect(workspaceDetailSchema.parse(await expectJson(response, 200)).email_sender_name).toBe('Admin Set');
  });

  it('answers 409 for a URL name another workspace has, and 400 for bad input, changing nothing', async () => {
    const before = await workspaceRow();
    const taken = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { slug: world.other.slug },
      world.team.owner,
    );
    expect((await expectError(taken, 409)).error).toBe(workspaceErrorMessages.slugTaken);
    const badColour = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { name: 'Nope', brand_color: 'blue' },
      world.team.owner,
    );
    expect((await expectError(badColour, 400)).fields?.brand_color).toBe('Enter a colour as #rrggbb');
    const badSlug = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { slug: '-Bad Slug' },
      world.team.owner,
    );
    await expectError(badSlug, 400);
    expect(await workspaceRow()).toEqual(before);
  });

  it('takes only a logo uploaded to the workspace folder, and removes the previous file when it changes', async () => {
    const missing = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { logo_path: `${world.team.id}/nothing.png` },
      world.team.owner,
    );
    expect((await expectError(missing, 400)).error).toBe(workspaceErrorMessages.logoMissing);
    await uploadLogo(world.other.owner, `${world.other.id}/theirs.png`);
    const foreign = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { logo_path: `${world.other.id}/theirs.png` },
      world.team.owner,
    );
    expect((await expectError(foreign, 400)).error).toBe(workspaceErrorMessages.logoMissing);
    expect((await workspaceRow())?.logo_path).toBeNull();

    await uploadLogo(world.team.owner, `${world.team.id}/logo-a.png`);
    const first = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { logo_path: `${world.team.id}/logo-a.png` },
      world.team.owner,
    );
    const body = workspaceDetailSchema.parse(await expectJson(first, 200));
    expect(body.logo_url).toMatch(
      new RegExp(`/storage/v1/object/public/workspace-logos/${world.team.id}/logo-a\\.png$`),
    );
    expect((await fetch(body.logo_url as string)).status).toBe(200);

    await uploadLogo(world.team.owner, `${world.team.id}/logo-b.png`);
    await expectJson(
      await sendJson(
        'PUT',
        `/workspaces/${world.team.id}`,
        { logo_path: `${world.team.id}/logo-b.png` },
        world.team.owner,
      ),
      200,
    );
    expect(await logosOf(sql, world.team.id)).toEqual([`${world.team.id}/logo-b.png`]);

    const removed = await sendJson(
      'PUT',
      `/workspaces/${world.team.id}`,
      { logo_path: null },
      world.team.owner,
    );
    expect(workspaceDetailSchema.parse(await expectJson(removed, 200)).logo_url).toBeNull();
    expect(await logosOf(sql, world.team.id)).toEqual([]);
  });

  it('refuses a logo whose bytes are not the image type it was uploaded as, and changes nothing', async () => {
    const before = (await workspaceRow())?.logo_path;
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const uploads = [
      { name: `${world.team.id}/logo-html.png`, bytes: html, contentType: 'image/png' },
      { name: `${world.team.id}/logo-png.jpg`, bytes: ONE_PIXEL_PNG, contentType: 'image/jpeg' },
      {
        name: `${world.team.id}/logo-short.webp`,
        bytes: Uint8Array.of(0x52, 0x49),
        contentType: 'image/webp',
      },
    ];
    for (const upload of uploads) {
      await uploadLogo(world.team.owner, upload.name, upload);
      const refused = await sendJson(
        'PUT',
        `/workspaces/${world.team.id}`,
        { name: 'Not renamed', logo_path: upload.name },
        world.team.owner,
      );
      const error = await expectError(refused, 400);
      expect(error.error).toBe(workspaceErrorMessages.logoNotImage);
      expect(error.fields).toEqual({ logo_path: workspaceErrorMessages.logoNotImage });
    }
    const row = await workspaceRow();
    expect(row?.logo_path).toBe(before);
    expect(row?.name).not.toBe('Not renamed');
    // The owner removes the refused uploads, as the settings page would replace them.
    const removed = await fetch(`${config.supabaseUrl}/storage/v1/object/workspace-logos`, {
      method: 'DELETE',
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${world.team.owner.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefixes: uploads.map((upload) => upload.name) }),
    });
    expect(removed.status).toBe(200);
  });

  it('removes uploads never saved once they are an hour old, when the logo next changes', async () => {
    const abandoned = `${world.team.id}/logo-abandoned.png`;
    const fresh = `${world.team.id}/logo-fresh.png`;
    const saved = `${world.team.id}/logo-saved.png`;
    await uploadLogo(world.team.owner, abandoned);
    await uploadLogo(world.team.owner, fresh);
    await uploadLogo(world.team.owner, saved);
    await sql`update storage.objects set created_at = now() - interval '2 hours'
              where bucket_id = 'workspace-logos' and name = ${abandoned}`;
    await expectJson(
      await sendJson('PUT', `/workspaces/${world.team.id}`, { logo_path: saved }, world.team.owner),
      200,
    );
    // The hour-old upload nobody saved is gone; a fresh one may still be saved by another owner.
    expect(await logosOf(sql, world.team.id)).toEqual([fresh, saved]);
  });
});

describe('PUT /api/workspaces/:id retention_days', () => {
  async function retentionDays(): Promise<number | undefined> {
    const [row] = await sql<{ retention_days: number }[]>`
      select retention_days from public.workspaces where id = ${world.team.id}`;
    return row?.retention_days;
  }

  it('keeps answers 180 days unless the owner changes it, between 30 and 730', async () => {
    const before = workspaceDetailSchema.parse(await expectJson(await detail(world.team.recruiter), 200));
    expect(before.retention_days).toBe(180);
    for (const days of [29, 731, 90.5]) {
      const response = await sendJson(
        'PUT',
        `/workspaces/${world.team.id}`,
        { retention_days: days },
        world.team.owner,
      );
      expect((await expectError(response, 400)).fields?.retention_days).toBe(
        'Keep answers between 30 and 730 days',
      );
    }
    expect(await retentionDays()).toBe(180);
    for (const days of [30, 730, 90]) {
      const response = await sendJson(
        'PUT',
        `/workspaces/${world.team.id}`,
        { retention_days: days },
        world.team.owner,
      );
      expect(workspaceDetailSchema.parse(await expectJson(response, 200)).retention_days).toBe(days);
    }
    expect(await retentionDays()).toBe(90);
  });

  it('refuses recruiters and reviewers with 403, changing nothing', async () => {
    for (const user of [world.team.recruiter, world.team.reviewer]) {
      const response = await sendJson('PUT', `/workspaces/${world.team.id}`, { retention_days: 30 }, user);
      expect((await expectError(response, 403)).error).toBe(workspaceErrorMessages.ownerRequired);
    }
    await expectError(await sendJson('PUT', `/workspaces/${world.team.id}`, { retention_days: 30 }), 401);
    expect(await retentionDays()).toBe(90);
  });
});

describe('members', () => {
  const member = (userId: string) => `/workspaces/${world.team.id}/members/${userId}`;

  it('lets only the owner change roles', async () => {
    const refused = await sendJson(
      'PUT',
      member(world.team.reviewer.id),
      { role: 'OWNER' },
      world.team.recruiter,
    );
    expect((await expectError(refused, 403)).error).toBe(workspaceErrorMessages.ownerRequired);
    expect((await membersOf(sql, world.team.id))[world.team.reviewer.id]).toBe('REVIEWER');

    const changed = await sendJson(
      'PUT',
      member(world.team.reviewer.id),
      { role: 'RECRUITER' },
      world.team.owner,
    );
    expect(await expectJson(changed, 200)).toMatchObject({
      user_id: world.team.reviewer.id,
      role: 'RECRUITER',
    });
    expect((await membersOf(sql, world.team.id))[world.team.reviewer.id]).toBe('RECRUITER');
    await expectJson(
      await sendJson('PUT', member(world.team.reviewer.id), { role: 'REVIEWER' }, world.team.owner),
      200,
    );

    await expectError(
      await sendJson('PUT', member(crypto.randomUUID()), { role: 'OWNER' }, world.team.owner),
      404,
    );
    await expectError(
      await sendJson('PUT', member(world.team.reviewer.id), { role: 'BOSS' }, world.team.owner),
      400,
    );
  });

  it('keeps the last owner: no demotion, no leaving', async () => {
    const demoted = await sendJson(
      'PUT',
      member(world.team.owner.id),
      { role: 'RECRUITER' },
      world.team.owner,
    );
    expect((await expectError(demoted, 409)).error).toBe(workspaceErrorMessages.lastOwner);
    const left = await callApi(member(world.team.owner.id), {
      method: 'DELETE',
      token: world.team.owner.accessToken,
    });
    expect((await expectError(left, 409)).error).toBe(workspaceErrorMessages.lastOwner);
    expect((await membersOf(sql, world.team.id))[world.team.owner.id]).toBe('OWNER');
  });

  it('lets a member leave but not remove others; the owner removes members', async () => {
    const byReviewer = await callApi(member(world.team.recruiter.id), {
      method: 'DELETE',
      token: world.team.reviewer.accessToken,
    });
    expect((await expectError(byReviewer, 403)).error).toBe(workspaceErrorMessages.ownerRequired);
    const byStranger = await callApi(member(world.team.recruiter.id), {
      method: 'DELETE',
      token: world.other.owner.accessToken,
    });
    await expectError(byStranger, 404);
    expect(Object.keys(await membersOf(sql, world.team.id))).toHaveLength(3);

    const leave = await callApi(member(world.team.recruiter.id), {
      method: 'DELETE',
      token: world.team.recruiter.accessToken,
    });
    expect(await expectJson(leave, 200)).toEqual({ success: true });
    const remove = await callApi(member(world.team.reviewer.id), {
      method: 'DELETE',
      token: world.team.owner.accessToken,
    });
    expect(await expectJson(remove, 200)).toEqual({ success: true });
    expect(await membersOf(sql, world.team.id)).toEqual({ [world.team.owner.id]: 'OWNER' });
    await expectError(await detail(world.team.reviewer), 403);
  });
});
