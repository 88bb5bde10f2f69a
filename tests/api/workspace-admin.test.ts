// The admin control room and workspaces (issue #17): the user table shows each user's workspaces,
// and deleting a user takes the workspaces only they belonged to (with their recordings) while a
// workspace shared with others keeps its interviews and recordings.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserPageSchema, deletedUserSchema } from '#contract/admin';
import { interviewDetailSchema } from '#contract/interviews';
import { callApi } from '../support/api.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { seedInterview, seedInvitation, uploadResponseMedia } from '../support/interview-fixtures.ts';
import { addMember, createWorkspace, workspaceOf } from '../support/workspace-fixtures.ts';
import {
  config,
  deleteUser,
  filesOnDisk,
  listUsers,
  okJson,
  openDatabase,
  seedRecruiterWithData,
  storedObjects,
  type Database,
} from './admin-fixtures.ts';

let sql: Database;
let admin: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  admin = await createTestUser(config, { role: 'ADMIN' });
});

afterAll(async () => {
  await sql.end();
});

/** An interview of `creator` in `workspaceId` with a STARTED invitation whose candidate uploaded a recording. */
async function interviewWithRecording(creator: TestUser, workspaceId: string) {
  const candidate = await createTestUser(config);
  const interview = await seedInterview(sql, creator);
  await sql`update public.interviews set workspace_id = ${workspaceId} where id = ${interview.id}`;
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const recording = `${invitationId}/${interview.questionIds[0] ?? ''}/1.webm`;
  await uploadResponseMedia(candidate, recording, randomBytes(1024));
  return { interviewId: interview.id, invitationId, recording };
}

describe('GET /api/admin/users', () => {
  it("shows each user's workspaces with their role there, oldest first", async () => {
    const marker = uniqueName('wsadmin');
    const owner = await createTestUser(config, { role: 'RECRUITER', lastName: marker });
    const teammate = await createTestUser(config, { role: 'CANDIDATE', lastName: marker });
    const own = await workspaceOf(sql, owner);
    const [ownRow] = await sql<{ name: string }[]>`select name from public.workspaces where id = ${own}`;
    const second = await createWorkspace(sql, owner);
    await addMember(sql, own, teammate, 'REVIEWER');
    const page = adminUserPageSchema.parse(await okJson(await listUsers(admin, { search: marker })));
    expect(page.users.find((u) => u.id === owner.id)?.workspaces).toEqual([
      { id: own, name: ownRow?.name, role: 'OWNER' },
      { id: second.id, name: second.name, role: 'OWNER' },
    ]);
    expect(page.users.find((u) => u.id === teammate.id)?.workspaces).toEqual([
      { id: own, name: ownRow?.name, role: 'REVIEWER' },
    ]);
  });
});

describe('DELETE /api/admin/users/{id} of a member of a shared workspace', () => {
  it("takes their own workspace with its recordings, and leaves the shared workspace's interview and recordings", async () => {
    const candidate = await createTestUser(config);
    const seeded = await seedRecruiterWithData(sql, candidate);
    const ownWorkspace = await workspaceOf(sql, seeded.recruiter);
    const teamOwner = await createTestUser(config, { role: 'RECRUITER' });
    const team = await workspaceOf(sql, teamOwner);
    await addMember(sql, team, seeded.recruiter, 'RECRUITER');
    const shared = await interviewWithRecording(seeded.recruiter, team);

    const body = deletedUserSchema.parse(
      await okJson(await deleteUser(admin, seeded.recruiter.id, 'recruiter')),
    );
    expect(body).toEqual({ success: true, email: seeded.recruiter.email, removed_files: 2 });

    // Their own workspace went with everything in it, stored recordings included.
    const [own] = await sql`select id from public.workspaces where id = ${ownWorkspace}`;
    expect(own).toBeUndefined();
    const ownInterviews = await sql`select id from public.interviews where id = any(${seeded.interviewIds})`;
    expect(ownInterviews).toHaveLength(0);
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toEqual([]);
    expect(filesOnDisk('responses', seeded.recordings)).toEqual([]);

    // The team keeps the interview they created, its invitation and its recording; nobody created it now.
    const [kept] = await sql<{ recruiter_id: string | null; workspace_id: string }[]>`
      select recruiter_id, workspace_id from public.interviews where id = ${shared.interviewId}`;
    expect(kept).toEqual({ recruiter_id: null, workspace_id: team });
    const detail = interviewDetailSchema.parse(
      await okJson(await callApi(`/interviews/${shared.interviewId}`, { token: teamOwner.accessToken })),
    );
    expect(detail.created_by_name).toBeNull();
    const invitations = await sql`select id from public.invitations where id = ${shared.invitationId}`;
    expect(invitations).toHaveLength(1);
    expect(await storedObjects(sql, 'responses', [shared.recording])).toEqual([shared.recording]);
    expect(filesOnDisk('responses', [shared.recording])).toEqual([shared.recording]);
    await sql`delete from public.interviews where id = ${shared.interviewId}`;
  });

  it('hands a workspace they owned with others to its longest-standing recruiter before a reviewer, keeping its interviews', async () => {
    const owner = await createTestUser(config, { role: 'RECRUITER' });
    const [first, second] = [await createTestUser(config), await createTestUser(config)];
    const workspaceId = await workspaceOf(sql, owner);
    await addMember(sql, workspaceId, first, 'REVIEWER');
    await addMember(sql, workspaceId, second, 'RECRUITER');
    const shared = await interviewWithRecording(owner, workspaceId);

    const body = deletedUserSchema.parse(await okJson(await deleteUser(admin, owner.id, 'recruiter')));
    expect(body.removed_files).toBe(0);
    const members = await sql<{ user_id: string; role: string }[]>`
      select user_id, role::text from public.workspace_members where workspace_id = ${workspaceId} order by created_at`;
    expect(members).toEqual([
      { user_id: first.id, role: 'REVIEWER' },
      { user_id: second.id, role: 'OWNER' },
    ]);
    expect(await storedObjects(sql, 'responses', [shared.recording])).toEqual([shared.recording]);
    await sql`delete from public.interviews where id = ${shared.interviewId}`;
  });
});
