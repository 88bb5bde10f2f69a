import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  seedInvitation,
  signedUrlOf,
  storedObjectsOf,
  type Database,
  type InvitationStatus,
} from '../../support/interview-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { loseDevices } from '../support/devices.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';
import { waitInPage } from '../support/wait-in-page.ts';

type ResponseFormat = 'VIDEO' | 'AUDIO' | 'TEXT';

/** The phone of the brief: the flow must fit and work at 375x667. */
const PHONE = { width: 375, height: 667 };

const screens = useBrowser({ permissions: ['camera', 'microphone'] });
let sql: Database;
let recruiter: TestUser;
/** The page of the test's latest context. */
let current: TakePageObject;

beforeAll(async () => {
  sql = screens.sql;
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
});

/** A context with the fake camera allowed, as a candidate who said yes to the browser's prompt. */
async function openContext(options: { phone?: boolean } = {}): Promise<TakePageObject> {
  current = new TakePageObject(await screens.openPage(undefined, options.phone ? { viewport: PHONE } : {}));
  return current;
}

function signedInCandidate(): Promise<TestUser> {
  return screens.signIn(current.page, 'CANDIDATE');
}

interface SeededTake {
  interviewId: string;
  title: string;
  invitationId: string;
  token: string;
  questionIds: string[];
}

/** An interview of the recruiter with `questions` in order, and one invitation in `status`. */
async function seedTake(
  questions: { format: ResponseFormat; timeLimit?: number; text?: string }[],
  status: InvitationStatus = 'PENDING',
): Promise<SeededTake> {
  const title = uniqueName('Take interview');
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, description, welcome_video_url, status, practice_question)
    values (${recruiter.id}, ${title}, 'A short interview about you.', 'https://example.com/welcome', 'ACTIVE', false)
    returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  const questionIds: string[] = [];
  for (const [index, question] of questions.entries()) {
    const [row] = await sql<{ id: string }[]>`
      insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
      values (${interview.id}, ${index + 1}, ${question.text ?? `${question.format} question ${index + 1}`},
              ${question.format}, ${question.timeLimit ?? 120})
      returning id`;
    if (!row) throw new Error('The question insert returned no row');
    questionIds.push(row.id);
  }
  const invitationId = await seedInvitation(sql, interview.id, status);
  const [invitation] = await sql<{ token: string }[]>`
    select unique_link_token as token from public.invitations where id = ${invitationId}`;
  if (!invitation) throw new Error('The invitation is missing');
  return { interviewId: interview.id, title, invitationId, token: invitation.token, questionIds };
}

async function invitationStatus(invitationId: string): Promise<string | undefined> {
  const [row] = await sql<
    { status: string }[]
  >`select status from public.invitations where id = ${invitationId}`;
  return row?.status;
}

async function answersOf(invitationId: string) {
  return sql<
    { question_id: string; attempts: number; response_text: string | null; media_path: string | null }[]
  >`
    select r.question_id, r.attempts, r.response_text, r.media_path
    from public.responses r join public.questions q on q.id = r.question_id
    where r.invitation_id = ${invitationId}
    order by q.order_number`;
}

