// The background pipeline's figures (issue #16): how long after a candidate presses Complete every
// answer of a three-question interview is ready to review (recording processed, transcribed,
// analysed), and how many minutes of answers the worker processes per minute on this machine.
// Everything is real but the AI provider, a local server speaking OpenAI's protocol
// (tests/support/openai-server.ts): the figures are the pipeline's own, not a model's latency.
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import type { StackConfig } from '../local/stack/config.ts';
import { NOTICE_VERSION } from '#contract/consent';

const run = promisify(execFile);

export interface PipelineFigure {
  what: string;
  answers: number;
  answerSeconds: number;
  seconds: number;
  /** Minutes of recorded answers made ready per minute of wall time. */
  answerMinutesPerMinute: number;
}

interface Person {
  id: string;
  accessToken: string;
}

/** Where generateAnswer writes its answer. */
export function answerPath(directory: string, seconds: number): string {
  return join(directory, `answer-${seconds}s.webm`);
}

/** A WebM answer as MediaRecorder makes one (VP8 + Opus, no duration in its header), `seconds` long. */
export async function generateAnswer(directory: string, seconds: number): Promise<Buffer> {
  await mkdir(directory, { recursive: true });
  const file = answerPath(directory, seconds);
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=640x480:rate=30:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '1M',
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    '-f',
    'webm',
    '-live',
    '1',
    file,
  ]);
  return readFile(file);
}

