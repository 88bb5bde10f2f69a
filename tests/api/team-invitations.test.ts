// Team invitations (docs/product.md §7): an owner invites by e-mail with a role (the e-mail read back
// from the mail viewer), resends and revokes; the link shows its offer to anyone holding it and lets
// only the invited account join. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  teamInvitationOfferSchema,
  workspaceDetailSchema,
  workspaceErrorMessages,
} from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  config,
  type Database,
} from '../support/interview-fixtures.ts';
import { latestMail, mailTo } from '../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { dropWorld, membersOf, seedWorld, type World } from './workspace-fixtures.ts';

let sql: Database;
let world: World;
const extraUsers: TestUser[] = [];

beforeAll(async () => {
  sql = openDatabase();
  world = await seedWorld(sql);
  await sql`update public.workspaces set email_sender_name = 'Team Talent' where id = ${world.team.id}`;
});

afterAll(async () => {
  await dropWorld(sql, world);
  if (extraUsers.length > 0)
    await sql`delete from auth.users where id in ${sql(extraUsers.map((user) => user.id))}`;
  await sql.end();
});

const invitePath = () => `/workspaces/${world.team.id}/invitations`;
const freshEmail = (prefix: string) => `${uniqueName(prefix)}@test.example.com`;

function invite(user: TestUser | undefined, email: string, role = 'REVIEWER'): Promise<Response> {
  return sendJson('POST', invitePath(), { email, role }, user);
}

async function invitationsTo(email: string) {
  return sql<{ id: string; status: string; token: string; expires_at: Date }[]>`
    select id, status::text, token, expires_at from public.workspace_invitations where email = ${email} order by created_at`;
}

async function tokenOf(email: string): Promise<string> {
  const [invitation] = await invitationsTo(email);
  if (!invitation) throw new Error(`No team invitation to ${email}`);
  return invitation.token;
}

const offer = (token: string, user?: TestUser) =>
  callApi(`/team-invitations/${token}`, { token: user?.accessToken });
const accept = (token: string, user?: TestUser) =>
  callApi(`/team-invitations/${token}/accept`, { method: 'POST', token: user?.accessToken });

