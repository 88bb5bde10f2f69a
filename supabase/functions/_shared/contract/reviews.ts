// Reviewing completed interviews (docs/product.md §2 Reviews list and Review detail, §3 Review detail and
// ai_insights, §7 Reviews): the list of COMPLETED and REVIEWED invitations, one review with its
// answers, the AI analysis of one answer, and marking the interview reviewed.
import { z } from 'zod';
import { candidateIdentityFields } from './candidate-identity.ts';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pageInfoFields, pageQueryFields } from './paging.ts';
import { workspaceScopeQueryFields } from './workspaces.ts';
import { responseFormatSchema } from './interviews.ts';
import { localeSchema } from './locales.ts';
import {
  processingStatusSchema,
  promptRecordingSchema,
  recordingSchema,
  transcriptSegmentSchema,
} from './recordings.ts';
import { accommodationsSchema } from './accommodations.ts';

/** The statuses a review exists in: finished interviews, awaiting review or reviewed. */
const reviewStatusSchema = z.enum(['COMPLETED', 'REVIEWED']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

const REVIEWS_PAGE_SIZE_DEFAULT = 20;

/** How long a signed media URL of GET /api/reviews/:id stays valid; the page asks for a fresh one after. */
export const MEDIA_URL_TTL_SECONDS = 900;

/** docs/product.md §9: the score colours. */
const SCORE_THRESHOLDS = { green: 80, yellow: 60 } as const;
export function scoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= SCORE_THRESHOLDS.green) return 'green';
  if (score >= SCORE_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}

/** Messages of the review routes that the client may show or compare. */
export const reviewErrorMessages = {
  notFound: 'Review not found',
  responseNotFound: 'Response not found',
  notCompleted: 'This interview has not been completed yet',
  alreadyReviewed: 'This interview is already marked as reviewed',
  nothingToAnalyse: 'This answer has no text and no recording to analyse',
  fileNotFound: 'This answer has no file',
  fileHidden: 'Blind review: the file is hidden until you submit your ratings',
} as const;

/** Query of GET /api/reviews/completed. */
const listReviewsQuerySchema = z.object({
  ...workspaceScopeQueryFields,
  ...pageQueryFields(REVIEWS_PAGE_SIZE_DEFAULT),
});

/** The `:id` of /api/reviews/:id/… (an invitation id). */
const reviewIdParamSchema = z.object({ id: z.guid({ error: 'Must be a review id' }) });

/**
 * Query of GET /api/reviews/:id. `refetch=true`: the page reloads a review it already shows (fresh
 * links, an answer the worker finished); the visit's opening is on the audit trail already, so it
 * is not recorded again. The server honours it only when that opening is on the trail.
 */
const reviewDetailQuerySchema = z.object({
  refetch: z.stringbool({ error: 'Must be true or false' }).default(false),
});

/** The `:id` and `:responseId` of POST /api/reviews/:id/analyze/:responseId. */
const analyzeParamSchema = reviewIdParamSchema.extend({
  responseId: z.guid({ error: 'Must be a response id' }),
});

/** The `:id` and `:responseId` of GET /api/reviews/:id/answers/:responseId/file. */
const answerFileParamSchema = reviewIdParamSchema.extend({
  responseId: z.guid({ error: 'Must be a response id' }),
});

