// The hiring drive (issue #39): N candidates take the same interview at once through the real
// routes and Storage (bench/drive-candidate.ts), then the worker makes every answer ready to review
// (recording processed into its renditions, transcribed and analysed by the local server speaking
// OpenAI's protocol). The queue is held while the candidates take it (no worker runs), so the
// worker processes then face the drive's whole backlog; each size is driven twice, its backlog
// drained once by one worker process and once by two, started as the stack starts its worker.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { roleUrl } from '../local/db/database-url.ts';
import type { StackConfig } from '../local/stack/config.ts';
import { startWorkerProcess } from '../local/stack/worker-process.ts';
import { durationLimitOf } from '../worker/media/admission.ts';
import { makeRenditions } from '../worker/media/make-renditions.ts';
import { answerPath, generateAnswer } from './answer-pipeline.ts';
import { machineBusySeconds } from './machine-cpu.ts';
import {
  openLinkSignedOut,
  signIn,
  takeInterview,
  type CandidateOutcome,
  type DriveCandidate,
} from './drive-candidate.ts';
import { RequestLog, type RequestRow } from './drive-requests.ts';

export interface DriveScale {
  /** Candidates at once, one drive size each. */
  driveSizes: number[];
  driveQuestions: number;
  driveAnswerSeconds: number;
}

export interface DriveDrain {
  workers: number;
  answers: number;
  /** From the drive's last completion (the worker processes started then) until every answer was ready. */
  seconds: number;
  /** The mean time of one process_recording job, as graphile-worker logs it. */
  jobMs: number;
  /** The machine's CPUs busy on average, from the processes' start until every answer was ready. */
  busyCores: number;
  /** The machine's CPU time over that span, divided by the answers: what one answer cost in all. */
  cpuSecondsPerAnswer: number;
}

export interface DriveFigure {
  candidates: number;
  /** Both drives of this size: requests, completions and uploads together. */
  routes: RequestRow[];
  completed: number;
  failures: string[];
  /** Wall time of each drive, from the first request until the last completion. */
  driveSeconds: number[];
  uploadsPerSecond: number;
  megabytesPerSecond: number;
  drains: DriveDrain[];
}

export interface DriveResults {
  questions: number;
  answerSeconds: number;
  answerBytes: number;
  /** The renditions of one answer made by the worker's own code alone: no Storage, no queue. */
  renditionsMs: number;
  figures: DriveFigure[];
}

const PASSWORD = 'drive-bench-password';
const EMAIL_DOMAIN = 'drive.bench.example.com';
const DRAIN_TIMEOUT_MS = 60 * 60_000;
const JOB_COMPLETED = /Completed task \d+ \(process_recording, ([\d.]+)ms\) with success/;

