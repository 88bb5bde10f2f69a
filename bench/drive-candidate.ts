// One simulated candidate of the hiring drive, making the requests the /take page makes, in its
// order, without a browser: the link opened before signing in (the welcome step, openLinkSignedOut),
// the password sign-in (signIn: the app asks for an account before the tech check), then
// (takeInterview) the link again as the signed-in candidate, consent, start, then per question the recording
// uploaded resumably while it is made (src/media/live-upload.ts: a TUS upload of deferred length,
// its last request carrying the length) and the answer saved, and complete. No pauses: every
// candidate at once, as fast as the server answers.
import { Readable } from 'node:stream';
import { Upload } from 'tus-js-client';
import type { StackConfig } from '../local/stack/config.ts';
import { NOTICE_VERSION } from '#contract/consent';
import { takeObjectName } from '#contract/take';
import type { RequestLog } from './drive-requests.ts';

/** The app's chunk size and back-off (src/media/upload-recording.ts). */
const CHUNK_SIZE = 6 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export const TUS_ROW = 'TUS upload requests (POST, PATCH)';

export interface DriveCandidate {
  email: string;
  password: string;
  token: string;
  invitationId: string;
}

export interface CandidateOutcome {
  /** performance.now() of the completion's answer; null when a request failed first. */
  completedAt: number | null;
  uploads: { startedAt: number; finishedAt: number }[];
  failure: string | null;
}

async function answered(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

function upload(
  config: StackConfig,
  log: RequestLog,
  accessToken: string,
  objectName: string,
  bytes: Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = new WeakMap<object, number>();
    const tus = new Upload(Readable.from([bytes]), {
      endpoint: `${config.supabaseUrl}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${accessToken}`, apikey: config.publishableKey, 'x-upsert': 'true' },
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      uploadLengthDeferred: true,
      storeFingerprintForResuming: false,
      metadata: { bucketName: 'responses', objectName, contentType: 'video/webm', cacheControl: '3600' },
      onBeforeRequest: (request) => {
        started.set(request, performance.now());
      },
      onAfterResponse: (request, response) => {
        const at = started.get(request);
        if (at !== undefined) log.sample(TUS_ROW, performance.now() - at, response.getStatus() >= 400);
      },
      // A request that got no answer at all is an error too (the others were counted above).
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 0) log.sample(TUS_ROW, 0, true);
        return status < 400 || status >= 500 || status === 409 || status === 423;
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    tus.start();
  });
}

function takeUrl(config: StackConfig, candidate: DriveCandidate): string {
  return `${config.supabaseUrl}/functions/v1/api/take/${candidate.token}`;
}

function failureOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The welcome step: the link opened before signing in. The failure's message, or null. */
export async function openLinkSignedOut(
  config: StackConfig,
  log: RequestLog,
  candidate: DriveCandidate,
): Promise<string | null> {
  try {
    await log.time('GET /take/:token (signed out)', async () =>
      (await answered(await fetch(takeUrl(config, candidate)), 'GET /take/:token')).json(),
    );
    return null;
  } catch (error) {
    return failureOf(error);
  }
}

/** The password sign-in: the candidate's access token, or the failure's message. */
export async function signIn(
  config: StackConfig,
  log: RequestLog,
  candidate: DriveCandidate,
): Promise<{ accessToken: string } | { failure: string }> {
  try {
    return await log.time('POST /auth/v1/token (password sign-in)', async () => {
      const response = await fetch(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: config.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: candidate.email, password: candidate.password }),
      });
      const session = (await (await answered(response, 'Sign-in')).json()) as { access_token: string };
      return { accessToken: session.access_token };
    });
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

/** Everything after the sign-in, from the link opened signed in to the completion. */
export async function takeInterview(
  config: StackConfig,
  log: RequestLog,
  candidate: DriveCandidate,
  accessToken: string,
  questionIds: readonly string[],
  recording: Buffer,
): Promise<CandidateOutcome> {
  const outcome: CandidateOutcome = { completedAt: null, uploads: [], failure: null };
  const take = takeUrl(config, candidate);
  try {
    const headers = {
      authorization: `Bearer ${accessToken}`,
      apikey: config.publishableKey,
      'content-type': 'application/json',
    };
    const post = (route: string, path: string, body?: unknown) =>
      log.time(route, async () => {
        const response = await fetch(`${take}${path}`, {
          method: 'POST',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await answered(response, route)).json();
      });

    await log.time('GET /take/:token (signed in)', async () =>
      (await answered(await fetch(take, { headers }), 'GET /take/:token')).json(),
    );
    await post('POST /take/:token/consent', '/consent', {
      notice_version: NOTICE_VERSION,
      ai_analysis_allowed: true,
      locale: 'en',
    });
    await post('POST /take/:token/start', '/start');
    for (const questionId of questionIds) {
      const objectName = takeObjectName(candidate.invitationId, questionId, 1, 'webm');
      const startedAt = performance.now();
      await upload(config, log, accessToken, objectName, recording);
      outcome.uploads.push({ startedAt, finishedAt: performance.now() });
      await post('POST /take/:token/responses', '/responses', {
        question_id: questionId,
        response_content_url: objectName,
      });
    }
    await post('POST /take/:token/complete', '/complete');
    outcome.completedAt = performance.now();
  } catch (error) {
    outcome.failure = failureOf(error);
  }
  return outcome;
}
