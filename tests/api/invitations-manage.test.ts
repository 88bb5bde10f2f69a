import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import {
  cancelledInvitationSchema,
  deletedInvitationSchema,
  resentInvitationSchema,
} from '#contract/invitations';
import { latestMail, mailTo } from '../support/mail.ts';
import type { TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  refuseRows,
  seedInterview,
  seedInvitation,
  storedObjectsOf,
  uploadResponseMedia,
  type Database,
  type InvitationStatus,
} from '../support/interview-fixtures.ts';
import {
  ageOutbox,
  cancel,
  deleteInvitation,
  invitationRow,
  inviteeEmail,
  inviteOk,
  listedEmailStatus,
  outboxOf,
  resend,
} from './invitation-fixtures.ts';
import { createPersonas } from '../support/personas.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;
let interview: { id: string; title: string; questionIds: string[] };

beforeAll(async () => {
  sql = openDatabase();
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
  interview = await seedInterview(sql, recruiter, { questions: 2 });
});

afterAll(async () => {
  // Through the api, so the recordings the tests left go with the rows.
  const left = await sql<{ id: string }[]>`
    select id from public.invitations where interview_id = ${interview.id}`;
  for (const { id } of left) await deleteInvitation(recruiter, id);
  await sql.end();
});

/** The error a token function raises for `token`, called as postgres; undefined when it answers. */
async function tokenError(token: string): Promise<{ code?: string; message: string } | undefined> {
  try {
    await sql`select public.get_interview_by_token(${token})`;
    return undefined;
  } catch (error) {
    return error as { code?: string; message: string };
  }
}

async function invitationIn(status: InvitationStatus, bound?: TestUser): Promise<string> {
  return seedInvitation(sql, interview.id, status, bound);
}

describe('POST /api/invitations/{id}/resend', () => {
  it('queues the same link again through a new outbox row, answers PENDING at once, and the worker sends it once', async () => {
    const email = inviteeEmail('again');
    const created = await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: 'Rae',
      last_name: 'Send',
      email,
    });
    const firstMail = await latestMail(email);
    await ageOutbox(sql, created.id);

    const body = resentInvitationSchema.parse(await expectJson(await resend(recruiter, created.id), 200));
    expect(body).toEqual({ success: true, email_status: 'PENDING', email_error: null, is_test_mode: false });

    await expect
      .poll(() => listedEmailStatus(recruiter, interview.id, created.id), { timeout: 10_000 })
      .toEqual({ email_status: 'SENT', email_error: null, is_test_mode: false });
    await expect
      .poll(async () => (await outboxOf(sql, created.id)).map((row) => row.status))
      .toEqual(['SENT', 'SENT']);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.id).not.toBe(firstMail.id);
    expect(mails[0]?.links).toContain(`${config.siteUrl}/take/${created.unique_link_token}`);
  });

  it('resends a STARTED invitation, and an admin may', async () => {
    const id = await invitationIn('STARTED', candidate);
    expect(resentInvitationSchema.parse(await expectJson(await resend(admin, id), 200)).success).toBe(true);
    expect((await latestMail(candidate.email)).links).toContain(
      `${config.siteUrl}/take/${(await invitationRow(sql, id))?.unique_link_token}`,
    );
  });

  it.each(['COMPLETED', 'REVIEWED', 'CANCELLED'] as const)(
    'refuses a %s invitation with 409',
    async (status) => {
      const id = await invitationIn(status);
      const error = await expectError(await resend(recruiter, id), 409);
      expect(error.error).toBe('Only pending or started invitations can be resent');
      expect(await outboxOf(sql, id)).toEqual([]);
    },
  );

  it('refuses an invitation of an archived interview with 409 and sends nothing', async () => {
    const archived = await seedInterview(sql, recruiter, { status: 'ARCHIVED' });
    const id = await seedInvitation(sql, archived.id, 'PENDING');
    try {
      const error = await expectError(await resend(recruiter, id), 409);
      expect(error.error).toBe('This interview is archived; its invitations can no longer be sent');
      expect(await outboxOf(sql, id)).toEqual([]);
    } finally {
      await sql`delete from public.interviews where id = ${archived.id}`;
    }
  });

  it('refuses an invitation of a closed interview with 409 and sends nothing', async () => {
    const closed = await seedInterview(sql, recruiter, { status: 'CLOSED' });
    const id = await seedInvitation(sql, closed.id, 'PENDING');
    try {
      const error = await expectError(await resend(recruiter, id), 409);
      expect(error.error).toBe('This interview is closed; reopen it to send its invitations again');
      expect(await outboxOf(sql, id)).toEqual([]);
    } finally {
      await sql`delete from public.interviews where id = ${closed.id}`;
    }
  });

  it('refuses an expired invitation with 409', async () => {
    const id = await invitationIn('PENDING');
    await sql`update public.invitations
              set created_at = now() - interval '20 days', expires_at = now() - interval '6 days'
              where id = ${id}`;
    const error = await expectError(await resend(recruiter, id), 409);
    expect(error.error).toBe('This invitation has expired; invite the candidate again');
  });

  it("answers 404 for another recruiter's invitation and for one that does not exist", async () => {
    const id = await invitationIn('PENDING');
    expect((await expectError(await resend(otherRecruiter, id), 404)).error).toBe('Invitation not found');
    expect(await outboxOf(sql, id)).toEqual([]);
    await expectError(await resend(recruiter, crypto.randomUUID()), 404);
  });

  it('answers 400 for an id that is not a uuid, 403 for a candidate and 401 without a token', async () => {
    expect((await expectError(await resend(recruiter, 'abc'), 400)).fields).toEqual({
      id: 'Must be an invitation id',
    });
    const id = await invitationIn('PENDING');
    const refused = await resend(candidate, id);
    expect(refused.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await refused.json()).redirect_to_candidate).toBe(true);
    await expectError(await resend(undefined, id), 401);
  });
});