async function api(config: StackConfig, path: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${config.supabaseUrl}/functions/v1/api${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      apikey: config.publishableKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function uploadTake(config: StackConfig, candidate: Person, name: string, bytes: Buffer) {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/responses/${name}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${candidate.accessToken}`,
      apikey: config.publishableKey,
      'content-type': 'video/webm',
    },
    body: bytes,
  });
  if (!response.ok)
    throw new Error(`Uploading ${name} answered ${response.status}: ${await response.text()}`);
}

/** An ACTIVE interview of `questions` VIDEO questions and an invitation the candidate has started. */
async function startedInvitation(
  sql: postgres.Sql,
  config: StackConfig,
  recruiterId: string,
  candidate: Person,
  questions: number,
): Promise<{ invitationId: string; token: string; questionIds: string[] }> {
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status)
    values (${recruiterId}, ${`Pipeline bench ${new Date().toISOString()}`}, 'ACTIVE') returning id`;
  if (!interview) throw new Error('The bench interview was not created');
  const questionIds: string[] = [];
  for (let n = 1; n <= questions; n++) {
    const [question] = await sql<{ id: string }[]>`
      insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
      values (${interview.id}, ${n}, ${`Tell us about project ${n}`}, 'VIDEO', 600) returning id`;
    if (question) questionIds.push(question.id);
  }
  const [candidateRow] = await sql<{ email: string }[]>`
    select email from public.profiles where id = ${candidate.id}`;
  const [invitation] = await sql<{ id: string; token: string }[]>`
    insert into public.invitations (interview_id, first_name, last_name, email)
    values (${interview.id}, 'Bench', 'Candidate', ${candidateRow?.email ?? 'bench@example.com'})
    returning id, unique_link_token as token`;
  if (!invitation) throw new Error('The bench invitation was not created');
  // The candidate agrees to the notice first (issue #20), allowing the AI analysis this measures.
  await api(config, `/take/${invitation.token}/consent`, candidate.accessToken, {
    notice_version: NOTICE_VERSION,
    ai_analysis_allowed: true,
  });
  await api(config, `/take/${invitation.token}/start`, candidate.accessToken);
  return { invitationId: invitation.id, token: invitation.token, questionIds };
}

/** Waits until every answer of the invitation is settled; throws on a failure or after `timeoutMs`. */
async function waitUntilReady(
  sql: postgres.Sql,
  invitationId: string,
  options: { analysis: boolean; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const rows = await sql<{ recording: string | null; analysis: string | null; error: string | null }[]>`
      select m.status as recording, r.analysis_status as analysis, coalesce(m.error, r.analysis_error) as error
      from public.responses r left join public.recording_media m on m.response_id = r.id
      where r.invitation_id = ${invitationId}`;
    const failed = rows.find((row) => row.recording === 'FAILED' || row.analysis === 'FAILED');
    if (failed) throw new Error(`An answer failed in the pipeline: ${failed.error ?? 'no reason'}`);
    const ready = rows.every(
      (row) => row.recording === 'READY' && (!options.analysis || row.analysis === 'READY'),
    );
    if (rows.length > 0 && ready) return;
    if (Date.now() > deadline) throw new Error('The pipeline did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stores one take per question in the responses bucket, as the candidate's uploads do. */
async function uploadAll(
  config: StackConfig,
  candidate: Person,
  taken: { invitationId: string; questionIds: string[] },
  bytes: Buffer,
): Promise<string[]> {
  const names = taken.questionIds.map((questionId) => `${taken.invitationId}/${questionId}/1.webm`);
  for (const name of names) await uploadTake(config, candidate, name, bytes);
  return names;
}

/** Saves the uploaded takes as the answers (the take route), which queues their processing. */
async function submitAll(
  config: StackConfig,
  candidate: Person,
  taken: { token: string; questionIds: string[] },
  names: string[],
): Promise<void> {
  for (const [index, questionId] of taken.questionIds.entries()) {
    await api(config, `/take/${taken.token}/responses`, candidate.accessToken, {
      question_id: questionId,
      response_content_url: names[index],
    });
  }
}

export async function measurePipeline(
  config: StackConfig,
  databaseUrl: string,
  workDir: string,
  people: { recruiterId: string; candidate: Person },
  scale: { answerSeconds: number; throughputAnswers: number },
): Promise<PipelineFigure[]> {
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    const bytes = await generateAnswer(workDir, scale.answerSeconds);
    const timeoutMs = 30 * 60_000;

    // Complete → ready: the candidate answers three questions and completes at once, as one does.
    const interview = await startedInvitation(sql, config, people.recruiterId, people.candidate, 3);
    for (const questionId of interview.questionIds) {
      const one = { ...interview, questionIds: [questionId] };
      await submitAll(config, people.candidate, one, await uploadAll(config, people.candidate, one, bytes));
    }
    const completedAt = performance.now();
    await api(config, `/take/${interview.token}/complete`, people.candidate.accessToken);
    await waitUntilReady(sql, interview.invitationId, { analysis: true, timeoutMs });
    const completeToReady = (performance.now() - completedAt) / 1000;

    // Throughput: the takes are stored first; then the answers are saved as fast as the api takes
    // them, and the clock runs until every recording is processed.
    const batch = await startedInvitation(
      sql,
      config,
      people.recruiterId,
      people.candidate,
      scale.throughputAnswers,
    );
    const names = await uploadAll(config, people.candidate, batch, bytes);
    const startedAt = performance.now();
    await submitAll(config, people.candidate, batch, names);
    await waitUntilReady(sql, batch.invitationId, { analysis: false, timeoutMs });
    const batchSeconds = (performance.now() - startedAt) / 1000;

    const perMinute = (answers: number, seconds: number) => (answers * scale.answerSeconds) / seconds;
    return [
      {
        what: 'Complete → every answer ready (3 questions: recordings processed, transcribed, analysed)',
        answers: 3,
        answerSeconds: scale.answerSeconds,
        seconds: completeToReady,
        answerMinutesPerMinute: perMinute(3, completeToReady),
      },
      {
        what: 'Worker throughput (recordings saved at once, each processed into its renditions)',
        answers: scale.throughputAnswers,
        answerSeconds: scale.answerSeconds,
        seconds: batchSeconds,
        answerMinutesPerMinute: perMinute(scale.throughputAnswers, batchSeconds),
      },
    ];
  } finally {
    await sql.end();
  }
}