/** makeRenditions of the answer, its second run (the first warms the disk cache and ffmpeg). */
async function timeRenditions(workDir: string, file: string): Promise<number> {
  let ms = 0;
  for (let run = 0; run < 2; run++) {
    const dir = await mkdtemp(join(workDir, 'renditions-'));
    try {
      const started = performance.now();
      await makeRenditions(file, dir, durationLimitOf({ time_limit_seconds: 600, time_accommodation: null }));
      ms = performance.now() - started;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return ms;
}

/** A recruiter of the drive's interviews, made once per run. */
async function driveRecruiter(sql: postgres.Sql): Promise<string> {
  const email = `recruiter-${Date.now().toString(36)}@${EMAIL_DOMAIN}`;
  const [user] = await sql<{ id: string }[]>`
    insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values (gen_random_uuid(), 'authenticated', 'authenticated', ${email}, now(),
            ${sql.json({ provider: 'email', providers: ['email'] })},
            ${sql.json({ first_name: 'Drive', last_name: 'Recruiter' })}, now(), now())
    returning id`;
  if (!user) throw new Error('The drive recruiter was not created');
  await sql`update public.profiles set role = 'RECRUITER' where id = ${user.id}`;
  return user.id;
}

/**
 * An ACTIVE interview of VIDEO questions, `candidates` confirmed candidate accounts with a password
 * (one bcrypt hash for all: the sign-in still checks it each time) and an invitation for each.
 */
async function prepareDrive(sql: postgres.Sql, recruiterId: string, candidates: number, questions: number) {
  const label = `${candidates}-${Date.now().toString(36)}`;
  const [interview] = await sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status)
    values (${recruiterId}, ${`Hiring drive ${label}`}, 'ACTIVE') returning id`;
  if (!interview) throw new Error('The drive interview was not created');
  const questionRows = await sql<{ id: string }[]>`
    insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
    select ${interview.id}, n, 'Tell us about project ' || n, 'VIDEO', 600
    from generate_series(1, ${questions}::int) n
    order by n
    returning id`;
  const people = await sql<{ email: string }[]>`
    with hash as (select extensions.crypt(${PASSWORD}, extensions.gen_salt('bf', 10)) as value)
    insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                            raw_user_meta_data, created_at, updated_at)
    select gen_random_uuid(), 'authenticated', 'authenticated', ${`candidate-${label}-`} || n || ${`@${EMAIL_DOMAIN}`},
           hash.value, now(), ${sql.json({ provider: 'email', providers: ['email'] })},
           jsonb_build_object('first_name', 'Candidate', 'last_name', n::text), now(), now()
    from generate_series(1, ${candidates}::int) n, hash
    returning email`;
  const invitations = await sql<{ id: string; token: string; email: string }[]>`
    insert into public.invitations (interview_id, first_name, last_name, email)
    select ${interview.id}, 'Candidate', email, email from unnest(${people.map((p) => p.email)}::text[]) email
    returning id, unique_link_token as token, email`;
  const taking: DriveCandidate[] = invitations.map((invitation) => ({
    email: invitation.email,
    password: PASSWORD,
    token: invitation.token,
    invitationId: invitation.id,
  }));
  return { interviewId: interview.id, questionIds: questionRows.map((q) => q.id), candidates: taking };
}

/** Every saved answer of the interview: how many, how many are ready to review, the first failure. */
async function answersOf(sql: postgres.Sql, interviewId: string) {
  const [row] = await sql<{ answers: number; ready: number; failure: string | null }[]>`
    select count(*)::int as answers,
           count(*) filter (where m.status = 'READY' and r.analysis_status = 'READY')::int as ready,
           min(coalesce(m.error, r.analysis_error, 'failed'))
             filter (where m.status = 'FAILED' or r.analysis_status = 'FAILED') as failure
    from public.responses r
    join public.invitations i on i.id = r.invitation_id
    left join public.recording_media m on m.response_id = r.id
    where i.interview_id = ${interviewId}`;
  return row ?? { answers: 0, ready: 0, failure: null };
}

/** Jobs the queue holds to run now, as the worker sees it. */
async function dueJobs(queue: postgres.Sql): Promise<number> {
  const [row] = await queue<{ due: number }[]>`
    select count(*)::int as due from graphile_worker._private_jobs
    where run_at <= now() and attempts < max_attempts`;
  return row?.due ?? 0;
}

/** Waits until the queue holds nothing to run now (the drive's e-mails too). */
async function waitForIdleQueue(queue: postgres.Sql): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    if ((await dueJobs(queue)) === 0) return;
    if (Date.now() > deadline) throw new Error('The queue did not empty in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts `workers` worker processes at once and waits until every answer is ready: the time runs
 * from the drive's last completion (`since`), just before they start, so it includes their start-up.
 */
async function drain(
  config: StackConfig,
  sql: postgres.Sql,
  queue: postgres.Sql,
  drive: { interviewId: string; lastCompletion: number },
  workers: number,
): Promise<DriveDrain> {
  const jobTimes: number[] = [];
  const onOutput = (line: string) => {
    const completed = JOB_COMPLETED.exec(line);
    if (completed?.[1]) jobTimes.push(Number(completed[1]));
  };
  // Each process on a core of its own, as replicas of one CPU each (its ffmpeg runs on one thread).
  const busyAtStart = await machineBusySeconds();
  const startedAt = performance.now();
  const processes = Array.from({ length: workers }, (_, index) =>
    startWorkerProcess(config, { onOutput, cpus: String(index % availableParallelism()) }),
  );
  try {
    await Promise.all(processes.map((worker) => worker.ready));
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    for (;;) {
      const { answers, ready, failure } = await answersOf(sql, drive.interviewId);
      if (failure) throw new Error(`An answer of the drive failed in the pipeline: ${failure}`);
      if (ready === answers) {
        const seconds = (performance.now() - drive.lastCompletion) / 1000;
        const busySeconds = (await machineBusySeconds()) - busyAtStart;
        const busyCores = busySeconds / ((performance.now() - startedAt) / 1000);
        // Its e-mails and the like go before the processes stop, so the next drain starts empty.
        await waitForIdleQueue(queue);
        const jobMs = jobTimes.reduce((sum, ms) => sum + ms, 0) / Math.max(1, jobTimes.length);
        return { workers, answers, seconds, jobMs, busyCores, cpuSecondsPerAnswer: busySeconds / answers };
      }
      if (Date.now() > deadline)
        throw new Error(`The drive's answers were not ready in time (${ready}/${answers})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await Promise.all(processes.map((worker) => worker.stop()));
  }
}

