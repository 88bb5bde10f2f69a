// GET /api/candidates/invitations: a candidate's own invitations with the interview title, the
// company and the dates; never another candidate's; an address that merely matches is not enough
// until it is confirmed; registering with an invitation token binds that invitation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInvitationListSchema, type CandidateInvitation } from '#contract/candidates';
import { confirmSignUp } from '../support/confirm-email.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { PASSWORD, present, publicClient } from '../stack/auth-fixtures.ts';
import { createUnconfirmedCandidate, getCandidateApi } from '../support/candidate-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { setCompany } from './invitation-fixtures.ts';
import { invitationState, tokenOf } from '../support/take-fixtures.ts';
import { brandWorkspace } from '../support/workspace-brand.ts';

let sql: Database;
let recruiter: TestUser;
let interview: { id: string; title: string };

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  await setCompany(sql, recruiter, 'Initech');
  interview = await seedInterview(sql, recruiter);
});

afterAll(async () => {
  await sql.end();
});

async function listOf(user: { accessToken: string }): Promise<CandidateInvitation[]> {
  const response = await getCandidateApi('/invitations', user);
  return candidateInvitationListSchema.parse(await expectJson(response, 200));
}

/** An unbound PENDING invitation to `email`. */
async function inviteAddress(email: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.invitations (interview_id, first_name, last_name, email)
    values (${interview.id}, 'Sam', 'Invitee', ${email})
    returning id`;
  return present(row, 'an invitation row').id;
}

describe('GET /api/candidates/invitations', () => {
  it('lists the caller’s invitations with interview title, company, invited and expiry dates, newest first', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const older = await seedInvitation(sql, interview.id, 'COMPLETED', candidate);
    await sql`update public.invitations set created_at = now() - interval '2 days' where id = ${older}`;
    const newer = await seedInvitation(sql, interview.id, 'PENDING', candidate);

    const list = await listOf(candidate);
    expect(list.map((invitation) => invitation.id)).toEqual([newer, older]);
    const [row] = await sql<{ created_at: Date; expires_at: Date }[]>`
      select created_at, expires_at from public.invitations where id = ${newer}`;
    expect(list[0]).toEqual({
      id: newer,
      status: 'PENDING',
      unique_link_token: await tokenOf(sql, newer),
      interview_title: interview.title,
      company_name: 'Initech',
      workspace: { name: 'Initech', logo_url: null, brand_color: null },
      created_at: present(row, 'the invitation').created_at.toISOString(),
      expires_at: present(row, 'the invitation').expires_at.toISOString(),
      completed_at: null,
      data_deleted_after: null,
    });
    expect(list[1]).toMatchObject({ status: 'COMPLETED', completed_at: expect.any(String) });
  });

  it('tells when each completed interview’s answers will be deleted: completion plus the workspace’s retention', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const completed = await seedInvitation(sql, interview.id, 'COMPLETED', candidate);
    // Ten days ago: not yet due, so no retention run of another test deletes it meanwhile.
    const [row] = await sql<{ completed_at: Date }[]>`
      update public.invitations set completed_at = now() - interval '10 days' where id = ${completed}
      returning completed_at`;
    await sql`update public.workspaces set retention_days = 45
              where id = (select workspace_id from public.interviews where id = ${interview.id})`;
    try {
      const [listed] = await listOf(candidate);
      const completedAt = present(row, 'the invitation').completed_at.getTime();
      expect(listed).toMatchObject({
        id: completed,
        data_deleted_after: new Date(completedAt + 45 * 86_400_000).toISOString(),
      });
    } finally {
      await sql`update public.workspaces set retention_days = 180
                where id = (select workspace_id from public.interviews where id = ${interview.id})`;
    }
  });

  it('carries the brand of each invitation’s workspace: its name, logo and colour', async () => {
    const brandOwner = await createTestUser(config, { role: 'RECRUITER' });
    const brand = await brandWorkspace(sql, brandOwner, {
      name: uniqueName('Portal Brand'),
      brandColor: '#1c4f9c',
      logo: true,
    });
    const branded = await seedInterview(sql, brandOwner);
    try {
      const candidate = await createTestUser(config, { role: 'CANDIDATE' });
      const id = await seedInvitation(sql, branded.id, 'PENDING', candidate);
      const [row] = await listOf(candidate);
      expect(row).toMatchObject({ id, company_name: expect.stringMatching(/^Portal Brand-/) });
      expect(row?.workspace).toEqual({
        name: row?.company_name,
        logo_url: brand.logoUrl,
        brand_color: '#1c4f9c',
      });
      // The logo is public: the card's img loads it without any token.
      const logo = await fetch(present(brand.logoUrl, 'the logo URL'));
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
    } finally {
      await sql`delete from public.interviews where id = ${branded.id}`;
    }
  });

  it('never shows a candidate another candidate’s invitations', async () => {
    const [mine, theirs] = await Promise.all([
      createTestUser(config, { role: 'CANDIDATE' }),
      createTestUser(config, { role: 'CANDIDATE' }),
    ]);
    const myInvitation = await seedInvitation(sql, interview.id, 'PENDING', mine);
    await seedInvitation(sql, interview.id, 'STARTED', theirs);
    await seedInvitation(sql, interview.id, 'COMPLETED', theirs);
    // Sent to my address, but the other candidate took it with the link: theirs now.
    const taken = await inviteAddress(mine.email);
    await sql`update public.invitations set candidate_id = ${theirs.id} where id = ${taken}`;

    expect((await listOf(mine)).map((invitation) => invitation.id)).toEqual([myInvitation]);
    expect((await listOf(theirs)).map((invitation) => invitation.id)).not.toContain(myInvitation);
  });

  it('does not show the recruiter who sent them, nor an admin, the invitations as their own', async () => {
    await seedInvitation(sql, interview.id, 'PENDING');
    const admin = await createTestUser(config, { role: 'ADMIN' });
    expect(await listOf(recruiter)).toEqual([]);
    expect(await listOf(admin)).toEqual([]);
  });

  it('does not show an invitation to an account whose e-mail merely matches until it is confirmed', async () => {
    const email = `${uniqueName('unconfirmed')}@test.example.com`;
    const unconfirmed = await createUnconfirmedCandidate(sql, email);
    const invitation = await inviteAddress(email.toUpperCase());

    expect(await listOf(unconfirmed)).toEqual([]);

    await sql`update auth.users set email_confirmed_at = now() where id = ${unconfirmed.id}`;
    expect((await listOf(unconfirmed)).map((row) => row.id)).toEqual([invitation]);
  });

  it('asks anon to sign in', async () => {
    expect((await expectError(await getCandidateApi('/invitations', undefined), 401)).code).toBe(
      'unauthenticated',
    );
  });
});

describe('registering with an invitation token', () => {
  it('binds that invitation to the new account, whatever address the candidate signs up with', async () => {
    const invitation = await inviteAddress(`${uniqueName('invited')}@test.example.com`);
    const token = await tokenOf(sql, invitation);
    const client = publicClient();
    const email = `${uniqueName('registered')}@test.example.com`;
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Reg', last_name: 'Istered', invitation_token: token } },
    });
    expect(error).toBeNull();
    const session = await confirmSignUp(email, client);

    expect(await invitationState(sql, invitation)).toMatchObject({
      status: 'PENDING',
      candidate_id: present(data.user, 'the new user').id,
    });
    const list = await listOf({ accessToken: session.access_token });
    expect(list.map((row) => [row.id, row.interview_title, row.company_name])).toEqual([
      [invitation, interview.title, 'Initech'],
    ]);
  });

  it('leaves an invitation another account holds where it is', async () => {
    const holder = await createTestUser(config, { role: 'CANDIDATE' });
    const invitation = await seedInvitation(sql, interview.id, 'PENDING', holder);
    const client = publicClient();
    const email = `${uniqueName('latecomer')}@test.example.com`;
    const { error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        data: { first_name: 'Late', last_name: 'Comer', invitation_token: await tokenOf(sql, invitation) },
      },
    });
    expect(error).toBeNull();
    expect(await invitationState(sql, invitation)).toMatchObject({ candidate_id: holder.id });
    expect(await listOf({ accessToken: (await confirmSignUp(email, client)).access_token })).toEqual([]);
  });
});

describe('signing up with the address an invitation was sent to', () => {
  it('reveals neither the invitation nor its token to someone who cannot open that mailbox', async () => {
    const email = `${uniqueName('victim')}@test.example.com`;
    const invitation = await inviteAddress(email);
    const attacker = publicClient();

    const { data, error } = await attacker.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Mal', last_name: 'Lory' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const signIn = await publicClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' });
    expect(signIn.data.session).toBeNull();
    expect(JSON.stringify(data)).not.toContain(await tokenOf(sql, invitation));
    expect(await invitationState(sql, invitation)).toMatchObject({ status: 'PENDING', candidate_id: null });
  });
});