describe('PUT /api/invitations/{id}/cancel', () => {
  it('cancels a PENDING invitation, after which its link no longer opens the interview', async () => {
    const id = await invitationIn('PENDING');
    const token = (await invitationRow(sql, id))?.unique_link_token ?? '';
    expect(await tokenError(token)).toBeUndefined();

    const body = cancelledInvitationSchema.parse(await expectJson(await cancel(recruiter, id), 200));
    expect(body).toEqual({ id, status: 'CANCELLED' });
    const row = await invitationRow(sql, id);
    expect(row?.status).toBe('CANCELLED');
    expect(row?.cancelled_at).toBeInstanceOf(Date);

    expect(await tokenError(token)).toMatchObject({
      code: 'P0002',
      message: 'Interview not found or expired',
    });
  });

  it.each(['STARTED', 'COMPLETED', 'REVIEWED', 'CANCELLED'] as const)(
    'refuses a %s invitation with 409 and leaves it as it was',
    async (status) => {
      const id = await invitationIn(status, status === 'STARTED' ? candidate : undefined);
      const error = await expectError(await cancel(recruiter, id), 409);
      expect(error.error).toBe('Only pending invitations can be cancelled');
      expect((await invitationRow(sql, id))?.status).toBe(status);
    },
  );

  it('lets an admin cancel', async () => {
    const id = await invitationIn('PENDING');
    expect(cancelledInvitationSchema.parse(await expectJson(await cancel(admin, id), 200)).status).toBe(
      'CANCELLED',
    );
  });

  it("answers 404 for another recruiter's invitation, 400 for a bad id, 403 for a candidate, 401 for anon", async () => {
    const id = await invitationIn('PENDING');
    expect((await expectError(await cancel(otherRecruiter, id), 404)).error).toBe('Invitation not found');
    expect((await expectError(await cancel(recruiter, 'not-a-uuid'), 400)).fields).toEqual({
      id: 'Must be an invitation id',
    });
    expect((await cancel(candidate, id)).status).toBe(403);
    await expectError(await cancel(undefined, id), 401);
    expect((await invitationRow(sql, id))?.status).toBe('PENDING');
  });
});

