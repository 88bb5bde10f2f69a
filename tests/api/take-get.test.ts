// GET /api/take/:token: the welcome and interview steps, for anyone holding the link; the saved
// answers only for the candidate the invitation is bound to; an expired one says so (EXPIRED);
// every link that opens nothing (unknown, malformed, cancelled, finished) answers the same 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeErrorMessages } from '#contract/take-messages';
import { takeInterviewSchema } from '#contract/take';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
  type InvitationStatus,
} from '../support/interview-fixtures.ts';
import { deleteInvitation, setCompany } from './invitation-fixtures.ts';
import { brandWorkspace } from '../support/workspace-brand.ts';
import {
  expire,
  getTake,
  seedTakingInterview,
  startTake,
  submitAnswer,
  tokenOf,
  unknownToken,
  type TakingInterview,
} from '../support/take-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;
let interview: TakingInterview;
let company: string;

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, candidate, otherCandidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  interview = await seedTakingInterview(sql, recruiter);
  company = `Company of ${interview.title}`;
  await setCompany(sql, recruiter, company);
  await sql`update public.interviews
            set description = 'What this is about', welcome_video_url = 'https://video.example.com/hello'
            where id = ${interview.id}`;
});

afterAll(async () => {
  const left = await sql<{ id: string }[]>`
    select id from public.invitations where interview_id = ${interview.id}`;
  for (const { id } of left) await deleteInvitation(recruiter, id);
  await sql.end();
});

async function linkIn(status: InvitationStatus, bound?: TestUser): Promise<{ id: string; token: string }> {
  const id = await seedInvitation(sql, interview.id, status, bound);
  return { id, token: await tokenOf(sql, id) };
}

