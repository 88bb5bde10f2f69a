// The AI port: what the worker's analyse_answer task needs from a model provider (the api only asks
// whether one is configured). One adapter speaks the OpenAI-compatible API (openai-analyst.ts);
// ai-from-env.ts picks it from the environment.
import type { AiInsights } from '../contract/reviews.ts';
import type { ResponseFormat } from '../contract/interviews.ts';
import type { Locale } from '../contract/locale-tags.ts';
import type { TranscriptSegment } from '../contract/recordings.ts';

/** A recording's speech track to transcribe, as read from Storage. */
export interface MediaFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  /** The interview's language: the candidate is expected to speak it (transcription is told so). */
  language?: Locale;
}

/** A scorecard competency the question is linked to, with its anchored 1-5 scale. */
export interface CompetencyToJudge {
  id: string;
  name: string;
  description: string;
  /** What a 1, 2, 3, 4 and 5 mean, in order. */
  anchors: string[];
}

/** One answer to analyse: only what the candidate said, the question it answers, its competencies. */
export interface AnswerToAnalyse {
  interviewTitle: string;
  question: string;
  format: ResponseFormat;
  /** The typed answer or the transcription of the recording. */
  answer: string;
  /** In scorecard order; empty when the question is linked to none. */
  competencies: CompetencyToJudge[];
  /** The interview's language: the answer is expected in it, and its quotes stay in the answer's. */
  language: Locale;
  /** The workspace's language: the analysis's own words (summary, reasons) are written in it. */
  proseLanguage: Locale;
}

/** What was said in a recording: the whole text, and its lines with their times. */
export interface Transcript {
  text: string;
  segments: TranscriptSegment[];
}

export interface InterviewAnalyst {
  /** Named in logs, e.g. 'openai-compatible (gpt-4o-mini at https://api.openai.com/v1)'. */
  readonly name: string;
  transcribe(media: MediaFile): Promise<Transcript>;
  analyse(answer: AnswerToAnalyse): Promise<AiInsights>;
}

/**
 * Why an AI call failed, so the caller can tell what may pass with a retry:
 *   not_configured  no provider is set up (never retried);
 *   provider        the provider refused or could not be reached;
 *   timeout         it did not answer in time;
 *   invalid_output  its answer is not the analysis the schema describes.
 */
export type AiFailure = 'not_configured' | 'provider' | 'timeout' | 'invalid_output';

/**
 * `message` is shown to the recruiter after 'Failed to generate AI analysis: ', so it is a plain
 * sentence; what the provider or the schema check said goes in `detail`, which is only logged.
 */
export class AiError extends Error {
  readonly failure: AiFailure;
  readonly detail: string | undefined;
  /** When the provider answered 429 and said how long to wait (Retry-After, retry-after-ms). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    failure: AiFailure,
    message: string,
    options: { cause?: unknown; detail?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AiError';
    this.failure = failure;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
