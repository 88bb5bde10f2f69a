import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { invitationPageSchema, type InvitationPage } from '#contract/invitations';
import { uniqueName, type TestUser } from '../support/users.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  type Database,
} from '../support/interview-fixtures.ts';
import { inviteeEmail, listInvitations, setCompany } from './invitation-fixtures.ts';
import { createPersonas } from '../support/personas.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;
let company: string;
/** The name of the other recruiter's workspace. */
let otherCompany: string;
let first: { id: string; title: string };
let second: { id: string; title: string };
let others: { id: string; title: string };
/** The invitations of `first`, newest first. */
let firstIds: string[];
let secondId: string;
let othersId: string;
/** An invitation of `others` that the recruiter took as a candidate: bound to them, not theirs. */
let takenByRecruiterId: string;
let heldBackId: string;

/** An invitation seeded as postgres, `ageMinutes` old. */
async function seedInvitationAged(
  interviewId: string,
  ageMinutes: number,
  options: { status?: string; candidateId?: string } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.invitations (interview_id, candidate_id, first_name, last_name, email, status,
                                    started_at, created_at)
    values (${interviewId}, ${options.candidateId ?? null}, ${`First ${ageMinutes}`}, 'Listed',
            ${inviteeEmail('listed')}, ${options.status ?? 'PENDING'},
            ${options.status === 'STARTED' ? sql`now()` : null},
            now() - make_interval(mins => ${ageMinutes}))
    returning id`;
  if (!row) throw new Error('The invitation insert returned no row');
  return row.id;
}

beforeAll(async () => {
  sql = openDatabase();
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
  company = uniqueName('Listing Co');
  await setCompany(sql, recruiter, company);
  otherCompany = uniqueName('Other Co');
  await setCompany(sql, otherRecruiter, otherCompany);
  first = await seedInterview(sql, recruiter);
  second = await seedInterview(sql, recruiter);
  others = await seedInterview(sql, otherRecruiter);
  // first: ages 1, 3, 5 minutes (newest first); second: 2 minutes; others: 1 minute.
  firstIds = [
    await seedInvitationAged(first.id, 1),
    await seedInvitationAged(first.id, 3, { status: 'STARTED', candidateId: candidate.id }),
    await seedInvitationAged(first.id, 5),
  ];
  secondId = await seedInvitationAged(second.id, 2);
  othersId = await seedInvitationAged(others.id, 1);
  takenByRecruiterId = await seedInvitationAged(others.id, 4, {
    status: 'STARTED',
    candidateId: recruiter.id,
  });
  // The newest of first was held back by test mode: its outbox row says so.
  heldBackId = firstIds[0] ?? '';
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, attempts, status)
    select id, email, 'Invitation', '<p>Hi</p>', 'Hi', 1, 'TEST_MODE' from public.invitations where id = ${heldBackId}`;
  // An older outbox row of another invitation held back by test mode, since superseded by a sent one.
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, attempts, status, created_at)
    select id, email, 'Invitation', '<p>Hi</p>', 'Hi', 1, 'TEST_MODE', now() - interval '1 minute'
    from public.invitations where id = ${secondId}`;
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, attempts, sent_at)
    select id, email, 'Invitation', '<p>Hi</p>', 'Hi', 'SENT', 1, now() from public.invitations where id = ${secondId}`;
  // The oldest of first failed, and its reason is kept.
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, attempts, last_error)
    select id, email, 'Invitation', '<p>Hi</p>', 'Hi', 'FAILED', 8, 'Resend refused the e-mail (HTTP 422)'
    from public.invitations where id = ${firstIds[2] ?? ''}`;
});

afterAll(async () => {
  await sql.end();
});

async function pageOf(user: TestUser, query = ''): Promise<InvitationPage> {
  return invitationPageSchema.parse(await expectJson(await listInvitations(user, query), 200));
}

describe('GET /api/invitations', () => {
  it("lists an interview's invitations newest first, with the interview title and company", async () => {
    const page = await pageOf(recruiter, `?interview_id=${first.id}`);
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(page.invitations.map((i) => i.id)).toEqual(firstIds);
    expect(page.invitations[1]).toMatchObject({
      interview_id: first.id,
      first_name: 'First 3',
      last_name: 'Listed',
      status: 'STARTED',
      email_status: 'PENDING',
      email_error: null,
      interview_title: first.title,
      company_name: company,
    });
    expect(page.invitations[1]?.unique_link_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("reads each invitation's e-mail status from its newest invitation e-mail", async () => {
    const page = await pageOf(recruiter);
    const status = Object.fromEntries(
      page.invitations.map((i) => [i.id, [i.email_status, i.email_error, i.is_test_mode]]),
    );
    expect(status[heldBackId]).toEqual(['PENDING', null, true]);
    expect(status[secondId]).toEqual(['SENT', null, false]);
    expect(status[firstIds[1] ?? '']).toEqual(['PENDING', null, false]);
    expect(status[firstIds[2] ?? '']).toEqual(['FAILED', 'Resend refused the e-mail (HTTP 422)', false]);
  });

  it('marks an invitation whose e-mail test mode held back, and only while it is held back', async () => {
    const page = await pageOf(recruiter);
    const testMode = Object.fromEntries(page.invitations.map((i) => [i.id, i.is_test_mode]));
    expect(testMode[heldBackId]).toBe(true);
    expect(testMode[secondId]).toBe(false);
    expect(testMode[firstIds[1] ?? '']).toBe(false);
  });

  it("lists every invitation of the recruiter's interviews, and nothing of anyone else's", async () => {
    const page = await pageOf(recruiter);
    expect(page.total).toBe(4);
    expect(page.invitations.map((i) => i.id)).toEqual([firstIds[0], secondId, firstIds[1], firstIds[2]]);
    expect(page.invitations.map((i) => i.id)).not.toContain(othersId);
    // Bound to the recruiter as a candidate, but not an invitation to their interview.
    expect(page.invitations.map((i) => i.id)).not.toContain(takenByRecruiterId);
  });

  it("never shows another recruiter this recruiter's invitations", async () => {
    expect(await pageOf(otherRecruiter, `?interview_id=${first.id}`)).toMatchObject({
      total: 0,
      invitations: [],
    });
    const all = await pageOf(otherRecruiter);
    expect(all.invitations.map((i) => i.id).sort()).toEqual([othersId, takenByRecruiterId].sort());
    // Each in the name of its interview's workspace.
    expect(all.invitations.map((i) => i.company_name)).toEqual([otherCompany, otherCompany]);
  });

  it('shows an admin the invitations of an interview of a workspace they open, and none of it in their own', async () => {
    expect((await pageOf(admin, `?interview_id=${first.id}`)).total).toBe(0);
    const page = await pageOf(
      admin,
      `?interview_id=${first.id}&workspace_id=${await workspaceOf(sql, recruiter)}`,
    );
    expect(page.invitations.map((i) => i.id)).toEqual(firstIds);
    expect(page.invitations[0]?.company_name).toBe(company);
  });

  it('pages with page and page_size, keeping the total', async () => {
    const one = await pageOf(recruiter, `?interview_id=${first.id}&page=1&page_size=2`);
    expect(one).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(one.invitations.map((i) => i.id)).toEqual(firstIds.slice(0, 2));
    const two = await pageOf(recruiter, `?interview_id=${first.id}&page=2&page_size=2`);
    expect(two.invitations.map((i) => i.id)).toEqual(firstIds.slice(2));
    const beyond = await pageOf(recruiter, `?interview_id=${first.id}&page=3&page_size=2`);
    expect(beyond).toMatchObject({ total: 3, page: 3, invitations: [] });
  });

  it('answers 400 with the field for an invalid query', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?page=0', { page: 'Must be a whole number of at least 1' }],
      ['?page=1.5', { page: 'Must be a whole number of at least 1' }],
      ['?page=abc', { page: 'Must be a whole number of at least 1' }],
      ['?page_size=0', { page_size: 'Must be a whole number from 1 to 100' }],
      ['?page_size=101', { page_size: 'Must be a whole number from 1 to 100' }],
      ['?interview_id=abc', { interview_id: 'Must be an interview id' }],
    ];
    for (const [query, fields] of cases) {
      const error = await expectError(await listInvitations(recruiter, query), 400);
      expect(error.fields, query).toEqual(fields);
    }
  });

  it('refuses a candidate with the recruiter access 403', async () => {
    const response = await listInvitations(candidate);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await expectError(await listInvitations(undefined), 401)).code).toBe('unauthenticated');
  });
});