describe('GET /api/take/{token}', () => {
  it('shows a pending interview to anyone holding the link, without answers', async () => {
    const { id, token } = await linkIn('PENDING');
    const body = takeInterviewSchema.parse(await expectJson(await getTake(undefined, token), 200));
    expect(body).toMatchObject({
      invitation_id: id,
      status: 'PENDING',
      first_name: 'Casey',
      bound_to_caller: false,
      interview: {
        id: interview.id,
        title: interview.title,
        description: 'What this is about',
        welcome_video_url: 'https://video.example.com/hello',
        status: 'ACTIVE',
        company_name: company,
      },
      workspace: { name: company, logo_url: null, brand_color: null },
      answers: [],
    });
    expect(body.questions).toEqual([
      {
        id: interview.text,
        order_number: 1,
        text: 'Question 1',
        response_format: 'TEXT',
        time_limit_seconds: 120,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        options: [],
      },
      {
        id: interview.video,
        order_number: 2,
        text: 'Question 2',
        response_format: 'VIDEO',
        time_limit_seconds: 120,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        options: [],
      },
      {
        id: interview.audio,
        order_number: 3,
        text: 'Question 3',
        response_format: 'AUDIO',
        time_limit_seconds: 30,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        options: [],
      },
    ]);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    // Nothing about the invitee beyond the first name, nor the owner's id: the recruiter's
    // contact, whom the candidate may ask, is the only address.
    expect(body.contact).toEqual({ name: expect.any(String), email: recruiter.email });
    const raw = JSON.stringify({ ...body, contact: null });
    expect(raw).not.toContain('@');
    expect(raw).not.toContain(recruiter.id);

    // A signed-in user who is not bound to it sees the same.
    const signedIn = takeInterviewSchema.parse(await expectJson(await getTake(otherCandidate, token), 200));
    expect(signedIn).toEqual(body);
  });

  it("gives anyone holding the link the workspace's brand, and nothing else of the workspace", async () => {
    const brandOwner = await createTestUser(config, { role: 'RECRUITER' });
    const name = `Brand of ${interview.title}`;
    const brand = await brandWorkspace(sql, brandOwner, {
      name,
      brandColor: '#1c4f9c',
      logo: true,
      emailSenderName: 'Secret Sender Name',
    });
    const branded = await seedInterview(sql, brandOwner);
    try {
      const token = await tokenOf(sql, await seedInvitation(sql, branded.id, 'PENDING'));
      const raw = await expectJson(await getTake(undefined, token), 200);
      // Exactly these three keys: no id, slug, sender name or members.
      expect((raw as { workspace: unknown }).workspace).toEqual({
        name,
        logo_url: brand.logoUrl,
        brand_color: '#1c4f9c',
      });
      const body = takeInterviewSchema.parse(raw);
      expect(body.interview.company_name).toBe(name);
      const [slug] = await sql<{ slug: string }[]>`select slug from public.workspaces where id = ${brand.id}`;
      expect(JSON.stringify(raw)).not.toContain(`"${slug?.slug}"`);
      expect(JSON.stringify(raw)).not.toContain('Secret Sender Name');
    } finally {
      await sql`delete from public.interviews where id = ${branded.id}`;
    }
  });

  it('lists the saved answers for the bound candidate only', async () => {
    const { token } = await linkIn('STARTED', candidate);
    await expectJson(
      await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'Mine' }),
      200,
    );

    const own = takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200));
    expect(own.status).toBe('STARTED');
    expect(own.bound_to_caller).toBe(true);
    expect(own.answers).toEqual([
      {
        question_id: interview.text,
        attempts: 1,
        response_text: 'Mine',
        media_path: null,
        take: null,
        choice_option_ids: null,
        file_path: null,
        file_name: null,
      },
    ]);

    for (const caller of [undefined, otherCandidate, recruiter]) {
      const seen = takeInterviewSchema.parse(await expectJson(await getTake(caller, token), 200));
      expect(seen.bound_to_caller).toBe(false);
      expect(seen.answers).toEqual([]);
      expect(seen.questions).toHaveLength(3);
    }
  });

  it.each(['COMPLETED', 'REVIEWED', 'CANCELLED'] as const)(
    'answers 404 "Interview not found or expired" for a %s invitation, even to its candidate',
    async (status) => {
      const { token } = await linkIn(status, status === 'CANCELLED' ? undefined : candidate);
      for (const caller of [undefined, candidate]) {
        const error = await expectError(await getTake(caller, token), 404);
        expect(error.error).toBe(takeErrorMessages.notFound);
      }
    },
  );

  it('answers an expired link, pending or started, as EXPIRED with whom to ask and no questions', async () => {
    for (const [status, bound] of [
      ['PENDING', undefined],
      ['STARTED', candidate],
    ] as const) {
      const { id, token } = await linkIn(status, bound);
      await expire(sql, id);
      for (const caller of [undefined, candidate]) {
        const body = takeInterviewSchema.parse(await expectJson(await getTake(caller, token), 200));
        expect(body).toMatchObject({
          availability: 'EXPIRED',
          status,
          contact: { email: recruiter.email },
          questions: [],
          answers: [],
        });
      }
      // Nothing can be answered on it.
      expect((await expectError(await startTake(candidate, token), 404)).error).toBe(
        takeErrorMessages.notFound,
      );
    }
  });

  it('answers 404 for the links of an archived interview, and start is refused the same way', async () => {
    const archived = await seedTakingInterview(sql, recruiter);
    try {
      const pending = await seedInvitation(sql, archived.id, 'PENDING');
      const started = await seedInvitation(sql, archived.id, 'STARTED', candidate);
      await sql`update public.interviews set status = 'ARCHIVED' where id = ${archived.id}`;
      for (const id of [pending, started]) {
        const token = await tokenOf(sql, id);
        for (const caller of [undefined, candidate, recruiter]) {
          expect((await expectError(await getTake(caller, token), 404)).error).toBe(
            takeErrorMessages.notFound,
          );
        }
        expect((await expectError(await startTake(candidate, token), 404)).error).toBe(
          takeErrorMessages.notFound,
        );
      }
      expect((await sql`select status from public.invitations where id = ${pending}`)[0]?.status).toBe(
        'PENDING',
      );
    } finally {
      await sql`delete from public.interviews where id = ${archived.id}`;
    }
  });

  it('answers the same 404 for an unknown and for a malformed token', async () => {
    const tokens = [
      unknownToken(),
      'short',
      'x'.repeat(23),
      "abcdefghij' or '1'='1",
      'a%2Fb',
      '....................._',
    ];
    for (const token of tokens) {
      const error = await expectError(await getTake(undefined, token), 404);
      expect(error.error, token).toBe(takeErrorMessages.notFound);
      expect(error.fields, token).toBeUndefined();
    }
  });
});