/** A row of GET /api/reviews/completed (docs/product.md §3 Completed-review list row, plus completed_at). */
const reviewSummarySchema = z.object({
  id: idSchema,
  ...candidateIdentityFields,
  status: reviewStatusSchema,
  interview_title: z.string(),
  created_at: timestampSchema,
  completed_at: timestampSchema,
  /** Answers whose recording, transcription or analysis is still queued or in progress. */
  processing_count: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** docs/product.md §2's counters, over every review of the caller, not only this page. */
const reviewCountsSchema = z.object({
  pending_review: z.number().int().nonnegative(),
  reviewed: z.number().int().nonnegative(),
  total_completed: z.number().int().nonnegative(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

/** GET /api/reviews/completed: one page, most recently completed first. */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSummarySchema),
  counts: reviewCountsSchema,
  ...pageInfoFields,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

const scoreSchema = z.number().min(0).max(100);

/**
 * The assistant's view of one competency the question is linked to: its 1-5 score backed by quotes
 * that were found verbatim in the answer. score is null when the answer gives too little to judge
 * (insufficient_evidence) or when none of the model's quotes was found in it ("no verified evidence").
 */
const aiCompetencySchema = z.object({
  competency_id: idSchema,
  /** The competency's name when analysed, so a later rename does not leave the analysis unlabelled. */
  name: z.string(),
  score: z.number().int().min(1).max(5).nullable(),
  insufficient_evidence: z.boolean(),
  evidence: z.array(z.string()),
  rationale: z.string(),
});
export type AiCompetency = z.infer<typeof aiCompetencySchema>;

/** docs/product.md: the label of a competency whose quotes were all dropped as not in the answer. */
export const NO_VERIFIED_EVIDENCE = 'no verified evidence';
/** docs/product.md: what an answer or competency too short or unclear to judge shows instead of a score. */
export const INSUFFICIENT_EVIDENCE = 'Insufficient evidence';

/**
 * docs/product.md §3 ai_insights, plus talking points for a follow-up interview, as stored on the response
 * and answered to the client. technical_competency and cultural_fit are left out when the answer
 * says nothing about them. score is null when insufficient_evidence; rows stored before scorecards
 * have neither insufficient_evidence nor competencies. Quotes are in the answer's language, the
 * prose in the workspace's.
 */
export const aiInsightsSchema = z.object({
  score: scoreSchema.nullable(),
  insufficient_evidence: z.boolean().default(false),
  summary: z.string(),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  communication_quality: z.string(),
  technical_competency: z.string().optional(),
  cultural_fit: z.string().optional(),
  recommendations: z.array(z.string()),
  talking_points: z.array(z.string()).default([]),
  competencies: z.array(aiCompetencySchema).default([]),
  /**
   * The language the model heard the answer in (a BCP 47 tag, e.g. es or pt-BR); null when no model
   * heard it (an answer too short to send) and for analyses made before languages were asked.
   */
  heard_language: z.string().nullable().default(null),
});
export type AiInsights = z.infer<typeof aiInsightsSchema>;

/** One option of a CHOICE question, as a reviewer sees it: whether it knocks out, and whether it was picked. */
const choiceOptionReviewSchema = z.object({
  id: idSchema,
  label: z.string(),
  knockout: z.boolean(),
  picked: z.boolean(),
});

/** A CHOICE answer (issue #37): every option of the question, in position order, the picked ones marked. */
const choiceAnswerSchema = z.object({
  /** The candidate could pick more than one option. */
  multiple: z.boolean(),
  /** What a knockout option does: END the interview, or FLAG the answer. */
  knockout_action: z.enum(['END', 'FLAG']),
  options: z.array(choiceOptionReviewSchema),
});
export type ChoiceAnswer = z.infer<typeof choiceAnswerSchema>;

/**
 * A FILE answer (issue #37): what the candidate uploaded, downloaded through
 * GET /api/reviews/:id/answers/:responseId/file. Under blind review its name is left out and it is
 * not downloadable (a CV names its candidate): `name` is null and `downloadable` false.
 */
const answerFileReviewSchema = z.object({
  name: z.string().nullable(),
  /** The type read from the file's bytes: application/pdf, image/png, image/jpeg or Word's. */
  type: z.string(),
  size: z.number().int().positive(),
  downloadable: z.boolean(),
});
export type AnswerFileReview = z.infer<typeof answerFileReviewSchema>;

/** One answer of a review, in question order. */
const reviewResponseSchema = z.object({
  id: idSchema,
  question_id: idSchema,
  order_number: z.number().int().positive(),
  question_text: z.string(),
  response_format: responseFormatSchema,
  response_text: z.string().nullable(),
  /** Object name in the responses bucket; null for a text answer. */
  media_path: z.string().nullable(),
  /**
   * A signed URL of the recording, valid until media_url_expires_at (it serves byte ranges, so a
   * player can seek); null when there is no recording or Storage does not hold it.
   */
  media_url: z.string().nullable(),
  media_url_expires_at: timestampSchema.nullable(),
  transcription: z.string().nullable(),
  /** The transcript with timestamps, when the recording was transcribed by the worker. */
  transcript_segments: z.array(transcriptSegmentSchema).nullable(),
  ai_insights: aiInsightsSchema.nullable(),
  analyzed_at: timestampSchema.nullable(),
  /** The recording as the worker made it ready; null for a typed answer. */
  recording: recordingSchema.nullable(),
  /** Transcription and analysis: null until asked for (the interview completed, or Generate). */
  analysis_status: processingStatusSchema.nullable(),
  analysis_error: z.string().nullable(),
  /** The options of a CHOICE answer with the picked ones; null for any other answer. */
  choice: choiceAnswerSchema.nullable(),
  /** A picked option is a knockout (a CHOICE answer only). */
  knockout: z.boolean(),
  /** The uploaded file of a FILE answer; null for any other answer. */
  file: answerFileReviewSchema.nullable(),
  /** Issue #37 item 3: the recruiter's clip asking the question, once playable; null: none. */
  question_prompt: promptRecordingSchema.nullable(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** GET /api/reviews/:id (docs/product.md §3 Review detail). */
export const reviewDetailSchema = z.object({
  invitation: z.object({
    id: idSchema,
    ...candidateIdentityFields,
    interview_id: idSchema,
    interview_title: z.string(),
    /** The language the candidate answered in, so the transcripts' too (the captions say it). */
    interview_language: localeSchema,
    status: reviewStatusSchema,
    completed_at: timestampSchema,
    reviewed_at: timestampSchema.nullable(),
    /** Issue #19: what the candidate answered under (extra time, attempts, writing instead of camera). */
    accommodations: accommodationsSchema,
    /** Issue #37: when a knockout answer ended the interview (COMPLETED with the answers given); else null. */
    knocked_out_at: timestampSchema.nullable(),
    /** The order number of the question whose knockout answer ended it; null when none did. */
    knocked_out_question: z.number().int().positive().nullable(),
  }),
  responses: z.array(reviewResponseSchema),
  /** False when no AI provider is configured: the page says so instead of offering analysis. */
  ai_configured: z.boolean(),
  /** The candidate declined AI analysis in the notice (issue #20): none is made or offered. */
  ai_analysis_declined: z.boolean(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

/** Where the worker is with one answer: its recording's processing and its transcription and analysis. */
const answerProgressSchema = z.object({
  id: idSchema,
  /** Null for an answer without a recording (typed, a choice, a file). */
  recording_status: processingStatusSchema.nullable(),
  /** Null until transcription and analysis are asked for. */
  analysis_status: processingStatusSchema.nullable(),
});
export type AnswerProgress = z.infer<typeof answerProgressSchema>;

/**
 * GET /api/reviews/:id/progress: what the review page polls while answers are processed, one query
 * as the caller with nothing signed and nothing recorded; the page reloads the review (GET
 * /api/reviews/:id) when a state here differs from the one it shows.
 */
export const reviewProgressSchema = z.object({ responses: z.array(answerProgressSchema) });
export type ReviewProgress = z.infer<typeof reviewProgressSchema>;

/**
 * POST /api/reviews/:id/analyze/:responseId (Generate, Regenerate, Retry): 202, the answer's
 * transcription and analysis are queued; the review shows their state until they are ready.
 */
export const analysisRequestedSchema = z.object({
  response_id: idSchema,
  analysis_status: processingStatusSchema,
});
export type AnalysisRequested = z.infer<typeof analysisRequestedSchema>;

/** POST /api/reviews/:id/complete. */
export const reviewedSchema = z.object({
  id: idSchema,
  status: z.literal('REVIEWED'),
  reviewed_at: timestampSchema,
});
export type Reviewed = z.infer<typeof reviewedSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const reviewApi = {
  list: defineRoute({
    method: 'GET',
    path: '/reviews/completed',
    query: listReviewsQuerySchema,
    response: reviewPageSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/reviews/:id',
    params: reviewIdParamSchema,
    query: reviewDetailQuerySchema,
    response: reviewDetailSchema,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/reviews/:id/progress',
    params: reviewIdParamSchema,
    response: reviewProgressSchema,
  }),
  analyze: defineRoute({
    method: 'POST',
    path: '/reviews/:id/analyze/:responseId',
    params: analyzeParamSchema,
    response: analysisRequestedSchema,
    status: 202,
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/reviews/:id/complete',
    params: reviewIdParamSchema,
    response: reviewedSchema,
  }),
  /**
   * A FILE answer's upload, as an attachment of the type read from its bytes (never rendered by the
   * browser: nosniff, a sandboxing CSP). 404 for an answer without a file or one blind review hides.
   */
  file: defineRoute({
    method: 'GET',
    path: '/reviews/:id/answers/:responseId/file',
    params: answerFileParamSchema,
    response: z.instanceof(Uint8Array),
    answer: 'binary',
  }),
};
