// Feedback to the candidate (issue #20 item 5): one short note after a decision, written and
// approved by a person (a draft from the ratings' notes is only a start), read by the candidate in
// the portal and e-mailed to them.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';

export const FEEDBACK_MAX_LENGTH = 2000;

export const feedbackMessages = {
  body: `Write the feedback, in up to ${FEEDBACK_MAX_LENGTH} characters`,
  noDecision: 'Make a decision before sending feedback',
  alreadySent: 'Feedback has already been sent to this candidate',
} as const;

export const sendFeedbackSchema = z.object({
  body: z
    .string({ error: feedbackMessages.body })
    .trim()
    .min(1, { error: feedbackMessages.body })
    .max(FEEDBACK_MAX_LENGTH, { error: feedbackMessages.body }),
});
export type SendFeedbackInput = z.input<typeof sendFeedbackSchema>;

const sentFeedbackSchema = z.object({
  body: z.string(),
  sent_at: timestampSchema,
  /** Who sent it; null once their account is gone. */
  sent_by_name: z.string().nullable(),
});
export type SentFeedback = z.infer<typeof sentFeedbackSchema>;

/** GET /api/reviews/:id/feedback: what was sent, or a draft for those who may send it. */
const reviewFeedbackSchema = z.object({
  feedback: sentFeedbackSchema.nullable(),
  /** A thank-you and the submitted ratings' notes, for the sender to edit; empty for who may not send. */
  draft: z.string(),
  /** The caller may send it now: they may decide, a decision exists, nothing was sent yet. */
  can_send: z.boolean(),
  has_decision: z.boolean(),
});
export type ReviewFeedback = z.infer<typeof reviewFeedbackSchema>;

/** A note in the candidate's portal. */
const candidateFeedbackSchema = z.object({
  invitation_id: idSchema,
  interview_title: z.string(),
  company_name: z.string(),
  body: z.string(),
  sent_at: timestampSchema,
});
export type CandidateFeedback = z.infer<typeof candidateFeedbackSchema>;

const reviewParamSchema = z.object({ id: z.guid({ error: 'Must be a review id' }) });

export const feedbackApi = {
  get: defineRoute({
    method: 'GET',
    path: '/reviews/:id/feedback',
    params: reviewParamSchema,
    response: reviewFeedbackSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/reviews/:id/feedback',
    params: reviewParamSchema,
    body: sendFeedbackSchema,
    response: sentFeedbackSchema,
    status: 201,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/candidates/feedback',
    response: z.object({ feedback: z.array(candidateFeedbackSchema) }),
  }),
};
