// Without an AI provider, the worker's analyse_answer records the answer FAILED with the sentence
// naming OPENAI_API_KEY at once, and ends the job (no retry, no job added). The stack's own worker
// has a provider, so this file runs the task itself, against the stack's database and Storage, with
// a context made from an environment without OPENAI_API_KEY.
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_AI_PROVIDER_ERROR } from '#backend/ai/ai-from-env';
import type { WorkerContext } from '../../worker/context.ts';
import { testWorkerContext } from '../support/worker-context.ts';
import { analyseAnswerTask } from '../../worker/tasks/analyse-answer.ts';
import { analysisOf } from '../support/analysis-fixtures.ts';
import { openDatabase, type Database } from '../support/interview-fixtures.ts';
import { seedReview } from '../support/review-fixtures.ts';

let sql: Database;
let ctx: WorkerContext;

beforeAll(() => {
  sql = openDatabase();
  ctx = testWorkerContext();
});

afterAll(async () => {
  await ctx.sql.end();
  await sql.end();
});

describe('analyse_answer without an AI provider', () => {
  it('fails the answer at once with the sentence naming OPENAI_API_KEY, and adds no job', async () => {
    const review = await seedReview(sql);
    await sql`update public.responses set analysis_status = 'QUEUED' where id = ${review.responses.text}`;
    const added: unknown[] = [];
    // The few helpers the task uses; graphile-worker's own are bound to a running job.
    const helpers = {
      job: { attempts: 1, max_attempts: 5 },
      logger: new Logger(() => () => undefined),
      addJob: (...args: unknown[]) => {
        added.push(args);
        return Promise.resolve();
      },
    } as unknown as JobHelpers;

    await expect(analyseAnswerTask(ctx)({ response_id: review.responses.text }, helpers)).resolves.toBe(
      undefined,
    );
    expect(await analysisOf(sql, review.responses.text)).toMatchObject({
      analysis_status: 'FAILED',
      analysis_error: NO_AI_PROVIDER_ERROR,
      transcription: null,
      ai_insights: null,
      analyzed_at: null,
    });
    expect(added).toEqual([]);
  });
});
