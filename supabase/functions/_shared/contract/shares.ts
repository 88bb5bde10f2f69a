// Sharing one candidate's answers with a hiring manager outside the workspace (issue #18,
// docs/product.md): managers create expiring, revocable links and see every opening; anyone with
// the link reads the answers and transcripts, nothing else.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { responseFormatSchema } from './interviews.ts';
import { localeSchema } from './locales.ts';
import { recordingSchema, transcriptSegmentSchema } from './recordings.ts';
import { workspaceBrandSchema } from './workspaces.ts';

export const shareLimits = { minDays: 1, maxDays: 30, defaultDays: 7 } as const;

/** How long the signed media URLs of the shared page stay valid; a reload signs them anew. */
export const SHARED_MEDIA_TTL_SECONDS = 900;

export const shareErrorMessages = {
  /** Unknown, revoked and expired links answer alike, so nothing tells a guessed token apart. */
  invalid: 'This link is invalid or has expired',
  shareNotFound: 'Shared link not found',
  alreadyRevoked: 'This link is already revoked',
} as const;

const DAYS_MESSAGE = `Choose from ${shareLimits.minDays} to ${shareLimits.maxDays} days`;

/** POST /reviews/:id/shares. */
const createShareSchema = z.object({
  days: z
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(shareLimits.minDays, { error: DAYS_MESSAGE })
    .max(shareLimits.maxDays, { error: DAYS_MESSAGE }),
});

const reviewIdParamSchema = z.object({ id: z.guid({ error: 'Must be a review id' }) });
const shareIdParamSchema = reviewIdParamSchema.extend({
  shareId: z.guid({ error: 'Must be a shared link id' }),
});
const tokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

const shareStateSchema = z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']);
export type ShareState = z.infer<typeof shareStateSchema>;

export const createdShareSchema = z.object({
  id: idSchema,
  url: z.string(),
  expires_at: timestampSchema,
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

const shareOpeningSchema = z.object({
  opened_at: timestampSchema,
  user_agent: z.string().nullable(),
});

const shareSchema = z.object({
  id: idSchema,
  url: z.string(),
  created_at: timestampSchema,
  /** The creator's name (or e-mail); null when their account is gone. */
  created_by: z.string().nullable(),
  expires_at: timestampSchema,
  revoked_at: timestampSchema.nullable(),
  state: shareStateSchema,
  /** Newest first. */
  openings: z.array(shareOpeningSchema),
});
export type Share = z.infer<typeof shareSchema>;

/** GET /reviews/:id/shares: newest first. */
export const shareListSchema = z.object({ shares: z.array(shareSchema) });

const revokedShareSchema = z.object({ id: idSchema, revoked_at: timestampSchema });

const sharedAnswerSchema = z.object({
  order_number: z.number().int().positive(),
  question_text: z.string(),
  response_format: responseFormatSchema,
  response_text: z.string().nullable(),
  transcription: z.string().nullable(),
  transcript_segments: z.array(transcriptSegmentSchema).nullable(),
  /** READY renditions only; in a blind interview the speech track alone (audio). */
  recording: recordingSchema.nullable(),
  /** A choice answer (issue #37): the question's options in order, the picked ones marked; null else. */
  choice: z
    .object({
      multiple: z.boolean(),
      options: z.array(z.object({ label: z.string(), knockout: z.boolean(), picked: z.boolean() })),
    })
    .nullable(),
  /** A picked option is a knockout. */
  knockout: z.boolean(),
});
export type SharedAnswer = z.infer<typeof sharedAnswerSchema>;

/** GET /shared/:token: the read-only page, for anyone holding the link. */
export const sharedReviewSchema = z.object({
  interview_title: z.string(),
  /** The language the candidate answered in, so the transcripts' too (the captions say it). */
  interview_language: localeSchema,
  workspace: workspaceBrandSchema,
  /** The name, or "Candidate N" when the interview is blind. */
  candidate_label: z.string(),
  anonymous_review: z.boolean(),
  expires_at: timestampSchema,
  answers: z.array(sharedAnswerSchema),
});
export type SharedReview = z.infer<typeof sharedReviewSchema>;

export const shareApi = {
  create: defineRoute({
    method: 'POST',
    path: '/reviews/:id/shares',
    params: reviewIdParamSchema,
    body: createShareSchema,
    response: createdShareSchema,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/reviews/:id/shares',
    params: reviewIdParamSchema,
    response: shareListSchema,
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/reviews/:id/shares/:shareId/revoke',
    params: shareIdParamSchema,
    response: revokedShareSchema,
  }),
  open: defineRoute({
    method: 'GET',
    path: '/shared/:token',
    params: tokenParamSchema,
    response: sharedReviewSchema,
  }),
};