describe('DELETE /api/invitations/{id}', () => {
  /** A STARTED invitation bound to the candidate, who uploaded a recording and answered with it. */
  async function invitationWithRecording() {
    const id = await invitationIn('STARTED', candidate);
    const questionId = interview.questionIds[0] ?? '';
    const name = `${id}/${questionId}/1.webm`;
    await uploadResponseMedia(candidate, name, randomBytes(4096));
    await sql`
      insert into public.responses (invitation_id, question_id, candidate_id, media_path, transcription, ai_insights)
      values (${id}, ${questionId}, ${candidate.id}, ${name}, 'Hello', ${sql.json({ score: 70, summary: 'Fine' })})`;
    await sql`
      insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
      values (${id}, ${candidate.email}, 'Invitation', '<p>Hi</p>', 'Hi')`;
    return { id, name };
  }

  /** Downloads a recording through the Storage API as `user`. */
  async function download(name: string, user: TestUser): Promise<Response> {
    const response = await fetch(`${config.supabaseUrl}/storage/v1/object/authenticated/responses/${name}`, {
      headers: { apikey: config.publishableKey, authorization: `Bearer ${user.accessToken}` },
    });
    await response.arrayBuffer();
    return response;
  }

  async function leftOf(id: string) {
    const [counts] = await sql<{ invitations: number; responses: number; outbox: number }[]>`
      select (select count(*) from public.invitations where id = ${id})::int as invitations,
             (select count(*) from public.responses where invitation_id = ${id})::int as responses,
             (select count(*) from public.mail_outbox where invitation_id = ${id})::int as outbox`;
    return { ...counts, objects: await storedObjectsOf(sql, id) };
  }

  it('deletes the invitation with its responses, AI insights, queued mail and stored recordings', async () => {
    const { id, name } = await invitationWithRecording();
    expect(await leftOf(id)).toEqual({ invitations: 1, responses: 1, outbox: 1, objects: [name] });
    expect((await download(name, recruiter)).status).toBe(200);

    const body = deletedInvitationSchema.parse(await expectJson(await deleteInvitation(recruiter, id), 200));
    expect(body).toEqual({ success: true });
    expect(await leftOf(id)).toEqual({ invitations: 0, responses: 0, outbox: 0, objects: [] });
    // The file itself is gone too: Storage no longer serves it to anyone.
    expect((await download(name, admin)).status).toBe(400);
  });

  it('answers 502 and deletes nothing when Storage cannot remove the recordings', async () => {
    const { id, name } = await invitationWithRecording();
    const refusal = await refuseRows(
      sql,
      'storage.objects',
      'before delete',
      `old.bucket_id = 'responses' and old.name like '${id}/%'`,
    );
    try {
      const error = await expectError(await deleteInvitation(recruiter, id), 502);
      expect(error.error).toBe('Could not delete the stored recordings; nothing was deleted');
    } finally {
      await refusal.remove();
    }
    expect(await leftOf(id)).toEqual({ invitations: 1, responses: 1, outbox: 1, objects: [name] });
    expect((await download(name, recruiter)).status).toBe(200);
  });

  it('lets an admin delete an invitation without recordings', async () => {
    const id = await invitationIn('COMPLETED');
    expect(deletedInvitationSchema.parse(await expectJson(await deleteInvitation(admin, id), 200))).toEqual({
      success: true,
    });
    expect(await invitationRow(sql, id)).toBeUndefined();
  });

  it("answers 404 for another recruiter's invitation and removes nothing", async () => {
    const { id, name } = await invitationWithRecording();
    expect((await expectError(await deleteInvitation(otherRecruiter, id), 404)).error).toBe(
      'Invitation not found',
    );
    expect(await leftOf(id)).toEqual({ invitations: 1, responses: 1, outbox: 1, objects: [name] });
  });

  it('answers 404 for an unknown id, 400 for a bad id, 403 for a candidate, 401 without a token', async () => {
    await expectError(await deleteInvitation(recruiter, crypto.randomUUID()), 404);
    expect((await expectError(await deleteInvitation(recruiter, '123'), 400)).fields).toEqual({
      id: 'Must be an invitation id',
    });
    const id = await invitationIn('PENDING');
    expect((await deleteInvitation(candidate, id)).status).toBe(403);
    await expectError(await deleteInvitation(undefined, id), 401);
    expect(await invitationRow(sql, id)).toBeDefined();
  });
});