async function driveOnce(
  config: StackConfig,
  sql: postgres.Sql,
  recruiterId: string,
  log: RequestLog,
  size: number,
  scale: DriveScale,
  recording: Buffer,
) {
  const drive = await prepareDrive(sql, recruiterId, size, scale.driveQuestions);
  const started = performance.now();
  // Every link is opened before anyone signs in, and everyone has signed in before anyone goes on.
  // The Auth stand-in checks a password with bcrypt (cost 10, as GoTrue) inside PostgreSQL, where
  // hosted Auth hashes on servers of its own: beside 100 sign-ins, 100 openings at once took 1.4 s
  // at p95 instead of 0.25 s here, the database's CPU going to the stand-in (docs/benchmarks.md,
  // 2026-11-29 night and 2026-11-30 morning).
  const openings = await Promise.all(
    drive.candidates.map((candidate) => openLinkSignedOut(config, log, candidate)),
  );
  const sessions = await Promise.all(
    drive.candidates.map((candidate, index) =>
      openings[index] === null
        ? signIn(config, log, candidate)
        : Promise.resolve({ failure: openings[index] }),
    ),
  );
  const outcomes: CandidateOutcome[] = await Promise.all(
    drive.candidates.map((candidate, index) => {
      const session = sessions[index];
      return session && 'accessToken' in session
        ? takeInterview(config, log, candidate, session.accessToken, drive.questionIds, recording)
        : Promise.resolve({ completedAt: null, uploads: [], failure: session?.failure ?? 'no session' });
    }),
  );
  const completions = outcomes.flatMap((o) => (o.completedAt === null ? [] : [o.completedAt]));
  const uploads = outcomes.flatMap((o) => o.uploads);
  const firstUpload = Math.min(...uploads.map((u) => u.startedAt));
  const lastUpload = Math.max(...uploads.map((u) => u.finishedAt));
  const lastCompletion = completions.length > 0 ? Math.max(...completions) : performance.now();
  return {
    interviewId: drive.interviewId,
    lastCompletion,
    seconds: (lastCompletion - started) / 1000,
    completed: completions.length,
    failures: outcomes.flatMap((o) => (o.failure === null ? [] : [o.failure])),
    uploads: uploads.length,
    uploadSeconds: uploads.length > 0 ? (lastUpload - firstUpload) / 1000 : 0,
  };
}

/**
 * Drives every size twice (its backlog drained by one worker process, then by two), with no worker
 * running meanwhile: the caller's stack must run without its own.
 */
export async function measureHiringDrive(
  config: StackConfig,
  databaseUrl: string,
  workDir: string,
  scale: DriveScale,
  progress: (line: string) => void,
): Promise<DriveResults> {
  await mkdir(workDir, { recursive: true });
  const recording = await generateAnswer(workDir, scale.driveAnswerSeconds);
  const renditionsMs = await timeRenditions(workDir, answerPath(workDir, scale.driveAnswerSeconds));
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const queue = postgres(roleUrl(databaseUrl, 'job_worker'), { max: 1, onnotice: () => {} });
  try {
    // What an earlier, interrupted run left queued would otherwise join the first backlog.
    const leftover = await dueJobs(queue);
    if (leftover > 0) {
      progress(`${leftover} jobs left in the queue go first…`);
      const worker = startWorkerProcess(config);
      try {
        await worker.ready;
        await waitForIdleQueue(queue);
      } finally {
        await worker.stop();
      }
    }
    const recruiterId = await driveRecruiter(sql);
    const figures: DriveFigure[] = [];
    for (const size of scale.driveSizes) {
      const log = new RequestLog();
      const drains: DriveDrain[] = [];
      const runs = [];
      for (const workers of [1, 2]) {
        progress(`${size} candidates at once, then ${workers} worker process${workers > 1 ? 'es' : ''}…`);
        const run = await driveOnce(config, sql, recruiterId, log, size, scale, recording);
        runs.push(run);
        drains.push(await drain(config, sql, queue, run, workers));
      }
      const uploads = runs.reduce((sum, run) => sum + run.uploads, 0);
      const uploadSeconds = runs.reduce((sum, run) => sum + run.uploadSeconds, 0);
      figures.push({
        candidates: size,
        routes: log.summary(),
        completed: runs.reduce((sum, run) => sum + run.completed, 0),
        failures: runs.flatMap((run) => run.failures),
        driveSeconds: runs.map((run) => run.seconds),
        uploadsPerSecond: uploadSeconds > 0 ? uploads / uploadSeconds : 0,
        megabytesPerSecond: uploadSeconds > 0 ? (uploads * recording.length) / 1024 ** 2 / uploadSeconds : 0,
        drains,
      });
    }
    return {
      questions: scale.driveQuestions,
      answerSeconds: scale.driveAnswerSeconds,
      answerBytes: recording.length,
      renditionsMs,
      figures,
    };
  } finally {
    await Promise.all([sql.end(), queue.end()]);
  }
}