describe('POST /api/workspaces/:id/invitations', () => {
  it('sends the invitee an e-mail in the workspace name with the role and the join link', async () => {
    const email = freshEmail('invitee');
    const body = await expectJson(await invite(world.team.owner, ` ${email.toUpperCase()} `), 201);
    expect(body).toMatchObject({
      email,
      role: 'REVIEWER',
      status: 'PENDING',
      invited_by_name: 'Olivia Owner',
    });

    const mail = await latestMail(email, { timeoutMs: 15_000 });
    const token = await tokenOf(email);
    expect(mail.subject).toBe('Olivia Owner invited you to join Team Settings Test on Async Interviews');
    expect(mail.from).toMatch(/^"Team Talent" </);
    expect(mail.text).toContain("as a reviewer: you watch and review the workspace's completed interviews");
    expect(mail.links).toContainEqual(expect.stringMatching(new RegExp(`/join/${token}$`)));

    const detail = workspaceDetailSchema.parse(
      await expectJson(
        await callApi(`/workspaces/${world.team.id}`, { token: world.team.owner.accessToken }),
        200,
      ),
    );
    expect(detail.invitations.map((invitation) => invitation.email)).toContain(email);
  });

  it('refuses everyone but owners and admins, writing nothing and sending nothing', async () => {
    const email = freshEmail('refused');
    for (const [user, status] of [
      [world.team.recruiter, 403],
      [world.team.reviewer, 403],
      [world.other.owner, 404],
      [world.candidate, 403],
      [undefined, 401],
    ] as const) {
      await expectError(await invite(user, email), status);
    }
    expect((await expectError(await invite(world.team.recruiter, email), 403)).error).toBe(
      workspaceErrorMessages.ownerRequired,
    );
    expect(await invitationsTo(email)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    await expectJson(await invite(world.admin, freshEmail('by-admin')), 201);
  });

  it('refuses a member and a second pending invitation with 409', async () => {
    const member = await invite(world.team.owner, world.team.recruiter.email);
    expect((await expectError(member, 409)).error).toBe(workspaceErrorMessages.alreadyMember);
    const email = freshEmail('twice');
    await expectJson(await invite(world.team.owner, email), 201);
    expect((await expectError(await invite(world.team.owner, email, 'OWNER'), 409)).error).toBe(
      workspaceErrorMessages.alreadyInvited,
    );
    expect(await invitationsTo(email)).toHaveLength(1);
    const bad = await invite(world.team.owner, 'not-an-email');
    expect((await expectError(bad, 400)).fields?.email).toBe('Enter a valid e-mail address');
  });
});

describe('resend and revoke', () => {
  it('resends after the cooldown with the validity extended, and answers 429 with Retry-After within it', async () => {
    const email = freshEmail('resend');
    const created = (await expectJson(await invite(world.team.owner, email), 201)) as { id: string };
    const resendPath = `${invitePath()}/${created.id}/resend`;
    const tooSoon = await callApi(resendPath, { method: 'POST', token: world.team.owner.accessToken });
    expect((await expectError(tooSoon, 429)).error).toBe(
      'This team invitation was sent less than a minute ago; wait a minute before sending it again',
    );
    expect(Number(tooSoon.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);

    await sql`update public.mail_outbox set created_at = created_at - interval '2 minutes' where workspace_invitation_id = ${created.id}`;
    await sql`update public.workspace_invitations set expires_at = now() + interval '1 day' where id = ${created.id}`;
    await expectError(
      await callApi(resendPath, { method: 'POST', token: world.team.recruiter.accessToken }),
      403,
    );
    await expectJson(await callApi(resendPath, { method: 'POST', token: world.team.owner.accessToken }), 200);
    const [invitation] = await invitationsTo(email);
    expect(invitation?.expires_at.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(2);
  });

  it('revokes: the link then says it was withdrawn and cannot be used', async () => {
    const invitee = await createTestUser(config);
    extraUsers.push(invitee);
    const created = (await expectJson(await invite(world.team.owner, invitee.email, 'RECRUITER'), 201)) as {
      id: string;
    };
    const revokePath = `${invitePath()}/${created.id}`;
    await expectError(
      await callApi(revokePath, { method: 'DELETE', token: world.team.reviewer.accessToken }),
      403,
    );
    await expectError(
      await callApi(revokePath, { method: 'DELETE', token: world.other.owner.accessToken }),
      404,
    );
    expect((await invitationsTo(invitee.email))[0]?.status).toBe('PENDING');

    expect(
      await expectJson(
        await callApi(revokePath, { method: 'DELETE', token: world.team.owner.accessToken }),
        200,
      ),
    ).toEqual({ success: true });
    const token = await tokenOf(invitee.email);
    expect(teamInvitationOfferSchema.parse(await expectJson(await offer(token), 200)).status).toBe('REVOKED');
    expect((await expectError(await accept(token, invitee), 409)).error).toBe(
      workspaceErrorMessages.invitationRevoked,
    );
    expect((await membersOf(sql, world.team.id))[invitee.id]).toBeUndefined();
    const resend = await callApi(`${revokePath}/resend`, {
      method: 'POST',
      token: world.team.owner.accessToken,
    });
    expect((await expectError(resend, 409)).error).toBe(workspaceErrorMessages.invitationRevoked);
    await expectJson(
      await callApi(revokePath, { method: 'DELETE', token: world.team.owner.accessToken }),
      200,
    );
  });
});

describe('the link', () => {
  it('shows the offer to anyone holding the token and nothing for an unknown one', async () => {
    const email = freshEmail('offer');
    await expectJson(await invite(world.team.owner, email, 'RECRUITER'), 201);
    const body = teamInvitationOfferSchema.parse(await expectJson(await offer(await tokenOf(email)), 200));
    expect(body).toMatchObject({
      workspace: { name: 'Team Settings Test', logo_url: null, brand_color: null },
      email,
      role: 'RECRUITER',
      status: 'PENDING',
      invited_by_name: 'Olivia Owner',
    });
    expect((await expectError(await offer('AAAAAAAAAAAAAAAAAAAAAA'), 404)).error).toBe(
      workspaceErrorMessages.invitationNotFound,
    );
    await expectError(await offer('short'), 404);
  });

  it('lets only the invited account join, once, with the invited role', async () => {
    const invitee = await createTestUser(config);
    const stranger = await createTestUser(config);
    extraUsers.push(invitee, stranger);
    await expectJson(await invite(world.team.owner, invitee.email, 'REVIEWER'), 201);
    const token = await tokenOf(invitee.email);

    await expectError(await accept(token), 401);
    expect((await expectError(await accept(token, stranger), 403)).error).toBe(
      workspaceErrorMessages.wrongAccount,
    );
    expect((await membersOf(sql, world.team.id))[stranger.id]).toBeUndefined();

    expect(await expectJson(await accept(token, invitee), 200)).toEqual({ workspace_id: world.team.id });
    expect((await membersOf(sql, world.team.id))[invitee.id]).toBe('REVIEWER');
    const me = (await expectJson(await callApi('/users/me', { token: invitee.accessToken }), 200)) as {
      workspaces: { id: string; role: string }[];
    };
    expect(me.workspaces).toEqual([expect.objectContaining({ id: world.team.id, role: 'REVIEWER' })]);
    expect(teamInvitationOfferSchema.parse(await expectJson(await offer(token), 200)).status).toBe(
      'ACCEPTED',
    );
    expect((await expectError(await accept(token, stranger), 409)).error).toBe(
      workspaceErrorMessages.invitationUsed,
    );
    // Used once, by anyone: the invitee too is told so, and once removed does not come back by it.
    expect((await expectError(await accept(token, invitee), 409)).error).toBe(
      workspaceErrorMessages.invitationUsed,
    );
    await sql`delete from public.workspace_members where workspace_id = ${world.team.id} and user_id = ${invitee.id}`;
    expect((await expectError(await accept(token, invitee), 409)).error).toBe(
      workspaceErrorMessages.invitationUsed,
    );
    expect((await membersOf(sql, world.team.id))[invitee.id]).toBeUndefined();
  });

  it('refuses an expired invitation', async () => {
    const invitee = await createTestUser(config);
    extraUsers.push(invitee);
    await expectJson(await invite(world.team.owner, invitee.email), 201);
    await sql`update public.workspace_invitations set created_at = now() - interval '20 days', expires_at = now() - interval '1 minute'
              where email = ${invitee.email}`;
    const token = await tokenOf(invitee.email);
    expect(teamInvitationOfferSchema.parse(await expectJson(await offer(token), 200)).status).toBe('EXPIRED');
    expect((await expectError(await accept(token, invitee), 409)).error).toBe(
      workspaceErrorMessages.invitationExpired,
    );
    expect((await membersOf(sql, world.team.id))[invitee.id]).toBeUndefined();
  });
});
