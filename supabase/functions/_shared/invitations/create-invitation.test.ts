// The create and resend services against the real database with injected mail senders: the
// invitation and its outbox row are committed before the mail is sent, and a failed, throwing or
// held-back send never loses the invitation. Run by tests/api/function-deno-tests.test.ts, whose
// environment (the api function's) names the test database in SUPABASE_DB_URL.
import postgres from 'postgres';
import type { UserCaller } from '../auth.ts';
import { asCaller } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import type { MailSender, OutgoingEmail, SendOutcome } from '../mail/mail-sender.ts';
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
      claims: { sub: user.id, role: 'authenticated', email, session_id: sessionId },
    },
    interviewId: interview.id,
    title,
  };
}

async function removeRecruiter(fixture: Fixture): Promise<void> {
  // The cascades take the profile, interviews, invitations and outbox rows.
  await sql`delete from auth.users where id = ${fixture.caller.userId}`;
}

/** A sender answering `outcome`, which records what it got and what the database held meanwhile. */
function fakeSender(outcome: SendOutcome | Error) {
  const seen: { email: OutgoingEmail; committedInvitations: number; committedOutboxRows: number }[] = [];
  const sender: MailSender = {
    name: 'fake',
    async send(email) {
      // Another connection: sees only what has been committed.
      const [counts] = await sql<{ invitations: number; outbox: number }[]>`
        select (select count(*) from public.invitations where email = ${email.to})::int as invitations,
               (select count(*) from public.mail_outbox where to_email = ${email.to})::int as outbox`;
      seen.push({
        email,
        committedInvitations: counts?.invitations ?? -1,
        committedOutboxRows: counts?.outbox ?? -1,
      });
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return { sender, seen };
}

async function stateOf(invitationId: string) {
  const [invitation] = await sql<{ email_status: string; email_error: string | null; status: string }[]>`
    select email_status, email_error, status from public.invitations where id = ${invitationId}`;
  const outbox = await sql<
    {
      id: string;
      status: string;
      attempts: number;
      last_error: string | null;
      sent_at: Date | null;
      subject: string;
      to_email: string;
    }[]
  >`
    select id, status, attempts, last_error, sent_at, subject, to_email
    from public.mail_outbox where invitation_id = ${invitationId} order by created_at`;
  return { invitation, outbox };
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
  name: 'a failing provider leaves the invitation created, FAILED with the error, and the outbox row FAILED',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview();
    try {
      const { sender, seen } = fakeSender({
        status: 'failed',
        error: 'Resend refused the e-mail (HTTP 500)',
      });
      const input = invitee(fixture);
      const created = await createInvitation(fixture.caller, input, { sender, siteUrl: SITE_URL });

      assertEquals(created.email_sent, false);
      assertEquals(created.is_test_mode, false);
      assertEquals(created.email_error, 'Resend refused the e-mail (HTTP 500)');
      assertMatch(created.unique_link_token, /^[A-Za-z0-9_-]{22}$/);

      // Sent once, after the invitation and its outbox row were committed.
      assertEquals(seen.length, 1);
      assertEquals(seen[0]?.committedInvitations, 1);
      assertEquals(seen[0]?.committedOutboxRows, 1);
      const mail = seen[0]?.email;
      assertEquals(mail?.to, input.email);
      assert(mail?.text.includes(`${SITE_URL}/take/${created.unique_link_token}`), 'the link');
      assert(mail?.subject.includes(fixture.title), 'the title');

      const { invitation, outbox } = await stateOf(created.id);
      assertEquals(invitation, {
        email_status: 'FAILED',
        email_error: 'Resend refused the e-mail (HTTP 500)',
        status: 'PENDING',
      });
      assertEquals(outbox.length, 1);
      assertEquals(outbox[0]?.id, mail?.idempotencyKey);
      assertEquals(outbox[0]?.status, 'FAILED');
      assertEquals(outbox[0]?.attempts, 1);
      assertEquals(outbox[0]?.last_error, 'Resend refused the e-mail (HTTP 500)');
      assertEquals(outbox[0]?.to_email, input.email);
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'a sender that throws still leaves the invitation created, FAILED',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview();
    try {
      const { sender } = fakeSender(new Error('socket hang up'));
      const created = await createInvitation(fixture.caller, invitee(fixture), { sender, siteUrl: SITE_URL });
      assertEquals(created.email_sent, false);
      assertEquals(created.email_error, 'The mail provider could not be called');
      const { invitation, outbox } = await stateOf(created.id);
      assertEquals(invitation?.email_status, 'FAILED');
      assertEquals(outbox[0]?.status, 'FAILED');
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'test mode keeps the e-mail status PENDING and marks the outbox row, readable as the caller',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview();
    try {
      const { sender } = fakeSender({ status: 'test_mode', detail: 'only the test address' });
      const created = await createInvitation(fixture.caller, invitee(fixture), { sender, siteUrl: SITE_URL });
      assertEquals(
        { sent: created.email_sent, testMode: created.is_test_mode, error: created.email_error },
        { sent: false, testMode: true, error: null },
      );
      const { invitation, outbox } = await stateOf(created.id);
      assertEquals(invitation?.email_status, 'PENDING');
      assertEquals(invitation?.email_error, null);
      assertEquals(outbox[0]?.status, 'TEST_MODE');
      assertEquals(outbox[0]?.last_error, null);
      assertEquals(outbox[0]?.attempts, 1);
      // The list reads the status as the caller: the outbox SELECT policy shows the recruiter
      // their own invitations' rows.
      const asRecruiter = await asCaller(
        fixture.caller,
        (tx) => tx<{ status: string }[]>`
          select status from public.mail_outbox where invitation_id = ${created.id}`,
      );
      assertEquals([...asRecruiter], [{ status: 'TEST_MODE' }]);
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'a sent e-mail marks the invitation SENT and the outbox row SENT; a failed resend then FAILED',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview();
    try {
      const ok = fakeSender({ status: 'sent', id: 'provider-id' });
      const created = await createInvitation(fixture.caller, invitee(fixture), {
        sender: ok.sender,
        siteUrl: SITE_URL,
      });
      assertEquals(created.email_sent, true);
      assertEquals(created.email_error, null);
      let state = await stateOf(created.id);
      assertEquals(state.invitation?.email_status, 'SENT');
      assertEquals(state.outbox[0]?.status, 'SENT');
      assert(state.outbox[0]?.sent_at instanceof Date, 'sent_at is set');
      // Past the cooldown between two sends of one invitation (invitation mail limits migration).
      await sql`update public.mail_outbox set created_at = created_at - interval '2 minutes'
                where invitation_id = ${created.id}`;

      const failing = fakeSender({ status: 'failed', error: 'Resend did not answer within 10 s' });
      const resent = await resendInvitation(fixture.caller, created.id, {
        sender: failing.sender,
        siteUrl: SITE_URL,
      });
      assertEquals(resent, {
        success: false,
        email_error: 'Resend did not answer within 10 s',
        is_test_mode: false,
      });
      assertEquals(failing.seen[0]?.email.text.includes(created.unique_link_token), true);
      state = await stateOf(created.id);
      assertEquals(state.invitation?.email_status, 'FAILED');
      assertEquals(
        state.outbox.map((row) => row.status),
        ['SENT', 'FAILED'],
      );
    } finally {
      await removeRecruiter(fixture);
    }
  },
});

Deno.test({
  name: 'an archived interview is refused with 409 and nothing is written or sent',
  ...dbTest,
  async fn() {
    const fixture = await recruiterWithInterview('ARCHIVED');
    try {
      const { sender, seen } = fakeSender({ status: 'sent' });
      const input = invitee(fixture);
      let refused: unknown;
      try {
        await createInvitation(fixture.caller, input, { sender, siteUrl: SITE_URL });
      } catch (error) {
        refused = error;
      }
      assert(refused instanceof HttpError, 'an HttpError');
      assertEquals(refused.status, 409);
      assertEquals(refused.message, 'Interview is archived');
      assertEquals(seen.length, 0);
      const [count] = await sql<{ n: number }[]>`
        select count(*)::int as n from public.invitations where email = ${input.email}`;
      assertEquals(count?.n, 0);
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
