// A Spanish candidate's whole interview in Chromium (issue #36): the invitation e-mail, every step,
// the notice, the completion page, the receipt (its e-mail and its page) and the portal in Spanish;
// the consent records `es`; the worker asks the transcription service for Spanish (seen at the
// local OpenAI-protocol server).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translatedText } from '../../support/catalogue-text.ts';
import { inTempDir } from '../../support/generated-media.ts';
import { expectJson, seedInterview, sendJson } from '../../support/interview-fixtures.ts';
import { latestMail, mailWithSubject } from '../../support/mail.ts';
import { recordedRequests } from '../../support/openai-server.ts';
import { downloadRendition, settledRecording } from '../../support/recording-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { waitInPage } from '../support/wait-in-page.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

const es = (english: string) => translatedText('es', english);

async function clickButton(page: Page, english: string): Promise<void> {
  await page.getByRole('button', { name: es(english), exact: true }).click();
}

describe('a Spanish candidate', () => {
  it('is invited, answers and completes entirely in Spanish', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const interview = await seedInterview(screens.sql, recruiter, { title: uniqueName('Ingeniera') });
    await screens.sql`update public.interviews set language = 'es' where id = ${interview.id}`;
    await screens.sql`
      update public.questions set text = 'Cuéntenos un proyecto del que esté orgulloso', time_limit_seconds = 60
      where interview_id = ${interview.id}`;
    const candidate = await createTestUser(config);
    await expectJson(
      await sendJson(
        'POST',
        '/invitations',
        { interview_id: interview.id, first_name: 'Lucía', last_name: 'Ramos', email: candidate.email },
        recruiter,
      ),
      201,
    );

    const mail = await latestMail(candidate.email, { timeoutMs: 30_000 });
    expect(mail.subject).toMatch(
      new RegExp(`: tiene una invitación a una entrevista para ${interview.title}$`),
    );
    expect(mail.html).toContain('<html lang="es"');
    const link = mail.links.find((href) => href.startsWith(`${config.siteUrl}/take/`));
    if (!link) throw new Error('The invitation e-mail has no /take link');

    const page = await screens.openPage(candidate);
    await page.goto(link);
    // Welcome: the page speaks the interview's language without being asked.
    await page.getByRole('heading', { name: es('What to expect') }).waitFor();
    expect(await page.evaluate(`document.documentElement.lang`)).toBe('es');
    await page.getByText('1 pregunta', { exact: true }).waitFor();
    await clickButton(page, 'Start Interview');

    // The notice and consent.
    await page.getByRole('heading', { name: es('Before you start') }).waitFor();
    await page.getByRole('radio', { name: es('Allow AI analysis of my answers') }).check();
    await clickButton(page, 'I agree, continue');

    // The tech check, then the question.
    await page.getByRole('heading', { name: es('Camera and microphone check') }).waitFor();
    await clickButton(page, 'Test Camera & Microphone');
    await clickButton(page, 'Continue to Interview');
    await page.getByRole('heading', { name: 'Pregunta 1 de 1' }).waitFor();
    await clickButton(page, 'Start Recording');
    await page.getByRole('button', { name: es('Stop Recording'), exact: true }).waitFor();
    // Two seconds of the fake camera.
    await waitInPage(page, `new Promise((resolve) => setTimeout(() => resolve(true), 2000))`);
    await clickButton(page, 'Stop Recording');
    await page.getByText(es('Response recorded successfully')).waitFor({ timeout: 30_000 });
    await clickButton(page, 'Complete Interview');
    await page.getByRole('heading', { name: es('Interview Complete!') }).waitFor({ timeout: 30_000 });
    const receipt = await mailWithSubject(candidate.email, /^Hemos recibido su entrevista para /, {
      timeoutMs: 30_000,
    });
    expect(receipt.text).toContain('Sus respuestas a');

    // The receipt's page, from its e-mail: the notice the candidate agreed to, in Spanish.
    const receiptLink = receipt.links.find((href) => href.startsWith(`${config.siteUrl}/consent-receipts/`));
    if (!receiptLink) throw new Error('The receipt e-mail has no consent receipt link');
    await page.goto(receiptLink);
    await page.getByRole('heading', { name: es('Consent receipt'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: es('What is recorded'), level: 3 }).waitFor();
    await page.getByText(es('AI analysis: Allow AI analysis of my answers')).waitFor();
    expect(await page.evaluate(`document.documentElement.lang`)).toBe('es');

    // The portal speaks the language the interview did: the account took it with the consent.
    await page.goto(`${config.siteUrl}/candidate/dashboard`);
    // "Welcome, {name}!" or "Welcome back, {name}!", with whatever name the account has.
    const welcome = [es('Welcome, {firstName}!'), es('Welcome back, {firstName}!')].map((text) =>
      text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{firstName}', '.+'),
    );
    await page.getByRole('heading', { level: 1, name: new RegExp(`^(${welcome.join('|')})$`) }).waitFor();
    await page.getByRole('tab', { name: es('Interview Invitations') }).waitFor();
    expect(await page.evaluate(`document.documentElement.lang`)).toBe('es');

    const [consent] = await screens.sql<{ locale: string }[]>`
      select c.locale::text as locale from public.interview_consents c
      join public.invitations i on i.id = c.invitation_id
      where i.interview_id = ${interview.id}`;
    expect(consent?.locale).toBe('es');

    // The worker transcribes the answer's speech track, telling the service it is Spanish.
    const [answer] = await screens.sql<{ id: string }[]>`
      select r.id from public.responses r join public.invitations i on i.id = r.invitation_id
      where i.interview_id = ${interview.id}`;
    const recording = await settledRecording(
      screens.sql,
      { responseId: answer?.id ?? '' },
      { timeoutMs: 120_000 },
    );
    expect(recording.status).toBe('READY');
    const speech = await inTempDir(async (dir) =>
      readFile(await downloadRendition(recording.speech_path ?? '', dir)),
    );
    const sha256 = createHash('sha256').update(speech).digest('hex');
    const transcriptions = () =>
      recordedRequests(
        (request) => request.endpoint === 'audio.transcriptions' && request.file?.sha256 === sha256,
      );
    await expect
      .poll(async () => (await transcriptions()).length, { timeout: 120_000, interval: 500 })
      .toBe(1);
    expect((await transcriptions())[0]?.transcription?.language).toBe('es');
  });
});
