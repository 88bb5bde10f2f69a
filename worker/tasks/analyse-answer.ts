// analyse_answer {response_id}: an answer transcribed (from its recording's small speech track,
// never the original) and analysed, the result stored in one UPDATE (issue #16, docs/architecture.md
// §3 jobs). Run in the ai pool, whose concurrency caps the calls to the provider.
// Failures: no provider, or a failed recording, end FAILED at once; a 429 with Retry-After puts the
// job back for that long without spending an attempt; anything else is thrown for graphile-worker
// to retry with backoff, and recorded FAILED with its plain sentence on the last attempt.
import type { JobHelpers, Task } from 'graphile-worker';
import { z } from 'zod';
import { assertConfigured } from '#backend/ai/ai-from-env';
import { AiError } from '#backend/ai/interview-analyst';
import { reviewErrorMessages } from '#contract/reviews';
import { insufficientInsights } from '#backend/ai/analysis-output';
import { isTooShortToJudge } from '#backend/ai/quote-verification';
import {
  competenciesOf,
  markFailed,
  markProcessing,
  markQueued,
  readAnswer,
  storeAnalysis,
  type AnswerToWorkOn,
} from '../analysis/answer-store.ts';
import { speechTrackOf } from '../analysis/speech-track.ts';
import type { WorkerContext } from '../context.ts';
import { StorageError } from '../storage-api.ts';

/** Retry-Afters honoured for one answer before a 429 counts as a failed attempt like any other. */
const MAX_POSTPONEMENTS = 5;

const payloadSchema = z.object({
  response_id: z.guid(),
  /** How many times a 429's Retry-After has put this answer's job back. */
  postponed: z.number().int().nonnegative().default(0),
});

/** A failure no retry can mend: recorded at once. */
class FinalFailure extends Error {}

/** Its recording is not processed yet: the recording's own job queues the analysis when it is. */
class RecordingNotSettled extends Error {}

/** The sentence shown after 'Failed to generate AI analysis: ' for a failure that is not the provider's. */
function reasonOf(error: unknown): string {
  if (error instanceof AiError) return error.message;
  if (error instanceof StorageError) return "The recording's speech track could not be read; try again";
  return 'Something went wrong while analysing this answer; try again';
}

/** What the candidate said, transcribed unless it already was (Regenerate keeps the transcript). */
async function wordsOf(ctx: WorkerContext, answer: AnswerToWorkOn) {
  if (answer.media_path === null || answer.response_format === 'TEXT') {
    if (answer.response_text === null) throw new FinalFailure(reviewErrorMessages.nothingToAnalyse);
    return { said: answer.response_text, transcription: answer.transcription, segments: null };
  }
  if (answer.transcription !== null) {
    return {
      said: answer.transcription,
      transcription: answer.transcription,
      segments: answer.transcript_segments,
    };
  }
  if (answer.recording_status === 'FAILED') {
    throw new FinalFailure(
      `The recording could not be processed: ${answer.recording_error ?? 'no reason was given'}`,
    );
  }
  if (answer.recording_status !== 'READY') throw new RecordingNotSettled();
  if (!answer.speech_path) throw new Error(`Recording of ${answer.id} is READY without a speech track`);
  const transcript = await ctx.analyst.transcribe({
    bytes: await speechTrackOf(ctx, answer.speech_path),
    fileName: 'speech.mp3',
    contentType: 'audio/mpeg',
    language: answer.interview_language,
  });
  return { said: transcript.text, transcription: transcript.text, segments: transcript.segments };
}

async function analyse(ctx: WorkerContext, answer: AnswerToWorkOn): Promise<void> {
  assertConfigured(ctx.analyst);
  const words = await wordsOf(ctx, answer);
  const toAnalyse = {
    interviewTitle: answer.interview_title,
    question: answer.question,
    format: answer.response_format,
    answer: words.said,
    competencies: await competenciesOf(ctx.sql, answer.id),
    language: answer.interview_language,
    proseLanguage: answer.workspace_language,
  };
  // Nothing a model says about a handful of words is worth showing, so it is not asked.
  const insights = isTooShortToJudge(words.said)
    ? insufficientInsights(toAnalyse)
    : await ctx.analyst.analyse(toAnalyse);
  await storeAnalysis(ctx.sql, answer.id, {
    transcription: words.transcription,
    segments: words.segments,
    insights,
  });
}

/** The same job again after the provider's Retry-After; the running one then ends as done. */
async function postpone(
  helpers: JobHelpers,
  payload: z.infer<typeof payloadSchema>,
  seconds: number,
): Promise<void> {
  await helpers.addJob(
    'analyse_answer',
    { response_id: payload.response_id, postponed: payload.postponed + 1 },
    {
      jobKey: `analysis:${payload.response_id}`,
      runAt: new Date(Date.now() + Math.ceil(seconds * 1000)),
      maxAttempts: helpers.job.max_attempts,
    },
  );
}

export function analyseAnswerTask(ctx: WorkerContext): Task {
  return async (rawPayload, helpers) => {
    const parsed = payloadSchema.safeParse(rawPayload);
    if (!parsed.success) {
      helpers.logger.error(`Not an answer to analyse: ${JSON.stringify(rawPayload)}`);
      return;
    }
    const payload = parsed.data;
    const answer = await readAnswer(ctx.sql, payload.response_id);
    // Deleted, or done by an earlier run of this job (jobs run at least once).
    if (!answer || (answer.analysis_status === 'READY' && answer.has_insights)) return;
    // The database queues no such job and refuses its results; one queued before the choice ends here.
    if (answer.ai_declined) {
      helpers.logger.info(`Answer ${answer.id}: the candidate declined AI analysis; nothing is sent`);
      return;
    }
    await markProcessing(ctx.sql, answer.id);
    try {
      await analyse(ctx, answer);
    } catch (error) {
      const lastAttempt =
        helpers.job.attempts >= Math.min(helpers.job.max_attempts, ctx.env.WORKER_AI_MAX_ATTEMPTS);
      if (error instanceof RecordingNotSettled) return markQueued(ctx.sql, answer.id);
      if (error instanceof FinalFailure) return markFailed(ctx.sql, answer.id, error.message);
      if (error instanceof AiError && error.failure === 'not_configured') {
        return markFailed(ctx.sql, answer.id, error.message);
      }
      if (error instanceof AiError && error.detail) {
        helpers.logger.warn(`${answer.id}: ${error.failure}: ${error.detail}`);
      }
      if (
        error instanceof AiError &&
        error.retryAfterSeconds !== undefined &&
        payload.postponed < MAX_POSTPONEMENTS
      ) {
        helpers.logger.info(`${answer.id}: the provider asks to wait ${error.retryAfterSeconds} s`);
        // QUEUED before the postponed job exists: whoever sees that job sees the answer queued.
        await markQueued(ctx.sql, answer.id);
        return postpone(helpers, payload, error.retryAfterSeconds);
      }
      if (lastAttempt) {
        helpers.logger.error(`${answer.id}: giving up: ${String(error)}`);
        return markFailed(ctx.sql, answer.id, reasonOf(error));
      }
      await markQueued(ctx.sql, answer.id);
      throw error;
    }
  };
}
