// Seeding completed interviews for the review tests: an interview with a TEXT, a VIDEO and an AUDIO
// question, a candidate's answers (real WebM recordings uploaded through Storage as the candidate,
// as the taking flow does), then COMPLETED, as postgres. Every row is unique to the test.
// Saving the answers queues their recordings' processing and completing queues their analysis;
// seedReview takes those jobs back in the same transactions unless asked to keep them
// (processRecordings, queueAnalysis), so a test sees the answers as they were before the worker
// got to them.
import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { callApi } from './api.ts';
import { createTestUser, type TestUser } from './users.ts';
import {
  config,
  seedInvitation,
  sendJson,
  uploadResponseMedia,
  type Database,
  type InvitationStatus,
} from './interview-fixtures.ts';
import { seedTakingInterview } from './take-fixtures.ts';
import { completeInterview } from './analysis-fixtures.ts';

const run = promisify(execFile);

let webm: Promise<Uint8Array> | undefined;
/** A real two-second WebM (VP8 + Opus) made by ffmpeg once per test file. */
export function smallWebm(): Promise<Uint8Array> {
  webm ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'review-webm-'));
    try {
      const file = join(dir, 'answer.webm');
      await run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x120:rate=10',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440',
        '-t',
        '2',
        '-c:v',
        'libvpx',
        '-b:v',
        '100k',
        '-c:a',
        'libopus',
        '-f',
        'webm',
        file,
      ]);
      return new Uint8Array(await readFile(file));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return webm;
}

export interface SeededReview {
  recruiter: TestUser;
  candidate: TestUser;
  invitationId: string;
  interviewTitle: string;
  questions: { text: string; video: string; audio: string };
  responses: { text: string; video: string; audio: string };
  media: { video: string; audio: string };
  bytes: { video: Uint8Array; audio: Uint8Array };
}

interface SeedOptions {
  recruiter?: TestUser;
  status?: Extract<InvitationStatus, 'STARTED' | 'COMPLETED' | 'REVIEWED'>;
  /** The typed answer of the TEXT question (directives for the OpenAI test server go here). */
  text?: string;
  /** The bytes of the AUDIO answer's recording; a real WebM by default. */
  audioBytes?: Uint8Array;
  /** The bytes of the VIDEO answer's recording; a real WebM by default. */
  videoBytes?: Uint8Array;
  /** What the VIDEO answer's bytes are: a WebM, or Safari's MP4 (stored as `1.mp4`, video/mp4). */
  videoFormat?: 'webm' | 'mp4';
  /** The VIDEO question's text. */
  videoQuestion?: string;
  /** Leave the analysis jobs that completing queues (false by default: no answer is analysed). */
  queueAnalysis?: boolean;
  /**
   * Leave the jobs that make the recordings' renditions (false by default: the recordings stay
   * QUEUED). Each is seconds of ffmpeg on the one media pool the whole suite shares, and a test
   * that waits for its own recording would wait behind every seeded review's.
   */
  processRecordings?: boolean;
}

/** A completed interview of `recruiter` (a new one by default) answered by a new candidate. */
export async function seedReview(sql: Database, options: SeedOptions = {}): Promise<SeededReview> {
  const [recruiter, candidate] = await Promise.all([
    options.recruiter ?? createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedTakingInterview(sql, recruiter);
  if (options.videoQuestion) {
    await sql`update public.questions set text = ${options.videoQuestion} where id = ${interview.video}`;
  }
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const videoFormat = options.videoFormat ?? 'webm';
  const media = {
    video: `${invitationId}/${interview.video}/1.${videoFormat}`,
    audio: `${invitationId}/${interview.audio}/1.webm`,
  };
  const bytes = {
    video: options.videoBytes ?? (await smallWebm()),
    audio: options.audioBytes ?? (await smallWebm()),
  };
  await uploadResponseMedia(candidate, media.video, bytes.video, `video/${videoFormat}`);
  await uploadResponseMedia(candidate, media.audio, bytes.audio);
  const [text, video, audio] = await sql.begin(async (tx) => {
    const insert = async (questionId: string, answer: string | null, path: string | null) => {
      const [row] = await tx<{ id: string }[]>`
        insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path)
        values (${invitationId}, ${questionId}, ${candidate.id}, ${answer}, ${path})
        returning id`;
      if (!row) throw new Error('A response insert returned no row');
      return row;
    };
    const rows = [
      await insert(
        interview.text,
        options.text ?? 'I would profile first, then split the bundle per route.',
        null,
      ),
      await insert(interview.video, null, media.video),
      await insert(interview.audio, null, media.audio),
    ] as const;
    if (!options.processRecordings) {
      await tx`select graphile_worker.remove_job('recording:' || id) from public.recording_media
               where response_id in ${tx([rows[1].id, rows[2].id])}`;
    }
    return rows;
  });
  const status = options.status ?? 'COMPLETED';
  if (status !== 'STARTED')
    await completeInterview(sql, invitationId, { queueAnalysis: options.queueAnalysis ?? false });
  if (status === 'REVIEWED')
    await sql`update public.invitations set status = 'REVIEWED' where id = ${invitationId}`;
  return {
    recruiter,
    candidate,
    invitationId,
    interviewTitle: interview.title,
    questions: { text: interview.text, video: interview.video, audio: interview.audio },
    responses: { text: text.id, video: video.id, audio: audio.id },
    media,
    bytes,
  };
}

export function getReviews(user: TestUser | undefined, query = ''): Promise<Response> {
  return callApi(`/reviews/completed${query}`, { token: user?.accessToken });
}

export function getReview(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/reviews/${id}`, { token: user?.accessToken });
}

export function analyze(user: TestUser | undefined, id: string, responseId: string): Promise<Response> {
  return sendJson('POST', `/reviews/${id}/analyze/${responseId}`, {}, user);
}

export function completeReview(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/reviews/${id}/complete`, { method: 'POST', token: user?.accessToken });
}

/** What the database holds for an answer's review. */
export async function reviewStateOf(sql: Database, responseId: string) {
  const [row] = await sql<
    { transcription: string | null; ai_insights: Record<string, unknown> | null; analyzed_at: Date | null }[]
  >`select transcription, ai_insights, analyzed_at from public.responses where id = ${responseId}`;
  if (!row) throw new Error(`No response ${responseId}`);
  return row;
}
