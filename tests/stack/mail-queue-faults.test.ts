// The queue under faults, in an isolated world (its own database, stack and workers): with the
// mail provider down, creating invitations still answers at once and every e-mail goes out once
// when it is back; killing the worker in the middle of a send, of a recording's processing or of
// an analysis, and starting a new one, finishes every job once: no answer lost, none stored twice,
// no e-mail accepted twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdInvitationSchema } from '#contract/invitations';
import {
  isolatedWorldAddress,
  killWorker,
  startIsolatedWorld,
  type IsolatedWorld,
} from '../support/isolated-stack.ts';
import {
  RESEND_TEST_API_KEY,
  startResendServer,
  type RunningResendServer,
} from '../support/resend-server.ts';
import { liveWebm } from '../support/generated-media.ts';
import { renditionObjects } from '../support/recording-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';

let world: IsolatedWorld;
let provider: RunningResendServer;
let recruiter: TestUser;
let interviewId: string;

/** The worker's settings here: the local Resend-protocol server, and a worker silent for 2 s is dead. */
function workerEnv(): Record<string, string> {
  return {
    RESEND_API_KEY: RESEND_TEST_API_KEY,
    RESEND_BASE_URL: provider.url,
    WORKER_DEAD_AFTER_SECONDS: '2',
    WORKER_MAIL_CONCURRENCY: '2',
  };
}

beforeAll(async () => {
  world = await startIsolatedWorld();
  provider = await startResendServer(isolatedWorldAddress().portBase + 40);
  recruiter = await createTestUser(world.config, { role: 'RECRUITER' });
  const [interview] = await world.sql<{ id: string }[]>`
    insert into public.interviews (recruiter_id, title, status)
    values (${recruiter.id}, ${uniqueName('Faults interview')}, 'ACTIVE') returning id`;
  if (!interview) throw new Error('The interview insert returned no row');
  interviewId = interview.id;
}, 120_000);

afterAll(async () => {
  await provider?.stop();
  await world?.stop();
}, 60_000);

/** Creates `count` invitations through the api; each must answer 201 with the e-mail PENDING. */
function inviteMany(count: number, prefix: string): Promise<{ id: string; email: string }[]> {
  return inviteByAddress(Array.from({ length: count }, () => `${uniqueName(prefix)}@test.example.com`));
}

/** Invites each address through the api; each must answer 201 with the e-mail PENDING. */
async function inviteByAddress(emails: string[]): Promise<{ id: string; email: string }[]> {
  const created: { id: string; email: string }[] = [];
  for (const [n, email] of emails.entries()) {
    const response = await world.callApi('/invitations', {
      method: 'POST',
      token: recruiter.accessToken,
      body: { interview_id: interviewId, first_name: 'Fay', last_name: `Fault ${n}`, email },
    });
    expect(response.status).toBe(201);
    const body = createdInvitationSchema.parse(await response.json());
    expect(body.email_status).toBe('PENDING');
    created.push({ id: body.id, email });
  }
  return created;
}

async function outboxOf(invitationIds: string[]) {
  return world.sql<{ invitation_id: string; status: string; attempts: number; last_error: string | null }[]>`
    select invitation_id, status::text, attempts, last_error from public.mail_outbox
    where invitation_id = any(${invitationIds}) order by created_at, id`;
}

async function jobsLeft(): Promise<number> {
  const [row] = await world.sql<{ n: number }[]>`select count(*)::int as n from graphile_worker.jobs`;
  return row?.n ?? -1;
}

/** How many times the provider accepted an e-mail to each address. */
function acceptedCounts(emails: string[]): number[] {
  return emails.map((email) => provider.accepted.filter((mail) => mail.to.includes(email)).length);
}

