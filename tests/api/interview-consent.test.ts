// Notice and consent (issue #20 item 1): the link shows the notice's version and the workspace's
// retention; nobody starts before agreeing; a declined AI analysis shows in the review and the
// analysis is refused; the receipt opens by its own token, without an account, from the portal's
// list and the completion e-mail. A consent records the language the notice was read in (issue
// #36): the page's, else the interview's; a language the api does not know is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '#contract/consent';
import { callApi } from '../support/api.ts';
import { mailTo } from '../support/mail.ts';
import { analyze, getReview } from '../support/review-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import {
  completeTake,
  getTake,
  giveConsent,
  startTakeOnly,
  submitAnswer,
  tokenOf,
  unknownToken,
} from '../support/take-fixtures.ts';
import { inviteOk } from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  await sql`update public.workspaces set retention_days = 120
            where id = (select workspace_id from public.workspace_members where user_id = ${recruiter.id})`;
});

afterAll(async () => {
  await sql.end();
});

/** A candidate invited to a one-question TEXT interview of `recruiter`. */
async function invited() {
  const candidate = await createTestUser(config, { role: 'CANDIDATE', firstName: 'Noor' });
  const interview = await seedInterview(sql, recruiter, { title: uniqueName('Consent interview') });
  await sql`update public.questions set response_format = 'TEXT' where interview_id = ${interview.id}`;
  const created = await inviteOk(recruiter, {
    interview_id: interview.id,
    first_name: 'Noor',
    last_name: 'Notice',
    email: candidate.email,
  });
  return { candidate, interview, invitationId: created.id, token: await tokenOf(sql, created.id) };
}

/** Agrees with the AI choice given, starts, answers and completes. */
async function takeWith(aiAllowed: boolean) {
  const seeded = await invited();
  await expectJson(await giveConsent(seeded.candidate, seeded.token, aiAllowed), 200);
  await expectJson(await startTakeOnly(seeded.candidate, seeded.token), 200);
  await expectJson(
    await submitAnswer(seeded.candidate, seeded.token, {
      question_id: seeded.interview.questionIds[0],
      response_text: 'I would start by listening to the team and the users.',
    }),
    200,
  );
  await expectJson(await completeTake(seeded.candidate, seeded.token), 200);
  const [response] = await sql<{ id: string; analysis_status: string | null }[]>`
    select id, analysis_status from public.responses where invitation_id = ${seeded.invitationId}`;
  if (!response) throw new Error('No answer was saved');
  return { ...seeded, response };
}

const invitationStatus = async (id: string) =>
  (await sql<{ status: string }[]>`select status from public.invitations where id = ${id}`)[0]?.status;

