// Limits on invitation e-mail (docs/database.md, "Data model": invitation e-mail limits): a
// cooldown and a cap per invitation, a daily cap per workspace and one per address, each a 429 with
// a clear message that sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resentInvitationSchema } from '#contract/invitations';
import { mailTo } from '../support/mail.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  type Database,
} from '../support/interview-fixtures.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';
import { ageOutbox, invite, inviteeEmail, inviteOk, outboxOf, resend } from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let interview: { id: string };

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  interview = await seedInterview(sql, recruiter);
});

afterAll(async () => {
  await sql.end();
});

async function invited(prefix: string) {
  const email = inviteeEmail(prefix);
  const created = await inviteOk(recruiter, {
    interview_id: interview.id,
    first_name: 'Lim',
    last_name: 'It',
    email,
  });
  return { id: created.id, email };
}

describe('invitation e-mail limits', () => {
  it('sends one of 25 simultaneous resends after the cooldown and refuses the rest with 429 and Retry-After', async () => {
    const { id, email } = await invited('burst');
    await ageOutbox(sql, id);
    const responses = await Promise.all(Array.from({ length: 25 }, () => resend(recruiter, id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(24).fill(429)]);
    const refused = responses.find((response) => response.status === 429);
    const retryAfter = Number(refused?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(61);
    expect((await expectError(refused as Response, 429)).error).toBe(
      'This invitation was sent less than a minute ago; wait a minute before sending it again',
    );
    expect(await outboxOf(sql, id)).toHaveLength(2);
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('refuses a sixth send of one invitation with 429', async () => {
    const { id } = await invited('cap');
    for (let send = 2; send <= 5; send++) {
      await ageOutbox(sql, id);
      expect(resentInvitationSchema.parse(await expectJson(await resend(recruiter, id), 200)).success).toBe(
        true,
      );
    }
    await ageOutbox(sql, id);
    const refused = await resend(recruiter, id);
    expect(refused.headers.get('Retry-After')).toBeNull();
    expect((await expectError(refused, 429)).error).toBe(
      'This invitation has already been sent 5 times; it cannot be sent again',
    );
    expect(await outboxOf(sql, id)).toHaveLength(5);
  });

  it("refuses a new invitation with 429 once the workspace's day holds 2,000 sends, whoever sent them, and saves nothing", async () => {
    const [busy, teammate] = await Promise.all([
      createTestUser(config, { role: 'RECRUITER' }),
      createTestUser(config, { role: 'CANDIDATE' }),
    ]);
    await addMember(sql, await workspaceOf(sql, busy), teammate, 'RECRUITER');
    const busyInterview = await seedInterview(sql, busy);
    const teammateInterview = await seedInterview(sql, teammate);
    // 2,000 sends within the last day by the teammate, written behind the api's back as already
    // sent (the trigger counts them; the worker has nothing to send).
    const fillers = await sql<{ id: string }[]>`
      insert into public.invitations (interview_id, first_name, last_name, email)
      select ${teammateInterview.id}, 'Fill', 'Er' || n, 'filler' || n || '-' || ${busy.id} || '@test.example.com'
      from generate_series(1, 2000) n
      returning id`;
    await sql`
      insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, created_at, status, sent_at)
      select inv.id, inv.email, 'Invitation', '<p>Hi</p>', 'Hi', now() - interval '1 hour', 'SENT', now() - interval '1 hour'
      from public.invitations inv where inv.id in ${sql(fillers.map((row) => row.id))}`;

    const email = inviteeEmail('over');
    const refused = await invite(busy, {
      interview_id: busyInterview.id,
      first_name: 'Ov',
      last_name: 'Er',
      email,
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(22 * 3600);
    expect((await expectError(refused, 429)).error).toBe(
      'This workspace has reached the limit of 2000 invitation e-mails a day; try again later',
    );
    const [saved] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.invitations where email = ${email}`;
    expect(saved?.count).toBe(0);
    expect(await mailTo(email)).toEqual([]);
    await sql`delete from public.interviews where id in (${busyInterview.id}, ${teammateInterview.id})`;
  });

  it('refuses an invitation with 429 once its address got 10 invitation e-mails within a day, from any workspace, and saves nothing', async () => {
    const elsewhere = await createTestUser(config, { role: 'RECRUITER' });
    const elsewhereInterview = await seedInterview(sql, elsewhere);
    const email = inviteeEmail('flooded');
    // 10 invitations to one address from another workspace in the last day, already sent.
    await sql`
      with sent as (
        insert into public.invitations (interview_id, first_name, last_name, email)
        select ${elsewhereInterview.id}, 'Flo', 'Oded' || n, ${email} from generate_series(1, 10) n
        returning id, email)
      insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, created_at, status, sent_at)
      select id, email, 'Invitation', '<p>Hi</p>', 'Hi', now() - interval '2 hours', 'SENT', now() - interval '2 hours'
      from sent`;

    const refused = await invite(recruiter, {
      interview_id: interview.id,
      first_name: 'Flo',
      last_name: 'Oded',
      email: email.toUpperCase(),
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(21 * 3600);
    expect((await expectError(refused, 429)).error).toBe(
      'This address has already been sent 10 invitation e-mails in 24 hours; try again later',
    );
    const [saved] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.invitations where interview_id = ${interview.id} and lower(email) = ${email}`;
    expect(saved?.count).toBe(0);
    expect(await mailTo(email)).toEqual([]);
    await sql`delete from public.interviews where id = ${elsewhereInterview.id}`;
  });
});
