// Helpers of the invitation tests: calling the invitation routes and looking behind the api's back
// as postgres. Seeding interviews and invitations reuses interview-fixtures.ts.
import { createdInvitationSchema, invitationPageSchema, type CreatedInvitation } from '#contract/invitations';
import { callApi } from '../support/api.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import { expectJson, sendJson, type Database } from '../support/interview-fixtures.ts';

/** A fresh invitee address, so the mail viewer's newest message to it is this test's. */
export function inviteeEmail(prefix = 'invitee'): string {
  return `${uniqueName(prefix)}@test.example.com`;
}

export interface InviteBody {
  interview_id: string;
  first_name: string;
  last_name: string;
  email: string;
  expires_at?: string;
  accommodations?: { time: string; extra_attempts: number; text_answers_allowed: boolean };
  language?: string;
}

export function invite(user: TestUser | undefined, body: unknown): Promise<Response> {
  return sendJson('POST', '/invitations', body, user);
}

/** POST /api/invitations that must answer 201. */
export async function inviteOk(user: TestUser, body: InviteBody): Promise<CreatedInvitation> {
  return createdInvitationSchema.parse(await expectJson(await invite(user, body), 201));
}

export function listInvitations(user: TestUser | undefined, query = ''): Promise<Response> {
  return callApi(`/invitations${query}`, { token: user?.accessToken });
}

export function resend(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/invitations/${id}/resend`, { method: 'POST', token: user?.accessToken });
}

export function cancel(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/invitations/${id}/cancel`, { method: 'PUT', token: user?.accessToken });
}

export function deleteInvitation(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/invitations/${id}`, { method: 'DELETE', token: user?.accessToken });
}

/** Names the workspace `user` owns: the company their invitations and candidates see (issue #17). */
export async function setCompany(sql: Database, user: TestUser, companyName: string): Promise<void> {
  await sql`update public.workspaces set name = ${companyName}
            where id in (select workspace_id from public.workspace_members
                         where user_id = ${user.id} and role = 'OWNER')`;
}

/** The invitations and outbox rows of an interview, as postgres sees them. */
export async function invitationRowsOf(sql: Database, interviewId: string) {
  const [counts] = await sql<{ invitations: number; outbox: number }[]>`
    select (select count(*) from public.invitations where interview_id = ${interviewId})::int as invitations,
           (select count(*) from public.mail_outbox o join public.invitations inv on inv.id = o.invitation_id
             where inv.interview_id = ${interviewId})::int as outbox`;
  // A select without from answers exactly one row.
  return counts as { invitations: number; outbox: number };
}

/** One invitation as postgres sees it. */
export async function invitationRow(sql: Database, id: string) {
  const [row] = await sql<
    {
      id: string;
      status: string;
      first_name: string;
      last_name: string;
      email: string;
      unique_link_token: string;
      created_at: Date;
      expires_at: Date;
      cancelled_at: Date | null;
    }[]
  >`
    select id, status, first_name, last_name, email, unique_link_token,
           created_at, expires_at, cancelled_at
    from public.invitations where id = ${id}`;
  return row;
}

/** The invitation e-mails (outbox rows of kind INVITATION) of an invitation, oldest first. */
export async function outboxOf(sql: Database, invitationId: string) {
  return sql<
    { status: string; attempts: number; last_error: string | null; to_email: string; subject: string }[]
  >`
    select status::text, attempts, last_error, to_email, subject
    from public.mail_outbox where invitation_id = ${invitationId} and kind = 'INVITATION'
    order by created_at, id`;
}

/** An invitation's e-mail status as GET /api/invitations lists it to `user`. */
export async function listedEmailStatus(user: TestUser, interviewId: string, invitationId: string) {
  const page = invitationPageSchema.parse(
    await expectJson(await listInvitations(user, `?interview_id=${interviewId}&page_size=100`), 200),
  );
  const row = page.invitations.find((invitation) => invitation.id === invitationId);
  return (
    row && { email_status: row.email_status, email_error: row.email_error, is_test_mode: row.is_test_mode }
  );
}

/**
 * Moves an invitation's sends `seconds` into the past, so a test can send again without waiting
 * out the cooldown between two sends (docs/database.md, "Data model": invitation e-mail limits).
 */
export async function ageOutbox(sql: Database, invitationId: string, seconds = 120): Promise<void> {
  await sql`update public.mail_outbox set created_at = created_at - make_interval(secs => ${seconds})
            where invitation_id = ${invitationId}`;
}