describe('the notice before the tech check', () => {
  it('is on the link with its version and the workspace retention, and nobody starts without agreeing', async () => {
    const { candidate, token, invitationId } = await invited();
    const take = (await expectJson(await getTake(candidate, token), 200)) as { notice: unknown };
    expect(take.notice).toEqual({ version: NOTICE_VERSION, retention_days: 120, consent: null });

    const refused = await expectError(await startTakeOnly(candidate, token), 409);
    expect(refused.error).toBe('Read the notice and agree to it before starting');
    expect(await invitationStatus(invitationId)).toBe('PENDING');
  });

  it('refuses a consent to another version, without a choice or without an account, and stores nothing', async () => {
    const { candidate, token, invitationId } = await invited();
    const path = `/take/${token}/consent`;
    const stale = await expectError(
      await sendJson('POST', path, { notice_version: '2020-01-01', ai_analysis_allowed: true }, candidate),
      400,
    );
    expect(stale.error).toBe('The notice has changed: read it again before agreeing');
    const noChoice = await expectError(
      await sendJson('POST', path, { notice_version: NOTICE_VERSION }, candidate),
      400,
    );
    expect(JSON.stringify(noChoice)).toContain('Choose whether AI analysis may be used');
    await expectError(await giveConsent(undefined, token), 401);
    await expectError(await giveConsent(candidate, unknownToken()), 404);
    expect(
      await sql`select 1 from public.interview_consents where invitation_id = ${invitationId}`,
    ).toHaveLength(0);
  });

  it('records the consent with its version, time and choice; the link then shows it and the interview starts', async () => {
    const { candidate, token, invitationId } = await invited();
    const consent = await expectJson(await giveConsent(candidate, token, false), 200);
    expect(consent).toEqual({
      notice_version: NOTICE_VERSION,
      locale: 'en',
      retention_days: 120,
      ai_analysis_allowed: false,
      consented_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const take = (await expectJson(await getTake(candidate, token), 200)) as { notice: { consent: unknown } };
    expect(take.notice.consent).toEqual(consent);
    await expectJson(await startTakeOnly(candidate, token), 200);
    expect(await invitationStatus(invitationId)).toBe('STARTED');
  });
});

describe('the language the notice was read in', () => {
  const consentIn = (candidate: TestUser, token: string, body: Record<string, unknown>) =>
    sendJson(
      'POST',
      `/take/${token}/consent`,
      { notice_version: NOTICE_VERSION, ai_analysis_allowed: true, ...body },
      candidate,
    );
  const storedLocale = async (invitationId: string) =>
    (
      await sql<{ locale: string }[]>`
        select locale from public.interview_consents where invitation_id = ${invitationId}`
    )[0]?.locale;

  it("is the page's when the candidate's page sends one, shown by the link and the receipt", async () => {
    const { candidate, token, invitationId } = await invited();
    const consent = await expectJson(await consentIn(candidate, token, { locale: 'pt-BR' }), 200);
    expect(consent).toMatchObject({ notice_version: NOTICE_VERSION, locale: 'pt-BR' });
    expect(await storedLocale(invitationId)).toBe('pt-BR');
    const take = (await expectJson(await getTake(candidate, token), 200)) as { notice: { consent: unknown } };
    expect(take.notice.consent).toEqual(consent);

    const [row] = await sql<{ receipt_token: string }[]>`
      select receipt_token from public.interview_consents where invitation_id = ${invitationId}`;
    const receipt = await expectJson(await callApi(`/consent-receipts/${row?.receipt_token ?? ''}`), 200);
    expect(receipt).toMatchObject({ notice_version: NOTICE_VERSION, locale: 'pt-BR' });
  });

  it("is the interview's when none is sent, and again when the consent is given again without one", async () => {
    const { candidate, token, invitationId, interview } = await invited();
    await sql`update public.interviews set language = 'ar' where id = ${interview.id}`;
    expect(await expectJson(await giveConsent(candidate, token), 200)).toMatchObject({ locale: 'ar' });
    expect(await storedLocale(invitationId)).toBe('ar');

    expect(await expectJson(await consentIn(candidate, token, { locale: 'fr' }), 200)).toMatchObject({
      locale: 'fr',
    });
    expect(await expectJson(await giveConsent(candidate, token, false), 200)).toMatchObject({
      locale: 'ar',
      ai_analysis_allowed: false,
    });
    expect(await storedLocale(invitationId)).toBe('ar');
  });

  it('refuses a language the api does not know with 400, and writes nothing', async () => {
    const { candidate, token, invitationId } = await invited();
    for (const locale of ['xx', 'pseudo', 'pt-br', '', 42, null]) {
      const refused = await expectError(await consentIn(candidate, token, { locale }), 400);
      expect(refused.code).toBe('invalid_input');
      expect(refused.fields).toEqual({ locale: 'Choose a language: en, es, fr, de, pt-BR, ar' });
    }
    expect(
      await sql`select 1 from public.interview_consents where invitation_id = ${invitationId}`,
    ).toHaveLength(0);

    // Nor does it change a consent already given.
    await expectJson(await consentIn(candidate, token, { locale: 'es' }), 200);
    await expectError(
      await consentIn(candidate, token, { locale: 'klingon', ai_analysis_allowed: false }),
      400,
    );
    const [kept] = await sql<{ locale: string; ai_analysis_allowed: boolean }[]>`
      select locale, ai_analysis_allowed from public.interview_consents where invitation_id = ${invitationId}`;
    expect(kept).toEqual({ locale: 'es', ai_analysis_allowed: true });
  });
});

describe('declining AI analysis', () => {
  it('shows in the review, queues nothing and refuses Generate', async () => {
    const declined = await takeWith(false);
    expect(declined.response.analysis_status).toBeNull();
    expect(
      await sql`select 1 from graphile_worker.jobs where key = ${`analysis:${declined.response.id}`}`,
    ).toHaveLength(0);
    const review = (await expectJson(await getReview(recruiter, declined.invitationId), 200)) as {
      ai_analysis_declined: boolean;
    };
    expect(review.ai_analysis_declined).toBe(true);
    const refused = await expectError(
      await analyze(recruiter, declined.invitationId, declined.response.id),
      403,
    );
    expect(refused.error).toBe('AI analysis declined by the candidate');
    const [after] = await sql<{ analysis_status: string | null; transcription: string | null }[]>`
      select analysis_status, transcription from public.responses where id = ${declined.response.id}`;
    expect(after).toEqual({ analysis_status: null, transcription: null });
  });

  it('leaves the analysis of a candidate who allowed it as before', async () => {
    const allowed = await takeWith(true);
    // Queued by completion; the stack's own worker may already have taken it up.
    expect(['QUEUED', 'PROCESSING', 'COMPLETED']).toContain(allowed.response.analysis_status);
    const review = (await expectJson(await getReview(recruiter, allowed.invitationId), 200)) as {
      ai_analysis_declined: boolean;
    };
    expect(review.ai_analysis_declined).toBe(false);
  });
});

describe('the consent receipt', () => {
  it('is listed in the portal, opens without an account, and is linked from the completion e-mail', async () => {
    const { candidate, invitationId } = await takeWith(false);
    const mine = (await expectJson(
      await callApi('/candidates/consents', { token: candidate.accessToken }),
      200,
    )) as {
      invitation_id: string;
      receipt_token: string;
      ai_analysis_allowed: boolean;
    }[];
    expect(mine).toEqual([
      {
        invitation_id: invitationId,
        receipt_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        notice_version: NOTICE_VERSION,
        locale: 'en',
        ai_analysis_allowed: false,
        consented_at: expect.any(String),
      },
    ]);
    const token = mine[0]?.receipt_token ?? '';

    const receipt = await expectJson(await callApi(`/consent-receipts/${token}`), 200);
    expect(receipt).toEqual({
      notice_version: NOTICE_VERSION,
      locale: 'en',
      retention_days: 120,
      ai_analysis_allowed: false,
      consented_at: expect.any(String),
      candidate_name: 'Noor Notice',
      email: candidate.email,
      interview_title: expect.stringContaining('Consent interview'),
      company_name: expect.any(String),
    });
    expect((await expectError(await callApi(`/consent-receipts/${unknownToken()}`), 404)).error).toBe(
      'Consent receipt not found',
    );
    expect((await expectError(await callApi('/consent-receipts/not-a-token'), 404)).error).toBe(
      'Consent receipt not found',
    );

    const receiptMail = async () =>
      (await mailTo(candidate.email)).find((mail) => mail.subject.startsWith('We received your interview'));
    await expect.poll(receiptMail, { timeout: 30_000 }).toBeDefined();
    expect((await receiptMail())?.text).toContain(`/consent-receipts/${token}`);
  });

  it('lists only the caller\u2019s own consents', async () => {
    const other = await createTestUser(config, { role: 'CANDIDATE' });
    await takeWith(true);
    expect(
      await expectJson(await callApi('/candidates/consents', { token: other.accessToken }), 200),
    ).toEqual([]);
  });
});
