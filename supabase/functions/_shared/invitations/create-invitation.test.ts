// The create and resend services against the real database: the invitation, its outbox row and
// the row's send_mail job are written in one transaction, and the answer says PENDING without any
// mail provider being called (the worker sends it, worker/tasks/send-mail.ts). Run by
// tests/api/function-deno-tests.test.ts, whose environment (the api function's) names the test
// database in SUPABASE_DB_URL.
import postgres from 'postgres';
import type { UserCaller } from '../caller.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { assert, assertEquals, assertMatch } from '../testing/assert.ts';
import { createInvitation } from './create-invitation.ts';
import { resendInvitation } from './resend-invitation.ts';

const sql = postgres(serverEnv.databaseUrl, { max: 2, onnotice: () => {} });
const SITE_URL = 'http://localhost:5173';
// The pools of db.ts and of this file stay open between tests.
const dbTest = { sanitizeResources: false, sanitizeOps: false };

interface Fixture {
  caller: UserCaller;
  interviewId: string;
  title: string;
}

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A recruiter (as server code makes one) with one interview, and their caller as the api sees it. */
async function recruiterWithInterview(status = 'ACTIVE'): Promise<Fixture> {
  const email = `${unique('recruiter')}@test.example.com`;
  const [user] = await sql<{ id: string }[]>`
    insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
    values (gen_random_uuid(), 'authenticated', 'authenticated', ${email}, now(),
            ${sql.json({ first_name: 'Rita', last_name: 'Recruiter' })}, now(), now())
    returning id`;
  assert(user);
  await sql`update public.profiles set role = 'RECRUITER', company_name = 'Outbox Ltd' where id = ${user.id}`;
  // A live session, as Auth makes at sign-in: asCaller refuses a token whose session is gone.
  const sessionId = crypto.randomUUID();
  await sql`insert into auth.sessions (id, user_id, created_at, updated_at) values (${sessionId}, ${user.id}, now(), now())`;
  const title = unique('Outbox interview');
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status)
    values (${user.id}, ${title}, ${status}::public.interview_status) returning id`;
  assert(interview);
  return {
    caller: {
      role: 'authenticated',
      userId: user.id,
      claims: {
        sub: user.id,
        role: 'authenticated',
        email,
        session_id: sessionId,
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
    },
    interviewId: interview.id,
    title,
  };
}

async function removeRecruiter(fixture: Fixture): Promise<void> {
  // The cascades take the profile, interviews, invitations and outbox rows.
  await sql`delete from auth.users where id = ${fixture.caller.userId}`;
}

/**
 * The invitation's outbox rows, oldest first, each with whether the worker has it: its send_mail job
 * is queued, or (the test stack's worker is quick) it has already been sent.
 */
async function outboxOf(invitationId: string) {
  return sql<
    {
      id: string;
      kind: string;
      status: string;
      attempts: number;
      to_email: string;
      from_name: string | null;
      subject: string;
      text_body: string;
      with_worker: boolean;
    }[]
  >`
    select o.id, o.kind::text, o.status::text, o.attempts, o.to_email, o.from_name, o.subject, o.text_body,
           o.status = 'SENT' or exists (select 1 from graphile_worker.jobs j
                   where j.task_identifier = 'send_mail' and j.key = 'mail:' || o.id) as with_worker
    from public.mail_outbox o where o.invitation_id = ${invitationId} order by o.created_at`;
}

function invitee(fixture: Fixture) {
  return {
    interview_id: fixture.interviewId,
    first_name: 'Olive',
    last_name: 'Outbox',
    email: `${unique('olive')}@test.example.com`,
  };
}

Deno.test({
  name: 'create answers PENDING at once, with the outbox row and its send_mail job committed together',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview();
    try {
      const input = invitee(fixture);
      const created = await createInvitation(fixture.caller, input, { siteUrl: SITE_URL });
      assertMatch(created.unique_link_token, /^[A-Za-z0-9_-]{22}$/);
      assertEquals(
        { ...created, id: undefined, unique_link_token: undefined },
        {
          id: undefined,
          unique_link_token: undefined,
          email_status: 'PENDING',
          email_sent: false,
          is_test_mode: false,
          email_error: null,
        },
      );
      const outbox = await outboxOf(created.id);
      assertEquals(outbox.length, 1);
      const [row] = outbox;
      assertEquals(
        { kind: row?.kind, to: row?.to_email, from: row?.from_name, withWorker: row?.with_worker },
        // Sent as the workspace (made from the recruiter's company), which has no sender name of its own.
        { kind: 'INVITATION', to: input.email, from: 'Outbox Ltd', withWorker: true },
      );
      assert(row?.text_body.includes(`${SITE_URL}/take/${created.unique_link_token}`), 'the link');
      assert(row?.subject.includes(fixture.title), 'the title');
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'resend queues a second outbox row and its job, and answers PENDING at once',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview();
    try {
      const created = await createInvitation(fixture.caller, invitee(fixture), { siteUrl: SITE_URL });
      // Past the cooldown between two sends of one invitation (supabase/schemas/45-mail-and-jobs.sql).
      await sql`update public.mail_outbox set created_at = created_at - interval '2 minutes'
                where invitation_id = ${created.id}`;
      const resent = await resendInvitation(fixture.caller, created.id, { siteUrl: SITE_URL });
      assertEquals(resent, {
        success: true,
        email_status: 'PENDING',
        email_error: null,
        is_test_mode: false,
      });
      const outbox = await outboxOf(created.id);
      assertEquals(
        outbox.map((row) => [row.kind, row.with_worker]),
        [
          ['INVITATION', true],
          ['INVITATION', true],
        ],
      );
      assert(outbox[1]?.text_body.includes(created.unique_link_token), 'the same link');
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'an archived interview is refused with 409 and nothing is written or queued',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview('ARCHIVED');
    try {
      const input = invitee(fixture);
      let refused: unknown;
      try {
        await createInvitation(fixture.caller, input, { siteUrl: SITE_URL });
      } catch (error) {
        refused = error;
      }
      assert(refused instanceof HttpError, 'an HttpError');
      assertEquals(refused.status, 409);
      assertEquals(refused.message, 'Interview is archived');
      const [count] = await sql<{ invitations: number; outbox: number }[]>`
        select (select count(*)::int from public.invitations where email = ${input.email}) as invitations,
               (select count(*)::int from public.mail_outbox where to_email = ${input.email}) as outbox`;
      assertEquals(count, { invitations: 0, outbox: 0 });
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'close the test database connection',
  ...dbTest,
  async fn() {
    await sql.end();
  },
});