/** The codecs of a stored recording, `type:codec` per stream, by ffprobe on its downloaded bytes. */
async function codecsOf(objectName: string, reader: TestUser = recruiter): Promise<string[]> {
  const response = await fetch(await signedUrlOf(reader, objectName));
  expect(response.status).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'take-probe-'));
  try {
    const file = join(dir, 'recording.webm');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await promisify(execFile)('ffprobe', [
      '-v',
      'error',
      '-show_streams',
      '-of',
      'json',
      file,
    ]);
    const { streams } = JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string }[] };
    return streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('taking an interview', () => {
  let take: TakePageObject;

  /** A new take of `questions`, opened by a signed-in candidate who passed the tech check. */
  async function atFirstQuestion(
    questions: Parameters<typeof seedTake>[0],
  ): Promise<SeededTake & { candidate: TestUser }> {
    const seeded = await seedTake(questions);
    take = await openContext();
    const candidate = await signedInCandidate();
    await take.open(seeded.token);
    await take.startAndPassTechCheck();
    return { ...seeded, candidate };
  }

  it('a candidate answers one question of each format on a phone and completes the interview', async () => {
    const seeded = await seedTake([{ format: 'VIDEO' }, { format: 'AUDIO' }, { format: 'TEXT' }]);
    take = await openContext({ phone: true });
    await signedInCandidate();
    const uploadsCreated: Record<string, string>[] = [];
    take.page.on('request', (request) => {
      if (request.url().includes('/storage/v1/upload/resumable') && request.method() === 'POST')
        uploadsCreated.push(request.headers());
    });

    await take.open(seeded.token);
    await take.heading(seeded.title, 1).waitFor();
    const expectations = await take.whatToExpect.textContent();
    expect(expectations).toContain('3 questions');
    expect(expectations).toContain('3 attempts per question');
    expect(expectations).toContain('Video, audio and written responses');
    expect(await take.page.getByRole('link', { name: 'Watch the welcome video' }).getAttribute('href')).toBe(
      'https://example.com/welcome',
    );

    await take.startInterview.click();
    await take.agreeToNotice();
    await take.heading('Camera and microphone check').waitFor();
    expect(await take.continueToInterview.count()).toBe(0);
    await take.testDevices.click();
    await take.checkItem('Camera Access').getByText('Passed').waitFor();
    await take.checkItem('Microphone Access').getByText('Passed').waitFor();
    await take.checkItem('Internet Connection').getByText('Passed').waitFor();
    await take.continueToInterview.click();

    // Question 1: video.
    await take.questionHeading(1, 3).waitFor();
    expect(await invitationStatus(seeded.invitationId)).toBe('STARTED');
    expect(await take.next.isDisabled()).toBe(true);
    expect(await take.timeRemaining.textContent()).toBe('2:00');
    await take.recordAnswer();
    await take.next.click();

    // Question 2: audio.
    await take.questionHeading(2, 3).waitFor();
    expect(await take.next.isDisabled()).toBe(true);
    await take.recordAnswer();
    await take.next.click();

    // Question 3: text, then Complete Interview instead of Next.
    await take.questionHeading(3, 3).waitFor();
    expect(await take.next.count()).toBe(0);
    expect(await take.complete.isDisabled()).toBe(true);
    await take.answerWithText('  I like building things that last.  ');
    expect(await take.complete.isDisabled()).toBe(false);

    // Nothing sticks out sideways on the phone.
    const overflow = await take.page.evaluate<number>(
      'document.documentElement.scrollWidth - window.innerWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await take.complete.click();
    await take.completeHeading.waitFor();

    expect(await invitationStatus(seeded.invitationId)).toBe('COMPLETED');
    const answers = await answersOf(seeded.invitationId);
    expect(answers.map((answer) => answer.question_id)).toEqual(seeded.questionIds);
    const [video, audio, text] = answers;
    expect(video?.media_path).toBe(`${seeded.invitationId}/${seeded.questionIds[0]}/1.webm`);
    expect(audio?.media_path).toBe(`${seeded.invitationId}/${seeded.questionIds[1]}/1.webm`);
    expect(text?.response_text).toBe('I like building things that last.');
    expect(answers.every((answer) => answer.attempts === 1)).toBe(true);
    expect(await storedObjectsOf(sql, seeded.invitationId)).toEqual(
      [video?.media_path, audio?.media_path].sort(),
    );
    const sizes = await sql<{ name: string; size: number; mimetype: string }[]>`
      select name, (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype
      from storage.objects where bucket_id = 'responses' and name like ${`${seeded.invitationId}/%`}`;
    for (const object of sizes) expect(object.size, object.name).toBeGreaterThan(1000);
    expect(sizes.find((object) => object.name === audio?.media_path)?.mimetype).toBe('audio/webm');
    expect(sizes.find((object) => object.name === video?.media_path)?.mimetype).toBe('video/webm');
    // Real media: VP9 and Opus for the video answer, Opus alone for the audio one.
    expect(await codecsOf(video?.media_path ?? '')).toEqual(['audio:opus', 'video:vp9']);
    expect(await codecsOf(audio?.media_path ?? '')).toEqual(['audio:opus']);
    // Each take went up while it was recorded (length unknown at creation), never twice.
    expect(uploadsCreated.map((headers) => headers['upload-defer-length'])).toEqual(['1', '1']);
  });

  it('Next stays disabled until the question is answered, and a question allows two retakes', async () => {
    const seeded = await atFirstQuestion([{ format: 'VIDEO' }, { format: 'TEXT' }]);

    await take.questionHeading(1, 2).waitFor();
    expect(await take.next.isDisabled()).toBe(true);
    expect(await take.retake.count()).toBe(0);

    await take.recordAnswer(1);
    expect(await take.retake.textContent()).toBe('Retake (2 left)');
    expect(await take.next.isDisabled()).toBe(false);

    // The take just recorded plays back in place of the camera, with Retake beside it.
    const video = await take.recordedTakeMedia();
    expect(video.tag).toBe('VIDEO');
    expect(video.src).toMatch(/^blob:/);
    expect(video.videoWidth).toBeGreaterThan(0);
    expect(await take.cameraPreview.count()).toBe(0);

    await take.retake.click();
    // A retake discards the answer until the new take is uploaded, and the full limit is back.
    await take.startRecording.waitFor();
    expect(await take.timeRemaining.textContent()).toBe('2:00');
    expect(await take.recordedTake.count()).toBe(0);
    await take.cameraPreview.waitFor();
    expect(await take.next.isDisabled()).toBe(true);
    await take.recordAnswer(1);
    expect(await take.retake.textContent()).toBe('Retake (1 left)');

    await take.retake.click();
    await take.recordAnswer(1);
    expect(await take.retake.count()).toBe(0);
    expect(await take.next.isDisabled()).toBe(false);

    await take.next.click();
    await take.questionHeading(2, 2).waitFor();
    const [answer] = await answersOf(seeded.invitationId);
    // Three takes, one submission: the third take is the answer, and the discarded takes are gone.
    expect(answer?.media_path).toBe(`${seeded.invitationId}/${seeded.questionIds[0]}/3.webm`);
    expect(await storedObjectsOf(sql, seeded.invitationId)).toEqual([answer?.media_path]);
  });

  it('the recording stops by itself when the time limit runs out', async () => {
    const seeded = await seedTake([{ format: 'VIDEO', timeLimit: 30 }]);
    take = await openContext();
    await signedInCandidate();
    await take.page.clock.install();
    await take.open(seeded.token);
    await take.startAndPassTechCheck();

    expect(await take.timeRemaining.textContent()).toBe('0:30');
    await take.startRecording.click();
    await take.stopRecording.waitFor();
    await take.page.clock.runFor(10_000);
    expect(await take.timeRemaining.textContent()).toBe('0:20');
    await take.page.clock.runFor(20_000);

    await take.recorded.waitFor({ timeout: 30_000 });
    expect(await take.timeRemaining.textContent()).toBe('0:00');
    expect(await take.stopRecording.count()).toBe(0);
    expect(await take.complete.isDisabled()).toBe(false);
    await take.complete.click();
    await take.completeHeading.waitFor();
    const [answer] = await answersOf(seeded.invitationId);
    expect(answer?.media_path).toBe(`${seeded.invitationId}/${seeded.questionIds[0]}/1.webm`);
  });

  it('a take the camera ends mid-way is kept as the answer, and the camera can be asked for again', async () => {
    const seeded = await atFirstQuestion([{ format: 'VIDEO' }]);

    await take.startRecording.click();
    await take.stopRecording.waitFor();
    await waitInPage(take.page, `document.querySelector('[role="timer"]')?.textContent === '1:58'`);
    await loseDevices(take.page);

    await take.recorded.waitFor({ timeout: 30_000 });
    const lost = take.page
      .getByRole('alert')
      .filter({ hasText: 'Camera and microphone access is required for this interview' });
    await lost.waitFor();
    expect(await take.complete.isDisabled()).toBe(false);
    const [kept] = await storedObjectsOf(sql, seeded.invitationId);
    expect(kept).toBe(`${seeded.invitationId}/${seeded.questionIds[0]}/1.webm`);
    // Not submitted yet, so its uploader reads it (a recruiter reads submitted takes only).
    expect(await codecsOf(kept ?? '', seeded.candidate)).toEqual(['audio:opus', 'video:vp9']);

    await take.button('Try again').click();
    await lost.waitFor({ state: 'detached' });
    await take.retake.click();
    await take.recordAnswer(1);
    await take.complete.click();
    await take.completeHeading.waitFor();
    const [answer] = await answersOf(seeded.invitationId);
    expect(answer?.media_path).toBe(`${seeded.invitationId}/${seeded.questionIds[0]}/2.webm`);
  });

  it('a reload mid-interview resumes at the next unanswered question with earlier answers intact', async () => {
    const seeded = await atFirstQuestion([{ format: 'TEXT' }, { format: 'VIDEO' }, { format: 'TEXT' }]);

    await take.answerWithText('My first answer');
    await take.next.click();
    await take.questionHeading(2, 3).waitFor();
    await take.recordAnswer(1);
    await take.next.click();
    await take.questionHeading(3, 3).waitFor();

    await take.page.reload();
    await take.questionHeading(3, 3).waitFor();
    await take.progressItem(1).getByText('Answered').waitFor();
    await take.progressItem(2).getByText('Answered').waitFor();

    // Previous moves back without submitting anything.
    await take.previous.click();
    await take.questionHeading(2, 3).waitFor();
    await take.recorded.waitFor();
    expect(await take.retake.textContent()).toBe('Retake (2 left)');
    await take.previous.click();
    await take.questionHeading(1, 3).waitFor();
    expect(await take.answerText.inputValue()).toBe('My first answer');
    expect((await answersOf(seeded.invitationId)).map((answer) => answer.attempts)).toEqual([1, 1]);
  });

  it('a reload after Stop but before the upload finished offers the saved recording and uploads it', async () => {
    const seeded = await atFirstQuestion([{ format: 'VIDEO' }, { format: 'TEXT' }]);

    // The connection drops: every upload request fails, and the uploader keeps retrying.
    await take.page.route('**/storage/v1/upload/resumable**', (route) => route.abort('internetdisconnected'));
    await take.startRecording.click();
    await take.stopRecording.waitFor();
    await waitInPage(take.page, `document.querySelector('[role="timer"]')?.textContent === '1:58'`);
    await take.stopRecording.click();
    await take.uploading.waitFor();
    expect(await take.next.isDisabled()).toBe(true);

    // Reloaded while the connection is still down (so no retry can finish the upload meanwhile).
    await take.page.reload();
    await take.questionHeading(1, 2).waitFor();
    await take.uploadSavedRecording.waitFor();
    expect(await take.recordNewTake.count()).toBe(1);
    expect(await take.next.isDisabled()).toBe(true);
    await take.page.unrouteAll({ behavior: 'ignoreErrors' });
    await take.uploadSavedRecording.click();
    await take.recorded.waitFor({ timeout: 30_000 });
    expect(await take.retake.textContent()).toBe('Retake (2 left)');
    await take.next.click();
    await take.questionHeading(2, 2).waitFor();

    const [answer] = await answersOf(seeded.invitationId);
    expect(answer?.media_path).toBe(`${seeded.invitationId}/${seeded.questionIds[0]}/1.webm`);
    const [stored] = await sql<{ size: number }[]>`
      select (metadata->>'size')::int as size from storage.objects
      where bucket_id = 'responses' and name = ${answer?.media_path ?? ''}`;
    expect(stored?.size).toBeGreaterThan(1000);
  });

  it('a refused upload shows Upload failed with a retry, and never counts as an answer', async () => {
    const seeded = await atFirstQuestion([{ format: 'AUDIO' }]);

    await take.page.route('**/storage/v1/upload/resumable**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: '403', error: 'Unauthorized', message: 'Refused by the test' }),
      }),
    );
    await take.startRecording.click();
    await take.stopRecording.waitFor();
    await waitInPage(take.page, `document.querySelector('[role="timer"]')?.textContent === '1:59'`);
    await take.stopRecording.click();
    await take.alert('Upload failed: The server refused the recording (error 403).').waitFor();
    expect(await take.recorded.count()).toBe(0);
    expect(await take.complete.isDisabled()).toBe(true);
    expect(await storedObjectsOf(sql, seeded.invitationId)).toEqual([]);

    await take.page.unrouteAll({ behavior: 'ignoreErrors' });
    await take.retryUpload.click();
    await take.recorded.waitFor({ timeout: 30_000 });
    await take.complete.click();
    await take.completeHeading.waitFor();
    expect(await storedObjectsOf(sql, seeded.invitationId)).toEqual([
      `${seeded.invitationId}/${seeded.questionIds[0]}/1.webm`,
    ]);
  });

  it('a failing Storage is reported within seconds, retried with back-off, and ends in a plain Upload failed', async () => {
    const seeded = await seedTake([{ format: 'VIDEO' }]);
    take = await openContext();
    await signedInCandidate();
    await take.page.clock.install();
    await take.open(seeded.token);
    await take.startAndPassTechCheck();

    let requests = 0;
    await take.page.route('**/storage/v1/upload/resumable**', (route) => {
      requests += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: '500', error: 'internal', message: 'Internal Server Error' }),
      });
    });
    await take.startRecording.click();
    await take.stopRecording.waitFor();
    await take.page.clock.runFor(2_000);
    await take.stopRecording.click();

    // At once, not after the retries: the answer is safe and the upload goes on.
    await take.connectionProblem.waitFor({ timeout: 10_000 });
    expect(await take.connectionProblem.textContent()).toBe(
      'Your connection has a problem. Your answer is saved on this device and we keep trying to upload it.',
    );
    expect(await take.alert(/^Upload failed/).count()).toBe(0);

    await take.runClockUntil(take.alert(/^Upload failed/));
    expect(requests).toBeGreaterThan(4);
    const failure = (await take.alert(/^Upload failed/).textContent()) ?? '';
    expect(failure).not.toMatch(/[{}"]/);
    expect(failure).toContain('kept on this device');
    expect(await take.connectionProblem.count()).toBe(0);
    expect(await take.complete.isDisabled()).toBe(true);

    await take.page.unrouteAll({ behavior: 'ignoreErrors' });
    await take.retryUpload.click();
    await take.recorded.waitFor({ timeout: 30_000 });
    expect(await storedObjectsOf(sql, seeded.invitationId)).toEqual([
      `${seeded.invitationId}/${seeded.questionIds[0]}/1.webm`,
    ]);
  });

  it('the microphone level moves on the tech check and AUDIO questions, and an audio take plays back', async () => {
    const seeded = await seedTake([{ format: 'AUDIO' }]);
    take = await openContext();
    await signedInCandidate();
    await take.open(seeded.token);
    await take.startInterview.click();
    await take.agreeToNotice();
    await take.testDevices.click();
    await take.hearMicrophone();
    await take.continueToInterview.click();

    await take.questionHeading(1, 1).waitFor();
    await take.hearMicrophone();
    await take.recordAnswer(1);
    const audio = await take.recordedTakeMedia();
    expect(audio.tag).toBe('AUDIO');
    expect(audio.src).toMatch(/^blob:/);
    await take.retake.waitFor();
  });

  it('a TEXT answer has the time limit: the countdown starts with typing, and at zero the text is saved', async () => {
    const seeded = await seedTake([{ format: 'TEXT', timeLimit: 30 }, { format: 'TEXT' }]);
    take = await openContext();
    await signedInCandidate();
    await take.page.clock.install();
    await take.open(seeded.token);
    await take.startAndPassTechCheck();

    expect(await take.timeRemaining.textContent()).toBe('0:30');
    await take.page.clock.runFor(5_000);
    expect(await take.timeRemaining.textContent()).toBe('0:30');
    // Filled at once, not typed key by key: the installed clock goes on with real time between
    // keys, and a busy machine types slowly enough to show 0:19 below.
    await take.answerText.fill('An answer cut short');
    await take.page.clock.runFor(10_000);
    expect(await take.timeRemaining.textContent()).toBe('0:20');
    await take.page.clock.runFor(20_000);

    await take.page.getByText('Time is up. What you typed is saved as your answer.').waitFor();
    expect(await take.timeRemaining.textContent()).toBe('0:00');
    expect(await take.answerText.getAttribute('readonly')).not.toBeNull();
    await expect
      .poll(async () => (await answersOf(seeded.invitationId)).map((answer) => answer.response_text))
      .toEqual(['An answer cut short']);
    await take.next.click();
    await take.questionHeading(2, 2).waitFor();
    // Next had nothing new to send: still one attempt.
    expect((await answersOf(seeded.invitationId)).map((answer) => answer.attempts)).toEqual([1]);
  });

  it('a second candidate cannot continue an interview another candidate started', async () => {
    const first = await createTestUser(config, { role: 'CANDIDATE' });
    const seeded = await seedTake([{ format: 'TEXT' }]);
    await sql`update public.invitations set candidate_id = ${first.id}, status = 'STARTED', started_at = now()
              where id = ${seeded.invitationId}`;
    take = await openContext();
    await signedInCandidate();
    await take.open(seeded.token);
    await take.heading(seeded.title, 1).waitFor();
    // Refused at the notice already: the consent is the invitation's candidate's to give.
    await take.startInterview.click();
    await take.agreeToNotice();
    await take.alert('This invitation belongs to another account').waitFor();
    expect(await take.questionHeading(1, 1).count()).toBe(0);
    const [row] = await sql<{ candidate_id: string }[]>`
      select candidate_id from public.invitations where id = ${seeded.invitationId}`;
    expect(row?.candidate_id).toBe(first.id);
  });

  it("denied camera access shows the spec's message and no way on", async () => {
    const seeded = await seedTake([{ format: 'VIDEO' }]);
    take = await openContext();
    await signedInCandidate();
    await take.page.addInitScript({
      content: `navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`,
    });
    await take.open(seeded.token);
    await take.startInterview.click();
    await take.agreeToNotice();
    await take.testDevices.click();
    await take.alert('Camera and microphone access is required for this interview').waitFor();
    await take.checkItem('Camera Access').getByText('Failed').waitFor();
    await take.checkItem('Microphone Access').getByText('Failed').waitFor();
    expect(await take.continueToInterview.count()).toBe(0);
    expect(await invitationStatus(seeded.invitationId)).toBe('PENDING');
  });

  it('a signed-out candidate is asked to create an account or sign in, and can go back', async () => {
    const seeded = await seedTake([{ format: 'TEXT' }]);
    take = await openContext();
    await take.open(seeded.token);
    await take.heading(seeded.title, 1).waitFor();
    const signIn = `/candidate/login?token=${seeded.token}&redirect=${encodeURIComponent(`/take/${seeded.token}`)}`;
    expect(await take.signInLink().getAttribute('href')).toBe(signIn);

    await take.startInterview.click();
    await take.heading('Create your candidate account').waitFor();
    const text = (await take.page.getByRole('main').textContent()) ?? '';
    for (const benefit of [
      'Interview dashboard',
      'Video resume builder',
      'Profile analytics',
      'Interview history & feedback',
    ]) {
      expect(text).toContain(benefit);
    }
    // From the account prompt, signing in or registering comes back to the tech check.
    const afterStart = `/candidate/login?token=${seeded.token}&redirect=${encodeURIComponent(`/take/${seeded.token}?started=1`)}`;
    expect(await take.createAccount.getAttribute('href')).toBe(afterStart);
    expect(await take.signInLink().getAttribute('href')).toBe(afterStart);
    await take.button('Back').click();
    await take.heading(seeded.title, 1).waitFor();
  });

  it('signing in while on the account prompt moves on to the tech check by itself', async () => {
    const seeded = await seedTake([{ format: 'TEXT' }]);
    take = await openContext();
    await take.open(seeded.token);
    await take.startInterview.click();
    await take.heading('Create your candidate account').waitFor();

    await take.auth.signInFromAnotherTab(config, await createTestUser(config, { role: 'CANDIDATE' }));
    await take.agreeToNotice();
    await take.heading('Camera and microphone check').waitFor();
    await take.testDevices.click();
    await take.continueToInterview.click();
    await take.questionHeading(1, 1).waitFor();
    expect(await invitationStatus(seeded.invitationId)).toBe('STARTED');
  });

  it.each<[string, InvitationStatus]>([
    ['a cancelled', 'CANCELLED'],
    ['a completed', 'COMPLETED'],
  ])('%s link shows Interview not found or expired', async (_name, status) => {
    const seeded = await seedTake([{ format: 'TEXT' }], status);
    take = await openContext();
    await take.open(seeded.token);
    await take.heading('Interview not found or expired', 1).waitFor();
    expect(await take.startInterview.count()).toBe(0);
  });

  it('an expired link says the deadline has passed, and offers no start', async () => {
    const seeded = await seedTake([{ format: 'TEXT' }], 'PENDING');
    await sql`update public.invitations
              set created_at = now() - interval '20 days', expires_at = now() - interval '6 days'
              where id = ${seeded.invitationId}`;
    take = await openContext();
    await take.open(seeded.token);
    await take.heading("This interview's deadline has passed", 1).waitFor();
    expect(await take.startInterview.count()).toBe(0);
  });

  it('an unknown link shows Interview not found or expired', async () => {
    take = await openContext();
    await take.open('AAAAAAAAAAAAAAAAAAAAAA');
    await take.heading('Interview not found or expired', 1).waitFor();
  });

  it('a failed load shows Failed to load interview with a retry', async () => {
    const seeded = await seedTake([{ format: 'TEXT' }]);
    take = await openContext();
    await take.page.route(`**/functions/v1/api/take/${seeded.token}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down for a moment"}' }),
    );
    await take.open(seeded.token);
    await take.heading('Failed to load interview', 1).waitFor();
    await take.page.unrouteAll({ behavior: 'ignoreErrors' });
    await take.button('Try again').click();
    await take.heading(seeded.title, 1).waitFor();
  });

  it('a TEXT-only interview can be completed with the keyboard alone', async () => {
    const seeded = await seedTake([{ format: 'TEXT' }, { format: 'TEXT' }]);
    take = await openContext();
    await signedInCandidate();
    await take.open(seeded.token);
    await take.heading(seeded.title, 1).waitFor();
    const expectations = await take.whatToExpect.textContent();
    expect(expectations).toContain('Written responses: type your answers');
    expect(expectations).not.toContain('camera');
    const keyboard = take.page.keyboard;

    await take.tabTo('Start Interview');
    await keyboard.press('Enter');
    await take.noticeHeading.waitFor();
    expect(await take.focusedText()).toBe('Before you start');
    // Tab enters the radio group at its first choice; the arrow keys move between the choices.
    await take.tabTo('Allow AI analysis of my answers');
    await keyboard.press('ArrowDown');
    expect(await take.aiChoice(false).isChecked()).toBe(true);
    await take.tabTo('I agree, continue');
    await keyboard.press('Enter');
    await take.heading('Camera and microphone check').waitFor();
    expect(await take.focusedText()).toBe('Camera and microphone check');
    await take.tabTo('Test Camera & Microphone');
    await keyboard.press('Enter');
    await take.continueToInterview.waitFor();
    await take.tabTo('Continue to Interview');
    await keyboard.press('Enter');

    await take.questionHeading(1, 2).waitFor();
    expect(await take.focusedText()).toBe('Question 1 of 2');
    await take.tabTo('Your response');
    await keyboard.type('Typed without a mouse');
    await take.tabTo('Next Question');
    await keyboard.press('Enter');

    await take.questionHeading(2, 2).waitFor();
    expect(await take.focusedText()).toBe('Question 2 of 2');
    await take.tabTo('Your response');
    await keyboard.type('Second answer');
    await take.tabTo('Complete Interview');
    await keyboard.press('Enter');

    await take.completeHeading.waitFor();
    expect(await take.focusedText()).toBe('Interview Complete!');
    expect(await invitationStatus(seeded.invitationId)).toBe('COMPLETED');
    expect((await answersOf(seeded.invitationId)).map((answer) => answer.response_text)).toEqual([
      'Typed without a mouse',
      'Second answer',
    ]);
  });
});
