// The AI port: what the review routes need from a model provider. One adapter speaks the
// OpenAI-compatible API (openai-analyst.ts); ai-from-env.ts picks it from the environment.
import type { AiInsights } from '../contract/reviews.ts';
import type { ResponseFormat } from '../contract/interviews.ts';

/** A recording to transcribe, as read from Storage. */
export interface MediaFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

/** One answer to analyse: only what the candidate said, and the question it answers. */
export interface AnswerToAnalyse {
  interviewTitle: string;
  question: string;
  format: ResponseFormat;
  /** The typed answer or the transcription of the recording. */
  answer: string;
}

export interface InterviewAnalyst {
  /** Named in logs, e.g. 'openai-compatible (gpt-4o-mini at https://api.openai.com/v1)'. */
  readonly name: string;
  transcribe(media: MediaFile): Promise<string>;
  analyse(answer: AnswerToAnalyse): Promise<AiInsights>;
}

/**
 * Why an AI call failed, so the route can answer a fitting status:
 *   not_configured  no provider is set up (503);
 *   provider        the provider refused or could not be reached (502);
 *   timeout         it did not answer in time (504);
 *   invalid_output  its answer is not the analysis the schema describes (502).
 */
export type AiFailure = 'not_configured' | 'provider' | 'timeout' | 'invalid_output';

/**
 * `message` is shown to the recruiter after 'Failed to generate AI analysis: ', so it is a plain
 * sentence; what the provider or the schema check said goes in `detail`, which is only logged.
 */
export class AiError extends Error {
  readonly failure: AiFailure;
  readonly detail: string | undefined;

  constructor(failure: AiFailure, message: string, options: { cause?: unknown; detail?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AiError';
    this.failure = failure;
    this.detail = options.detail;
  }
}
