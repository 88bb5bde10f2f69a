import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { callApi } from '../support/api.ts';
import { latestMail, mailTo } from '../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  openDatabase,
  seedInterview,
  type Database,
} from '../support/interview-fixtures.ts';
import {
  invite,
  invitationRow,
  invitationRowsOf,
  inviteeEmail,
  listedEmailStatus,
  inviteOk,
  outboxOf,
  setCompany,
} from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let recruiterWithoutCompany: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;
let company: string;
let interview: { id: string; title: string };

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, recruiterWithoutCompany, otherRecruiter, admin, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'ADMIN' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  company = uniqueName('Acme & Sons');
  await setCompany(sql, recruiter, company);
  interview = await seedInterview(sql, recruiter, { title: uniqueName('Senior <Frontend> Engineer') });
});

afterAll(async () => {
  await sql.end();
});

const UTC_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('POST /api/invitations', () => {
  it('creates a PENDING invitation and answers at once with the e-mail PENDING: the row and its job are written, nothing is sent yet', async () => {
    const email = inviteeEmail('queued');
    // The mail viewer is not called in the request: its answer is given before the worker runs.
    const created = await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: 'Quinn',
      last_name: 'Queued',
      email,
    });
    expect(created).toEqual({
      id: created.id,
      unique_link_token: created.unique_link_token,
      email_status: 'PENDING',
      email_sent: false,
      is_test_mode: false,
      email_error: null,
    });
    const [row] = await sql<{ status: string; kind: string; job: boolean }[]>`
      select o.status::text, o.kind::text,
             exists (select 1 from graphile_worker.jobs j where j.key = 'mail:' || o.id) or o.status <> 'PENDING' as job
      from public.mail_outbox o where o.invitation_id = ${created.id}`;
    expect(row).toEqual({ status: expect.stringMatching(/^(PENDING|SENT)$/), kind: 'INVITATION', job: true });
  });

  it('the worker delivers the e-mail exactly once and the list then shows SENT', async () => {
    const email = inviteeEmail('delivered');
    const created = await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: 'Dee',
      last_name: 'Livered',
      email,
    });
    await expect
      .poll(() => listedEmailStatus(recruiter, interview.id, created.id), { timeout: 10_000 })
      .toEqual({ email_status: 'SENT', email_error: null, is_test_mode: false });
    expect(await mailTo(email)).toHaveLength(1);
    expect(await outboxOf(sql, created.id)).toEqual([
      expect.objectContaining({ status: 'SENT', attempts: 1, last_error: null, to_email: email }),
    ]);
    const [jobs] = await sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.jobs j
      join public.mail_outbox o on j.key = 'mail:' || o.id where o.invitation_id = ${created.id}`;
    expect(jobs?.n).toBe(0);
  });

  it('creates a PENDING invitation and mails the invitee the link, title, company and expiry', async () => {
    const email = inviteeEmail('eve');
    const created = await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: '  Eve ',
      last_name: ' Example  ',
      email: `  ${email.toUpperCase()} `,
    });
    expect(created).toMatchObject({ email_status: 'PENDING', email_error: null });

    // Trimmed and lower-cased; the link expires after the interview's default deadline (7 days).
    const row = await invitationRow(sql, created.id);
    expect(row).toMatchObject({
      status: 'PENDING',
      first_name: 'Eve',
      last_name: 'Example',
      email,
      unique_link_token: created.unique_link_token,
    });
    if (!row) throw new Error('The invitation is missing');
    const days = (row.expires_at.getTime() - row.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mail = await latestMail(email);
    const link = `${config.siteUrl}/take/${created.unique_link_token}`;
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toContain(interview.title);
    expect(mail.subject).toContain(company);
    expect(mail.links).toContain(link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(escaped(interview.title));
    expect(mail.html).toContain(`${escaped(company)} has invited you`);
    expect(mail.html).toContain('Hello Eve,');
    const expiry = UTC_DATE.format(row.expires_at);
    expect(mail.html).toContain(expiry);
    expect(mail.text).toContain(expiry);
    expect(mail.text).toMatch(/\d{2}:\d{2} UTC/);

    await expect
      .poll(() => outboxOf(sql, created.id), { timeout: 5000 })
      .toEqual([expect.objectContaining({ status: 'SENT', attempts: 1, last_error: null, to_email: email })]);
  });

  it('escapes the names in the e-mail HTML', async () => {
    const email = inviteeEmail('markup');
    await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: '<b>Eve</b>',
      last_name: '<script>alert(1)</script>',
      email,
    });
    const mail = await latestMail(email);
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).not.toContain('<script>');
  });

  it('invites in the name of the workspace of a recruiter who named no company ("{first name}\'s team")', async () => {
    const own = await seedInterview(sql, recruiterWithoutCompany);
    const email = inviteeEmail('teamname');
    await inviteOk(recruiterWithoutCompany, {
      interview_id: own.id,
      first_name: 'Nia',
      last_name: 'Named',
      email,
    });
    const mail = await latestMail(email);
    // createTestUser's first name is 'Test'; the workspace made with the RECRUITER role is named after it.
    expect(mail.subject).toBe(`Test's team: you're invited to interview for ${own.title}`);
    expect(mail.html).toContain('Test&#39;s team has invited you to a video interview');
    expect(mail.from).toMatch(/^"Test's team" <.+@.+>$/);
  });

  it("lets an admin invite to a recruiter's interview, in the owner's company's name", async () => {
    const email = inviteeEmail('by-admin');
    const created = await inviteOk(admin, {
      interview_id: interview.id,
      first_name: 'Ada',
      last_name: 'Admin',
      email,
    });
    expect(created.email_status).toBe('PENDING');
    expect((await latestMail(email)).html).toContain(`${escaped(company)} has invited you`);
  });

  describe('invalid input: 400 with the field, nothing written', () => {
    const valid = () => ({
      interview_id: interview.id,
      first_name: 'Val',
      last_name: 'Id',
      email: inviteeEmail('valid'),
    });
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['no first name', { first_name: undefined }, { first_name: 'First name is required' }],
      ['a blank first name', { first_name: '   ' }, { first_name: 'First name is required' }],
      [
        'a first name over 100 characters',
        { first_name: 'x'.repeat(101) },
        { first_name: 'First name must be at most 100 characters' },
      ],
      ['no last name', { last_name: undefined }, { last_name: 'Last name is required' }],
      ['a blank last name', { last_name: ' ' }, { last_name: 'Last name is required' }],
      [
        'a last name over 100 characters',
        { last_name: 'y'.repeat(101) },
        { last_name: 'Last name must be at most 100 characters' },
      ],
      ['no e-mail', { email: undefined }, { email: 'E-mail is required' }],
      ['a blank e-mail', { email: '  ' }, { email: 'E-mail is required' }],
      ['an e-mail without a domain', { email: 'eve@' }, { email: 'Enter a valid e-mail address' }],
      ['an e-mail that is no address', { email: 'not an email' }, { email: 'Enter a valid e-mail address' }],
      [
        'an interview id that is not a uuid',
        { interview_id: 'abc' },
        { interview_id: 'Must be an interview id' },
      ],
      ['no interview id', { interview_id: undefined }, { interview_id: 'Must be an interview id' }],
    ];

    it.each(cases)('refuses %s', async (_name, change, fields) => {
      const body = { ...valid(), ...change };
      const before = await invitationRowsOf(sql, interview.id);
      const error = await expectError(await invite(recruiter, body), 400);
      expect(error.code).toBe('invalid_input');
      expect(error.fields).toEqual(fields);
      expect(await invitationRowsOf(sql, interview.id)).toEqual(before);
    });

    it('names every missing field of an empty body', async () => {
      const error = await expectError(await invite(recruiter, {}), 400);
      expect(Object.keys(error.fields ?? {}).sort()).toEqual([
        'email',
        'first_name',
        'interview_id',
        'last_name',
      ]);
    });

    it('refuses a body that is not JSON', async () => {
      const before = await invitationRowsOf(sql, interview.id);
      const response = await callApi('/invitations', {
        method: 'POST',
        token: recruiter.accessToken,
        headers: { 'content-type': 'application/json' },
        body: '{"first_name": "Eve",',
      });
      await expectError(response, 400);
      expect(await invitationRowsOf(sql, interview.id)).toEqual(before);
    });
  });

  it('answers 404 for an interview that does not exist', async () => {
    const error = await expectError(
      await invite(recruiter, {
        interview_id: crypto.randomUUID(),
        first_name: 'No',
        last_name: 'Where',
        email: inviteeEmail(),
      }),
      404,
    );
    expect(error.error).toBe('Interview not found');
  });

  it("answers 404 for another recruiter's interview and writes nothing", async () => {
    const before = await invitationRowsOf(sql, interview.id);
    const email = inviteeEmail('intruder');
    const error = await expectError(
      await invite(otherRecruiter, {
        interview_id: interview.id,
        first_name: 'In',
        last_name: 'Truder',
        email,
      }),
      404,
    );
    expect(error.error).toBe('Interview not found');
    expect(await invitationRowsOf(sql, interview.id)).toEqual(before);
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.invitations where email = ${email}`;
    expect(count?.n).toBe(0);
  });

  it('answers 409 for an archived interview and writes nothing', async () => {
    const archived = await seedInterview(sql, recruiter, { status: 'ARCHIVED' });
    const error = await expectError(
      await invite(recruiter, {
        interview_id: archived.id,
        first_name: 'Ar',
        last_name: 'Chived',
        email: inviteeEmail(),
      }),
      409,
    );
    expect(error.error).toBe('Interview is archived');
    expect(await invitationRowsOf(sql, archived.id)).toEqual({ invitations: 0, outbox: 0 });
  });

  it('takes a deadline, and refuses one in the past or more than a year away, writing nothing', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000);
    const created = await inviteOk(recruiter, {
      interview_id: interview.id,
      first_name: 'Dee',
      last_name: 'Line',
      email: inviteeEmail(),
      expires_at: deadline.toISOString(),
    });
    const [row] = await sql<
      { expires_at: Date }[]
    >`select expires_at from public.invitations where id = ${created.id}`;
    expect(row?.expires_at.getTime()).toBe(deadline.getTime());

    const fresh = await seedInterview(sql, recruiter);
    for (const [expiresAt, message] of [
      [new Date(Date.now() - 60_000).toISOString(), 'The deadline must be in the future'],
      [new Date(Date.now() + 400 * 86_400_000).toISOString(), 'The deadline must be within 365 days'],
      ['tomorrow', 'The deadline must be a date and time'],
    ] as const) {
      const error = await expectError(
        await invite(recruiter, {
          interview_id: fresh.id,
          first_name: 'Dee',
          last_name: 'Line',
          email: inviteeEmail(),
          expires_at: expiresAt,
        }),
        400,
      );
      expect(JSON.stringify(error)).toContain(message);
    }
    expect(await invitationRowsOf(sql, fresh.id)).toEqual({ invitations: 0, outbox: 0 });
  });

  it('refuses a candidate with the recruiter access 403', async () => {
    const body = { interview_id: interview.id, first_name: 'C', last_name: 'D', email: inviteeEmail() };
    const response = await invite(candidate, body);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const body = { interview_id: interview.id, first_name: 'A', last_name: 'N', email: inviteeEmail() };
    expect((await expectError(await invite(undefined, body), 401)).code).toBe('unauthenticated');
  });
});