describe('mail on the queue, under faults', () => {
  it('answers at once while the provider is down, and sends every e-mail once when it is back', async () => {
    await provider.setReachable(false);
    const worker = await world.startWorker(workerEnv());
    try {
      const invitations = await inviteMany(5, 'down');
      const ids = invitations.map((invitation) => invitation.id);

      // The worker tried, could not reach the provider, and keeps the e-mails PENDING to retry.
      await expect
        .poll(async () => (await outboxOf(ids)).every((row) => row.attempts >= 1), { timeout: 20_000 })
        .toBe(true);
      for (const row of await outboxOf(ids)) {
        expect(row.status).toBe('PENDING');
        expect(row.last_error).toMatch(/^Could not reach Resend/);
      }
      expect(provider.accepted).toEqual([]);

      await provider.setReachable(true);
      await expect
        .poll(async () => (await outboxOf(ids)).map((row) => row.status), { timeout: 45_000, interval: 250 })
        .toEqual(['SENT', 'SENT', 'SENT', 'SENT', 'SENT']);
      expect(acceptedCounts(invitations.map((invitation) => invitation.email))).toEqual([1, 1, 1, 1, 1]);
      await expect.poll(jobsLeft, { timeout: 5000 }).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it('waits as a 429 Retry-After says, and fails a refused e-mail at once with the reason', async () => {
    const worker = await world.startWorker(workerEnv());
    try {
      const refusedEmail = `${uniqueName('refused')}@test.example.com`;
      const limitedEmail = `${uniqueName('limited')}@test.example.com`;
      let limitedCalls = 0;
      provider.setRefusals((to) => {
        if (to.includes(refusedEmail)) {
          return { status: 422, name: 'validation_error', message: 'Invalid `to` field.' };
        }
        if (to.includes(limitedEmail) && ++limitedCalls === 1) {
          return { status: 429, name: 'rate_limit_exceeded', message: 'Too many requests.', retryAfter: '3' };
        }
        return undefined;
      });
      const [refused, limited] = await inviteByAddress([refusedEmail, limitedEmail]);

      await expect
        .poll(
          async () =>
            (await outboxOf([refused?.id ?? ''])).map((row) => [row.status, row.attempts, row.last_error]),
          {
            timeout: 15_000,
          },
        )
        .toEqual([
          ['FAILED', 1, 'Resend refused the e-mail (HTTP 422 validation_error): Invalid `to` field.'],
        ]);
      // Not graphile-worker's backoff (the same job again, its attempt failed) but a fresh job of the
      // row's key, due when the provider said.
      await expect
        .poll(
          async () =>
            world.sql<{ waits: boolean }[]>`
              select j.attempts = 0 and j.last_error is null
                     and j.run_at >= j.created_at + interval '2.5 seconds' as waits
              from graphile_worker.jobs j join public.mail_outbox o on j.key = 'mail:' || o.id
              where o.invitation_id = ${limited?.id ?? ''}`,
          { timeout: 10_000, interval: 50 },
        )
        .toEqual([{ waits: true }]);
      await expect
        .poll(async () => (await outboxOf([limited?.id ?? ''])).map((row) => [row.status, row.attempts]), {
          timeout: 15_000,
        })
        .toEqual([['SENT', 2]]);
      // Asked again once, after the wait the provider asked for, and sent then.
      expect(limitedCalls).toBe(2);
      expect(acceptedCounts([refusedEmail, limitedEmail])).toEqual([0, 1]);
      await expect.poll(jobsLeft, { timeout: 5000 }).toBe(0);
    } finally {
      provider.setRefusals(undefined);
      await worker.stop();
    }
  });

  it('finishes every job once after the worker is killed in the middle of a send', async () => {
    provider.setHolding(true);
    const requestsBefore = provider.requests();
    const first = await world.startWorker(workerEnv());
    const invitations = await inviteMany(4, 'killed');
    const ids = invitations.map((invitation) => invitation.id);

    // The provider has accepted an e-mail and the worker waits for its answer: kill it now.
    await provider.waitForRequests(requestsBefore + 1);
    await killWorker(first);
    expect(provider.accepted.length).toBeGreaterThanOrEqual(1);
    provider.setHolding(false);

    const second = await world.startWorker(workerEnv());
    try {
      await expect
        .poll(async () => (await outboxOf(ids)).map((row) => row.status), { timeout: 45_000, interval: 250 })
        .toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
      // The e-mail in flight when the worker died was sent again with the same idempotency key:
      // the provider answered the first id and accepted nothing twice.
      expect(acceptedCounts(invitations.map((invitation) => invitation.email))).toEqual([1, 1, 1, 1]);
      expect(provider.requests()).toBeGreaterThan(requestsBefore + 4);
      await expect.poll(jobsLeft, { timeout: 5000 }).toBe(0);
    } finally {
      await second.stop();
    }
  });

  it('finishes every answer once after the worker is killed while processing a recording and while analysing', async () => {
    const candidate = await createTestUser(world.config);
    const marker = uniqueName('killed answers');
    const [interview] = await world.sql<{ id: string }[]>`
      insert into public.interviews (recruiter_id, title, status)
      values (${recruiter.id}, ${marker}, 'ACTIVE') returning id`;
    const questions = await world.sql<{ id: string; response_format: string }[]>`
      insert into public.questions (interview_id, order_number, text, response_format)
      values (${interview?.id ?? ''}, 1, 'Tell us about a launch', 'VIDEO'),
             (${interview?.id ?? ''}, 2, ${`Why us? [openai-test:delay=2500] ${marker}`}, 'TEXT')
      returning id, response_format::text`;
    const video = questions.find((q) => q.response_format === 'VIDEO')?.id ?? '';
    const text = questions.find((q) => q.response_format === 'TEXT')?.id ?? '';
    const [invitation] = await world.sql<{ id: string; token: string }[]>`
      insert into public.invitations (interview_id, first_name, last_name, email, status, candidate_id, started_at)
      values (${interview?.id ?? ''}, 'Kim', 'Killed', ${candidate.email}, 'STARTED', ${candidate.id}, now())
      returning id, unique_link_token as token`;
    const invitationId = invitation?.id ?? '';
    const path = `${invitationId}/${video}/1.webm`;
    const upload = await fetch(`${world.config.supabaseUrl}/storage/v1/object/responses/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${candidate.accessToken}`,
        apikey: world.config.publishableKey,
        'content-type': 'video/webm',
      },
      body: await liveWebm({ seconds: 20 }),
    });
    expect(upload.status).toBe(200);
    const submit = (body: unknown) =>
      world.callApi(`/take/${invitation?.token ?? ''}/responses`, {
        method: 'POST',
        token: candidate.accessToken,
        body,
      });
    expect((await submit({ question_id: video, response_content_url: path })).status).toBe(200);
    expect(
      (await submit({ question_id: text, response_text: 'Because you ship small changes every day.' }))
        .status,
    ).toBe(200);

    const stateOf = async () =>
      world.sql<{ format: string; recording: string | null; analysis: string | null; analysed: boolean }[]>`
        select q.response_format::text as format, m.status::text as recording,
               r.analysis_status::text as analysis, r.ai_insights is not null as analysed
        from public.responses r join public.questions q on q.id = r.question_id
        left join public.recording_media m on m.response_id = r.id
        where r.invitation_id = ${invitationId} order by q.order_number`;
    const waitFor = async (predicate: (rows: Awaited<ReturnType<typeof stateOf>>) => boolean) =>
      expect.poll(async () => predicate(await stateOf()), { timeout: 90_000, interval: 50 }).toBe(true);

    // The recording is being processed (ffmpeg at work): kill the worker.
    const first = await world.startWorker(workerEnv());
    await waitFor((rows) => rows[0]?.recording === 'PROCESSING');
    await killWorker(first);
    // Killed mid-encode, not after it: the renditions are left to the next worker.
    expect((await stateOf())[0]?.recording).toBe('PROCESSING');
    const second = await world.startWorker(workerEnv());
    await waitFor((rows) => rows[0]?.recording === 'READY');

    // Completed: the typed answer's analysis is in flight (the provider takes 2.5 s, under the test stack's 3 s AI timeout): kill again.
    const completed = await world.callApi(`/take/${invitation?.token ?? ''}/complete`, {
      method: 'POST',
      token: candidate.accessToken,
    });
    expect(completed.status).toBe(200);
    await waitFor((rows) => rows[1]?.analysis === 'PROCESSING');
    await killWorker(second);
    const third = await world.startWorker(workerEnv());
    try {
      await waitFor((rows) => rows.every((row) => row.analysis === 'READY' && row.analysed));
      const [recording] = await world.sql<{ id: string; duration: number; source_path: string }[]>`
        select m.id, m.duration_seconds::float8 as duration, m.source_path
        from public.recording_media m join public.responses r on r.id = m.response_id
        where r.invitation_id = ${invitationId}`;
      expect(recording?.source_path).toBe(path);
      expect(Math.abs((recording?.duration ?? 0) - 20)).toBeLessThan(0.5);
      // One set of renditions, stored once each.
      expect(await renditionObjects(world.sql, recording?.id ?? '')).toEqual(
        ['playback.mp4', 'poster.jpg', 'seekable.webm', 'speech.mp3'].map(
          (file) => `${recording?.id}/${file}`,
        ),
      );
      // The recruiter is told once, the candidate gets one receipt; nothing is left in the queue,
      // nothing failed.
      const acceptedFor = (to: string) =>
        provider.accepted.filter((mail) => mail.to.includes(to) && mail.subject.includes(marker)).length;
      await expect.poll(() => acceptedFor(recruiter.email), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => acceptedFor(candidate.email), { timeout: 30_000 }).toBe(1);
      await expect.poll(jobsLeft, { timeout: 10_000 }).toBe(0);
      const [notices] = await world.sql<{ n: number }[]>`
        select count(*)::int as n from public.mail_outbox
        where invitation_id = ${invitationId} and kind = 'INTERVIEW_READY' and status = 'SENT'`;
      expect(notices?.n).toBe(1);
    } finally {
      await third.stop();
    }
  }, 240_000);
});
